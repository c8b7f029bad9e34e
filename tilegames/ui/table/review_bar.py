"""◀ slider ▶ under the board while a finished game is reviewed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QWidget


class ReviewBar(QWidget):
    """``stepped(n)``: show the position after n moves; ``left()``: back to the end."""

    stepped = Signal(int)
    left = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.back = QPushButton()
        self.forward = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.position = QLabel()
        self.leave = QPushButton()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        for widget in (self.leave, self.back, self.slider, self.forward, self.position):
            layout.addWidget(widget, 1 if widget is self.slider else 0)
        self.back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self._moved)
        self.leave.clicked.connect(self.left)

    def retranslate(self) -> None:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.back.setText("▶" if rtl else "◀")
        self.forward.setText("◀" if rtl else "▶")
        self.back.setShortcut(QKeySequence(Qt.Key.Key_Right if rtl else Qt.Key.Key_Left))
        self.forward.setShortcut(QKeySequence(Qt.Key.Key_Left if rtl else Qt.Key.Key_Right))
        self.back.setToolTip(self.tr("Previous move"))
        self.forward.setToolTip(self.tr("Next move"))
        self.leave.setText(self.tr("Leave review"))
        self._show_position(self.slider.value())

    def start(self, total: int) -> None:
        """Review ``total`` moves, starting at the end (no ``stepped`` for that)."""
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(total)
        self.slider.blockSignals(False)
        self._show_position(total)

    def _show_position(self, n: int) -> None:
        self.position.setText(self.tr("Move {n} of {total}").format(
            n=n, total=self.slider.maximum()))
        self.back.setEnabled(n > 0)
        self.forward.setEnabled(n < self.slider.maximum())

    def _moved(self, n: int) -> None:
        self._show_position(n)
        self.stepped.emit(n)
