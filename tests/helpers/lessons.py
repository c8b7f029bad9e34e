"""Running a guided first game the way a learner does: the moves asked for, Next in the bubble."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers.hosts import FakeHost
from tilegames.controller.lesson import LessonSession
from tilegames.storage.settings import Settings
from tilegames.ui.learn.screens import LessonParts
from tilegames.ui.registry import make_lesson_screen


def make_settings(tmp_path) -> Settings:
    settings = Settings(tmp_path / "settings.json")
    settings.update({"computer_delay_ms": 0, "animations": False})
    return settings


def lesson_screen(qtbot, tmp_path, key: str) -> LessonParts:
    screen = make_lesson_screen(FakeHost(make_settings(tmp_path)), key)
    qtbot.addWidget(screen)
    screen.resize(1100, 720)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def run_to_end(screen: LessonParts, play: Callable[[Any], None]) -> list[str]:
    """Follow the lesson to its last step: ``play(move)`` makes each move asked for (as the
    learner would: clicks, tiles), the bubble's Next does the rest. The texts shown, in order."""
    session = screen.session
    assert isinstance(session, LessonSession) and screen.guide is not None
    bubble = screen.guide.bubble
    shown = []
    for _ in range(len(session.lesson.steps) + 1):
        shown.append(bubble.text_label.text())
        assert bubble.isVisible()
        step = session.step
        if session.finished:
            assert bubble.easy_button.isVisible() and not bubble.next_button.isVisible()
            return shown
        if step.kind == "you":
            assert not bubble.next_button.isVisible()
            before = session.step_index
            play(step.move)
            assert session.step_index == before + 1, f"the move of step {before + 1} was refused"
        else:
            assert bubble.next_button.isVisible()
            bubble.next_button.click()
    raise AssertionError("the lesson did not end")
