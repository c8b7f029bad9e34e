"""Kulami on screen: the new-game dialog, the table (scene), the result's plates, the board
designer and the screen.

The shared screens find the game through ``SCREENS`` (``ui/screen_spec.py``, ``ui/registry.py``).
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
from tilegames.ui.kulami import colours, thumbnail
from tilegames.ui.kulami.game_setup import KulamiSetup
from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.screen_spec import DemoSetup, ExtraPicture, GameWindow, ScreenSpec
from tilegames.ui.table.host import GameHost

if TYPE_CHECKING:
    from tilegames.ui.learn.screens import LessonParts
    from tilegames.ui.puzzles.parts import PuzzleParts


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The Kulami new-game dialog, holding the last choices (or the defaults)."""
    return KulamiNewGameDialog(host, parent)


def open_game(host: GameHost, saved: SavedGame, parent: QWidget | None = None) -> GameScreen:
    """The saved Kulami game, continued (IllegalMoveError never: loading replayed it)."""
    return KulamiScreen(host, KulamiSetup(), parent=parent, saved=saved)




def lesson_screen(host: GameHost, parent: QWidget | None = None) -> LessonParts:
    from tilegames.ui.kulami.lesson import KulamiLessonScreen

    return KulamiLessonScreen(host, parent)


def easy_screen(host: GameHost, parent: QWidget | None = None) -> GameScreen:
    from tilegames.ui.kulami import lesson

    return lesson.easy_screen(host, parent)


def diagram(name: str) -> QImage | None:
    """The rules page's diagram ``name`` (``ui/kulami/diagrams.py``), or None."""
    from tilegames.ui.kulami.diagrams import DIAGRAMS

    make = DIAGRAMS.get(name)
    return make() if make is not None else None


def demo_arguments(parser: argparse.ArgumentParser) -> None:
    """The demo's board, scoring and variant."""
    parser.add_argument("--board", default="standard",
                        help="kulami: standard, irregular or the name of a built-in layout")
    parser.add_argument("--scoring", choices=("marbles", "holes"), default="marbles")
    parser.add_argument("--variant", choices=("none", "regions", "areas"), default="none")


def demo_settings(args: argparse.Namespace) -> dict[str, object]:
    """The dialog's remembered choice for the demo: two computers, the given seed, board,
    scoring and variant."""
    from tilegames.ui.kulami.game_setup import IRREGULAR, LAYOUT_PREFIX, SETTINGS_KEY, STANDARD

    board = args.board if args.board in (STANDARD, IRREGULAR) else LAYOUT_PREFIX + args.board
    setup = KulamiSetup(
        seats=(Seat("", "computer", "easy"), Seat("", "computer", "easy")),
        first="red", board=board, seed=args.seed, scoring=args.scoring,
        variant=None if args.variant == "none" else args.variant,
    )
    return {SETTINGS_KEY: setup.to_dict()}


def designer_picture(window: GameWindow, parent: QWidget) -> QWidget:
    """The board designer, half-built, listing an example board (not the user's)."""
    from tilegames.ui.kulami.designer.window import example_designer

    return example_designer(parent)


def puzzle_screen(host: GameHost, puzzle: Any, parent: QWidget | None = None, *,
                  daily: date | None = None, progress: Progress | None = None) -> PuzzleParts:
    from tilegames.ui.kulami.puzzle import KulamiPuzzleScreen

    return KulamiPuzzleScreen(host, puzzle, parent, daily=daily, progress=progress)


def example_end(window: GameWindow) -> GameScreen:
    """Two people's game on a standard board, played to its end by moves chosen at random from
    a fixed seed (the self-test's end and review pictures)."""
    import random

    rng = random.Random(3)
    screen = KulamiScreen(window, KulamiSetup(seats=(Seat("", "human"), Seat("", "human")),
                                              seed=7), parent=None)
    session = screen.session
    assert session is not None
    while not session.state.is_over():
        session.request_move(rng.choice(session.state.legal_moves()))
    return screen


SCREENS = ScreenSpec(
    tagline=QT_TRANSLATE_NOOP(
        "games", "Place marbles on wooden plates and win the plates that score the most."),
    paint_card=thumbnail.paint_card,
    make_dialog=make_new_game_dialog,
    open_game=open_game,
    paint_position=thumbnail.paint_position,
    lesson_screen=lesson_screen,
    easy_screen=easy_screen,
    puzzle_screen=puzzle_screen,
    diagram=diagram,
    demo=DemoSetup(demo_settings, demo_arguments),
    use_pieces=colours.use,
    board_text=colours.text_pairs,
    example_end=example_end,
    extra_pictures=(ExtraPicture("kulami designer", designer_picture),),
    learn_picture_step="kulami.closed",
    seat_names=(("KulamiNewGameDialog", "Red"), ("KulamiNewGameDialog", "White"),
                ("KulamiNewGameDialog", "Black")),
)
