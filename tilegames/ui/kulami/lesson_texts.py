"""The texts of Kulami's guided first game (``resources/learn/kulami.json`` names them by id),
translatable in the context "learn"; ``ui.learn.texts.text`` shows them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEXTS: dict[str, object] = {
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
}
