"""The page the main window shows when no game is open: one large card per game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tilegames.ui import theme
from tilegames.ui.registry import GameEntry


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


class PreviewView(QWidget):
    """Paints one game's preview picture at whatever size it is given."""

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setMinimumSize(220, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, 280)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.entry.paint_preview(painter, QRectF(self.rect()))
        painter.end()


class GameCard(QFrame):
    """A game's name, a line about it, its picture, and what can be done with it now."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName(f"card-{entry.key}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
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
        self.tagline_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
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
        self.play_button.setVisible(entry.make_dialog is not None)
        self.coming_label.setVisible(entry.make_dialog is None)

        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.coming_label, 1)
        buttons.addStretch(0 if entry.make_dialog is None else 1)
        buttons.addWidget(self.rules_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(10)
        layout.addWidget(self.preview, 1)
        layout.addSpacing(6)
        layout.addWidget(self.title_label)
        layout.addWidget(self.tagline_label)
        layout.addLayout(buttons)
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
        self.coming_label.setText(self.tr("Coming soon: this game cannot be played yet."))
        self.preview.setToolTip(self.entry.title())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.playable and event.button() == Qt.MouseButton.LeftButton:
            self.newGameRequested.emit(self.entry.key)
        super().mouseReleaseEvent(event)


class StartPage(QWidget):
    """A heading and one ``GameCard`` per registry entry, side by side."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)

    def __init__(self, entries: list[GameEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.BACKGROUND)
        self.setPalette(palette)
        self.setStyleSheet(_style_sheet())

        self.heading = QLabel(self)
        self.heading.setObjectName("heading")
        self.heading.setFont(scaled_font(self, 2.2, bold=True))
        self.subheading = QLabel(self)
        self.subheading.setObjectName("subheading")
        self.subheading.setFont(scaled_font(self, 1.15))
        self.subheading.setWordWrap(True)

        self.cards: dict[str, GameCard] = {}
        row = QHBoxLayout()
        row.setSpacing(28)
        for entry in entries:
            card = GameCard(entry, self)
            card.newGameRequested.connect(self.newGameRequested)
            card.rulesRequested.connect(self.rulesRequested)
            self.cards[entry.key] = card
            row.addWidget(card, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 32, 40, 40)
        layout.setSpacing(6)
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addSpacing(22)
        layout.addLayout(row, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.subheading.setText(self.tr(
            "Two to six players at one computer, against each other or against the computer."))
        for card in self.cards.values():
            card.retranslate()


def _style_sheet() -> str:
    """Card and button looks, with every colour from ``theme``."""
    def rgb(colour: QColor) -> str:
        return colour.name()

    return f"""
    QLabel {{ color: {rgb(theme.TEXT)}; }}
    QLabel#subheading, QLabel#coming {{ color: {rgb(theme.TEXT_MUTED)}; }}
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
    GameCard QPushButton#primary:hover {{ background: {rgb(theme.ACCENT.darker(115))}; }}
    """
