"""The record of a game beside the board, for every game.

Two layouts: *rounds* (one column per seat under its token, one row per round, like a chess score
sheet; a seat that was skipped leaves its cell empty; the rows are numbered by round) and *log*
(one column, one row per move numbered by move, the row's text naming the mover). The list is
updated in place: a new move touches its own cell, not the whole table. It takes the keyboard
(Tab, F6) so that a screen reader can read it: every cell's accessible text is the move in words
(its tooltip), the columns' headers the seats' names.

Pointing at a move: ``movePointed(index or None)`` says which move (0-based) the player points
at: the row under the mouse, else, while the list has the keyboard, its current row (chosen by a
click or the arrow keys); the screen shows that move's cells on the board.

Size: it asks for ``MIN_ROWS`` rows and grows into the room it is given, never taller than its
rows (its maximum height follows the row count), so no empty box grows under them; when the
room ends it scrolls, and the rest of the panel stays in sight. An empty list says so ("No moves
yet").

Text that is wider than its column (a long name, large text) is drawn in a smaller font, down to
``MIN_SHRINK`` of the list's (``cell_font``), and what is still too wide breaks between words
into more lines (the row grows); ``text_boxes`` gives the layout check every shown cell with the
font it is drawn in, so a text that is still cut is caught there.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QIcon,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tilegames.ui import theme
from tilegames.ui.layout_check import TextBox
from tilegames.ui.numbers import plain

MIN_ROWS = 3         # the least the list shows, also when empty
ROW_HEIGHT = 22      # at the normal text size; larger text, taller rows
MIN_SHRINK = 0.85    # a cell's text is drawn no smaller than this share of the list's font


@dataclass(frozen=True)
class MoveRow:
    """One move: who played it, what it was ("c4"), and more about it in words (the tooltip)."""

    seat: int
    text: str
    tooltip: str = ""


class _FittingDelegate(QStyledItemDelegate):
    """Draws each cell in ``MoveList.cell_font``: smaller when its text is wider than the
    column."""

    def __init__(self, view: MoveList) -> None:
        super().__init__(view)
        self.view = view

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if option.text:
            option.font = self.view.cell_font(option.text, option.rect.width())


class MoveList(QTableWidget):
    """``show_moves(rows, current)``; ``set_seats(tokens, first)`` once per game."""

    movePointed = Signal(object)

    def __init__(self, rounds: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.rounds = rounds
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().sectionResized.connect(lambda *_: self._fit_height())
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setItemDelegate(_FittingDelegate(self))
        self._tokens: list[QPixmap] = []
        self._first = 0
        self._places: list[tuple[int, int]] = []   # (row, column) of each move shown
        self._shown: dict[tuple[int, int], tuple[str, str]] = {}
        self._hovered: int | None = None
        self._pointed: int | None = None
        if not rounds:
            self.setColumnCount(1)
            self.horizontalHeader().hide()
        self.cellEntered.connect(lambda row, column: self._hover(self.move_at(row, column)))
        self.currentCellChanged.connect(lambda *_: self._point())
        self._fit_height()

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
        self._fit_height()

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
        row_count = (places[-1][0] + 1) if places else 0
        if row_count != self.rowCount():
            self.setRowCount(row_count)
            self._fit_height()
        for cell in [c for c in self._shown if c not in wanted]:
            item = self.item(*cell)
            if item is not None:
                item.setText("")
            del self._shown[cell]
        for (row, column) in places:
            self._put((row, column), wanted[(row, column)])
        rows_before = (self._places[-1][0] + 1) if self._places else 0
        if self.rowCount() != rows_before:
            self.setVerticalHeaderLabels([str(r + 1) for r in range(self.rowCount())])
        self._places = places
        self._point()
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

    def _put(self, cell: tuple[int, int], text: tuple[str, str]) -> None:
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
        spoken = ", ".join(part for part in (plain(text[0]), text[1]) if part)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        self._shown[cell] = text

    # --- text that fits its cell -------------------------------------------------------------
    def text_margin(self) -> int:
        """The room the style keeps on each side of a cell's text."""
        return self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1

    def cell_font(self, text: str, width: int) -> QFont:
        """The font ``text`` is drawn in within a cell ``width`` wide: the list's, or smaller
        (to ``MIN_SHRINK`` of it) so that the text fits."""
        font = self.font()
        room = width - 2 * self.text_margin()
        need = QFontMetricsF(font).horizontalAdvance(text)
        if need <= room or need <= 0:
            return font
        smaller = QFont(font)
        scale = max(MIN_SHRINK, room / need)
        if font.pointSizeF() > 0:
            smaller.setPointSizeF(font.pointSizeF() * scale)
        else:
            smaller.setPixelSize(max(1, int(font.pixelSize() * scale)))
        return smaller

    def text_boxes(self) -> list[TextBox]:
        """Every shown cell's text with the room and the font it is drawn in (the layout
        check's ``badge`` test: a text still too wide is cut)."""
        boxes = []
        seen = self.viewport().rect()
        margin = self.text_margin()
        for (row, column), (text, _tip) in self._shown.items():
            rect = self.visualRect(self.model().index(row, column))
            if not text or not rect.intersects(seen):
                continue
            boxes.append(TextBox(text, QRectF(rect).adjusted(margin, 0, -margin, 0),
                                 self.cell_font(text, rect.width()), wrap=True))
        return boxes

    # --- size and the empty list ------------------------------------------------------------
    def row_height(self) -> int:
        """A row's height: ``ROW_HEIGHT``, or more for a larger text."""
        return max(ROW_HEIGHT, self.fontMetrics().height() + 6)

    def _height_for(self, rows: int) -> int:
        """The height that shows ``rows`` rows of one line."""
        header = self.horizontalHeader().sizeHint().height() if self.rounds else 0
        return header + rows * self.row_height() + 2 * self.frameWidth() + 2

    def _fit_height(self) -> None:
        """Rows as tall as their text needs (one line at least); the list never taller than
        its rows (at least ``MIN_ROWS`` of them)."""
        vertical = self.verticalHeader()
        if vertical.minimumSectionSize() != self.row_height():
            vertical.setMinimumSectionSize(self.row_height())
            vertical.setDefaultSectionSize(self.row_height())
        rows = self.rowCount()
        extra = vertical.length() - rows * self.row_height()     # what wrapped rows add
        self.setMaximumHeight(self._height_for(max(MIN_ROWS, rows)) + max(0, extra))

    def sizeHint(self) -> QSize:
        """``MIN_ROWS`` rows: the list grows into the room the panel gives it."""
        return QSize(super().sizeHint().width(), self._height_for(MIN_ROWS))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._height_for(MIN_ROWS))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the current move in sight when the room changes (the column gives the list
        what is left once the panel above it is laid out)."""
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None:
            self.scrollToItem(item)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()

    def empty_text(self) -> str:
        return self.tr("No moves yet")

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.rowCount():
            return
        painter = QPainter(self.viewport())
        painter.setPen(theme.TEXT_MUTED)
        painter.drawText(self.viewport().rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text())
        painter.end()

    # --- pointing at a move -------------------------------------------------------------------
    def move_at(self, row: int, column: int) -> int | None:
        """The index of the move shown in cell (row, column), None for an empty cell."""
        try:
            return self._places.index((row, column))
        except ValueError:
            return None

    def pointed(self) -> int | None:
        """The move the player points at (see the module's docstring)."""
        return self._pointed

    def _hover(self, index: int | None) -> None:
        self._hovered = index
        self._point()

    def _point(self) -> None:
        index = self._hovered
        if index is None and self.hasFocus():
            index = self.move_at(self.currentRow(), self.currentColumn())
        if index != self._pointed:
            self._pointed = index
            self.movePointed.emit(index)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self.itemAt(event.position().toPoint()) is None:
            self._hover(None)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self._hover(None)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._point()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._point()
