"""Reference players for the arena and the tests (not offered in the program). Like the levels
they look only at the seat's view (a full State is turned into ``state.view(current_player)``)."""

from __future__ import annotations

import random
import threading

from tilegames.ai.qwirkle.greedy import greedy_move
from tilegames.games.qwirkle.moves import Move
from tilegames.games.qwirkle.state import SeatView, State


def _view(state: State | SeatView) -> SeatView:
    """What the seat to move sees (a view is its own)."""
    return state if isinstance(state, SeatView) else state.view(state.current_player)


class GreedyPlayer:
    """The best immediate score (+6 for going out), ties broken by a seeded generator."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State | SeatView, cancel: threading.Event) -> Move:
        return greedy_move(_view(state), rng=self.rng)


class RandomViewPlayer:
    """A uniformly random legal move of the seat's view (seeded)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State | SeatView, cancel: threading.Event) -> Move:
        return self.rng.choice(_view(state).legal_moves())


BASELINES: dict[str, type[GreedyPlayer | RandomViewPlayer]] = {
    "greedy": GreedyPlayer, "random": RandomViewPlayer}
