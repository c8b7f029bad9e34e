"""The texts of LSD's guided first game (``resources/learn/lsd.json`` names them by id),
translatable in the context "learn"; ``ui.learn.texts.text`` shows them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEXTS: dict[str, object] = {
    "lsd.first": QT_TRANSLATE_NOOP(
        "learn", "Welcome to LSD! You play the blue tiles with white icons, the computer the "
        "orange ones with black icons. The first tile may be any tile: your cross tile with + "
        "is chosen for you, click the marked cell to lay it."),
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
        "learn", "Lay your corner tile with x on the marked cell: its half dot joins the orange "
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
}
