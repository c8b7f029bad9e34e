"""What a game screen and a new-game dialog get from the window that shows them.

The host is handed over explicitly (never found through ``window()`` or a parent's attributes):
the settings, a way to ask for a new game or to play on from a position as a new game, and the
status line. ``MainWindow`` is the host of the
program; tests and tools may pass any object with these members.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from tilegames.storage.saves import SavedGame
from tilegames.storage.settings import Settings


class GameHost(Protocol):
    """``settingChanged(key)`` repeats every change of a setting while the program runs."""

    settings: Settings
    settingChanged: SignalInstance

    def new_game(self, key: str) -> None:
        """Open the new-game dialog of game ``key`` (accepting it replaces the open game)."""

    def play_on(self, saved: SavedGame) -> None:
        """Show ``saved`` — a new game played on from a position of the open game
        (``controller.play_on``) — in place of the open game, as a game of its own: its own
        autosave, written at once, and no file (the game it came from is not changed)."""

    def show_status(self, text: str) -> None:
        """Put ``text`` in the status line ("" clears it)."""
