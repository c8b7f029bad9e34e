"""Kulami on screen: the new-game dialog, the table (scene and view), panels and the game screen.

The main window finds the game through ``make_new_game_dialog``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tilegames.ui.game_screen import NewGameDialog
from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog


def make_new_game_dialog(parent: QWidget | None = None) -> NewGameDialog:
    """The Kulami new-game dialog, holding the last choices (or the defaults)."""
    return KulamiNewGameDialog(parent)
