"""The end of a game, for every game: who won, a score line per seat, the game's own details,
and "play again", "new game", "review" (as signals).

The game builds a ``ResultView`` (its words, its numbers) and may put a details widget under the
score lines (Kulami: every plate's count).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tilegames.ui import theme
from tilegames.ui.table.elided_label import ElidedLabel, name_in_sentence
from tilegames.ui.typography import scaled_font


@dataclass(frozen=True, eq=False)
class ScoreLine:
    """One seat at the end: token, name, points ("" for none), a line under the name."""

    token: QPixmap
    name: str
    points: str
    extra: str = ""
    winner: bool = False


@dataclass(frozen=True, eq=False)
class ResultView:
    """A finished game as the panel shows it (texts already in the user's language)."""

    title: str
    subtitle: str
    lines: tuple[ScoreLine, ...]


class ScoreRow:
    """The widgets of one score line."""

    def __init__(self, grid: QGridLayout, row: int, big: QFont) -> None:
        self.token = QLabel()
        self.name = ElidedLabel()
        self.points = QLabel()
        self.points.setFont(big)
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.extra = QLabel()
        theme.style(self.extra, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.extra.setWordWrap(True)
        grid.addWidget(self.token, row * 2, 0, 2, 1)
        grid.addWidget(self.name, row * 2, 1)
        grid.addWidget(self.extra, row * 2 + 1, 1)
        grid.addWidget(self.points, row * 2, 2, 2, 1)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.token, self.name, self.points, self.extra)


class ResultPanel(QWidget):
    """Signals: ``playAgain``, ``newGame``, ``review``. ``details`` (optional) sits under the
    score lines with its own title."""

    playAgain = Signal()
    newGame = Signal()
    review = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(scaled_font(self.title, 1.6, bold=True))
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style(self.subtitle, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.score_grid = QGridLayout()
        self.score_grid.setHorizontalSpacing(10)
        self.score_grid.setColumnStretch(1, 1)
        self.rows: list[ScoreRow] = []
        self.details_title = QLabel()
        self.details_title.setFont(scaled_font(self, 1.0, bold=True))
        self.details_title.hide()
        self._details_box = QVBoxLayout()
        self._details_box.setContentsMargins(0, 0, 0, 0)

        self.play_again = QPushButton()
        self.new_game = QPushButton()
        self.review_button = QPushButton()
        self.play_again.setObjectName("primary")
        self.play_again.clicked.connect(self.playAgain)
        self.new_game.clicked.connect(self.newGame)
        self.review_button.clicked.connect(self.review)

        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(self.score_grid)
        layout.addWidget(self.details_title)
        layout.addLayout(self._details_box, 1)
        self._stretch_when_no_details = QWidget()
        layout.addWidget(self._stretch_when_no_details, 1)
        for button in (self.play_again, self.new_game, self.review_button):
            layout.addWidget(button)
        self.retranslate()

    def set_details(self, widget: QWidget) -> None:
        """The game's own part of the result (a table, a picture), under the score lines."""
        self._details_box.addWidget(widget)
        self.details_title.show()
        self._stretch_when_no_details.hide()

    def retranslate(self) -> None:
        self.play_again.setText(self.tr("Play again with the same settings"))
        self.new_game.setText(self.tr("New game…"))
        self.review_button.setText(self.tr("Review the game"))

    def buttons_width(self) -> int:
        """The panel width the widest button needs (its text in the current language)."""
        margins = self._layout.contentsMargins()
        widest = max(button.sizeHint().width()
                     for button in (self.play_again, self.new_game, self.review_button))
        return widest + margins.left() + margins.right()

    def fitting(self, name: str) -> str:
        """``name`` as it goes into the title (see ``name_in_sentence``). Measured on the width
        of the panel's place (a page of a stack is laid out only once it is shown)."""
        margins = self._layout.contentsMargins()
        place = self.parentWidget() or self
        return name_in_sentence(name, self.title,
                                place.width() - margins.left() - margins.right())

    def show_result(self, result: ResultView) -> None:
        self.title.setText(result.title)
        self.subtitle.setText(result.subtitle)
        big = scaled_font(self, 1.5, bold=True)
        while len(self.rows) < len(result.lines):
            self.rows.append(ScoreRow(self.score_grid, len(self.rows), big))
        for i, row in enumerate(self.rows):
            shown = i < len(result.lines)
            for widget in row.widgets():
                widget.setVisible(shown)
            if not shown:
                continue
            line = result.lines[i]
            row.token.setPixmap(line.token)
            row.name.setText(line.name)
            row.name.setStyleSheet("font-weight: bold;" if line.winner else "")
            row.points.setText(line.points)
            row.extra.setText(line.extra)
            row.extra.setVisible(bool(line.extra))
