"""A small picture of a Qwirkle position (the start page's unfinished games): the board only,
never a rack."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from tilegames.games.qwirkle import TILES
from tilegames.ui.previews import QwirklePiece, paint_qwirkle_pieces


def paint_position(painter: QPainter, rect: QRectF, saved: Any) -> None:
    """The tiles on the board of ``saved.state``, fitted into ``rect``."""
    pieces: list[QwirklePiece] = [
        (cell, TILES[tile].color.name, TILES[tile].shape.name.lower())
        for cell, tile in saved.state.board.cells.items()]
    paint_qwirkle_pieces(painter, rect, pieces)
