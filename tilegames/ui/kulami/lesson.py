"""Kulami's guided first game (``ui/learn``): the Kulami screen playing the lesson, and the real
game against Easy a lesson ends by offering."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.ui.kulami.game_setup import KulamiSetup, StartedGame
from tilegames.ui.kulami.lesson_texts import TEXTS
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.learn.screens import EASY, LESSON_SEATS, LessonParts
from tilegames.ui.table.host import GameHost


class KulamiLessonScreen(LessonParts, KulamiScreen):
    """The lesson shows few marks at a time, each step only what it is about: the marbles, the
    closed plates, and either the hole asked for (the hint ring) or the cells a step explains
    (the guide's frames); no legal holes and no last-marble ring (the move list has it)."""

    lesson_texts = TEXTS
    quiet_board = True
    frame_asked = False

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, KulamiSetup(seats=LESSON_SEATS), parent=parent)
        self.start_guide()

    def start_game(self, setup: KulamiSetup, seed: int | None) -> StartedGame:
        session = self.lesson_session()
        state = session.state
        assert isinstance(state, kulami.State)
        return StartedGame(setup, 0, state.board, session)

    def facts_text(self) -> str:
        return ""


def easy_screen(host: GameHost, parent: QWidget | None = None) -> KulamiScreen:
    """A person against the computer at level Easy, otherwise the new-game dialog's defaults."""
    person, computer = Seat("", "human"), Seat("", "computer", EASY)
    return KulamiScreen(host, KulamiSetup(seats=(person, computer)), parent=parent)
