"""The panel beside the Kulami board: both players, whose turn it is, and the move record.

It shows what the screen hands it (``PlayerView`` per seat, the move texts); it reads no state.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tilegames.ui import theme
from tilegames.ui.kulami.elided_label import ElidedLabel, name_in_sentence
from tilegames.ui.kulami.labels import level_text, marble_icon
from tilegames.ui.typography import scaled_font


@dataclass(frozen=True)
class PlayerView:
    """What the panel shows of one seat."""

    name: str
    computer: bool
    level: str
    marbles_left: int
    points: int


class PlayerCard(QFrame):
    """One seat: marble, name, kind, marbles left and live points; framed when to move."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.seat = seat
        swatch = QLabel()
        swatch.setPixmap(marble_icon(seat, 34))
        self.name = ElidedLabel()
        self.name.setFont(scaled_font(self.name, 1.15, bold=True))
        self.kind = QLabel()
        self.left = QLabel()
        for label in (self.kind, self.left):
            label.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
        self.points = QLabel()
        self.points.setFont(scaled_font(self.points, 2.0, bold=True))
        self.points.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.points_caption = QLabel()
        self.points_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.points_caption.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
        self.turn = QLabel()
        self.turn.setStyleSheet(f"color: {theme.ACCENT.name()}; font-weight: bold;")
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 8, 10, 8)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(1)
        grid.addWidget(swatch, 0, 0, 3, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.kind, 1, 1)
        grid.addWidget(self.left, 2, 1)
        grid.addWidget(self.turn, 3, 1)
        grid.addWidget(self.points, 0, 2, 3, 1)
        grid.addWidget(self.points_caption, 3, 2)
        grid.setColumnStretch(1, 1)
        self.setProperty("active", False)

    def show_player(self, player: PlayerView, active: bool, turn_text: str) -> None:
        self.name.setText(player.name)
        self.kind.setText(self.tr("Computer ({level})").format(level=level_text(player.level))
                          if player.computer else self.tr("Person"))
        self.left.setText(self.tr("Marbles left: {n}").format(n=player.marbles_left))
        self.points.setText(str(player.points))
        self.points_caption.setText(self.tr("points"))
        self.turn.setText(turn_text)
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class SidePanel(QWidget):
    """Players, the line saying whose turn it is, game facts, and the move list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = [PlayerCard(0), PlayerCard(1)]
        self.status = QLabel()
        self.status.setWordWrap(True)
        status_font = scaled_font(self.status, 1.0, bold=True)
        self.status.setFont(status_font)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
        self.moves_title = QLabel()
        self.moves_title.setFont(status_font)
        self.moves = QTableWidget(0, 2)
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.moves.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.moves.verticalHeader().setDefaultSectionSize(22)
        self.moves.setAlternatingRowColors(True)
        self._first: int | None = None   # the seat whose marble heads the first column

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        for card in self.cards:
            layout.addWidget(card)
        layout.addWidget(self.status)
        layout.addWidget(self.facts)
        layout.addWidget(self.moves_title)
        layout.addWidget(self.moves, 1)

    def show_players(self, players: list[PlayerView], to_move: int | None,
                     thinking: int | None, status: str) -> None:
        """Fill both cards; ``to_move`` None when the game is over."""
        for seat, card in enumerate(self.cards):
            if seat == thinking:
                turn = self.tr("Thinking…")
            elif seat == to_move:
                turn = self.tr("To move")
            else:
                turn = ""
            card.show_player(players[seat], seat == to_move, turn)
        self.status.setText(status)

    def fitting(self, name: str) -> str:
        """``name`` as it goes into the status line (see ``name_in_sentence``)."""
        margins = self.layout().contentsMargins()
        return name_in_sentence(name, self.status, self.width() - margins.left() - margins.right())

    def show_facts(self, text: str) -> None:
        self.facts.setText(text)

    def show_moves(self, first: int, moves: list[str], current: int | None = None) -> None:
        """The record in rounds: one row per pair of moves, the starting seat's column first.
        ``current`` highlights move number ``current`` (1-based; review), else the last one."""
        self.moves_title.setText(self.tr("Moves"))
        if first != self._first:  # the marbles are painted once per game, not on every move
            self._first = first
            for column in range(2):
                header = QTableWidgetItem(marble_icon((first + column) % 2, 14), "")
                self.moves.setHorizontalHeaderItem(column, header)
        rows = (len(moves) + 1) // 2
        self.moves.setRowCount(rows)
        texts = moves + [""] * (len(moves) % 2)
        for i, text in enumerate(texts):
            item = self.moves.item(i // 2, i % 2)
            if item is None:
                item = QTableWidgetItem()
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.moves.setItem(i // 2, i % 2, item)
            item.setText(text)
        self.moves.setVerticalHeaderLabels([str(r + 1) for r in range(rows)])
        mark = len(moves) if current is None else current
        if mark > 0:
            self.moves.setCurrentCell((mark - 1) // 2, (mark - 1) % 2)
            self.moves.scrollToItem(self.moves.item((mark - 1) // 2, (mark - 1) % 2))
        else:
            self.moves.clearSelection()
            self.moves.setCurrentCell(-1, -1)
