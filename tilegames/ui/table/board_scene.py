"""A board as a QGraphicsScene of square cells, for every game.

Cells are ``(x, y)``; one cell is ``CELL`` scene units wide, cell (0, 0) at the origin. A scene
draws what the screen tells it and decides nothing. What this base gives every game: the cell
geometry, the keyboard cursor, the hover cell, the cells of a move the player points at in the
move list (``show_pointed``), and the *play rectangle* — the part of the scene
the view keeps in sight. A fixed board (Kulami) sets it once; a board that grows with its pieces
(LSD, Qwirkle) calls ``set_play_rect`` after each change and the view follows
(``playRectChanged``).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tilegames.ui import theme

Cell = tuple[int, int]
CELL = 64.0          # scene units per cell
Z_LABELS = 45        # badges and pills: above the pieces and the lessons' rings (ui/learn)
Z_CURSOR = 50        # above every piece
Z_POINTED = 48       # the move pointed at in the move list: above pieces, under the cursor
KEEP_CLEAR = 0x7C1E  # item data key: a piece that widgets over the board leave in sight


def cell_center(cell: Cell) -> QPointF:
    return QPointF((cell[0] + 0.5) * CELL, (cell[1] + 0.5) * CELL)


def cell_rect(cell: Cell) -> QRectF:
    return QRectF(cell[0] * CELL, cell[1] * CELL, CELL, CELL)


def cells_rect(cells: list[Cell] | tuple[Cell, ...] | set[Cell]) -> QRectF:
    """The rectangle covering ``cells`` (empty when there are none)."""
    if not cells:
        return QRectF()
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return QRectF(min(xs) * CELL, min(ys) * CELL, (max(xs) - min(xs) + 1) * CELL,
                  (max(ys) - min(ys) + 1) * CELL)


def keep_clear(item: QGraphicsItem, *rects: QRectF) -> None:
    """Mark ``item`` as a piece that widgets over the board (a lesson's bubble) leave in sight:
    ``rects`` (item coordinates) are the piece itself, without shadow or glow, or the parts of it
    that must stay in sight (a plate's holes); the layout check, ``ui/layout_check.py``, holds
    them to it."""
    item.setData(KEEP_CLEAR, [QRectF(rect) for rect in rects])


def kept_clear(scene: QGraphicsScene) -> list[QRectF]:
    """The pieces of ``scene`` marked with ``keep_clear`` and shown, in scene coordinates."""
    found = []
    for item in scene.items():
        rects = item.data(KEEP_CLEAR)
        if isinstance(rects, list) and item.isVisible():
            found += [item.mapRectToScene(rect) for rect in rects]
    return found


class CursorItem(QGraphicsItem):
    """The keyboard cursor: a rounded square around one cell."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_CURSOR)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = CELL * 0.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-CELL * 0.44, -CELL * 0.44, CELL * 0.88, CELL * 0.88)
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.setPen(QPen(QColor(0, 0, 0, 120), 5.0))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QPen(theme.CURSOR, 2.6))
        painter.drawRoundedRect(rect, 10, 10)


class PointedItem(QGraphicsItem):
    """The cells of the move the player points at in the move list: a wash and a frame in the
    focus colour (the last move keeps its own outline; this one says "that move")."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_POINTED)
        self.path = QPainterPath()
        self.cells: tuple[Cell, ...] = ()

    def set_cells(self, cells: Iterable[Cell]) -> None:
        self.prepareGeometryChange()
        self.cells = tuple(cells)
        path = QPainterPath()
        for cell in self.cells:
            path.addRoundedRect(cell_rect(cell).adjusted(2, 2, -2, -2), 8, 8)
        self.path = path.simplified()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        wash = QColor(theme.ACCENT)
        wash.setAlpha(70)
        painter.setBrush(wash)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 6.0))
        painter.drawPath(self.path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.ACCENT, 3.2))
        painter.drawPath(self.path)


class BoardScene(QGraphicsScene):
    """The base of every game's scene. ``playRectChanged``: the view should follow.

    Subclasses say which cells exist (``cell_at``; every cell by default: an open field), how the
    cursor walks (``move_cursor``; one cell at a time inside the play rectangle by default) and
    what hovering shows (``set_hover``).
    """

    playRectChanged = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._play_rect = QRectF()
        self.cursor: Cell = (0, 0)
        self.cursor_item = CursorItem()
        self.cursor_item.hide()
        self.addItem(self.cursor_item)
        self.pointed_item = PointedItem()
        self.pointed_item.hide()
        self.addItem(self.pointed_item)

    # --- geometry --------------------------------------------------------------------------
    def play_rect(self) -> QRectF:
        """The part of the scene the view keeps in sight (the scene rect until set)."""
        return QRectF(self._play_rect) if not self._play_rect.isEmpty() else self.sceneRect()

    def set_play_rect(self, rect: QRectF) -> None:
        """A new play rectangle (the board grew or shrank); the view follows."""
        if rect != self._play_rect:
            self._play_rect = QRectF(rect)
            self.playRectChanged.emit()

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell under a scene position (every cell of the open field)."""
        return (int(pos.x() // CELL), int(pos.y() // CELL))

    # --- cursor and hover -------------------------------------------------------------------
    def set_cursor(self, cell: Cell, visible: bool = True) -> None:
        self.cursor = cell
        self.cursor_item.setPos(cell_center(cell))
        self.cursor_item.setVisible(visible)

    def move_cursor(self, dx: int, dy: int) -> Cell:
        """One cell in direction (dx, dy), staying within the play rectangle."""
        rect = self.play_rect()
        x, y = self.cursor[0] + dx, self.cursor[1] + dy
        if not rect.isEmpty():
            x = max(int(rect.left() // CELL), min(x, int((rect.right() - 1) // CELL)))
            y = max(int(rect.top() // CELL), min(y, int((rect.bottom() - 1) // CELL)))
        self.set_cursor((x, y))
        return self.cursor

    def show_pointed(self, cells: Iterable[Cell]) -> None:
        """Mark the cells of the move pointed at in the move list (none: no mark)."""
        self.pointed_item.set_cells(cells)
        self.pointed_item.setVisible(bool(self.pointed_item.cells))

    @property
    def pointed_cells(self) -> tuple[Cell, ...]:
        """The cells marked by ``show_pointed`` (none: ())."""
        return self.pointed_item.cells if self.pointed_item.isVisible() else ()

    def set_hover(self, cell: Cell | None) -> None:
        """Show what playing at ``cell`` would look like (None: nothing). Nothing by default."""

    @property
    def hover(self) -> Cell | None:
        return None
