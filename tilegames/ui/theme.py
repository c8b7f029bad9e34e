"""The colours every game shares (window furniture, table felt, shadows, marks), and the two
choices that change colours.

- **Appearance** (light or dark): the window furniture (paper, cards, text, accent) follows the
  system's colour scheme (``QStyleHints.colorScheme()``, live through ``colorSchemeChanged``) or
  the ``appearance`` setting ("system", "light", "dark"). The boards keep their own colours in both.
- **Piece colours** ("standard" or "colour-blind": ``storage.settings.PALETTES``): the players'
  colours of every game. Each game's own colours module (``ui/<game>/colours.py``) holds its
  colours and its part of both palettes; ``Looks.follow_pieces`` keeps it painting in the palette
  chosen. Both
  palettes keep every two players' pieces apart for people with protanopia, deuteranopia and
  tritanopia; the colour-blind one by a wide margin (CIEDE2000 >= 20 between any two, for normal
  vision and all three simulated dichromacies: tests/ui/test_colour_vision.py). Shapes and icons
  always carry the meaning too.

The module-level names (``TEXT``, ``ACCENT``…) always hold the colours in use: read them when
painting, never keep a copy. ``looks().changed`` says when they changed; ``style(widget, make)``
keeps a widget's style sheet up to date with them. This module names no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from tilegames.storage.settings import PALETTES


@dataclass(frozen=True)
class Furniture:
    """The window colours of one appearance. Every text colour meets WCAG AA (4.5:1) on both
    ``background`` and ``card``; ``card`` on ``accent`` too (a primary button's label)."""

    background: str      # warm paper behind boards and cards
    card: str
    card_border: str
    text: str
    text_muted: str
    accent: str          # focus, selection, the player to move; primary buttons
    accent_hover: str    # a primary button under the mouse (its label stays readable)
    loss: str            # a lost game, a warning (text and chart bars)
    heading: str         # the rules pages' section headings


LIGHT = Furniture(background="#f4efe6", card="#fffdf8", card_border="#d8cfc0", text="#2b2620",
                  text_muted="#6b6258", accent="#0072b2", accent_hover="#00639b",
                  loss="#b4361d", heading="#3f6b4f")
DARK = Furniture(background="#1e1c19", card="#2a2723", card_border="#4a443c", text="#f0e9dd",
                 text_muted="#b8ad9e", accent="#5ab4e8", accent_hover="#7cc4ee",
                 loss="#ff8f73", heading="#8cc7a0")
APPEARANCES = ("system", "light", "dark")

# Window furniture (the appearance in use: ``looks()`` sets these)
BACKGROUND = QColor(LIGHT.background)
CARD = QColor(LIGHT.card)
CARD_BORDER = QColor(LIGHT.card_border)
TEXT = QColor(LIGHT.text)
TEXT_MUTED = QColor(LIGHT.text_muted)
ACCENT = QColor(LIGHT.accent)
ACCENT_HOVER = QColor(LIGHT.accent_hover)
HEADING = QColor(LIGHT.heading)
TABLE = QColor("#3f6b4f")            # the felt under a board
TABLE_LIGHT = QColor("#4f8060")      # the felt's lit centre (previews)
SHADOW = QColor(0, 0, 0, 70)         # soft drop shadow under tiles and plates

LEGAL_MARK = QColor("#56b4e9")
HINT_MARK = QColor("#009e73")        # the computer's suggestion (hint, analysis), every game
LOSS = QColor(LIGHT.loss)            # a lost game, a warning (statistics; by appearance)
LAST_MOVE_RING = QColor("#f0e442")
CURSOR = QColor("#ffffff")
FOCUS_LINING = QColor(255, 255, 255, 150)   # inside the board's focus frame: it shows on the felt
TEXT_ON_LIGHT = QColor("#161616")    # dark text on a light fill (``text_on``)

# --- Piece colours: the standard palette and the colour-blind one ----------------------------
# Each game's colours module holds its part of both palettes and a ``use(palette)`` that paints
# its pieces in one (``ScreenSpec.use_pieces``); ``Looks.follow_pieces`` calls it. The
# colour-blind palette was chosen by search for the largest smallest CIEDE2000 difference over
# normal vision, protanopia, deuteranopia and tritanopia (Machado 2009), each colour kept in its
# own hue family so that its name still fits.


def _use(furniture: Furniture) -> None:
    """Point the module-level window colours at ``furniture``."""
    global BACKGROUND, CARD, CARD_BORDER, TEXT, TEXT_MUTED, ACCENT, ACCENT_HOVER, HEADING, LOSS
    BACKGROUND, CARD, CARD_BORDER = (QColor(furniture.background), QColor(furniture.card),
                                     QColor(furniture.card_border))
    TEXT, TEXT_MUTED = QColor(furniture.text), QColor(furniture.text_muted)
    ACCENT, ACCENT_HOVER = QColor(furniture.accent), QColor(furniture.accent_hover)
    HEADING, LOSS = QColor(furniture.heading), QColor(furniture.loss)


def palette_for(furniture: Furniture) -> QPalette:
    """The application palette of an appearance: dialogs, menus and standard controls in the
    same paper, cards and text as the panels."""
    palette = QPalette()
    role = QPalette.ColorRole
    disabled = QPalette.ColorGroup.Disabled
    colours = {
        role.Window: furniture.background, role.WindowText: furniture.text,
        role.Base: furniture.card, role.AlternateBase: furniture.background,
        role.Text: furniture.text, role.PlaceholderText: furniture.text_muted,
        role.Button: furniture.card, role.ButtonText: furniture.text,
        role.ToolTipBase: furniture.card, role.ToolTipText: furniture.text,
        role.Highlight: furniture.accent, role.HighlightedText: furniture.card,
        role.Link: furniture.accent, role.LinkVisited: furniture.accent,
        role.BrightText: furniture.loss, role.Accent: furniture.accent,
        role.Mid: furniture.card_border,
    }
    for key, value in colours.items():
        palette.setColor(key, QColor(value))
    dark = QColor(furniture.text).lightness() > QColor(furniture.background).lightness()
    card = QColor(furniture.card)
    palette.setColor(role.Light, card.lighter(130) if dark else card)
    palette.setColor(role.Midlight, QColor(furniture.card_border).lighter(110))
    palette.setColor(role.Dark, QColor(furniture.card_border).darker(130))
    palette.setColor(role.Shadow, QColor(0, 0, 0))
    for faded in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(disabled, faded, QColor(furniture.text_muted))
    palette.setColor(disabled, role.Base, QColor(furniture.background))
    palette.setColor(disabled, role.Button, QColor(furniture.background))
    return palette


# --- Following the system and the settings ---------------------------------------------------
class Looks(QObject):
    """The appearance and piece colours in use (one per application: ``looks()``).

    ``configure(appearance, pieces)`` takes the settings' choices; with "system" the appearance
    follows ``QStyleHints.colorScheme()`` and changes with it while the program runs. Each change
    updates the module's colours, has every game's colours follow the piece palette
    (``follow_pieces``) and updates the application palette, re-applies the style sheets made
    with ``style()`` (and those that use ``palette(...)``), then emits ``changed``.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.appearance = "system"
        self.pieces = "standard"
        self._system = Qt.ColorScheme.Unknown
        hints = QGuiApplication.styleHints()
        if hints is not None:
            self._system = hints.colorScheme()
            hints.colorSchemeChanged.connect(self._system_changed)
        self._piece_users: list[Callable[[str], None]] = []
        self._applied: tuple[Furniture, str] | None = None
        self._apply()

    @property
    def dark(self) -> bool:
        """Whether the dark appearance is in use."""
        if self.appearance == "system":
            return self._system == Qt.ColorScheme.Dark
        return self.appearance == "dark"

    def furniture(self) -> Furniture:
        return DARK if self.dark else LIGHT

    def configure(self, appearance: str | None = None, pieces: str | None = None) -> None:
        """Use these choices (None: keep; unknown values: "system" and "standard")."""
        if appearance is not None:
            self.appearance = appearance if appearance in APPEARANCES else "system"
            self._ask_platform()
        if pieces is not None:
            self.pieces = pieces if pieces in PALETTES else "standard"
        self._apply()

    def follow_pieces(self, use: Callable[[str], None]) -> None:
        """Have ``use(palette)`` (a game's colours module's ``use``) paint that game's pieces in
        the palette in use, now and at every change, before ``changed`` is emitted (once per
        ``use``, however often it is given)."""
        if use not in self._piece_users:
            self._piece_users.append(use)
        use(self.pieces)

    def _ask_platform(self) -> None:
        """Tell the platform which scheme the program wants (title bars, native dialogs)."""
        hints = QGuiApplication.styleHints()
        if hints is None or not hasattr(hints, "setColorScheme"):
            return
        if self.appearance == "system":
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(Qt.ColorScheme.Dark if self.appearance == "dark"
                                 else Qt.ColorScheme.Light)

    @Slot(Qt.ColorScheme)
    def _system_changed(self, scheme: Qt.ColorScheme) -> None:
        if self.appearance == "system":      # a scheme we asked for ourselves changes nothing
            self._system = scheme
            self._apply()

    def _apply(self) -> None:
        wanted = (self.furniture(), self.pieces)
        if wanted == self._applied:
            return
        self._applied = wanted
        _use(wanted[0])
        for use in self._piece_users:
            use(self.pieces)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setPalette(palette_for(wanted[0]))
            for widget in app.allWidgets():
                sheet = widget.styleSheet()
                if "palette(" in sheet:      # Qt resolves palette(...) only when a sheet is set
                    widget.setStyleSheet("")
                    widget.setStyleSheet(sheet)
        self.changed.emit()


_LOOKS: Looks | None = None


def looks() -> Looks:
    """The application's ``Looks`` (made with the first call; needs the QApplication)."""
    global _LOOKS
    if _LOOKS is None:
        _LOOKS = Looks(QApplication.instance())
    return _LOOKS


class _Restyler(QObject):
    """Keeps one widget's style sheet made from the current colours (dies with the widget)."""

    def __init__(self, widget: QWidget, make: Callable[[], str]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._make = make
        looks().changed.connect(self.restyle)
        self.restyle()

    @Slot()
    def restyle(self) -> None:
        self._widget.setStyleSheet(self._make())


def style(widget: QWidget, make: Callable[[], str]) -> None:
    """Give ``widget`` the style sheet ``make()`` now and again whenever the colours change
    (``make`` reads the module's colours: ``lambda: f"color: {theme.TEXT_MUTED.name()};"``)."""
    for old in widget.findChildren(_Restyler, options=Qt.FindChildOption.FindDirectChildrenOnly):
        old.setParent(None)
        old.deleteLater()
    _Restyler(widget, make)


def repaint(colours: dict[str, QColor], values: Mapping[str, str]) -> None:
    """Set a game's named ``colours`` to a palette's ``values`` in place (the dict's order and
    keys stay: the screens and dialogs hold the dict itself)."""
    for key, value in values.items():
        colours[key] = QColor(value)


def text_on(fill: QColor) -> QColor:
    """White or near-black, whichever reads better on ``fill`` (a badge's text)."""
    from tilegames.ui.colour_vision import contrast_ratio

    rgb = (fill.red(), fill.green(), fill.blue())
    white, dark = QColor("#ffffff"), QColor(TEXT_ON_LIGHT)
    return white if contrast_ratio((255, 255, 255), rgb) >= contrast_ratio(
        (dark.red(), dark.green(), dark.blue()), rgb) else dark


def text_colour_pairs(furniture: Furniture) -> list[tuple[str, str, str]]:
    """Every (what, text colour, background) the window furniture shows text in, for the
    contrast check (all normal-size text: 4.5:1)."""
    pairs = []
    for name in ("text", "text_muted", "accent", "loss", "heading"):
        for ground in ("background", "card"):
            pairs.append((f"{name} on {ground}", getattr(furniture, name),
                          getattr(furniture, ground)))
    pairs.append(("card on accent (primary button)", furniture.card, furniture.accent))
    pairs.append(("card on accent_hover (primary button)", furniture.card, furniture.accent_hover))
    pairs.append(("background on accent (selection)", furniture.background, furniture.accent))
    return pairs


# Learn to play: the explaining bubble and the marks on the cells a step is about (white rings
# with a dark rim: seen on every felt and on every piece).
LEARN_BUBBLE = QColor("#fffdf8")
LEARN_BUBBLE_EDGE = QColor("#0072b2")
LEARN_REFUSED = QColor("#b4361d")     # the reason a move was refused, in the bubble
LEARN_MARK = QColor("#ffffff")
LEARN_MARK_RIM = QColor(0, 0, 0, 150)
