"""Reference players for the arena and the tests (not offered in the program)."""

from __future__ import annotations

import random
import threading

from tilegames.ai.lsd.board import SearchBoard, to_place
from tilegames.ai.lsd.tactics import safe_moves, threatened, winning_moves
from tilegames.ai.players import RandomPlayer
from tilegames.games.lsd import Place, State


class TacticalPlayer:
    """Takes a win in one, else blocks the next seat's win in one when it can, else plays a
    random legal move (seeded)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, cancel: threading.Event) -> Place:
        sb = SearchBoard.from_state(state)
        moves = sorted(sb.moves())
        wins = winning_moves(sb, moves)
        if wins:
            return to_place(self.rng.choice(wins))
        if threatened(sb):
            moves = safe_moves(sb, moves) or moves
        return to_place(self.rng.choice(moves))


BASELINES: dict[str, type[TacticalPlayer | RandomPlayer]] = {
    "tactical": TacticalPlayer, "random": RandomPlayer}
