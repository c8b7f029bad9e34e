"""Qwirkle tiles on screen: the painted tile (a black rounded square with one of six shapes in one
of six colours), tile names in words, and the seats' tokens (a small tile with the seat's number).

Everything is a vector path (``painting.qwirkle_shape_path``) with colours from ``theme``, so a
tile is crisp at any size and on any screen; the rack, the board and the pictures share it.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from tilegames.games.qwirkle import Color, Shape, Tile
from tilegames.ui import theme
from tilegames.ui.painting import mix, painted_pixmap, qwirkle_shape_path
from tilegames.ui.qwirkle import colours

RADIUS = 0.14        # corner radius, as a part of the tile's side
SHAPE_SIZE = 0.68    # the shape's size, as a part of the tile's side

_COLOURS = {
    Color.RED: QT_TRANSLATE_NOOP("QwirkleTiles", "red"),
    Color.ORANGE: QT_TRANSLATE_NOOP("QwirkleTiles", "orange"),
    Color.YELLOW: QT_TRANSLATE_NOOP("QwirkleTiles", "yellow"),
    Color.GREEN: QT_TRANSLATE_NOOP("QwirkleTiles", "green"),
    Color.BLUE: QT_TRANSLATE_NOOP("QwirkleTiles", "blue"),
    Color.PURPLE: QT_TRANSLATE_NOOP("QwirkleTiles", "purple"),
}
_SHAPES = {
    Shape.CIRCLE: QT_TRANSLATE_NOOP("QwirkleTiles", "circle"),
    Shape.SQUARE: QT_TRANSLATE_NOOP("QwirkleTiles", "square"),
    Shape.DIAMOND: QT_TRANSLATE_NOOP("QwirkleTiles", "diamond"),
    Shape.CLOVER: QT_TRANSLATE_NOOP("QwirkleTiles", "clover"),
    Shape.STAR: QT_TRANSLATE_NOOP("QwirkleTiles", "star"),
    Shape.CROSS: QT_TRANSLATE_NOOP("QwirkleTiles", "cross"),
}


def tile_color(tile: Tile) -> QColor:
    return colours.COLORS[tile.color.name]


def tile_name(tile: Tile) -> str:
    """The tile in words, in the current language: "circle (red)"."""
    return QCoreApplication.translate("QwirkleTiles", "{shape} ({colour})").format(
        shape=QCoreApplication.translate("QwirkleTiles", str(_SHAPES[tile.shape])),
        colour=QCoreApplication.translate("QwirkleTiles", str(_COLOURS[tile.color])))


def paint_tile(painter: QPainter, rect: QRectF, tile: Tile | None, shadow: bool = True) -> None:
    """One tile filling the square ``rect`` (``tile`` None: a tile face down, no shape)."""
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    radius = side * RADIUS
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(box.translated(side * 0.03, side * 0.05), radius, radius)
    body = QLinearGradient(box.topLeft(), box.bottomRight())
    body.setColorAt(0.0, mix(colours.TILE, QColor(255, 255, 255), 0.10))
    body.setColorAt(1.0, colours.TILE)
    painter.setBrush(body)
    painter.setPen(QPen(colours.TILE_EDGE, max(0.8, side * 0.02)))
    inset = side * 0.01
    painter.drawRoundedRect(box.adjusted(inset, inset, -inset, -inset), radius, radius)
    if tile is not None:
        colour = tile_color(tile)
        painter.translate(box.center())
        painter.scale(side / _UNIT, side / _UNIT)
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(135), max(0.6, side * 0.012) * _UNIT / side))
        painter.drawPath(_shape(tile.shape))
    painter.restore()


_UNIT = 1000.0   # the cached outlines are made this large: simplifying flattens curves finely


@cache
def _shape(shape: Shape) -> QPainterPath:
    """The outline of ``shape`` on a tile of side ``_UNIT`` centred on the origin (made once; the
    clover as one outline)."""
    return qwirkle_shape_path(shape.name.lower(), QPointF(0, 0), SHAPE_SIZE * _UNIT).simplified()


def tile_pixmap(tile: Tile | None, size: int) -> QPixmap:
    """A tile as a ``size``-pixel picture (drags, icons)."""
    return painted_pixmap(size, lambda p, s: paint_tile(p, QRectF(0, 0, s, s), tile, False))


def paint_seat_token(painter: QPainter, rect: QRectF, seat: int) -> None:
    """A seat's token: a small black tile with the seat's number (1 to 6) in white."""
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    paint_tile(painter, box.adjusted(1, 1, -1, -1), None, shadow=False)
    font = QFont()
    font.setPixelSize(max(7, round(side * 0.58)))
    font.setBold(True)
    painter.save()
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255))
    painter.drawText(box.translated(QPointF(0, -side * 0.02)), Qt.AlignmentFlag.AlignCenter,
                     str(seat + 1))
    painter.restore()


def seat_token(seat: int, size: int = 18) -> QPixmap:
    return painted_pixmap(size, lambda p, s: paint_seat_token(p, QRectF(0, 0, s, s), seat))
