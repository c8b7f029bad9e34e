"""Whole random games on bitmasks: the rollout of the AI's search (and the benchmark's figure)."""

from __future__ import annotations

import random

from tilegames.games.kulami import scoring as sc
from tilegames.games.kulami.state import MAX_MARBLES, State


def random_playout(state: State, rng: random.Random) -> tuple[int, ...]:
    """Play random legal moves from ``state`` to the end of the game and return the winners (as
    ``State.winners()`` would then). ``state`` itself is not changed. Each move is the k-th legal
    hole in reading order, k = ``rng.getrandbits(32) % count`` (uniform up to a 1e-8 bias).

    Works on local ints only: the empty mask, the mover's and the other seat's marble masks
    (swapped every move) and ``board.allowed``.
    """
    board = state.board
    allowed = board.allowed
    plate_of = board.plate_of
    hist = state._hist
    mover_seat = state.current_player
    mover, other = state._own[mover_seat], state._own[1 - mover_seat]
    empty = state._empty
    legal = state.legal_mask()
    before = plate_of[hist[-1]] if hist else len(board.plates)
    randbits = rng.getrandbits
    for _ in range(MAX_MARBLES - len(hist)):
        if not legal:
            break
        skip = randbits(32) % legal.bit_count()
        while skip:
            legal &= legal - 1
            skip -= 1
        bit = legal & -legal
        mover, other = other, mover | bit
        empty ^= bit
        i = bit.bit_length() - 1
        legal = empty & allowed[i][before]
        before = plate_of[i]
    made = (mover | other).bit_count() - len(hist)
    if made & 1:  # ``mover`` now holds the other seat's marbles
        mover_seat ^= 1
    marbles = (mover, other) if mover_seat == 0 else (other, mover)
    if state.variant is not None:
        return sc.winners(board, marbles, state.scoring, state.variant)
    red, black = marbles
    by_marbles = state.scoring == "marbles"
    points = 0  # red minus black
    for mask, size in board.plate_sizes:
        a = (red & mask).bit_count()
        b = (black & mask).bit_count()
        if a != b:
            value = a + b if by_marbles else size
            points += value if a > b else -value
    return (0,) if points > 0 else (1,) if points < 0 else (0, 1)
