"""The designer's board view: what the mouse and the keys do to the plates.

Mouse: press on a plate and drag it; it snaps to the grid's cells where it would land (the
landing mark says whether it fits); let go on the grid to put it there, anywhere off the grid to
send it back to the tray. While dragging, the wheel, a right click or R turns it a quarter.
A right click on a plate lying on the grid turns it where it lies.

Keyboard: Tab / Shift+Tab choose a plate (a ring shows which); the arrows carry it over the grid
(from the tray: to the first free place); R turns it; Enter puts it down (a chosen plate in the
tray: at the first free place); Delete or Backspace sends it back to the tray; Escape cancels.
Ctrl+Tab leaves the board for the next control.

Nothing here changes a design in place: every step asks the model for a new ``Design`` and emits
``changed(design, kind)`` (kind: "place", "move", "turn" or "tray"); a step the model refuses
emits ``refused(reason)`` with its ``DesignError``. The window keeps the history.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from tilegames.ui.kulami.designer.model import (
    COUNT,
    NO_FREE_PLACE,
    PLATES,
    Design,
    DesignError,
    Spot,
)
from tilegames.ui.kulami.designer.scene import DesignerScene, spot_point
from tilegames.ui.kulami.scene import CELL

ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (-1, 0), Qt.Key.Key_Right.value: (1, 0),
    Qt.Key.Key_Up.value: (0, -1), Qt.Key.Key_Down.value: (0, 1)}


@dataclass
class Carry:
    """A plate on the pointer: where it came from, where on it the pointer holds it, its size
    now, and whether the pointer has moved far enough to call it a drag."""

    index: int
    origin: Spot | None
    grab: QPointF
    width: int
    height: int
    press: QPointF
    moved: bool = False


class DesignerView(QGraphicsView):
    """``changed(Design, str)``: a step was taken; ``refused(DesignError)``: one was refused;
    ``selectionChanged(int)``: the plate chosen with the keyboard (-1: none)."""

    changed = Signal(object, str)
    refused = Signal(object)
    selectionChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        self.designer_scene = DesignerScene()
        super().__init__(self.designer_scene, parent)
        self.designer_scene.setParent(self)
        self.design = Design()
        self.carry: Carry | None = None
        self.selected: int | None = None
        self.floating: Spot | None = None      # the chosen plate's place while the keys carry it
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)   # a table is never mirrored
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(420, 240)

    # --- showing ---------------------------------------------------------------------------
    def set_design(self, design: Design) -> None:
        """Show ``design`` (after a step, undo or redo); whatever was being carried is put down
        where it was."""
        self.design = design
        self.carry = None
        self.floating = None
        self._show()

    def _show(self) -> None:
        scene = self.designer_scene
        scene.show_design(self.design)
        if self.floating is not None and self.selected is not None:
            spot = self.floating
            scene.carry(self.selected, spot_point(spot), spot.width, spot.height)
            scene.show_landing(spot, self.design.problem(self.selected, spot) is None)
        else:
            scene.show_landing(None)
        scene.set_selected(self.selected)

    def fit(self) -> None:
        self.fitInView(self.designer_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    # --- steps -----------------------------------------------------------------------------
    def _step(self, index: int, spot: Spot | None) -> bool:
        """Ask the model to put plate ``index`` at ``spot`` (None: the tray); emit the step or
        the refusal. True when it was taken (or changed nothing)."""
        before = self.design.spots[index]
        if spot == before:
            self._show()
            return True
        try:
            design = self.design.with_spot(index, spot)
        except DesignError as exc:
            self._show()
            self.refused.emit(exc)
            return False
        if spot is None:
            kind = "tray"
        elif before is None:
            kind = "place"
        else:
            kind = "turn" if (before.width, before.height) != (spot.width, spot.height) else "move"
        self.design = design
        self.changed.emit(design, kind)
        self._show()
        return True

    def turn_resting(self, index: int) -> None:
        """Turn plate ``index`` where it lies on the grid."""
        try:
            design = self.design.turned(index)
        except DesignError as exc:
            self.refused.emit(exc)
            return
        if design != self.design:
            self.design = design
            self.changed.emit(design, "turn")
            self._show()

    # --- the mouse -------------------------------------------------------------------------
    def _scene_point(self, event: QMouseEvent | QWheelEvent) -> QPointF:
        return self.mapToScene(event.position().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        point = self._scene_point(event)
        if self.carry is not None:
            if event.button() == Qt.MouseButton.RightButton:
                self._turn_carried(point)
            event.accept()
            return
        index = self.designer_scene.plate_at(point)
        if index is None:
            self._choose(None)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.floating = None
            plate = self.designer_scene.plates[index]
            width, height = plate.size
            self.carry = Carry(index, self.design.spots[index], point - plate.pos(), width,
                               height, point)
        elif (event.button() == Qt.MouseButton.RightButton
              and self.design.spots[index] is not None):
            self.turn_resting(index)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        carry = self.carry
        if carry is None:
            event.accept()
            return
        point = self._scene_point(event)
        if not carry.moved:
            distance = (point - carry.press).manhattanLength() * self.transform().m11()
            if distance < QApplication.startDragDistance():
                return
            carry.moved = True
            if self.selected != carry.index:
                self._choose(None)
        self._follow(point)
        event.accept()

    def _follow(self, point: QPointF) -> None:
        """The carried plate under the pointer and its landing mark."""
        carry = self.carry
        assert carry is not None
        scene = self.designer_scene
        top_left = point - carry.grab
        scene.carry(carry.index, top_left, carry.width, carry.height)
        spot = scene.snap(top_left, carry.width, carry.height)
        scene.show_landing(spot, spot is not None
                           and self.design.problem(carry.index, spot) is None)

    def _turn_carried(self, point: QPointF) -> None:
        """A quarter turn (clockwise) of the carried plate about the point where it is held."""
        carry = self.carry
        assert carry is not None
        carry.grab = QPointF(carry.height * CELL - carry.grab.y(), carry.grab.x())
        carry.width, carry.height = carry.height, carry.width
        carry.moved = True
        self._follow(point)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        carry = self.carry
        if carry is None or event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        self.carry = None
        if not carry.moved:        # a click: choose the plate, as Tab would
            self._show()
            self._choose(carry.index)
            event.accept()
            return
        top_left = self._scene_point(event) - carry.grab
        spot = self.designer_scene.snap(top_left, carry.width, carry.height)
        self._step(carry.index, spot)
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.carry is not None and event.angleDelta().y():
            self._turn_carried(self._scene_point(event))
        event.accept()

    # --- the keyboard ----------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        """Tab and Shift+Tab choose plates here; Ctrl+Tab moves on to the next control."""
        if event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                    forward = key == Qt.Key.Key_Tab and not (
                        event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                    self.focusNextPrevChild(forward)
                else:
                    backward = key == Qt.Key.Key_Backtab or bool(
                        event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                    self.choose_next(-1 if backward else 1)
                event.accept()
                return True
        return super().event(event)

    def choose_next(self, step: int = 1) -> None:
        """Choose the next plate (``step`` -1: the one before), putting a carried one back."""
        if self.carry is not None:
            return
        if self.selected is None:
            index = 0 if step > 0 else COUNT - 1
        else:
            index = (self.selected + step) % COUNT
        self._choose(index)

    def carry_with_keys(self, index: int, spot: Spot) -> None:
        """Choose plate ``index`` and carry it to ``spot`` as the arrow keys would."""
        self._choose(index)
        self.floating = spot
        self._show()

    def _choose(self, index: int | None) -> None:
        if self.floating is not None:
            self.floating = None
        changed = index != self.selected
        self.selected = index
        self._show()
        if changed:
            self.selectionChanged.emit(-1 if index is None else index)

    def _start_spot(self, index: int) -> Spot:
        """Where the keys start carrying plate ``index``: where it lies, or the first free
        place on the grid (the top-left corner when there is none)."""
        spot = self.floating or self.design.spots[index] or self.design.first_free(index)
        if spot is None:
            short, long = PLATES[index]
            spot = Spot(0, 0, long, short)
        return spot

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_R and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            if self.carry is not None:
                self._turn_carried(self.mapToScene(self.mapFromGlobal(self.cursor().pos())))
            elif self.selected is not None:
                self.floating = self._start_spot(self.selected).turned().clamped()
                self._show()
            event.accept()
            return
        if self.carry is not None:
            event.accept()
            return
        if key in ARROWS:
            if self.selected is None:
                self._choose(0)
            assert self.selected is not None
            dx, dy = ARROWS[key]
            lifting = self.floating is None and self.design.spots[self.selected] is None
            spot = self._start_spot(self.selected)     # from the tray: first to a free place
            self.floating = spot if lifting else spot.moved(dx, dy).clamped()
            self._show()
            event.accept()
            return
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key in enter and self.selected is not None:
            self._put_down(self.selected)
            event.accept()
            return
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.selected is not None:
            self.floating = None
            self._step(self.selected, None)
            event.accept()
            return
        if key == Qt.Key.Key_Escape and (self.selected is not None or self.floating is not None):
            if self.floating is not None:
                self.floating = None
                self._show()
            else:
                self._choose(None)
            event.accept()
            return
        super().keyPressEvent(event)

    def _put_down(self, index: int) -> None:
        """Enter: the chosen plate goes where the keys carried it (a plate in the tray: to the
        first free place)."""
        spot = self.floating
        if spot is None:
            if self.design.spots[index] is not None:
                return
            spot = self.design.first_free(index)
            if spot is None:
                self.refused.emit(DesignError(NO_FREE_PLACE))
                return
        if self._step(index, spot):
            self.floating = None
            self._show()
