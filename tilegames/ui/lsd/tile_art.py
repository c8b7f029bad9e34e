"""The one painter of an LSD tile: the field, the supplies, the tokens, "Learn the captures" and
the start page's picture all draw tiles with ``paint_tile``, so a tile looks the same everywhere.

A tile fills a square (its cell): a rounded body in the owner's colour, inset a little from the
cell's edges; on each edge that carries a half dot (LSD-K3), the tile's half of a disc centred on
the *cell's* edge midpoint. A *free* half dot (nothing meets it: an open edge, a supply, a token)
is clipped to the tile's body and outlined all round, its straight side along the tile's edge, so
it never sticks out of the tile. A *joined* half dot (``joined``: the neighbour's half dot meets
it, LSD-P1) reaches a little past the cell's edge (``OVERLAP``, into the gap between the
tiles, where the neighbour's body does not reach) with its curved rim only, so the two halves
overlap and paint one whole disc without an anti-aliased seam between them; a tile's item on a
field therefore reaches ``OVERLAP`` beyond its cell. ``joined_edges`` tells which edges are
joined; every picture of tiles on a field (the field, the start page, the rules, "Learn the
captures") asks it.
In the middle the ``+`` or ``x`` icon in white or black (LSD-K2), with a thin outline of the other
shade so it reads on every tile colour.
Vector paths only: crisp at any zoom and device pixel ratio.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPixmap,
)

from tilegames.ui.colour_vision import luminance, to_srgb
from tilegames.ui.lsd import colours
from tilegames.ui.painting import mix, painted_pixmap

# Proportions of the cell (1.0 = one cell). The paths are built at ``UNIT`` units per cell, where
# Qt's path operations keep curves smooth, and scaled to the cell when painted.
UNIT = 1000.0
GAP = 0.035          # body inset from each cell edge
CORNER = 0.13        # body corner radius
DOT_R = 0.165        # half dot radius
DOT_RIM = 0.028
OVERLAP = 0.015      # how far a joined half dot reaches past its cell's edge (less than GAP)
ICON_ARM = 0.165     # half the length of a + bar
ICON_WIDTH = 0.085
ICON_OUTLINE = 0.045
FADED_GREY = 0.75    # how far a faded tile's body turns grey

# Edge midpoints of the unit cell: N, E, S, W (bit i of a dot mask is DIRECTIONS[i]), and the
# step to the neighbour across each edge.
_MIDPOINTS = (QPointF(0.5, 0.0), QPointF(1.0, 0.5), QPointF(0.5, 1.0), QPointF(0.0, 0.5))
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))

Cell = tuple[int, int]


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


_BODY = _rounded(QRectF(GAP, GAP, 1 - 2 * GAP, 1 - 2 * GAP), CORNER)
_EDGE = _stroke(_BODY, 0.018)
_BEVEL = _stroke(_rounded(QRectF(GAP + 0.03, GAP + 0.03, 1 - 2 * GAP - 0.06,
                                 1 - 2 * GAP - 0.06), CORNER * 0.7), 0.02)


class HalfDot:
    """The half dot on one edge, as paths to fill: ``free`` (the disc cut by the tile's body)
    with ``free_rim`` (an outline that closes it, the straight side included), and ``joined``
    (the disc cut by the cell grown by ``OVERLAP`` towards the neighbour, reaching across the
    gap) with ``joined_rim`` (the curved side only, so two halves make one disc without a
    seam)."""

    def __init__(self, mid: QPointF) -> None:
        disc = QPainterPath()
        disc.addEllipse(mid * UNIT, DOT_R * UNIT, DOT_R * UNIT)
        cell = QPainterPath()
        toward = (mid - QPointF(0.5, 0.5)) * 2 * OVERLAP * UNIT     # one of N, E, S, W
        grown = QRectF(0, 0, UNIT, UNIT)
        cell.addRect(grown.adjusted(min(toward.x(), 0), min(toward.y(), 0),
                                    max(toward.x(), 0), max(toward.y(), 0)))
        self.free = disc.intersected(_BODY)
        self.free_rim = _stroke(self.free, DOT_RIM)
        self.joined = disc.intersected(cell)
        self.joined_rim = _stroke(disc, DOT_RIM).intersected(cell)


_DOTS = tuple(HalfDot(mid) for mid in _MIDPOINTS)
_ICONS = {
    icon: (_stroke(_icon_path(icon), ICON_WIDTH + 2 * ICON_OUTLINE, Qt.PenCapStyle.RoundCap),
           _stroke(_icon_path(icon), ICON_WIDTH, Qt.PenCapStyle.RoundCap))
    for icon in ("+", "x")
}


def dot_centres(mask: int) -> list[QPointF]:
    """The unit-cell centres of the half dots of a tile with dot ``mask`` (N=1, E=2, S=4, W=8)."""
    return [mid for bit, mid in enumerate(_MIDPOINTS) if mask >> bit & 1]


def joined_at(cell: Cell, mask: int, mask_at: Callable[[Cell], int | None]) -> int:
    """The edges (a dot mask) where a tile on ``cell`` with half dots ``mask`` meets a
    neighbour's half dot (``mask_at(cell)``: the dots of the tile there, None for none)."""
    joined = 0
    for bit, (dx, dy) in enumerate(_STEPS):
        if mask >> bit & 1:
            other = mask_at((cell[0] + dx, cell[1] + dy))
            if other is not None and other >> ((bit + 2) % 4) & 1:
                joined |= 1 << bit
    return joined


def joined_edges(masks: Mapping[Cell, int]) -> dict[Cell, int]:
    """For tiles laid on cells (their dot masks), each tile's joined edges (``joined_at``)."""
    return {cell: joined_at(cell, mask, masks.get) for cell, mask in masks.items()}


def paint_tile(painter: QPainter, rect: QRectF, colour: QColor, icon: str, shade: str,
               mask: int, *, joined: int = 0, faded: bool = False) -> None:
    """Paint one tile into the square ``rect`` (its cell). ``mask``: the half dots after rotation;
    ``joined``: those of them a neighbour's half dot meets (``joined_edges``; 0: all free);
    ``shade``: "white" or "black"; ``faded``: a muted body, its colour mostly grey of the same
    lightness (a tile that cannot be chosen), so the icon stands out from it as much as ever."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / UNIT, rect.height() / UNIT)
    painter.setPen(Qt.PenStyle.NoPen)
    body = QColor(colour)
    if faded:
        grey = round(to_srgb(luminance((body.red(), body.green(), body.blue()))))
        body = mix(body, QColor(grey, grey, grey), FADED_GREY)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(UNIT, UNIT))
    gradient.setColorAt(0.0, mix(body, QColor(255, 255, 255), 0.14))
    gradient.setColorAt(1.0, mix(body, QColor(0, 0, 0), 0.16))
    painter.fillPath(_BODY, gradient)
    painter.fillPath(_EDGE, colours.TILE_EDGE)
    painter.fillPath(_BEVEL, colours.TILE_LIGHT)
    for bit, dot in enumerate(_DOTS):
        if mask >> bit & 1:
            together = joined >> bit & 1
            painter.fillPath(dot.joined if together else dot.free, colours.DOT_FILL)
            painter.fillPath(dot.joined_rim if together else dot.free_rim, colours.DOT_RIM)
    outline, stroke = _ICONS["+" if icon == "+" else "x"]
    painter.fillPath(outline, colours.ICON_OUTLINE[shade])
    painter.fillPath(stroke, colours.ICON[shade])
    painter.restore()


def tile_pixmap(size: int, colour: QColor, icon: str, shade: str, mask: int) -> QPixmap:
    """A ``size``-pixel picture of one tile (tokens in cards, lists and dialogs)."""
    return painted_pixmap(size, lambda painter, s: paint_tile(
        painter, QRectF(0, 0, s, s), colour, icon, shade, mask))
