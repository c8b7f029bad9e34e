"""LSD turn order, the first tile and placing by matching half dots (LSD-T1, T2, P1..P3).

Pictures: see tilegames/games/lsd/notation.py (``0+NE`` = seat 0, icon +, half dots N and E; no
letters = all four; top-left token is (0, 0)).
"""

from __future__ import annotations

import pytest

from tilegames.games import IllegalMoveError
from tilegames.games.lsd import ICONS, Place, State, new_game


def _refusal(state: State, move: Place) -> IllegalMoveError:
    before = state.to_dict()
    assert not state.is_legal(move)
    with pytest.raises(IllegalMoveError) as caught:
        state.apply(move)
    assert state.to_dict() == before
    return caught.value


def test_lsd_t1_seats_move_in_order_from_the_chosen_first_seat():
    state = new_game(4, first_player=2)
    seen = []
    for x in range(6):
        seen.append(state.current_player)
        result = state.apply(Place("cross", ICONS[x // 4], 0, x, 0))
        assert result.skipped == ()
    assert seen == [2, 3, 0, 1, 2, 3]
    assert new_game(2).current_player == 0


def test_lsd_t2_first_tile_any_tile_any_rotation_at_the_centre():
    state = new_game(2)
    moves = state.legal_moves()
    assert {m.cell for m in moves} == {(0, 0)}
    assert len(moves) == 30  # 15 distinct dot patterns, each with + and x
    assert Place("tee", "x", 3, 0, 0) in moves
    state.apply(Place("tee", "x", 3, 0, 0))
    assert state.tile_at((0, 0)).dots == frozenset("WNE")


def test_lsd_t2_first_tile_elsewhere_is_refused():
    error = _refusal(new_game(2), Place("cross", "+", 0, 1, 0))
    assert error.reason == "the first tile goes in the centre" and error.rule == "LSD-T2"


def test_lsd_p1_a_dot_may_not_meet_a_plain_edge():
    # (1,1) touches a dot from the north and a dot from the west.
    state = State.from_text("""
        .    0+S
        0+E  .
    """, current_player=1)
    assert state.is_legal(Place("corner", "x", 3, 1, 1))  # dots W, N: both make whole dots
    error = _refusal(state, Place("single", "x", 0, 1, 1))  # dot N only: cuts off the W dot
    assert error.reason == "this edge would cut off a dot" and error.rule == "LSD-P1"


def test_lsd_p1_plain_edge_may_not_meet_a_new_dot_either():
    # West of (1,1) is a plain edge: a tile with a dot W would cut its own dot off.
    state = State.from_text("""
        .    0+S
        0+N  .
    """, current_player=1)
    assert state.is_legal(Place("single", "x", 0, 1, 1))
    error = _refusal(state, Place("corner", "x", 3, 1, 1))
    assert error.reason == "this edge would cut off a dot"


def test_lsd_p2_a_tile_must_complete_a_dot():
    state = State.from_text("0+N  .", current_player=1)
    plain_to_plain = Place("single", "x", 1, 1, 0)  # dot E, away from the field
    assert _refusal(state, plain_to_plain).reason == "the tile must complete at least one dot"
    far_away = Place("cross", "x", 0, 5, 5)
    assert _refusal(state, far_away).rule == "LSD-P2"


def test_lsd_p3_edges_facing_empty_cells_are_free():
    state = State.from_text("0+E  .", current_player=1)
    at_cell = [m for m in state.legal_moves() if m.cell == (1, 0)]
    patterns = set()
    for move in at_cell:
        after = state.clone()
        after.apply(move)
        patterns.add((after.tile_at((1, 0)).dots, move.icon))
    # Every pattern with a dot W fits, whatever faces the three empty sides: 8 patterns x 2 icons.
    assert len(at_cell) == len(patterns) == 16
    assert all("W" in dots for dots, _icon in patterns)


def test_lsd_p_cell_taken():
    state = State.from_text("0+  .", current_player=1)
    error = _refusal(state, Place("cross", "x", 0, 0, 0))
    assert error.reason == "that cell is taken"


def test_lsd_p_legal_moves_list_each_placement_once():
    state = State.from_text("""
        .    0+S  .
        0+E  .    1xW
        .    1+N  .
    """, current_player=1)
    moves = state.legal_moves()
    assert len(set(moves)) == len(moves)
    hole = [m for m in moves if m.cell == (1, 1)]
    assert hole == [Place("cross", "+", 0, 1, 1), Place("cross", "x", 0, 1, 1)]
