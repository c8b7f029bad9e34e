"""A cancel event and a clock for the search tests that count looks, not wall-clock time.

Whether a search stops is checked by what it looked at, never by the wall clock (the machines
are shared and noisy).
"""

from __future__ import annotations

import threading


class CancelledAfter(threading.Event):
    """An event that is set once it has been looked at ``looks`` times: a cancel that arrives in
    the middle of a search, whatever the speed of the machine. ``late`` counts the looks that
    found it set."""

    def __init__(self, looks: int) -> None:
        super().__init__()
        self.looks = looks
        self.late = 0

    def is_set(self) -> bool:
        self.looks -= 1
        if self.looks <= 0:
            self.set()
        if super().is_set():
            self.late += 1
        return super().is_set()


class StepClock:
    """Stands in for the ``time`` module of a search: ``perf_counter`` moves on one second at
    every read, so a deadline ``n`` seconds ahead passes at the ``n``-th look, on any machine."""

    def __init__(self) -> None:
        self.reads = 0

    def perf_counter(self) -> float:
        self.reads += 1
        return float(self.reads)
