"""Qwirkle placing and scoring: Q-P1..Q-P5, Q-SC1..Q-SC4, with the rule sheet's examples."""

from __future__ import annotations

import pytest

from tests.helpers.adapters.qwirkle import T, column, position, row
from tilegames.games import IllegalMoveError
from tilegames.games.qwirkle import Place, score_placement

FILLER = ["green clover"] * 3 + ["yellow star"] * 3


def place(*tiles: tuple[int, int, str]) -> Place:
    return Place(tuple((x, y, T(name)) for x, y, name in tiles))


def refused(state, move, rule: str, words: str) -> None:
    before = state.to_dict()
    assert not state.is_legal(move)
    with pytest.raises(IllegalMoveError) as err:
        state.apply(move)
    assert err.value.rule == rule
    assert words in str(err.value)
    assert state.to_dict() == before


def test_q_sc1_sheet_example_a_line_of_four_scores_four():
    state = position(row(0, 0, "red circle", "red square"),
                     [["red diamond", "red star", *FILLER[:4]], FILLER])
    move = place((2, 0, "red diamond"), (3, 0, "red star"))
    assert move in state.legal_moves()
    assert dict(state.placements_with_scores())[move] == 4
    assert score_placement(state.board, move.tiles) == score_placement(state.board, move) == 4
    assert state.apply(move).points == 4
    assert state.scores() == (4, 0)


def test_q_sc1_sheet_example_a_tile_scores_in_both_directions():
    board = row(0, 0, "red circle", "red square") | column(2, 1, "blue diamond", "green diamond")
    state = position(board, [["red diamond", *FILLER[:5]], FILLER])
    result = state.apply(place((2, 0, "red diamond")))
    assert result.points == 3 + 3
    assert sorted(state.last_scored_lines()) == [((0, 0), (1, 0), (2, 0)),
                                                 ((2, 0), (2, 1), (2, 2))]


def test_q_sc2_sheet_example_a_row_of_six_and_a_column_of_three_score_fifteen():
    board = (row(0, 0, "red circle", "red square", "red diamond", "red clover", "red star")
             | column(5, 1, "blue cross", "green cross"))
    state = position(board, [["red cross", *FILLER[:5]], FILLER])
    assert state.apply(place((5, 0, "red cross"))).points == 6 + 6 + 3


def test_q_sc2_sheet_example_the_double_qwirkle_scores_twenty_four():
    board = (row(0, 0, "orange circle", "orange diamond") | row(3, 0, "orange clover",
             "orange star", "orange cross")
             | column(2, -2, "red square", "yellow square") | column(2, 1, "green square",
             "blue square", "purple square"))
    state = position(board, [["orange square", *FILLER[:5]], FILLER])
    move = place((2, 0, "orange square"))
    assert dict(state.placements_with_scores())[move] == 24
    assert state.apply(move).points == 12 + 12


def test_q_sc1_a_line_through_old_tiles_between_placed_ones_counts_them_all():
    state = position(row(1, 0, "blue star", "blue cross"),
                     [["blue circle", "blue square", *FILLER[:4]], FILLER])
    assert state.apply(place((0, 0, "blue circle"), (3, 0, "blue square"))).points == 4


def test_q_sc4_the_player_draws_back_to_six_as_far_as_the_bag_goes():
    state = position(row(0, 0, "red circle", "red square"),
                     [["red diamond", "red star", *FILLER[:4]], FILLER], bag=("purple cross",))
    state.apply(place((2, 0, "red diamond"), (3, 0, "red star")))
    assert state.hand(0) == tuple(T(n) for n in [*FILLER[:4], "purple cross"])
    assert state.bag_size() == 0


def test_q_p1_tiles_in_one_row_or_column():
    state = position(row(0, 0, "red circle"), [["red square", "blue circle", *FILLER[:4]],
                                               FILLER])
    refused(state, place((1, 0, "red square"), (0, 1, "blue circle")), "Q-P1",
            "all tiles must be in one row or one column")


def test_q_p1_only_tiles_from_the_hand_on_free_cells():
    state = position(row(0, 0, "red circle"), [["red square", *FILLER[:5]], FILLER])
    refused(state, place((1, 0, "red diamond")), "Q-K2", "you don't have those tiles")
    refused(state, place((1, 0, "red square"), (2, 0, "red square")), "Q-K2",
            "you don't have those tiles")
    refused(state, place((0, 0, "red square")), "Q-P1", "that cell is taken")
    refused(state, Place(()), "Q-P1", "place at least one tile")


def test_q_p2_no_gaps_in_the_line():
    state = position(row(0, 0, "red circle"), [["red square", "red star", *FILLER[:4]], FILLER])
    refused(state, place((1, 0, "red square"), (3, 0, "red star")), "Q-P2",
            "the tiles must form one unbroken line")


def test_q_p3_a_line_holds_one_colour_or_one_shape():
    state = position(row(0, 0, "red circle", "red square"),
                     [["blue square", "red circle", *FILLER[:4]], FILLER])
    refused(state, place((2, 0, "blue square")), "Q-P3",
            "a line may hold only one colour or one shape, each once")


def test_q_p3_no_duplicate_in_a_line():
    state = position(row(0, 0, "red circle", "red square"),
                     [["red circle", "red star", *FILLER[:4]], FILLER])
    refused(state, place((2, 0, "red circle")), "Q-P3", "each once")
    refused(state, place((-1, 0, "red circle")), "Q-P3", "each once")
    assert state.is_legal(place((2, 0, "red star")))


def test_q_p3_the_cross_line_counts_too():
    board = row(0, 0, "red circle", "red square") | column(2, 1, "blue star", "green star")
    state = position(board, [["red diamond", "red star", *FILLER[:4]], FILLER])
    refused(state, place((2, 0, "red diamond")), "Q-P3", "each once")
    assert state.is_legal(place((2, 0, "red star")))


def test_q_p3_no_line_longer_than_six():
    board = row(0, 0, "red circle", "red square", "red diamond", "red clover", "red star",
                "red cross")
    state = position(board, [["red circle", "blue circle", *FILLER[:4]], FILLER])
    assert not state.is_legal(place((6, 0, "red circle")))
    assert not state.is_legal(place((-1, 0, "blue circle")))
    assert state.is_legal(place((0, 1, "blue circle")))


def test_q_p4_a_placed_tile_touches_the_board():
    state = position(row(0, 0, "red circle"), [["red square", "red star", *FILLER[:4]], FILLER])
    refused(state, place((2, 0, "red square"), (3, 0, "red star")), "Q-P4",
            "a placed tile must touch the tiles on the board")
    refused(state, place((1, 1, "red square")), "Q-P4", "touch")


def test_q_p5_tiles_legal_one_by_one_but_not_together():
    state = position(row(0, 0, "red circle"),
                     [["red square", "blue circle", *FILLER[:4]], FILLER])
    assert state.is_legal(place((1, 0, "red square")))
    assert state.is_legal(place((-1, 0, "blue circle")))
    refused(state, place((1, 0, "red square"), (-1, 0, "blue circle")), "Q-P5",
            "a line may hold only one colour or one shape")


def test_q_p5_two_placed_tiles_may_not_repeat_each_other():
    state = position(row(0, 0, "red circle"), [["red square", "red square", *FILLER[:4]],
                                               FILLER])
    assert state.is_legal(place((1, 0, "red square")))
    refused(state, place((1, 0, "red square"), (2, 0, "red square")), "Q-P5", "each once")


def test_q_p_identical_tiles_in_the_hand_give_each_placement_once():
    state = position(row(0, 0, "red circle"),
                     [["red square"] * 3 + ["blue circle"] * 3, FILLER])
    moves = state.legal_moves()
    assert len(moves) == len(set(moves))
    placements = [p for p, _ in state.placements_with_scores()]
    assert len(placements) == 4 + 4  # each of the two tiles on each side of the red circle
