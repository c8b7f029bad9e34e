"""Kulami computer players: legal and quick at every level, seeded replays, cancellation, the
endgame solved exactly (checked against brute force, every scoring rule and variant), the
evaluation (plates won K-S1/K-S2, closed plates K-M4/K-M5), Easy's obvious gains, analysis, the
baselines and a short arena run.

Positions come from seeded random games on seeded boards, so they are the same on every run.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from tests.helpers.kulami_endgames import (
    _brute_moves,
    _endgame,
    _game,
    _holes,
    _result,
)
from tests.helpers.looks import CancelledAfter, StepClock
from tilegames import arena
from tilegames.ai import kulami as ai
from tilegames.ai.kulami import search as ksearch
from tilegames.ai.kulami.baselines import BASELINES, Depth3Player
from tilegames.ai.kulami.search import Search, evaluate
from tilegames.ai.kulami.tables import est_margin, plate_live, tables_for
from tilegames.ai.players import LEVELS, RandomPlayer, Verdict, make_player
from tilegames.games import kulami
from tilegames.games.kulami import State

LEVEL_NAMES = tuple(LEVELS)


@pytest.fixture
def quick(monkeypatch):
    """Small node budgets, so tests are quick and never hit the clock (which would make a
    search depend on the machine's load)."""
    monkeypatch.setattr(ai, "NODES", {"medium": 4000, "hard": 3000, "expert": 6000})


# --- every level: legal, quick, seeded, cancellable -------------------------------------------

POSITIONS = [(1, 0), (2, 1), (3, 12), (4, 30), (5, 47)]


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_plays_a_legal_move(level, quick):
    """(Small node budgets here; the time per move is the arena's and the bench's figure.)"""
    for seed, moves in POSITIONS:
        state = _game(seed, moves)
        move = ai.choose(level, state.clone(), threading.Event(), random.Random(seed))
        assert state.is_legal(move)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_same_seed_same_move(level, quick):
    for seed, moves in POSITIONS[1:]:
        state = _game(seed, moves)
        first = make_player(level, 7).choose(state.clone(), threading.Event())
        again = make_player(level, 7).choose(state.clone(), threading.Event())
        assert first == again


def test_a_search_is_reproducible_node_for_node():
    state = _game(6, 20)
    results = []
    for _ in range(2):
        search = Search(state, nodes=5000, deadline=time.perf_counter() + 60)
        results.append(search.root_search(sorted(_holes(state))))
    assert results[0] == results[1]
    assert results[0].nodes >= 5000 and not results[0].complete


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_set_cancel_returns_a_legal_move_at_once(level):
    """With the cancel set before it starts, no search runs at all."""
    state = _game(3, 12)
    cancel = threading.Event()
    cancel.set()
    move, result = ai.think(level, state.clone(), cancel, random.Random(1))
    assert state.is_legal(move) and result is None


@pytest.mark.parametrize("looks", [2, 10, 40])
def test_cancel_during_an_expert_search_stops_it(looks, monkeypatch):
    """The search stops at the first look after the cancel: it had searched no more nodes than
    its looks were apart (``POLL``), far fewer than Expert's budget. (No clock: on a busy
    machine it could stop the search first.)"""
    monkeypatch.setitem(ai.TIME_SHARE, "expert", 1000.0)
    state = _game(3, 6)
    cancel = CancelledAfter(looks)
    move, result = ai.think("expert", state.clone(), cancel, random.Random(1))
    assert state.is_legal(move)
    assert result is not None and not result.complete
    assert cancel.late == 1 and result.nodes <= looks * ksearch.POLL < ai.NODES["expert"]


def test_cancel_stops_the_endgame_solver():
    state = _endgame(8, 24)
    cancel = CancelledAfter(20)
    search = Search(state, nodes=10**9, deadline=float("inf"), cancel=cancel)
    result = search.root_search(_holes(state))
    assert cancel.late == 1 and result.nodes <= 20 * ksearch.POLL
    assert not result.complete and state.is_legal(state.board.moves[result.move])


def test_the_clock_caps_a_search(monkeypatch):
    """The search looks at the clock every ``POLL`` nodes and stops at the first look past its
    deadline (a clock that moves one second a look: the deadline is 50 looks away)."""
    clock = StepClock()
    monkeypatch.setattr(ksearch, "time", clock)
    state = _game(3, 6)
    result = Search(state, nodes=10**9, deadline=50.0).root_search(_holes(state))
    assert clock.reads == 50 and not result.complete
    assert 49 * ksearch.POLL <= result.nodes <= 50 * ksearch.POLL


def test_only_move_is_played_without_a_search():
    for seed in range(200):
        state = _game(seed, 40 + seed % 14)
        if len(state.legal_moves()) == 1:
            move, result = ai.think("expert", state.clone(), threading.Event(), random.Random(1))
            assert move == state.legal_moves()[0] and result is None
            return
    pytest.fail("no position with one legal move found")


@pytest.mark.parametrize("board", ["irregular", "ring"])
def test_whole_games_on_other_boards_and_rules(board, quick):
    """K-B3, K-B4: irregular and built-in boards, every scoring rule and variant."""
    layout = (kulami.irregular_board(4) if board == "irregular"
              else kulami.builtin_layouts()["ring"])
    for n, (scoring, variant) in enumerate([("holes", "areas"), ("marbles", "regions")]):
        state = kulami.new_game(layout, first_player=n, scoring=scoring, variant=variant)
        players = [make_player("hard", 1), make_player("easy", 2)]
        while not state.is_over():
            move = players[state.current_player].choose(state.clone(), threading.Event())
            state.apply(move)
        assert state.winners()


# --- the endgame solver against brute force (K-E1, K-S1..K-S4, K-V1, K-V2) --------------------

ENDGAMES = [(seed, scoring, variant) for seed, (scoring, variant) in enumerate(
    [("marbles", None), ("holes", None), ("marbles", "areas"), ("holes", "regions"),
     ("marbles", None), ("marbles", "regions"), ("holes", "areas"), ("marbles", None)])]


@pytest.mark.parametrize("seed,scoring,variant", ENDGAMES)
def test_hard_solves_an_endgame_exactly(seed, scoring, variant, quick):
    """Eight marbles to go (ten empty holes on the 64-hole board are left for the players...
    the game ends at 56): Hard's move and value are the brute-force best."""
    state = _endgame(100 + seed, 8, scoring=scoring, variant=variant)
    values = _brute_moves(state.clone())
    best = max(values.values())
    move, result = ai.think("hard", state.clone(), threading.Event(), random.Random(seed))
    if result is None:                                  # one legal move
        assert list(values) == [move]
        return
    assert result.exact
    assert result.value == best
    assert values[move] == best


def test_the_solver_sees_the_game_end_early():
    """K-E1: the game also ends when the mover has no legal hole; such ends are solved too."""
    found = 0
    for seed in range(60):
        state = _endgame(200 + seed, 7)
        values = _brute_moves(state.clone())
        ends_early = any(_ends_before_the_last_marble(state, move) for move in values)
        if not ends_early:
            continue
        found += 1
        search = Search(state, nodes=10**7, deadline=time.perf_counter() + 60)
        result = search.root_search(_holes(state))
        assert result.exact and result.value == max(values.values())
        if found == 3:
            return
    pytest.fail("no early ends found")


def _ends_before_the_last_marble(state: State, move: kulami.Move) -> bool:
    state = state.clone()
    state.apply(move)
    while not state.is_over():
        state.apply(state.legal_moves()[0])
    return len(state.moves) < kulami.MARBLES_PER_PLAYER * 2


@pytest.mark.slow
def test_expert_solves_from_twenty_empty_holes():
    """Expert's budget solves the game once 20 holes are empty (12 marbles to go)."""
    for seed in range(3):
        state = _endgame(300 + seed, 12)
        _move, result = ai.think("expert", state.clone(), threading.Event(), random.Random(1))
        assert result is not None and result.exact


def test_expert_node_budget_solves_twelve_marbles_to_go():
    """The node count of a solve from 20 empty holes is far below Expert's node budget (and
    Hard's), so the solve never depends on the clock of an idle machine."""
    state = _endgame(301, 12)
    search = Search(state, nodes=ai.NODES["hard"], deadline=time.perf_counter() + 60)
    result = search.root_search(_holes(state))
    assert result.exact and result.nodes < ai.NODES["hard"] < ai.NODES["expert"]


# --- the evaluation ---------------------------------------------------------------------------

def test_k_s2_plate_values_under_both_scorings():
    # K-S1: strictly more marbles owns the plate; K-S2: worth its marbles or its holes.
    assert plate_live(2, 1, 6, "marbles") == 3
    assert plate_live(2, 1, 6, "holes") == 6
    assert plate_live(1, 3, 4, "marbles") == -4
    assert plate_live(1, 3, 4, "holes") == -4
    assert plate_live(2, 2, 6, "marbles") == plate_live(0, 0, 2, "holes") == 0
    t = tables_for(kulami.standard_board(1), "marbles")
    for table in t.plate_live:       # antisymmetric: the other side's view is the negation
        assert all(table[a * 8 + b] == -table[b * 8 + a] for a in range(7) for b in range(7))


@pytest.mark.parametrize("scoring", kulami.SCORINGS)
def test_k_s3_the_evaluation_starts_from_the_live_count(scoring):
    for seed in range(10):
        state = _game(seed, 25, scoring=scoring)
        seat = state.current_player
        scores = state.scores()
        live = scores[seat] - scores[1 - seat]
        t = tables_for(state.board, scoring)
        own = state.marbles()
        value = evaluate(state) - est_margin(t, own[seat], own[1 - seat])
        assert live <= value <= live + t.tempo * 12


def _closed_plate_position() -> tuple[State, int]:
    """A position where the mover could win a plate at once but for K-M4/K-M5: that plate is
    closed; returns the position and the plate."""
    for seed in range(400):
        state = _game(seed, 20)
        board = state.board
        seat = state.current_player
        own = state.marbles()
        gains = {}
        for plate in range(len(board.plates)):
            mask = board.plate_masks[plate]
            a = (own[seat] & mask).bit_count()
            b = (own[1 - seat] & mask).bit_count()
            empty = board.plates[plate].size - a - b
            if empty and a == b and a > 0:     # one more marble takes it
                gains[plate] = plate_live(a + 1, b, board.plates[plate].size, "marbles")
        legal_plates = {board.plate_of[i] for i in _holes(state)}
        closed = set(state.closed_plates())
        for plate, gain in gains.items():
            if plate in closed and all(
                    gains.get(p, 0) < gain for p in legal_plates) and gain >= 3:
                return state, plate
    raise AssertionError("no position found")


def test_k_m4_k_m5_the_evaluation_counts_no_gain_on_a_closed_plate():
    """The evaluation adds the best gain the mover can take at once, but only on plates open to
    it: a plate closed by the last two marbles (K-M4, K-M5) counts as not takeable now."""
    state, plate = _closed_plate_position()
    seat = state.current_player
    scores = state.scores()
    live = scores[seat] - scores[1 - seat]
    board = state.board
    own = state.marbles()
    open_gains = []
    for i in _holes(state):
        mask = board.plate_masks[board.plate_of[i]]
        size = board.plates[board.plate_of[i]].size
        a = (own[seat] & mask).bit_count()
        b = (own[1 - seat] & mask).bit_count()
        open_gains.append(plate_live(a + 1, b, size, "marbles") - plate_live(a, b, size,
                                                                              "marbles"))
    assert plate not in {board.plate_of[i] for i in _holes(state)}
    t = tables_for(board, "marbles")
    est = est_margin(t, own[seat], own[1 - seat])
    assert evaluate(state) == pytest.approx(live + est + t.tempo * max(0, *open_gains))


# --- Easy, Medium -----------------------------------------------------------------------------

def _gain_position(seed_from: int) -> tuple[State, int]:
    """A position where one legal move gains at least ``EASY_GAIN`` points at once."""
    for seed in range(seed_from, seed_from + 500):
        state = _game(seed, 20 + seed % 20)
        gains = _gains(state)
        if max(gains.values()) >= ai.EASY_GAIN:
            return state, max(gains.values())
    raise AssertionError("no position found")


def _gains(state: State) -> dict[kulami.Move, int]:
    seat = state.current_player
    out = {}
    for move in state.legal_moves():
        before = state.scores()
        state.apply(move)
        after = state.scores()
        state.undo()
        out[move] = (after[seat] - after[1 - seat]) - (before[seat] - before[1 - seat])
    return out


def test_easy_takes_an_obvious_big_gain():
    for start in (0, 1000, 2000):
        state, best = _gain_position(start)
        gains = _gains(state)
        for seed in range(5):
            move = ai.choose("easy", state.clone(), threading.Event(), random.Random(seed))
            assert gains[move] == best


def test_easy_plays_loosely_otherwise():
    """Without a big gain in sight, Easy's choice depends on its seed."""
    for seed in range(100):
        state = _game(seed, 10)
        if max(_gains(state).values()) < ai.EASY_GAIN and len(state.legal_moves()) >= 6:
            picks = {ai.choose("easy", state.clone(), threading.Event(), random.Random(n))
                     for n in range(12)}
            assert len(picks) >= 2
            return
    pytest.fail("no quiet position found")


def test_medium_is_one_move_ahead():
    """Medium plays the move whose position the evaluation likes best for it (the evaluation
    sees what the opponent could take at once in reply); checked by trying every move."""
    for seed in (11, 12, 13):
        state = _game(seed, 30)
        move, result = ai.think("medium", state.clone(), threading.Event(), random.Random(1))
        assert result is not None and result.depth == ai.MEDIUM_DEPTH == 1 and result.complete
        values = {}
        for mine in state.legal_moves():
            state.apply(mine)
            values[mine] = -(_result(state) if state.is_over() else evaluate(state))
            state.undo()
        assert result.value == pytest.approx(max(values.values()))
        assert values[move] == pytest.approx(result.value)


# --- analysis ---------------------------------------------------------------------------------

def test_analyse_gives_the_best_move_no_loss_and_a_bad_one_a_loss():
    state = _endgame(41, 9)
    values = _brute_moves(state.clone())
    best_value = max(values.values())
    worst = min(values, key=values.__getitem__)
    assert values[worst] < best_value
    best_move = next(m for m, v in values.items() if v == best_value)
    verdict = ai.analyse(state.clone(), best_move, threading.Event())
    assert isinstance(verdict, Verdict) and verdict.loss == 0
    assert verdict.best_value == best_value
    verdict = ai.analyse(state.clone(), worst, threading.Event())
    assert verdict.played_value == values[worst]
    assert verdict.loss == best_value - values[worst] > 0
    assert values[verdict.best] == best_value


def test_analyse_in_the_middle_game_values_a_blunder_lower():
    state, _gain = _gain_position(3000)
    gains = _gains(state)
    top = max(gains, key=gains.__getitem__)
    bad = min(gains, key=gains.__getitem__)
    good = ai.analyse(state.clone(), top, threading.Event())
    poor = ai.analyse(state.clone(), bad, threading.Event())
    assert poor.played_value < good.played_value
    assert poor.loss > 0
    assert good.best_value == pytest.approx(poor.best_value, abs=3)


def test_analyse_refuses_an_illegal_move():
    state = _game(3, 12)
    hole = next(i for i in range(len(state.board.cells)) if not state.legal_mask() >> i & 1)
    with pytest.raises(ValueError, match="not a legal move"):
        ai.analyse(state, state.board.moves[hole], threading.Event())


# --- baselines and the arena ------------------------------------------------------------------

def test_baselines_are_named_players():
    assert set(BASELINES) == {"alphabeta8", "depth3", "random"}
    assert BASELINES["random"] is RandomPlayer
    state = _game(9, 15)
    for name, factory in BASELINES.items():
        move = factory(1).choose(state.clone(), threading.Event())
        assert state.is_legal(move), name


def test_depth3_plays_the_best_three_ply_live_margin():
    state = _endgame(77, 3)
    values = _brute_moves(state.clone())        # three plies reach the end: exact
    move = Depth3Player(1).choose(state.clone(), threading.Event())
    assert values[move] == max(values.values())


def test_arena_easy_against_medium():
    records = arena.run("kulami", "easy", "medium", 2, seed=3, players=2, jobs=1)
    assert len(records) == 2
    assert not any(r.error for r in records)
    assert all(r.times["a"] and r.times["b"] for r in records)
