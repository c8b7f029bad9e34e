"""The computer levels and the seat kinds in words, for every dialog, card and list."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tilegames.ai.players import LEVELS, normalise_level
from tilegames.base.seats import Seat

_NAMES = {
    "easy": QT_TRANSLATE_NOOP("levels", "easy"),
    "medium": QT_TRANSLATE_NOOP("levels", "medium"),
    "hard": QT_TRANSLATE_NOOP("levels", "hard"),
    "expert": QT_TRANSLATE_NOOP("levels", "expert"),
}
_DESCRIPTIONS = {
    "easy": QT_TRANSLATE_NOOP("levels", "Plays loosely, but takes an obvious win."),
    "medium": QT_TRANSLATE_NOOP("levels", "Looks one move ahead and takes the best it sees."),
    "hard": QT_TRANSLATE_NOOP("levels", "Searches ahead; thinks about a second per move."),
    "expert": QT_TRANSLATE_NOOP("levels", "Searches deepest; thinks up to five seconds."),
}


def levels() -> list[str]:
    """The levels in the order the program offers them."""
    return list(LEVELS)


def level_text(level: str) -> str:
    """A computer level in words ("medium"); an unknown one as its easiest fallback."""
    key = level if level in _NAMES else normalise_level(level)
    return QCoreApplication.translate("levels", str(_NAMES[key]))


def level_description(level: str) -> str:
    """One line on how a level plays."""
    key = level if level in _DESCRIPTIONS else normalise_level(level)
    return QCoreApplication.translate("levels", str(_DESCRIPTIONS[key]))


def kind_text(seat: Seat) -> str:
    """"Person" or "Computer (medium)"."""
    if seat.is_computer:
        return QCoreApplication.translate("levels", "Computer ({level})").format(
            level=level_text(seat.level))
    return QCoreApplication.translate("levels", "Person")
