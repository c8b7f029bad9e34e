"""Qwirkle on screen: the new-game dialog, the table (scene, rack, staged turns), the screen.

The main window finds the game through ``make_new_game_dialog`` (see ``ui/registry.py``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tilegames.ui.game_screen import NewGameDialog
from tilegames.ui.table.host import GameHost


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The Qwirkle new-game dialog, holding the last choices (or the defaults)."""
    from tilegames.ui.qwirkle.new_game_dialog import QwirkleNewGameDialog

    return QwirkleNewGameDialog(host, parent)
