"""◀ slider ▶ under the board while a finished game is reviewed, with "Analyse" and its
progress; under them "Play on from here" (a new game from the position shown) and, where the
analysis judged the next move a mistake, "Play the better move from here"."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)


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
        self.play_on = QPushButton()
        self.play_better = QPushButton()
        self.play_better.hide()
        self._running = False
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.leave, self.back, self.slider, self.forward, self.position,
                       self.analyse_button, self.progress):
            layout.addWidget(widget, 1 if widget is self.slider else 0)
        play = QHBoxLayout()
        play.setContentsMargins(0, 0, 0, 0)
        play.addWidget(self.play_on)
        play.addWidget(self.play_better)
        play.addStretch(1)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(8, 4, 8, 4)
        rows.setSpacing(4)
        rows.addLayout(layout)
        rows.addLayout(play)
        self.play_on.clicked.connect(self.playOn)
        self.play_better.clicked.connect(self.playBetter)
        self.analyse_button.clicked.connect(
            lambda: self.stopAnalysis.emit() if self._running else self.analyse.emit())
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

    def show_analysis(self, running: bool, done: int, total: int) -> None:
        """The analysis's state: running with ``done`` of ``total`` moves judged, or not."""
        self._running = running
        self.progress.setVisible(running or 0 < done < total)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("%v of %m moves"))
        self.analyse_button.setEnabled(running or done < total)
        self.analyse_button.setText(self.tr("Stop") if running else self.tr("Analyse"))

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
