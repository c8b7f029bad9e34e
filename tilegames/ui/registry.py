"""The games the main window offers, in the order of the start page.

A game's UI package ``tilegames.ui.<key>`` plugs in by defining
``make_new_game_dialog(parent) -> NewGameDialog``. While that package does not exist yet, the entry
has no dialog and the start page says the game is coming.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from tilegames.ui import previews
from tilegames.ui.game_screen import NewGameDialog

GAME_KEYS = ("lsd", "kulami", "qwirkle")

_TITLES = {
    "lsd": QT_TRANSLATE_NOOP("games", "LSD"),
    "kulami": QT_TRANSLATE_NOOP("games", "Kulami"),
    "qwirkle": QT_TRANSLATE_NOOP("games", "Qwirkle"),
}
_TAGLINES = {
    "lsd": QT_TRANSLATE_NOOP(
        "games", "Join the half dots, capture with + and x, make a row of four of your colour."),
    "kulami": QT_TRANSLATE_NOOP(
        "games", "Place marbles on wooden plates and win the plates that score the most."),
    "qwirkle": QT_TRANSLATE_NOOP(
        "games", "Lay lines of one colour or one shape and score a Qwirkle with six."),
}
_PAINTERS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "lsd": previews.paint_lsd,
    "kulami": previews.paint_kulami,
    "qwirkle": previews.paint_qwirkle,
}

DialogFactory = Callable[[QWidget | None], NewGameDialog]


@dataclass(frozen=True)
class GameEntry:
    """One game on the start page. ``make_dialog`` is None until the game's UI package exists."""

    key: str
    make_dialog: DialogFactory | None

    def title(self) -> str:
        """The game's name in the current language."""
        return QCoreApplication.translate("games", _TITLES[self.key])

    def tagline(self) -> str:
        """One line about the game in the current language."""
        return QCoreApplication.translate("games", _TAGLINES[self.key])

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        """A small picture of the game, fitted into ``rect``."""
        _PAINTERS[self.key](painter, rect)


def find_dialog_factory(key: str) -> DialogFactory | None:
    """``tilegames.ui.<key>.make_new_game_dialog``, or None while that package does not exist
    (or, half built, does not define it yet).

    Any other import failure is a real bug in the game's package and is raised.
    """
    name = f"tilegames.ui.{key}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    return getattr(module, "make_new_game_dialog", None)


def entries() -> list[GameEntry]:
    """Every game, in start-page order, looked up afresh."""
    return [GameEntry(key, find_dialog_factory(key)) for key in GAME_KEYS]


def entry(key: str) -> GameEntry:
    """The entry for ``key`` (one of GAME_KEYS)."""
    if key not in GAME_KEYS:
        raise KeyError(key)
    return GameEntry(key, find_dialog_factory(key))
