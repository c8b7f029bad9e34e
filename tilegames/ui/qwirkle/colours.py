"""Qwirkle's colours: the black tiles, the six tile colours (the piece palette in use), the open
table and its marks. Read them when painting (``colours.COLORS["RED"]``), never keep a copy:
``use(palette)`` repaints the tile colours in place when the "piece colours" setting changes
(``ScreenSpec.use_pieces``; ``theme.looks()`` calls it before it says the colours changed)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tilegames.ui import theme

# Tile colours (Color enum order: red, orange, yellow, green, blue, purple). Chosen on the black
# tile for colour-blind players: apart in lightness (purple 45, red 52, green 58, blue 65,
# orange 73, yellow 91 in CIELAB L*) and at least 15 CIELAB units apart from each other under
# simulated protanopia, deuteranopia and tritanopia (tests/ui/qwirkle/test_tiles.py checks it).
# The shapes carry the meaning; these only help.
TILE = QColor("#161616")
TILE_EDGE = QColor("#3a3a3a")          # the lit rim of a tile
COLORS = {
    "RED": QColor("#e0402d"),
    "ORANGE": QColor("#f7a12b"),
    "YELLOW": QColor("#fae866"),
    "GREEN": QColor("#1e9e62"),
    "BLUE": QColor("#4aa6e6"),
    "PURPLE": QColor("#8d4ac6"),
}
GRID = QColor(255, 255, 255, 22)       # the faint cells of the open table
STAGED = QColor("#56b4e9")             # the outline of a tile put down this turn
FITS = QColor("#56b4e9")               # a cell where the held tile fits (ring)
REFUSED = QColor("#d55e00")            # a cell where it does not (dashed ring, cross)
LAST = QColor("#f0e442")               # the last move's outline and its points
BADGE_TEXT = QColor("#161616")
CELEBRATION = QColor("#fae866")

# The piece palettes: colours by Color name. The colour-blind one is bright enough on the black
# tile (L* >= 42); its smallest difference (CIEDE2000, any vision) is 21, against 11 for the
# standard one (tests/ui/test_colour_vision.py).
STANDARD = {key: colour.name() for key, colour in COLORS.items()}
COLOUR_BLIND = {"RED": "#ac3e2f", "ORANGE": "#d48900", "YELLOW": "#fffb0c", "GREEN": "#258f7a",
                "BLUE": "#56cdfe", "PURPLE": "#845acd"}
PALETTES = {"standard": STANDARD, "colour-blind": COLOUR_BLIND}


def use(palette: str) -> None:
    """Paint the tiles in ``palette`` (one of ``storage.settings.PALETTES``)."""
    theme.repaint(COLORS, PALETTES[palette])


def text_pairs() -> list[tuple[str, QColor, QColor]]:
    """Every (what, text colour, ground) text is drawn in on Qwirkle's table (for ``theme``'s
    contrast check)."""
    return [(f"Qwirkle points badge ({what})", BADGE_TEXT, fill)
            for fill, what in ((LAST, "last move"), (STAGED, "this turn"),
                               (CELEBRATION, "Qwirkle!"))]
