"""Words and small pictures for the Kulami seats, shared by the dialog and the panels."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF
from PySide6.QtGui import QPixmap

from tilegames.storage.display import readable
from tilegames.ui.kulami import colours
from tilegames.ui.kulami.scene import seat_color
from tilegames.ui.painting import paint_marble, painted_pixmap


def marble_icon(seat: int, size: int = 18) -> QPixmap:
    """A small marble of the seat's colour, for labels and lists."""
    return painted_pixmap(size, lambda painter, s: paint_marble(
        painter, QPointF(s / 2 - 0.5, s / 2 - 1), s * 0.38, seat_color(seat)))


def seat_colour_name(seat: int) -> str:
    """The colour of a seat's marbles in words: "Red" (or "White" with the colour-blind
    palette, ``colours.PIECES``) for seat 0, "Black" for seat 1."""
    if seat != 0:
        return QCoreApplication.translate("KulamiNewGameDialog", "Black")
    if colours.PIECES.first_marble == "white":
        return QCoreApplication.translate("KulamiNewGameDialog", "White")
    return QCoreApplication.translate("KulamiNewGameDialog", "Red")


def seat_display_name(seat: int, name: str) -> str:
    """The name shown for a seat: the one typed (``readable``), else the colour's name."""
    return readable(name).strip() or seat_colour_name(seat)


# The built-in layouts (resources/layouts/kulami/<name>.txt) by name, marked for translation.
_LAYOUT_NAMES = {
    "square": QT_TRANSLATE_NOOP("KulamiLayouts", "Square"),
    "cross": QT_TRANSLATE_NOOP("KulamiLayouts", "Cross"),
    "ring": QT_TRANSLATE_NOOP("KulamiLayouts", "Ring"),
}


def layout_name(name: str) -> str:
    """A built-in layout's name in words (a layout added later shows its file name)."""
    if name in _LAYOUT_NAMES:
        return QCoreApplication.translate("KulamiLayouts", str(_LAYOUT_NAMES[name]))
    return name.replace("-", " ").replace("_", " ").capitalize()
