"""The lesson screens: each game's own screen on its own board, playing a ``LessonSession`` with
the guide's bubble over it (``LessonParts`` is what every lesson screen adds to its game's screen;
each game's lesson screen is in its UI package, ``ui/<game>/lesson.py``); and the real game against
Easy a lesson ends by offering.

A lesson screen is the game's screen (the same board, pieces, seats and move list), so what the
learner sees is what a real game shows. It writes no autosave and no statistics, offers no undo,
redo or hint, and has nothing to save; "play again" at the end starts the lesson again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from tilegames.base.seats import Seat
from tilegames.controller.lesson import LessonSession, load_lesson
from tilegames.controller.session import Change, GameSession
from tilegames.ui.game_screen import GameScreen, SaveData
from tilegames.ui.learn.guide import LessonGuide
from tilegames.ui.table.screen import TableScreen

EASY = "easy"
LESSON_SEATS = (Seat("", "human"), Seat("", "computer", EASY))


class LessonParts(TableScreen):
    """What every lesson screen adds to its game's screen (put first among the bases)."""

    guide: LessonGuide | None = None
    lesson_texts: ClassVar[Mapping[str, object]] = {}   # the game's (ui/<game>/lesson_texts.py)
    frame_asked: ClassVar[bool] = True      # the guide frames the cells of a move asked for
    # the guide's rings (z, inset; LessonMarks), None: over the pieces, inside the cells
    marks_look: ClassVar[tuple[float, float] | None] = None

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
        self.guide = LessonGuide(self, self.lesson_texts, self.frame_asked, self.marks_look)
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

    def refresh(self, change: Change[object] | None = None) -> None:
        super().refresh(change)
        if self.guide is not None and self.session is not None:
            expected = self.session.expected_move() if isinstance(
                self.session, LessonSession) else None
            if expected is not None and self.session.state.is_legal(expected):
                self.draw_hint(expected)
