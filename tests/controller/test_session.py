"""GameSession: moves through the engine, undo/redo, computer turns in the worker process."""

from __future__ import annotations

import os
import threading

import pytest
from PySide6.QtCore import QCoreApplication, QTimer

from tests.helpers.computers import SlowPlayer, use_level, wait_idle, wait_turns_ended
from tests.helpers.race_game import RaceState
from tilegames.ai import players
from tilegames.base.seats import Seat
from tilegames.controller.session import GameSession, translate_reason
from tilegames.games import IllegalMoveError

HUMANS = (Seat("Ann"), Seat("Ben"))
VS_COMPUTER = (Seat("Ann"), Seat("Computer", "computer", "random"))


def make(seats=HUMANS, goal=10, **kw):
    session = GameSession(RaceState(len(seats), goal), seats, **kw)
    session.start()
    return session


def test_human_moves_go_through_the_engine(qtbot):
    session = make()
    with qtbot.waitSignal(session.moveApplied) as blocker:
        assert session.request_move(2)
    assert blocker.args[0] == 2 and blocker.args[1].points == 2
    assert session.state.total == 2 and session.history == (2,)
    assert session.state.current_player == 1


def test_illegal_request_gives_a_reason_and_changes_nothing(qtbot):
    session = make()
    with qtbot.waitSignal(session.illegalMove) as blocker:
        assert not session.request_move(3)
    assert blocker.args == ["you may add 1 or 2 only"]
    assert session.state.total == 0 and session.history == ()


def test_undo_and_redo_between_people(qtbot):
    session = make()
    for move in (1, 2, 2):
        session.request_move(move)
    session.undo()
    assert session.history == (1, 2) and session.state.total == 3
    assert session.can_redo()
    session.undo()
    session.redo()
    assert session.history == (1, 2)
    session.redo()
    assert session.history == (1, 2, 2) and not session.can_redo()
    session.undo()
    session.request_move(1)  # a new move forgets the redo list
    assert not session.can_redo() and session.history == (1, 2, 1)


def test_undo_at_start_does_nothing(qtbot):
    session = make()
    assert not session.can_undo()
    session.undo()
    assert session.history == ()


def test_undo_against_the_computer_takes_back_its_reply_too(qtbot):
    session = make(VS_COMPUTER)
    session.request_move(1)
    assert wait_idle(session)
    assert len(session.history) == 2 and session.state.current_player == 0
    session.undo()
    assert session.history == () and session.state.current_player == 0
    assert not session.is_thinking()
    session.redo()  # your move and the computer's reply come back together
    assert len(session.history) == 2 and session.state.current_player == 0


def test_computer_starting_first_is_not_undone_alone(qtbot):
    session = make((Seat("C", "computer"), Seat("Ann")))
    assert wait_idle(session)
    assert len(session.history) == 1
    assert not session.can_undo()


def test_computer_thinks_in_the_worker_process_and_the_gui_stays_responsive(qtbot, slow_level):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    session = make((Seat("Ann"), Seat("Slow", "computer", "slow")))
    with qtbot.waitSignal(session.thinkingChanged):
        session.request_move(1)
    assert session.is_thinking()
    # the GUI thread keeps processing events meanwhile (a computer thinking in it would block)
    qtbot.waitUntil(lambda: len(ticks) >= 5)
    qtbot.waitUntil(lambda: SlowPlayer.processes() != [])
    assert session.is_thinking()
    # the test's own level, registered by its import path, thinks in the worker process
    assert SlowPlayer.processes()[0] not in (os.getpid(), None)
    session.shutdown()
    timer.stop()


def test_closing_the_game_cancels_a_thinking_computer(qtbot, slow_level):
    session = make((Seat("Ann"), Seat("Slow", "computer", "slow")))
    session.request_move(1)
    qtbot.waitUntil(lambda: SlowPlayer.processes() != [])
    landed = []
    session.moveApplied.connect(lambda *a: landed.append(a))
    session.shutdown()
    assert SlowPlayer.cancelled.wait(2), "the computer was not told to stop"
    wait_turns_ended(qtbot)   # its answer, if any, has come back by now
    assert landed == [] and session.history == (1,)
    assert not session.request_move(1)


def test_undo_while_thinking_drops_the_late_answer(qtbot, slow_level):
    session = make((Seat("Ann"), Seat("Slow", "computer", "slow")))
    session.request_move(2)
    qtbot.waitUntil(lambda: SlowPlayer.processes() != [])
    session.undo()
    assert SlowPlayer.cancelled.wait(2)
    wait_turns_ended(qtbot)
    assert session.history == () and not session.is_thinking()


def test_computer_move_waits_for_the_display_delay(qtbot):
    class Delay:
        def get(self, key, default=None):
            return 60_000 if key == "computer_delay_ms" else default

    session = make(VS_COMPUTER, settings=Delay())
    session.request_move(1)
    qtbot.waitUntil(lambda: session._pending_move is not None)   # the answer is there …
    wait_turns_ended(qtbot)
    assert session.history == (1,) and session.is_thinking()     # … and waits to be shown
    assert session._show_timer.isActive() and session._show_timer.remainingTime() > 30_000
    session.shutdown()


def test_a_failing_computer_player_is_reported_once_and_cannot_stall_the_game(qtbot,
                                                                              slow_level):
    """Issue 10: the error is reported once and logged, and a legal move is played in its
    place, so the person can go on."""
    session = GameSession(RaceState(), (Seat("Ann"), Seat("X", "computer", "broken")))
    session.start()
    errors = []
    session.error.connect(errors.append)
    session.request_move(1)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=5000)
    assert len(errors) == 1 and "no idea" in errors[0]
    assert not session.is_thinking() and session.human_to_move()
    assert session.state.is_legal(1)


def test_an_illegal_computer_move_is_replaced_by_a_legal_one(qtbot, monkeypatch, caplog):
    use_level(monkeypatch, "illegal", "tests.helpers.computers:IllegalPlayer")
    session = GameSession(RaceState(2, 10), (Seat("Ann"), Seat("X", "computer", "illegal")))
    session.start()
    errors = []
    session.error.connect(errors.append)
    session.request_move(2)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=5000)
    assert session.history[1] in (1, 2) and len(errors) == 1 and "illegal" in errors[0]
    assert "7" not in errors[0]           # the move itself is not shown (hidden racks)
    assert "failed" in caplog.text and "7" in caplog.text   # the log keeps the error


def test_one_changed_signal_per_transition(qtbot):
    """Issue 10: a move, an undo, a redo and a computer reply each announce one change."""
    session = GameSession(RaceState(2, 30), VS_COMPUTER)
    changes = []
    session.changed.connect(changes.append)
    session.start()
    assert [c.kind for c in changes] == ["start"]
    session.request_move(1)
    assert [c.kind for c in changes] == ["start", "move"] and session.is_thinking()
    assert changes[-1].played[0][0] == 1
    qtbot.waitUntil(lambda: len(changes) == 3, timeout=5000)
    assert changes[-1].kind == "move" and len(session.history) == 2
    session.undo()
    assert [c.kind for c in changes[3:]] == ["undo"]
    session.redo()
    assert [c.kind for c in changes[4:]] == ["redo"] and len(changes[-1].played) == 2
    session.request_move(5)          # refused: no change
    assert len(changes) == 5


def test_computers_play_each_other_to_the_end(qtbot):
    session = GameSession(RaceState(3, 20), [Seat(f"C{i}", "computer") for i in range(3)])
    over = []
    session.gameOver.connect(over.append)
    session.start()
    qtbot.waitUntil(lambda: over != [], timeout=5000)
    assert session.state.is_over() and sum(session.history) == 20
    assert over[0] == session.state.winners()
    assert session.state_after(0).total == 0
    assert session.state_after(3).total == sum(session.history[:3])


def test_seeded_computer_games_repeat(qtbot):
    def play(seed):
        session = GameSession(RaceState(2, 30), [Seat("a", "computer"), Seat("b", "computer")],
                              seed=seed)
        session.start()
        qtbot.waitUntil(session.state.is_over, timeout=5000)
        return session.history

    assert play(4) == play(4)


def test_reason_falls_back_to_english_when_a_translation_is_broken(monkeypatch):
    error = IllegalMoveError("{cell} is taken", rule="X", cell="c4")
    assert translate_reason(error) == "c4 is taken"
    monkeypatch.setattr(QCoreApplication, "translate", lambda ctx, text: "{zelle} ist besetzt")
    assert translate_reason(error) == "c4 is taken"


def test_seat_count_must_match_the_game():
    with pytest.raises(ValueError):
        GameSession(RaceState(2), [Seat("solo")])


def test_random_player_is_seeded():
    state = RaceState(2, 50)
    a = [players.make_player("random", 3).choose(state, threading.Event()) for _ in range(5)]
    b = [players.make_player("random", 3).choose(state, threading.Event()) for _ in range(5)]
    assert a == b
    assert isinstance(players.make_player("no-such-level", 1), players.RandomPlayer)


def test_old_and_unknown_levels_open_as_easy():
    assert players.normalise_level("random") == "easy"
    assert players.normalise_level("no-such-level") == "easy"
    assert players.normalise_level(["hard"]) == "easy"
    assert list(players.LEVELS) == ["easy", "medium", "hard", "expert"]
