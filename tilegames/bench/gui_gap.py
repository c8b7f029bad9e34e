"""``python -m tilegames.bench gui_gap``: how smooth the window stays while the computer thinks.

A 5 ms QTimer runs in the GUI thread while Hard thinks on a busy mid-game position of each game,
once in the computer players' worker process (what the program does) and once in a thread of the
program's own process (what it would do without the worker). Printed: the longest gap between two
timer ticks and the 99th percentile (target: the longest gap at most 30 ms with the worker).
"""

from __future__ import annotations

import os
import random
import statistics
import threading
import time
from collections.abc import Callable

from tilegames.games import GameState

GAMES = ("kulami", "lsd", "qwirkle")
TARGET_MS = 30.0


def _position(game: str) -> GameState:
    """A busy mid-game position of ``game`` (seeded random moves from the start)."""
    from tilegames.games import kulami, lsd, qwirkle

    rng = random.Random(7)
    starts: dict[str, tuple[Callable[[], GameState], int]] = {
        "kulami": (lambda: kulami.new_game(kulami.standard_board(7)), 16),
        "lsd": (lambda: lsd.new_game(2), 10),
        "qwirkle": (lambda: qwirkle.new_game(2, seed=7), 8),
    }
    make, count = starts[game]
    state = make()
    for _ in range(count):
        if state.is_over():
            break
        state.apply(rng.choice(list(state.legal_moves())))
    return state


def _measure(think: Callable[[Callable[[], None]], None]) -> list[float]:
    """Tick a 5 ms timer while ``think(done)`` works; the gaps between ticks in ms."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    ticks: list[float] = []
    finished = threading.Event()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    think(finished.set)
    deadline = time.monotonic() + 30
    while not finished.is_set() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    timer.stop()
    return [(b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]


def run(out: Callable[[str], None]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tilegames.ai.players import make_player, seat_view
    from tilegames.controller.computer import ComputerWorker

    app = QApplication.instance() or QApplication([])
    worker = ComputerWorker.instance()
    out(f"GUI event loop while Hard thinks (5 ms timer; target: longest gap <= {TARGET_MS:.0f} "
        f"ms in the worker process); load average {os.getloadavg()[0]:.1f}")
    # start the process first: its start-up is not part of the thinking
    warm = worker.choose("easy", 0, seat_view(_position("kulami")))
    started = time.monotonic()
    while worker.is_alive() is False and time.monotonic() - started < 30:
        app.processEvents()
    del warm
    for game in GAMES:
        position = seat_view(_position(game))

        def in_worker(done: Callable[[], None], position=position) -> None:
            job = worker.choose("hard", 1, position)

            def answered(j: int, _value: object) -> None:
                if j == job:
                    worker.answered.disconnect(answered)
                    worker.failed.disconnect(answered)
                    done()

            worker.answered.connect(answered)
            worker.failed.connect(answered)

        def in_thread(done: Callable[[], None], position=position) -> None:
            def search() -> None:
                try:
                    make_player("hard", 1).choose(position, threading.Event())
                finally:
                    done()
            threading.Thread(target=search, daemon=True).start()

        for name, think in (("worker process", in_worker), ("thread (without the worker)",
                                                            in_thread)):
            start = time.perf_counter()
            gaps = _measure(think)
            took = time.perf_counter() - start
            if not gaps:
                out(f"  {game:8} {name}: no ticks measured")
                continue
            worst = max(gaps)
            p99 = sorted(gaps)[int(len(gaps) * 0.99) - 1] if len(gaps) > 1 else worst
            mark = "" if name != "worker process" else (
                "  ok" if worst <= TARGET_MS else "  OVER TARGET")
            out(f"  {game:8} {name:28} longest gap {worst:6.1f} ms, 99% {p99:5.1f} ms, "
                f"median {statistics.median(gaps):4.1f} ms; Hard thought {took:.2f} s{mark}")
    worker.stop()
