"""LSD's colours: the tile colours a seat may choose (the piece palette in use), the icons, dots
and bevels of the tiles, the open field and its marks. Read them when painting
(``colours.TILE_COLOURS["blue"]``), never keep a copy: ``use(palette)`` repaints the tile colours
in place when the "piece colours" setting changes (``ScreenSpec.use_pieces``; ``theme.looks()``
calls it before it says the colours changed)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tilegames.ui import theme

# Tile colours a seat may choose, in the dialog's order. Every pair differs in lightness by at
# least 11 L* and stays apart (CIELAB distance >= 28) for deuteranopia and protanopia
# (tests/ui/lsd/test_painting.py checks it).
TILE_COLOURS = {
    "blue": QColor("#23348c"),      # L* 26
    "red": QColor("#b3261e"),       # L* 40
    "green": QColor("#0f8f7a"),     # L* 53
    "orange": QColor("#e8890c"),    # L* 66
    "pink": QColor("#f4a6d7"),      # L* 77
    "yellow": QColor("#f6e65a"),    # L* 90
}
DEFAULT_COLOURS = ("blue", "orange", "green", "pink")   # seats 0..3
ICON = {"white": QColor("#ffffff"), "black": QColor("#111111")}     # LSD-K2 shades
ICON_OUTLINE = {"white": QColor(20, 20, 20, 200), "black": QColor(255, 255, 255, 200)}
DOT_FILL = QColor("#fbf6ea")      # a half dot: pearl with a dark rim, plain on any colour
DOT_RIM = QColor(40, 34, 28, 210)
TILE_EDGE = QColor(0, 0, 0, 90)
TILE_LIGHT = QColor(255, 255, 255, 70)   # the bevel's lit top-left
FELT = QColor("#35604a")          # the open field
GRID = QColor(255, 255, 255, 16)  # faint cell lines on the felt
LEGAL = QColor("#56b4e9")         # a cell where the chosen tile fits; a legal ghost
ILLEGAL = QColor("#e8590c")       # an illegal ghost (also dashed and crossed, not colour alone)
TARGET = QColor("#ff3b30")        # tiles the ghost would capture; cells just emptied
WIN = QColor("#ffd23f")           # the winning row
WIN_EDGE = QColor(40, 30, 0, 200)
LAST = QColor("#ffffff")          # ring of the last tile laid

# The piece palettes: tile colours by name, in the dialog's order. The colour-blind one keeps
# each colour in its own hue family (its name still fits), in lightness bands 11 L* apart (dark
# blue 27 .. yellow 96); its smallest difference (CIEDE2000, any vision) is 22, against 14 for
# the standard one (tests/ui/test_colour_vision.py).
STANDARD = {key: colour.name() for key, colour in TILE_COLOURS.items()}
COLOUR_BLIND = {"blue": "#2531a1", "red": "#973425", "green": "#0a847d", "orange": "#eb733c",
                "pink": "#feb4f5", "yellow": "#fffb09"}
PALETTES = {"standard": STANDARD, "colour-blind": COLOUR_BLIND}


def use(palette: str) -> None:
    """Paint the tiles in ``palette`` (one of ``storage.settings.PALETTES``)."""
    theme.repaint(TILE_COLOURS, PALETTES[palette])
