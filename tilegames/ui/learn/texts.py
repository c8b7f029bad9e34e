"""The explaining texts of the guided first games, by the ids the lesson files use
(``resources/learn/<game>.json``), translatable in the context "learn"."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

TEXTS: dict[str, object] = {
    # --- Kulami ---------------------------------------------------------------------------------
    "kulami.first": QT_TRANSLATE_NOOP(
        "learn", "Welcome to Kulami! You play red, the computer plays black, one marble each "
        "turn. Your first marble may go into any hole: put it in b2 (marked)."),
    "kulami.row-column": QT_TRANSLATE_NOOP(
        "learn", "Black put its marble in e2. It had no choice but row 2 or column b: every "
        "marble goes into the row or the column of the marble the other player has just "
        "placed. And never on that marble's plate."),
    "kulami.closed": QT_TRANSLATE_NOOP(
        "learn", "Your turn: row 2 or column e. Two plates are closed (shaded): Black's plate of "
        "e2, and your own plate of b2, where your last marble lies. Try a2 to see it refused, "
        "then put your marble in d2."),
    "kulami.their-turn": QT_TRANSLATE_NOOP(
        "learn", "Black played d4, in your column d. Any distance counts, across gaps too: a "
        "hole at the far end of the row or column is just as good."),
    "kulami.any-distance": QT_TRANSLATE_NOOP(
        "learn", "Now you play in row 4 or column d, but not on the plates of d4 and d2. Put "
        "your marble in d3."),
    "kulami.plate-owner": QT_TRANSLATE_NOOP(
        "learn", "Black played c3. Look at the points beside the names: a plate belongs to the "
        "player with more marbles on it, and it is worth as many points as it holds marbles."),
    "kulami.second-on-plate": QT_TRANSLATE_NOOP(
        "learn", "Put your marble in c2: then two of your marbles lie on the plate of c2 and "
        "d2."),
    "kulami.tie": QT_TRANSLATE_NOOP(
        "learn", "Black played a2, on the plate of your first marble. One marble each is a tie, "
        "and a tied plate belongs to nobody: your points went down by one."),
    "kulami.scoring": QT_TRANSLATE_NOOP(
        "learn", "The plate of c2 and d2 is yours: two of your marbles, none of Black's. This "
        "program counts a plate as the marbles on it, as the Hebrew rule sheet says, so it is "
        "worth 2. The new-game dialog also offers the publisher's rule, where a plate is worth "
        "its holes: 4."),
    "kulami.end": QT_TRANSLATE_NOOP(
        "learn", "The game ends when all marbles are placed, or as soon as the player to move "
        "has no hole left. The higher total wins. That is all: play a real game against the "
        "computer at level Easy?"),
    # --- LSD ------------------------------------------------------------------------------------
    "lsd.first": QT_TRANSLATE_NOOP(
        "learn", "Welcome to LSD! You play the blue tiles with white icons, the computer the "
        "orange ones with black icons. The first tile may be any tile: your cross with + is "
        "chosen for you, click the marked cell to lay it."),
    "lsd.dots": QT_TRANSLATE_NOOP(
        "learn", "Orange laid its tile next to yours so that two half dots meet and make a whole "
        "dot. Every tile must complete at least one dot, and a half dot may never touch a "
        "plain edge."),
    "lsd.plus-capture": QT_TRANSLATE_NOOP(
        "learn", "Now capture! Lay your single tile with + on the marked cell, its half dot "
        "against the orange tile. Choose a tile with a click or the number keys; R turns it."),
    "lsd.plus-captured": QT_TRANSLATE_NOOP(
        "learn", "Captured! The orange tile lay between two + tiles with white icons: a new + "
        "captures a tile of the other shade straight across, when a + of its own shade lies "
        "on the far side. Captured tiles leave the game."),
    "lsd.matching": QT_TRANSLATE_NOOP(
        "learn", "Orange laid a corner under your cross: its half dot meets the cross's. A cross "
        "has half dots on all four sides, so every tile beside it must bring a half dot."),
    "lsd.x-setup": QT_TRANSLATE_NOOP(
        "learn", "Lay your corner with x on the marked cell: its half dot joins the orange "
        "tile's. It captures nothing yet, but it prepares a capture with x."),
    "lsd.x-chance": QT_TRANSLATE_NOOP(
        "learn", "Orange laid a tile under your x. Two orange tiles now sit at two corners of a "
        "square; your x is at the third corner, and the fourth is empty."),
    "lsd.x-capture": QT_TRANSLATE_NOOP(
        "learn", "Lay your single tile with x on the marked cell, diagonally across from your "
        "other x."),
    "lsd.x-captured": QT_TRANSLATE_NOOP(
        "learn", "Two at once! An x captures across the square: with two x tiles of your shade "
        "on one diagonal, the tiles of the other shade on the other two corners are captured."),
    "lsd.end": QT_TRANSLATE_NOOP(
        "learn", "To win, make a straight row of four tiles of your colour (three with four "
        "players); icons do not matter for it. Whoever cannot lay a tile is skipped. Play a "
        "real game against the computer at level Easy?"),
    # --- Qwirkle --------------------------------------------------------------------------------
    "qwirkle.first": QT_TRANSLATE_NOOP(
        "learn", "Welcome to Qwirkle! You start, because three of your tiles share a colour, more "
        "than the computer has. Put the red circle, the red square and the red diamond on the "
        "marked cells (a tile, then its cell), then press Play."),
    "qwirkle.shape-line": QT_TRANSLATE_NOOP(
        "learn", "The computer put a yellow square under your red square. A line is one colour "
        "or one shape, never the same tile twice. A line scores a point per tile: 2."),
    "qwirkle.two-lines": QT_TRANSLATE_NOOP(
        "learn", "Put your yellow diamond beside the yellow square, under the red diamond: one "
        "tile in two lines, and each line scores."),
    "qwirkle.their-move": QT_TRANSLATE_NOOP(
        "learn", "Your diamond scored 4: the yellow line of 2 and the line of diamonds of 2. "
        "The computer put a blue circle above your red circle."),
    "qwirkle.extend": QT_TRANSLATE_NOOP(
        "learn", "Tiles already on the table count too: add the red star and the red clover to "
        "your red row. The whole row scores."),
    "qwirkle.before-qwirkle": QT_TRANSLATE_NOOP(
        "learn", "Five points for your row of five. The computer made a column of three "
        "circles. Your red row lacks only one shape: the cross."),
    "qwirkle.qwirkle": QT_TRANSLATE_NOOP(
        "learn", "Put your red cross at the end of the red row: six tiles in one line are a "
        "Qwirkle."),
    "qwirkle.qwirkle-scored": QT_TRANSLATE_NOOP(
        "learn", "Qwirkle! A line of six scores 6 and 6 more: 12 points. After each move you "
        "draw tiles from the bag until you hold six again."),
    "qwirkle.end": QT_TRANSLATE_NOOP(
        "learn", "Instead of placing you may exchange tiles. Once the bag is empty, whoever puts "
        "down their last tile ends the game and gets 6 more points; the most points win. Play a "
        "real game against the computer at level Easy?"),
}


def text(key: str) -> str:
    """The text ``key`` in the current language (the key itself if unknown)."""
    source = TEXTS.get(key)
    return QCoreApplication.translate("learn", str(source)) if source is not None else key
