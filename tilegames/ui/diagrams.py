"""Diagrams for the rules pages, drawn by the boards' own painters (never screenshots).

A rules page asks for one with ``<img src="diagram:<name>">``; the rules dialog's browser renders
it here (``image(name)``), asking each game for it (``ScreenSpec.diagram``: each game draws its
own, in ``ui/<game>/diagrams.py``, with the helpers here). The positions come from the engines
(what is legal, captured, closed or scored is what the program plays by) and the colours from
``theme``, so a diagram follows the palette; the pictures hold no words (their captions are part
of each language's page).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene, QWidget

from tilegames.ui import theme
from tilegames.ui.registry import entries

SCHEME = "diagram"


def _ratio() -> float:
    screen = QGuiApplication.primaryScreen()
    return max(1.0, screen.devicePixelRatio()) if screen is not None else 1.0


def _canvas(width: float, height: float) -> tuple[QImage, QPainter]:
    ratio = _ratio()
    image = QImage(round(width * ratio), round(height * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def side_by_side(*widgets: QWidget) -> QImage:
    """Pictures side by side, an arrow between each two (before → after)."""
    gap = 44
    width = sum(w.width() for w in widgets) + gap * (len(widgets) - 1)
    height = max(w.height() for w in widgets)
    image, painter = _canvas(width, height)
    x = 0
    for index, widget in enumerate(widgets):
        if index:
            _arrow(painter, QPointF(x - gap + 10, height / 2), QPointF(x - 10, height / 2))
        widget.render(painter, QPointF(x, (height - widget.height()) / 2).toPoint())
        x += widget.width() + gap
    painter.end()
    return image


def _arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    painter.setPen(QPen(theme.TEXT_MUTED, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, end - QPointF(6, 0))
    head = QPainterPath(end)
    head.lineTo(end + QPointF(-11, -7))
    head.lineTo(end + QPointF(-11, 7))
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.TEXT_MUTED)
    painter.drawPath(head)


def scene_picture(scene: QGraphicsScene, source: QRectF, scale: float) -> QImage:
    """``source`` of ``scene`` (its background included) at ``scale`` pixels per unit."""
    image, painter = _canvas(source.width() * scale, source.height() * scale)
    scene.render(painter, QRectF(0, 0, source.width() * scale, source.height() * scale), source)
    painter.end()
    return image


def image(name: str) -> QImage | None:
    """The diagram ``name`` drawn now (with the current colours), or None if no game has one of
    that name (each game draws its own: ``ScreenSpec.diagram``)."""
    for item in entries():
        if item.screens is not None and item.screens.diagram is not None:
            found = item.screens.diagram(name)
            if found is not None:
                return found
    return None


__all__ = ["SCHEME", "image", "scene_picture", "side_by_side"]
