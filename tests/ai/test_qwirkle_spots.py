"""The AI's list of a board's spots (ai/qwirkle/spots.py) against the engine's placement generator:
the same best placement for any hand, and the same best points after a further placement."""

from __future__ import annotations

import random

import pytest

from tests.helpers.adapters.qwirkle import mid_game_positions
from tilegames.ai.qwirkle.spots import Spots
from tilegames.games import qwirkle
from tilegames.games.qwirkle import movegen


@pytest.mark.parametrize("seed", range(6))
def test_spots_give_the_best_placement_of_any_hand_and_after_any_placement(seed):
    """``Spots`` (a board's spots listed once, for simulations that try many hands on one
    board) gives exactly ``best_placement`` for random hands, the first listed among equals;
    and ``best_points_after`` gives its points on the board after a further placement (random or
    greedy, one to six tiles), walking only the lines that placement changed."""
    rng = random.Random(seed)
    states = [*mid_game_positions(300 + seed, 25), qwirkle.new_game(2, seed=seed)]
    for state in states:
        board = state.board
        spots = Spots(board)
        for _ in range(8):
            hand = [rng.randrange(36) for _ in range(rng.randint(1, 6))]
            assert spots.best(hand) == movegen.best_placement(board, hand)
            if not board.cells:
                continue
            listed = movegen.placements(board, [rng.randrange(36) for _ in range(6)])
            if not listed:
                continue
            place = rng.choice(listed)[0] if rng.random() < 0.5 else max(
                listed, key=lambda p: p[1])[0]
            after = board.clone()
            after.place([(x, y, tile.id) for x, y, tile in place.tiles])
            best = movegen.best_placement(after, hand)
            assert spots.best_points_after(after, list(place.cells), hand) == (
                None if best is None else best[1])
