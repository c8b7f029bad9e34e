"""LSD on screen: the new-game dialog, the field (scene), the supplies, "Learn the captures" and
the screen.

The shared screens find the game through ``SCREENS`` (``ui/screen_spec.py``, ``ui/registry.py``);
every factory here imports the screens it makes only when called.
"""

from __future__ import annotations

import argparse
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.progress import Progress
from tilegames.storage.saves import SavedGame
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.lsd import colours, thumbnail
from tilegames.ui.screen_spec import DemoSetup, GameWindow, ScreenSpec
from tilegames.ui.table.host import GameHost

if TYPE_CHECKING:
    from tilegames.ui.learn.screens import LessonParts
    from tilegames.ui.puzzles.parts import PuzzleParts


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The LSD new-game dialog, holding the last choices (or the defaults)."""
    from tilegames.ui.lsd.new_game_dialog import LsdNewGameDialog

    return LsdNewGameDialog(host, parent)


def open_game(host: GameHost, saved: SavedGame, parent: QWidget | None = None) -> GameScreen:
    """The saved LSD game, continued."""
    from tilegames.ui.lsd.game_setup import LsdSetup
    from tilegames.ui.lsd.screen import LsdScreen

    return LsdScreen(host, LsdSetup(), parent=parent, saved=saved)




def lesson_screen(host: GameHost, parent: QWidget | None = None) -> LessonParts:
    from tilegames.ui.lsd.lesson import LsdLessonScreen

    return LsdLessonScreen(host, parent)


def easy_screen(host: GameHost, parent: QWidget | None = None) -> GameScreen:
    from tilegames.ui.lsd import lesson

    return lesson.easy_screen(host, parent)


def diagram(name: str) -> QImage | None:
    """The rules page's diagram ``name`` (``ui/lsd/diagrams.py``), or None."""
    from tilegames.ui.lsd.diagrams import DIAGRAMS

    make = DIAGRAMS.get(name)
    return make() if make is not None else None


def demo_settings(args: argparse.Namespace) -> dict[str, object]:
    """The dialog's remembered choice for the demo: ``args.players`` computers, seat 0 starts,
    the given seed."""
    from tilegames.ui.lsd.game_setup import SETTINGS_KEY, LsdSetup

    seats = tuple(Seat("", "computer", "easy") for _ in range(4))
    setup = LsdSetup(players=args.players, seats=seats, first=0, seed=args.seed)
    return {SETTINGS_KEY: setup.to_dict()}


def example_game(window: GameWindow, screen: GameScreen) -> GameScreen:
    """The self-test's picture: the same screen, an example game in mid-play."""
    from tilegames.ui.lsd.screen import LsdScreen

    assert isinstance(screen, LsdScreen)
    screen.show_example_game()
    return screen


def puzzle_screen(host: GameHost, puzzle: Any, parent: QWidget | None = None, *,
                  daily: date | None = None, progress: Progress | None = None) -> PuzzleParts:
    from tilegames.ui.lsd.puzzle import LsdPuzzleScreen

    return LsdPuzzleScreen(host, puzzle, parent, daily=daily, progress=progress)


def example_end(window: GameWindow) -> GameScreen:
    """Two people's game played to its end by moves chosen at random from a fixed seed (the
    self-test's end and review pictures)."""
    import random

    from tilegames.ui.lsd.game_setup import LsdSetup
    from tilegames.ui.lsd.screen import LsdScreen

    rng = random.Random(3)
    seats = tuple(Seat("", "human") for _ in range(4))
    screen = LsdScreen(window, LsdSetup(players=2, seats=seats, first=0, seed=5))
    session = screen.session
    assert session is not None
    while not session.state.is_over():
        session.request_move(rng.choice(session.state.legal_moves()))
    return screen


SCREENS = ScreenSpec(
    tagline=QT_TRANSLATE_NOOP(
        "games", "Join the half dots, capture with + and x, make a row of four of your colour."),
    paint_card=thumbnail.paint_card,
    make_dialog=make_new_game_dialog,
    open_game=open_game,
    paint_position=thumbnail.paint_position,
    lesson_screen=lesson_screen,
    easy_screen=easy_screen,
    puzzle_screen=puzzle_screen,
    diagram=diagram,
    demo=DemoSetup(demo_settings),
    use_pieces=colours.use,
    example_game=example_game,
    example_end=example_end,
    learn_picture_step="lsd.plus-captured",
    seat_names=tuple(("LsdColours", colour) for colour in
                     ("Blue", "Red", "Green", "Orange", "Pink", "Yellow")),
)
