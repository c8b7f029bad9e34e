"""The page the main window shows when no game is open: one large card per game."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, QRectF, QSize, Qt, QTimer, Signal
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
    QApplication,
    QBoxLayout,
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tilegames.i18n import translations
from tilegames.storage.autosave import Unfinished
from tilegames.ui import registry, theme
from tilegames.ui.numbers import ltr
from tilegames.ui.registry import GameEntry
from tilegames.ui.table.elided_label import ElidedLabel, isolated_name
from tilegames.ui.table.levels import kind_text
from tilegames.ui.typography import align_leading, scaled_font

SCROLL_ROOM = 20      # pixels: about the width of a scroll bar


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
        (a narrow window, a language with long words). They need ``SCROLL_ROOM`` to spare, so
        that a page scroll bar coming or going does not turn them back and forth."""
        if room is None:
            if not self.isVisible():
                return               # laid out when shown (its first resize)
            margins = self.box.contentsMargins()
            room = self.width() - margins.left() - margins.right()
        shown = [b for b in (self.play_button, self.rules_button) if b.isVisibleTo(self)]
        needed = sum(b.sizeHint().width() for b in shown) + self.buttons.spacing()
        direction = (QBoxLayout.Direction.LeftToRight if needed <= room - SCROLL_ROOM
                     else QBoxLayout.Direction.TopToBottom)
        if self.buttons.direction() != direction:
            self.buttons.setDirection(direction)
            self.box.activate()      # now, not at the next layout pass: no squeezed frame

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.playable and event.button() == Qt.MouseButton.LeftButton:
            self.newGameRequested.emit(self.entry.key)
        super().mouseReleaseEvent(event)


class PositionView(QWidget):
    """A small picture of an unfinished game's position (its game's ``paint_position``)."""

    SIZE = 76

    def __init__(self, item: Unfinished, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.setFixedSize(self.SIZE, self.SIZE)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        registry.entry(self.item.game).paint_position(painter, QRectF(self.rect()),
                                                      self.item.saved)
        painter.end()


class UnfinishedCard(QFrame):
    """One game left unfinished (``autosave.Unfinished``): a picture of its position, the game,
    its players, the moves played and when; Continue (also a click on the card) and Remove."""

    continueRequested = Signal(str)
    removeRequested = Signal(str)

    def __init__(self, item: Unfinished, busy: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.busy = busy          # another copy of the program is playing it now
        self.precise = False      # the time to the second: another card reads the same
        self.setObjectName("unfinished")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.picture = PositionView(item, self)
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self, 1.1, bold=True))
        self.players = ElidedLabel(self)
        self.details = QLabel(self)
        self.details.setObjectName("subheading")
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continue")
        self.continue_button.clicked.connect(lambda: self.continueRequested.emit(item.id))
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("remove")
        self.remove_button.clicked.connect(lambda: self.removeRequested.emit(item.id))
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.players)
        words.addWidget(self.details)
        words.addStretch(1)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        words.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 10, 8)
        layout.setSpacing(10)
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(words, 1)
        self.retranslate()

    def retranslate(self) -> None:
        item = self.item
        self.title.setText(registry.entry(item.game).title())
        self.players.setText(", ".join(
            kind_text(seat) if seat.is_computer
            else isolated_name(seat.name, self.isRightToLeft()) if seat.name
            else self.tr("Player {n}").format(n=i + 1)
            for i, seat in enumerate(item.seats)))
        when = self.when_text(QDateTime.fromSecsSinceEpoch(int(item.saved_at.timestamp())))
        self.details.setText(self.tr("%n move(s) · %1", "", item.move_count).replace("%1", when))
        self.continue_button.setText(self.tr("Continue"))
        self.continue_button.setEnabled(not self.busy)
        self.continue_button.setToolTip(
            self.tr("Being played in another tilegames window") if self.busy
            else self.tr("Continue this game"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Take this game off the list (it can be taken "
                                              "back at once)"))
        for label in (self.title, self.players, self.details):
            align_leading(label)
        width = self.fontMetrics().averageCharWidth() * 30
        self.setMinimumWidth(PositionView.SIZE + 28 + max(width, self._buttons_width()))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def when_text(self, moment: QDateTime, now: QDateTime | None = None) -> str:
        """When the game was last played, in the language's words: "today, 14:05",
        "yesterday, 09:30", or "3 Dec 2026"; to the second when ``precise``."""
        locale = QLocale(translations().language or "en")
        now = now or QDateTime.currentDateTime()
        local = moment.toLocalTime()
        form = locale.timeFormat(QLocale.FormatType.ShortFormat)
        if self.precise and "ss" not in form:
            form = form.replace("mm", "mm:ss")      # the language's own way, to the second
        time = locale.toString(local.time(), form)
        days = local.date().daysTo(now.toLocalTime().date())
        if days == 0:
            return self.tr("today, {time}").format(time=time)
        if days == 1:
            return self.tr("yesterday, {time}").format(time=time)
        if self.precise:
            return f"{locale.toString(local.date(), 'd MMM yyyy')}, {time}"
        return locale.toString(local.date(), "d MMM yyyy")

    def _buttons_width(self) -> int:
        return (self.continue_button.sizeHint().width() + self.remove_button.sizeHint().width()
                + 6)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and not self.busy:
            self.continueRequested.emit(self.item.id)
        super().mouseReleaseEvent(event)


class ContinueStrip(QWidget):
    """The games left unfinished (the autosaves), newest first, as a row of ``UnfinishedCard``
    that shows as many whole cards as the width holds, a page at a time (never a card cut off at
    the edge): beside it buttons to the newer and older pages and which games are shown ("1–3 of
    5"); under it the undo of a removal and the older games that no longer fit. Hidden when
    there is nothing to show."""

    continueRequested = Signal(str)
    removeRequested = Signal(str)
    undoRequested = Signal()
    olderRequested = Signal()

    SPACING = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("subheading")
        self.cards: list[UnfinishedCard] = []
        self.first = 0              # the index of the first card shown (0: the newest game)
        self.per_page = 1
        # the page's width decides how many cards are shown, never the cards the page's width:
        # the cards shown ask for no minimum width of the page (that would grow without end)
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        self.setSizePolicy(policy)
        self._removed = ""
        self._older = False
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(self.SPACING)
        self._row.addStretch(0)       # the cards take the width first, up to their share
        self.newer_button = QToolButton(self)
        self.newer_button.setObjectName("page-newer")
        self.newer_button.clicked.connect(lambda: self.show_from(self.first - self.per_page))
        self.later_button = QToolButton(self)
        self.later_button.setObjectName("page-older")
        self.later_button.clicked.connect(lambda: self.show_from(self.first + self.per_page))
        self.page_label = QLabel(self)
        self.page_label.setObjectName("subheading")
        self.removed_label = QLabel(self)
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("undo-remove")
        self.undo_button.clicked.connect(self.undoRequested)
        self.older_button = QPushButton(self)
        self.older_button.setObjectName("older")
        self.older_button.setFlat(True)
        self.older_button.clicked.connect(self.olderRequested)
        heading = QHBoxLayout()
        heading.setSpacing(6)
        heading.addWidget(self.title, 1)
        heading.addWidget(self.page_label)
        heading.addWidget(self.newer_button)
        heading.addWidget(self.later_button)
        under = QHBoxLayout()
        under.setSpacing(8)
        under.addWidget(self.removed_label)
        under.addWidget(self.undo_button)
        under.addStretch(1)
        under.addWidget(self.older_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(heading)
        layout.addLayout(self._row)
        layout.addLayout(under)
        self._update()

    @property
    def buttons(self) -> list[QPushButton]:
        """The Continue button of each game, newest first."""
        return [card.continue_button for card in self.cards]

    def shown_cards(self) -> list[UnfinishedCard]:
        """The cards of the page shown now."""
        return self.cards[self.first:self.first + self.per_page]

    def show_games(self, games: list[Unfinished], older: bool = False,
                   busy: frozenset[str] = frozenset()) -> None:
        """``games``: ``autosave.Unfinished`` entries, newest first; ``older``: games were moved
        to the folder of older ones (offer to open it); ``busy``: the ids of games another copy
        of the program is playing now."""
        for card in self.cards:
            self._row.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        for index, item in enumerate(games):
            card = UnfinishedCard(item, item.id in busy, self)
            card.continueRequested.connect(self.continueRequested)
            card.removeRequested.connect(self.removeRequested)
            self._row.insertWidget(index, card, 1)
            self.cards.append(card)
        self._tell_apart()
        self._older = older
        self._update()

    def show_removed(self, text: str) -> None:
        """Offer to take back the removal of the game ``text`` names ("" : nothing to undo)."""
        self._removed = text
        self._update()

    def _tell_apart(self) -> None:
        """Two games (two ids) whose cards would read the same (game, players, moves, minute):
        their times shown to the second, so that the list never seems to hold one game twice."""
        def reading(card: UnfinishedCard) -> tuple[object, ...]:
            item = card.item
            return (item.game, tuple(seat.name for seat in item.seats), item.move_count,
                    int(item.saved_at.timestamp()) // 60)

        readings = [reading(card) for card in self.cards]
        for card, read in zip(self.cards, readings, strict=True):
            card.precise = readings.count(read) > 1

    def show_from(self, first: int) -> None:
        """Show a page of cards from the one at ``first`` (kept within the cards there are; a
        change of the page's size keeps the first card shown, so none is skipped)."""
        self.first = max(0, min(first, len(self.cards) - 1))
        shown = set(map(id, self.shown_cards()))
        for card in self.cards:
            card.setVisible(id(card) in shown)
        paged = len(self.cards) > self.per_page
        for widget in (self.newer_button, self.later_button, self.page_label):
            widget.setVisible(paged)
        self.newer_button.setEnabled(self.first > 0)
        self.later_button.setEnabled(self.first + self.per_page < len(self.cards))
        pages = f"{self.first + 1}–{min(self.first + self.per_page, len(self.cards))}"
        self.page_label.setText(self.tr("{range} of {count}").format(
            range=ltr(pages), count=len(self.cards)))     # "1–3" reads so in Hebrew too

    def fit_width(self, width: int) -> None:
        """As many whole cards per page as ``width`` holds (at least one), sharing it alike (a
        last page with fewer cards keeps their width)."""
        widest = max((card.minimumWidth() for card in self.cards), default=0)
        per_page = max(1, (width + self.SPACING) // (widest + self.SPACING)) if widest else 1
        share = max(widest, (width - self.SPACING * (per_page - 1)) // per_page)
        for card in self.cards:
            card.setMaximumWidth(share)
        if per_page != self.per_page:
            self.per_page = per_page
            self.show_from(self.first)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_width(event.size().width())

    def _update(self) -> None:
        self.removed_label.setVisible(bool(self._removed))
        self.undo_button.setVisible(bool(self._removed))
        self.older_button.setVisible(self._older)
        self.setVisible(bool(self.cards or self._removed or self._older))
        self.retranslate()
        if self.width() > 0:
            self.per_page = 0          # measured afresh for the cards now shown
            self.fit_width(self.width())
        self.show_from(self.first)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Continue where you left off:") if self.cards
                           else self.tr("No game is waiting to be continued."))
        align_leading(self.title)
        self.removed_label.setText(self.tr("Removed: {game}.").format(game=self._removed))
        self.undo_button.setText(self.tr("Undo"))
        self.older_button.setText(self.tr("Older unfinished games…"))
        self.older_button.setToolTip(self.tr(
            "Games that no longer fit in this list: open one to play it on"))
        right_to_left = self.isRightToLeft()
        self.newer_button.setArrowType(Qt.ArrowType.RightArrow if right_to_left
                                       else Qt.ArrowType.LeftArrow)
        self.later_button.setArrowType(Qt.ArrowType.LeftArrow if right_to_left
                                       else Qt.ArrowType.RightArrow)
        for button, text in ((self.newer_button, self.tr("Newer games")),
                             (self.later_button, self.tr("More games"))):
            button.setToolTip(text)
            button.setAccessibleName(text)
            side = self.fontMetrics().height()     # arrows that grow with the text
            button.setIconSize(QSize(side * 2 // 3, side * 2 // 3))
            button.setMinimumSize(side + 8, side + 8)
        for card in self.cards:
            card.retranslate()
        if self.cards:
            self.show_from(self.first)


class PuzzlesEntry(QWidget):
    """The entry to the Puzzles page beside the games: a button in the heading's row (it takes
    no height from the cards' pictures), saying what puzzles are in its tooltip."""

    puzzlesRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzles-entry")
        self.button = QPushButton(self)
        self.button.setObjectName("puzzles")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.puzzlesRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Puzzles…"))
        about = self.tr("Positions from real games with one best move to find, and a new daily "
                        "puzzle every day.")
        self.button.setToolTip(about)
        self.button.setAccessibleDescription(about)


class StartPage(QWidget):
    """A heading, the games left unfinished (``ContinueStrip``), and one ``GameCard`` per registry
    entry, side by side, centred in the page.

    The previews grow with the cards' width up to ``PREVIEW_ASPECT`` × width, as far as the
    page's height allows, all cards alike, and never get smaller than ``MIN_PREVIEW``: with
    large text or many unfinished games the page scrolls instead (``StartArea``), in every
    language alike.
    """

    PREVIEW_ASPECT = 0.9
    MIN_PREVIEW = 120
    COMPACT_BELOW = 1000  # page width under which margins and gaps shrink

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)
    learnRequested = Signal(str)
    continueRequested = Signal(str)
    removeRequested = Signal(str)
    undoRemoveRequested = Signal()
    olderRequested = Signal()
    puzzlesRequested = Signal()

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
        self.unfinished.removeRequested.connect(self.removeRequested)
        self.unfinished.undoRequested.connect(self.undoRemoveRequested)
        self.unfinished.olderRequested.connect(self.olderRequested)

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

        self.puzzles = PuzzlesEntry(self)
        self.puzzles.puzzlesRequested.connect(self.puzzlesRequested)
        heading_row = QHBoxLayout()
        heading_row.addWidget(self.heading, 1)
        heading_row.addWidget(self.puzzles, 0, Qt.AlignmentFlag.AlignVCenter)

        layout = self._layout = QVBoxLayout(self)
        layout.setSpacing(6)
        layout.addStretch(1)
        layout.addLayout(heading_row)
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

    def show_unfinished(self, games: list[Unfinished], older: bool = False,
                        busy: frozenset[str] = frozenset()) -> None:
        """Offer to continue ``games`` (``autosave.Unfinished``, newest first); ``older``: some
        were moved to the folder of older ones; ``busy``: ids another copy is playing now."""
        self.unfinished.show_games(games, older, busy)
        self._fit_previews()
        self._settle.start()

    def show_removed(self, text: str) -> None:
        """Offer to take back the removal of the game ``text`` names ("": nothing to undo)."""
        self.unfinished.show_removed(text)
        self._fit_previews()
        self._settle.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_width()
        self._fit_previews()
        self._settle.start()

    def _settle_previews(self) -> None:
        """After a layout pass: each card at least as high as its parts need at the width it
        got (the estimate of ``_fit_previews`` can fall short with large text); the page grows
        and scrolls rather than squeezing them. It only raises minimums to what is needed, so it
        cannot start a loop; the next resize measures afresh."""
        cards = [card for card in self.cards.values() if card.isVisible()]
        if cards:
            margins = cards[0].box.contentsMargins()
            self._hold_cards(cards[0].width() - margins.left() - margins.right())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # once shown, the words have their real fonts (style sheets apply when polished)
        self.refit()

    def refit(self) -> None:
        """Size the pictures for the height shown now, then once more after the layout pass."""
        self._fit_previews()
        self._settle.start()

    def visible_height(self) -> int:
        """The height the window shows of the page (its ``StartArea``'s view, else its own)."""
        view = self.parentWidget()
        if view is not None and isinstance(view.parentWidget(), StartArea):
            return view.height()
        return self.height()

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
        current = counted = previews[0].height()      # in the layout's sums
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
        room = self.visible_height() - (needed - counted)
        # a card's layout gives a wrapped tagline only its minimum: make that what it needs
        grown = 0
        for game_card in self.cards.values():
            label = game_card.tagline_label
            wanted = max(label.fontMetrics().lineSpacing() * 3, label.heightForWidth(width))
            if wanted != label.minimumHeight():
                grown = max(grown, wanted - label.minimumHeight())
                label.setMinimumHeight(wanted)
        room -= max(grown, 0)
        # large text, many unfinished games: the pictures keep MIN_PREVIEW, the page scrolls
        height = max(self.MIN_PREVIEW, min(int(width * self.PREVIEW_ASPECT), room))
        # never less than the words, buttons and pictures need: below that the page scrolls
        self.setMinimumHeight(max(0, needed - counted + max(grown, 0) + height))
        if height != current:
            for preview in previews:
                preview.setFixedHeight(height)

    def _hold_cards(self, width: int) -> None:
        """Each card at least as high as its parts need at ``width`` (inside its margins): the
        page's layout then never squeezes a title over its picture, and grows (it scrolls)."""
        for game_card in self.cards.values():
            margins = game_card.box.contentsMargins()
            need = game_card.box.totalHeightForWidth(width + margins.left() + margins.right())
            if need > 0 and need != game_card.minimumHeight():
                game_card.setMinimumHeight(need)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.subheading.setText(self.tr(
            "Two to six players at one computer, against each other or against the computer."))
        align_leading(self.heading)
        align_leading(self.subheading)
        self.unfinished.retranslate()
        for card in self.cards.values():
            card.retranslate()
        self.puzzles.retranslate()


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
    QPushButton#puzzles {{
        padding: 8px 16px;
        border-radius: 7px;
        border: 2px solid {rgb(theme.ACCENT)};
        background: {rgb(theme.CARD)};
        color: {rgb(theme.TEXT)};
        font-weight: bold;
    }}
    QPushButton#puzzles:hover {{ background: {rgb(theme.BACKGROUND)}; }}
    UnfinishedCard {{
        background: {rgb(theme.CARD)};
        border: 1px solid {rgb(theme.CARD_BORDER)};
        border-radius: 10px;
    }}
    UnfinishedCard:hover {{ border-color: {rgb(theme.ACCENT)}; }}
    QPushButton#remove, QPushButton#undo-remove, QPushButton#older {{
        padding: 6px 12px;
        border-radius: 7px;
        border: 1px solid {rgb(theme.CARD_BORDER)};
        background: {rgb(theme.BACKGROUND)};
        color: {rgb(theme.TEXT)};
    }}
    QPushButton#remove:hover, QPushButton#undo-remove:hover, QPushButton#older:hover {{
        border-color: {rgb(theme.ACCENT)};
    }}
    """


class StartArea(QScrollArea):
    """Shows the ``StartPage``, scrolling up and down when its words and buttons need more
    height than the window has (large text, many unfinished games); the pictures shrink first."""

    def __init__(self, page: StartPage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start-area")
        self.page = page
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab goes to the page's buttons, and the area scrolls to the one with the focus (also
        # when the focus comes another way: a mnemonic, a click, the window's own choice)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Scroll the whole of ``new`` into view when it is a part of the page."""
        if new is not None and self.page.isAncestorOf(new) and self.isVisible():
            self.ensureWidgetVisible(new, 0, 8)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.page.refit()
