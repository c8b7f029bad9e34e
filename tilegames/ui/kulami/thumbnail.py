"""Small pictures of Kulami: the start page's card (``paint_card``) and its unfinished games
(``paint_position``), on the felt of ``ui.previews``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QRadialGradient

from tilegames.games import kulami
from tilegames.storage.saves import SavedGame
from tilegames.ui.kulami import colours
from tilegames.ui.painting import paint_marble
from tilegames.ui.previews import bounds, cell_box, fit, paint_table, shadowed_rounded_rect

# A standard Kulami layout (K-B2): 17 plates (x, y, width, height) filling 8×8 holes.
CARD_PLATES = (
    (0, 0, 3, 2), (3, 0, 2, 2), (5, 0, 3, 2),
    (0, 2, 2, 2), (2, 2, 3, 1), (2, 3, 3, 1), (5, 2, 2, 2), (7, 2, 1, 2),
    (0, 4, 3, 2), (3, 4, 2, 2), (5, 4, 3, 2),
    (0, 6, 2, 2), (2, 6, 3, 1), (2, 7, 3, 1), (5, 6, 1, 2), (6, 6, 2, 1), (6, 7, 2, 1),
)
CARD_RED = ((1, 1), (2, 3), (4, 2), (5, 5), (6, 1), (3, 6), (7, 3), (0, 4))
CARD_BLACK = ((2, 1), (4, 4), (1, 5), (6, 4), (5, 2), (3, 3), (0, 6), (6, 7))
Box = tuple[int, int, int, int]             # x, y, width, height in cells


def paint_card(painter: QPainter, rect: QRectF) -> None:
    """Wooden plates of a standard 8×8 layout with some red and black marbles in their holes."""
    marbles = {cell: 0 for cell in CARD_RED} | {cell: 1 for cell in CARD_BLACK}
    paint_pieces(painter, rect, CARD_PLATES, marbles)


def paint_pieces(painter: QPainter, rect: QRectF, plates: tuple[Box, ...] | list[Box],
                 marbles: dict[tuple[int, int], int]) -> None:
    """Wooden ``plates`` with a hole in each cell and ``marbles`` (cell: seat, 0 red, 1 black)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, rect)
    holes = [(x + i, y + j) for x, y, w, h in plates for i in range(w) for j in range(h)]
    left, top, cols, rows = bounds(holes)
    unit, origin = fit(rect, cols, rows, 0.45)
    origin -= QPointF(left * unit, top * unit)
    gap = unit * 0.06
    for x, y, w, h in plates:
        box = cell_box(origin, unit, gap, x, y, w, h)
        wood = QLinearGradient(box.topLeft(), box.bottomRight())
        wood.setColorAt(0.0, colours.WOOD_LIGHT)
        wood.setColorAt(1.0, colours.WOOD_DARK)
        shadowed_rounded_rect(painter, box, unit * 0.12, QBrush(wood), colours.WOOD_EDGE)
    painter.setPen(Qt.PenStyle.NoPen)
    for x, y in holes:
        centre = origin + QPointF((x + 0.5) * unit, (y + 0.5) * unit)
        hole = QRadialGradient(centre + QPointF(0, unit * 0.06), unit * 0.26)
        hole.setColorAt(0.0, colours.HOLE.darker(160))
        hole.setColorAt(1.0, colours.HOLE)
        painter.setBrush(QBrush(hole))
        painter.drawEllipse(centre, unit * 0.22, unit * 0.22)
    seat_colours = (colours.MARBLE_RED, colours.MARBLE_BLACK)
    for (x, y), seat in marbles.items():
        paint_marble(painter, origin + QPointF((x + 0.5) * unit, (y + 0.5) * unit), unit * 0.32,
                     seat_colours[seat % 2])
    painter.restore()


def paint_position(painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
    """The plates of ``saved.state``'s board (a Kulami state) with the marbles on them, fitted
    into ``rect``."""
    state = saved.state
    assert isinstance(state, kulami.State)
    plates: list[Box] = []
    marbles: dict[tuple[int, int], int] = {}
    for plate in state.board.plates:
        xs = [x for x, _ in plate.cells]
        ys = [y for _, y in plate.cells]
        plates.append((min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
        for cell in plate.cells:
            seat = state.marble_at(cell)
            if seat is not None:
                marbles[cell] = seat
    paint_pieces(painter, rect, plates, marbles)
