"""What the small vector pictures of every game share (the start page's cards and its unfinished
games; each game draws its own in ``ui/<game>/thumbnail.py``): the felt table they lie on, a grid
of cells scaled to fit a rectangle and centred in it, and a rounded piece with its shadow.

They are pictures only: no rules. Colours come from ``theme``. Boards are pictures of a table, so
they are never mirrored in right-to-left layouts.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPen,
    QRadialGradient,
)

from tilegames.ui import theme


def fit(rect: QRectF, cols: int, rows: int, margin: float) -> tuple[float, QPointF]:
    """Unit size and top-left corner of a cols×rows grid centred in ``rect``, with ``margin``
    units of table around it."""
    unit = min(rect.width() / (cols + 2 * margin), rect.height() / (rows + 2 * margin))
    origin = QPointF(rect.center().x() - unit * cols / 2, rect.center().y() - unit * rows / 2)
    return unit, origin


def cell_box(origin: QPointF, unit: float, gap: float, x: int, y: int, w: int = 1,
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


def shadowed_rounded_rect(painter: QPainter, box: QRectF, radius: float, brush: QBrush,
                          edge: QColor | None) -> None:
    """A rounded piece (a plate, a tile) with its shadow below right."""
    shadow = box.translated(box.width() * 0.04, box.height() * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.SHADOW)
    painter.drawRoundedRect(shadow, radius, radius)
    painter.setBrush(brush)
    painter.setPen(QPen(edge, max(1.0, box.width() * 0.02)) if edge else Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, radius, radius)


def bounds(cells: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    """(left, top, columns, rows) of the cells (one cell at the origin for none)."""
    if not cells:
        return 0, 0, 1, 1
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def fit_cells(rect: QRectF, cells: list[tuple[int, int]], margin: float,
              least: int = 3) -> tuple[float, QPointF]:
    """``_fit`` for the cells given, wherever they lie (a grid of at least ``least`` × ``least``
    cells, so that a few pieces are not drawn huge): unit size and the origin of cell (0, 0)."""
    left, top, cols, rows = bounds(cells)
    unit, origin = fit(rect, max(cols, least), max(rows, least), margin)
    return unit, origin + QPointF(((max(cols, least) - cols) / 2 - left) * unit,
                                  ((max(rows, least) - rows) / 2 - top) * unit)
