"""LSD rows, skips and the draw (LSD-W1, LSD-E1, LSD-E2, LSD-P4).

Pictures: see tilegames/games/lsd/notation.py (``0+NE`` = seat 0, icon +, half dots N and E; no
letters = all four; top-left token is (0, 0)).
"""

from __future__ import annotations

import random

import pytest

from tilegames.games import IllegalMoveError
from tilegames.games.lsd import Place, State, new_game

ROW_OF_THREE = "0+E  0xEW  ."  # seat 0 completes (0,0)-(2,0) with ROW_END at (2,0)
ROW_END = Place("corner", "x", 3, 2, 0)  # dots W and N: the field stays open at (2,-1)
SINGLE_W = 3  # a single turned three quarter turns has its dot W


def test_lsd_w1_three_in_a_row_does_not_win_with_two_players():
    state = State.from_text(ROW_OF_THREE, num_players=2)
    state.apply(ROW_END)
    assert not state.is_over() and state.winners() == ()
    assert state.current_player == 1


def test_lsd_w1_four_in_a_row_wins_with_two_players():
    state = State.from_text("0+E  0xEW  0+EW  .", num_players=2)
    result = state.apply(Place("single", "x", SINGLE_W, 3, 0))
    assert state.is_over() and not state.is_draw()
    assert state.winners() == (0,)
    assert state.winning_line() == ((0, 0), (1, 0), (2, 0), (3, 0))
    assert result.skipped == ()


def test_lsd_w1_three_in_a_row_wins_with_four_players():
    state = State.from_text(ROW_OF_THREE, num_players=4)
    state.apply(ROW_END)
    assert state.winners() == (0,)
    assert state.winning_line() == ((0, 0), (1, 0), (2, 0))


def test_lsd_w1_vertical_rows_count():
    state = State.from_text("""
        0+S
        0xNS
        .
    """, num_players=4)
    state.apply(Place("single", "x", 0, 0, 2))  # dot N
    assert state.winners() == (0,)
    assert state.winning_line() == ((0, 0), (0, 1), (0, 2))


def test_lsd_w1_a_longer_row_also_wins():
    state = State.from_text("0+E  0xEW  .  0+EW  0xW", num_players=2)
    state.apply(Place("straight", "x", 1, 2, 0))
    assert state.winners() == (0,)
    assert len(state.winning_line()) == 5


def test_lsd_w1_the_partners_colour_does_not_count():
    # 4 players: white seats 0 and 2 share a shade, not a colour.
    state = State.from_text("0+E  2xEW  .", num_players=4)
    state.apply(ROW_END)
    assert not state.is_over()


def test_lsd_w1_diagonals_do_not_count():
    state = State.from_text("""
        0+S  .    .
        1xN  0+S  1+S
        .    1xN  .
    """, num_players=4)
    state.apply(Place("corner", "x", 0, 2, 2))  # (0,0), (1,1), (2,2): a diagonal of seat 0
    assert not state.is_over()
    assert state.current_player == 1


def test_lsd_w1_win_made_right_after_a_capture():
    # The white + corner at (3,0) captures the black tile below it and completes the row.
    state = State.from_text("""
        0xE  0xEW  0+EW  .
        .    .     .     1xNS
        .    .     .     0+N
    """, num_players=2)
    result = state.apply(Place("corner", "+", 2, 3, 0))  # dots S and W
    assert result.captured == ((3, 1),)
    assert state.winners() == (0,)
    assert state.winning_line() == ((0, 0), (1, 0), (2, 0), (3, 0))


def test_lsd_w1_nothing_more_after_a_win():
    state = State.from_text(ROW_OF_THREE, num_players=4)
    state.apply(ROW_END)
    assert state.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        state.apply(Place("cross", "+", 0, 1, 1))


# The hole at (1,1) takes only a single with its dot N; seat 1 has laid all four singles (the
# two closed pairs on the right). The last other open cell is (9,4).
CLOSING = """
    0+ES  1+ESW  0xSW  .  .  1+E  1+W  .  .    .
    1xNS  .      0+NS  .  .  .    .    .  .    .
    1xNE  0xEW   1xNW  .  .  1xE  1xW  .  .    .
    .     .      .     .  .  .    .    .  .    .
    .     .      .     .  .  .    .    .  0+E  .
"""


def test_lsd_e1_a_seat_that_cannot_place_is_skipped():
    state = State.from_text(CLOSING, num_players=2)
    assert state.frontier() == ((1, 1), (9, 4))
    result = state.apply(Place("single", "x", SINGLE_W, 9, 4))
    assert result.skipped == (1,)
    assert state.current_player == 0 and not state.is_over()
    assert not state.can_place(1) and state.can_place(0)
    assert state.legal_moves() == [Place("single", "+", 0, 1, 1), Place("single", "x", 0, 1, 1)]
    assert len(state.moves) == 1  # the skip is not a move


def test_lsd_p4_seat_to_move_in_a_set_up_position_is_skipped_at_once():
    without_last_cell = CLOSING.replace("0+E  .", ".    .")
    state = State.from_text(without_last_cell, num_players=2, current_player=1)
    assert state.current_player == 0


def test_lsd_e2_nobody_can_place_the_game_is_a_draw():
    state = State.from_text(CLOSING, num_players=2)
    state.apply(Place("single", "x", SINGLE_W, 9, 4))
    result = state.apply(Place("single", "+", 0, 1, 1))
    assert state.is_over() and state.is_draw()
    assert state.winners() == () and state.winning_line() == ()
    assert result.skipped == ()
    assert state.frontier() == ()


def test_lsd_e2_a_full_round_of_skips_with_four_players():
    state = State.from_text("0+E  .", num_players=4, current_player=0)
    result = state.apply(Place("single", "+", SINGLE_W, 1, 0))
    assert state.is_draw() and result.skipped == ()


def test_lsd_e2_all_supplies_empty_is_a_draw():
    # A seeded random 2-player game that uses all 40 tiles without a row.
    rng = random.Random(0)
    state = new_game(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    assert len(state.moves) == 40
    assert all(sum(state.supply(seat).values()) == 0 for seat in (0, 1))
    assert state.is_draw() and not state.can_place(0) and not state.can_place(1)
