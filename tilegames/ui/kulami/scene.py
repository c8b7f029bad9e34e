"""The Kulami table on the shared board scene: wooden plates, holes, marbles and their marks.

The scene draws; it does not decide. ``show_position`` receives everything to draw (marbles, legal
holes, closed plates, the last marble) from the screen, which reads it from the engine through the
session. Cell geometry, the keyboard cursor and the play rectangle come from ``BoardScene``; the
board is fixed, so the play rectangle is the board with its row and column labels. All items are
vector paths with ``DeviceCoordinateCache``, so they stay crisp at any zoom.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from tilegames.ui import theme
from tilegames.ui.kulami import colours
from tilegames.ui.layout_check import TextBox
from tilegames.ui.painting import mix, paint_marble
from tilegames.ui.table.board_scene import CELL, BoardScene, Cell, cell_center, keep_clear
from tilegames.ui.table.item_pool import ItemPool

GAP = 2.5                    # half the gap between two plates
HOLE_R = 0.25 * CELL
MARBLE_R = 0.30 * CELL
PLACE_MS = 220               # length of the placement animation

Z_PLATE, Z_MARK, Z_MARBLE, Z_RING, Z_GHOST, Z_BADGE = range(6)

__all__ = ["CELL", "KulamiScene", "PlateItem", "board_picture", "cell_center", "paint_felt",
           "seat_color"]


def seat_color(seat: int) -> QColor:
    """Seat 0 plays red, seat 1 black (K-K2)."""
    return colours.MARBLE_RED if seat == 0 else colours.MARBLE_BLACK


def paint_felt(painter: QPainter, area: QRectF | QRect, board: QRectF) -> None:
    """The Kulami table under ``area``: green felt with a soft light in the middle of ``board``
    (the game's board, the designer's grid)."""
    painter.fillRect(area, theme.TABLE)
    glow = QRadialGradient(board.center(), max(board.width(), board.height()) * 0.9)
    glow.setColorAt(0.0, colours.FELT_LIGHT)
    glow.setColorAt(1.0, theme.TABLE)
    painter.fillRect(area, QBrush(glow))


class PlateItem(QGraphicsItem):
    """One wooden plate with its holes; shaded when closed, outlined by its owner at the end."""

    def __init__(self, cells: Iterable[Cell], index: int) -> None:
        super().__init__()
        self._index = index
        self._radius = 0.16 * CELL
        self._lay(cells)
        self.closed = False
        self.owner_color: QColor | None = None
        self.setZValue(Z_PLATE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _lay(self, cells: Iterable[Cell]) -> None:
        self.cells = tuple(sorted(cells))
        xs = [c[0] for c in self.cells]
        ys = [c[1] for c in self.cells]
        self._rect = QRectF(min(xs) * CELL + GAP, min(ys) * CELL + GAP,
                            (max(xs) - min(xs) + 1) * CELL - 2 * GAP,
                            (max(ys) - min(ys) + 1) * CELL - 2 * GAP)
        self._grain = self._grain_lines(random.Random(self._index * 7919 + 17))
        r = HOLE_R + 1.6        # the hole with its lit lip: empty holes matter too
        keep_clear(self, *(QRectF(cell_center(c) - QPointF(r, r), QSizeF(2 * r, 2 * r))
                           for c in self.cells))

    def set_cells(self, cells: Iterable[Cell]) -> None:
        """Lay the plate on other cells (the board designer turns plates)."""
        self.prepareGeometryChange()
        self._lay(cells)
        self.update()

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_closed(self, closed: bool) -> None:
        if closed != self.closed:
            self.closed = closed
            self.update()

    def set_owner_color(self, color: QColor | None) -> None:
        if color != self.owner_color:
            self.owner_color = color
            self.update()

    def _grain_lines(self, rng: random.Random) -> list[QPainterPath]:
        """A few wavy lines along the plate's long side: the wood's grain (fixed per plate)."""
        r = self._rect
        horizontal = r.width() >= r.height()
        length, across = (r.width(), r.height()) if horizontal else (r.height(), r.width())
        lines = []
        for _ in range(5 + int(across / CELL) * 3):
            offset = rng.uniform(0.08, 0.92) * across
            amp = rng.uniform(1.0, 3.5)
            path = QPainterPath()
            steps = 6
            for i in range(steps + 1):
                along = length * i / steps
                wave = rng.uniform(-amp, amp)
                p = (QPointF(r.left() + along, r.top() + offset + wave) if horizontal
                     else QPointF(r.left() + offset + wave, r.top() + along))
                if i == 0:
                    path.moveTo(p)
                else:
                    path.quadTo(path.currentPosition(), p)
            lines.append(path)
        return lines

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 10, 10)

    def _path(self, rect: QRectF) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(rect, self._radius, self._radius)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        for i, alpha in enumerate((22, 16, 10, 6)):  # soft shadow, down-right
            shade = QColor(colours.PLATE_SHADOW)
            shade.setAlpha(alpha * 2)
            painter.setBrush(shade)
            grow = 1.0 + i * 1.3
            painter.drawPath(self._path(r.translated(2.5, 3.5).adjusted(-grow, -grow, grow, grow)))

        body = self._path(r)
        wood = QLinearGradient(r.topLeft(), r.bottomRight())
        wood.setColorAt(0.0, colours.WOOD_LIGHT)
        wood.setColorAt(0.55, mix(colours.WOOD_LIGHT, colours.WOOD_DARK, 0.45))
        wood.setColorAt(1.0, colours.WOOD_DARK)
        painter.setBrush(wood)
        painter.drawPath(body)

        painter.save()
        painter.setClipPath(body)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.PLATE_GRAIN, 1.1))
        for line in self._grain:
            painter.drawPath(line)
        painter.restore()

        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.PLATE_HIGHLIGHT, 1.4))
        painter.drawPath(self._path(r.adjusted(1.5, 1.5, -1.5, -1.5)))
        painter.setPen(QPen(colours.WOOD_EDGE, 1.2))
        painter.drawPath(body)

        for cell in self.cells:
            self._paint_hole(painter, cell_center(cell))

        if self.closed:
            painter.save()
            painter.setClipPath(body)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.CLOSED_PLATE)
            painter.drawPath(body)
            painter.setPen(QPen(QColor(0, 0, 0, 55), 2.0))
            step = CELL / 5
            d = r.height()
            x = r.left() - d
            while x < r.right():
                painter.drawLine(QPointF(x, r.bottom()), QPointF(x + d, r.top()))
                x += step
            painter.restore()
        if self.owner_color is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.owner_color, 0.07 * CELL))
            painter.drawPath(self._path(r.adjusted(2, 2, -2, -2)))

    @staticmethod
    def _paint_hole(painter: QPainter, c: QPointF) -> None:
        """A recessed hole: dark under the upper rim, lighter at the bottom, a lit lower lip."""
        painter.setPen(Qt.PenStyle.NoPen)
        lip = QLinearGradient(c + QPointF(0, -HOLE_R), c + QPointF(0, HOLE_R))
        lip.setColorAt(0.0, QColor(0, 0, 0, 70))
        lip.setColorAt(1.0, colours.PLATE_HIGHLIGHT)
        painter.setBrush(lip)
        painter.drawEllipse(c, HOLE_R + 1.6, HOLE_R + 1.6)
        hole = QRadialGradient(c + QPointF(0, HOLE_R * 0.35), HOLE_R * 1.25)
        hole.setColorAt(0.0, mix(colours.HOLE, QColor(255, 255, 255), 0.18))
        hole.setColorAt(0.6, colours.HOLE)
        hole.setColorAt(1.0, mix(colours.HOLE, QColor(0, 0, 0), 0.55))
        painter.setBrush(hole)
        painter.drawEllipse(c, HOLE_R, HOLE_R)


class MarbleItem(QGraphicsItem):
    """A marble of one seat; with ``ghost`` it is the translucent hover preview."""

    def __init__(self, seat: int, cell: Cell, ghost: bool = False) -> None:
        super().__init__()
        self.seat = seat
        self.cell = cell
        self.setPos(cell_center(cell))
        self.setZValue(Z_GHOST if ghost else Z_MARBLE)
        if ghost:
            self.setOpacity(0.6)
        else:
            keep_clear(self, QRectF(-MARBLE_R, -MARBLE_R, 2 * MARBLE_R, 2 * MARBLE_R))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = MARBLE_R * 1.6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_marble(painter, QPointF(0, 0), MARBLE_R, seat_color(self.seat))


class RingItem(QGraphicsItem):
    """A ring around a hole: the last marble (yellow on a dark rim) or a legal hole (blue)."""

    def __init__(self, color: QColor, radius: float, width: float, z: int,
                 rim: QColor | None = None) -> None:
        super().__init__()
        self._color = color
        self._radius = radius
        self._width = width
        self._rim = rim
        self.setZValue(z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = self._radius + self._width * 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._rim is not None:
            painter.setPen(QPen(self._rim, self._width * 1.9))
            painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        painter.setPen(QPen(self._color, self._width))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)


class BadgeItem(QGraphicsItem):
    """A plate's value at the end of the game, in its owner's colour (grey: nobody's), on a
    disc centred on the plate's top-right corner (``text_boxes``: the square inside it, for the
    layout check)."""

    RADIUS = CELL * 0.17

    def __init__(self, value: int, color: QColor) -> None:
        super().__init__()
        self._text = str(value)
        self._color = color
        self._font = QFont()
        self._font.setPixelSize(round(CELL * 0.2))
        self._font.setBold(True)
        self.setZValue(Z_BADGE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = CELL * 0.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def text_boxes(self) -> list[TextBox]:
        half = self.RADIUS / math.sqrt(2)
        return [TextBox(self._text, QRectF(-half, -half, 2 * half, 2 * half), self._font)]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setPen(QPen(QColor(255, 255, 255, 230), 1.8))
        painter.setBrush(self._color)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setFont(self._font)
        painter.setPen(theme.text_on(self._color))      # white on red and black, dark on white
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self._text)


class KulamiScene(BoardScene):
    """The plates of one board and what lies on them.

    ``label(cell)`` names a cell the way the move list does ("c4"); its letters and digits label
    the columns and rows around the board.
    """

    def __init__(self, plates: Iterable[Iterable[Cell]], label: Callable[[Cell], str],
                 parent=None) -> None:
        super().__init__(parent)
        self.plates = [PlateItem(cells, i) for i, cells in enumerate(plates)]
        self._plate_of: dict[Cell, PlateItem] = {}
        for plate in self.plates:
            self.addItem(plate)
            for cell in plate.cells:
                self._plate_of[cell] = plate
        self.holes = frozenset(self._plate_of)
        xs = [c[0] for c in self.holes]
        ys = [c[1] for c in self.holes]
        self.columns = range(min(xs), max(xs) + 1)
        self.rows = range(min(ys), max(ys) + 1)
        self.board_rect = QRectF(min(xs) * CELL, min(ys) * CELL,
                                 len(self.columns) * CELL, len(self.rows) * CELL)
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._add_labels(label)
        self.setSceneRect(self.board_rect.adjusted(-0.75 * CELL, -0.75 * CELL,
                                                   0.45 * CELL, 0.45 * CELL))

        self.marbles: ItemPool[Cell, int, MarbleItem] = ItemPool(self, self._marble)
        self.legal: frozenset[Cell] = frozenset()
        self.show_legal = True
        self.to_move: int | None = None
        self.last: Cell | None = None
        # the legal marks on the board, by hole
        self.legal_marks: ItemPool[Cell, None, RingItem] = ItemPool(self, self._legal_mark)
        self.badges: list[BadgeItem] = []
        self._last_ring = RingItem(theme.LAST_MOVE_RING, MARBLE_R + 3.5, 3.2, Z_RING,
                                   rim=QColor(0, 0, 0, 150))
        self._last_ring.hide()
        self.addItem(self._last_ring)
        self.hint_ring = RingItem(theme.HINT_MARK, MARBLE_R + 6.5, 4.5, Z_RING,
                                  rim=QColor(255, 255, 255, 200))
        self.hint_ring.hide()
        self.addItem(self.hint_ring)
        self._ghost: MarbleItem | None = None
        self.cursor = min(self.holes, key=lambda c: (c[1], c[0]))
        self._animations: list[QVariantAnimation] = []

    def _add_labels(self, label: Callable[[Cell], str]) -> None:
        font = QFont()
        font.setPixelSize(round(CELL * 0.24))
        font.setBold(True)
        for x in self.columns:
            text = "".join(ch for ch in label((x, self.rows[0])) if ch.isalpha())
            top = self.board_rect.top() - 0.4 * CELL
            self._add_label(text, font, QPointF((x + 0.5) * CELL, top))
        for y in self.rows:
            text = "".join(ch for ch in label((self.columns[0], y)) if ch.isdigit())
            left = self.board_rect.left() - 0.4 * CELL
            self._add_label(text, font, QPointF(left, (y + 0.5) * CELL))

    def _add_label(self, text: str, font: QFont, center: QPointF) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)
        item.setBrush(colours.LABEL)
        box = item.boundingRect()
        item.setPos(center - QPointF(box.width() / 2, box.height() / 2))
        self.addItem(item)
        self._labels.append(item)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt, lit in the middle of the board."""
        paint_felt(painter, rect, self.board_rect)

    # --- queries -----------------------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> Cell | None:
        """The hole under a scene position, or None (gaps and the table around)."""
        cell = (int(pos.x() // CELL), int(pos.y() // CELL))
        return cell if cell in self.holes else None

    def is_placeable(self, cell: Cell) -> bool:
        """Whether hovering ``cell`` previews a marble: a legal hole; any empty hole when the
        legal marks are hidden (the preview must not give them away)."""
        if self.to_move is None or cell in self.marbles:
            return False
        return cell in self.legal or (not self.show_legal and cell in self.holes)

    # --- drawing state -------------------------------------------------------------------------
    def show_position(self, marbles: dict[Cell, int], *, to_move: int | None,
                      legal: Iterable[Cell], closed: Iterable[Iterable[Cell]],
                      last: Cell | None, show_legal: bool = True,
                      animate: Cell | None = None) -> None:
        """Draw a position. ``to_move`` None means nobody places (game over, computer, review).
        ``closed`` lists the cells of each closed plate; ``animate`` names a marble to drop in."""
        if animate in self.marbles.show(marbles).made:
            self._drop_in(self.marbles[animate])
        closed_cells = {c for plate in closed for c in plate}
        for plate in self.plates:
            plate.set_closed(plate.cells[0] in closed_cells)
        self.to_move = to_move
        self.show_legal = show_legal
        self.legal = frozenset(legal) if to_move is not None else frozenset()
        self.legal_marks.show_keys(self.legal if show_legal else ())   # marks that stay are kept
        self.last = last
        if last is not None and last in self.marbles:
            self._last_ring.setPos(cell_center(last))
            self._last_ring.show()
        else:
            self._last_ring.hide()
        self.set_hover(None)

    @staticmethod
    def _marble(cell: Cell, seat: int) -> MarbleItem:
        return MarbleItem(seat, cell)

    @staticmethod
    def _legal_mark(cell: Cell, _: None) -> RingItem:
        mark = RingItem(theme.LEGAL_MARK, HOLE_R + 1.0, 3.0, Z_MARK)
        mark.setPos(cell_center(cell))
        return mark

    def show_result(self, plates: Iterable[tuple[Iterable[Cell], int | None, int]]) -> None:
        """Outline each plate in its owner's colour with its value; ``plates`` gives
        (cells, owner seat or None, value). A plate without marbles gets no mark. An empty
        iterable removes the result marks."""
        for badge in self.badges:
            self.removeItem(badge)
        self.badges = []
        for plate in self.plates:
            plate.set_owner_color(None)
        for cells, owner, value in plates:
            plate = self._plate_of[next(iter(cells))]
            if not any(cell in self.marbles for cell in plate.cells):
                continue
            color = seat_color(owner) if owner is not None else colours.NO_OWNER
            plate.set_owner_color(color if owner is not None else None)
            badge = BadgeItem(value, color)
            # on the grid point at the plate's top-right corner, between the holes of the
            # plates meeting there: clear of every marble, ring and hole
            badge.setPos(plate.rect.topRight() + QPointF(GAP, -GAP))
            self.addItem(badge)
            self.badges.append(badge)

    def show_hint(self, cell: Cell | None) -> None:
        """Ring ``cell`` as the computer's suggestion (None: no suggestion)."""
        if cell is None:
            self.hint_ring.hide()
        else:
            self.hint_ring.setPos(cell_center(cell))
            self.hint_ring.show()

    def set_hover(self, cell: Cell | None) -> None:
        """Preview the mover's marble in ``cell`` (ignored unless placeable)."""
        if cell is not None and not self.is_placeable(cell):
            cell = None
        if self._ghost is not None and (cell is None or self._ghost.cell != cell):
            self.removeItem(self._ghost)
            self._ghost = None
        if cell is not None and self._ghost is None and self.to_move is not None:
            self._ghost = MarbleItem(self.to_move, cell, ghost=True)
            self.addItem(self._ghost)

    @property
    def hover(self) -> Cell | None:
        return self._ghost.cell if self._ghost is not None else None

    def move_cursor(self, dx: int, dy: int) -> Cell:
        """Move the cursor to the next hole in direction (dx, dy), jumping over gaps."""
        x, y = self.cursor
        span = len(self.columns) + len(self.rows)
        for step in range(1, span + 1):
            cell = (x + dx * step, y + dy * step)
            if cell in self.holes:
                self.set_cursor(cell)
                break
        else:
            self.set_cursor(self.cursor)
        return self.cursor

    # --- animation -----------------------------------------------------------------------------
    def _drop_in(self, item: MarbleItem) -> None:
        """The new marble falls into its hole: from a little larger and transparent to rest."""
        anim = QVariantAnimation(self)
        anim.setDuration(PLACE_MS)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)

        def step(t: float) -> None:
            if item.scene() is self:
                item.setScale(1.45 - 0.45 * t * t)
                item.setOpacity(min(1.0, 0.25 + t))

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._animations.remove(anim))
        self._animations.append(anim)
        step(0.0)
        anim.start()

    def animating(self) -> bool:
        return bool(self._animations)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a picture is about to be taken)."""
        for anim in list(self._animations):
            anim.setCurrentTime(anim.duration())


def board_picture(plates: Iterable[Iterable[Cell]], size: int) -> QPixmap:
    """The empty board on its felt, ``size`` pixels square (for previews)."""
    scene = KulamiScene(plates, lambda cell: "")
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(theme.TABLE)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    margin = CELL * 0.25
    source = scene.board_rect.adjusted(-margin, -margin, margin, margin)
    side = max(source.width(), source.height())
    source = QRectF(source.center().x() - side / 2, source.center().y() - side / 2, side, side)
    scene.render(painter, QRectF(0, 0, size, size), source)
    painter.end()
    return pixmap
