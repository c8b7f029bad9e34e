"""The Kulami part of the result: what decided the game, the variant's measure per seat, and
every plate's count (a table under the shared result panel's score lines)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tilegames.games import kulami
from tilegames.ui.kulami.labels import marble_icon
from tilegames.ui.numbers import isolate_signed
from tilegames.ui.table.result_panel import ResultView, ScoreLine

translate = QCoreApplication.translate   # with literal texts, so that lupdate finds them
@dataclass(frozen=True)
class PlateLine:
    """One plate at the count: where it lies ("a1–b3"), marbles per seat, owner, value."""

    where: str
    holes: int
    marbles: tuple[int, int]
    owner: int | None
    value: int


def plate_lines(state: kulami.State) -> tuple[PlateLine, ...]:
    def name(cell: tuple[int, int]) -> str:
        return str(kulami.Move(*cell))

    return tuple(
        PlateLine(f"{name(line.plate.cells[0])}–{name(line.plate.cells[-1])}", line.plate.size,
                  line.marbles, line.owner, line.value)
        for line in state.plate_scores())


def variant_sizes(state: kulami.State) -> tuple[int, int] | None:
    """The largest region (holes, K-V1) or area (marbles, K-V2) per seat; None without one."""
    if state.variant == "regions":
        return state.region_sizes()
    if state.variant == "areas":
        return state.area_sizes()
    return None


def variant_line(variant: str | None, sizes: tuple[int, int] | None, seat: int) -> str:
    if sizes is None:
        return ""
    size = sizes[seat]
    if variant == "regions":
        return _COUNTED.region(size)
    other = sizes[1 - seat]
    if size > other:
        return _COUNTED.group_bonus(size, size - other)
    return _COUNTED.group(size)


class KulamiResult(QObject):
    """The counted words of the result (plurals: lupdate sees ``self.tr`` with a count, in the
    context named by this class, not ``QCoreApplication.translate`` with one)."""

    def region(self, size: int) -> str:
        return self.tr("Largest region: %n hole(s)", "", size)

    def group(self, size: int) -> str:
        return self.tr("Largest group: %n marble(s)", "", size)

    def group_bonus(self, size: int, bonus: int) -> str:
        return isolate_signed(self.tr("Largest group: %n marble(s), bonus +{bonus}", "",
                                      size).format(bonus=bonus))


_COUNTED = KulamiResult()


def decision(state: kulami.State, sizes: tuple[int, int] | None) -> str:
    """One line on what decided the game."""
    points, winners = state.scores(), state.winners()
    if state.variant == "regions" and sizes is not None:
        a, b = sizes
        if a != b:
            return translate("KulamiResult",
                             "Decided by the largest region: {a} against {b} holes.").format(
                a=max(a, b), b=min(a, b))
        return translate("KulamiResult",
                         "Largest regions equal ({a} holes): the points decide.").format(a=a)
    if len(winners) == 1:
        w = winners[0]
        return translate("KulamiResult", "{a} to {b} points.").format(a=points[w], b=points[1 - w])
    return translate("KulamiResult", "Both have {a} points.").format(a=points[0])


def result_view(state: kulami.State, names: tuple[str, str], fitted: tuple[str, str]
                ) -> ResultView:
    """The finished game; ``fitted`` are the names shortened for the title."""
    winners = state.winners()
    title = (translate("KulamiResult", "{name} wins!").format(name=fitted[winners[0]])
             if len(winners) == 1 else translate("KulamiResult", "A shared win!"))
    sizes = variant_sizes(state)
    points = state.scores()
    lines = tuple(ScoreLine(marble_icon(seat, 26), names[seat], str(points[seat]),
                            variant_line(state.variant, sizes, seat), seat in winners)
                  for seat in range(2))
    return ResultView(title, decision(state, sizes), lines)


class PlatesTable(QTableWidget):
    """Every plate: where, marbles of each seat, owner, value (a tie's value in brackets)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(22)
        header = self.horizontalHeader()
        # the words' columns as wide as their headings and cells, the marbles' columns share
        # what is left (large text in a narrow panel: the table scrolls sideways)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.setAlternatingRowColors(True)
        self._names: tuple[str, str] = ("", "")

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([translate("KulamiResult", "Plate"), "", "",
                                        translate("KulamiResult", "Owner"),
                                        translate("KulamiResult", "Value")])
        for seat in range(2):
            item = QTableWidgetItem(marble_icon(seat, 14), "")
            item.setToolTip(translate("KulamiResult", "Marbles of {name}").format(
                name=self._names[seat]))
            self.setHorizontalHeaderItem(1 + seat, item)

    def show_plates(self, plates: tuple[PlateLine, ...], names: tuple[str, str]) -> None:
        self._names = names
        self.retranslate()
        self.setRowCount(len(plates))
        for row, line in enumerate(plates):
            owner = (QTableWidgetItem(marble_icon(line.owner, 14), "") if line.owner is not None
                     else QTableWidgetItem("—"))
            owner.setToolTip(names[line.owner] if line.owner is not None
                             else translate("KulamiResult", "nobody: a tie on this plate"))
            where = QTableWidgetItem(line.where)
            where.setToolTip(translate("KulamiResult", "{holes} holes").format(holes=line.holes))
            cells = [where,
                     QTableWidgetItem(str(line.marbles[0])),
                     QTableWidgetItem(str(line.marbles[1])),
                     owner,
                     QTableWidgetItem(str(line.value) if line.owner is not None
                                      else f"({line.value})")]
            for column, item in enumerate(cells):
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)
        self.fit_rows()

    def rows_height(self) -> int:
        """The height that shows the heading and every row, and nothing under the last row."""
        bar = self.horizontalScrollBar()
        scroll = bar.sizeHint().height() if bar.isVisible() else 0
        return (self.horizontalHeader().sizeHint().height()
                + self.verticalHeader().length() + 2 * self.frameWidth() + scroll)

    def fit_rows(self) -> None:
        """No taller than its rows (an empty band under the last row looked like a row); a
        short panel may make it lower, then it scrolls."""
        self.setMaximumHeight(self.rows_height())
        self.updateGeometry()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.maximumHeight() != self.rows_height():    # a sideways scroll bar came or went
            self.fit_rows()
