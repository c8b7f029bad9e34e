"""Every colour the program paints with, in one place.

Marble, player and tile colours are chosen to stay apart for the common forms of colour blindness
(Okabe–Ito based); shapes and icons always carry the meaning as well, never colour alone.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# Window furniture
BACKGROUND = QColor("#f4efe6")       # warm paper behind boards and cards
CARD = QColor("#fffdf8")
CARD_BORDER = QColor("#d8cfc0")
TEXT = QColor("#2b2620")
TEXT_MUTED = QColor("#6b6258")
ACCENT = QColor("#0072b2")           # focus, selection, the player to move
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
LOSS = QColor("#b4361d")             # a lost game, a warning (statistics)
CLOSED_PLATE = QColor(0, 0, 0, 90)   # shade over the two closed plates
LAST_MOVE_RING = QColor("#f0e442")
KULAMI_FELT_LIGHT = QColor("#4d8060")   # centre of the felt's soft vignette
KULAMI_LABEL = QColor(255, 255, 255, 175)  # a..h / 1..8 around the board
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
# under simulated protanopia, deuteranopia and tritanopia (tests/ui/test_qwirkle_tiles.py checks
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
# (tests/ui/test_lsd_painting.py checks it).
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

# Learn to play: the explaining bubble and the marks on the cells a step is about (white rings
# with a dark rim: seen on every felt and on every piece).
LEARN_BUBBLE = QColor("#fffdf8")
LEARN_BUBBLE_EDGE = QColor("#0072b2")
LEARN_REFUSED = QColor("#b4361d")     # the reason a move was refused, in the bubble
LEARN_MARK = QColor("#ffffff")
LEARN_MARK_RIM = QColor(0, 0, 0, 150)
