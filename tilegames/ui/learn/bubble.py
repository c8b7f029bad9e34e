"""The parts of a guided game drawn over the board: the explaining bubble beside the pieces a step
is about, and the rings that mark those pieces' cells."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QBoxLayout,
    QGraphicsItem,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tilegames.ui import theme
from tilegames.ui.layout_check import floats
from tilegames.ui.table.board_scene import CELL, cell_rect
from tilegames.ui.table.style import panel_style_sheet
from tilegames.ui.typography import align_leading

Cell = tuple[int, int]
ARROW = 12          # how far the bubble's point reaches out of its body
MARGIN = 8          # the bubble keeps this far from the board view's edges
GAP = 6             # between the marked cells and the bubble's point
Z_LEARN = 40        # above the pieces, below the keyboard cursor


def _area(rect: QRect) -> int:
    return rect.width() * rect.height() if rect.isValid() else 0


class LessonMarks(QGraphicsItem):
    """Rings around the cells a step is about (white with a dark rim, dashed while the learner
    is asked to play there). ``inset``: how far inside the cell's edge the ring runs (negative:
    outside it); a game whose pieces fill their cells (LSD: half dots on the tile's edges) puts
    the rings under its pieces (``z``) and around the cells, so they never hide a piece's
    outline."""

    def __init__(self, z: float = Z_LEARN, inset: float = 2.0) -> None:
        super().__init__()
        self.setZValue(z)
        self.inset = inset
        self.cells: tuple[Cell, ...] = ()
        self.dashed = False
        self._bounds = QRectF()

    def show_cells(self, cells: tuple[Cell, ...], dashed: bool) -> None:
        self.prepareGeometryChange()
        self.cells, self.dashed = tuple(cells), dashed
        bounds = QRectF()
        for cell in self.cells:
            bounds = bounds.united(cell_rect(cell))
        out = 4 + max(0.0, -self.inset)
        self._bounds = bounds.adjusted(-out, -out, out, out)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for cell in self.cells:
            i = self.inset
            rect = cell_rect(cell).adjusted(i, i, -i, -i)
            painter.setPen(QPen(theme.LEARN_MARK_RIM, 6.0))
            painter.drawRoundedRect(rect, CELL * 0.16, CELL * 0.16)
            pen = QPen(theme.LEARN_MARK, 3.0)
            if self.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect, CELL * 0.16, CELL * 0.16)


class LessonBubble(QWidget):
    """The bubble: which step, the explanation, why a move was refused, and what to do next
    (Next; at the end, a real game against Easy or closing the lesson). ``place`` puts it beside
    a rectangle of its parent, its point towards it."""

    WIDTH = 330

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson-bubble")
        floats(self)                          # over the board, beside the pieces concerned
        self._point: QPointF | None = None   # where the point reaches (own coordinates)
        self.step_label = QLabel(self)
        self.step_label.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
        self.text_label = QLabel(self)
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setStyleSheet(f"color: {theme.TEXT.name()};")
        self.text_label.setSizePolicy(QSizePolicy.Policy.Preferred,
                                      QSizePolicy.Policy.Minimum)
        self.refusal_label = QLabel(self)
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal_label.setStyleSheet(
            f"color: {theme.LEARN_REFUSED.name()}; font-weight: bold;")
        self.refusal_label.hide()
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("primary")
        self.easy_button = QPushButton(self)
        self.easy_button.setObjectName("primary")
        self.close_button = QPushButton(self)
        buttons = self.buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.setSpacing(8)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.easy_button)
        buttons.addWidget(self.next_button)
        layout = self.box = QVBoxLayout(self)
        inset = ARROW + 12
        layout.setContentsMargins(inset, inset - 4, inset, inset - 4)
        layout.setSpacing(6)
        layout.addWidget(self.step_label)
        layout.addWidget(self.text_label)
        layout.addWidget(self.refusal_label)
        layout.addLayout(buttons)
        self.setStyleSheet(panel_style_sheet())
        self.setFixedWidth(self.WIDTH)

    def show_step(self, counter: str, text: str, refusal: str, kind: str,
                  finished: bool) -> None:
        """``kind``: the step's kind ("you" shows no button: the move is the answer)."""
        self.step_label.setText(counter)
        self.text_label.setText(text)
        self.refusal_label.setText(refusal)
        self.refusal_label.setVisible(bool(refusal))
        self.next_button.setVisible(kind != "you" and not finished)
        self.easy_button.setVisible(finished)
        self.close_button.setVisible(finished)
        # at the end two buttons, one above the other: long words in some languages
        self.buttons.setDirection(QBoxLayout.Direction.TopToBottom if finished
                                  else QBoxLayout.Direction.LeftToRight)
        for label in (self.step_label, self.text_label, self.refusal_label):
            align_leading(label, Qt.AlignmentFlag.AlignTop)
        self.fit_height()

    def fit_height(self) -> None:
        """Exactly as high as the texts need at the bubble's width."""
        self.box.activate()
        height = self.box.heightForWidth(self.width())
        self.setFixedHeight(height if height > 0 else self.box.sizeHint().height())

    def fit_width(self, room: int) -> None:
        """As wide as ``WIDTH``, narrower when the board view is narrow."""
        width = max(220, min(self.WIDTH, room - 2 * MARGIN))
        if width != self.width():
            self.setFixedWidth(width)
        self.fit_height()

    def place(self, target: QRect | None, room: QRect, avoid: Sequence[QRect] = (),
              cells: Sequence[QRect] = ()) -> int:
        """Beside ``target`` (a rectangle of the parent; None: in a corner) within ``room``,
        covering as little as it can of ``avoid`` (the pieces on the board, parent coordinates)
        and above all of ``cells`` (the cells the step is about, each weighing ten times more):
        of the places beside the target — on the side where reading goes on (right to left:
        left first), the other side, below, above; each level with the target's middle, top or
        bottom (left, middle or right) — the first that covers none, else the one that covers
        least; the point towards the target. Returns how much of ``avoid`` it covers (square
        pixels)."""
        self.fit_width(room.width())
        if target is None:
            w = self.width()
            x = room.right() - w - MARGIN if self.isRightToLeft() else room.left() + MARGIN
            self.move(x, room.top() + MARGIN)
            self._point = None
            self.update()
            return 0
        w, h = self.width(), self.height()
        best: tuple[int, int, int, QPointF] | None = None
        for x, y, point in self._places(target, room):
            body = QRect(x + ARROW, y + ARROW, w - 2 * ARROW, h - 2 * ARROW)
            covered = (sum(_area(body.intersected(piece)) for piece in avoid)
                       + 10 * sum(_area(body.intersected(cell)) for cell in cells))
            if best is None or covered < best[0]:
                best = (covered, x, y, point)
            if covered == 0:
                break
        assert best is not None
        covered, x, y, point = best
        self.move(x, y)
        self._point = point
        self.raise_()
        self.update()
        return covered

    def _places(self, target: QRect, room: QRect) -> list[tuple[int, int, QPointF]]:
        """The places ``place`` tries, in its order: (x, y, the point in own coordinates)."""
        w, h = self.width(), self.height()
        centre = target.center()
        low_y, high_y = room.top() + MARGIN, room.bottom() - h - MARGIN
        low_x, high_x = room.left() + MARGIN, room.right() - w - MARGIN

        def clamp(value: int, low: int, high: int) -> int:
            return max(low, min(value, max(low, high)))

        ys = [clamp(y, low_y, high_y) for y in (centre.y() - h // 2, target.top() - ARROW,
                                                 target.bottom() - h + ARROW)]
        xs = [clamp(x, low_x, high_x) for x in (centre.x() - w // 2, target.left() - ARROW,
                                                 target.right() - w + ARROW)]
        right_x = target.right() + GAP - ARROW // 2
        left_x = target.left() - GAP - w + ARROW // 2
        sides = {"right": right_x if right_x + w <= room.right() - MARGIN else None,
                 "left": left_x if left_x >= room.left() + MARGIN else None}
        places: list[tuple[int, int, QPointF]] = []
        for side in (["left", "right"] if self.isRightToLeft() else ["right", "left"]):
            x = sides[side]
            if x is None:
                continue
            tip = ARROW * 0.5 if side == "right" else w - ARROW * 0.5
            places += [(x, y, QPointF(tip, centre.y() - y)) for y in dict.fromkeys(ys)]
        below = target.bottom() + GAP - ARROW // 2
        above = target.top() - GAP - h + ARROW // 2
        if below + h <= room.bottom() - MARGIN:
            places += [(x, below, QPointF(centre.x() - x, ARROW * 0.5))
                       for x in dict.fromkeys(xs)]
        if above >= room.top() + MARGIN:
            places += [(x, above, QPointF(centre.x() - x, h - ARROW * 0.5))
                       for x in dict.fromkeys(xs)]
        # the far side and the bottom of the view (the band a board may leave free for it)
        far_x = low_x if self.isRightToLeft() else high_x
        tip = w - ARROW * 0.5 if far_x < centre.x() else ARROW * 0.5
        places += [(far_x, y, QPointF(tip, centre.y() - y)) for y in dict.fromkeys(ys)]
        places += [(x, high_y, QPointF(centre.x() - x, ARROW * 0.5))
                   for x in dict.fromkeys(xs)]
        if not places:        # no room beside the target: over it, as far down as fits
            x = xs[0]
            y = clamp(below, low_y, high_y)
            places.append((x, y, QPointF(centre.x() - x, ARROW * 0.5)))
        return places

    def body(self) -> QRectF:
        return QRectF(self.rect()).adjusted(ARROW, ARROW, -ARROW, -ARROW)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.body()
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        point = self._point
        if point is not None:
            # a triangle from the body's nearest edge to the point
            px = min(max(point.x(), body.left() + 18), body.right() - 18)
            py = min(max(point.y(), body.top() + 18), body.bottom() - 18)
            if point.x() < body.left():
                tri = [QPointF(body.left() + 1, py - 9), point, QPointF(body.left() + 1, py + 9)]
            elif point.x() > body.right():
                tri = [QPointF(body.right() - 1, py - 9), point,
                       QPointF(body.right() - 1, py + 9)]
            elif point.y() < body.top():
                tri = [QPointF(px - 9, body.top() + 1), point, QPointF(px + 9, body.top() + 1)]
            else:
                tri = [QPointF(px - 9, body.bottom() - 1), point,
                       QPointF(px + 9, body.bottom() - 1)]
            arrow = QPainterPath()
            arrow.addPolygon(QPolygonF(tri))
            arrow.closeSubpath()
            path = path.united(arrow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawPath(path.translated(0, 2))
        painter.setBrush(theme.LEARN_BUBBLE)
        painter.setPen(QPen(theme.LEARN_BUBBLE_EDGE, 2.0))
        painter.drawPath(path)
        painter.end()
