"""Qwirkle on screen: the new-game dialog, the table (scene, rack, staged turns), the screen.

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
from tilegames.ui.qwirkle import colours, thumbnail
from tilegames.ui.screen_spec import DemoSetup, ExtraPicture, GameWindow, ScreenSpec
from tilegames.ui.table.host import GameHost

if TYPE_CHECKING:
    from tilegames.ui.learn.screens import LessonParts
    from tilegames.ui.puzzles.parts import PuzzleParts


def make_new_game_dialog(host: GameHost, parent: QWidget | None = None) -> NewGameDialog:
    """The Qwirkle new-game dialog, holding the last choices (or the defaults)."""
    from tilegames.ui.qwirkle.new_game_dialog import QwirkleNewGameDialog

    return QwirkleNewGameDialog(host, parent)


def open_game(host: GameHost, saved: SavedGame, parent: QWidget | None = None) -> GameScreen:
    """The saved Qwirkle game, continued (the same tiles to come)."""
    from tilegames.ui.qwirkle.game_setup import QwirkleSetup
    from tilegames.ui.qwirkle.screen import QwirkleScreen

    return QwirkleScreen(host, QwirkleSetup(), parent=parent, saved=saved)




def lesson_screen(host: GameHost, parent: QWidget | None = None) -> LessonParts:
    from tilegames.ui.qwirkle.lesson import QwirkleLessonScreen

    return QwirkleLessonScreen(host, parent)


def easy_screen(host: GameHost, parent: QWidget | None = None) -> GameScreen:
    from tilegames.ui.qwirkle import lesson

    return lesson.easy_screen(host, parent)


def diagram(name: str) -> QImage | None:
    """The rules page's diagram ``name`` (``ui/qwirkle/diagrams.py``), or None."""
    from tilegames.ui.qwirkle.diagrams import DIAGRAMS

    make = DIAGRAMS.get(name)
    return make() if make is not None else None


def demo_settings(args: argparse.Namespace) -> dict[str, object]:
    """The dialog's remembered choice for the demo: ``args.players`` computers, the seed."""
    from tilegames.ui.qwirkle.game_setup import SETTINGS_KEY, QwirkleSetup

    seats = tuple(Seat("", "computer", "easy") for _ in range(args.players))
    return {SETTINGS_KEY: QwirkleSetup(seats=seats, seed=args.seed).to_dict()}


def example_game(window: GameWindow, screen: GameScreen) -> GameScreen:
    """The self-test's picture in place of the dialog's game: an example game between people
    (``pictures.example_screen``), a person's tiles put down."""
    from tilegames.ui.qwirkle.pictures import example_screen

    window.close_game()
    example = example_screen(window)
    window.show_game(example)
    return example


def handover_picture(window: GameWindow, parent: QWidget) -> QWidget:
    """The example game one move earlier, between two people's turns: the hand-over hides the
    rack. A game of its own, left unfinished beside the first one: one move fewer, so that the
    two read differently under "Continue"."""
    from tilegames.ui.qwirkle.pictures import example_screen

    return example_screen(window, moves=11, staged=False)


def example_end(window: GameWindow) -> GameScreen:
    """The example game between people (``pictures.example_screen``) played to its end."""
    from tilegames.ui.qwirkle.pictures import example_screen

    return example_screen(window, moves=1000, staged=False)


def hides_the_rack(screen: QWidget) -> bool:
    from tilegames.ui.qwirkle.screen import QwirkleScreen

    return isinstance(screen, QwirkleScreen) and screen.handover_pending()


def puzzle_screen(host: GameHost, puzzle: Any, parent: QWidget | None = None, *,
                  daily: date | None = None, progress: Progress | None = None) -> PuzzleParts:
    from tilegames.ui.qwirkle.puzzle import QwirklePuzzleScreen

    return QwirklePuzzleScreen(host, puzzle, parent, daily=daily, progress=progress)


SCREENS = ScreenSpec(
    tagline=QT_TRANSLATE_NOOP(
        "games", "Lay lines of one colour or one shape and score a Qwirkle with six."),
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
    board_text=colours.text_pairs,
    example_game=example_game,
    example_end=example_end,
    extra_pictures=(ExtraPicture("handover (qwirkle)", handover_picture, game=True,
                                 expect="handover (qwirkle) hides the rack",
                                 check=hides_the_rack),),
    learn_picture_step="qwirkle.qwirkle-scored",
    seat_names=(("QwirkleSeats", "Player {n}"),),
)
