"""The LSD engine's API beyond the rules: refusals, moves, results, copies, text and data."""

from __future__ import annotations

import json
import random

import pytest

from tilegames.games import IllegalMoveError, MoveResult
from tilegames.games.lsd import LsdMoveResult, Place, State, new_game


def _random_game(seed: int, players: int = 2, moves: int = 12) -> State:
    rng = random.Random(seed)
    state = new_game(players)
    while not state.is_over() and len(state.moves) < moves:
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("move", [
    Place("blob", "+", 0, 0, 0), Place("cross", "o", 0, 0, 0), Place("single", "+", 4, 0, 0),
    Place("single", "+", -1, 0, 0), Place("single", "+", "0", 0, 0), Place("tee", "x", 1, 0.5, 0),
    Place(["cross"], "+", 0, 0, 0), Place("cross", "+", 0, [0], 0), Place(None, None, None, 0, 0),
    "cross at (0, 0)",
])
def test_lsd_bad_values_are_refused_with_a_reason_never_a_crash(move):
    state = new_game(2)
    assert not state.is_legal(move)
    with pytest.raises(IllegalMoveError) as caught:
        state.apply(move)
    assert str(caught.value)
    assert state.to_dict() == new_game(2).to_dict()


def test_lsd_you_have_no_such_tile_left():
    state = State.from_text("0+  .  0+", current_player=0)  # both of seat 0's + crosses are out
    with pytest.raises(IllegalMoveError, match="you have no such tile left"):
        state.apply(Place("cross", "+", 0, -1, 0))
    assert state.is_legal(Place("cross", "x", 0, -1, 0))


def test_lsd_place_reads_well_and_is_a_small_value():
    move = Place("tee", "x", 1, 2, -3)
    assert str(move) == "tee x rotation 1 at (2, -3)"
    assert move.cell == (2, -3)
    assert {move: 1}[Place("tee", "x", 1, 2, -3)] == 1
    assert sorted([move, Place("cross", "+", 0, 0, 0)])[0].kind == "cross"


def test_lsd_move_result_is_a_move_result_equal_for_equal_moves():
    state = State.from_text("0+  1x  .")
    twin = state.clone()
    result = state.apply(Place("cross", "+", 0, 2, 0))
    assert isinstance(result, MoveResult) and isinstance(result, LsdMoveResult)
    assert result == twin.apply(Place("cross", "+", 0, 2, 0))
    assert (result.points, result.captured, result.skipped) == (0, ((1, 0),), ())


def test_lsd_clone_is_independent():
    state = _random_game(1)
    twin = state.clone()
    before = state.to_dict()
    twin.apply(twin.legal_moves()[0])
    assert state.to_dict() == before


@pytest.mark.parametrize("seed", range(5))
def test_lsd_to_dict_from_dict_continues_identically(seed):
    state = _random_game(seed, players=4)
    data = json.loads(json.dumps(state.to_dict()))
    restored = State.from_dict(data)
    assert restored.to_dict() == state.to_dict()
    assert restored.legal_moves() == state.legal_moves()
    assert restored.to_text() == state.to_text()


def test_lsd_set_up_positions_survive_to_dict():
    state = State.from_text("0+  1x  .", current_player=0)
    state.apply(Place("cross", "+", 0, 2, 0))
    restored = State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored.to_text() == state.to_text() == "@ 0 0\n0+ .  0+"
    assert restored.captured(1) == 1 and restored.current_player == 1


def test_lsd_from_dict_rejects_impossible_data():
    data = new_game(2).to_dict()
    data["moves"] = [["cross", "+", 0, 3, 3]]
    with pytest.raises(ValueError, match="the first tile goes in the centre"):
        State.from_dict(data)
    with pytest.raises(ValueError, match="not an LSD game"):
        State.from_dict({"game": "kulami"})


def test_lsd_text_round_trip():
    state = _random_game(7, moves=15)
    again = State.from_text(state.to_text())
    assert again.to_text() == state.to_text()
    for x, y in state.frontier():
        assert state.tile_at((x, y)) is None
    assert again.frontier() == state.frontier()


@pytest.mark.parametrize(("picture", "message"), [
    ("0+ 0+ 0+", "no more than 2"),
    ("0+E .  0+N", None),  # fine: unconnected tiles may be set up
    ("0+N 0+", "cuts off a dot"),
    ("0+ 0+W\n1x .\n0xN .", None),
    ("2+", "only 2 play"),
    ("0q", "bad tile"),
    ("0+NN", "bad dots"),
    ("0+ .\n.", "same number of cells"),
    ("0+E 0xEW 0+EW 0xW", "winning row"),
])
def test_lsd_from_text_checks_the_picture(picture, message):
    if message is None:
        State.from_text(picture)
    else:
        with pytest.raises(ValueError, match=message):
            State.from_text(picture)


def test_lsd_from_text_origin_line():
    state = State.from_text("@ -2 5\n1x  .  0+")
    assert state.tile_at((-2, 5)).owner == 1 and state.tile_at((0, 5)).icon == "+"
    assert state.to_text() == "@ -2 5\n1x .  0+"


def test_lsd_frontier_and_can_place():
    state = new_game(2)
    assert state.frontier() == ((0, 0),)
    state.apply(Place("corner", "+", 0, 0, 0))  # dots N and E
    assert state.frontier() == ((0, -1), (1, 0))
    assert state.can_place(0) and state.can_place(1)


def test_lsd_moves_exclude_skips_and_match_the_play():
    state = _random_game(3, moves=8)
    assert len(state.moves) == 8
    assert all(isinstance(m, Place) for m in state.moves)
    assert state.scores() == (0, 0)
