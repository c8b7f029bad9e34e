"""The games the main window offers, in the order of the start page: the screens' list of games.
Each is a game of ``games.catalogue`` (its engine descriptor) with the screen descriptor its UI
package ``tilegames.ui.<key>`` offers as ``SCREENS`` (``ui/screen_spec.py``), found by the key.

While a game's UI package does not exist yet, its entry has no dialog and the start page says the
game is coming.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from tilegames.games.catalogue import SPECS, game_spec
from tilegames.games.spec import AnySpec
from tilegames.storage.progress import Progress
from tilegames.storage.saves import SavedGame
from tilegames.ui import previews, theme
from tilegames.ui.game_screen import GameScreen
from tilegames.ui.screen_spec import DialogFactory, OpenFactory, ScreenSpec

if TYPE_CHECKING:
    from tilegames.ui.learn.screens import LessonParts
    from tilegames.ui.puzzles.parts import PuzzleParts
from tilegames.ui.table.host import GameHost

log = logging.getLogger(__name__)

DEMO_GAME = "kulami"   # the game ``python -m tilegames.demo`` plays without ``--game``


@dataclass(frozen=True)
class GameEntry:
    """One game on the start page: ``spec`` its engine descriptor, ``screens`` its screen
    descriptor (None until the game's UI package exists)."""

    spec: AnySpec
    screens: ScreenSpec | None = None

    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def make_dialog(self) -> DialogFactory | None:
        """Its new-game dialog (None: the game cannot be played yet)."""
        return self.screens.make_dialog if self.screens is not None else None

    @property
    def open_game(self) -> OpenFactory | None:
        """A screen that continues a saved game (None: the game cannot continue one)."""
        return self.screens.open_game if self.screens is not None else None

    def title(self) -> str:
        """The game's name in the current language."""
        return QCoreApplication.translate("games", self.spec.name)

    def tagline(self) -> str:
        """One line about the game in the current language ("" while it has no screens)."""
        if self.screens is None:
            return ""
        return QCoreApplication.translate("games", self.screens.tagline)

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        """A small picture of the game, fitted into ``rect`` (the bare table while it has no
        screens)."""
        if self.screens is None:
            previews.paint_table(painter, rect)
        else:
            self.screens.paint_card(painter, rect)

    def paint_position(self, painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
        """A small picture of ``saved``'s position (the card's picture when the game has none,
        or when the position cannot be drawn)."""
        painter_of = self.screens.paint_position if self.screens is not None else None
        if painter_of is not None:
            try:
                painter_of(painter, rect, saved)
                return
            except Exception:   # a picture is not worth a crash: draw the card's
                log.exception("the position of a saved %s game cannot be drawn", self.key)
        self.paint_preview(painter, rect)


def _screens(key: str) -> ScreenSpec | None:
    """``tilegames.ui.<key>.SCREENS``, or None while that package does not exist. Every other
    import failure is a real bug in the game's package and is raised, and so is a ``SCREENS``
    that is not a ``ScreenSpec``."""
    name = f"tilegames.ui.{key}"
    try:
        package = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    screens = getattr(package, "SCREENS", None)
    if not isinstance(screens, ScreenSpec):
        raise TypeError(f"{name}.SCREENS is not a ScreenSpec: {screens!r}")
    return screens


def entry(key: str) -> GameEntry:
    """The entry for ``key`` (one of ``games.GAMES``; KeyError for anything else), looked up
    afresh."""
    return GameEntry(game_spec(key), _screens(key))


def entries() -> list[GameEntry]:
    """Every game, in start-page order, looked up afresh."""
    return [GameEntry(spec, _screens(spec.key)) for spec in SPECS]


def follow_piece_colours() -> None:
    """Have ``theme.looks()`` paint every game's pieces in the palette in use, now and whenever
    it changes (each game's ``ScreenSpec.use_pieces``; calling again changes nothing)."""
    for game in entries():
        if game.screens is not None and game.screens.use_pieces is not None:
            theme.looks().follow_pieces(game.screens.use_pieces)


def make_lesson_screen(host: GameHost, key: str, parent: QWidget | None = None) -> LessonParts:
    """The guided first game of ``key`` (one of ``games.GAMES``; KeyError for a game without
    one), made by the game's screen descriptor (``ScreenSpec.lesson_screen``)."""
    screens = entry(key).screens
    if screens is None or screens.lesson_screen is None:
        raise KeyError(key)
    return screens.lesson_screen(host, parent)


def easy_screen(host: GameHost, key: str, parent: QWidget | None = None) -> GameScreen:
    """A real game of ``key``: a person against the computer at level Easy, otherwise the
    new-game dialog's defaults (``ScreenSpec.easy_screen``)."""
    screens = entry(key).screens
    if screens is None or screens.easy_screen is None:
        raise KeyError(key)
    return screens.easy_screen(host, parent)


def make_puzzle_screen(host: GameHost, puzzle: Any, parent: QWidget | None = None, *,
                       daily: date | None = None, progress: Progress | None = None
                       ) -> PuzzleParts:
    """The screen of ``puzzle``'s game solving it (``ScreenSpec.puzzle_screen``; KeyError for a
    game without one): ``daily`` the day it is the daily puzzle of, ``progress`` where a solved
    puzzle is kept."""
    screens = entry(puzzle.game).screens
    if screens is None or screens.puzzle_screen is None:
        raise KeyError(puzzle.game)
    return screens.puzzle_screen(host, puzzle, parent, daily=daily, progress=progress)
