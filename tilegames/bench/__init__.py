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
