"""Painting primitives shared by boards, previews and the app icon (vector, themeable)."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

MARBLE_SHINE = QColor(255, 255, 255, 210)          # a marble's specular highlight
MARBLE_CONTACT_SHADOW = QColor(0, 0, 0, 80)       # the shadow where a marble meets the board


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` towards ``b``."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
        round(a.alpha() + (b.alpha() - a.alpha()) * t),
    )


def paint_cell_grid(painter: QPainter, area: QRectF | QRect, felt: QColor, lines: QColor,
                    cell: float) -> None:
    """The background of an open table: ``area`` filled with ``felt``, with thin ``lines``
    between square cells ``cell`` units wide (cell (0, 0) at the origin) across all of it."""
    rect = QRectF(area)
    painter.fillRect(rect, felt)
    painter.setPen(QPen(lines, 1.0))
    x = int(rect.left() // cell) * cell
    while x <= rect.right():
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        x += cell
    y = int(rect.top() // cell) * cell
    while y <= rect.bottom():
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        y += cell


def painted_pixmap(size: int, paint: Callable[[QPainter, float], None]) -> QPixmap:
    """A transparent ``size``-pixel square picture, sharp on the screen's pixel ratio, painted by
    ``paint(painter, size)`` (tokens for cards, lists and dialogs)."""
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    pixmap = QPixmap(QSize(round(size * ratio), round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, float(size))
    painter.end()
    return pixmap


def paint_marble(painter: QPainter, center: QPointF, radius: float, color: QColor) -> None:
    """A glossy sphere: contact shadow, body with a radial gradient, and a specular highlight."""
    painter.setPen(Qt.PenStyle.NoPen)
    shadow = QRadialGradient(center + QPointF(radius * 0.18, radius * 0.28), radius * 1.1)
    shadow.setColorAt(0.7, MARBLE_CONTACT_SHADOW)
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setBrush(shadow)
    painter.drawEllipse(center + QPointF(radius * 0.18, radius * 0.28), radius * 1.1, radius * 1.1)

    white = QColor(255, 255, 255)
    black = QColor(0, 0, 0)
    body = QRadialGradient(center, radius, center + QPointF(-radius * 0.38, -radius * 0.42))
    body.setColorAt(0.0, mix(color, white, 0.55))
    body.setColorAt(0.35, mix(color, white, 0.12))
    body.setColorAt(0.85, color)
    body.setColorAt(1.0, mix(color, black, 0.45))
    painter.setBrush(body)
    painter.drawEllipse(center, radius, radius)

    shine = QRadialGradient(center + QPointF(-radius * 0.35, -radius * 0.42), radius * 0.38)
    shine.setColorAt(0.0, MARBLE_SHINE)
    shine.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(shine)
    painter.drawEllipse(center + QPointF(-radius * 0.35, -radius * 0.42), radius * 0.38,
                        radius * 0.30)


def qwirkle_shape_path(shape: str, centre: QPointF, size: float) -> QPainterPath:
    """The outline of one Qwirkle shape (circle, square, diamond, clover, star, cross), ``size``
    across."""
    r = size / 2
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(centre, r * 0.8, r * 0.8)
    elif shape == "square":
        path.addRect(QRectF(centre.x() - r * 0.7, centre.y() - r * 0.7, r * 1.4, r * 1.4))
    elif shape == "diamond":
        path.addPolygon(QPolygonF([centre + QPointF(0, -r), centre + QPointF(r * 0.8, 0),
                                   centre + QPointF(0, r), centre + QPointF(-r * 0.8, 0)]))
        path.closeSubpath()
    elif shape == "clover":   # four round leaves that just meet, held by a round middle
        leaf = r * 0.4
        reach = r - leaf
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            path.addEllipse(centre + QPointF(dx * reach, dy * reach), leaf, leaf)
        path.addEllipse(centre, reach * 0.72, reach * 0.72)
        path.setFillRule(Qt.FillRule.WindingFill)
    elif shape in ("star", "cross"):
        points, inner, turn = (8, 0.5, 0.0) if shape == "star" else (4, 0.28, math.pi / 4)
        corners = []
        for i in range(points * 2):
            angle = turn - math.pi / 2 + i * math.pi / points
            radius = r if i % 2 == 0 else r * inner
            corners.append(centre + QPointF(math.cos(angle) * radius, math.sin(angle) * radius))
        path.addPolygon(QPolygonF(corners))
        path.closeSubpath()
    else:
        raise ValueError(f"no such Qwirkle shape: {shape!r}")
    return path
