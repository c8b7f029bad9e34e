"""LSD on screen: the new-game dialog, the field (scene), the supplies, "Learn the captures" and
the screen.

The main window finds the game through ``make_new_game_dialog`` (see ``ui/registry.py``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tilegames.ui.game_screen import NewGameDialog
from tilegames.ui.table.host import GameHost


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The LSD new-game dialog, holding the last choices (or the defaults)."""
    from tilegames.ui.lsd.new_game_dialog import LsdNewGameDialog

    return LsdNewGameDialog(host, parent)
