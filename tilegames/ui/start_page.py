"""The page the main window shows when no game is open: one large card per game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tilegames.ui import registry, theme
from tilegames.ui.registry import GameEntry
from tilegames.ui.table.elided_label import isolated_name
from tilegames.ui.table.levels import kind_text
from tilegames.ui.typography import align_leading, scaled_font


class PreviewView(QWidget):
    """Paints one game's preview picture. Its height is set by the start page (all cards alike)."""

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setMinimumWidth(150)
        self.setFixedHeight(240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(300, self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.entry.paint_preview(painter, QRectF(self.rect()))
        painter.end()


class GameCard(QFrame):
    """A game's name, a line about it, its picture, and what can be done with it now."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)
    learnRequested = Signal(str)

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName(f"card-{entry.key}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(24)
        shadow.setOffset(0, 3)
        shadow.setColor(theme.SHADOW)
        self.setGraphicsEffect(shadow)

        self.preview = PreviewView(entry, self)
        self.title_label = QLabel(self)
        self.title_label.setFont(scaled_font(self, 1.9, bold=True))
        self.tagline_label = QLabel(self)
        self.tagline_label.setWordWrap(True)
        self.tagline_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.coming_label = QLabel(self)
        self.coming_label.setWordWrap(True)
        self.coming_label.setObjectName("coming")
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("primary")
        self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(lambda: self.newGameRequested.emit(entry.key))
        self.rules_button = QPushButton(self)
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(entry.key))
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName("learn")
        self.learn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.learn_button.clicked.connect(lambda: self.learnRequested.emit(entry.key))
        self.play_button.setVisible(self.playable)
        self.learn_button.setVisible(self.playable)
        self.coming_label.setVisible(not self.playable)
        if self.playable:  # the whole card opens the new-game dialog
            self.setCursor(Qt.CursorShape.PointingHandCursor)

        buttons = self.buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.setSpacing(10)
        buttons.addWidget(self.play_button)
        buttons.addStretch(1)
        buttons.addWidget(self.rules_button)

        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(10)
        layout.addWidget(self.preview)
        layout.addSpacing(6)
        layout.addWidget(self.title_label)
        layout.addWidget(self.tagline_label)
        layout.addStretch(1)
        layout.addWidget(self.coming_label)
        layout.addLayout(buttons)
        layout.addWidget(self.learn_button)     # a row of its own: the cards keep one height
        self.retranslate()

    @property
    def playable(self) -> bool:
        """True when the game's new-game dialog exists."""
        return self.entry.make_dialog is not None

    def retranslate(self) -> None:
        self.title_label.setText(self.entry.title())
        self.tagline_label.setText(self.entry.tagline())
        self.play_button.setText(self.tr("New game…"))
        self.rules_button.setText(self.tr("Rules"))
        self.learn_button.setText(self.tr("Learn to play"))
        self.learn_button.setToolTip(self.tr(
            "A short guided game: the program explains each step on the board"))
        self.coming_label.setText(self.tr("Coming soon: this game cannot be played yet."))
        self.preview.setToolTip(self.entry.title())
        align_leading(self.title_label)
        align_leading(self.tagline_label, Qt.AlignmentFlag.AlignTop)
        align_leading(self.coming_label)
        self.fit_buttons()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_buttons()

    def fit_buttons(self, room: int | None = None) -> None:
        """The two buttons side by side when they fit the card's width (or ``room``, the width
        inside the card's margins that the page is about to give it), else one above the other
        (a narrow window, a language with long words)."""
        if room is None:
            if not self.isVisible():
                return               # laid out when shown (its first resize)
            margins = self.box.contentsMargins()
            room = self.width() - margins.left() - margins.right()
        shown = [b for b in (self.play_button, self.rules_button) if b.isVisibleTo(self)]
        needed = sum(b.sizeHint().width() for b in shown) + self.buttons.spacing()
        direction = (QBoxLayout.Direction.LeftToRight if needed <= room
                     else QBoxLayout.Direction.TopToBottom)
        if self.buttons.direction() != direction:
            self.buttons.setDirection(direction)
            self.box.activate()      # now, not at the next layout pass: no squeezed frame

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.playable and event.button() == Qt.MouseButton.LeftButton:
            self.newGameRequested.emit(self.entry.key)
        super().mouseReleaseEvent(event)


class ContinueStrip(QWidget):
    """"Continue: Kulami — Anna, Computer (hard), move 23": a button per game left unfinished
    (the autosaves), under the heading. Hidden when there is none."""

    continueRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("subheading")
        self.buttons: list[QPushButton] = []
        self._games: list[Any] = []
        self._row = QHBoxLayout()
        self._row.setSpacing(10)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self._row)
        self.hide()

    def show_games(self, games: list[Any]) -> None:
        """``games``: ``autosave.Unfinished`` entries, newest first."""
        self._games = list(games)
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        for item in self._games:
            button = QPushButton(self)
            button.setObjectName("continue")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, game=item.game:
                                   self.continueRequested.emit(game))
            self._row.addWidget(button)
            self.buttons.append(button)
        self._row.addStretch(1)
        self.setVisible(bool(self._games))
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Continue where you left off:"))
        align_leading(self.title)
        for button, item in zip(self.buttons, self._games, strict=True):
            players = ", ".join(
                kind_text(seat) if seat.is_computer
                else isolated_name(seat.name, self.isRightToLeft()) if seat.name
                else self.tr("Player {n}").format(n=i + 1)
                for i, seat in enumerate(item.seats))
            button.setText(self.tr("{game}: {players} — move {n}").format(
                game=registry.entry(item.game).title(), players=players, n=item.move_count))
            button.setToolTip(self.tr("Continue this game"))


class StartPage(QWidget):
    """A heading, the games left unfinished (``ContinueStrip``), and one ``GameCard`` per registry
    entry, side by side, centred in the page.

    The previews grow with the cards' width up to ``PREVIEW_ASPECT`` × width, as far as the
    page's height allows, all cards alike; below ``MIN_PREVIEW`` the page would rather be cramped.
    """

    PREVIEW_ASPECT = 0.9
    MIN_PREVIEW = 120
    SMALLEST_PREVIEW = 48
    COMPACT_BELOW = 1000  # page width under which margins and gaps shrink

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)
    learnRequested = Signal(str)
    continueRequested = Signal(str)

    def __init__(self, entries: list[GameEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        theme.style(self, _style_sheet)
        self._paper()
        theme.looks().changed.connect(self._paper)     # after the style sheet: it resets palettes

        self.heading = QLabel(self)
        self.heading.setObjectName("heading")
        self.heading.setFont(scaled_font(self, 2.2, bold=True))
        self.subheading = QLabel(self)
        self.subheading.setObjectName("subheading")
        self.subheading.setFont(scaled_font(self, 1.15))
        self.subheading.setWordWrap(True)
        self.unfinished = ContinueStrip(self)
        self.unfinished.continueRequested.connect(self.continueRequested)

        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._settle_previews)

        self.cards: dict[str, GameCard] = {}
        row = QHBoxLayout()
        self.row = row
        for entry in entries:
            card = GameCard(entry, self)
            card.newGameRequested.connect(self.newGameRequested)
            card.rulesRequested.connect(self.rulesRequested)
            card.learnRequested.connect(self.learnRequested)
            self.cards[entry.key] = card
            row.addWidget(card, 1)

        layout = self._layout = QVBoxLayout(self)
        layout.setSpacing(6)
        layout.addStretch(1)
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addSpacing(12)
        layout.addWidget(self.unfinished)
        layout.addSpacing(12)
        layout.addLayout(row)
        layout.addStretch(2)
        self.retranslate()

    def _paper(self) -> None:
        """The page's background in the appearance's paper colour."""
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.BACKGROUND)
        self.setPalette(palette)

    def show_unfinished(self, games: list[Any]) -> None:
        """Offer to continue ``games`` (``autosave.Unfinished``, newest first)."""
        self.unfinished.show_games(games)
        self._fit_previews()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_width()
        self._fit_previews()
        self._settle.start()

    def _settle_previews(self) -> None:
        """After a layout pass: where a card still got less height than its parts need (the
        estimate of ``_fit_previews`` can fall short with large text), the pictures give up
        the difference, or disappear below ``SMALLEST_PREVIEW``. It only shrinks them, so it
        cannot start a loop; the next resize measures afresh."""
        short = max((card.box.totalHeightForWidth(card.width()) - card.height()
                     for card in self.cards.values() if card.isVisible()), default=0)
        previews = [card.preview for card in self.cards.values()]
        if short <= 0 or not previews or not previews[0].isVisibleTo(self):
            return
        height = previews[0].height() - short
        for preview in previews:
            if height < self.SMALLEST_PREVIEW:
                preview.setVisible(False)
            else:
                preview.setFixedHeight(height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # once shown, the words have their real fonts (style sheets apply when polished)
        self._fit_previews()
        self._settle.start()

    def _fit_to_width(self) -> None:
        compact = self.width() < self.COMPACT_BELOW
        side, gap, inner = (24, 16, 12) if compact else (40, 28, 18)
        self._layout.setContentsMargins(side, 20 if compact else 28, side, 24 if compact else 32)
        self.row.setSpacing(gap)
        for card in self.cards.values():
            card.box.setContentsMargins(inner, inner, inner, inner)

    def _fit_previews(self) -> None:
        previews = [card.preview for card in self.cards.values()]
        if not previews:
            return
        current = previews[0].height()
        counted = current if previews[0].isVisibleTo(self) else 0     # in the layout's sums
        # The cards share the row equally (computed, as the row may not be laid out yet).
        page = self._layout.contentsMargins()
        card = next(iter(self.cards.values())).box.contentsMargins()
        row = self.width() - page.left() - page.right() - self.row.spacing() * (len(previews) - 1)
        width = row // len(previews) - card.left() - card.right()
        # the buttons side by side or stacked as they will be at that width, before measuring
        if self.isVisible():
            for game_card in self.cards.values():
                game_card.fit_buttons(width)
                game_card.box.invalidate()
            self._layout.invalidate()
        needed = self._layout.totalHeightForWidth(self.width())
        if needed < 0:
            needed = self._layout.totalSizeHint().height()
        room = self.height() - (needed - counted)
        # a card's layout gives a wrapped tagline only its minimum: make that what it needs
        grown = 0
        for game_card in self.cards.values():
            label = game_card.tagline_label
            wanted = max(label.fontMetrics().lineSpacing() * 3, label.heightForWidth(width))
            if wanted != label.minimumHeight():
                grown = max(grown, wanted - label.minimumHeight())
                label.setMinimumHeight(wanted)
        room -= max(grown, 0)
        # large text: smaller pictures rather than clipped words (down to SMALLEST_PREVIEW)
        # and no pictures at all when even the smallest would push the words over each other
        floor = self.MIN_PREVIEW if room >= self.MIN_PREVIEW else max(self.SMALLEST_PREVIEW, room)
        height = max(floor, min(int(width * self.PREVIEW_ASPECT), room))
        shown = room >= self.SMALLEST_PREVIEW
        for preview in previews:
            if preview.isVisibleTo(self) != shown and self.isVisible():
                preview.setVisible(shown)
        if height != current:
            for preview in previews:
                preview.setFixedHeight(height)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.subheading.setText(self.tr(
            "Two to six players at one computer, against each other or against the computer."))
        align_leading(self.heading)
        align_leading(self.subheading)
        self.unfinished.retranslate()
        for card in self.cards.values():
            card.retranslate()


def _style_sheet() -> str:
    """Card and button looks, with every colour from ``theme``."""
    def rgb(colour: QColor) -> str:
        return colour.name()

    return f"""
    QLabel {{ color: {rgb(theme.TEXT)}; }}
    QLabel#subheading {{ color: {rgb(theme.TEXT_MUTED)}; }}
    QLabel#coming {{
        color: {rgb(theme.TEXT_MUTED)};
        background: {rgb(theme.BACKGROUND)};
        border: 1px dashed {rgb(theme.CARD_BORDER)};
        border-radius: 7px;
        padding: 5px 10px;
    }}
    GameCard {{
        background: {rgb(theme.CARD)};
        border: 1px solid {rgb(theme.CARD_BORDER)};
        border-radius: 14px;
    }}
    GameCard QPushButton {{
        padding: 7px 16px;
        border-radius: 7px;
        border: 1px solid {rgb(theme.CARD_BORDER)};
        background: {rgb(theme.BACKGROUND)};
        color: {rgb(theme.TEXT)};
    }}
    GameCard QPushButton:hover {{ border-color: {rgb(theme.ACCENT)}; }}
    GameCard QPushButton#primary {{
        background: {rgb(theme.ACCENT)};
        border-color: {rgb(theme.ACCENT)};
        color: {rgb(theme.CARD)};
        font-weight: bold;
    }}
    GameCard QPushButton#primary:hover {{ background: {rgb(theme.ACCENT_HOVER)}; }}
    QPushButton#continue {{
        padding: 8px 16px;
        border-radius: 7px;
        border: 2px solid {rgb(theme.ACCENT)};
        background: {rgb(theme.CARD)};
        color: {rgb(theme.TEXT)};
        font-weight: bold;
    }}
    QPushButton#continue:hover {{ background: {rgb(theme.BACKGROUND)}; }}
    """
