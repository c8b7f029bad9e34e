"""Kulami's evaluation weights and their tuning: the weights' shape, the estimate tables
(antisymmetric, nothing beyond the live value on level and full plates), the search's running
estimate against a fresh count, finished games still exact, and the tuning steps (``generate``
deterministic and legal, ``fit`` lowering the loss and finding a known answer).
"""

from __future__ import annotations

import math
import random

import pytest

from tilegames.ai.kulami import tuning
from tilegames.ai.kulami.search import Search
from tilegames.ai.kulami.tables import est_margin, tables_for
from tilegames.ai.kulami.weights import HAND, WEIGHTS, Weights
from tilegames.games import kulami

# Weights far from the shipped ones, so the tests see the estimates at work whatever is shipped.
ODD = Weights(tempo=0.3, plate=tuple((*key, 0.1 * (n + 1) * (-1) ** n)
                                     for n, key in enumerate(tuning.KEYS)))


def _game(seed: int, moves: int, scoring: str = "marbles") -> kulami.State:
    rng = random.Random(seed)
    state = kulami.new_game(kulami.standard_board(seed), first_player=seed % 2, scoring=scoring)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_the_weights_are_one_per_scoring_with_a_value_per_open_lead():
    assert set(WEIGHTS) == set(kulami.SCORINGS)
    for weights in (*WEIGHTS.values(), HAND):
        keys = [(size, a, b) for size, a, b, _ in weights.plate]
        assert len(keys) == len(set(keys))
        assert set(keys) <= set(tuning.KEYS)
        assert all(math.isfinite(v) for *_, v in weights.plate)
        assert 0 <= weights.tempo <= 1


@pytest.mark.parametrize("weights", [None, ODD, HAND])
@pytest.mark.parametrize("scoring", kulami.SCORINGS)
def test_the_estimate_tables_are_antisymmetric_and_0_on_level_and_full_plates(weights,
                                                                                 scoring):
    board = kulami.standard_board(3)
    t = tables_for(board, scoring, weights)
    assert len(t.est) == t.holes
    for i, table in enumerate(t.est):
        size = t.plate_size[t.plate_of[i]]
        for a in range(size + 1):
            for b in range(size + 1 - a):
                assert table[a * 8 + b] == -table[b * 8 + a]
                if a + b < size:      # the search's step: the mover puts one more marble
                    assert t.est_step[i][a * 8 + b] == table[a * 8 + b + 8] - table[a * 8 + b]
                if a == b or a + b == size:
                    assert table[a * 8 + b] == 0
    if weights is None:
        assert t.tempo == WEIGHTS[scoring].tempo


def test_the_odd_weights_give_the_leads_their_values():
    t = tables_for(kulami.standard_board(3), "marbles", ODD)
    six = next(i for i in range(t.holes) if t.plate_size[t.plate_of[i]] == 6)
    value = dict(((s, a, b), v) for s, a, b, v in ODD.plate)
    assert t.est[six][2 * 8 + 1] == value[(6, 2, 1)]
    assert t.est[six][1 * 8 + 2] == -value[(6, 2, 1)]


@pytest.mark.parametrize("scoring", kulami.SCORINGS)
def test_the_search_keeps_the_estimates_up_to_date_move_by_move(scoring):
    """One ply searched (the running estimate) equals the evaluation of the child counted
    afresh, for every legal move."""
    for seed in range(4):
        state = _game(seed, 10 + 7 * seed, scoring)
        t = tables_for(state.board, scoring, ODD)
        search = Search(state, nodes=10**6, deadline=math.inf, tables=t)
        mask = state.legal_mask()
        for i in range(t.holes):
            if mask >> i & 1:
                child = state.clone()
                child.apply_index(i)
                fresh = Search(child, nodes=1, deadline=math.inf, tables=t).static()
                assert search.child_value(i, 1) == pytest.approx(-fresh)


def test_a_fresh_evaluation_is_live_plus_estimates_plus_tempo_times_the_best_gain():
    state = _game(5, 20)
    t = tables_for(state.board, "marbles", ODD)
    seat = state.current_player
    own = state.marbles()
    live, _plates, top = tuning.features(t, own[seat], own[1 - seat], state.legal_mask())
    value = Search(state, nodes=1, deadline=math.inf, tables=t).static()
    assert value == pytest.approx(live + est_margin(t, own[seat], own[1 - seat]) + 0.3 * top)


@pytest.mark.parametrize("scoring", kulami.SCORINGS)
def test_a_finished_game_is_still_valued_exactly(scoring):
    for seed in range(6):
        state = _game(seed, 70, scoring)
        assert state.is_over()
        seat = state.current_player
        scores = state.scores()
        for weights in (None, ODD):
            t = tables_for(state.board, scoring, weights)
            search = Search(state, nodes=1, deadline=math.inf, tables=t)
            assert search.static() == scores[seat] - scores[1 - seat]


def test_the_searching_levels_play_legal_moves_with_other_weights():
    state = _game(2, 30)
    t = tables_for(state.board, "marbles", ODD)
    rng = random.Random(1)
    while not state.is_over():
        hole = tuning.search_move(state, 300, t, rng)
        assert state.legal_mask() >> hole & 1
        state.apply_index(hole)


# --- the tuning steps ----------------------------------------------------------------------------

def test_generate_is_deterministic_and_plays_legal_games(tmp_path):
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    tuning.generate(first, 4, 7, 200, (2, 4))
    tuning.generate(second, 4, 7, 200, (2, 4))
    assert first.read_bytes() == second.read_bytes()
    games = tuning.read_games(first)
    assert [g.scoring for g in games] == ["marbles", "holes", "marbles", "holes"]
    for game in games:
        assert 2 <= game.opening <= 4
        state = kulami.new_game(kulami.standard_board(game.board), first_player=game.first,
                                scoring=game.scoring)
        for hole in game.moves:
            assert state.legal_mask() >> hole & 1
            state.apply_index(hole)
        assert state.is_over() and list(state.scores()) == game.scores


def test_the_positions_are_seen_from_the_mover_with_the_final_result(tmp_path):
    path = tmp_path / "g.jsonl"
    tuning.generate(path, 2, 3, 200, (3, 3))
    games = tuning.read_games(path)
    found = list(tuning.positions(games, "marbles"))
    assert len(found) == len(games[0].moves) - 3
    for pos in found:
        assert pos.result == (1.0 if pos.margin > 0 else 0.0 if pos.margin < 0 else 0.5)
    # the mover changes each ply: the margins alternate in sign
    assert found[0].margin == -found[1].margin


def _synthetic(coef: list[float], count: int, seed: int) -> list[tuning.Row]:
    rng = random.Random(seed)
    return [[(c, float(rng.randint(-3, 3))) for c in range(len(coef)) if rng.random() < 0.6]
            for _ in range(count)]


def test_the_logistic_fit_finds_a_known_answer_and_lowers_the_loss():
    known = [0.8, -0.5, 0.3, 1.2]
    rows = _synthetic(known, 3000, 1)
    labels = [1 / (1 + math.exp(-tuning._dot(row, known))) for row in rows]
    coef = tuning.fit_logistic(rows, labels, len(known))
    assert coef == pytest.approx(known, abs=0.01)
    assert tuning.log_loss(rows, labels, coef) < tuning.log_loss(rows, labels, [0.0] * 4)


def test_the_least_squares_fit_finds_a_known_answer():
    known = [2.0, -1.5, 0.25]
    rows = _synthetic(known, 500, 2)
    targets = [tuning._dot(row, known) for row in rows]
    coef = tuning.fit_least_squares(rows, targets, len(known))
    assert coef == pytest.approx(known, abs=1e-3)
    assert tuning.mean_squared(rows, targets, coef) < 1e-6


@pytest.mark.parametrize("target", ["result", "margin"])
def test_fit_on_self_play_lowers_the_loss_on_the_fitted_positions(tmp_path, target):
    path = tmp_path / "g.jsonl"
    tuning.generate(path, 20, 1, 150, (2, 6))
    games = tuning.read_games(path)
    found = tuning.fit(games, "marbles", target)
    assert found.positions[0] > 0 and found.positions[1] > 0
    assert found.after[0] <= found.before[0] + 1e-9
    assert {(s, a, b) for s, a, b, _ in found.weights.plate} == set(tuning.KEYS)
    assert tuning.fit(games, "marbles", target) == found          # deterministic


def test_a_comparison_game_is_played_out_the_same_each_time():
    first = tuning.compare_game("holes", 3, 1, 200)
    assert tuning.compare_game("holes", 3, 1, 200)[0] == first[0]
    assert first[1] and all(t >= 0 for t in first[1])
    lines = tuning.compare_summary([first, (-first[0], first[1])])
    assert lines[0].startswith("2 games: tuned won")
