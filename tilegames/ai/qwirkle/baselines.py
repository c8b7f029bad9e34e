"""Reference players for the arena and the tests (not offered in the program). Like the levels
they look only at the seat's view (a full State is turned into ``state.view(current_player)``)."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from tilegames.ai.qwirkle import evaluate
from tilegames.ai.qwirkle.evaluate import hand_after
from tilegames.ai.qwirkle.greedy import greedy_move, scored_placements
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


class LeavePlayer:
    """While the bag holds tiles, the best placement by its points plus the value of the tiles
    it keeps (``leave``: a function of the kept tile ids); else as ``GreedyPlayer``. A cheap
    measure of a leave value (the arena's ``greedy-leave`` against ``greedy-guessed-leave``)."""

    def __init__(self, seed: int | str = 0,
                 leave: Callable[[list[int]], float] = evaluate.leave_value) -> None:
        self.rng = random.Random(seed)
        self.leave = leave

    def choose(self, state: State | SeatView, cancel: threading.Event) -> Move:
        view = _view(state)
        scored = scored_placements(view)
        if not view.bag_size or not scored:
            return greedy_move(view, scored, self.rng)
        hand = [tile.id for tile in view.hand]
        return max(scored, key=lambda pair: pair[1] + self.leave(hand_after(hand, pair[0])))[0]


def _guessed_leave_player(seed: int | str = 0) -> LeavePlayer:
    return LeavePlayer(seed, evaluate.GUESSED)


def _learned_leave_player(seed: int | str = 0) -> LeavePlayer:
    return LeavePlayer(seed, evaluate.LEARNED)


BASELINES: dict[str, Callable[[int | str], GreedyPlayer | RandomViewPlayer | LeavePlayer]] = {
    "greedy": GreedyPlayer, "random": RandomViewPlayer,
    "greedy-leave": _learned_leave_player, "greedy-guessed-leave": _guessed_leave_player}
