"""One game as the shared screens see it: its screen descriptor, ``ScreenSpec``.

Each game's UI package ``tilegames.ui.<key>`` offers its descriptor as ``SCREENS`` in its
``__init__.py`` (which stays light: the factories import the game's screens when they are called).
``ui/registry.py`` pairs it with the game's engine descriptor (``games.spec.GameSpec``: key, name,
rules) into the entry the main window, the start page, the rules, the lessons, the self-test and
the demo use; none of them names a game.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QWidget

from tilegames.storage.saves import SavedGame
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.table.host import GameHost

if TYPE_CHECKING:
    from tilegames.ui.learn.screens import LessonParts
    from tilegames.ui.puzzles.parts import PuzzleParts

DialogFactory = Callable[[GameHost, QWidget | None], NewGameDialog]   # (host, parent)
OpenFactory = Callable[[GameHost, SavedGame, QWidget | None], GameScreen]   # (host, saved, parent)
ScreenFactory = Callable[[GameHost, QWidget | None], GameScreen]      # (host, parent)
LessonFactory = Callable[[GameHost, QWidget | None], "LessonParts"]   # (host, parent)
PuzzleFactory = Callable[..., "PuzzleParts"]   # (host, puzzle, parent, *, daily, progress)
PreviewPainter = Callable[[QPainter, QRectF], None]                   # (painter, rect)
PositionPainter = Callable[[QPainter, QRectF, SavedGame], None]       # (painter, rect, saved)


class GameWindow(GameHost, Protocol):
    """The main window as the self-test's pictures use it: a host that shows one game."""

    def show_game(self, screen: GameScreen) -> bool: ...

    def close_game(self) -> bool: ...


@dataclass(frozen=True)
class ExtraPicture:
    """One more screen of a game that the self-test renders, beside its new-game dialog, its
    game and its lesson (saved as ``<lang>-<name as a slug>.png``).

    ``make(window, parent)`` builds it. With ``game`` it is a game screen: the self-test shows
    it in the window and closes the game afterwards; otherwise it is a window of its own, closed
    afterwards. ``check`` (optional) must hold of it, and is reported as ``expect`` when not.
    """

    name: str
    make: Callable[[GameWindow, QWidget], QWidget]
    game: bool = False
    expect: str = ""
    check: Callable[[QWidget], bool] | None = None


@dataclass(frozen=True)
class DemoSetup:
    """What ``python -m tilegames.demo`` needs of a game: ``settings(args)`` the settings that
    make the game's new-game dialog start a game of computers (``args.players`` of them, from
    ``args.seed``); ``arguments(parser)`` (optional) adds the game's own options."""

    settings: Callable[[argparse.Namespace], dict[str, object]]
    arguments: Callable[[argparse.ArgumentParser], None] | None = None


@dataclass(frozen=True)
class ScreenSpec:
    """What the shared screens need of one game's screens.

    - ``tagline``: one line about the game, marked for translation in the context "games" (the
      name comes from the engine descriptor); ``paint_card(painter, rect)``: the start page
      card's picture.
    - ``make_dialog(host, parent)``: its new-game dialog; ``open_game(host, saved, parent)``:
      a screen that continues a saved game (files, the autosave); ``paint_position(painter,
      rect, saved)``: a small picture of a saved game's position (the start page's unfinished
      games; without it the card's picture stands in).
    - ``lesson_screen(host, parent)``: the guided first game (``ui/learn``); ``easy_screen(host,
      parent)``: the real game against Easy that a lesson ends by offering.
    - ``puzzle_screen(host, puzzle, parent, *, daily, progress)``: the game's screen solving one
      of its puzzles (``tilegames.puzzles``; ``ui/puzzles``): ``daily`` the day it is the daily
      puzzle of (or None), ``progress`` the store a solved puzzle is kept in.
    - ``diagram(name)``: the rules pages' diagram ``name`` (``<img src="diagram:name">``,
      ``ui/diagrams.py``), or None when it is not one of this game's.
    - ``demo``: what the demo needs (``DemoSetup``).
    - ``use_pieces(palette)``: paints the game's pieces in one of ``storage.settings.PALETTES`` (its
      colours module's ``use``; ``registry.follow_piece_colours`` has ``theme.looks()`` call it
      whenever the "piece colours" setting changes); ``board_text()``: every (what, text colour,
      ground) the game's board draws text in, for the contrast check.
    - For the self-test: ``example_game(window, screen)``, given the window and the screen the
      dialog made (already shown), returns the screen to picture instead (an example game in
      mid-play); ``example_end(window)``: a game between people played to its end, the same in
      every run (the pictures of the end of a game and of its review); ``extra_pictures``: more
      screens to render; ``learn_picture_step``: the text id of the lesson step its picture
      shows.
    - ``seat_names``: (translation context, English source) of every default name a seat without
      a typed name goes by ("Red"; "{n}" a seat number: "Player {n}"), so that the statistics keep
      it language-independently (``ui/default_names.py``).
    """

    tagline: str
    paint_card: PreviewPainter
    make_dialog: DialogFactory
    open_game: OpenFactory | None = None
    paint_position: PositionPainter | None = None
    lesson_screen: LessonFactory | None = None
    easy_screen: ScreenFactory | None = None
    puzzle_screen: PuzzleFactory | None = None
    diagram: Callable[[str], QImage | None] | None = None
    demo: DemoSetup | None = None
    use_pieces: Callable[[str], None] | None = None
    board_text: Callable[[], list[tuple[str, QColor, QColor]]] | None = None
    example_game: Callable[[GameWindow, GameScreen], GameScreen] | None = None
    example_end: Callable[[GameWindow], GameScreen] | None = None
    extra_pictures: tuple[ExtraPicture, ...] = ()
    learn_picture_step: str = ""
    seat_names: tuple[tuple[str, str], ...] = ()
