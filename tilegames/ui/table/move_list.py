"""The record of a game beside the board, for every game.

Two layouts: *rounds* (one column per seat under its token, one row per round, like a chess score
sheet; a seat that was skipped leaves its cell empty) and *log* (one row per move: the mover's
token, what happened, and a detail such as the points). The list is updated in place: a new move
touches its own cell, not the whole table. It takes the keyboard (Tab, F6) so that a screen reader
can read it: every cell's accessible text is the move in words (its tooltip), the columns' headers
the seats' names.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)


@dataclass(frozen=True)
class MoveRow:
    """One move: who played it, what it was ("c4"), an optional detail ("12 points")."""

    seat: int
    text: str
    detail: str = ""
    tooltip: str = ""


class MoveList(QTableWidget):
    """``show_moves(rows, current)``; ``set_seats(tokens, first)`` once per game."""

    def __init__(self, rounds: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.rounds = rounds
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(22)
        self.setAlternatingRowColors(True)
        self._tokens: list[QPixmap] = []
        self._first = 0
        self._places: list[tuple[int, int]] = []   # (row, column) of each move shown
        self._shown: dict[tuple[int, int], tuple[str, str]] = {}
        if not rounds:
            self.setColumnCount(2)
            self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            self.horizontalHeader().setSectionResizeMode(
                1, QHeaderView.ResizeMode.ResizeToContents)
            self.horizontalHeader().hide()

    def set_seats(self, tokens: list[QPixmap], first: int = 0,
                  names: list[str] | None = None) -> None:
        """The seats' tokens (and names, for screen readers); in rounds, the columns start with
        seat ``first``."""
        self._tokens = list(tokens)
        self._first = first
        self.setRowCount(0)
        self._places, self._shown = [], {}
        if self.rounds:
            n = len(tokens)
            self.setColumnCount(n)
            for column in range(n):
                item = QTableWidgetItem(QIcon(tokens[(first + column) % n]), "")
                if names is not None:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, names[(first + column) % n])
                self.setHorizontalHeaderItem(column, item)

    def _layout(self, rows: list[MoveRow]) -> list[tuple[int, int]]:
        """Where each move goes: its seat's column; a new row when the seat order wraps."""
        if not self.rounds:
            return [(i, 0) for i in range(len(rows))]
        n = max(1, len(self._tokens))
        places: list[tuple[int, int]] = []
        row, last = 0, -1
        for move in rows:
            column = (move.seat - self._first) % n
            if places and column <= last:
                row += 1
            places.append((row, column))
            last = column
        return places

    def show_moves(self, rows: list[MoveRow], current: int | None = None) -> None:
        """Show ``rows`` (all moves so far); highlight move number ``current`` (1-based, for
        review), else the last one."""
        places = self._layout(rows)
        wanted: dict[tuple[int, int], tuple[str, str]] = {}
        for (row, column), move in zip(places, rows, strict=True):
            wanted[(row, column)] = (move.text, move.tooltip)
            if not self.rounds:
                wanted[(row, 1)] = (move.detail, move.tooltip)
        self.setRowCount((places[-1][0] + 1) if places else 0)
        for cell in [c for c in self._shown if c not in wanted]:
            item = self.item(*cell)
            if item is not None:
                item.setText("")
                item.setIcon(QIcon())
            del self._shown[cell]
        for (row, column), move in zip(places, rows, strict=True):
            self._put((row, column), wanted[(row, column)], move, first_column=True)
            if not self.rounds:
                self._put((row, 1), wanted[(row, 1)], move, first_column=False)
        rows_before = (self._places[-1][0] + 1) if self._places else 0
        if self.rowCount() != rows_before:
            self.setVerticalHeaderLabels([str(r + 1) for r in range(self.rowCount())])
        self._places = places
        mark = len(rows) if current is None else current
        if 0 < mark <= len(places):
            row, column = places[mark - 1]
            self.setCurrentCell(row, column)
            item = self.item(row, column)
            if item is not None:
                self.scrollToItem(item)
        else:
            self.clearSelection()
            self.setCurrentCell(-1, -1)

    def _put(self, cell: tuple[int, int], text: tuple[str, str], move: MoveRow,
             first_column: bool) -> None:
        if self._shown.get(cell) == text:
            return
        item = self.item(*cell)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if self.rounds
                                  else Qt.AlignmentFlag.AlignVCenter
                                  | Qt.AlignmentFlag.AlignLeading)
            self.setItem(cell[0], cell[1], item)
        item.setText(text[0])
        item.setToolTip(text[1])
        spoken = ", ".join(part for part in (text[0].strip("\u2066\u2069"), text[1]) if part)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        if not self.rounds and first_column and move.seat < len(self._tokens):
            item.setIcon(QIcon(self._tokens[move.seat]))
        self._shown[cell] = text
