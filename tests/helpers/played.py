"""Games to save in the storage tests: seeded random play of every game."""

from __future__ import annotations

import random
from typing import Any

from tilegames.base.seats import Seat
from tilegames.games import kulami, lsd, qwirkle

GAMES = ("kulami", "lsd", "qwirkle")


def new(game: str, seed: int = 0, players: int = 2) -> Any:
    """A new game: Kulami on a random standard board, LSD, Qwirkle shuffled with ``seed``."""
    if game == "kulami":
        return kulami.new_game(kulami.standard_board(seed))
    if game == "lsd":
        return lsd.new_game(players)
    return qwirkle.new_game(players, seed=seed)


def pick(state: Any, rng: random.Random) -> Any:
    """A random legal move; in Qwirkle an exchange one time in three when there is one (so that
    games reshuffle the bag often)."""
    moves = state.legal_moves()
    exchanges = [m for m in moves if isinstance(m, qwirkle.Exchange)]
    if exchanges and rng.random() < 1 / 3:
        return rng.choice(exchanges)
    return rng.choice(moves)


def play(state: Any, count: int | None = None, seed: int = 0) -> Any:
    """Play ``count`` random moves (None: to the end) on ``state``; return it."""
    rng = random.Random(seed)
    played = 0
    while not state.is_over() and (count is None or played < count):
        state.apply(pick(state, rng))
        played += 1
    return state


def seats_for(count: int) -> list[Seat]:
    """Anna against computers of rising levels."""
    levels = ["easy", "medium", "hard", "expert", "easy"]
    return [Seat("Anna")] + [Seat(f"Computer {i}", "computer", levels[i - 1])
                             for i in range(1, count)]
