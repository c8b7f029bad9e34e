"""The Kulami screen: clicks and keys on the board, refusals, undo/redo, computer turns, zoom."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from tests.helpers.computers import SlowPlayer, wait_idle, wait_turns_ended
from tests.helpers.kulami import (
    VS_COMPUTER,
    click,
    kulami_in_main_window,
    make_screen,
    make_settings,
    marbles_in_state,
)
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage.settings import ANIMATIONS, SHOW_LEGAL_MOVES
from tilegames.ui.kulami.scene import cell_center
from tilegames.ui.kulami.screen import KulamiScreen


def marbles_on_scene(screen: KulamiScreen) -> dict[tuple[int, int], int]:
    return {cell: item.seat for cell, item in screen.view.board_scene().marbles.items()}


def illegal_for(state, rule: str) -> tuple[int, int]:
    """An empty hole the player to move may not take, breaking ``rule``."""
    board = state.board
    last = state.last_move.cell
    closed = [board.plates[i] for i in state.closed_plates()]
    for cell in board.cells:
        if state.marble_at(cell) is not None or state.is_legal(kulami.Move(*cell)):
            continue
        in_line = cell[0] == last[0] or cell[1] == last[1]
        on_opponents = cell in closed[0].cells
        if rule == "K-M3" and not in_line:
            return cell
        if rule == "K-M4" and in_line and on_opponents:
            return cell
    raise AssertionError(f"no hole breaking {rule}")


def test_k_m1_a_game_between_two_people_is_played_by_clicks(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    session = screen.session
    for ply in range(12):
        state = session.state
        move = state.legal_moves()[ply * 5 % len(state.legal_moves())]
        click(qtbot, screen, move.cell)
        assert session.history[-1] == move
        assert len(session.history) == ply + 1
    assert marbles_on_scene(screen) == marbles_in_state(session.state)
    scene = screen.view.board_scene()
    assert scene.last == session.history[-1].cell
    assert scene.legal == {m.cell for m in session.state.legal_moves()}
    closed = {plate.cells for plate in scene.plates if plate.closed}
    assert closed == {session.state.board.plates[i].cells for i in session.state.closed_plates()}
    moves = screen.side_panel.moves
    assert moves.rowCount() == 6
    assert moves.item(0, 0).text() == str(session.history[0])
    assert moves.item(5, 1).text() == str(session.history[11])
    points = session.state.scores()
    assert [card.points.text() for card in screen.side_panel.cards] == [str(p) for p in points]
    assert screen.side_panel.cards[0].lines[0].text() == "22 marbles left"


@pytest.mark.parametrize("rule", ["K-M3", "K-M4"])
def test_k_m6_an_illegal_click_shows_the_reason_and_changes_nothing(qtbot, tmp_path, rule):
    screen = make_screen(qtbot, tmp_path)
    session = screen.session
    for _ in range(3):
        click(qtbot, screen, session.state.legal_moves()[-1].cell)
    before = session.state.to_dict()
    cell = illegal_for(session.state, rule)
    click(qtbot, screen, cell)
    reason = screen.host.status
    expected = {"K-M3": "row or column", "K-M4": "opponent"}[rule]
    assert expected in reason
    assert session.state.to_dict() == before
    assert len(session.history) == 3
    assert cell not in marbles_on_scene(screen)


def test_undo_and_redo_actions_between_people(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    undo, redo, _hint = screen.game_actions()
    assert undo.shortcut().toString() == "Ctrl+Z"
    assert redo.shortcut().toString() == "Ctrl+Shift+Z"
    assert not undo.isEnabled() and not redo.isEnabled()
    for _ in range(3):
        click(qtbot, screen, screen.session.state.legal_moves()[0].cell)
    played = screen.session.history
    assert undo.isEnabled()
    undo.trigger()
    assert screen.session.history == played[:2]
    assert played[2].cell not in marbles_on_scene(screen)
    assert redo.isEnabled()
    assert screen.side_panel.moves.rowCount() == 1
    redo.trigger()
    assert screen.session.history == played
    assert marbles_on_scene(screen) == marbles_in_state(screen.session.state)
    assert not redo.isEnabled()


def test_undo_against_the_computer_takes_back_its_reply_too(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seats=VS_COMPUTER)
    session = screen.session
    click(qtbot, screen, session.state.legal_moves()[0].cell)
    qtbot.waitUntil(lambda: len(session.history) == 2)
    wait_idle(session, 5000)
    screen.undo_action.trigger()
    assert session.history == ()
    assert marbles_on_scene(screen) == {}


def test_keyboard_arrows_move_the_cursor_and_enter_places(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    view = screen.view
    scene = view.board_scene()
    screen.setFocus()                                # the view takes the focus
    qtbot.keyClick(view, Qt.Key.Key_Right)          # shows the cursor where it is: a1
    assert scene.cursor_item.isVisible() and scene.cursor == (0, 0)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor == (1, 2)
    assert scene.hover == (1, 2)                     # the mover's marble is previewed there
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert screen.session.history == (kulami.Move(1, 2),)
    target = next(m.cell for m in screen.session.state.legal_moves() if m.y == 2)
    key = Qt.Key.Key_Right if target[0] > 1 else Qt.Key.Key_Left
    for _ in range(abs(target[0] - 1)):
        qtbot.keyClick(view, key)
    assert scene.cursor == target
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert screen.session.history == (kulami.Move(1, 2), kulami.Move(*target))
    for _ in range(20):
        qtbot.keyClick(view, Qt.Key.Key_Up)
    assert scene.cursor[1] == 0                      # the cursor stops at the board's edge


def test_hover_previews_a_marble_only_on_legal_holes(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    click(qtbot, screen, (0, 0))
    scene = screen.view.board_scene()
    legal = screen.session.state.legal_moves()[0].cell
    view = screen.view
    qtbot.mouseMove(view.viewport(), view.mapFromScene(cell_center(legal)))
    assert scene.hover == legal
    illegal = illegal_for(screen.session.state, "K-M3")
    qtbot.mouseMove(view.viewport(), view.mapFromScene(cell_center(illegal)))
    assert scene.hover is None


def test_the_legal_marks_setting_hides_the_marks(qtbot, tmp_path):
    settings = make_settings(tmp_path, show_legal_moves=False)
    screen = make_screen(qtbot, tmp_path, settings=settings)
    click(qtbot, screen, (0, 0))
    scene = screen.view.board_scene()
    assert scene.legal_marks == {}
    settings.set(SHOW_LEGAL_MOVES, True)
    screen.host.settingChanged.emit("show_legal_moves")
    assert len(scene.legal_marks) == len(screen.session.state.legal_moves())


def test_placement_is_animated_only_when_the_setting_allows(qtbot, tmp_path):
    settings = make_settings(tmp_path, animations=True)
    screen = make_screen(qtbot, tmp_path, settings=settings)
    click(qtbot, screen, (0, 0))
    scene = screen.view.board_scene()
    assert scene.animating() and scene.marbles[(0, 0)].scale() > 1.0
    qtbot.waitUntil(lambda: not scene.animating(), timeout=2000)
    assert scene.marbles[(0, 0)].scale() == pytest.approx(1.0)
    settings.set(ANIMATIONS, False)
    click(qtbot, screen, screen.session.state.legal_moves()[0].cell)
    assert not scene.animating()


@pytest.fixture
def slow_seats(slow_level):
    """Ann against the slow computer (``tests.helpers.computers.SlowPlayer``)."""
    return (Seat("Ann", "human"), Seat("", "computer", "slow"))


def test_the_window_stays_responsive_while_the_computer_thinks(qtbot, tmp_path, slow_seats):
    """The computer thinks until the GUI thread has run its timer five times meanwhile (however
    slow the machine): it only answers because the window kept processing events."""
    SlowPlayer.set_seconds(20.0)
    screen = make_screen(qtbot, tmp_path, seats=slow_seats)
    session = screen.session
    ticks = []

    def tick() -> None:
        ticks.append(session.is_thinking())
        if sum(ticks) >= 5:
            SlowPlayer.release.set()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    click(qtbot, screen, (0, 0))
    assert session.is_thinking()
    assert screen.side_panel.status.text() == "Black is thinking…"
    assert screen.side_panel.cards[1].turn.text() == "Thinking…"
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=15_000)
    timer.stop()
    assert SlowPlayer.release.is_set()
    assert sum(ticks) >= 5   # the GUI thread ran its timer while the computer thought
    assert screen.side_panel.status.text() == "Ann to move"


def test_closing_the_game_cancels_a_thinking_computer(qtbot, tmp_path, slow_seats):
    SlowPlayer.set_seconds(5.0)
    screen = make_screen(qtbot, tmp_path, seats=slow_seats)
    session = screen.session
    click(qtbot, screen, (0, 0))
    assert session.is_thinking()
    start = time.monotonic()
    screen.shutdown()
    assert SlowPlayer.cancelled.wait(2.0)
    assert time.monotonic() - start < SlowPlayer.seconds() / 2  # closing did not wait for it
    wait_turns_ended(qtbot)
    assert len(session.history) == 1   # the late answer never lands
    assert not session.is_thinking()


def test_ctrl_wheel_zooms_and_fit_restores(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    view = screen.view
    fitted = view.transform().m11()
    center = QPointF(view.viewport().rect().center())
    event = QWheelEvent(center, view.viewport().mapToGlobal(center), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.transform().m11() == pytest.approx(fitted * 1.44)
    screen.zoom_out()
    assert view.transform().m11() == pytest.approx(fitted * 1.2)
    screen.zoom_fit()
    assert view.transform().m11() == pytest.approx(fitted)
    screen.resize(700, 500)
    qtbot.waitUntil(lambda: view.transform().m11() < fitted)   # the board follows the window


def test_the_board_is_not_mirrored_right_to_left(qtbot, tmp_path):
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screen = make_screen(qtbot, tmp_path)
        assert screen.view.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert screen.side_panel.layoutDirection() == Qt.LayoutDirection.RightToLeft
        left = screen.view.mapFromScene(cell_center((0, 0)))
        right = screen.view.mapFromScene(cell_center((7, 0)))
        assert left.x() < right.x()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_in_the_main_window_language_switches_and_new_game_requests_reach_the_screen(
        qtbot, app, settings, monkeypatch):
    from tilegames.i18n import translations

    settings.update({"computer_delay_ms": 0, "animations": False})
    window, screen = kulami_in_main_window(qtbot, settings)
    assert screen.settings is settings      # the dialog found the window's settings
    assert [a.text() for a in window.move_menu.actions()] == ["&Undo", "&Redo", "&Hint"]
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Kulami"), timeout=1000)
    click(qtbot, screen, (0, 0))
    wait_idle(screen.session, 5000)
    translations().set_language("he")
    try:
        assert screen.side_panel.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert screen.view.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert len(screen.session.history) == 2     # the game goes on in the new language
    finally:
        translations().set_language("en")
    assert screen.side_panel.status.text() == "Red to move"
    asked = []
    monkeypatch.setattr(window, "new_game", asked.append)
    screen.result_panel.new_game.click()
    assert asked == ["kulami"]
    window.close_game()


def test_the_window_title_names_the_game_as_soon_as_it_is_shown(qtbot, app, settings):
    """No event loop turn (and so no race with the window's first paint under load) is needed."""

    window, _screen = kulami_in_main_window(qtbot, settings)
    assert window.windowTitle().startswith("Kulami")
    window.close_game()
    assert not window.windowTitle().startswith("Kulami")


def test_undo_and_redo_keys_work_in_the_main_window(qtbot, app, settings):
    """Ctrl+Z / Ctrl+Shift+Z reach the game through the window's menus, against the computer
    (one undo takes back its reply too)."""

    settings.update({"computer_delay_ms": 0, "animations": False})
    window, screen = kulami_in_main_window(qtbot, settings, activate=True)
    session = screen.session
    click(qtbot, screen, (0, 0))
    assert wait_idle(session, 5000) and len(session.history) == 2
    played = session.history
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.history == ()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert session.history == played
    window.close_game()


def test_k_m6_a_refusal_is_cleared_once_the_position_changes(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    session = screen.session
    click(qtbot, screen, (0, 0))
    shown = screen.host.statuses
    click(qtbot, screen, illegal_for(session.state, "K-M3"))
    assert shown and "row or column" in shown[-1]
    click(qtbot, screen, session.state.legal_moves()[0].cell)
    assert shown[-1] == ""                   # the old reason no longer applies
    click(qtbot, screen, illegal_for(session.state, "K-M3"))
    screen.undo_action.trigger()
    assert shown[-1] == ""
    click(qtbot, screen, illegal_for(session.state, "K-M3"))
    screen.play_again()
    assert shown[-1] == ""


def test_right_to_left_a_name_in_a_sentence_is_isolated(qtbot, tmp_path):
    """A Latin name in a Hebrew sentence keeps its own direction (FSI…PDI), so its "…" and the
    sentence's punctuation stay in place; left to right the text is left as it is."""
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        screen = make_screen(qtbot, tmp_path)
        assert "\u2068Ann\u2069" in screen.side_panel.status.text()
        assert screen.side_panel.cards[0].name.text() == "Ann"
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    screen.refresh()
    assert screen.side_panel.status.text() == "Ann to move: any hole"


def test_closing_the_main_window_while_the_computer_thinks(qtbot, app, settings, slow_seats):
    """No hang, no crash, and the late answer never lands."""
    from tilegames.ui.kulami.game_setup import SETTINGS_KEY, KulamiSetup

    SlowPlayer.set_seconds(20.0)
    settings.update({"computer_delay_ms": 0, "animations": False,
                     SETTINGS_KEY: KulamiSetup(seats=slow_seats, seed=7).to_dict()})
    window, screen = kulami_in_main_window(qtbot, settings)
    session = screen.session
    click(qtbot, screen, (0, 0))
    assert session.is_thinking()
    start = time.monotonic()
    assert window.close()
    assert SlowPlayer.cancelled.wait(2.0)
    assert time.monotonic() - start < SlowPlayer.seconds() / 2  # closing did not wait for it
    wait_turns_ended(qtbot)
    assert len(session.history) == 1 and not session.is_thinking()


def test_the_settings_dialog_hides_legal_marks_in_a_running_game(qtbot, app, settings):

    settings.update({"computer_delay_ms": 0, "animations": False})
    window, screen = kulami_in_main_window(qtbot, settings)
    click(qtbot, screen, (0, 0))
    assert wait_idle(screen.session, 5000)
    scene = screen.view.board_scene()
    assert len(scene.legal_marks) == len(screen.session.state.legal_moves()) > 0
    settings.set(SHOW_LEGAL_MOVES, False)
    window.settingChanged.emit("show_legal_moves")     # as the settings dialog does
    assert scene.legal_marks == {}
    window.close_game()
