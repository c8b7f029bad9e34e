"""The players at the table: one card per seat (2 to 6), for every game.

A card shows what the screen hands it in a ``SeatInfo`` — the seat's token (a marble, a tile in
its colour), its name (shortened with "…", the full name as tooltip), person or computer and
level, the game's own lines ("Marbles left: 12", "Tiles lost: 2"), a score — and whether the seat
is to move or thinking. It reads no game state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tilegames.ui import theme
from tilegames.ui.table.elided_label import ElidedLabel
from tilegames.ui.typography import scaled_font

COMPACT_FROM = 5   # from this many seats on, cards take one line less


@dataclass(frozen=True, eq=False)
class SeatInfo:
    """What a card shows of one seat. ``score`` None shows no score (LSD keeps none)."""

    name: str
    token: QPixmap
    kind: str
    lines: tuple[str, ...] = ()
    score: int | None = None
    score_caption: str = ""
    dimmed: bool = False                 # e.g. a seat that is out of the game
    tooltip: str = field(default="")


class Spinner(QWidget):
    """A small turning arc: somebody is thinking. Turns only while shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(14, 14)
        self._angle = 0
        self._timer = QTimer(self)
        self._timer.setInterval(80)
        self._timer.timeout.connect(self._turn)

    def _turn(self) -> None:
        self._angle = (self._angle + 30) % 360
        self.update()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._timer.start()

    def hideEvent(self, event) -> None:
        self._timer.stop()
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.ACCENT, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.drawArc(rect, -self._angle * 16, 270 * 16)
        painter.end()


class PlayerCard(QFrame):
    """One seat: token, name, kind, the game's lines, score; framed when to move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.token = QLabel()
        self.name = ElidedLabel()
        self.name.setFont(scaled_font(self.name, 1.15, bold=True))
        self.kind = QLabel()
        theme.style(self.kind, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self._lines_box = QVBoxLayout()
        self._lines_box.setContentsMargins(0, 0, 0, 0)
        self._lines_box.setSpacing(1)
        self.lines: list[QLabel] = []
        self.points = QLabel()
        self.points.setFont(scaled_font(self.points, 2.0, bold=True))
        self.points.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.points_caption = QLabel()
        self.points_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.style(self.points_caption, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.turn = QLabel()
        theme.style(self.turn, lambda: f"color: {theme.ACCENT.name()}; font-weight: bold;")
        self.spinner = Spinner()
        self.spinner.hide()
        turn_row = QHBoxLayout()
        turn_row.setContentsMargins(0, 0, 0, 0)
        turn_row.setSpacing(6)
        turn_row.addWidget(self.spinner)
        turn_row.addWidget(self.turn, 1)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(10, 8, 10, 8)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(1)
        self._grid.addWidget(self.token, 0, 0, 3, 1, Qt.AlignmentFlag.AlignTop)
        self._grid.addWidget(self.name, 0, 1)
        self._grid.addWidget(self.kind, 1, 1)
        self._grid.addLayout(self._lines_box, 2, 1)
        self._grid.addLayout(turn_row, 3, 1)
        self._grid.addWidget(self.points, 0, 2, 3, 1)
        self._grid.addWidget(self.points_caption, 3, 2)
        self._grid.setColumnStretch(1, 1)
        self.setProperty("active", False)
        self._compact = False

    def set_compact(self, compact: bool) -> None:
        """Tighter margins and a smaller score, for five or six seats."""
        if compact != self._compact:
            self._compact = compact
            self._grid.setContentsMargins(*((8, 4, 8, 4) if compact else (10, 8, 10, 8)))
            self.points.setFont(scaled_font(self.kind, 1.5 if compact else 2.0, bold=True))

    def show_seat(self, info: SeatInfo, active: bool, thinking: bool, turn_text: str) -> None:
        self.token.setPixmap(info.token)
        self.name.setText(info.name)
        self.kind.setText(info.kind)
        lines = (" · ".join(info.lines),) if self._compact and info.lines else info.lines
        while len(self.lines) < len(lines):
            label = QLabel()
            label.setWordWrap(True)         # large text, long words: wrapped, never cut
            theme.style(label, lambda: f"color: {theme.TEXT_MUTED.name()};")
            self._lines_box.addWidget(label)
            self.lines.append(label)
        for i, label in enumerate(self.lines):
            label.setVisible(i < len(lines))
            if i < len(lines):
                label.setText(lines[i])
        self.points.setVisible(info.score is not None)
        self.points_caption.setVisible(info.score is not None)
        self.points.setText("" if info.score is None else str(info.score))
        self.points_caption.setText(info.score_caption)
        self.turn.setText(turn_text)
        self.spinner.setVisible(thinking)
        self.setToolTip(info.tooltip)
        self.setEnabled(not info.dimmed)
        score = f"{info.score} {info.score_caption}".strip() if info.score is not None else ""
        words = (info.name, info.tooltip.replace("\n", ", "), info.kind, *info.lines, score,
                 turn_text)
        self.setAccessibleName(", ".join(word for word in words if word))
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class SeatsPanel(QWidget):
    """A card per seat, top to bottom in seat order; as many cards as ``show`` is given.
    ``compact_from``: from this many seats on, the cards are compact (a game whose cards carry
    more lines may lower it: LSD's four seats)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact_from = COMPACT_FROM
        self.cards: list[PlayerCard] = []
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(6)

    def show_seats(self, seats: list[SeatInfo], to_move: int | None,
                   thinking: int | None) -> None:
        """Fill the cards; ``to_move`` None when nobody is to move (game over, review)."""
        while len(self.cards) < len(seats):
            card = PlayerCard()
            self._box.addWidget(card)
            self.cards.append(card)
        while len(self.cards) > len(seats):
            self.cards.pop().deleteLater()
        compact = len(seats) >= self.compact_from
        for seat, (card, info) in enumerate(zip(self.cards, seats, strict=True)):
            card.set_compact(compact)
            if seat == thinking:
                turn = self.tr("Thinking…")
            elif seat == to_move:
                turn = self.tr("To move")
            else:
                turn = ""
            card.show_seat(info, seat == to_move, seat == thinking, turn)
