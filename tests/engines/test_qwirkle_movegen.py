"""Completeness of the Qwirkle placement generator (Q-P1..Q-P5, Q-S4): for random positions the
generator's placements and points agree exactly with a slow brute force written here, which
tries every set of empty cells within six consecutive cells of each row and column and every
arrangement of hand tiles on them, and checks each result against the rules directly."""

from __future__ import annotations

import random
from itertools import combinations, permutations

import pytest

from tests.helpers.adapters.qwirkle import (
    Cells,
    board_of,
    judge,
    mid_game_positions,
    run_through,
    valid_line,
)
from tilegames.games import qwirkle
from tilegames.games.qwirkle import TILES, Place, Tile


def brute_force(board: Cells, hand: tuple[Tile, ...]) -> dict[Place, int]:
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    found: dict[Place, int] = {}
    arrangements = {k: set(permutations(hand, k)) for k in range(1, 7)}
    for dx, dy in ((1, 0), (0, 1)):
        lines = range(min(ys) - 1, max(ys) + 2) if dx else range(min(xs) - 1, max(xs) + 2)
        starts = range(min(xs) - 6, max(xs) + 7) if dx else range(min(ys) - 6, max(ys) + 7)
        for line in lines:
            for start in starts:
                window = [(start + i, line) if dx else (line, start + i) for i in range(6)]
                for size in range(6):
                    for rest in combinations(window[1:], size):
                        cells = (window[0], *rest)
                        if any(c in board for c in cells):
                            continue
                        span = window[:window.index(cells[-1]) + 1]
                        if any(c not in board and c not in cells for c in span):
                            continue  # Q-P2: a gap
                        if not any((x + u, y + v) in board for x, y in cells
                                   for u, v in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                            continue  # Q-P4
                        main = run_through({**board, **dict.fromkeys(cells)}, cells[0], dx, dy)
                        for tiles in arrangements[len(cells)]:
                            placed = dict(zip(cells, tiles, strict=True))
                            if len(cells) > 1 and not valid_line(
                                    [placed[c] if c in placed else board[c] for c in main]):
                                continue  # Q-P3 along the placement (a quick first look)
                            points = judge(board, placed)
                            if points is not None:
                                found[Place(tuple((*c, t) for c, t in placed.items()))] = points
    return found


def naive_start_number(hand: tuple[Tile, ...]) -> int:
    distinct = set(hand)
    return max(max(sum(t.color == c for t in distinct) for c in qwirkle.Color),
               max(sum(t.shape == s for t in distinct) for s in qwirkle.Shape))


def brute_force_first(hand: tuple[Tile, ...]) -> dict[Place, int]:
    count = naive_start_number(hand)
    found = {}
    for tiles in set(permutations(hand, count)):
        if count > 1 and not valid_line(list(tiles)):
            continue
        for cells in ([(i, 0) for i in range(count)], [(0, i) for i in range(count)]):
            found[Place(tuple((*c, t) for c, t in zip(cells, tiles, strict=True)))] = (
                count + (6 if count == 6 else 0))
    return found


@pytest.mark.parametrize("state", mid_game_positions(6, 24), ids=lambda s: f"{len(s.moves)}moves")
def test_q_p_generator_lists_exactly_the_brute_force_placements(state):
    listed = state.placements_with_scores()
    assert len({p for p, _ in listed}) == len(listed), "a placement is listed twice"
    assert dict(listed) == brute_force(board_of(state), state.hand(state.current_player))


def test_q_p_generator_agrees_on_a_crowded_board_with_a_single_colour_hand():
    reds = tuple(Tile(qwirkle.Color.RED, s) for s in qwirkle.Shape)
    bag = [Tile(c, qwirkle.Shape.CIRCLE) for c in qwirkle.Color] + list(reds)
    rng = random.Random(3)
    rest = [t for t in TILES for _ in range(3)]
    for t in bag:
        rest.remove(t)
    rng.shuffle(rest)
    state = qwirkle.new_game(2, seed=1, bag=bag + rest)
    for _ in range(12):
        state.apply(max(state.placements_with_scores(), key=lambda p: p[1])[0])
    listed = state.placements_with_scores()
    assert dict(listed) == brute_force(board_of(state), state.hand(state.current_player))


@pytest.mark.parametrize("seed", range(40))
def test_q_s4_first_moves_are_exactly_the_largest_lines_from_the_centre(seed):
    rng = random.Random(seed)
    hand = tuple(rng.choice(TILES[:12] if seed % 2 else TILES) for _ in range(6))
    rest = [t for t in TILES for _ in range(3)]
    for t in hand:
        rest.remove(t)
    state = qwirkle.new_game(2, seed=seed, bag=hand + tuple(rest[:6]))
    seat = state.current_player
    listed = state.placements_with_scores()
    assert len({p for p, _ in listed}) == len(listed)
    assert dict(listed) == brute_force_first(state.hand(seat))


@pytest.mark.parametrize("seed", range(8))
def test_best_placement_is_the_first_top_scoring_listed_placement(seed):
    """``best_placement`` (the greedy players' fast path) gives exactly what
    ``max(placements_with_scores())`` gives, first listed among equals: in mid-game positions of
    2 to 4 players (some from a two-colour bag, for long lines and Qwirkles) and on the first
    move."""
    states = [*mid_game_positions(100 + seed, 40), qwirkle.new_game(2 + seed % 3, seed=seed)]
    for state in states:
        expected = max(state.placements_with_scores(), key=lambda p: p[1], default=None)
        fresh = qwirkle.State.from_dict(state.to_dict())     # nothing listed yet: the fast path
        assert fresh.best_placement() == expected
        assert state.best_placement() == expected        # listed already: the cached list
