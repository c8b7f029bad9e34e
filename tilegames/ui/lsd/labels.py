"""Words and small pictures for LSD seats and tiles, shared by the dialog, the screen and the
explanation of captures."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QPixmap

from tilegames.games.lsd.tiles import DOTS, mask_of, shade_of
from tilegames.storage.display import readable
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.tile_art import tile_pixmap

_COLOUR_NAMES = {
    "blue": QT_TRANSLATE_NOOP("LsdColours", "Blue"),
    "red": QT_TRANSLATE_NOOP("LsdColours", "Red"),
    "green": QT_TRANSLATE_NOOP("LsdColours", "Green"),
    "orange": QT_TRANSLATE_NOOP("LsdColours", "Orange"),
    "pink": QT_TRANSLATE_NOOP("LsdColours", "Pink"),
    "yellow": QT_TRANSLATE_NOOP("LsdColours", "Yellow"),
}
# A tile in a sentence: its kind and the word "tile" ("corner tile"), one name each, as a
# language joins them ("Eckstein").
_TILE_NAMES = {
    "single": QT_TRANSLATE_NOOP("LsdTiles", "single tile"),
    "corner": QT_TRANSLATE_NOOP("LsdTiles", "corner tile"),
    "straight": QT_TRANSLATE_NOOP("LsdTiles", "straight tile"),
    "tee": QT_TRANSLATE_NOOP("LsdTiles", "T tile"),
    "cross": QT_TRANSLATE_NOOP("LsdTiles", "cross tile"),
}
CROSS = 0b1111


def colour(key: str) -> QColor:
    """The tile colour called ``key`` ("blue")."""
    return colours.TILE_COLOURS[key]


def colour_name(key: str) -> str:
    """A tile colour in words ("Blue")."""
    return QCoreApplication.translate("LsdColours", str(_COLOUR_NAMES[key]))


def tile_words(kind: str, icon: str) -> str:
    """A tile in a sentence: "corner tile with +" (the kinds named as on the rules page)."""
    return QCoreApplication.translate("LsdTiles", "{tile} with {icon}").format(
        tile=QCoreApplication.translate("LsdTiles", str(_TILE_NAMES[kind])), icon=icon)


def shade_text(seat: int) -> str:
    """The icon shade of a seat in words (LSD-K2), as a label: "White icons"."""
    if shade_of(seat) == "white":
        return QCoreApplication.translate("LsdTiles", "White icons")
    return QCoreApplication.translate("LsdTiles", "Black icons")


def seat_display_name(name: str, colour_key: str) -> str:
    """The name shown for a seat: the one typed (``readable``), else its colour's name."""
    return readable(name).strip() or colour_name(colour_key)


def seat_token(colour_key: str, seat: int, size: int) -> QPixmap:
    """A seat's token: a cross tile in its colour with a ``+`` in its shade."""
    return tile_pixmap(size, colour(colour_key), "+", shade_of(seat), CROSS)


def kind_mask(kind: str) -> int:
    """The dot mask of ``kind`` at rotation 0."""
    return mask_of(DOTS[kind])
