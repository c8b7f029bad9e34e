"""How the game went, as Hard saw it: a line over the moves, above the middle when the first
seat (and its partner) stood better, below when the other side did; the move shown is marked."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tilegames.ui import theme


class EvalGraph(QWidget):
    """``set_values(values, scale)``: one value per move from the first side's point of view
    (None where unknown); ``scale`` is the value drawn at the top edge. ``set_current(n)``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float | None] = []
        self.scale = 1.0
        self.current: int | None = None
        self.colours = (theme.TEXT, theme.TEXT_MUTED)
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 80)

    def set_values(self, values: list[float | None], scale: float) -> None:
        self.values = list(values)
        self.scale = max(scale, 1e-6)
        self.update()

    def set_current(self, n: int | None) -> None:
        if n != self.current:
            self.current = n
            self.update()

    def set_colours(self, first: QColor, second: QColor) -> None:
        """The colours of the two sides (above and below the middle)."""
        self.colours = (first, second)
        self.update()

    def _point(self, index: int, value: float, area: QRectF) -> QPointF:
        count = max(1, len(self.values) - 1)
        clipped = max(-self.scale, min(self.scale, value))
        return QPointF(area.left() + area.width() * index / count,
                       area.center().y() - clipped / self.scale * area.height() / 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        painter.setPen(QPen(theme.CARD_BORDER, 1))
        painter.setBrush(theme.CARD)
        painter.drawRoundedRect(area, 6, 6)
        middle = area.center().y()
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        known = [(i, v) for i, v in enumerate(self.values) if v is not None]
        if known:
            for side, colour in ((1, self.colours[0]), (-1, self.colours[1])):
                shape = QPainterPath(QPointF(self._point(known[0][0], 0, area)))
                for i, v in known:
                    shape.lineTo(self._point(i, max(0.0, v * side) * side, area))
                shape.lineTo(self._point(known[-1][0], 0, area))
                fill = QColor(colour)
                fill.setAlpha(90)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawPath(shape)
            line = QPainterPath(self._point(*known[0], area))
            for i, v in known[1:]:
                line.lineTo(self._point(i, v, area))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.TEXT, 1.6))
            painter.drawPath(line)
        if self.current is not None and self.values:
            x = self._point(min(self.current, len(self.values) - 1), 0, area).x()
            painter.setPen(QPen(theme.ACCENT, 2))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.end()
