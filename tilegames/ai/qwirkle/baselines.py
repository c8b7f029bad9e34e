"""Reference players for the arena and the tests (not offered in the program). Like the levels
they look only at the seat's view (a full State is turned into ``state.view(current_player)``)."""

from __future__ import annotations

import random
import threading
from typing import Any

from tilegames.ai.players import seat_view
from tilegames.ai.qwirkle.greedy import greedy_move
from tilegames.games.qwirkle.state import SeatView


class GreedyPlayer:
    """The best immediate score (+6 for going out), ties broken by a seeded generator."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any, cancel: threading.Event) -> Any:
        view = seat_view(state)
        assert isinstance(view, SeatView)
        return greedy_move(view, rng=self.rng)


class RandomViewPlayer:
    """A uniformly random legal move of the seat's view (seeded)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any, cancel: threading.Event) -> Any:
        return self.rng.choice(seat_view(state).legal_moves())


BASELINES: dict[str, Any] = {"greedy": GreedyPlayer, "random": RandomViewPlayer}
