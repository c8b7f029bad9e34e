"""Kulami's colours: the wooden plates, the holes, the marbles (the piece palette in use), the
felt's labels and the board designer. Read them when painting (``colours.MARBLE_RED``), never keep
a copy: ``use(palette)`` repaints the marbles when the "piece colours" setting changes
(``ScreenSpec.use_pieces``; ``theme.looks()`` calls it before it says the colours changed)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from tilegames.ui import theme

WOOD_LIGHT = QColor("#e2b97f")
WOOD_DARK = QColor("#b07a43")
WOOD_EDGE = QColor("#7a4f26")
HOLE = QColor("#5a3b1c")
MARBLE_RED = QColor("#cc2a1e")       # seat 0: a clear red, far lighter than the black marbles
MARBLE_BLACK = QColor("#1d1d1f")     # seat 1
CLOSED_PLATE = QColor(0, 0, 0, 90)   # shade over the two closed plates
FELT_LIGHT = QColor("#4a7c5d")       # centre of the felt's soft vignette
LABEL = QColor(255, 255, 255, 250)   # a..h / 1..8 around the board (4.5:1 on the felt)
PLATE_SHADOW = QColor(0, 0, 0, 60)
PLATE_GRAIN = QColor(110, 70, 30, 40)
PLATE_HIGHLIGHT = QColor(255, 240, 210, 120)
NO_OWNER = QColor("#8d8478")         # a plate nobody owns, in the result
# The board designer: the empty 10×10 grid, the tray, where a carried plate would land
# (fits: light blue, solid; refused: orange-red, dashed and crossed — never colour alone).
DESIGN_GRID = QColor(255, 255, 255, 34)
DESIGN_HOLE = QColor(0, 0, 0, 45)
TRAY = QColor(0, 0, 0, 55)
TRAY_EDGE = QColor(255, 255, 255, 50)
DESIGN_FITS = QColor("#56b4e9")
DESIGN_REFUSED = QColor("#e8590c")
DESIGN_OK = QColor("#009e73")        # the check's ✓ (with the sign, not colour alone)


@dataclass(frozen=True)
class Marbles:
    """Kulami's part of one piece palette."""

    marbles: tuple[str, str]        # seats 0 and 1
    first_marble: str               # seat 0's marble in words: "red" or "white" (kulami/labels)


STANDARD = Marbles(marbles=("#cc2a1e", "#1d1d1f"), first_marble="red")
# The colour-blind palette's first marble is white (a cool white): a red marble cannot stay apart
# from the brown wood for protanopes and deuteranopes. Smallest difference (CIEDE2000, any
# vision; tests/ui/test_colour_vision.py): 32, marbles against each other, the wood and the holes.
COLOUR_BLIND = Marbles(marbles=("#d6eafe", "#1d1d1f"), first_marble="white")
PALETTES = {"standard": STANDARD, "colour-blind": COLOUR_BLIND}
PIECES = STANDARD                    # the palette in use


def use(palette: str) -> None:
    """Paint the marbles in ``palette`` (one of ``storage.settings.PALETTES``)."""
    global MARBLE_RED, MARBLE_BLACK, PIECES
    PIECES = PALETTES[palette]
    MARBLE_RED, MARBLE_BLACK = QColor(PIECES.marbles[0]), QColor(PIECES.marbles[1])


def text_pairs() -> list[tuple[str, QColor, QColor]]:
    """Every (what, text colour, ground) text is drawn in on Kulami's board (for
    ``theme``'s contrast check; the marbles of the palette in use)."""
    pairs = [("Kulami a..h, 1..8 on the felt", LABEL, theme.TABLE),
             ("Kulami a..h, 1..8 on the felt's lit centre", LABEL, FELT_LIGHT)]
    for fill, what in ((MARBLE_RED, "first seat"), (MARBLE_BLACK, "second seat"),
                       (NO_OWNER, "nobody")):
        pairs.append((f"Kulami plate value ({what})", theme.text_on(fill), fill))
    return pairs
