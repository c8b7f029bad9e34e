"""Whole random games on bitmasks: the rollout of the AI's search (and the benchmark's figure)."""

from __future__ import annotations

import random

from tilegames.games.kulami import scoring as sc
from tilegames.games.kulami.state import MAX_MARBLES, State


def random_playout(state: State, rng: random.Random) -> tuple[int, ...]:
    """Play uniformly random legal moves from ``state`` to the end of the game and return the
    winners (as ``State.winners()`` would). ``state`` itself is not changed.

    Works on local ints only: the empty mask, the two marble masks and ``board.allowed``.
    """
    board = state.board
    allowed = board.allowed
    plate_of = board.plate_of
    hist = state._hist
    placed = len(hist)
    seat = (state.first_player + placed) & 1
    own = list(state.marbles())
    empty = state._empty
    legal = state.legal_mask()
    before = plate_of[hist[-1]] if hist else len(board.plates)
    rand = rng.random
    while legal:
        skip = int(rand() * legal.bit_count())
        while skip:
            legal &= legal - 1
            skip -= 1
        bit = legal & -legal
        own[seat] |= bit
        empty ^= bit
        placed += 1
        if placed >= MAX_MARBLES:
            break
        seat ^= 1
        i = bit.bit_length() - 1
        legal = empty & allowed[i][before]
        before = plate_of[i]
    return sc.winners(board, (own[0], own[1]), state.scoring, state.variant)
