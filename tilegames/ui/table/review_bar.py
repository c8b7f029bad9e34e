"""◀ slider ▶ under the board while a finished game is reviewed, with "Analyse" and its
progress; under them "Play on from here" (a new game from the position shown) and, where the
analysis judged the next move a mistake, "Play the better move from here"."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tilegames.ui.table.wrap_button import WrapButton


class ReviewBar(QWidget):
    """``stepped(n)``: show the position after n moves; ``left()``: back to the end;
    ``analyse()`` / ``stopAnalysis()``: the player's buttons for the analysis; ``playOn()``:
    a new game from the position shown, ``playBetter()``: … with the better move played
    (``show_play_on`` says which of them the position offers)."""

    stepped = Signal(int)
    left = Signal()
    analyse = Signal()
    stopAnalysis = Signal()
    playOn = Signal()
    playBetter = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.back = QPushButton()
        self.forward = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.position = QLabel()
        self.leave = QPushButton()
        self.analyse_button = QPushButton()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(140)
        self.progress.hide()
        self.play_on = WrapButton()       # long in some languages: wraps rather than cut off
        self.play_better = WrapButton()
        self.play_better.hide()
        self._running = False
        self.top = QHBoxLayout()
        self.bottom = QHBoxLayout()
        play = QHBoxLayout()
        play.setContentsMargins(0, 0, 0, 0)
        play.addWidget(self.play_on)
        play.addWidget(self.play_better)
        play.addStretch(1)
        layout = self.rows = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)
        layout.addLayout(self.top)
        layout.addLayout(self.bottom)
        layout.addLayout(play)
        self.two_rows = True
        self._arrange(False)
        self.play_on.clicked.connect(self.playOn)
        self.play_better.clicked.connect(self.playBetter)
        self.analyse_button.clicked.connect(
            lambda: self.stopAnalysis.emit() if self._running else self.analyse.emit())
        self.back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self._moved)
        self.leave.clicked.connect(self.left)

    def _arrange(self, two_rows: bool) -> None:
        """One row: Leave, ◀, slider, ▶, position, Analyse; or, when that does not fit the
        width (large text, long words), ◀ slider ▶ position above Leave … Analyse."""
        if two_rows == self.two_rows:
            return
        self.two_rows = two_rows
        for box in (self.top, self.bottom):
            while box.count():
                box.takeAt(0)
        widget: QWidget
        if two_rows:
            for widget in (self.back, self.slider, self.forward, self.position):
                self.top.addWidget(widget, 1 if widget is self.slider else 0)
            self.bottom.addWidget(self.leave)
            self.bottom.addStretch(1)
            self.bottom.addWidget(self.progress)
            self.bottom.addWidget(self.analyse_button)
        else:
            for widget in (self.leave, self.back, self.slider, self.forward, self.position,
                           self.analyse_button, self.progress):
                self.top.addWidget(widget, 1 if widget is self.slider else 0)
        self.rows.invalidate()

    def fit(self) -> None:
        """Two rows when one does not fit the bar's width."""
        margins = self.rows.contentsMargins()
        parts = [w for w in (self.leave, self.back, self.forward, self.position,
                             self.analyse_button, self.progress) if not w.isHidden()]
        needed = (margins.left() + margins.right() + 80            # the slider, at least
                  + sum(w.sizeHint().width() for w in parts)
                  + self.top.spacing() * len(parts))
        self._arrange(needed > self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def retranslate(self) -> None:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.back.setText("▶" if rtl else "◀")
        self.forward.setText("◀" if rtl else "▶")
        self.back.setShortcut(QKeySequence(Qt.Key.Key_Right if rtl else Qt.Key.Key_Left))
        self.forward.setShortcut(QKeySequence(Qt.Key.Key_Left if rtl else Qt.Key.Key_Right))
        self.back.setToolTip(self.tr("Previous move"))
        self.forward.setToolTip(self.tr("Next move"))
        self.back.setAccessibleName(self.tr("Previous move"))
        self.forward.setAccessibleName(self.tr("Next move"))
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.progress.setAccessibleName(self.tr("Analysis"))
        self.leave.setText(self.tr("Leave review"))
        self.analyse_button.setText(self.tr("Stop") if self._running else self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr(
            "The computer (hard) judges every move: best, good, inaccuracy or mistake, and "
            "shows the better move"))
        self.play_on.setText(self.tr("Play on from here"))
        self.play_on.setToolTip(self.tr(
            "A new game from the position shown, with the players you choose; this game stays "
            "as it is"))
        self.play_better.setText(self.tr("Play the better move from here"))
        self.play_better.setToolTip(self.tr(
            "A new game from the position shown, with the better move played instead of the "
            "mistake"))
        self._show_position(self.slider.value())
        self.fit()

    def show_analysis(self, running: bool, done: int, total: int) -> None:
        """The analysis's state: running with ``done`` of ``total`` moves judged, or not."""
        self._running = running
        self.progress.setVisible(running or 0 < done < total)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("%v of %m moves"))
        self.analyse_button.setEnabled(running or done < total)
        self.analyse_button.setText(self.tr("Stop") if running else self.tr("Analyse"))
        self.fit()

    def show_play_on(self, possible: bool, better: bool) -> None:
        """Whether the position shown can be played on (not the end of the game), and whether
        the analysis judged its next move a mistake (the better move offered)."""
        self.play_on.setEnabled(possible)
        self.play_better.setVisible(possible and better)

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
        self.slider.setAccessibleDescription(self.position.text())
        self.back.setEnabled(n > 0)
        self.forward.setEnabled(n < self.slider.maximum())

    def _moved(self, n: int) -> None:
        self._show_position(n)
        self.stepped.emit(n)
