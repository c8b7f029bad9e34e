"""The numbered edges of an open board (LSD, Qwirkle): the column numbers along the top of the
view and the row numbers down its left side, as the games' texts write a cell ("4,−5": column 4,
row −5; ``ui.numbers.cell_text``).

A board that grows has no fixed edge to print numbers on, so the numbers belong to the view: two
rulers in margins the view keeps free beside its picture (``QAbstractScrollArea`` viewport
margins), each redrawn whenever the view scrolls or zooms, so that every number stays in line
with its column or row. When the cells get too small for every number, only every 2nd, 5th or
10th is written. The column and row of the cell under the mouse (or the keyboard cursor) stand
out in the focus colour (``mark``), whatever the step, so a player reads a cell's numbers off the
edges. The rulers are a picture of the table, left to right in every language (the board's x
axis never mirrors).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from tilegames.ui import theme
from tilegames.ui.numbers import MINUS, ltr
from tilegames.ui.table.board_scene import CELL

STEPS = (1, 2, 5, 10, 20, 50, 100)


def axis_number(n: int) -> str:
    """A column or row number as the rulers write it ("−3"), isolated: in a right-to-left
    program a bare "−3" would read "3−"."""
    return ltr(f"{MINUS}{-n}" if n < 0 else str(n))


def label_step(cell_pixels: float, label_pixels: float) -> int:
    """Write every ``step``-th number: the smallest step of ``STEPS`` at which the numbers keep a
    small gap between them."""
    for step in STEPS:
        if step * cell_pixels >= label_pixels + 6:
            return step
    return STEPS[-1]


class AxisRuler(QWidget):
    """One numbered edge of ``view``: ``horizontal`` the columns (top), else the rows (left)."""

    def __init__(self, view: QGraphicsView, horizontal: bool) -> None:
        super().__init__(view)
        self.view = view
        self.horizontal = horizontal
        self.setObjectName("board-columns" if horizontal else "board-rows")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.marked: int | None = None     # the column or row that stands out

    def mark(self, n: int | None) -> None:
        if n != self.marked:
            self.marked = n
            self.update()

    def ruler_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.85)
        return font

    def thickness(self) -> int:
        """The ruler's height (columns) or width (rows) in pixels for this font."""
        metrics = QFontMetricsF(self.ruler_font())
        if self.horizontal:
            return round(metrics.height() + 6)
        return round(metrics.horizontalAdvance(axis_number(-88)) + 10)

    def numbers(self) -> list[tuple[int, float]]:
        """The numbers written now and where: (column or row, centre in the ruler's pixels)."""
        viewport = self.view.viewport()
        seen = self.view.mapToScene(viewport.rect()).boundingRect()
        scale = self.view.transform().m11()
        if scale <= 0:
            return []
        metrics = QFontMetricsF(self.ruler_font())
        if self.horizontal:
            label = metrics.horizontalAdvance(axis_number(-88))
            first, last = seen.left(), seen.right()
        else:
            label = metrics.height()
            first, last = seen.top(), seen.bottom()
        step = label_step(CELL * scale, label)
        start = int(first // CELL) - 1
        end = int(last // CELL) + 1
        shown = []
        for n in range(start, end + 1):
            if n % step and n != self.marked:
                continue
            centre = (n + 0.5) * CELL
            point = self.view.mapFromScene(QPointF(centre, centre))
            where = point.x() if self.horizontal else point.y()
            shown.append((n, float(where)))
        return shown

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        painter.fillRect(self.rect(), theme.BACKGROUND)
        painter.setFont(self.ruler_font())
        painter.setPen(theme.TEXT_MUTED)
        metrics = QFontMetricsF(self.ruler_font())
        line = metrics.height()
        room = self.width() if self.horizontal else self.height()
        marked_font = self.ruler_font()
        marked_font.setBold(True)
        for n, where in self.numbers():
            half = (metrics.horizontalAdvance(axis_number(n)) if self.horizontal else line) / 2
            if not half <= where <= room - half:      # a number cut by the edge: none
                continue
            marked = n == self.marked
            painter.setFont(marked_font if marked else self.ruler_font())
            painter.setPen(theme.ACCENT if marked else theme.TEXT_MUTED)
            if self.horizontal:
                box = QRectF(where - 30, 0, 60, self.height())
            else:
                box = QRectF(0, where - line / 2, self.width() - 5, line)
            align = (Qt.AlignmentFlag.AlignCenter if self.horizontal
                     else Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            painter.drawText(box, align | Qt.AlignmentFlag.AlignAbsolute, axis_number(n))
        painter.end()


class BoardAxes:
    """The two rulers of ``view`` and the margins they take (``place`` after every resize and
    font change; ``follow`` after every scroll or zoom)."""

    def __init__(self, view: QGraphicsView) -> None:
        self.view = view
        self.columns = AxisRuler(view, horizontal=True)
        self.rows = AxisRuler(view, horizontal=False)
        self.place()

    def place(self) -> None:
        top, left = self.columns.thickness(), self.rows.thickness()
        self.view.setViewportMargins(left, top, 0, 0)
        area = self.view.contentsRect()
        self.columns.setGeometry(QRect(area.left() + left, area.top(), area.width() - left, top))
        self.rows.setGeometry(QRect(area.left(), area.top() + top, left, area.height() - top))
        self.columns.show()
        self.rows.show()
        self.follow()

    def mark(self, cell: tuple[int, int] | None) -> None:
        """Make the column and row of ``cell`` stand out (None: none)."""
        self.columns.mark(None if cell is None else cell[0])
        self.rows.mark(None if cell is None else cell[1])

    def follow(self) -> None:
        self.columns.update()
        self.rows.update()
