"""Small pictures of Qwirkle: the start page's card (``paint_card``) and its unfinished games
(``paint_position``: the board only, never a rack), on the felt of ``ui.previews``."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter

from tilegames.games import qwirkle
from tilegames.games.qwirkle import TILES
from tilegames.storage.saves import SavedGame
from tilegames.ui.painting import qwirkle_shape_path
from tilegames.ui.previews import cell_box, fit_cells, paint_table, shadowed_rounded_rect
from tilegames.ui.qwirkle import colours

# A few Qwirkle tiles: a line of circles and a line of yellow shapes crossing it.
CARD_TILES = (
    ((0, 1), "RED", "circle"), ((1, 1), "ORANGE", "circle"), ((2, 1), "YELLOW", "circle"),
    ((3, 1), "GREEN", "circle"),
    ((2, 0), "YELLOW", "star"), ((2, 2), "YELLOW", "diamond"), ((2, 3), "YELLOW", "clover"),
    ((3, 3), "BLUE", "clover"), ((4, 3), "PURPLE", "clover"), ((4, 2), "PURPLE", "cross"),
    ((1, 0), "ORANGE", "star"),
)
QwirklePiece = tuple[tuple[int, int], str, str]   # cell, colour name ("RED"), shape ("circle")


def paint_card(painter: QPainter, rect: QRectF) -> None:
    """Black Qwirkle tiles with coloured shapes: a line of circles crossed by a line of yellows."""
    paint_pieces(painter, rect, list(CARD_TILES), margin=0.35)


def paint_pieces(painter: QPainter, rect: QRectF, pieces: list[QwirklePiece],
                 margin: float = 0.3) -> None:
    """Qwirkle tiles (cell, colour name, shape name) on the table."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, rect)
    unit, origin = fit_cells(rect, [cell for cell, *_ in pieces], margin)
    gap = unit * 0.05
    for (x, y), colour, shape in pieces:
        box = cell_box(origin, unit, gap, x, y)
        shadowed_rounded_rect(painter, box, unit * 0.12, QBrush(colours.TILE), None)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.COLORS[colour])
        painter.drawPath(qwirkle_shape_path(shape, box.center(), box.width() * 0.66))
    painter.restore()


def paint_position(painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
    """The tiles on the board of ``saved.state`` (a Qwirkle state), fitted into ``rect``."""
    state = saved.state
    assert isinstance(state, qwirkle.State)
    pieces: list[QwirklePiece] = [
        (cell, TILES[tile].color.name, TILES[tile].shape.name.lower())
        for cell, tile in state.board.cells.items()]
    paint_pieces(painter, rect, pieces)
