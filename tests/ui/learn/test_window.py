"""Learn to play from the start page's cards and the Help menu; the offer of a real game
against Easy; the lessons in every language."""

from __future__ import annotations

import importlib
import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.helpers.lessons import lesson_screen, run_to_end
from tilegames.base.seats import Seat
from tilegames.controller.lesson import LessonSession, load_lesson
from tilegames.games import GAMES, kulami
from tilegames.i18n import translations
from tilegames.storage import autosave
from tilegames.ui.learn.screens import LessonParts
from tilegames.ui.main_window import MainWindow
from tilegames.ui.table.screen import TableScreen

# Every game's lesson texts, by id (each game keeps its own: ui/<game>/lesson_texts.py).
TEXTS: dict[str, object] = {
    key: source for game in GAMES
    for key, source in importlib.import_module(f"tilegames.ui.{game}.lesson_texts").TEXTS.items()}


@pytest.fixture
def window(app, settings, qtbot):
    settings.update({"computer_delay_ms": 0, "animations": False})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    return window


def test_each_card_starts_its_lesson(window):
    for key in GAMES:
        window.start_page.cards[key].learn_button.click()
        screen = window.screen_widget
        assert isinstance(screen, LessonParts) and screen.key == key
        assert isinstance(screen.session, LessonSession)
        assert screen.guide.bubble.isVisible()
        assert not window.move_menu.menuAction().isVisible()   # no undo or hint in a lesson
        assert window.close_game()


def test_the_help_menu_offers_every_lesson(window):
    titles = [a.text() for a in window.learn_menu.actions()]
    assert titles == ["LSD…", "Kulami…", "Qwirkle…"]
    assert window.learn_menu.menuAction() in window.help_menu.actions()
    window.learn_actions["qwirkle"].trigger()
    assert isinstance(window.screen_widget, LessonParts)
    assert window.screen_widget.key == "qwirkle"


def test_a_lesson_leaves_the_unfinished_game_alone(window):
    state = kulami.new_game(kulami.standard_board(3))
    state.apply(state.legal_moves()[0])
    autosave.write("kulami", state, (Seat("Ann"), Seat("", "computer", "easy")))
    window.learn("kulami")
    screen = window.screen_widget
    screen.session.request_move(screen.session.expected_move())
    assert window.close_game()
    assert [g.game for g in autosave.unfinished().games] == ["kulami"]


@pytest.mark.parametrize("key", GAMES)
def test_the_end_of_a_lesson_opens_a_real_game_against_easy(window, key):
    window.learn(key)
    screen = window.screen_widget
    session = screen.session
    while not session.finished:
        if not session.request_move(session.expected_move()) and session.step.kind != "you":
            session.next()
    bubble = screen.guide.bubble
    assert bubble.easy_button.isVisible() and bubble.close_button.isVisible()
    bubble.easy_button.click()
    game = window.screen_widget
    assert isinstance(game, TableScreen) and not isinstance(game, LessonParts)
    assert game.key == key
    assert [s.kind for s in game.session.seats] == ["human", "computer"]
    assert game.session.seats[1].level == "easy"
    assert game.session.history == () or game.session.seats[game.session.movers[0]].is_computer


def test_close_the_lesson_goes_back_to_the_start_page(window):
    window.learn("lsd")
    screen = window.screen_widget
    while not screen.session.finished:
        if not screen.session.request_move(screen.session.expected_move()):
            screen.session.next()
    screen.guide.bubble.close_button.click()
    assert window.screen_widget is None
    assert window.stack.currentWidget() is window.start_area


@pytest.mark.parametrize("lang", ["nl", "de", "he"])
def test_every_lesson_text_is_translated(app, lang):
    translations().set_language(lang)
    for key in GAMES:
        for step in load_lesson(key).steps:
            source = str(TEXTS[step.text])
            assert QCoreApplication.translate("learn", source) != source, (lang, step.text)


def test_every_lesson_file_names_only_known_texts_and_plays_through():
    for key in GAMES:
        lesson = load_lesson(key)
        lesson.check()
        assert {step.text for step in lesson.steps} <= set(TEXTS)
        assert lesson.steps[-1].kind == "note"


@pytest.mark.parametrize("lang", ["en", "nl", "de", "he"])
def test_a_lesson_runs_in_every_language(app, qtbot, tmp_path, lang):
    translations().set_language(lang)
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    bubble = screen.guide.bubble
    want = Qt.LayoutDirection.RightToLeft if lang == "he" else Qt.LayoutDirection.LeftToRight
    assert bubble.layoutDirection() == want
    assert screen.view.layoutDirection() == Qt.LayoutDirection.LeftToRight  # never mirrored
    shown = run_to_end(screen, lambda move: screen.cell_chosen(move.cell))
    assert all(shown) and bubble.easy_button.text()
    assert screen.view.viewport().rect().contains(bubble.geometry())


@pytest.mark.parametrize("lang", ["nl", "he"])
def test_a_lesson_screen_counts_in_the_learners_language(app, qtbot, tmp_path, lang):
    """A lesson screen is a subclass of the game's screen: its plurals are still translated."""
    translations().set_language(lang)
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    line = screen.side_panel.cards[0].lines[0].text()
    assert line == QCoreApplication.translate("KulamiScreen", "%n marble(s) left", "", 28)
    assert "marble" not in line


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("lang", ["en", "de", "he"])
def test_the_bubble_never_hides_a_cell_its_step_is_about(app, qtbot, tmp_path, key, lang):
    """At every step of every lesson the bubble's body stays off the cells the step names (a
    text that points at b2 must not sit on b2), in a long and a right-to-left language."""
    from PySide6.QtCore import QRect

    from tilegames.ui.table.board_scene import cells_rect

    translations().set_language(lang)
    screen = lesson_screen(qtbot, tmp_path, key)
    session = screen.session
    assert isinstance(session, LessonSession) and screen.guide is not None
    bubble, view = screen.guide.bubble, screen.view
    while not session.finished:
        body = bubble.body().toRect().translated(bubble.pos())
        named = set(session.step.at)
        if key == "kulami":          # the holes its text names ("b2") are about it too
            words = re.findall(r"\b([a-f][1-6])\b", str(TEXTS[session.step.text]))
            named |= {kulami.Move.from_str(word).cell for word in words}
        for cell in named:
            box: QRect = view.mapFromScene(cells_rect((cell,))).boundingRect()
            inside = box.intersected(body)
            assert inside.width() * inside.height() < 0.1 * box.width() * box.height(), (
                session.step_index, cell)
        if session.step.kind == "you":
            assert session.request_move(session.step.move)
        else:
            session.next()
