"""How the game went, as Hard saw it: a line over the moves, above the middle when the first
seat (and its partner) stood better, below when the other side did; the move shown is marked.

The graph says what it shows: a legend names the two sides in their colours ("Anna ahead",
"Ben ahead"), the vertical axis is the advantage (its top and bottom value, 0 in the middle,
signed for the first side), the horizontal axis the move number. In a right-to-left layout the
moves run from right to left, as the review's slider does. Its tooltip (and accessible
description) says all this in words.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tilegames.ui import theme
from tilegames.ui.numbers import signed

PLOT_HEIGHT = 70      # pixels of the plot itself; the legend and the axes' labels come on top
GAP = 4


def tick_moves(count: int) -> list[int]:
    """The move numbers labelled under a graph of ``count`` moves: 1, then every 5th or 10th
    (at most about six labels), never more than ``count``."""
    if count <= 0:
        return []
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if count / s <= 6)
    return [1] + [n for n in range(step, count + 1, step) if n > 1]


class EvalGraph(QWidget):
    """``set_values(values, scale)``: one value per move from the first side's point of view
    (None where unknown); ``scale`` is the value drawn at the top edge. ``set_current(n)``.
    ``set_sides(names, colours)``: the two sides' names and colours (legend and fill)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float | None] = []
        self.scale = 1.0
        self.current: int | None = None
        self.colours = (theme.TEXT, theme.TEXT_MUTED)
        self.names = ("", "")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._fit()

    # --- texts --------------------------------------------------------------------------------
    def legend(self) -> tuple[str, str]:
        """The legend's two lines: who stands better above the middle, who below."""
        return (self.tr("{name} ahead").format(name=self.names[0]),
                self.tr("{name} ahead").format(name=self.names[1]))

    def axis_title(self) -> str:
        return self.tr("Move")

    def explanation(self) -> str:
        """The graph in words (tooltip, screen readers)."""
        return self.tr("How the game went, as the computer judged it after each move (the "
                       "horizontal axis): above the middle line {first} stood better, below it "
                       "{second}; the further from the middle, the larger the advantage.").format(
            first=self.names[0], second=self.names[1])

    def _retell(self) -> None:
        text = self.explanation()
        self.setToolTip(text)
        self.setAccessibleDescription(text)
        self.setAccessibleName(self.tr("How the game went"))

    # --- data ---------------------------------------------------------------------------------
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

    def set_sides(self, names: tuple[str, str], colours: tuple[QColor, QColor]) -> None:
        """The two sides: their names (legend) and colours (legend and fill)."""
        if names != self.names:
            self.names = names
            self._retell()
        self.set_colours(*colours)

    # --- size ---------------------------------------------------------------------------------
    def _line(self) -> float:
        return QFontMetricsF(self.font()).height()

    def _fit(self) -> None:
        """Tall enough for two legend lines, the plot with its value labels, the move numbers
        and the axis title under them in this font."""
        height = round(4.5 * self._line() + PLOT_HEIGHT + 4 * GAP + 8)
        self.setMinimumHeight(height)
        self.setMaximumHeight(height)
        self._retell()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(200, self.minimumHeight())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._fit()

    # --- geometry -----------------------------------------------------------------------------
    def _labels_width(self) -> float:
        metrics = QFontMetricsF(self.font())
        return max(metrics.horizontalAdvance(t) for t in self._value_labels()) + GAP

    def _value_labels(self) -> tuple[str, str, str]:
        top = round(self.scale)
        return signed(top), "0", signed(-top)

    def plot_rect(self) -> QRectF:
        """The plot inside the widget (in left-to-right coordinates; ``_x`` mirrors them)."""
        line = self._line()
        outer = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        top = outer.top() + 2.5 * line + 2 * GAP     # the top value's label clear of the legend
        return QRectF(outer.left() + self._labels_width(), top,
                      outer.width() - self._labels_width(), PLOT_HEIGHT)

    def _x(self, x: float) -> float:
        """``x`` in the layout direction (mirrored in a right-to-left layout)."""
        if self.isRightToLeft():
            return self.width() - x
        return x

    def _point(self, index: int, value: float, area: QRectF) -> QPointF:
        count = max(1, len(self.values) - 1)
        clipped = max(-self.scale, min(self.scale, value))
        return QPointF(self._x(area.left() + area.width() * index / count),
                       area.center().y() - clipped / self.scale * area.height() / 2)

    # --- painting -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.plot_rect()
        shown = QRectF(self._x(area.right()) if self.isRightToLeft() else area.left(),
                       area.top(), area.width(), area.height())
        painter.setPen(QPen(theme.CARD_BORDER, 1))
        painter.setBrush(theme.CARD)
        painter.drawRoundedRect(shown, 6, 6)
        middle = area.center().y()
        painter.drawLine(QPointF(shown.left(), middle), QPointF(shown.right(), middle))
        self._paint_legend(painter)
        self._paint_axes(painter, area)
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

    def _paint_legend(self, painter: QPainter) -> None:
        """Two lines above the plot: a swatch in each side's colour and "<name> ahead"."""
        line = self._line()
        swatch = line * 0.7
        left = 4.0
        for row, (text, colour) in enumerate(zip(self.legend(), self.colours, strict=True)):
            top = 4 + row * (line + GAP)
            box = QRectF(left, top + (line - swatch) / 2, swatch, swatch)
            if self.isRightToLeft():
                box.moveLeft(self._x(box.right()))
            fill = QColor(colour)
            fill.setAlpha(160)
            painter.setPen(QPen(theme.CARD_BORDER, 1))
            painter.setBrush(fill)
            painter.drawRect(box)
            room = self.width() - 8 - swatch - GAP
            text_rect = QRectF(left + swatch + GAP, top, room, line)
            if self.isRightToLeft():
                text_rect.moveLeft(self._x(text_rect.right()))
            painter.setPen(theme.TEXT)
            elided = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                      round(room))
            side = (Qt.AlignmentFlag.AlignRight if self.isRightToLeft()
                    else Qt.AlignmentFlag.AlignLeft)
            painter.drawText(text_rect, side | Qt.AlignmentFlag.AlignVCenter
                             | Qt.AlignmentFlag.AlignAbsolute, elided)

    def _paint_axes(self, painter: QPainter, area: QRectF) -> None:
        """The advantage at the top, middle and bottom; the move numbers underneath."""
        painter.setPen(theme.TEXT_MUTED)
        line = self._line()
        width = self._labels_width() - GAP
        for text, y in zip(self._value_labels(), (area.top(), area.center().y(), area.bottom()),
                           strict=True):
            rect = QRectF(area.left() - width - GAP, y - line / 2, width, line)
            if self.isRightToLeft():
                rect.moveLeft(self._x(rect.right()))
            align = (Qt.AlignmentFlag.AlignLeft if self.isRightToLeft()
                     else Qt.AlignmentFlag.AlignRight)
            painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter
                             | Qt.AlignmentFlag.AlignAbsolute, text)
        for number, rect in self.tick_rects():
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
        painter.drawText(self.title_rect(), Qt.AlignmentFlag.AlignCenter, self.axis_title())

    def tick_rects(self) -> list[tuple[int, QRectF]]:
        """The move numbers under the plot and where each is written: centred under its move,
        kept inside the widget, and left out where it would touch the one before it (the first
        and the last number are kept before those between)."""
        metrics = QFontMetricsF(self.font())
        line = self._line()
        area = self.plot_rect()
        top = area.bottom() + GAP
        rects = []
        for number in tick_moves(len(self.values)):
            x = self._point(number - 1, 0, area).x()
            width = metrics.horizontalAdvance(str(number)) + 2
            left = min(max(x - width / 2, 0.0), self.width() - width)
            rects.append((number, QRectF(left, top, width, line)))
        kept: list[tuple[int, QRectF]] = []
        for index, (number, rect) in enumerate(rects):
            near = [r for _, r in kept]
            if index + 1 < len(rects) and index > 0:
                near.append(rects[-1][1])      # the last number wins over one just before it
            if all(not rect.adjusted(-GAP, 0, GAP, 0).intersects(r) for r in near):
                kept.append((number, rect))
        return kept

    def title_rect(self) -> QRectF:
        """The axis title ("Move"): a line of its own under the move numbers, centred under
        the plot (never on a number)."""
        line = self._line()
        area = self.plot_rect()
        shown = QRectF(self._x(area.right()) if self.isRightToLeft() else area.left(),
                       area.top(), area.width(), area.height())
        return QRectF(shown.left(), area.bottom() + GAP + line, shown.width(), line)
