"""The texts of Qwirkle's guided first game (``resources/learn/qwirkle.json`` names them by id),
translatable in the context "learn"; ``ui.learn.texts.text`` shows them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEXTS: dict[str, object] = {
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
