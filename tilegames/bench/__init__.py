"""Benchmarks that print figures and assert nothing: ``python -m tilegames.bench [game ...]``.

Each game's module here defines ``run(out)``, which prints its figures with ``out`` (a print-like
callable). Figures are for one core of the machine it runs on; seeds are fixed.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_us(fn: Callable[[], object], repeat: int = 200) -> float:
    """Median wall time of ``fn()`` in microseconds over ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def rate(fn: Callable[[], object], seconds: float = 2.0) -> float:
    """Calls of ``fn()`` per second over about ``seconds`` of wall time."""
    count = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        fn()
        count += 1
    return count / elapsed


def move_times_line(level: str, times: list[float], rates: list[float]) -> str:
    """One level's computer moves in a line: mean and longest time against the level's budget,
    and the search speed when there were searches ("  hard  : time per move mean …")."""
    from tilegames.ai.players import BUDGETS

    line = (f"  {level:6}: time per move mean {statistics.mean(times):.3f} s, "
            f"max {max(times):.3f} s (budget {BUDGETS[level]:g} s)")
    if rates:
        line += f"; {statistics.mean(rates):,.0f} nodes/s"
    return line
