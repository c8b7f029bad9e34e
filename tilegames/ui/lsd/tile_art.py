"""The one painter of an LSD tile: the field, the supplies, the tokens, "Learn the captures" and
the start page's picture all draw tiles with ``paint_tile``, so a tile looks the same everywhere.

A tile fills a square (its cell): a rounded body in the owner's colour, inset a little from the
cell's edges; on each edge that carries a half dot (LSD-K3), a half disc centred on the *cell's*
edge midpoint and clipped to the cell. Two tiles that meet dot to dot therefore paint one whole
disc across the gap between them (LSD-P1). In the middle the ``+`` or ``x`` icon in white or black
(LSD-K2), with a thin outline of the other shade so it reads on every tile colour.
Vector paths only: crisp at any zoom and device pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPixmap,
)

from tilegames.ui.lsd import colours
from tilegames.ui.painting import mix, painted_pixmap

# Proportions of the cell (1.0 = one cell). The paths are built at ``UNIT`` units per cell, where
# Qt's path operations keep curves smooth, and scaled to the cell when painted.
UNIT = 1000.0
GAP = 0.035          # body inset from each cell edge
CORNER = 0.13        # body corner radius
DOT_R = 0.165        # half dot radius
DOT_RIM = 0.028
ICON_ARM = 0.165     # half the length of a + bar
ICON_WIDTH = 0.085
ICON_OUTLINE = 0.045

# Edge midpoints of the unit cell: N, E, S, W (bit i of a dot mask is DIRECTIONS[i]).
_MIDPOINTS = (QPointF(0.5, 0.0), QPointF(1.0, 0.5), QPointF(0.5, 1.0), QPointF(0.0, 0.5))


def _stroke(path: QPainterPath, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap,
            dashes: list[float] | None = None) -> QPainterPath:
    """The outline a pen of ``width`` would draw along ``path``, as a path to fill (filling is
    much cheaper than stroking, and a tile is painted often)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width * UNIT)
    stroker.setCurveThreshold(0.2)
    stroker.setCapStyle(cap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dashes:
        stroker.setDashPattern(dashes)
    return stroker.createStroke(path)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle given in cell proportions."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(rect.x() * UNIT, rect.y() * UNIT, rect.width() * UNIT,
                               rect.height() * UNIT), radius * UNIT, radius * UNIT)
    return path


def _icon_path(icon: str) -> QPainterPath:
    path = QPainterPath()
    c = 0.5 * UNIT
    arm = ICON_ARM * UNIT
    if icon == "+":
        path.moveTo(c - arm, c)
        path.lineTo(c + arm, c)
        path.moveTo(c, c - arm)
        path.lineTo(c, c + arm)
    else:
        d = arm * 0.9
        path.moveTo(c - d, c - d)
        path.lineTo(c + d, c + d)
        path.moveTo(c - d, c + d)
        path.lineTo(c + d, c - d)
    return path


def _half_dot(mid: QPointF) -> tuple[QPainterPath, QPainterPath]:
    """The half disc on one edge (the disc centred on the edge's midpoint, cut by the cell) and
    its rim (the curved side only, so two halves join without a seam)."""
    disc = QPainterPath()
    disc.addEllipse(mid * UNIT, DOT_R * UNIT, DOT_R * UNIT)
    cell = QPainterPath()
    cell.addRect(QRectF(0, 0, UNIT, UNIT))
    rim = _stroke(disc, DOT_RIM).intersected(cell)
    return disc.intersected(cell), rim


_BODY = _rounded(QRectF(GAP, GAP, 1 - 2 * GAP, 1 - 2 * GAP), CORNER)
_EDGE = _stroke(_BODY, 0.018)
_BEVEL = _stroke(_rounded(QRectF(GAP + 0.03, GAP + 0.03, 1 - 2 * GAP - 0.06,
                                 1 - 2 * GAP - 0.06), CORNER * 0.7), 0.02)
_DOTS = tuple(_half_dot(mid) for mid in _MIDPOINTS)
_ICONS = {
    icon: (_stroke(_icon_path(icon), ICON_WIDTH + 2 * ICON_OUTLINE, Qt.PenCapStyle.RoundCap),
           _stroke(_icon_path(icon), ICON_WIDTH, Qt.PenCapStyle.RoundCap))
    for icon in ("+", "x")
}


def dot_centres(mask: int) -> list[QPointF]:
    """The unit-cell centres of the half dots of a tile with dot ``mask`` (N=1, E=2, S=4, W=8)."""
    return [mid for bit, mid in enumerate(_MIDPOINTS) if mask >> bit & 1]


def paint_tile(painter: QPainter, rect: QRectF, colour: QColor, icon: str, shade: str,
               mask: int, *, faded: bool = False) -> None:
    """Paint one tile into the square ``rect`` (its cell). ``mask``: the half dots after rotation;
    ``shade``: "white" or "black"; ``faded``: a paler body (a tile that cannot be chosen)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / UNIT, rect.height() / UNIT)
    painter.setPen(Qt.PenStyle.NoPen)
    body = QColor(colour)
    if faded:
        body = mix(body, QColor(200, 200, 200), 0.55)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(UNIT, UNIT))
    gradient.setColorAt(0.0, mix(body, QColor(255, 255, 255), 0.14))
    gradient.setColorAt(1.0, mix(body, QColor(0, 0, 0), 0.16))
    painter.fillPath(_BODY, gradient)
    painter.fillPath(_EDGE, colours.TILE_EDGE)
    painter.fillPath(_BEVEL, colours.TILE_LIGHT)
    for bit, (disc, rim) in enumerate(_DOTS):
        if mask >> bit & 1:
            painter.fillPath(disc, colours.DOT_FILL)
            painter.fillPath(rim, colours.DOT_RIM)
    outline, stroke = _ICONS["+" if icon == "+" else "x"]
    painter.fillPath(outline, colours.ICON_OUTLINE[shade])
    painter.fillPath(stroke, colours.ICON[shade])
    painter.restore()


def tile_pixmap(size: int, colour: QColor, icon: str, shade: str, mask: int) -> QPixmap:
    """A ``size``-pixel picture of one tile (tokens in cards, lists and dialogs)."""
    return painted_pixmap(size, lambda painter, s: paint_tile(
        painter, QRectF(0, 0, s, s), colour, icon, shade, mask))
