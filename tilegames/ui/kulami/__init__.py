"""Kulami on screen: the new-game dialog, the table (scene), the result's plates and the screen.

The main window finds the game through ``make_new_game_dialog`` (see ``ui/registry.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from tilegames.storage.saves import SavedGame
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.kulami.game_setup import KulamiSetup
from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.table.host import GameHost


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The Kulami new-game dialog, holding the last choices (or the defaults)."""
    return KulamiNewGameDialog(host, parent)


def open_game(host: GameHost, saved: SavedGame, parent: QWidget | None = None) -> GameScreen:
    """The saved Kulami game, continued (IllegalMoveError never: loading replayed it)."""
    return KulamiScreen(host, KulamiSetup(), parent=parent, saved=saved)


def paint_position(painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
    """A small picture of the position of ``saved`` (the start page's unfinished games)."""
    from tilegames.ui.kulami import thumbnail

    thumbnail.paint_position(painter, rect, saved)
