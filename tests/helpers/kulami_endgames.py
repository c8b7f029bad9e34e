"""Seeded Kulami positions and plain minimax to the end of the game, for the computer-player
tests (``tests/ai/test_kulami_ai.py``, ``tests/ai/test_kulami_solver.py``)."""

from __future__ import annotations

import random

from tilegames.ai.kulami.solver import REGION_WIN
from tilegames.games import kulami
from tilegames.games.kulami import State


def _game(seed: int, moves: int, *, scoring: str = "marbles", variant: str | None = None,
          board: kulami.Board | None = None) -> State:
    """``moves`` random moves (seeded) on a seeded standard board; the game is not over."""
    rng = random.Random(seed)
    while True:
        state = kulami.new_game(board or kulami.standard_board(seed), first_player=seed % 2,
                                scoring=scoring, variant=variant)
        for _ in range(moves):
            state.apply(rng.choice(state.legal_moves()))
            if state.is_over():
                break
        if not state.is_over():
            return state


def _result(state: State) -> float:
    """The exact result of a finished game for the seat that would move (the search's)."""
    seat = state.current_player
    scores = state.scores()
    value = float(scores[seat] - scores[1 - seat])
    if state.variant == "regions":
        sizes = state.region_sizes()
        if sizes[seat] != sizes[1 - seat]:
            value += REGION_WIN if sizes[seat] > sizes[1 - seat] else -REGION_WIN
    return value


def _brute(state: State) -> float:
    """Plain minimax to the end of the game on the engine's own moves (no pruning)."""
    if state.is_over():
        return _result(state)
    best = -1e9
    for move in state.legal_moves():
        state.apply(move)
        best = max(best, -_brute(state))
        state.undo()
    return best


def _brute_moves(state: State) -> dict[kulami.Move, float]:
    values = {}
    for move in state.legal_moves():
        state.apply(move)
        values[move] = -_brute(state)
        state.undo()
    return values


def _endgame(seed: int, left: int, **options) -> State:
    """A position with ``left`` marbles still to place (or fewer if the game ends first)."""
    return _game(seed, kulami.MARBLES_PER_PLAYER * 2 - left, **options)


def _holes(state: State) -> list[int]:
    mask = state.legal_mask()
    return [i for i in range(len(state.board.cells)) if mask >> i & 1]
