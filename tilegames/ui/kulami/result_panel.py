"""The Kulami result: who won, the points, the variant's measure, and every plate's count.

Shows a ``GameResult`` the screen builds from the finished state; offers "play again with the same
settings", "new game" and "review" as signals.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tilegames.ui import theme
from tilegames.ui.kulami.elided_label import ElidedLabel, name_in_sentence
from tilegames.ui.kulami.labels import marble_icon
from tilegames.ui.typography import scaled_font


@dataclass(frozen=True)
class PlateLine:
    """One plate at the count: where it lies ("a1–b3"), marbles per seat, owner, value."""

    where: str
    holes: int
    marbles: tuple[int, int]
    owner: int | None
    value: int


@dataclass(frozen=True)
class GameResult:
    """A finished game as the panel shows it. ``variant_sizes`` are the largest region (holes,
    K-V1) or area (marbles, K-V2) per seat, None without a variant."""

    names: tuple[str, str]
    winners: tuple[int, ...]
    points: tuple[int, int]
    variant: str | None
    variant_sizes: tuple[int, int] | None
    plates: tuple[PlateLine, ...]


class ResultPanel(QWidget):
    """The end of a game. Signals: ``playAgain``, ``newGame``, ``review``."""

    playAgain = Signal()
    newGame = Signal()
    review = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._result: GameResult | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(scaled_font(self.title, 1.6, bold=True))
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")

        self.score_grid = QGridLayout()
        self.score_grid.setHorizontalSpacing(10)
        self._swatches = [QLabel() for _ in range(2)]
        self._names = [ElidedLabel() for _ in range(2)]
        self._points = [QLabel() for _ in range(2)]
        self._extras = [QLabel() for _ in range(2)]
        big = scaled_font(self, 1.5, bold=True)
        for seat in range(2):
            self._swatches[seat].setPixmap(marble_icon(seat, 26))
            self._points[seat].setFont(big)
            self._points[seat].setAlignment(Qt.AlignmentFlag.AlignRight
                                            | Qt.AlignmentFlag.AlignVCenter)
            self._extras[seat].setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
            self._extras[seat].setWordWrap(True)
            self.score_grid.addWidget(self._swatches[seat], seat * 2, 0, 2, 1)
            self.score_grid.addWidget(self._names[seat], seat * 2, 1)
            self.score_grid.addWidget(self._extras[seat], seat * 2 + 1, 1)
            self.score_grid.addWidget(self._points[seat], seat * 2, 2, 2, 1)
        self.score_grid.setColumnStretch(1, 1)

        self.plates_title = QLabel()
        self.plates_title.setFont(scaled_font(self, 1.0, bold=True))
        self.plates = QTableWidget(0, 5)
        self.plates.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.plates.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.plates.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plates.verticalHeader().hide()
        self.plates.verticalHeader().setDefaultSectionSize(22)
        header = self.plates.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.plates.setAlternatingRowColors(True)

        self.play_again = QPushButton()
        self.new_game = QPushButton()
        self.review_button = QPushButton()
        self.play_again.setObjectName("primary")
        self.play_again.clicked.connect(self.playAgain)
        self.new_game.clicked.connect(self.newGame)
        self.review_button.clicked.connect(self.review)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(self.score_grid)
        layout.addWidget(self.plates_title)
        layout.addWidget(self.plates, 1)
        for button in (self.play_again, self.new_game, self.review_button):
            layout.addWidget(button)
        self.retranslate()

    def retranslate(self) -> None:
        self.play_again.setText(self.tr("Play again with the same settings"))
        self.new_game.setText(self.tr("New game…"))
        self.review_button.setText(self.tr("Review the game"))
        self.plates_title.setText(self.tr("Plates"))
        self.plates.setHorizontalHeaderLabels([
            self.tr("Plate"), "", "", self.tr("Owner"), self.tr("Value")])
        for seat in range(2):
            item = QTableWidgetItem(marble_icon(seat, 14), "")
            item.setToolTip(self.tr("Marbles of {name}").format(
                name=self._result.names[seat] if self._result else ""))
            self.plates.setHorizontalHeaderItem(1 + seat, item)
        if self._result is not None:
            self.show_result(self._result)

    def buttons_width(self) -> int:
        """The panel width the widest button needs (its text in the current language)."""
        margins = self.layout().contentsMargins()
        widest = max(button.sizeHint().width()
                     for button in (self.play_again, self.new_game, self.review_button))
        return widest + margins.left() + margins.right()

    def show_result(self, result: GameResult) -> None:
        self._result = result
        names = result.names
        if len(result.winners) == 1:
            self.title.setText(self.tr("{name} wins!").format(
                name=self._fitting(names[result.winners[0]])))
        else:
            self.title.setText(self.tr("A shared win!"))
        self.subtitle.setText(self._decision(result))
        for seat in range(2):
            winner = seat in result.winners
            self._names[seat].setText(names[seat])
            self._names[seat].setStyleSheet("font-weight: bold;" if winner else "")
            self._points[seat].setText(str(result.points[seat]))
            self._extras[seat].setText(self._variant_line(result, seat))
            self._extras[seat].setVisible(result.variant is not None)
        self.plates.setRowCount(len(result.plates))
        for row, line in enumerate(result.plates):
            owner = (QTableWidgetItem(marble_icon(line.owner, 14), "") if line.owner is not None
                     else QTableWidgetItem("—"))
            owner.setToolTip(names[line.owner] if line.owner is not None
                             else self.tr("nobody: a tie on this plate"))
            where = QTableWidgetItem(line.where)
            where.setToolTip(self.tr("{holes} holes").format(holes=line.holes))
            cells = [where,
                     QTableWidgetItem(str(line.marbles[0])),
                     QTableWidgetItem(str(line.marbles[1])),
                     owner,
                     QTableWidgetItem(str(line.value) if line.owner is not None
                                      else f"({line.value})")]
            for column, item in enumerate(cells):
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.plates.setItem(row, column, item)

    def _fitting(self, name: str) -> str:
        """``name`` as it goes into the title (see ``name_in_sentence``)."""
        margins = self.layout().contentsMargins()
        return name_in_sentence(name, self.title, self.width() - margins.left() - margins.right())

    def _variant_line(self, result: GameResult, seat: int) -> str:
        if result.variant_sizes is None:
            return ""
        size = result.variant_sizes[seat]
        if result.variant == "regions":
            return self.tr("Largest region: {n} holes").format(n=size)
        other = result.variant_sizes[1 - seat]
        if size > other:
            return self.tr("Largest group: {n} marbles, bonus +{bonus}").format(
                n=size, bonus=size - other)
        return self.tr("Largest group: {n} marbles").format(n=size)

    def _decision(self, result: GameResult) -> str:
        """One line on what decided the game."""
        if result.variant == "regions" and result.variant_sizes is not None:
            a, b = result.variant_sizes
            if a != b:
                return self.tr("Decided by the largest region: {a} against {b} holes.").format(
                    a=max(a, b), b=min(a, b))
            return self.tr("Largest regions equal ({a} holes): the points decide.").format(a=a)
        if len(result.winners) == 1:
            w = result.winners[0]
            return self.tr("{a} to {b} points.").format(a=result.points[w],
                                                        b=result.points[1 - w])
        return self.tr("Both have {a} points.").format(a=result.points[0])
