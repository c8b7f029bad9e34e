"""The view on a board, for every game: fit, zoom, pan, the keyboard cursor, and turning mouse,
keys and drops into "the player wants to play here". It never decides what is legal.

- Fit and zoom: the scene's play rectangle is fitted into the view's whole area (scroll bars
  included, so showing or hiding a scroll bar never changes the scale: no layout loops), times a
  zoom factor between ``MIN_ZOOM`` and ``MAX_ZOOM``. Ctrl+wheel, the View menu and
  ``zoom_by``/``zoom_fit`` change it.
- A board that grows (LSD, Qwirkle): while fitted, the view refits as the play rectangle grows;
  zoomed in, it keeps its scale and place (no jump) and only scrolls to what was just played
  (``ensure_cell_visible``).
- Pan: drag with the middle button, or with the left button while Space is held; Shift+arrows.
- Keyboard: arrows move the scene's cursor, Enter or Space chooses its cell (``cellChosen``;
  with ``enter_chooses`` False only Space does, and Enter goes on to the screen: Qwirkle's Play).
  Reached by Tab, Shift+Tab or F6, the view shows its cursor at once; while it has the focus and
  the keyboard is in use (it came by keyboard or a key was pressed since; a click ends it), a thin
  frame in the theme's focus colour, lined with light to stand out on the felt, goes round it
  (``drawForeground``, ``focus_visible``). A player using the mouse sees no frame.
- Screen readers: the view's accessible name is the cell under the cursor in words, as the game
  says it (``describe_cell``); ``update_accessible`` tells assistive tools when it changed.
- Drops: a drag carrying ``PIECE_MIME`` data reports where it hovers (``dragHovered``) and where
  it is dropped (``pieceDropped``).
- Drags from the board: with ``drag_source`` set (a piece put down this turn that may be moved
  again), pressing on a cell and moving starts a ``PIECE_MIME`` drag with the key and picture it
  gives for that cell (after the press was reported as ``cellChosen``).
- A game's own gestures: a right click on a cell (``cellRightClicked``; LSD turns its tile), and
  the plain mouse wheel over a cell, which a game may claim with ``wheel_on_cell`` (LSD turns the
  tile under the mouse; unclaimed, the wheel scrolls as usual).
- Numbered edges: ``number_edges`` gives an open board rulers with its column and row numbers
  (``axes.BoardAxes``) in margins beside the picture; they follow every scroll and zoom.
The board is a picture of a table, so the view stays left-to-right in every language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QMimeData, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from tilegames.ui import theme
from tilegames.ui.table.axes import BoardAxes
from tilegames.ui.table.board_scene import BoardScene, Cell, cell_rect

ZOOM_STEP = 1.2
MIN_ZOOM, MAX_ZOOM = 0.5, 6.0   # relative to the fitted size
FIT_MARGIN = 2                  # pixels kept free around a fitted board
PIECE_MIME = "application/x-tilegames-piece"

FOCUS_WIDTH = 2.0                               # the focus frame's line
_KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                     Qt.FocusReason.ShortcutFocusReason)
_ARROWS = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1),
}


class BoardView(QGraphicsView):
    """``cellChosen(x, y)``: a click on a cell, or Enter/Space on the keyboard cursor.
    ``pieceDropped(data, x, y)`` and ``dragHovered(cell or None)`` for drags from a rack.

    ``grows``: the board grows with its pieces (no scroll bars; room to pan around it).
    ``cellRightClicked(x, y)``: a right click on a cell. ``wheel_on_cell(cell, steps)``: when set,
    asked first about every plain wheel turn over a cell (steps: +1 away from the user, -1
    towards); returning True claims the turn.
    """

    cellChosen = Signal(int, int)
    cellRightClicked = Signal(int, int)
    pieceDropped = Signal(bytes, int, int)
    dragHovered = Signal(object)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None,
                 grows: bool = False) -> None:
        super().__init__(scene, parent)
        self.grows = grows
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if grows
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMinimumSize(240, 240)
        self.setAcceptDrops(True)
        self._zoom = 1.0          # factor on top of the fitted scale
        self._reserve = QMargins()   # room at the edges a fitted board leaves free
        self._widened = False        # a fixed board's scene rect widened by the reserve
        self._fitted = True       # centred on the play, following it (no zoom or pan since)
        self.interactive = True   # False while reviewing: clicks, keys and drops do nothing
        self.wheel_on_cell: Callable[[Cell, int], bool] | None = None
        self._pan_from: QPoint | None = None
        self._keyboard_focus = False    # the focus came, or stays, by the keyboard
        self._space_down = False
        self._space_panned = False
        # cell -> (key, picture) of a piece that may be dragged off it, or None
        self.drag_source: Callable[[Cell], tuple[bytes, QPixmap] | None] | None = None
        self._drag_from: tuple[QPoint, Cell] | None = None
        self.enter_chooses = True
        # the cell in words for screen readers ("Red marble at d4"); None: no words
        self.describe_cell: Callable[[Cell], str] | None = None
        self.axes: BoardAxes | None = None
        self._watch(scene)

    def number_edges(self) -> None:
        """Number the columns along the top and the rows down the left (an open board)."""
        if self.axes is None:
            self.axes = BoardAxes(self)
            self._apply_zoom()

    def board_scene(self) -> BoardScene:
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        return scene

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt's name
        """Show another board (a new game; a ``BoardScene``); the view fits it."""
        assert isinstance(scene, BoardScene)
        super().setScene(scene)
        self._watch(scene)
        self.zoom_fit()

    def _watch(self, scene: BoardScene) -> None:
        scene.playRectChanged.connect(self._follow_play)
        self._update_scene_rect()

    # --- fit and zoom ---------------------------------------------------------------------
    def reserve(self, margins: QMargins) -> None:
        """Keep ``margins`` of the view free of the fitted board (a lesson's bubble sits there:
        ``ui/learn/guide.py``); QMargins() gives the whole view back."""
        if margins != self._reserve:
            self._reserve = QMargins(margins)
            self._update_scene_rect()
            self._apply_zoom()

    def reserved(self) -> QMargins:
        return QMargins(self._reserve)

    def fit_scale(self) -> float:
        """The scale at which the play rectangle fills the view's area (less ``reserved``)."""
        rect = self.board_scene().play_rect()
        edges = self.viewportMargins()         # the numbered edges' room, if any
        r = self._reserve                      # the band kept free for a widget over the board
        area = self.contentsRect().adjusted(FIT_MARGIN + edges.left() + r.left(),
                                            FIT_MARGIN + edges.top() + r.top(),
                                            -FIT_MARGIN - edges.right() - r.right(),
                                            -FIT_MARGIN - edges.bottom() - r.bottom())
        if rect.isEmpty() or area.width() <= 0 or area.height() <= 0:
            return 1.0
        return min(area.width() / rect.width(), area.height() / rect.height())

    def _apply_zoom(self) -> None:
        """Set the scale to fit × zoom (only when it changes: no needless re-layout)."""
        scale = self.fit_scale() * self._zoom
        current = self.transform()
        if abs(current.m11() - scale) > 1e-9 or current.isRotating():
            self.setTransform(QTransform.fromScale(scale, scale))
        r = self._reserve
        if not self.grows and (not r.isNull() or self._widened):
            # a fixed board is centred in its scene rect: widen that by the reserved room
            play = self.board_scene().play_rect()
            self._widened = not r.isNull()
            self.setSceneRect(QRectF() if r.isNull() else play.adjusted(
                -r.left() / scale, -r.top() / scale, r.right() / scale, r.bottom() / scale))
        if self._fitted:
            shift = QPointF((r.right() - r.left()) / 2 / scale,
                            (r.bottom() - r.top()) / 2 / scale)
            self.centerOn(self.board_scene().play_rect().center() + shift)
        if self.axes is not None:
            self.axes.follow()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 - Qt's name
        super().scrollContentsBy(dx, dy)
        if self.axes is not None:
            self.axes.follow()

    def zoom_by(self, factor: float) -> None:
        self._zoom = max(MIN_ZOOM, min(MAX_ZOOM, self._zoom * factor))
        self._fitted = False
        self._apply_zoom()

    def zoom_fit(self) -> None:
        """Fit the play into the view, centred, and follow it as it grows."""
        self._zoom = 1.0
        self._fitted = True
        self._update_scene_rect()
        self._apply_zoom()

    @property
    def zoom(self) -> float:
        return self._zoom

    def _update_scene_rect(self) -> None:
        """A growing board gets room around its play rectangle to pan into."""
        if not self.grows:
            return
        rect = self.board_scene().play_rect()
        scale = max(self.transform().m11(), 1e-6)
        room_x = self.viewport().width() / scale
        room_y = self.viewport().height() / scale
        self.setSceneRect(rect.adjusted(-room_x, -room_y, room_x, room_y))

    def _follow_play(self) -> None:
        """The play rectangle changed: refit when fitted, else keep scale and place."""
        self._update_scene_rect()
        if self._fitted:
            self._apply_zoom()
        else:
            self._zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.transform().m11() / self.fit_scale()))

    def ensure_cell_visible(self, cell: Cell) -> None:
        """Scroll so that ``cell`` is in sight (after a move far from the middle)."""
        self.ensureVisible(cell_rect(cell), 20, 20)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.axes is not None:
            self.axes.place()
        self._update_scene_rect()
        self._apply_zoom()

    def changeEvent(self, event: QEvent) -> None:
        """A new text size: the numbered edges take their new room."""
        super().changeEvent(event)
        if getattr(self, "axes", None) is not None and event.type() == QEvent.Type.FontChange:
            assert self.axes is not None
            self.axes.place()
            self._apply_zoom()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._update_scene_rect()
        self._apply_zoom()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP ** steps)
            event.accept()
            return
        steps = event.angleDelta().y() / 120
        if self.wheel_on_cell is not None and self.interactive and steps:
            cell = self._cell_at(event.position())
            if cell is not None and self.wheel_on_cell(cell, 1 if steps > 0 else -1):
                event.accept()
                return
        super().wheelEvent(event)

    # --- pan ------------------------------------------------------------------------------
    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) pixels of the view (it stops following the play until
        the next fit)."""
        self._fitted = False
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() - round(dx))
        v.setValue(v.value() - round(dy))

    def _start_pan(self, event: QMouseEvent) -> bool:
        middle = event.button() == Qt.MouseButton.MiddleButton
        space = event.button() == Qt.MouseButton.LeftButton and self._space_down
        if middle or space:
            self._pan_from = event.position().toPoint()
            self._space_panned = self._space_panned or space
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return True
        return False

    # --- mouse ----------------------------------------------------------------------------
    def _cell_at(self, pos: QPointF) -> Cell | None:
        return self.board_scene().cell_at(self.mapToScene(pos.toPoint()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None and event.buttons() & Qt.MouseButton.LeftButton:
            start, cell = self._drag_from
            if (event.position().toPoint() - start).manhattanLength() >= \
                    QApplication.startDragDistance():
                self._drag_from = None
                self._drag_piece(cell)
                event.accept()
                return
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.pan_by(delta.x(), delta.y())
            event.accept()
            return
        scene = self.board_scene()
        under = self._cell_at(event.position())
        scene.set_hover(under if self.interactive else None)
        scene.cursor_item.hide()
        self._mark_edges(under)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self.board_scene().set_hover(None)
        self._mark_edges(None)
        super().leaveEvent(event)

    def _mark_edges(self, cell: Cell | None) -> None:
        """The numbered edges show the column and row of ``cell`` (the mouse's or the
        keyboard cursor's)."""
        if self.axes is not None:
            self.axes.mark(cell)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._set_keyboard_focus(False)
        if self._start_pan(event):
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            cell = self._cell_at(event.position())
            if cell is not None:
                self.board_scene().set_cursor(cell, visible=False)
                if self.drag_source is not None:
                    self._drag_from = (event.position().toPoint(), cell)
                self.cellChosen.emit(*cell)
                event.accept()
                return
        if event.button() == Qt.MouseButton.RightButton and self.interactive:
            cell = self._cell_at(event.position())
            if cell is not None:
                self.cellRightClicked.emit(*cell)
                event.accept()
                return
        super().mousePressEvent(event)

    def _drag_piece(self, cell: Cell) -> None:
        """Start dragging the piece ``drag_source`` names for ``cell`` (if any)."""
        found = self.drag_source(cell) if self.drag_source is not None else None
        if found is None:
            return
        key, picture = found
        data = QMimeData()
        data.setData(PIECE_MIME, key)
        drag = QDrag(self)
        drag.setMimeData(data)
        drag.setPixmap(picture)
        size = picture.deviceIndependentSize()
        drag.setHotSpot(QPoint(round(size.width() / 2), round(size.height() / 2)))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_from = None
        if self._pan_from is not None and event.button() in (Qt.MouseButton.MiddleButton,
                                                              Qt.MouseButton.LeftButton):
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # --- keyboard -------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._set_keyboard_focus(True)
        key = event.key()
        shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if key in _ARROWS and shift:
            dx, dy = _ARROWS[Qt.Key(key)]
            step = max(self.viewport().width(), self.viewport().height()) / 8
            self.pan_by(-dx * step, -dy * step)
            event.accept()
            return
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self._space_panned = False
            event.accept()
            return
        if not self.interactive:
            super().keyPressEvent(event)
            return
        scene = self.board_scene()
        if key in _ARROWS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if scene.cursor_item.isVisible():
                scene.move_cursor(*_ARROWS[Qt.Key(key)])
            else:
                scene.set_cursor(scene.cursor)
            scene.set_hover(scene.cursor)
            self._mark_edges(scene.cursor)
            self.ensureVisible(scene.cursor_item)
            self.update_accessible()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.enter_chooses:
            self._choose_cursor()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            if not self._space_panned and self.interactive:
                self._choose_cursor()     # Space alone chooses, like Enter
            self._space_panned = False
            event.accept()
            return
        super().keyReleaseEvent(event)

    def _choose_cursor(self) -> None:
        scene = self.board_scene()
        scene.set_cursor(scene.cursor)
        self.cellChosen.emit(*scene.cursor)
        self.update_accessible()

    def show_keyboard_cursor(self) -> None:
        """Show the cursor where it is, with what playing there would look like."""
        if not self.interactive:
            return
        scene = self.board_scene()
        scene.set_cursor(scene.cursor)
        scene.set_hover(scene.cursor)
        self._mark_edges(scene.cursor)
        self.ensureVisible(scene.cursor_item)
        self.update_accessible()

    # --- focus and screen readers -------------------------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in _KEYBOARD_REASONS:
            self._keyboard_focus = True
            self.show_keyboard_cursor()
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() == Qt.FocusReason.MouseFocusReason:
            self._keyboard_focus = False        # the player went on with the mouse
        self.viewport().update()

    def _set_keyboard_focus(self, on: bool) -> None:
        if on != self._keyboard_focus:
            self._keyboard_focus = on
            self.viewport().update()

    @property
    def focus_visible(self) -> bool:
        """Whether the focus frame shows: the board has the focus and the keyboard is in use."""
        return self.hasFocus() and self._keyboard_focus

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt's name
        """A thin frame in the focus colour round the board while the keyboard uses it, lined
        inside with light so that it shows on the felt in either appearance."""
        super().drawForeground(painter, rect)
        if not self.focus_visible:
            return
        painter.save()
        painter.resetTransform()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frame = QRectF(self.viewport().rect())
        painter.setPen(QPen(theme.ACCENT, FOCUS_WIDTH))
        inset = FOCUS_WIDTH / 2
        painter.drawRect(frame.adjusted(inset, inset, -inset, -inset))
        painter.setPen(QPen(theme.FOCUS_LINING, 1.0))
        inset = FOCUS_WIDTH + 0.5
        painter.drawRect(frame.adjusted(inset, inset, -inset, -inset))
        painter.restore()

    def cursor_text(self) -> str:
        """The cell under the keyboard cursor in words ("" when the game gives none)."""
        if self.describe_cell is None:
            return ""
        return self.describe_cell(self.board_scene().cursor)

    def update_accessible(self) -> None:
        """The accessible name follows the cursor (Qt tells assistive tools of the change)."""
        text = self.cursor_text()
        if text:
            self.setAccessibleName(text)

    # --- drops ----------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.interactive and event.mimeData().hasFormat(PIECE_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not (self.interactive and event.mimeData().hasFormat(PIECE_MIME)):
            event.ignore()
            return
        self.dragHovered.emit(self._cell_at(event.position()))
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:
        self.dragHovered.emit(None)
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        cell = self._cell_at(event.position())
        if not (self.interactive and event.mimeData().hasFormat(PIECE_MIME)) or cell is None:
            event.ignore()
            return
        self.dragHovered.emit(None)
        self.pieceDropped.emit(bytes(event.mimeData().data(PIECE_MIME).data()), *cell)
        event.acceptProposedAction()

