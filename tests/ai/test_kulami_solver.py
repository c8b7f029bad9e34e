"""The Kulami endgame solver (``ai.kulami.solver``, ``Search.solve``), Hard's and Expert's node
budgets by phase, the table of proven bounds kept across a game's moves, and the depth-8
baseline.

Positions come from seeded random games on seeded boards (``test_kulami_ai``), so they are the
same on every run. No test looks at the clock.
"""

from __future__ import annotations

import random
import threading

import pytest

from tests.helpers.kulami_endgames import _brute_moves, _endgame, _game, _holes
from tilegames.ai import kulami as ai
from tilegames.ai.kulami import search as ksearch
from tilegames.ai.kulami import solver
from tilegames.ai.kulami.baselines import BASELINES, AlphaBeta8Player
from tilegames.ai.kulami.search import INF, Search
from tilegames.ai.kulami.tables import plate_gain, tables_for
from tilegames.games import kulami
from tilegames.games.kulami import scoring as sc

RULES = [(scoring, variant) for scoring in kulami.SCORINGS for variant in kulami.VARIANTS]


def _order(state: kulami.State) -> list[int]:
    return _holes(state)


@pytest.fixture(autouse=True)
def fresh_cache():
    solver.CACHE.clear()
    yield
    solver.CACHE.clear()


# --- exact against brute force (K-E1, K-S1..K-S4, K-V1, K-V2) ----------------------------------

@pytest.mark.parametrize("scoring,variant", RULES)
def test_the_solver_gives_the_brute_force_margin_and_move(scoring, variant):
    """Every scoring and variant: the margin is the brute-force best, the move is the first
    move in the given order with that margin (whatever the first guess of MTD(f))."""
    for n in range(3):
        state = _endgame(500 + 7 * n + len(scoring), 7 + n, scoring=scoring, variant=variant)
        values = _brute_moves(state.clone())
        best = max(values.values())
        moves = state.board.moves
        first_best = next(i for i in _order(state) if values[moves[i]] == best)
        for guess in (0, 7, -120):
            result = Search(state, nodes=10**9, deadline=INF).solve(_order(state), guess)
            assert result.exact and result.value == best
            assert result.move == first_best


@pytest.mark.parametrize("scoring,variant", RULES)
def test_hard_in_the_endgame_plays_a_brute_force_best_move(scoring, variant):
    state = _endgame(600 + len(scoring) + 3 * kulami.VARIANTS.index(variant), 8,
                     scoring=scoring, variant=variant)
    values = _brute_moves(state.clone())
    move, result = ai.think("hard", state.clone(), threading.Event(), random.Random(2))
    assert result is None or result.exact and result.value == max(values.values())
    assert values[move] == max(values.values())


def test_the_game_end_counts_match_the_engine():
    """``Finals`` (the solver's K-V1 regions and K-V2 areas, remembered) against the engine's
    own counts, on the standard square board (grown by bit shifts) and an irregular one."""
    rng = random.Random(5)
    for board in (kulami.standard_board(3), kulami.irregular_board(3)):
        t = tables_for(board, "marbles")
        finals = solver.Finals(board, t, "areas")
        for _ in range(200):
            mask = rng.getrandbits(len(board.cells)) & rng.getrandbits(len(board.cells))
            other = rng.getrandbits(len(board.cells)) & ~mask & board.full
            assert finals.area(mask) == sc.largest_area(board, (mask, other), 0).bit_count()
            owned = sc.owned_plates(board, (mask, other), 0)
            bits = sum(1 << p for p in owned)
            assert finals.region(bits) == sc.region_size(
                board, sc.largest_region(board, (mask, other), 0))


# --- node budgets by phase --------------------------------------------------------------------

@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_node_budget_follows_the_phase_table(level):
    base = ai.NODES[level]
    for fewest, share in ai.PHASE_SHARE:
        assert ai.node_budget(level, fewest) == round(base * share)
    opening, middle, late, _end = (share for _fewest, share in ai.PHASE_SHARE)
    assert ai.node_budget(level, 64) == round(base * opening)
    assert ai.node_budget(level, 40) == round(base * middle)
    assert ai.node_budget(level, 30) == round(base * late)
    assert opening < middle <= late


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_solver_takes_over_from_solve_from_empty_holes(level, monkeypatch):
    """At ``SOLVE_FROM`` empty holes and fewer the exact solver runs (with the phase's node
    budget); with one more the midgame search does."""
    monkeypatch.setattr(ai, "NODES", {"medium": 4000, "hard": 3000, "expert": 6000})
    budgets = []
    solves = []
    real_init, real_solve = Search.__init__, Search.solve

    def init(self, state, *, nodes, **options):
        budgets.append(nodes)
        real_init(self, state, nodes=nodes, **options)

    def solve(self, moves, guess=0, tt=None):
        solves.append(self.node_limit)
        return real_solve(self, moves, guess, tt)

    monkeypatch.setattr(Search, "__init__", init)
    monkeypatch.setattr(Search, "solve", solve)
    reach = ai.SOLVE_FROM[level]
    for empties, solved in ((reach, True), (reach + 1, False)):
        budgets.clear()
        solves.clear()
        state = _game(40 + empties, 64 - empties)
        ai.think(level, state.clone(), threading.Event(), random.Random(1))
        expected = ai.node_budget(level, empties)
        if solved:
            assert solves == [round(expected * ai.SOLVER_SHARE)]
            assert budgets[0] == round(expected * ai.SOLVER_SHARE)
        else:
            assert solves == [] and budgets == [expected]


# --- the table kept across moves --------------------------------------------------------------

def test_a_cached_solve_gives_the_same_move_and_value_as_a_fresh_one():
    state = _endgame(71, 12)
    table: dict[int, tuple[int, int, int]] = {}
    fresh = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, {})
    first = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, table)
    again = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, table)
    assert (first.move, first.value) == (again.move, again.value) == (fresh.move, fresh.value)
    assert again.nodes < first.nodes
    # Two moves on, the table solved the new position already (in part): the same answer.
    state.apply(state.board.moves[first.move])
    state.apply(state.legal_moves()[0])
    if not state.is_over():
        fresh = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, {})
        warm = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, table)
        assert (warm.move, warm.value) == (fresh.move, fresh.value)
        assert warm.nodes <= fresh.nodes


def test_expert_keeps_the_table_for_the_game_and_starts_a_new_one_for_another():
    state = _endgame(72, 17)
    move, result = ai.think("expert", state.clone(), threading.Event(), random.Random(1))
    assert result is not None and result.exact
    key = (state.board, state.scoring, state.variant, state.first_player)
    assert solver.CACHE.key == key and solver.CACHE.table
    again, cached = ai.think("expert", state.clone(), threading.Event(), random.Random(1))
    assert again == move and cached is not None and cached.value == result.value
    assert cached.nodes < result.nodes
    other = _endgame(73, 17, scoring="holes")
    ai.think("expert", other.clone(), threading.Event(), random.Random(1))
    assert solver.CACHE.key != key


def test_the_table_is_bounded(monkeypatch):
    monkeypatch.setattr(solver, "SOLVED_ENTRIES", 50)
    table: dict[int, tuple[int, int, int]] = {}
    state = _endgame(74, 14)
    fresh = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, {})
    small = Search(state, nodes=10**9, deadline=INF).solve(_order(state), 0, table)
    assert 0 < len(table) <= 50
    assert (small.move, small.value) == (fresh.move, fresh.value)


def test_a_stopped_solve_plays_the_midgame_move(monkeypatch):
    """When the solver's share of the node budget runs out, the midgame search follows with its
    own share and its move is played (legal, not exact)."""
    monkeypatch.setattr(ai, "NODES", {"medium": 4000, "hard": 300, "expert": 300})
    state = _endgame(75, 16)
    assert 64 - len(state.moves) <= ai.SOLVE_FROM["hard"]
    move, result = ai.think("hard", state.clone(), threading.Event(), random.Random(1))
    assert state.is_legal(move) and result is not None and not result.exact
    budget = ai.node_budget("hard", 64 - len(state.moves))
    spent = round(budget * ai.SOLVER_SHARE) + round(budget * ai.FALLBACK_SHARE)
    assert result.depth >= 1 and spent <= result.nodes < spent + 2 * ksearch.POLL


# --- determinism ------------------------------------------------------------------------------

@pytest.mark.parametrize("moves", [20, 36, 44])
def test_same_state_same_move_with_or_without_the_table(moves, monkeypatch):
    monkeypatch.setattr(ai, "NODES", {"medium": 4000, "hard": 3000, "expert": 20_000})
    state = _game(80 + moves, moves)
    picks = []
    for clear in (True, False, True):
        if clear:
            solver.CACHE.clear()
        picks.append(ai.think("expert", state.clone(), threading.Event(), random.Random(3)))
    assert picks[0][0] == picks[1][0] == picks[2][0]
    assert picks[0][1] == picks[2][1]          # node for node from a fresh table


# --- the depth-8 baseline ---------------------------------------------------------------------

def test_alphabeta8_is_a_named_legal_and_seeded_player():
    assert BASELINES["alphabeta8"] is AlphaBeta8Player
    state = _game(9, 40)
    first = AlphaBeta8Player(1).choose(state.clone(), threading.Event())
    again = AlphaBeta8Player(1).choose(state.clone(), threading.Event())
    assert state.is_legal(first) and first == again


def test_alphabeta8_plays_the_best_live_margin_within_eight_plies():
    """With eight marbles or fewer to place, eight plies reach the end: its move is exact."""
    for seed in (1, 2):
        state = _endgame(90 + seed, 7)
        values = _brute_moves(state.clone())
        move = AlphaBeta8Player(seed).choose(state.clone(), threading.Event())
        assert values[move] == max(values.values())


def test_alphabeta8_searches_eight_plies_on_the_live_margin():
    state = _game(10, 30)
    search = Search(state, nodes=1 << 62, deadline=INF, plain=True)
    result = search.root_search(_holes(state), AlphaBeta8Player.DEPTH)
    assert result.depth == 8 and result.complete and not result.exact
    assert result.value == int(result.value)          # live margins: whole numbers
    gains = {i: plate_gain(search.t, i, search.me, search.op) for i in _holes(state)}
    assert gains


# --- a slow machine: the clock stops the solver, the midgame search still chooses ---------------

def test_when_the_clock_stops_the_solver_the_midgame_search_still_has_time(monkeypatch):
    """A fake clock that moves 1 ms at every look stands for a machine too slow for the node
    budget: the solver gets ``SOLVER_TIME`` of the time, the midgame search the rest."""
    from tilegames.base import levels
    state = _game(3, 64 - 30)                # 30 empty holes: Expert solves from here
    empties = (state.board.full & ~(state.marbles()[0] | state.marbles()[1])).bit_count()
    assert empties <= ai.SOLVE_FROM["expert"]
    ticks = [0.0]

    def fake_clock() -> float:
        ticks[0] += 0.001
        return ticks[0]

    monkeypatch.setattr(ai.time, "perf_counter", fake_clock)
    levels.set_effort(0.01)                  # budget 0.05 s: about 45 looks of the clock
    try:
        _move, result = ai.think("expert", state.clone(), threading.Event(), random.Random(1))
    finally:
        levels.set_effort(1.0)
    assert result is not None and not result.exact       # the clock, not the nodes, stopped it
    # the midgame search had time of its own: 7 plies here, where it got 4 (only the nodes
    # before its first look at the clock) when the solver could use all the time
    assert result.depth >= 6
