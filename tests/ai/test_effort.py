"""The arena's reduced measure (``--effort``): every level's budget and node counts scale with
``tilegames.base.levels.set_effort``; the program plays at 1."""

from __future__ import annotations

import random
import threading

import pytest

from tilegames import arena
from tilegames.ai import kulami as ai
from tilegames.base import levels
from tilegames.games import kulami


@pytest.fixture
def restore_effort():
    yield
    levels.set_effort(1.0)


def test_effort_is_one_by_default_and_scales_budgets_and_nodes(restore_effort):
    assert levels.effort() == 1.0
    assert levels.budget("expert") == levels.BUDGETS["expert"]
    levels.set_effort(0.1)
    assert levels.budget("expert") == pytest.approx(0.1 * levels.BUDGETS["expert"])
    assert levels.budget("no-such-level") == pytest.approx(0.1 * levels.BUDGETS["hard"])
    assert levels.scaled(400_000) == 40_000
    assert levels.scaled(3) == 1          # never no work at all


@pytest.mark.parametrize("bad", [0, -1, float("nan")])
def test_effort_must_be_positive(bad, restore_effort):
    with pytest.raises(ValueError, match="positive"):
        levels.set_effort(bad)
    assert levels.effort() == 1.0


def test_a_search_uses_the_scaled_nodes(restore_effort):
    state = kulami.new_game(kulami.standard_board(5))
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    levels.set_effort(0.01)
    _move, result = ai.think("hard", state.clone(), threading.Event(), random.Random(1))
    assert result is not None
    assert result.nodes <= levels.scaled(ai.NODES["hard"]) + 2 * 128   # stops at a poll


def test_arena_effort_flag_is_in_the_header(capsys, restore_effort):
    assert arena.main(["--game", "kulami", "--a", "easy", "--b", "medium", "--games", "2",
                       "--effort", "0.5", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "effort 0.5 (REDUCED" in out
    assert "2 games" in out


def test_arena_refuses_a_bad_effort(restore_effort):
    with pytest.raises(SystemExit, match="positive"):
        arena.main(["--game", "kulami", "--a", "easy", "--b", "medium", "--effort", "0"])


def test_no_clock_takes_the_cap_away_for_the_run_only(monkeypatch, restore_effort):
    seen = []
    real = arena.play_one

    def spy(*args):
        seen.append(levels.budget("hard"))
        return real(*args)

    monkeypatch.setattr(arena, "play_one", spy)
    arena.run("kulami", "easy", "medium", 2, seed=3, players=2, jobs=1, clock=False)
    assert seen == [levels.NO_CLOCK, levels.NO_CLOCK]
    assert levels.budget("hard") == levels.BUDGETS["hard"]        # back on after the run


def test_arena_options_change_the_games_setup(capsys):
    state = arena.new_state("kulami", 7, 2, {"scoring": "holes", "variant": "areas"})
    assert (state.scoring, state.variant) == ("holes", "areas")
    plain = arena.new_state("kulami", 7, 2)
    assert state.board == plain.board                   # the same pair setup otherwise
    assert arena.parse_options(["scoring=holes", "variant=null"]) == {
        "scoring": "holes", "variant": None}
    assert arena.main(["--game", "kulami", "--a", "easy", "--b", "medium", "--games", "2",
                       "--option", "scoring=holes", "--quiet"]) == 0
    assert "scoring='holes'" in capsys.readouterr().out


@pytest.mark.parametrize("option, reason", [
    ("scoring=sideways", "scoring"), ("colour=red", "no option colour"), ("novalue", "KEY=VALUE")])
def test_arena_refuses_a_bad_option(option, reason):
    with pytest.raises(SystemExit, match=reason):
        arena.main(["--game", "kulami", "--a", "easy", "--b", "medium", "--option", option])
