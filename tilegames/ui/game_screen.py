"""The contract between the main window and one game's screens.

A game plugs into the main window with a ``GameEntry`` (ui/registry.py). Its new-game dialog is a
``NewGameDialog``; once accepted, ``create_screen()`` builds the ``GameScreen`` the window shows.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget


class GameScreen(QWidget):
    """One open game: board view, side panel, result panel. Talks only to its GameSession.

    statusMessage(text): a line for the main window's status bar (reasons for refused moves too).
    titleChanged(text): the window title part for this game.
    """

    statusMessage = Signal(str)
    titleChanged = Signal(str)

    def game_actions(self) -> list[QAction]:
        """Actions the main window shows in its menus while this game is open (undo, redo, …)."""
        return []

    def zoom_in(self) -> None: ...

    def zoom_out(self) -> None: ...

    def zoom_fit(self) -> None: ...

    def retranslate(self) -> None:
        """Re-set every visible text after the language changed."""

    def shutdown(self) -> None:
        """Stop background work (a thinking computer) before the screen is closed."""


class NewGameDialog(QDialog):
    """Asks for a game's setup. After ``accept()``, ``create_screen`` starts that game.

    ``problem`` is a translated line for the status bar when something went wrong that does not
    stop the game (the choices could not be remembered: a full disk), else "".
    """

    problem = ""

    def create_screen(self, parent: QWidget | None = None) -> GameScreen:
        raise NotImplementedError
