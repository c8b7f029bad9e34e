"""The contract between the main window and one game's screens.

A game plugs into the main window through its package ``tilegames.ui.<key>`` (see
``ui/registry.py``). Its new-game dialog is a ``NewGameDialog``; once accepted, ``create_screen()``
builds the ``GameScreen`` the window shows. Both get their host (``ui/table/host.py``: settings,
"new game", the status line) explicitly, and every screen names its game in ``key``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import QDialog, QWidget

from tilegames.base.seats import Seat
from tilegames.games import GameState
from tilegames.ui.table.host import GameHost


@dataclass(frozen=True)
class SaveData:
    """What a save file of the open game holds (``storage.saves.dumps`` takes these)."""

    game: str
    state: GameState
    seats: tuple[Seat, ...]
    review: int | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    redeals: tuple[tuple[int, int, int | str], ...] = ()   # GameSession.redeals (Qwirkle)

    def dumps_options(self) -> dict[str, Any]:
        """The keyword arguments ``storage.saves.dumps`` (and ``autosave.write``) take."""
        return {"review": self.review, "meta": self.meta, "redeals": self.redeals}


class GameScreen(QWidget):
    """One open game. Talks to its GameSession and to its ``host``, nothing else."""

    key: ClassVar[str] = ""

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.game_id = ""    # the key of this game's autosave (storage.autosave); "" for none

    def game_actions(self) -> list[QAction]:
        """Actions the main window shows in its Move menu while this game is open."""
        return []

    def zoom_in(self) -> None: ...

    def zoom_out(self) -> None: ...

    def zoom_fit(self) -> None: ...

    def retranslate(self) -> None:
        """Re-set every visible text after the language changed (called once per switch)."""

    def save_data(self) -> SaveData | None:
        """The game as a save file would hold it (None: nothing to save)."""
        return None

    def can_close(self) -> bool:
        """Whether the game may be closed now; False keeps it open (the screen has said why)."""
        return True

    def shutdown(self) -> None:
        """Stop background work (a thinking computer) before the screen is closed."""


class NewGameDialog(QDialog):
    """Asks for a game's setup. After ``accept()``, ``create_screen`` starts that game.

    ``problem`` is a translated line for the status bar when something went wrong that does not
    stop the game (the choices could not be remembered: a full disk), else "".
    """

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.problem = ""

    def create_screen(self) -> GameScreen:
        raise NotImplementedError

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_text(self)


def fit_to_text(window: QWidget) -> None:
    """Make a dialog as wide as its layout's minimum and as tall as its wrapped texts need at
    that width (large text, long translations): top-level windows do not ask their layout's
    height-for-width by themselves."""
    layout = window.layout()
    if layout is None:
        return
    width = max(window.width(), layout.minimumSize().width())
    height = max(window.height(), layout.minimumSize().height())
    if layout.hasHeightForWidth():
        height = max(height, layout.totalHeightForWidth(width))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
