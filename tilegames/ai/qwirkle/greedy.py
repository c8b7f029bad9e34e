"""The moves that look no further than the placement itself: Easy's loose pick, Medium's greedy
move, and what to do when nothing can be placed. The searching levels start from the same scored
placements, and the greedy reference player (``baselines``) plays ``greedy_move``."""

from __future__ import annotations

import random

from tilegames.ai.qwirkle.evaluate import exchange_of, keep_sets
from tilegames.games.qwirkle.moves import Move, Pass, Place
from tilegames.games.qwirkle.state import GOING_OUT_BONUS, SeatView

QWIRKLE = 12


def scored_placements(view: SeatView) -> list[tuple[Place, int]]:
    """The view's placements with their points, the +6 for going out included."""
    hand = len(view.hand)
    bonus = GOING_OUT_BONUS if view.bag_size == 0 else 0
    return [(place, points + (bonus if len(place.tiles) == hand else 0))
            for place, points in view.placements_with_scores()]


def loose_move(view: SeatView, scored: list[tuple[Place, int]], rng: random.Random) -> Move:
    """Easy: a Qwirkle when there is one, else any of the better-scoring half."""
    if not scored:
        return no_placement(view)
    ranked = sorted(scored, key=lambda pair: -pair[1])
    if ranked[0][1] >= QWIRKLE:
        return ranked[0][0]
    return rng.choice(ranked[:max(1, (len(ranked) + 1) // 2)])[0]


def greedy_move(view: SeatView, scored: list[tuple[Place, int]] | None = None,
                rng: random.Random | None = None) -> Move:
    """Medium: the best immediate score (+6 for going out), ties broken by ``rng`` (else the
    first); with no placement an exchange that keeps the biggest group."""
    if scored is None:
        scored = scored_placements(view)
    if not scored:
        return no_placement(view)
    top = max(points for _, points in scored)
    best = [place for place, points in scored if points == top]
    return rng.choice(best) if rng is not None and len(best) > 1 else best[0]


def no_placement(view: SeatView) -> Move:
    """Exchange (keep the biggest group of one colour or shape), or pass when the bag is empty."""
    hand = [tile.id for tile in view.hand]
    if view.bag_size and hand and view.board.cells:
        for keep in keep_sets(hand):
            move = exchange_of(hand, keep, view.bag_size)
            if move is not None:
                return move
    moves = view.legal_moves()
    return moves[-1] if moves else Pass()
