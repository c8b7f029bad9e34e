"""A tray of pieces beside or under a board, for every game: LSD's supplies, Qwirkle's rack.

Each piece is a ``TrayPiece``: a key (what the game calls it), a painter (the game's own vector
drawing, so the tray shows exactly what the board will), an optional count badge (beside the
piece, on its reading-direction end, sized for its text in the tray's font), and whether it is
enabled. The tray shows them in order; a click (or a number key 1–9, or Tab / Shift+Tab while
the tray has focus) selects one (``chosen(key)``); dragging one out starts a drag with the board
view's ``PIECE_MIME`` carrying its key; with ``reorderable`` a piece dropped back on the tray moves
there (``reordered(keys)``). A tray can be ``dimmed`` as a whole (another seat's supply) and
``marked`` pieces get a ring (Qwirkle: tiles chosen for an exchange). It decides nothing: what may
be chosen comes from the screen. A piece's ``tooltip`` shows when the pointer rests on it.
A dimmed or disabled piece is painted at ``dim_opacity``; a game whose painters draw their own
dimmed look (LSD's supplies: muted but legible) raises it.

Keyboard: the tray has a current piece (``current``, ringed in the focus colour while the tray
has the focus). Left and Right move it and, with ``step_chooses`` (the default), choose it too;
Space chooses it (Qwirkle's exchange turns ``step_chooses`` off, so walking over the rack marks
nothing); in a ``reorderable`` tray Ctrl or Shift with Left or Right moves the current piece one
place (``reordered(keys)``, as a drop does). Screen readers: the accessible name is ``label``
and the current piece in words (its ``tooltip``, chosen or marked, how many).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QMimeData, QPoint, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from tilegames.ui import theme
from tilegames.ui.painting import painted_pixmap
from tilegames.ui.table.board_view import PIECE_MIME

Painter = Callable[[QPainter, QRectF], None]   # paints one piece into the given square
BADGE_DIGITS = 0.36     # a count badge's digits are at most this much of a piece high


@dataclass(frozen=True, eq=False)
class TrayPiece:
    """One piece in a tray. ``key``: the game's name for it (bytes, carried by drags)."""

    key: bytes
    paint: Painter
    count: int | None = None       # a badge ("×2"); None: no badge
    enabled: bool = True
    tooltip: str = ""


class PieceTray(QWidget):
    """``chosen(key)``: a piece was clicked or picked by key; ``reordered(keys)``: the pieces in
    their new order after a drag inside the tray."""

    chosen = Signal(bytes)
    reordered = Signal(list)

    def __init__(self, piece_size: int = 48, parent: QWidget | None = None,
                 reorderable: bool = False, columns: int | None = None) -> None:
        super().__init__(parent)
        self.piece_size = piece_size
        self.reorderable = reorderable
        self.columns = columns          # None: one row
        self.gap = 6
        self.badge_gap = 3                  # between a piece and its count badge
        self.dim_opacity = 0.38             # a dimmed or disabled piece
        self.pieces: list[TrayPiece] = []
        self.selected: bytes | None = None
        self.marked: set[bytes] = set()
        self.dimmed = False
        self._press: tuple[QPoint, int] | None = None
        self._drop_at: int | None = None
        self.current: int | None = None     # the keyboard's piece
        self.step_chooses = True
        self.label = ""                     # what the tray is, for screen readers
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(reorderable)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    # --- content ------------------------------------------------------------------------------
    def set_pieces(self, pieces: Sequence[TrayPiece], selected: bytes | None = None) -> None:
        """Show ``pieces`` in order; ``selected`` (if among them and enabled) is highlighted."""
        self.pieces = list(pieces)
        keys = {p.key for p in self.pieces if p.enabled}
        self.selected = selected if selected in keys else None
        self.marked &= {p.key for p in self.pieces}
        order = self.keys()
        if self.selected is not None:
            self.current = order.index(self.selected)
        elif self.current is None or self.current >= len(order):
            self.current = min(self.current or 0, len(order) - 1) if order else None
        self.updateGeometry()
        self.update()
        self.update_accessible()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_marked(self, keys: set[bytes]) -> None:
        self.marked = set(keys)
        self.update()
        self.update_accessible()

    def set_label(self, label: str) -> None:
        """What the tray is, for screen readers ("Your tiles")."""
        self.label = label
        self.update_accessible()

    def piece_text(self, index: int) -> str:
        """Piece ``index`` in words for screen readers: "circle (red), chosen"."""
        piece = self.pieces[index]
        words = [piece.tooltip or str(index + 1)]
        if piece.count is not None:
            words.append(self.tr("%n left", "", piece.count))
        if not piece.enabled or self.dimmed:
            words.append(self.tr("not available"))
        if piece.key == self.selected:
            words.append(self.tr("chosen"))
        if piece.key in self.marked:
            words.append(self.tr("marked"))
        return ", ".join(words)

    def update_accessible(self) -> None:
        """The accessible name: the label and the current piece (Qt tells assistive tools)."""
        parts = [self.label] if self.label else []
        if self.current is not None and 0 <= self.current < len(self.pieces):
            parts.append(self.tr("{n} of {total}: {piece}").format(
                n=self.current + 1, total=len(self.pieces), piece=self.piece_text(self.current)))
        self.setAccessibleName(": ".join(parts))

    def keys(self) -> list[bytes]:
        return [p.key for p in self.pieces]

    # --- geometry -----------------------------------------------------------------------------
    def _columns(self) -> int:
        return max(1, self.columns or len(self.pieces) or 1)

    def badge_font(self, piece: float | None = None) -> QFont:
        """The tray's font, bold; beside small pieces (``piece``: their size, the tray's by
        default) no larger than digits ``BADGE_DIGITS`` of a piece high, so that large text does
        not dwarf the pieces."""
        font = QFont(self.font())
        font.setBold(True)
        piece = self.piece_size if piece is None else piece
        digits = QFontMetricsF(font).capHeight()
        if digits > BADGE_DIGITS * piece > 0:
            scale = BADGE_DIGITS * piece / digits
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * scale)
            else:                                   # a font given in pixels
                font.setPixelSize(max(1, round(font.pixelSize() * scale)))
        return font

    def badge_size(self, piece: float | None = None) -> QSizeF:
        """The size of every count badge: the longest count's digits in ``badge_font`` with a
        margin all round (at least nearly round); empty when no piece has a count."""
        counts = [len(str(p.count)) for p in self.pieces if p.count is not None]
        if not counts:
            return QSizeF(0, 0)
        metrics = QFontMetricsF(self.badge_font(piece))
        digits = metrics.capHeight()
        pad = max(2.0, digits * 0.3)
        height = digits + 2 * pad
        return QSizeF(max(height * 0.85, metrics.horizontalAdvance("0" * max(counts)) + 2 * pad),
                      height)

    def cell_size(self, piece: float | None = None) -> QSizeF:
        """One piece (``piece`` pixels, the tray's size by default) with its badge beside it
        (empty without counts)."""
        piece = self.piece_size if piece is None else piece
        badge = self.badge_size(piece)
        extra = badge.width() + self.badge_gap if badge.width() else 0.0
        return QSizeF(piece + extra, max(float(piece), badge.height()))

    def width_for(self, piece: float) -> float:
        """The tray's width with pieces of ``piece`` pixels."""
        columns = min(self._columns(), max(1, len(self.pieces)))
        return self.gap + columns * (self.cell_size(piece).width() + self.gap)

    def cell_rect(self, index: int) -> QRectF:
        """Piece ``index`` with its badge (left to right; the tray is a picture of pieces, so it
        keeps that order in every language)."""
        row, column = divmod(index, self._columns())
        cell = self.cell_size()
        return QRectF(self.gap + column * (cell.width() + self.gap),
                      self.gap + row * (cell.height() + self.gap), cell.width(), cell.height())

    def piece_rect(self, index: int) -> QRectF:
        """Where piece ``index`` is drawn: its cell's start (its end in right-to-left
        languages, the badge following it in reading order), vertically centred."""
        cell = self.cell_rect(index)
        x = (cell.right() - self.piece_size if self.isRightToLeft() else cell.left())
        return QRectF(x, cell.top() + (cell.height() - self.piece_size) / 2, self.piece_size,
                      self.piece_size)

    def badge_rect(self, index: int) -> QRectF:
        """Where piece ``index``'s count badge is drawn: beside the piece, never over it."""
        piece = self.piece_rect(index)
        badge = self.badge_size()
        x = (piece.left() - self.badge_gap - badge.width() if self.isRightToLeft()
             else piece.right() + self.badge_gap)
        return QRectF(x, piece.center().y() - badge.height() / 2, badge.width(), badge.height())

    def sizeHint(self) -> QSize:
        count = max(1, len(self.pieces))
        rows = (count + self._columns() - 1) // self._columns()
        return QSize(math.ceil(self.width_for(self.piece_size)),
                     math.ceil(self.gap + rows * (self.cell_size().height() + self.gap) + 2))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def index_at(self, pos: QPoint) -> int | None:
        for i in range(len(self.pieces)):
            if self.cell_rect(i).contains(pos.toPointF()):
                return i
        return None

    def _insert_index(self, pos: QPoint) -> int:
        """Where a piece dropped at ``pos`` goes (before the piece whose middle is right of it)."""
        for i in range(len(self.pieces)):
            rect = self.piece_rect(i)
            if pos.y() < rect.bottom() + self.gap and pos.x() < rect.center().x():
                return i
        return len(self.pieces)

    # --- painting -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, piece in enumerate(self.pieces):
            rect = self.piece_rect(i)
            ring = self.cell_rect(i)         # rings go round the piece and its badge
            painter.save()
            if self.dimmed or not piece.enabled:
                painter.setOpacity(self.dim_opacity)
            piece.paint(painter, rect)
            painter.restore()
            if piece.key in self.marked:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(theme.LEGAL_MARK, 3.0, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(ring.adjusted(-2, -2, 2, 2), 8, 8)
            if piece.key == self.selected:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(theme.ACCENT, 3.2))
                painter.drawRoundedRect(ring.adjusted(-3, -3, 3, 3), 9, 9)
            if piece.count is not None:
                self._paint_badge(painter, self.badge_rect(i), piece.count,
                                  piece.enabled and not self.dimmed)
            if i == self.current and self.hasFocus():
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(theme.TEXT, 2.0, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(ring.adjusted(-5, -5, 5, 5), 10, 10)
        if self._drop_at is not None:
            x = (self.piece_rect(self._drop_at).left() - self.gap / 2
                 if self._drop_at < len(self.pieces)
                 else self.piece_rect(len(self.pieces) - 1).right() + self.gap / 2)
            top = self.piece_rect(min(self._drop_at, len(self.pieces) - 1)).top()
            painter.setPen(QPen(theme.ACCENT, 3))
            painter.drawLine(round(x), round(top), round(x), round(top + self.piece_size))
        if self.hasFocus() and self.pieces:
            painter.setPen(QPen(theme.ACCENT, 1.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        painter.end()

    def _paint_badge(self, painter: QPainter, rect: QRectF, count: int, active: bool) -> None:
        """A pill with the count in ``badge_font``: the accent when the piece can be chosen,
        muted otherwise, its text in the shade that reads on it."""
        fill = theme.ACCENT if active and count else theme.TEXT_MUTED
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        radius = rect.height() / 2
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(self.badge_font())
        painter.setPen(theme.text_on(fill))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(count))

    # --- choosing -----------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Select piece ``index`` (ignored when it or the tray cannot be chosen)."""
        if 0 <= index < len(self.pieces) and self.pieces[index].enabled and not self.dimmed:
            self.current = index
            self.selected = self.pieces[index].key
            self.update()
            self.update_accessible()
            self.chosen.emit(self.selected)

    def _step(self, delta: int) -> None:
        enabled = [i for i, p in enumerate(self.pieces) if p.enabled]
        if not enabled or self.dimmed:
            return
        current = self.current if self.current is not None else -1
        later = [i for i in enabled if (i - current) * delta > 0]
        index = ((later[0] if delta > 0 else later[-1]) if later
                 else (enabled[0] if delta > 0 else enabled[-1]))
        if self.step_chooses:
            self.choose(index)
        else:
            self.current = index
            self.update()
            self.update_accessible()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.choose(key - Qt.Key.Key_1)
            event.accept()
            return
        moving = event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                      | Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left) and moving and self.reorderable:
            self._shift_current(1 if key == Qt.Key.Key_Right else -1)
            event.accept()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            self._step(1 if key == Qt.Key.Key_Right else -1)
            event.accept()
            return
        if key == Qt.Key.Key_Space and self.current is not None:
            self.choose(self.current)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab walk through the pieces while the tray has focus (past the last
        piece focus moves on, as usual)."""
        enabled = [i for i, p in enumerate(self.pieces) if p.enabled]
        current = self.current
        if not self.dimmed and enabled and (
                current is None or (forward and current < enabled[-1])
                or (not forward and current > enabled[0])):
            self._step(1 if forward else -1)
            return True
        return super().focusNextPrevChild(forward)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def event(self, event: QEvent) -> bool:
        """A piece's ``tooltip`` shows when the pointer rests on it."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.index_at(event.pos())
            text = self.pieces[index].tooltip if index is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # --- mouse and drags ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index is not None:
            self._press = (event.position().toPoint(), index)
            self.choose(index)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, index = self._press
        if (event.position().toPoint() - start).manhattanLength() < \
                QApplication.startDragDistance():
            return
        self._press = None
        piece = self.pieces[index] if index < len(self.pieces) else None
        if piece is None or not piece.enabled or self.dimmed:
            return
        drag = QDrag(self)
        data = QMimeData()
        data.setData(PIECE_MIME, piece.key)
        drag.setMimeData(data)
        drag.setPixmap(painted_pixmap(self.piece_size, lambda p, s: piece.paint(
            p, QRectF(0, 0, s, s))))
        drag.setHotSpot(QPoint(self.piece_size // 2, self.piece_size // 2))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def _own_drag(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bytes | None:
        if not (self.reorderable and event.mimeData().hasFormat(PIECE_MIME)):
            return None
        key = bytes(event.mimeData().data(PIECE_MIME).data())
        return key if key in self.keys() else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._own_drag(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._own_drag(event) is None:
            event.ignore()
            return
        self._drop_at = self._insert_index(event.position().toPoint())
        self.update()
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:
        self._drop_at = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        key = self._own_drag(event)
        self._drop_at = None
        if key is None:
            event.ignore()
            return
        self.move_piece(key, self._insert_index(event.position().toPoint()))
        event.acceptProposedAction()

    def _shift_current(self, delta: int) -> None:
        """Ctrl or Shift with an arrow: the current piece moves one place (the keyboard's way
        to reorder, as a drag does); the current piece stays the one moved."""
        current = self.current
        if current is None or not 0 <= current + delta < len(self.pieces):
            return
        key = self.pieces[current].key
        self.move_piece(key, current + delta + (1 if delta > 0 else 0))
        self.current = current + delta
        self.update_accessible()

    def move_piece(self, key: bytes, to: int) -> None:
        """Move the piece ``key`` before position ``to`` (as a drop there does)."""
        keys = self.keys()
        if key not in keys:
            return
        old = keys.index(key)
        piece = self.pieces.pop(old)
        self.pieces.insert(to - 1 if to > old else to, piece)
        self.update()
        self.reordered.emit(self.keys())
