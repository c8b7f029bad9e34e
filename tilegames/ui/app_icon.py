"""The application icon, painted (no bitmaps): a wooden plate with a red and a black marble,
an LSD dot and a Qwirkle star — one mark for the three games."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
)

from tilegames.ui.painting import paint_marble, qwirkle_shape_path

# The icon's own colours (the same in both piece palettes): the Kulami wood and the standard
# marbles, a black Qwirkle tile with a purple star, a blue LSD tile with a yellow half dot.
_WOOD_LIGHT = QColor("#e2b97f")
_WOOD_DARK = QColor("#b07a43")
_WOOD_EDGE = QColor("#7a4f26")
_RED_MARBLE = QColor("#cc2a1e")
_BLACK_MARBLE = QColor("#1d1d1f")
_BLACK_TILE = QColor("#161616")
_STAR = QColor("#8d4ac6")
_BLUE_TILE = QColor("#0072b2")
_DOT = QColor("#f0e442")
_CROSS = QColor("#ffffff")

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def paint_icon(painter: QPainter, size: float) -> None:
    """Paint the icon into the square (0, 0, size, size)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size
    plate = QRectF(s * 0.06, s * 0.06, s * 0.88, s * 0.88)
    wood = QLinearGradient(plate.topLeft(), plate.bottomRight())
    wood.setColorAt(0.0, _WOOD_LIGHT)
    wood.setColorAt(1.0, _WOOD_DARK)
    painter.setPen(QPen(_WOOD_EDGE, max(1.0, s * 0.02)))
    painter.setBrush(QBrush(wood))
    painter.drawRoundedRect(plate, s * 0.16, s * 0.16)
    paint_marble(painter, QPointF(s * 0.32, s * 0.32), s * 0.15, _RED_MARBLE)
    paint_marble(painter, QPointF(s * 0.68, s * 0.68), s * 0.15, _BLACK_MARBLE)
    tile = QRectF(s * 0.54, s * 0.16, s * 0.30, s * 0.30)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BLACK_TILE)
    painter.drawRoundedRect(tile, s * 0.04, s * 0.04)
    painter.setBrush(_STAR)
    painter.drawPath(qwirkle_shape_path("star", tile.center(), s * 0.24))
    tile = QRectF(s * 0.16, s * 0.54, s * 0.30, s * 0.30)
    painter.setBrush(_BLUE_TILE)
    painter.drawRoundedRect(tile, s * 0.04, s * 0.04)
    painter.save()
    painter.setClipRect(tile)  # a half dot: the circle's lower half, inside the tile's top edge
    painter.setBrush(_DOT)
    painter.drawEllipse(QPointF(tile.center().x(), tile.top()), s * 0.07, s * 0.07)
    painter.restore()
    pen = QPen(_CROSS, max(1.0, s * 0.035))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    c, d = tile.center(), s * 0.07
    painter.drawLine(QPointF(c.x() - d, c.y()), QPointF(c.x() + d, c.y()))
    painter.drawLine(QPointF(c.x(), c.y() - d), QPointF(c.x(), c.y() + d))


def icon_image(size: int) -> QImage:
    """The icon as a transparent ``size``×``size`` image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, size)
    painter.end()
    return image


def app_icon() -> QIcon:
    """A QIcon with every size of ``ICON_SIZES`` (needs a QGuiApplication)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(icon_image(size)))
    return icon
