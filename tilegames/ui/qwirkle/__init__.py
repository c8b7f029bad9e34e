"""Qwirkle on screen: the new-game dialog, the table (scene, rack, staged turns), the screen.

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
    """The Qwirkle new-game dialog, holding the last choices (or the defaults)."""
    from tilegames.ui.qwirkle.new_game_dialog import QwirkleNewGameDialog

    return QwirkleNewGameDialog(host, parent)


def open_game(host: GameHost, saved: SavedGame, parent: QWidget | None = None) -> GameScreen:
    """The saved Qwirkle game, continued (the same tiles to come)."""
    from tilegames.ui.qwirkle.game_setup import QwirkleSetup
    from tilegames.ui.qwirkle.screen import QwirkleScreen

    return QwirkleScreen(host, QwirkleSetup(), parent=parent, saved=saved)


def paint_position(painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
    """A small picture of the position of ``saved`` (the start page's unfinished games)."""
    from tilegames.ui.qwirkle import thumbnail

    thumbnail.paint_position(painter, rect, saved)
