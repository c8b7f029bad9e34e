"""Every colour the program paints with, in one place, and the two choices that change them.

- **Appearance** (light or dark): the window furniture (paper, cards, text, accent) follows the
  system's colour scheme (``QStyleHints.colorScheme()``, live through ``colorSchemeChanged``) or
  the ``appearance`` setting ("system", "light", "dark"). The boards keep their own colours in both.
- **Piece colours** ("standard" or "colour-blind"): the Kulami marbles, the LSD seat colours and
  the six Qwirkle colours. Both palettes keep every two players' pieces and every two Qwirkle
  colours apart for people with protanopia, deuteranopia and tritanopia; the colour-blind one by a
  wide margin (CIEDE2000 >= 20 between any two, for normal vision and all three simulated
  dichromacies: tests/ui/test_colour_vision.py). Shapes and icons always carry the meaning too.

The module-level names (``TEXT``, ``MARBLE_RED``, ``QWIRKLE_COLORS``…) always hold the colours in
use: read them when painting, never keep a copy. ``looks().changed`` says when they changed;
``style(widget, make)`` keeps a widget's style sheet up to date with them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget


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

# Kulami
WOOD_LIGHT = QColor("#e2b97f")
WOOD_DARK = QColor("#b07a43")
WOOD_EDGE = QColor("#7a4f26")
HOLE = QColor("#5a3b1c")
MARBLE_RED = QColor("#cc2a1e")       # seat 0: a clear red, far lighter than the black marbles
MARBLE_BLACK = QColor("#1d1d1f")     # seat 1
LEGAL_MARK = QColor("#56b4e9")
HINT_MARK = QColor("#009e73")        # the computer's suggestion (hint, analysis), every game
LOSS = QColor(LIGHT.loss)            # a lost game, a warning (statistics; by appearance)
CLOSED_PLATE = QColor(0, 0, 0, 90)   # shade over the two closed plates
LAST_MOVE_RING = QColor("#f0e442")
KULAMI_FELT_LIGHT = QColor("#4a7c5d")   # centre of the felt's soft vignette
KULAMI_LABEL = QColor(255, 255, 255, 250)  # a..h / 1..8 around the board (4.5:1 on the felt)
PLATE_SHADOW = QColor(0, 0, 0, 60)
PLATE_GRAIN = QColor(110, 70, 30, 40)
PLATE_HIGHLIGHT = QColor(255, 240, 210, 120)
MARBLE_SHINE = QColor(255, 255, 255, 210)
MARBLE_CONTACT_SHADOW = QColor(0, 0, 0, 80)
CURSOR = QColor("#ffffff")
NO_OWNER = QColor("#8d8478")         # a plate nobody owns, in the result
# The Kulami board designer: the empty 10×10 grid, the tray, where a carried plate would land
# (fits: light blue, solid; refused: orange-red, dashed and crossed — never colour alone).
KULAMI_DESIGN_GRID = QColor(255, 255, 255, 34)
KULAMI_DESIGN_HOLE = QColor(0, 0, 0, 45)
KULAMI_TRAY = QColor(0, 0, 0, 55)
KULAMI_TRAY_EDGE = QColor(255, 255, 255, 50)
KULAMI_DESIGN_FITS = QColor("#56b4e9")
KULAMI_DESIGN_REFUSED = QColor("#e8590c")
KULAMI_DESIGN_OK = QColor("#009e73")      # the check's ✓ (with the sign, not colour alone)

# Qwirkle tile colours (Color enum order: red, orange, yellow, green, blue, purple). Chosen on
# the black tile for colour-blind players: apart in lightness (purple 45, red 52, green 58,
# blue 65, orange 73, yellow 91 in CIELAB L*) and at least 15 CIELAB units apart from each other
# under simulated protanopia, deuteranopia and tritanopia (tests/ui/qwirkle/test_tiles.py checks
# it). The shapes carry the meaning; these only help.
QWIRKLE_TILE = QColor("#161616")
QWIRKLE_TILE_EDGE = QColor("#3a3a3a")          # the lit rim of a tile
QWIRKLE_COLORS = {
    "RED": QColor("#e0402d"),
    "ORANGE": QColor("#f7a12b"),
    "YELLOW": QColor("#fae866"),
    "GREEN": QColor("#1e9e62"),
    "BLUE": QColor("#4aa6e6"),
    "PURPLE": QColor("#8d4ac6"),
}
QWIRKLE_GRID = QColor(255, 255, 255, 22)       # the faint cells of the open table
QWIRKLE_STAGED = QColor("#56b4e9")             # the outline of a tile put down this turn
QWIRKLE_FITS = QColor("#56b4e9")               # a cell where the held tile fits (ring)
QWIRKLE_REFUSED = QColor("#d55e00")            # a cell where it does not (dashed ring, cross)
QWIRKLE_LAST = QColor("#f0e442")               # the last move's outline and its points
QWIRKLE_BADGE_TEXT = QColor("#161616")
QWIRKLE_CELEBRATION = QColor("#fae866")

# LSD. Tile colours a seat may choose, in the dialog's order. Every pair differs in lightness by
# at least 11 L* and stays apart (CIELAB distance >= 28) for deuteranopia and protanopia
# (tests/ui/lsd/test_painting.py checks it).
LSD_TILE_COLOURS = {
    "blue": QColor("#23348c"),      # L* 26
    "red": QColor("#b3261e"),       # L* 40
    "green": QColor("#0f8f7a"),     # L* 53
    "orange": QColor("#e8890c"),    # L* 66
    "pink": QColor("#f4a6d7"),      # L* 77
    "yellow": QColor("#f6e65a"),    # L* 90
}
LSD_DEFAULT_COLOURS = ("blue", "orange", "green", "pink")   # seats 0..3
LSD_ICON = {"white": QColor("#ffffff"), "black": QColor("#111111")}     # LSD-K2 shades
LSD_ICON_OUTLINE = {"white": QColor(20, 20, 20, 200), "black": QColor(255, 255, 255, 200)}
LSD_DOT_FILL = QColor("#fbf6ea")      # a half dot: pearl with a dark rim, plain on any colour
LSD_DOT_RIM = QColor(40, 34, 28, 210)
LSD_TILE_EDGE = QColor(0, 0, 0, 90)
LSD_TILE_LIGHT = QColor(255, 255, 255, 70)   # the bevel's lit top-left
LSD_FELT = QColor("#35604a")          # the open field
LSD_GRID = QColor(255, 255, 255, 16)  # faint cell lines on the felt
LSD_LEGAL = QColor("#56b4e9")         # a cell where the chosen tile fits; a legal ghost
LSD_ILLEGAL = QColor("#e8590c")       # an illegal ghost (also dashed and crossed, not colour alone)
LSD_TARGET = QColor("#ff3b30")        # tiles the ghost would capture; cells just emptied
LSD_WIN = QColor("#ffd23f")           # the winning row
LSD_WIN_EDGE = QColor(40, 30, 0, 200)
LSD_LAST = QColor("#ffffff")          # ring of the last tile laid

# The app icon's LSD tile (ui/app_icon.py) and the start page's old preview colours.
LSD_PLAYERS = [QColor("#0072b2"), QColor("#d55e00"), QColor("#009e73"), QColor("#cc79a7")]
LSD_DOT = QColor("#f0e442")


# --- Piece colours: the standard palette and the colour-blind one ----------------------------
@dataclass(frozen=True)
class Pieces:
    """The players' colours of every game in one palette."""

    marbles: tuple[str, str]        # Kulami seats 0 and 1
    first_marble: str               # seat 0's marble in words: "red" or "white" (kulami/labels)
    lsd: dict[str, str]             # LSD tile colours by name, in the dialog's order
    qwirkle: dict[str, str]         # Qwirkle colours by Color name


STANDARD = Pieces(
    marbles=("#cc2a1e", "#1d1d1f"), first_marble="red",
    lsd={key: colour.name() for key, colour in LSD_TILE_COLOURS.items()},
    qwirkle={key: colour.name() for key, colour in QWIRKLE_COLORS.items()})
# Chosen by search for the largest smallest CIEDE2000 difference over normal vision, protanopia,
# deuteranopia and tritanopia (Machado 2009), each colour kept in its own hue family so that its
# name still fits; LSD's in lightness bands 11 L* apart (dark blue 27 .. yellow 96), Qwirkle's
# bright enough on the black tile (L* >= 42). Kulami's first marble is white (a cool white):
# a red marble cannot stay apart from the brown wood for protanopes and deuteranopes.
# Smallest differences (CIEDE2000, any vision): Kulami 32 (marbles against each other, the wood
# and the holes), LSD 22, Qwirkle 21 — against 9, 14 and 11 for the standard palette.
COLOUR_BLIND = Pieces(
    marbles=("#d6eafe", "#1d1d1f"), first_marble="white",
    lsd={"blue": "#2531a1", "red": "#973425", "green": "#0a847d", "orange": "#eb733c",
         "pink": "#feb4f5", "yellow": "#fffb09"},
    qwirkle={"RED": "#ac3e2f", "ORANGE": "#d48900", "YELLOW": "#fffb0c", "GREEN": "#258f7a",
             "BLUE": "#56cdfe", "PURPLE": "#845acd"})
PALETTES = {"standard": STANDARD, "colour-blind": COLOUR_BLIND}
PIECES = STANDARD                    # the palette in use


def _use(furniture: Furniture, pieces: Pieces) -> None:
    """Point the module-level colours at ``furniture`` and ``pieces``."""
    global BACKGROUND, CARD, CARD_BORDER, TEXT, TEXT_MUTED, ACCENT, ACCENT_HOVER, HEADING, LOSS
    global MARBLE_RED, MARBLE_BLACK, PIECES
    PIECES = pieces
    BACKGROUND, CARD, CARD_BORDER = (QColor(furniture.background), QColor(furniture.card),
                                     QColor(furniture.card_border))
    TEXT, TEXT_MUTED = QColor(furniture.text), QColor(furniture.text_muted)
    ACCENT, ACCENT_HOVER = QColor(furniture.accent), QColor(furniture.accent_hover)
    HEADING, LOSS = QColor(furniture.heading), QColor(furniture.loss)
    MARBLE_RED, MARBLE_BLACK = QColor(pieces.marbles[0]), QColor(pieces.marbles[1])
    for key, value in pieces.lsd.items():           # in place: the dicts' order and keys stay
        LSD_TILE_COLOURS[key] = QColor(value)
    for key, value in pieces.qwirkle.items():
        QWIRKLE_COLORS[key] = QColor(value)


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
    updates the module's colours and the application palette, re-applies the style sheets made
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
        self._applied: tuple[Furniture, Pieces] | None = None
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
        wanted = (self.furniture(), PALETTES[self.pieces])
        if wanted == self._applied:
            return
        self._applied = wanted
        _use(*wanted)
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


def text_on(fill: QColor) -> QColor:
    """White or near-black, whichever reads better on ``fill`` (a badge's text)."""
    from tilegames.ui.colour_vision import contrast_ratio

    rgb = (fill.red(), fill.green(), fill.blue())
    white, dark = QColor("#ffffff"), QColor(QWIRKLE_BADGE_TEXT)
    return white if contrast_ratio((255, 255, 255), rgb) >= contrast_ratio(
        (dark.red(), dark.green(), dark.blue()), rgb) else dark


def board_text_pairs() -> list[tuple[str, QColor, QColor]]:
    """Every (what, text colour, ground) text is drawn in on the boards (the same in light and
    dark; the piece colours of the palette in use). Grounds are opaque; text with alpha is
    composed over them by the contrast check."""
    pairs = [("Kulami a..h, 1..8 on the felt", KULAMI_LABEL, TABLE),
             ("Kulami a..h, 1..8 on the felt's lit centre", KULAMI_LABEL, KULAMI_FELT_LIGHT)]
    for fill, what in ((MARBLE_RED, "first seat"), (MARBLE_BLACK, "second seat"),
                       (NO_OWNER, "nobody")):
        pairs.append((f"Kulami plate value ({what})", text_on(fill), fill))
    for fill, what in ((QWIRKLE_LAST, "last move"), (QWIRKLE_STAGED, "this turn"),
                       (QWIRKLE_CELEBRATION, "Qwirkle!")):
        pairs.append((f"Qwirkle points badge ({what})", QWIRKLE_BADGE_TEXT, fill))
    return pairs


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
