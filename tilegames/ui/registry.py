"""The games the main window offers, in the order of the start page (``games.GAMES``).

A game's UI package ``tilegames.ui.<key>`` plugs in by defining

- ``make_new_game_dialog(host, parent=None) -> NewGameDialog`` — the game can be played;
- ``open_game(host, saved, parent=None) -> GameScreen`` (optional) — a screen that continues a
  saved game (``saved`` as ``tilegames.storage.saves.loads`` gives it); used to open files and
  to resume the autosaved game;
- ``paint_position(painter, rect, saved)`` (optional) — a small picture of a saved game's
  position (the start page's unfinished games); without it the game's card picture stands in.

While the package does not exist yet, the entry has no dialog and the start page says the game
is coming.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from tilegames.games import GAMES
from tilegames.ui import previews
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.table.host import GameHost

log = logging.getLogger(__name__)

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

DialogFactory = Callable[[GameHost, QWidget | None], NewGameDialog]   # (host, parent)
OpenFactory = Callable[[GameHost, Any, QWidget | None], GameScreen]   # (host, saved, parent)
PositionPainter = Callable[[QPainter, QRectF, Any], None]             # (painter, rect, saved)


@dataclass(frozen=True)
class GameEntry:
    """One game on the start page. ``make_dialog`` is None until the game's UI package exists;
    ``open_game`` is None while the game cannot continue a saved game."""

    key: str
    make_dialog: DialogFactory | None
    open_game: OpenFactory | None = None
    position_painter: PositionPainter | None = None

    def title(self) -> str:
        """The game's name in the current language."""
        return QCoreApplication.translate("games", str(_TITLES[self.key]))

    def tagline(self) -> str:
        """One line about the game in the current language."""
        return QCoreApplication.translate("games", str(_TAGLINES[self.key]))

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        """A small picture of the game, fitted into ``rect``."""
        _PAINTERS[self.key](painter, rect)

    def paint_position(self, painter: QPainter, rect: QRectF, saved: Any) -> None:
        """A small picture of ``saved``'s position (the card's picture when the game has none,
        or when the position cannot be drawn)."""
        if self.position_painter is not None:
            try:
                self.position_painter(painter, rect, saved)
                return
            except Exception:   # a picture is not worth a crash: draw the card's
                log.exception("the position of a saved %s game cannot be drawn", self.key)
        self.paint_preview(painter, rect)


def _game_package(key: str) -> object | None:
    """``tilegames.ui.<key>``, or None while that package does not exist. Any other import
    failure is a real bug in the game's package and is raised."""
    name = f"tilegames.ui.{key}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def entry(key: str) -> GameEntry:
    """The entry for ``key`` (one of ``games.GAMES``), looked up afresh."""
    if key not in GAMES:
        raise KeyError(key)
    package = _game_package(key)
    return GameEntry(key, getattr(package, "make_new_game_dialog", None),
                     getattr(package, "open_game", None), getattr(package, "paint_position", None))


def entries() -> list[GameEntry]:
    """Every game, in start-page order, looked up afresh."""
    return [entry(key) for key in GAMES]
