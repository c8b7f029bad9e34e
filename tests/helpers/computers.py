"""Fake computer levels ("slow", "broken") and waits until a session's computer turns end.

The fake players think in a thread of the test process (see controller/session.py).
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QThread

from tilegames.ai import players


class SlowPlayer:
    """Thinks for ``seconds`` unless cancelled (recording that it was) or ``release`` is set;
    records the thread it ran on. Then plays the first legal move."""

    seconds = 5.0
    threads: list[QThread] = []
    cancelled = threading.Event()
    release = threading.Event()

    def __init__(self, seed):
        pass

    def choose(self, state, cancel):
        SlowPlayer.threads.append(QThread.currentThread())
        deadline = time.monotonic() + SlowPlayer.seconds
        while time.monotonic() < deadline and not SlowPlayer.release.is_set():
            if cancel.wait(0.005):
                SlowPlayer.cancelled.set()
                break
        return state.legal_moves()[0]


class BrokenPlayer:
    """Fails at once."""

    def __init__(self, seed):
        pass

    def choose(self, state, cancel):
        raise RuntimeError("no idea")


def register_fake_levels(monkeypatch) -> None:
    """Levels "slow" (``SlowPlayer``, fresh) and "broken" for one test (``slow_level``)."""
    SlowPlayer.seconds = 5.0
    SlowPlayer.threads = []
    SlowPlayer.cancelled = threading.Event()
    SlowPlayer.release = threading.Event()
    monkeypatch.setitem(players.LEVELS, "slow", SlowPlayer)
    monkeypatch.setitem(players.LEVELS, "broken", BrokenPlayer)


def wait_idle(session, timeout_ms: int = 10_000) -> bool:
    """Process events until no computer of ``session`` thinks (its move is shown); True when
    it got there within ``timeout_ms``."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + timeout_ms / 1000
    while session.is_thinking() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.001)
    return not session.is_thinking()


def wait_turns_ended(qtbot, session) -> None:
    """Wait until every computer turn ``session`` ran in the thread pool has ended and its
    signals (``finished`` last, after any answer) have reached the GUI thread: from then on, an
    answer that did not land never will. (A session its window deleted has no slots left.)"""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QThreadPool

    assert QThreadPool.globalInstance().waitForDone(10_000), "a computer turn did not end"
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    if shiboken6.isValid(session):
        qtbot.waitUntil(lambda: not session._relays)
