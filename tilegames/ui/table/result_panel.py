"""The end of a game, for every game: who won, a score line per seat, the game's own details,
and "play again", "new game", "review" (as signals).

The game builds a ``ResultView`` (its words, its numbers) and may put a details widget under the
score lines (Kulami: every plate's count).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from tilegames.ui import theme
from tilegames.ui.table.elided_label import ElidedLabel, name_in_sentence
from tilegames.ui.table.wrap_button import WrapButton
from tilegames.ui.typography import scaled_font


@dataclass(frozen=True, eq=False)
class ScoreLine:
    """One seat at the end: token (a null pixmap for none), name, points ("" for none), a line
    under the name; ``rank`` is the seat's place (1 for the best; equal scores share it), 0 for
    a game that ranks only the winner."""

    token: QPixmap
    name: str
    points: str
    extra: str = ""
    winner: bool = False
    rank: int = 0


def ranks(scores: tuple[int, ...] | list[int]) -> list[int]:
    """Each score's place: 1 + how many scores are higher (ties share a place: 1, 1, 3)."""
    return [1 + sum(other > score for other in scores) for score in scores]


def in_rank_order(lines: tuple[ScoreLine, ...]) -> list[int]:
    """The lines' indices as the cards show them: the winners first, then by rank (unranked
    lines after the ranked); else in seat order."""
    return sorted(range(len(lines)),
                  key=lambda i: (not lines[i].winner, lines[i].rank or len(lines) + 1))


@dataclass(frozen=True, eq=False)
class ResultView:
    """A finished game as the panel shows it (texts already in the user's language)."""

    title: str
    subtitle: str
    lines: tuple[ScoreLine, ...]


class ScoreRow(QFrame):
    """One seat's line, a card of its own (the winner's outlined): the place ("1st"; none when
    the game ranks only the winner), token, name, the line under it, and the points large at
    the end."""

    def __init__(self, big: QFont, name_font: QFont) -> None:
        super().__init__()
        self.setObjectName("card")
        self.rank = QLabel()
        self.rank.setObjectName("rank")
        self.rank.setFont(name_font)
        self.token = QLabel()
        self.name = ElidedLabel()
        self.name.setFont(name_font)
        self.points = QLabel()
        self.points.setFont(big)
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.extra = QLabel()
        theme.style(self.extra, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.extra.setWordWrap(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 8, 12, 8)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.rank, 0, 0, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.token, 0, 1, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.name, 0, 2)
        grid.addWidget(self.extra, 1, 2)
        grid.addWidget(self.points, 0, 3, 2, 1)
        grid.setColumnStretch(2, 1)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.rank, self.token, self.name, self.points, self.extra)

    def set_winner(self, winner: bool) -> None:
        """The winner's card outlined in the accent colour (as the seat to move in play)."""
        if self.property("active") != winner:
            self.setProperty("active", winner)
            self.style().unpolish(self)
            self.style().polish(self)


class ResultPanel(QWidget):
    """Signals: ``playAgain``, ``newGame``, ``review``. ``details`` (optional) sits under the
    score lines with its own title.

    The panel is as high as what it shows: the title, a card per seat, the details, then the
    buttons; what is left of the column stays under the buttons."""

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
        self.score_box = QVBoxLayout()
        self.score_box.setSpacing(6)
        self.rows: list[ScoreRow] = []      # as shown: in rank order
        self._order: list[int] = []          # the line each shown card is
        self.details_title = QLabel()
        self.details_title.setFont(scaled_font(self, 1.0, bold=True))
        self.details_title.hide()
        self._details_box = QVBoxLayout()
        self._details_box.setContentsMargins(0, 0, 0, 0)

        self.play_again = WrapButton()
        self.new_game = WrapButton()
        self.review_button = WrapButton()
        self.play_again.setObjectName("primary")
        self.play_again.clicked.connect(self.playAgain)
        self.new_game.clicked.connect(self.newGame)
        self.review_button.clicked.connect(self.review)

        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(4)
        layout.addLayout(self.score_box)
        layout.addSpacing(4)
        layout.addWidget(self.details_title)
        layout.addLayout(self._details_box, 1)
        layout.addSpacing(4)
        for button in (self.play_again, self.new_game, self.review_button):
            layout.addWidget(button)
        self._stretch_when_no_details = QWidget()
        layout.addWidget(self._stretch_when_no_details, 1)
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

    def seat_rows(self) -> list[ScoreRow]:
        """The shown cards in the order of the result's lines (seat order), not as shown."""
        by_line = dict(zip(self._order, self.rows, strict=False))
        return [by_line[i] for i in range(len(self._order))]

    def rank_text(self, rank: int) -> str:
        """A place in words ("1st"); "" for 0 (not ranked)."""
        words = {1: self.tr("1st"), 2: self.tr("2nd"), 3: self.tr("3rd"), 4: self.tr("4th")}
        return words.get(rank, str(rank) if rank > 0 else "")

    def show_result(self, result: ResultView) -> None:
        """The cards in rank order (``in_rank_order``): the winner's first."""
        self.title.setText(result.title)
        self.subtitle.setText(result.subtitle)
        big = scaled_font(self, 1.8, bold=True)
        name_font = scaled_font(self, 1.15, bold=True)
        self._order = in_rank_order(result.lines)
        lines = [result.lines[i] for i in self._order]
        while len(self.rows) < len(result.lines):
            row = ScoreRow(big, name_font)
            self.rows.append(row)
            self.score_box.addWidget(row)
        for i, row in enumerate(self.rows):
            shown = i < len(result.lines)
            row.setVisible(shown)
            for widget in row.widgets():
                widget.setVisible(shown)
            if not shown:
                continue
            line = lines[i]
            row.rank.setText(self.rank_text(line.rank))
            row.rank.setVisible(bool(line.rank))
            row.token.setPixmap(line.token)
            row.token.setVisible(not line.token.isNull())
            row.name.setText(line.name)
            row.set_winner(line.winner)
            row.points.setText(line.points)
            row.extra.setText(line.extra)
            row.extra.setVisible(bool(line.extra))
