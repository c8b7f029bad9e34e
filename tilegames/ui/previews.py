"""Small vector pictures of each game: the start page's cards and its unfinished games.

Each ``paint_<game>(painter, rect)`` draws a few pieces on a felt table, scaled to fit ``rect`` and
centred in it; ``paint_<game>_pieces(painter, rect, ...)`` draws the pieces it is given the same
way (a game's package turns a position into them: its ``paint_position``). They are pictures
only: no rules. Colours come from ``theme``. Boards are pictures of a table, so they are never
mirrored in right-to-left layouts.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)

from tilegames.ui import theme
from tilegames.ui.lsd.tile_art import paint_tile
from tilegames.ui.painting import paint_marble, qwirkle_shape_path

# A standard Kulami layout (K-B2): 17 plates (x, y, width, height) filling 8×8 holes.
KULAMI_PLATES = (
    (0, 0, 3, 2), (3, 0, 2, 2), (5, 0, 3, 2),
    (0, 2, 2, 2), (2, 2, 3, 1), (2, 3, 3, 1), (5, 2, 2, 2), (7, 2, 1, 2),
    (0, 4, 3, 2), (3, 4, 2, 2), (5, 4, 3, 2),
    (0, 6, 2, 2), (2, 6, 3, 1), (2, 7, 3, 1), (5, 6, 1, 2), (6, 6, 2, 1), (6, 7, 2, 1),
)
KULAMI_RED = ((1, 1), (2, 3), (4, 2), (5, 5), (6, 1), (3, 6), (7, 3), (0, 4))
KULAMI_BLACK = ((2, 1), (4, 4), (1, 5), (6, 4), (5, 2), (3, 3), (0, 6), (6, 7))

# A few LSD tiles that fit together (LSD-P1): cell, seat, icon, half dots on (N, E, S, W).
LSD_TILES = (
    ((0, 0), 0, "x", (1, 1, 0, 0)),
    ((1, 0), 1, "+", (0, 0, 1, 1)),
    ((0, 1), 0, "+", (0, 1, 1, 0)),
    ((1, 1), 1, "x", (1, 0, 0, 1)),
    ((2, 1), 0, "+", (1, 1, 1, 0)),
    ((2, 2), 0, "x", (1, 0, 0, 0)),
    ((0, 2), 1, "x", (1, 0, 0, 0)),
)
LSD_SHADES = ("white", "black")  # seat 0 white icons, seat 1 black (LSD-K2)

# A few Qwirkle tiles: a line of circles and a line of yellow shapes crossing it.
QWIRKLE_TILES = (
    ((0, 1), "RED", "circle"), ((1, 1), "ORANGE", "circle"), ((2, 1), "YELLOW", "circle"),
    ((3, 1), "GREEN", "circle"),
    ((2, 0), "YELLOW", "star"), ((2, 2), "YELLOW", "diamond"), ((2, 3), "YELLOW", "clover"),
    ((3, 3), "BLUE", "clover"), ((4, 3), "PURPLE", "clover"), ((4, 2), "PURPLE", "cross"),
    ((1, 0), "ORANGE", "star"),
)


def _fit(rect: QRectF, cols: int, rows: int, margin: float) -> tuple[float, QPointF]:
    """Unit size and top-left corner of a cols×rows grid centred in ``rect``, with ``margin``
    units of table around it."""
    unit = min(rect.width() / (cols + 2 * margin), rect.height() / (rows + 2 * margin))
    origin = QPointF(rect.center().x() - unit * cols / 2, rect.center().y() - unit * rows / 2)
    return unit, origin


def _cell_box(origin: QPointF, unit: float, gap: float, x: int, y: int, w: int = 1,
              h: int = 1) -> QRectF:
    """The box of the w×h cells from (x, y) of a grid at ``origin``, ``gap`` inside each edge."""
    return QRectF(origin.x() + x * unit + gap, origin.y() + y * unit + gap,
                  w * unit - 2 * gap, h * unit - 2 * gap)


def paint_table(painter: QPainter, rect: QRectF, radius: float = 10.0) -> None:
    """The felt every preview lies on: a soft, lit-from-the-middle green."""
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0.0, theme.TABLE_LIGHT)
    gradient.setColorAt(1.0, theme.TABLE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)


def _shadowed_rounded_rect(painter: QPainter, box: QRectF, radius: float, brush: QBrush,
                           edge: QColor | None) -> None:
    shadow = box.translated(box.width() * 0.04, box.height() * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.SHADOW)
    painter.drawRoundedRect(shadow, radius, radius)
    painter.setBrush(brush)
    painter.setPen(QPen(edge, max(1.0, box.width() * 0.02)) if edge else Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, radius, radius)


Box = tuple[int, int, int, int]             # x, y, width, height in cells


def _bounds(cells: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    """(left, top, columns, rows) of the cells (one cell at the origin for none)."""
    if not cells:
        return 0, 0, 1, 1
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def _fit_cells(rect: QRectF, cells: list[tuple[int, int]], margin: float,
               least: int = 3) -> tuple[float, QPointF]:
    """``_fit`` for the cells given, wherever they lie (a grid of at least ``least`` × ``least``
    cells, so that a few pieces are not drawn huge): unit size and the origin of cell (0, 0)."""
    left, top, cols, rows = _bounds(cells)
    unit, origin = _fit(rect, max(cols, least), max(rows, least), margin)
    return unit, origin + QPointF(((max(cols, least) - cols) / 2 - left) * unit,
                                  ((max(rows, least) - rows) / 2 - top) * unit)


def paint_kulami(painter: QPainter, rect: QRectF) -> None:
    """Wooden plates of a standard 8×8 layout with some red and black marbles in their holes."""
    marbles = {cell: 0 for cell in KULAMI_RED} | {cell: 1 for cell in KULAMI_BLACK}
    paint_kulami_pieces(painter, rect, KULAMI_PLATES, marbles)


def paint_kulami_pieces(painter: QPainter, rect: QRectF, plates: tuple[Box, ...] | list[Box],
                        marbles: dict[tuple[int, int], int]) -> None:
    """Wooden ``plates`` with a hole in each cell and ``marbles`` (cell: seat, 0 red, 1 black)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, rect)
    holes = [(x + i, y + j) for x, y, w, h in plates for i in range(w) for j in range(h)]
    left, top, cols, rows = _bounds(holes)
    unit, origin = _fit(rect, cols, rows, 0.45)
    origin -= QPointF(left * unit, top * unit)
    gap = unit * 0.06
    for x, y, w, h in plates:
        box = _cell_box(origin, unit, gap, x, y, w, h)
        wood = QLinearGradient(box.topLeft(), box.bottomRight())
        wood.setColorAt(0.0, theme.WOOD_LIGHT)
        wood.setColorAt(1.0, theme.WOOD_DARK)
        _shadowed_rounded_rect(painter, box, unit * 0.12, QBrush(wood), theme.WOOD_EDGE)
    painter.setPen(Qt.PenStyle.NoPen)
    for x, y in holes:
        centre = origin + QPointF((x + 0.5) * unit, (y + 0.5) * unit)
        hole = QRadialGradient(centre + QPointF(0, unit * 0.06), unit * 0.26)
        hole.setColorAt(0.0, theme.HOLE.darker(160))
        hole.setColorAt(1.0, theme.HOLE)
        painter.setBrush(QBrush(hole))
        painter.drawEllipse(centre, unit * 0.22, unit * 0.22)
    colours = (theme.MARBLE_RED, theme.MARBLE_BLACK)
    for (x, y), seat in marbles.items():
        paint_marble(painter, origin + QPointF((x + 0.5) * unit, (y + 0.5) * unit), unit * 0.32,
                     colours[seat % 2])
    painter.restore()


LsdPiece = tuple[tuple[int, int], QColor, str, str, int]   # cell, colour, icon, shade, dot mask


def paint_lsd(painter: QPainter, rect: QRectF) -> None:
    """LSD tiles of two players, laid so that their half dots meet as whole dots (drawn by the
    game's own tile painter)."""
    pieces = [(cell, theme.LSD_TILE_COLOURS[theme.LSD_DEFAULT_COLOURS[seat]], icon,
               LSD_SHADES[seat], sum(1 << i for i, has_dot in enumerate(dots) if has_dot))
              for cell, seat, icon, dots in LSD_TILES]
    paint_lsd_pieces(painter, rect, pieces, margin=0.4)


def paint_lsd_pieces(painter: QPainter, rect: QRectF, pieces: list[LsdPiece],
                     margin: float = 0.3) -> None:
    """LSD tiles (cell, colour, icon, shade, dot mask) by the game's own tile painter."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, rect)
    unit, origin = _fit_cells(rect, [cell for cell, *_ in pieces], margin)
    for (x, y), colour, icon, shade, mask in pieces:
        paint_tile(painter, _cell_box(origin, unit, 0, x, y), colour, icon, shade, mask)
    painter.restore()


QwirklePiece = tuple[tuple[int, int], str, str]   # cell, colour name ("RED"), shape ("circle")


def paint_qwirkle(painter: QPainter, rect: QRectF) -> None:
    """Black Qwirkle tiles with coloured shapes: a line of circles crossed by a line of yellows."""
    paint_qwirkle_pieces(painter, rect, list(QWIRKLE_TILES), margin=0.35)


def paint_qwirkle_pieces(painter: QPainter, rect: QRectF, pieces: list[QwirklePiece],
                         margin: float = 0.3) -> None:
    """Qwirkle tiles (cell, colour name, shape name) on the table."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, rect)
    unit, origin = _fit_cells(rect, [cell for cell, *_ in pieces], margin)
    gap = unit * 0.05
    for (x, y), colour, shape in pieces:
        box = _cell_box(origin, unit, gap, x, y)
        _shadowed_rounded_rect(painter, box, unit * 0.12, QBrush(theme.QWIRKLE_TILE), None)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.QWIRKLE_COLORS[colour])
        painter.drawPath(qwirkle_shape_path(shape, box.center(), box.width() * 0.66))
    painter.restore()
