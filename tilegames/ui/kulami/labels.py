"""Words and small pictures for the Kulami seats, shared by the dialog and the panels."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap

from tilegames.ui.kulami.scene import seat_color
from tilegames.ui.painting import paint_marble


def marble_icon(seat: int, size: int = 18) -> QPixmap:
    """A small marble of the seat's colour, for labels and lists."""
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    pixmap = QPixmap(QSize(round(size * ratio), round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_marble(painter, QPointF(size / 2 - 0.5, size / 2 - 1), size * 0.38, seat_color(seat))
    painter.end()
    return pixmap


def level_text(level: str) -> str:
    """A computer level in words."""
    names = {"easy": QCoreApplication.translate("KulamiNewGameDialog", "easy"),
             "medium": QCoreApplication.translate("KulamiNewGameDialog", "medium"),
             "hard": QCoreApplication.translate("KulamiNewGameDialog", "hard"),
             "expert": QCoreApplication.translate("KulamiNewGameDialog", "expert")}
    return names.get(level, level)


def seat_colour_name(seat: int) -> str:
    return (QCoreApplication.translate("KulamiNewGameDialog", "Red") if seat == 0
            else QCoreApplication.translate("KulamiNewGameDialog", "Black"))


def seat_display_name(seat: int, name: str) -> str:
    """The name shown for a seat: the one typed, else the colour's name."""
    return name.strip() or seat_colour_name(seat)


# The built-in layouts (resources/layouts/kulami/<name>.txt) by name, marked for translation.
_LAYOUT_NAMES = {
    "square": QT_TRANSLATE_NOOP("KulamiLayouts", "Square"),
    "cross": QT_TRANSLATE_NOOP("KulamiLayouts", "Cross"),
    "ring": QT_TRANSLATE_NOOP("KulamiLayouts", "Ring"),
}


def layout_name(name: str) -> str:
    """A built-in layout's name in words (a layout added later shows its file name)."""
    if name in _LAYOUT_NAMES:
        return QCoreApplication.translate("KulamiLayouts", _LAYOUT_NAMES[name])
    return name.replace("-", " ").replace("_", " ").capitalize()
