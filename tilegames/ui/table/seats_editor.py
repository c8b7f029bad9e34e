"""The seats of a new-game dialog, for every game: a row per seat with its token, its label, a
name, and person or computer with a level; rows can be added and removed within the game's
limits. A game may add a widget of its own to each row (LSD: the tile colour).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tilegames.ai.players import normalise_level
from tilegames.base.seats import Seat
from tilegames.ui.table.levels import level_description, level_text, levels
from tilegames.ui.typography import fit_text_field

MAX_NAME = 24
NAME_CHARS = 10      # a name field shows at least this many characters (and its placeholder)


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, extra: QWidget | None) -> None:
        self.token = QLabel()
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.label.setBuddy(self.name)
        self.kind = QComboBox()
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.remove = QPushButton("✕")
        self.remove.setFixedWidth(32)
        self.extra = extra

    def widgets(self) -> list[QWidget]:
        found = [self.token, self.label, self.name, self.kind, self.remove]
        return found + ([self.extra] if self.extra is not None else [])

    def fill_kinds(self, person: str, computer: Callable[[str], str]) -> None:
        current = self.kind.currentData()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(person, ("human", levels()[0]))
        for level in levels():
            self.kind.addItem(computer(level), ("computer", level))
            self.kind.setItemData(self.kind.count() - 1, level_description(level),
                                  Qt.ItemDataRole.ToolTipRole)
        if current is not None:
            self._select(current)
        self.kind.blockSignals(False)

    def _select(self, data: tuple[str, str]) -> None:
        for i in range(self.kind.count()):
            if self.kind.itemData(i) == data:
                self.kind.setCurrentIndex(i)
                return

    def set_seat(self, seat: Seat) -> None:
        self.name.setText(seat.name[:MAX_NAME])
        level = seat.level if seat.level in levels() else normalise_level(seat.level)
        self._select(("computer", level) if seat.is_computer else ("human", levels()[0]))

    def seat(self) -> Seat:
        kind, level = self.kind.currentData()
        return Seat(self.name.text().strip(), kind, level)


class SeatsEditor(QWidget):
    """``changed()`` after any edit, an added or a removed seat. ``extra(row)`` makes the
    game's own widget of a row (or None)."""

    changed = Signal()

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None,
                 extra: Callable[[int], QWidget | None] | None = None) -> None:
        super().__init__(parent)
        self.minimum, self.maximum = minimum, maximum
        self._extra = extra
        self.rows: list[SeatRow] = []
        self._grid = QGridLayout()
        self._grid.setColumnStretch(2, 1)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_seat)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._grid)
        layout.addLayout(buttons)
        self._labels: Callable[[int], str] = self.player_label
        self._placeholders: Callable[[int], str] | None = None
        self._tokens: Callable[[int], QPixmap] | None = None
        for _ in range(minimum):
            self._add_row()
        self.retranslate()

    # --- rows -----------------------------------------------------------------------------
    def _add_row(self) -> SeatRow:
        index = len(self.rows)
        row = SeatRow(self._extra(index) if self._extra else None)
        for column, widget in enumerate(row.widgets()):
            self._grid.addWidget(widget, index, column)
        row.name.textChanged.connect(self.changed)
        row.kind.currentIndexChanged.connect(self.changed)
        row.remove.clicked.connect(lambda _=False, r=row: self.remove_seat(self.rows.index(r)))
        self.rows.append(row)
        self._fill_row(index)
        return row

    def add_seat(self) -> None:
        """One more seat (a person), unless the game is full."""
        if len(self.rows) < self.maximum:
            self._add_row()
            self._update()
            self.changed.emit()

    def remove_seat(self, index: int) -> None:
        """Remove seat ``index`` (the later seats move up), unless at the minimum."""
        if len(self.rows) <= self.minimum or not 0 <= index < len(self.rows):
            return
        seats = self.seats()
        del seats[index]
        self._set_count(len(seats))
        for row, seat in zip(self.rows, seats, strict=True):
            row.set_seat(seat)
        self._update()
        self.changed.emit()

    def _set_count(self, count: int) -> None:
        while len(self.rows) > count:
            row = self.rows.pop()
            for widget in row.widgets():
                self._grid.removeWidget(widget)
                widget.deleteLater()
        while len(self.rows) < count:
            self._add_row()

    def _fill_row(self, index: int) -> None:
        row = self.rows[index]
        row.label.setText(self._labels(index))
        row.name.setPlaceholderText((self._placeholders or self._labels)(index))
        fit_text_field(row.name, NAME_CHARS)
        if self._tokens is not None:
            row.token.setPixmap(self._tokens(index))
        row.fill_kinds(self.tr("Person"), lambda level: self.tr("Computer ({level})").format(
            level=level_text(level)))
        row.remove.setToolTip(self.tr("Remove this player"))
        row.remove.setAccessibleName(self.tr("Remove {player}").format(
            player=self._labels(index)))
        row.kind.setAccessibleName(self.tr("{player}: person or computer").format(
            player=self._labels(index)))

    def _update(self) -> None:
        for index in range(len(self.rows)):
            self._fill_row(index)
            self.rows[index].remove.setVisible(self.minimum != self.maximum)
            self.rows[index].remove.setEnabled(len(self.rows) > self.minimum)
        self.add_button.setVisible(self.minimum != self.maximum)
        self.add_button.setEnabled(len(self.rows) < self.maximum)

    def set_limits(self, minimum: int, maximum: int) -> None:
        """New limits (LSD: 2 or 4 players, chosen elsewhere, so both limits move together);
        the rows are cut or filled up to fit, keeping the seats that stay."""
        self.minimum, self.maximum = minimum, maximum
        seats = self.seats()
        count = max(minimum, min(maximum, len(seats)))
        self._set_count(count)
        for row, seat in zip(self.rows, seats, strict=False):
            row.set_seat(seat)
        self._update()
        self.changed.emit()

    # --- the game's words and pictures -----------------------------------------------------
    def player_label(self, row: int) -> str:
        """The plain label of row ``row``: "Player 1", "Player 2"…"""
        return self.tr("Player {n}").format(n=row + 1)

    def set_appearance(self, labels: Callable[[int], str],
                       tokens: Callable[[int], QPixmap] | None = None,
                       placeholders: Callable[[int], str] | None = None) -> None:
        """How row ``i`` is labelled ("Red", "Player 2"), its token (a marble, a colour) and the
        grey text of its empty name field (the label unless ``placeholders`` is given)."""
        self._labels = labels
        self._tokens = tokens
        self._placeholders = placeholders
        self._update()

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add a player"))
        self._update()

    # --- the choice -----------------------------------------------------------------------
    def set_seats(self, seats: Sequence[Seat]) -> None:
        count = max(self.minimum, min(self.maximum, len(seats)))
        self._set_count(count)
        defaults = [Seat("")] * count
        for row, seat in zip(self.rows, list(seats[:count]) + defaults[len(seats):],
                             strict=False):
            row.set_seat(seat)
        self._update()

    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows]
