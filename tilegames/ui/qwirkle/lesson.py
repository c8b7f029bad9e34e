"""Qwirkle's guided first game (``ui/learn``): the Qwirkle screen playing the lesson, and the real
game against Easy a lesson ends by offering."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.games.qwirkle import Tile
from tilegames.ui.learn.screens import EASY, LESSON_SEATS, LessonParts
from tilegames.ui.qwirkle.game_setup import QwirkleSetup, StartedGame
from tilegames.ui.qwirkle.lesson_texts import TEXTS
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.table.host import GameHost


class QwirkleLessonScreen(LessonParts, QwirkleScreen):
    lesson_texts = TEXTS

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, QwirkleSetup(seats=LESSON_SEATS), parent=parent)
        self.start_guide()

    def start_game(self, setup: QwirkleSetup, seed: int | None,
                   bag: list[Tile] | None = None) -> StartedGame:
        return StartedGame(setup, 0, self.lesson_session())

    def facts_text(self) -> str:
        if self.shown is None:
            return ""
        return self.tr("Tiles in the bag: {n}").format(n=self.shown.bag_size)


def easy_screen(host: GameHost, parent: QWidget | None = None) -> QwirkleScreen:
    """A person against the computer at level Easy, otherwise the new-game dialog's defaults."""
    person, computer = Seat("", "human"), Seat("", "computer", EASY)
    return QwirkleScreen(host, QwirkleSetup(seats=(person, computer)), parent=parent)
