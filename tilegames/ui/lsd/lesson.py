"""LSD's guided first game (``ui/learn``): the LSD screen playing the lesson, and the real game
against Easy a lesson ends by offering."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.ui.learn.screens import EASY, LESSON_SEATS, LessonParts
from tilegames.ui.lsd.game_setup import LsdSetup, StartedGame, default_seats
from tilegames.ui.lsd.lesson_texts import TEXTS
from tilegames.ui.lsd.scene import Z_TILE
from tilegames.ui.lsd.screen import LsdScreen
from tilegames.ui.table.host import GameHost


class LsdLessonScreen(LessonParts, LsdScreen):
    """The rings around the cells a step is about lie under the tiles and around their cells:
    a tile's half dots reach its edges, and a ring over them would cut them."""

    lesson_texts = TEXTS
    marks_look = (Z_TILE - 0.5, -2.0)

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        seats = LESSON_SEATS + default_seats()[2:]
        super().__init__(host, LsdSetup(players=2, seats=seats, first=0), parent=parent)
        self.learn_button.hide()     # the lesson explains the captures itself
        self.start_guide()

    def start_game(self, setup: LsdSetup, seed: int | None,
                   position: str | None = None) -> StartedGame:
        return StartedGame(setup, 0, 0, self.lesson_session())


def easy_screen(host: GameHost, parent: QWidget | None = None) -> LsdScreen:
    """A person against the computer at level Easy, otherwise the new-game dialog's defaults."""
    person, computer = Seat("", "human"), Seat("", "computer", EASY)
    setup = LsdSetup()
    setup = dataclasses.replace(setup, players=2,
                                seats=(person, computer, *setup.seats[2:]), first=0)
    return LsdScreen(host, setup, parent=parent)
