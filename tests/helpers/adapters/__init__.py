"""One adapter per game for the shared engine conformance suite (tests/engines/test_conformance.py).

Each game's module in this package defines ``ADAPTER``; the game's own issue owns its file.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


def _no_check(state: Any) -> None:
    return None


@dataclass(frozen=True)
class Adapter:
    """How the conformance suite sets up and probes one game.

    new_state(rng): a fresh game with options drawn from rng (seeded: the test is reproducible).
    candidates(state, rng): moves to probe ``is_legal``/``apply`` with; mostly illegal ones.
    check_scores(state): assert that state.scores() agrees with the board (called after each move).
    check_end(state): assert the finished game's winners agree with its scores/board.
    max_moves: no game may last longer than this many entries of ``state.moves``.
    """

    name: str
    new_state: Callable[[random.Random], Any]
    candidates: Callable[[Any, random.Random], list[Any]]
    max_moves: int
    examples: int = 10
    check_scores: Callable[[Any], None] = _no_check
    check_end: Callable[[Any], None] = _no_check
