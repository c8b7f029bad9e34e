"""Computer players and their levels.

A player is anything with ``choose(state, cancel) -> move``: it gets its own copy of the state
(never the one on the table) and a ``threading.Event`` it should poll during long searches; when
the event is set its answer is thrown away, so it may return any legal move early.
Players are seeded: the same seed and state give the same move (replays, bug reports).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any, Protocol


class Player(Protocol):
    def choose(self, state: Any, cancel: threading.Event) -> Any:
        """A legal move for ``state.current_player``; ``state`` is the player's own copy."""


class RandomPlayer:
    """Plays a uniformly random legal move (the easiest level)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any, cancel: threading.Event) -> Any:
        return self.rng.choice(state.legal_moves())


# Level name -> factory(seed). The GUI lists these in order; names are stable (saved in settings).
LEVELS: dict[str, Callable[[int | str], Player]] = {
    "random": RandomPlayer,
}


def make_player(level: str, seed: int | str) -> Player:
    """The player for ``level`` (an unknown level falls back to the easiest, never fails)."""
    return LEVELS.get(level, RandomPlayer)(seed)
