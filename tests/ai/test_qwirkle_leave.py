"""Qwirkle's leave value learned by self-play (``leave``, ``leave_tuning``, ``leave_weights``):
the features of a leave, the tuning's steps on tiny inputs (deterministic; the fit recovers a
known answer), the learned value in use; and the searching levels' work per phase of the game."""

from __future__ import annotations

import importlib.util
import random
import threading

import pytest

from tests.helpers.adapters.qwirkle import T
from tilegames.ai import qwirkle as ai
from tilegames.ai.qwirkle import evaluate, leave, leave_tuning, leave_weights
from tilegames.ai.qwirkle.baselines import BASELINES, LeavePlayer
from tilegames.base import levels
from tilegames.games import qwirkle


def ids(*names: str) -> list[int]:
    return [T(name).id for name in names]


# --- the features ---------------------------------------------------------------------------------

def test_the_features_of_a_leave():
    f = dict(zip(leave.FEATURES, leave.features(
        ids("red circle", "red square", "red star", "blue circle", "blue circle",
            "green clover")), strict=True))
    # reds: 3 different; circles: red + blue = 2; blue: 1 different; the clover shares nothing
    assert f["lines3"] == 1 and f["lines2"] == 1 and f["lines4"] == 0
    assert f["duplicates"] == 1 and f["triplicates"] == 0
    assert f["loners"] == 1 and f["largest"] == 3
    three = dict(zip(leave.FEATURES, leave.features(ids("red circle") * 3), strict=True))
    assert three["duplicates"] == 1 and three["triplicates"] == 1 and three["loners"] == 1
    assert leave.features([]) == (0,) * len(leave.FEATURES)


def test_a_row_is_the_features_and_the_size():
    kept = ids("red circle", "red square")
    assert leave.row(kept) == [*map(float, leave.features(kept)), 0, 0, 1, 0, 0, 0, 0]
    assert len(leave.row(kept)) == len(leave.COLUMNS)


def test_a_leave_value_is_judged_against_random_tiles():
    value = leave.LeaveValue({"lines2": 2.0, "duplicates": -1.0})
    assert value([]) == 0.0
    assert value(ids("red circle", "red square")) == pytest.approx(2.0 - value.baseline[2])
    rng = random.Random(5)
    full = [t for t in range(36) for _ in range(3)]
    mean = sum(value(rng.sample(full, 3)) for _ in range(3000)) / 3000
    assert abs(mean) < 0.1          # a random leave is worth nothing by itself


def test_the_guessed_leave_is_the_hand_written_one():
    """``GUESSED`` in the terms of the features gives what the hand-written formula gave:
    1, 2.5, 4.5, 7, 10 points for 2 .. 6 different tiles of a line type, 3 off a repeat."""
    synergy = (0.0, 0.0, 1.0, 2.5, 4.5, 7.0, 10.0)

    def written(kept: list[int]) -> float:
        value = -3.0 * (len(kept) - len(set(kept)))
        for mask in evaluate.TYPE_MASK:
            value += synergy[len({t for t in kept if mask >> t & 1})]
        return value

    rng = random.Random(2)
    for _ in range(50):
        a, b = (rng.sample([t for t in range(36) for _ in range(3)], rng.randrange(7))
                for _ in range(2))
        if len(a) == len(b):
            assert evaluate.GUESSED(a) - evaluate.GUESSED(b) == pytest.approx(
                written(a) - written(b))


# --- the tuning -------------------------------------------------------------------------------

def test_least_squares_recovers_a_known_answer():
    rng = random.Random(1)
    truth = [2.0, -1.5, 0.25]
    rows = [[rng.uniform(-3, 3) for _ in truth] for _ in range(60)]
    targets = [sum(w * x for w, x in zip(truth, r, strict=True)) for r in rows]
    assert leave_tuning.least_squares(rows, targets) == pytest.approx(truth, abs=1e-6)


def test_the_fit_recovers_known_leave_weights():
    """Records whose points are exactly a known weighting of the features (with an intercept
    per leave size) give those weights back."""
    truth = {name: 0.0 for name in leave.COLUMNS}
    truth.update({"lines2": 1.5, "lines3": 3.0, "duplicates": -2.0, "loners": -0.5,
                  "largest": 0.75, "triplicates": -1.0})
    truth.update({f"size{n}": 10.0 - n for n in range(7)})
    rng = random.Random(3)
    full = [t for t in range(36) for _ in range(3)]
    records = []
    for _ in range(1500):
        kept = rng.sample(full, rng.randrange(1, 6))
        if rng.random() < 0.3:
            kept = (kept + kept[:2])[:6]            # more repeats than chance gives
        records.append((kept, sum(truth[name] * x for name, x in zip(
            leave.COLUMNS, leave.row(kept), strict=True))))
    found = leave_tuning.fit(records)
    for name in ("lines2", "lines3", "duplicates", "loners", "largest", "triplicates",
                 "size2", "size4"):
        assert found[name] == pytest.approx(truth[name], abs=1e-3), name


def test_generate_is_deterministic_and_its_records_are_real(tmp_path):
    first = leave_tuning.game_records(0, seed=7)
    assert first == leave_tuning.game_records(0, seed=7)
    assert first != leave_tuning.game_records(1, seed=7)
    assert first and all(0 <= len(kept) <= 5 and points >= 0 for kept, points in first)
    two = leave_tuning.game_records(0, seed=7, turns=2)
    assert len(two) <= len(first)
    assert sum(points for _, points in two) > sum(points for _, points in first)
    path = tmp_path / "leaves.txt"
    count = leave_tuning.write_records(path, leave_tuning.generate(2, 7), "the command")
    header, records = leave_tuning.read_records(path)
    assert header == "the command" and len(records) == count
    assert [(sorted(k), p) for k, p in records] == [
        (sorted(k), p) for k, p in leave_tuning.generate(2, 7)]


def test_the_commands_write_an_importable_data_module(tmp_path, capsys):
    data = tmp_path / "leaves.txt"
    assert leave_tuning.main(["generate", "--games", "3", "--seed", "2", "--out",
                              str(data)]) == 0
    out = tmp_path / "weights.py"
    assert leave_tuning.main(["fit", str(data), "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "generate --games 3 --seed 2" in text and "records" in text
    spec = importlib.util.spec_from_file_location("weights", out)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(module.WEIGHTS) == set(leave.FEATURES)
    again = tmp_path / "again.py"
    assert leave_tuning.main(["fit", str(data), "--out", str(again)]) == 0
    assert again.read_text(encoding="utf-8") == text
    capsys.readouterr()


# --- the learned leave in use -----------------------------------------------------------------

def test_the_levels_use_the_learned_leave():
    assert evaluate.USE_LEARNED
    assert evaluate.LEARNED.weights == {name: leave_weights.WEIGHTS.get(name, 0.0)
                                        for name in leave.FEATURES}
    kept = ids("red circle", "red square", "blue star")
    assert evaluate.leave_value(kept) == evaluate.LEARNED(kept)


def test_the_learned_leave_prefers_a_pair_to_twins():
    pair = ids("red circle", "red square")
    twins = ids("red circle", "red circle")
    assert evaluate.LEARNED(pair) > evaluate.LEARNED(twins)


def test_the_leave_players_weigh_the_kept_tiles():
    state = qwirkle.new_game(2, seed=4)
    for name in ("greedy-leave", "greedy-guessed-leave"):
        move = BASELINES[name](1).choose(state.clone(), threading.Event())
        assert state.is_legal(move)
    assert BASELINES["greedy-leave"](1).leave is evaluate.LEARNED
    assert BASELINES["greedy-guessed-leave"](1).leave is evaluate.GUESSED
    # a leave worth everything: the player keeps the most tiles it can
    for _ in range(6):
        state.apply(max(state.placements_with_scores(), key=lambda p: p[1])[0])
    view = state.view(state.current_player)
    keeper = LeavePlayer(1, lambda kept: 100.0 * len(kept))
    move = keeper.choose(view, threading.Event())
    assert isinstance(move, qwirkle.Place) and len(move.tiles) == 1


# --- the work per phase -----------------------------------------------------------------------

def _view_with_bag(bag: int, players_: int = 2) -> qwirkle.SeatView:
    state = qwirkle.new_game(players_, seed=bag)
    while state.bag_size() > bag and not state.is_over():
        places = state.placements_with_scores()
        state.apply(max(places, key=lambda p: p[1])[0] if places
                    else state.legal_moves()[-1])
    assert state.bag_size() <= bag
    return state.view(state.current_player)


@pytest.fixture
def restore_effort():
    yield
    levels.set_effort(1.0)


def test_the_work_follows_the_phase_of_the_game(restore_effort):
    large, small, empty = _view_with_bag(80), _view_with_bag(12), _view_with_bag(0)
    assert large.bag_size >= ai.LARGE_BAG > small.bag_size > 0 == empty.bag_size
    assert [ai.phase(v) for v in (large, small, empty)] == ["large", "small", "end"]
    assert ai.phase(_view_with_bag(0, players_=3)) == "small"     # hands unknown: simulate
    for level in ("hard", "expert"):
        assert ai.counts(level, large) == ai.COUNTS[level]["large"]
        assert ai.counts(level, small) == ai.COUNTS[level]["small"]
        assert ai.counts(level, large).samples >= ai.counts(level, small).samples
        assert ai.counts(level, large).candidates >= ai.counts(level, small).candidates
    for phase in ("large", "small"):
        assert ai.COUNTS["expert"][phase].nodes > ai.COUNTS["hard"][phase].nodes
    assert ai.END_NODES["expert"] > ai.END_NODES["hard"]
    levels.set_effort(0.1)
    scaled = ai.counts("hard", large)
    assert scaled.nodes == levels.scaled(ai.COUNTS["hard"]["large"].nodes)
    assert scaled.samples == levels.scaled(ai.COUNTS["hard"]["large"].samples)


def test_a_search_takes_the_nodes_of_its_phase(monkeypatch):
    monkeypatch.setattr(ai, "COUNTS", {
        "hard": {"large": ai.Counts(30, 50, 6), "small": ai.Counts(90, 50, 6)},
        "expert": {"large": ai.Counts(30, 50, 6), "small": ai.Counts(90, 50, 6)}})
    monkeypatch.setattr(ai, "TIME_SHARE", 1000.0)
    for bag, nodes in ((80, 30), (12, 90)):
        view = _view_with_bag(bag)
        _move, ranking = ai.think("hard", view, threading.Event(), random.Random(1))
        assert ranking is not None
        assert ranking.nodes <= nodes + 2 * 6 + 1          # whole samples only
        assert ranking.nodes > nodes or len(ranking.finalists) == 1
