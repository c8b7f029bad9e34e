"""Test computer levels ("slow", "broken", …), registered for one test, and waits until a
session's computer turns end.

Computer turns run in the computer players' worker process (controller/computer.py), also for
these players: a test registers a level by the import path of its factory (``use_level``) and the
worker imports it. What a player there does reaches the test through files (``Flag``), in a folder
the whole run shares with its worker processes (``TILEGAMES_TEST_SIGNALS``, set by conftest.py
before any of them starts).
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

from tilegames.ai import players
from tilegames.games.qwirkle import Exchange, Pass, SeatView

WAIT_STEP = 0.005


def signals_folder() -> Path:
    folder = Path(os.environ["TILEGAMES_TEST_SIGNALS"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Flag:
    """A flag both processes see, used like a ``threading.Event``: set while its file is there."""

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def path(self) -> Path:
        return signals_folder() / self.name

    def set(self) -> None:
        self.path.touch()

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)

    def is_set(self) -> bool:
        return self.path.exists()

    def wait(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while not self.is_set():
            if time.monotonic() >= deadline:
                return False
            time.sleep(WAIT_STEP)
        return True


class Log:
    """Lines both processes append to (one per event) and read."""

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def path(self) -> Path:
        return signals_folder() / self.name

    def add(self, line: str) -> None:
        with self.path.open("a", encoding="utf-8") as file:
            file.write(line + "\n")

    def lines(self) -> list[str]:
        try:
            return self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)


def use_level(monkeypatch, level: str, path: str) -> None:
    """Level ``level`` is played by the factory at ``path`` ("module:name") for one test (the
    program's own level of that name, if any, comes back after it)."""
    monkeypatch.setitem(players.LEVELS, level, players.LEVELS.get(level))
    players.register_level(level, path)


class SlowPlayer:
    """Thinks for ``seconds`` unless cancelled (``cancelled`` is then set) or ``release`` is set;
    logs the process it ran in (``processes``) as it starts and ends. Then plays the first legal
    move."""

    cancelled = Flag("slow-cancelled")
    release = Flag("slow-release")
    seconds_file = Flag("slow-seconds")
    started = Log("slow-started")
    ended = Log("slow-ended")

    def __init__(self, seed):
        pass

    @classmethod
    def set_seconds(cls, seconds: float) -> None:
        cls.seconds_file.path.write_text(str(seconds), encoding="ascii")

    @classmethod
    def seconds(cls) -> float:
        try:
            return float(cls.seconds_file.path.read_text(encoding="ascii"))
        except (FileNotFoundError, ValueError):
            return 5.0

    @classmethod
    def processes(cls) -> list[int]:
        """The process of each move it began (the worker's)."""
        return [int(line) for line in cls.started.lines()]

    @classmethod
    def reset(cls) -> None:
        for part in (cls.cancelled, cls.release, cls.seconds_file, cls.started, cls.ended):
            part.clear()

    @classmethod
    def let_go(cls, timeout: float = 10.0) -> None:
        """Release every move it thinks about and wait until each has ended (so that none
        holds the worker up for a later test)."""
        cls.release.set()
        deadline = time.monotonic() + timeout
        while (len(cls.ended.lines()) < len(cls.started.lines())
               and time.monotonic() < deadline):
            time.sleep(WAIT_STEP)

    def choose(self, state, cancel):
        SlowPlayer.started.add(str(os.getpid()))
        try:
            deadline = time.monotonic() + SlowPlayer.seconds()
            while time.monotonic() < deadline and not SlowPlayer.release.is_set():
                if cancel.wait(WAIT_STEP):
                    SlowPlayer.cancelled.set()
                    break
            return state.legal_moves()[0]
        finally:
            SlowPlayer.ended.add(str(os.getpid()))


class ThinksUntilCancelled:
    """Sets ``started``, thinks until its move is cancelled, then plays the first legal move."""

    started = Flag("forever-started")

    def __init__(self, seed):
        pass

    def choose(self, state, cancel):
        ThinksUntilCancelled.started.set()
        while not cancel.is_set():
            time.sleep(0.001)
        return state.legal_moves()[0]


class FirstMovePlayer:
    """Plays the first legal move at once and says where: it answers with the move and the id of
    its process."""

    def __init__(self, seed):
        pass

    def choose(self, state, cancel):
        return state.legal_moves()[0], os.getpid()


class BrokenPlayer:
    """Fails at once."""

    def __init__(self, seed):
        pass

    def choose(self, state, cancel):
        raise RuntimeError("no idea")


class IllegalPlayer:
    """Answers 7, never legal in the race game."""

    def __init__(self, seed):
        pass

    def choose(self, state, cancel):
        return 7


class SeatViewPlayer:
    """Plays from a seat's view only, of the seat to move (it fails on anything else: the
    session reports that as an error): a seeded choice among the placements, else an exchange
    of the first tile."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, cancel):
        if not isinstance(view, SeatView) or view.seat != view.current_player:
            raise TypeError(f"a computer seat was given {type(view).__name__}")
        places = sorted(view.placements_with_scores(), key=lambda p: p[0].tiles)
        if places:
            return self.rng.choice(places)[0]
        return Exchange(view.hand[:1])


class QwirkleViewPlayer:
    """A Qwirkle level that plays from its seat view alone: the best placement (ties by a
    seeded choice), else an exchange of its first tile, else a pass."""

    def __init__(self, seed) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, cancel):
        assert isinstance(view, SeatView)
        places = view.placements_with_scores()
        if places:
            best = max(points for _, points in places)
            return self.rng.choice(sorted((p for p, v in places if v == best),
                                          key=lambda p: p.tiles))
        if view.bag_size:
            return Exchange(view.hand[:1])
        return Pass()


class ExchangingFirst(QwirkleViewPlayer):
    """Exchanges its first two tiles on its first turn (once the board has tiles), then plays
    like QwirkleViewPlayer."""

    def choose(self, view, cancel):
        own = [m for m in view.moves if isinstance(m, Exchange)]
        if not own and view.bag_size >= 2 and view.board.cells:
            return Exchange(view.hand[:2])
        return super().choose(view, cancel)


class SmallBudget(players.LevelPlayer):
    """One of the program's levels with a small node budget for Qwirkle's Hard and Expert, for
    its own moves only (on a busy machine the clock, the safety net, must not decide)."""

    def choose(self, state, cancel):
        from tilegames.ai import qwirkle as qwirkle_ai

        budget = qwirkle_ai.COUNTS
        small = qwirkle_ai.Counts(40, 8, 10)
        qwirkle_ai.COUNTS = {level: {"large": small, "small": small} for level in budget}
        try:
            return super().choose(state, cancel)
        finally:
            qwirkle_ai.COUNTS = budget


def small_easy(seed):
    return SmallBudget("easy", seed)


def small_medium(seed):
    return SmallBudget("medium", seed)


def small_hard(seed):
    return SmallBudget("hard", seed)


def register_fake_levels(monkeypatch) -> None:
    """Levels "slow" (``SlowPlayer``, fresh: 5 seconds) and "broken" for one test
    (``slow_level``; ``SlowPlayer.let_go`` after it)."""
    SlowPlayer.reset()
    use_level(monkeypatch, "slow", "tests.helpers.computers:SlowPlayer")
    use_level(monkeypatch, "broken", "tests.helpers.computers:BrokenPlayer")


def wait_idle(session, timeout_ms: int = 10_000) -> bool:
    """Process events until no computer of ``session`` thinks (its move is shown); True when
    it got there within ``timeout_ms``."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + timeout_ms / 1000
    while session.is_thinking() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.001)
    return not session.is_thinking()


def wait_turns_ended(qtbot) -> None:
    """Wait until the worker process has answered every job it was given (a cancelled one too)
    and the answers have reached the GUI thread: from then on, an answer that did not land
    never will."""
    from PySide6.QtCore import QCoreApplication

    from tilegames.controller.computer import ComputerWorker

    worker = ComputerWorker.instance()
    qtbot.waitUntil(worker.idle, timeout=10_000)
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
