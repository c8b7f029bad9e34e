"""Lessons as data: every lesson file plays through its engine; a broken file is refused."""

from __future__ import annotations

import json

import pytest

from tilegames.base.seats import Seat
from tilegames.controller.lesson import LessonError, LessonSession, lesson_path, load_lesson
from tilegames.games import GAMES

SEATS = (Seat(""), Seat("", "computer", "easy"))


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_plays_through_the_engine(game):
    lesson = load_lesson(game)
    lesson.check()
    kinds = {step.kind for step in lesson.steps}
    assert kinds == {"you", "them", "note"}


def test_a_lesson_file_whose_move_does_not_fit_is_refused(tmp_path):
    data = json.loads(lesson_path("kulami").read_text(encoding="utf-8"))
    data["steps"][1]["them"] = "a1"           # K-M4: the plate of the learner's b2
    path = tmp_path / "kulami.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError):
        load_lesson("kulami", path).check()
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(LessonError):
        load_lesson("kulami", path)


def test_the_session_plays_the_script_and_never_asks_a_computer(qapp):
    session = LessonSession(load_lesson("kulami"), SEATS)
    session.start()
    assert not session.request_move(load_lesson("kulami").steps[2].move)   # not yet
    assert session.request_move(session.expected_move())
    assert len(session.history) == 2 and session.thinking_seat() is None   # Black's e2 at once
    assert not session.can_undo() and not session.request_hint()
