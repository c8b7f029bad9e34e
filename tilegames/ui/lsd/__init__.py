"""LSD on screen: the new-game dialog, the field (scene), the supplies, "Learn the captures" and
the screen.

The main window finds the game through ``make_new_game_dialog`` (see ``ui/registry.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from tilegames.storage.saves import SavedGame
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.table.host import GameHost


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The LSD new-game dialog, holding the last choices (or the defaults)."""
    from tilegames.ui.lsd.new_game_dialog import LsdNewGameDialog

    return LsdNewGameDialog(host, parent)


def open_game(host: GameHost, saved: SavedGame, parent: QWidget | None = None) -> GameScreen:
    """The saved LSD game, continued."""
    from tilegames.ui.lsd.game_setup import LsdSetup
    from tilegames.ui.lsd.screen import LsdScreen

    return LsdScreen(host, LsdSetup(), parent=parent, saved=saved)


def paint_position(painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
    """A small picture of the position of ``saved`` (the start page's unfinished games)."""
    from tilegames.ui.lsd import thumbnail

    thumbnail.paint_position(painter, rect, saved)
