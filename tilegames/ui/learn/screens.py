"""The lesson screens: each game's own screen on its own board, playing a ``LessonSession`` with
the guide's bubble over it; and the real game against Easy a lesson ends by offering.

A lesson screen is the game's screen (the same board, pieces, seats and move list), so what the
learner sees is what a real game shows. It writes no autosave and no statistics, offers no undo,
redo or hint, and has nothing to save; "play again" at the end starts the lesson again.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.controller.lesson import LessonSession, load_lesson
from tilegames.controller.session import GameSession
from tilegames.games import kulami
from tilegames.ui.game_screen import GameScreen, SaveData
from tilegames.ui.kulami.game_setup import KulamiSetup
from tilegames.ui.kulami.game_setup import StartedGame as KulamiStarted
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.learn.guide import LessonGuide
from tilegames.ui.lsd.game_setup import LsdSetup
from tilegames.ui.lsd.game_setup import StartedGame as LsdStarted
from tilegames.ui.lsd.game_setup import default_seats as lsd_default_seats
from tilegames.ui.lsd.screen import LsdScreen
from tilegames.ui.qwirkle.game_setup import QwirkleSetup
from tilegames.ui.qwirkle.game_setup import StartedGame as QwirkleStarted
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.screen import TableScreen

EASY = "easy"
LESSON_SEATS = (Seat("", "human"), Seat("", "computer", EASY))


class LessonParts(TableScreen):
    """What every lesson screen adds to its game's screen (put first among the bases)."""

    guide: LessonGuide | None = None

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The game screen's words in the context of the class that says them: PySide looks a
        plural (``%n``) up in the instance's own class only, and a lesson screen is a subclass."""
        untranslated = QCoreApplication.translate("", text, disambiguation, n)
        for cls in type(self).__mro__:
            if cls is GameScreen:
                break
            found = QCoreApplication.translate(cls.__name__, text, disambiguation, n)
            if found != untranslated:
                return found
        return untranslated

    def lesson_session(self) -> LessonSession:
        """A fresh session of this game's lesson (autosaving off from the start)."""
        self.autosaves = False
        return LessonSession(load_lesson(self.key), LESSON_SEATS, settings=self.settings)

    def start_guide(self) -> LessonGuide:
        self.guide = LessonGuide(self)
        assert isinstance(self.session, LessonSession)
        self.guide.attach(self.session)
        return self.guide

    def bind(self, session: GameSession) -> None:
        super().bind(session)
        if self.guide is not None and isinstance(session, LessonSession):
            self.guide.attach(session)

    def save_data(self) -> SaveData | None:
        return None           # nothing to save, to autosave or to count

    def game_actions(self) -> list[QAction]:
        return []             # no undo, redo or hint in a lesson

    def retranslate(self) -> None:
        super().retranslate()
        if self.guide is not None:
            self.guide.retranslate()

    def refresh(self, change: Any = None) -> None:
        super().refresh(change)
        if self.guide is not None and self.session is not None:
            expected = self.session.expected_move() if isinstance(
                self.session, LessonSession) else None
            if expected is not None and self.session.state.is_legal(expected):
                self.draw_hint(expected)


class KulamiLessonScreen(LessonParts, KulamiScreen):
    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, KulamiSetup(seats=LESSON_SEATS), parent=parent)
        self.start_guide()

    def _start(self, setup: KulamiSetup, seed: int | None) -> None:
        session = self.lesson_session()
        state = session.state
        assert isinstance(state, kulami.State)
        self._show(KulamiStarted(setup, 0, state.board, session))

    def facts_text(self) -> str:
        return ""


class LsdLessonScreen(LessonParts, LsdScreen):
    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        seats = LESSON_SEATS + lsd_default_seats()[2:]
        super().__init__(host, LsdSetup(players=2, seats=seats, first=0), parent=parent)
        self.learn_button.hide()     # the lesson explains the captures itself
        self.start_guide()

    def _start(self, setup: LsdSetup, seed: int | None, position: str | None = None) -> None:
        self._show(LsdStarted(setup, 0, 0, self.lesson_session()), None)


class QwirkleLessonScreen(LessonParts, QwirkleScreen):
    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, QwirkleSetup(seats=LESSON_SEATS), parent=parent)
        self.start_guide()

    def _start(self, setup: QwirkleSetup, seed: int | None, bag: Any = None) -> None:
        self._show(QwirkleStarted(setup, 0, self.lesson_session()))

    def facts_text(self) -> str:
        if self.shown is None:
            return ""
        return self.tr("Tiles in the bag: {n}").format(n=self.shown.bag_size)


_LESSONS: dict[str, type[LessonParts]] = {
    "lsd": LsdLessonScreen, "kulami": KulamiLessonScreen, "qwirkle": QwirkleLessonScreen}


def make_lesson_screen(host: GameHost, key: str, parent: QWidget | None = None) -> LessonParts:
    """The guided first game of ``key`` (one of ``games.GAMES``)."""
    return _LESSONS[key](host, parent)


def easy_screen(host: GameHost, key: str, parent: QWidget | None = None) -> GameScreen:
    """A real game of ``key``: a person against the computer at level Easy, otherwise the
    new-game dialog's defaults."""
    person, computer = Seat("", "human"), Seat("", "computer", EASY)
    if key == "kulami":
        return KulamiScreen(host, KulamiSetup(seats=(person, computer)), parent=parent)
    if key == "lsd":
        setup = LsdSetup()
        setup = dataclasses.replace(setup, players=2,
                                    seats=(person, computer, *setup.seats[2:]), first=0)
        return LsdScreen(host, setup, parent=parent)
    return QwirkleScreen(host, QwirkleSetup(seats=(person, computer)), parent=parent)
