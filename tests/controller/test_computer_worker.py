"""Issue 13: computer players think in a long-lived worker process, never in the window's.

The worker answers jobs, is reused, cancels at once, is replaced when it dies (the game goes on
with a legal move), and never outlives the program — not even a killed one.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time
from multiprocessing import Pipe, RawValue

import pytest

from tests.helpers.computers import ThinksUntilCancelled, use_level
from tests.helpers.race_game import RaceState
from tilegames.ai import players, worker
from tilegames.base.seats import Seat
from tilegames.controller.computer import ComputerWorker
from tilegames.controller.session import GameSession
from tilegames.games import kulami


@pytest.fixture
def random_levels():
    """Here the program's own levels play (tests/controller/conftest.py replaces them elsewhere):
    they are the ones that think in the worker process."""


@pytest.fixture
def computer(qapp):
    found = ComputerWorker.instance()
    yield found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (ended, not yet reaped by its parent) counts as gone
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except OSError:
        return True


def test_a_job_is_answered_by_another_process_which_is_reused(qtbot, computer):
    state = kulami.new_game(kulami.standard_board(3))
    answers = []
    computer.answered.connect(lambda job, move: answers.append((job, move)))
    job = computer.choose("easy", "seed", state.clone())
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers[0][0] == job and state.is_legal(answers[0][1])
    pid = computer.pid
    assert pid is not None and pid != os.getpid() and computer.is_alive()
    computer.choose("easy", "seed", state.clone())
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)
    assert computer.pid == pid                     # the same process, not a new one


def test_a_computer_seat_of_a_real_level_thinks_in_the_worker(qtbot, computer):
    state = kulami.new_game(kulami.standard_board(5))
    session = GameSession(state, (Seat("Ann"), Seat("", "computer", "easy")))
    session.start()
    session.request_move(state.legal_moves()[0])
    assert session.is_thinking()
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=30_000)
    assert computer.is_alive() and computer.pid != os.getpid()
    session.shutdown()


class DeadlyRace(RaceState):
    """A race game whose copy, once it reaches the worker, ends that process (as a crash in
    the middle of a search would)."""

    def clone(self) -> DeadlyRace:
        twin = DeadlyRace(self.num_players, self.goal)
        twin.total, twin.moves = self.total, self.moves
        return twin

    def __reduce__(self):
        return (os._exit, (3,))


def test_a_worker_that_dies_mid_move_cannot_stall_the_game(qtbot, computer):
    """The process dies while it works on the computer's move: the error is reported once, a
    legal move is played in its place, and the next computer move gets a fresh process."""
    session = GameSession(DeadlyRace(2, 30), (Seat("Ann"), Seat("", "computer", "easy")))
    errors = []
    session.error.connect(errors.append)
    session.start()
    session.request_move(1)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=30_000)
    assert len(errors) == 1 and "stopped" in errors[0] and session.human_to_move()
    first = computer.pid
    session.request_move(1)
    qtbot.waitUntil(lambda: len(session.history) == 4, timeout=30_000)
    assert len(errors) == 2 and session.human_to_move()
    assert first is None or computer.pid != first   # a fresh process took the next move
    session.shutdown()


def test_stop_ends_the_process(qtbot, qapp):
    own = ComputerWorker()          # not the application's: this one is stopped here
    answers = []
    own.answered.connect(lambda job, move: answers.append(move))
    own.choose("easy", 1, kulami.new_game(kulami.standard_board(1)))
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    pid = own.pid
    own.stop()
    assert not own.is_alive() and not _alive(pid)


def test_the_worker_ends_when_the_program_is_killed(tmp_path):
    """No orphan: the program is killed (no clean shutdown) while the worker thinks."""
    script = tmp_path / "program.py"
    script.write_text(textwrap.dedent("""
        import os, sys, time
        from PySide6.QtCore import QCoreApplication
        from tilegames.controller.computer import ComputerWorker
        from tilegames.games import kulami
        app = QCoreApplication([])
        computer = ComputerWorker.instance()
        computer.choose("expert", 1, kulami.new_game(kulami.standard_board(2)))
        while not computer.is_alive():
            app.processEvents()
            time.sleep(0.01)
        print(computer.pid, flush=True)
        time.sleep(0.5)
        os.kill(os.getpid(), 9)
    """), encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=120, cwd=os.getcwd(), env=dict(os.environ))
    pid = int(out.stdout.split()[0])
    deadline = time.monotonic() + 30
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _alive(pid)


def test_the_worker_loop_cancels_a_job_at_once_and_takes_the_next():
    """``worker.serve`` (here in a thread, with a test player it imports by its path):
    cancelling job 1 ends its search at once; job 2 is answered; "quit" ends the loop."""
    forever = "tests.helpers.computers:ThinksUntilCancelled"
    ThinksUntilCancelled.started.clear()
    requests_out, requests_in = Pipe(duplex=False)
    answers_out, answers_in = Pipe(duplex=False)
    cancelled = RawValue("q", 0)
    loop = threading.Thread(target=worker.serve,
                            args=(requests_out, answers_in, cancelled, os.getppid()), daemon=True)
    loop.start()
    requests_in.send(("choose", 1, "forever", 0, RaceState(), forever))
    assert ThinksUntilCancelled.started.wait(10)
    start = time.monotonic()
    cancelled.value = 1
    assert answers_out.poll(5)
    assert answers_out.recv()[:2] == ("done", 1)
    assert time.monotonic() - start < 2          # at once, not after some search budget
    requests_in.send(("choose", 2, "forever", 0, RaceState(), forever))
    cancelled.value = 2
    assert answers_out.recv()[:2] == ("done", 2)
    requests_in.send(("analyse", 3, RaceState(), 1))
    kind, job, _ = answers_out.recv()
    assert (kind, job) == ("failed", 3)          # the race game has no analysis: an answer
    requests_in.send(("quit",))
    loop.join(5)
    assert not loop.is_alive()


def test_a_registered_level_is_made_in_the_worker_process(qtbot, computer, monkeypatch):
    """A test's or a tool's level (``players.register_level``: a factory by its import path)
    plays in the worker process like the program's own levels: one path for computer turns."""
    use_level(monkeypatch, "first", "tests.helpers.computers:FirstMovePlayer")
    assert players.factory_path("first") == "tests.helpers.computers:FirstMovePlayer"
    assert players.factory_path("easy") is None and players.factory_path("unknown") is None
    answers = []
    computer.answered.connect(lambda job, answer: answers.append((job, answer)))
    job = computer.choose("first", 0, RaceState(2, 10))
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers == [(job, (1, computer.pid))] and computer.pid != os.getpid()


def test_a_level_the_worker_cannot_make_is_refused(monkeypatch):
    monkeypatch.setitem(players.LEVELS, "plain", players.RandomPlayer)
    with pytest.raises(TypeError):
        players.factory_path("plain")
    with pytest.raises(ValueError):
        players.register_level("odd", "tests.helpers.computers")     # no ":name"
    assert "odd" not in players.LEVELS


def test_a_malformed_job_is_answered_as_failed_not_run():
    """What comes off the pipe is checked before a player sees it: a job that is not a job
    (no job number, a position that is no position) is answered "failed"."""
    cancelled = RawValue("q", 0)
    assert worker.run_job(("choose", 1, "easy", 0, object(), None), cancelled)[:2] == (
        "failed", 1)
    assert worker.run_job(("analyse", 2, "not a position", 1), cancelled)[:2] == ("failed", 2)
    assert worker.run_job(("choose", "x", "easy", 0, RaceState(), None), cancelled)[0] == (
        "failed")
