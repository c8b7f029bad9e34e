"""The part of the Qwirkle screen under the board: the rack of the person who may see it, with
Play, Take back, Exchange and Pass, the points the staged tiles would score and a line that says
what to do or why not; or, between two people's turns, the hand-over panel; or, when nobody's rack
may be shown, a line about the table.

The bar only shows and reports clicks (signals); the screen decides what they do.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QWidget,
)

from tilegames.ui import theme
from tilegames.ui.qwirkle.tiles import paint_tile, tile_name
from tilegames.ui.qwirkle.turn import Slot
from tilegames.ui.table.handover import HandOverPanel
from tilegames.ui.table.style import panel_style_sheet
from tilegames.ui.table.tray import PieceTray, TrayPiece
from tilegames.ui.typography import scaled_font

PIECE = 50
DIM_OPACITY = 0.38        # a rack not to be played from now (the tray's usual dimmed look)
REVIEW_OPACITY = 0.85     # a hand shown in the review: nothing to choose, every tile legible


def tray_piece(slot: Slot, enabled: bool = True) -> TrayPiece:
    tile = slot.tile

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_tile(painter, rect, tile)

    return TrayPiece(slot.key, paint, enabled=enabled, tooltip=tile_name(tile))


class RackBar(QWidget):
    """The rack and its buttons. Signals: ``play``, ``takeBack``, ``exchange``, ``passTurn``;
    ``rowsChanged`` when the buttons move under the rack (too narrow beside it) or back."""

    play = Signal()
    rowsChanged = Signal()      # the buttons moved under the rack or back: another height
    takeBack = Signal()
    exchange = Signal()
    passTurn = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setFont(scaled_font(self.title, 1.0, bold=True))
        self.preview = QLabel()
        self.preview.setFont(scaled_font(self.preview, 1.5, bold=True))
        theme.style(self.preview, lambda: f"color: {theme.ACCENT.name()};")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.tray = PieceTray(PIECE, reorderable=True)
        self.tray.setMinimumWidth(PIECE * 6 + 6 * 7)
        self.play_button = QPushButton()
        self.play_button.setObjectName("primary")
        self.take_back_button = QPushButton()
        self.exchange_button = QPushButton()
        self.pass_button = QPushButton()
        self.play_button.clicked.connect(self.play)
        self.take_back_button.clicked.connect(self.takeBack)
        self.exchange_button.clicked.connect(self.exchange)
        self.pass_button.clicked.connect(self.passTurn)
        buttons = self.buttons = QHBoxLayout()
        buttons.setSpacing(6)
        for button in (self.play_button, self.take_back_button, self.exchange_button,
                       self.pass_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        grid = self.grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.title, 0, 0)
        grid.addWidget(self.preview, 0, 1)
        grid.addWidget(self.tray, 1, 0)
        grid.addLayout(buttons, 1, 1)
        grid.addWidget(self.message, 3, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.buttons_below = False

    def fit_buttons(self, width: int | None = None) -> None:
        """The buttons beside the rack when they fit its width (or ``width``, the width it is
        about to get: a page of a stack not shown keeps an old one), else on a row of their own
        under it (large text, long words, a narrow window)."""
        margins = self.grid.contentsMargins()
        shown = [b for b in (self.play_button, self.take_back_button, self.exchange_button,
                             self.pass_button) if not b.isHidden()]
        needed = (margins.left() + margins.right() + self.tray.minimumWidth()
                  + self.grid.horizontalSpacing()
                  + sum(b.sizeHint().width() for b in shown)
                  + self.buttons.spacing() * max(0, len(shown) - 1))
        below = needed > (self.width() if width is None else width)
        if below != self.buttons_below:
            self.buttons_below = below
            self.grid.removeItem(self.buttons)
            if below:
                self.grid.addLayout(self.buttons, 2, 0, 1, 2)
            else:
                self.grid.addLayout(self.buttons, 1, 1)
            self.grid.invalidate()
            self.updateGeometry()
            self.rowsChanged.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_buttons()

    def show_rack(self, slots: list[Slot], staged: set[bytes], selected: bytes | None,
                  marked: set[bytes], active: bool, reviewed: bool = False) -> None:
        """The rack in its order; staged slots stay in place, faded; ``active`` False: not this
        person's turn (nothing to choose or drag). ``reviewed``: a hand shown in the review,
        not to be played from but to be read: dimmed only a little, so every tile is clear."""
        self.tray.dim_opacity = REVIEW_OPACITY if reviewed else DIM_OPACITY
        self.tray.set_pieces([tray_piece(slot, slot.key not in staged) for slot in slots],
                             selected)
        self.tray.set_marked(marked)
        self.tray.set_dimmed(not active)


class TableNote(QWidget):
    """One centred line where no rack may be shown (only computers play, or between turns)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setFont(scaled_font(self.text, 1.1, bold=True))
        layout = QGridLayout(self)
        layout.addWidget(self.text)


class BelowBoard(QStackedWidget):
    """The rack bar, the hand-over panel or the table note, always the same height (the board
    above does not jump when they change)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qwirkle-below")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        theme.style(self, lambda: panel_style_sheet() + f"""
            #qwirkle-below, #handover {{ background: {theme.BACKGROUND.name()};
                border-top: 1px solid {theme.CARD_BORDER.name()}; }}""")
        self.rack = RackBar()
        self.rack.rowsChanged.connect(self.fit_height)
        self.handover = HandOverPanel()
        self.note = TableNote()
        for page in (self.rack, self.handover, self.note):
            self.addWidget(page)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def fit_height(self) -> None:
        """As high as the tallest page needs at the bar's width (call after the texts
        changed)."""
        self.rack.fit_buttons(self.width())
        self._message_room(reset=True)
        self._fix_height()

    def fit_message(self) -> None:
        """After the line under the rack changed: room for all of it. The bar only grows
        (up to the next change of width), so the board above does not jump back and forth."""
        if self._message_room(reset=False):
            self._fix_height()

    def _message_room(self, reset: bool) -> bool:
        """Give the message label the height its text needs at the bar's width (at least two
        lines); True when that changed."""
        message = self.rack.message
        margins = self.rack.grid.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        need = message.fontMetrics().lineSpacing() * 2 + 4
        if width > 0 and message.text():
            need = max(need, message.heightForWidth(width))
        if not reset:
            need = max(need, message.minimumHeight())
        if need == message.minimumHeight():
            return False
        message.setMinimumHeight(need)
        return True

    def _fix_height(self) -> None:
        self.setFixedHeight(max(page.sizeHint().height() for page in
                                (self.rack, self.handover, self.note)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_height()
