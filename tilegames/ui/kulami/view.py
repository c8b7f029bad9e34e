"""The view on the Kulami table: fits the board to the window, zooms, and turns mouse and keyboard
into "the player wants to play here" (``cellChosen``). It never decides what is legal.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from tilegames.ui.kulami.scene import KulamiScene

ZOOM_STEP = 1.2
MIN_ZOOM, MAX_ZOOM = 0.5, 6.0   # relative to the fitted size

_ARROWS = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1),
}


class KulamiView(QGraphicsView):
    """``cellChosen(x, y)``: a click on a hole, or Enter/Space on the keyboard cursor.

    The board is a picture of a table, so the view stays left-to-right in every language.
    """

    cellChosen = Signal(int, int)

    def __init__(self, scene: KulamiScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
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
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMinimumSize(240, 240)
        self._zoom = 1.0          # factor on top of the fitted scale
        self.interactive = True   # False while reviewing: clicks and keys do nothing

    def board_scene(self) -> KulamiScene:
        scene = self.scene()
        assert isinstance(scene, KulamiScene)
        return scene

    # --- zoom ------------------------------------------------------------------------------
    def _apply_zoom(self) -> None:
        """Scale the board to fit the view's whole area, times the zoom factor.

        The fit is measured on the area inside the frame, scroll bars included, so showing or
        hiding a scroll bar never changes the scale (else zooming in could make the bars appear,
        which refits the board, which hides them, and so on for ever)."""
        rect = self.board_scene().sceneRect()
        area = self.contentsRect()
        if rect.isEmpty() or area.isEmpty():
            return
        scale = min(area.width() / rect.width(), area.height() / rect.height()) * self._zoom
        if abs(self.transform().m11() - scale) > 1e-9 or self.transform().isRotating():
            self.setTransform(QTransform.fromScale(scale, scale))

    def zoom_by(self, factor: float) -> None:
        self._zoom = max(MIN_ZOOM, min(MAX_ZOOM, self._zoom * factor))
        self._apply_zoom()

    def zoom_fit(self) -> None:
        self._zoom = 1.0
        self._apply_zoom()

    @property
    def zoom(self) -> float:
        return self._zoom

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_zoom()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._apply_zoom()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP ** steps)
            event.accept()
            return
        super().wheelEvent(event)

    # --- mouse -----------------------------------------------------------------------------
    def _cell_at(self, pos: QPointF):
        return self.board_scene().cell_at(self.mapToScene(pos.toPoint()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        scene = self.board_scene()
        scene.set_hover(self._cell_at(event.position()) if self.interactive else None)
        scene.cursor_item.hide()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self.board_scene().set_hover(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            cell = self._cell_at(event.position())
            if cell is not None:
                self.board_scene().set_cursor(cell, visible=False)
                self.cellChosen.emit(*cell)
                event.accept()
                return
        super().mousePressEvent(event)

    # --- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.interactive:
            super().keyPressEvent(event)
            return
        scene = self.board_scene()
        key = event.key()
        if key in _ARROWS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if scene.cursor_item.isVisible():
                scene.move_cursor(*_ARROWS[Qt.Key(key)])
            else:
                scene.set_cursor(scene.cursor)
            scene.set_hover(scene.cursor)
            self.ensureVisible(scene.cursor_item)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            scene.set_cursor(scene.cursor)
            self.cellChosen.emit(*scene.cursor)
            event.accept()
            return
        super().keyPressEvent(event)
