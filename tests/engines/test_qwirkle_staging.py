"""Staging a placement tile by tile (games/qwirkle/staging.py): the check of a part-built move,
the points preview, the cells a held tile may take, exchange and pass in words — with the rule
ids the checks stand for."""

from __future__ import annotations

import random

import pytest

from tests.helpers.adapters.qwirkle import T, column, position, row
from tilegames.games import qwirkle
from tilegames.games.qwirkle import Place
from tilegames.games.qwirkle.staging import Stager

FILLER = ["green clover"] * 3 + ["yellow star"] * 3


def stager(state, seat=None) -> Stager:
    return Stager.of(state.view(state.current_player if seat is None else seat))


def staged(*tiles: tuple[int, int, str]) -> dict:
    return {(x, y): T(name) for x, y, name in tiles}


def test_q_p2_a_gap_that_a_later_tile_fills_is_a_fine_staging_but_not_a_move_yet():
    state = position(row(0, 0, "red circle"),
                     [["red square", "red star", "red diamond", *FILLER[:3]], FILLER])
    check = stager(state).check(staged((1, 0, "red square"), (3, 0, "red star")))
    assert not check.complete and check.possible
    assert check.rule == "Q-P2"
    assert not state.is_legal(Place(((1, 0, T("red square")), (3, 0, T("red star")))))
    full = stager(state).check(staged((1, 0, "red square"), (2, 0, "red diamond"),
                                      (3, 0, "red star")))
    assert full.complete and full.points == 4 and full.rule == ""


def test_q_p2_a_gap_no_tile_of_the_hand_fills_is_refused_for_good():
    state = position(row(0, 0, "red circle"),
                     [["red square", "red star", *FILLER[:4]], FILLER])
    check = stager(state).check(staged((1, 0, "red square"), (3, 0, "red star")))
    assert not check.possible and check.rule == "Q-P2"
    assert "unbroken line" in str(check.error)


def test_q_p3_a_broken_line_is_named_even_behind_a_gap():
    state = position(row(0, 0, "red circle"),
                     [["red square", "blue star", "red diamond", *FILLER[:3]], FILLER])
    check = stager(state).check(staged((1, 0, "red square"), (3, 0, "blue star")))
    assert not check.possible and check.rule == "Q-P3"
    assert "one colour or one shape" in str(check.error)


def test_q_p5_tiles_that_fit_alone_but_not_together():
    state = position(row(0, 0, "red circle"),
                     [["red square", "red square", *FILLER[:4]], FILLER])
    s = stager(state)
    assert s.check(staged((1, 0, "red square"))).complete
    assert s.check(staged((-1, 0, "red square"))).complete
    check = s.check(staged((1, 0, "red square"), (-1, 0, "red square")))
    assert not check.possible and check.rule == "Q-P5"


def test_q_p4_a_tile_in_line_that_a_later_tile_connects():
    state = position(row(0, 0, "red circle"),
                     [["red square", "red star", *FILLER[:4]], FILLER])
    s = stager(state)
    far = staged((2, 0, "red star"))
    check = s.check(far)
    assert check.possible and not check.complete and check.rule == "Q-P4"
    assert (1, 0) in s.cells_for(far, T("red square"))
    lonely = s.check(staged((5, 5, "red star")))
    assert not lonely.possible and lonely.rule == "Q-P4"


def test_q_s4_the_first_move_is_possible_tile_by_tile_and_complete_with_all():
    state = qwirkle.new_game(2, bag=[T(n) for n in (
        "red circle", "red square", "red star", "blue cross", "green cross", "blue circle",
        *FILLER)])
    assert state.start_number(0) == 3
    s = stager(state)
    one = s.check(staged((0, 0, "red circle")))
    assert one.possible and not one.complete and one.rule == "Q-S4"
    assert "3 tiles" in str(one.error)
    assert s.cells_for({}, T("red circle")) <= {(i, 0) for i in range(3)} | {(0, i)
                                                                             for i in range(3)}
    wrong = s.check(staged((0, 0, "blue cross")))
    assert not wrong.possible and wrong.rule == "Q-S4"
    three = s.check(staged((0, 0, "red circle"), (1, 0, "red square"), (2, 0, "red star")))
    assert three.complete and three.points == 3


def test_q_sc1_q_sc2_the_preview_scores_like_the_engine_and_counts_qwirkles():
    board = (row(0, 0, "red circle", "red square", "red diamond", "red clover", "red star")
             | column(5, 1, "blue cross", "green cross"))
    state = position(board, [["red cross", *FILLER[:5]], FILLER])
    check = stager(state).check(staged((5, 0, "red cross")))
    assert check.complete and check.points == 15 and check.qwirkles == 1
    assert state.apply(Place(((5, 0, T("red cross")),))).points == check.points
    assert sorted(len(line) for line in check.lines) == [3, 6]


def test_q_e1_going_out_is_previewed_with_the_bonus():
    state = position(row(0, 0, "red circle"), [["red square"], FILLER])
    check = stager(state).check(staged((1, 0, "red square")))
    assert check.complete and check.going_out and check.total == check.points + 6
    with_bag = position(row(0, 0, "red circle"), [["red square"], FILLER], bag=("blue star",))
    assert not stager(with_bag).check(staged((1, 0, "red square"))).going_out


def test_q_p1_taken_cells_and_tiles_out_of_line():
    state = position(row(0, 0, "red circle", "red square"),
                     [["red star", "red diamond", "blue circle", *FILLER[:3]], FILLER])
    s = stager(state)
    assert s.check_with({}, (0, 0), T("red star")).rule == "Q-P1"
    bent = s.check(staged((2, 0, "red star"), (0, 1, "blue circle")))
    assert not bent.possible and bent.rule == "Q-P1"


def test_the_cells_for_a_tile_are_exactly_where_it_can_be_part_of_a_legal_move():
    rng = random.Random(4)
    for _ in range(6):
        state = qwirkle.new_game(rng.randint(2, 4), seed=rng.randrange(10**6))
        for _ in range(rng.randint(1, 12)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_moves()))
        if state.is_over():
            continue
        s = stager(state)
        places = [p for p, _ in state.placements_with_scores()]
        for tile in set(state.hand(state.current_player)):
            want = {(x, y) for p in places for x, y, t in p.tiles if t == tile}
            assert s.cells_for({}, tile) == want
            for cell in want:
                assert s.check_with({}, cell, tile).possible
        for place in places[:20]:
            first = dict([((place.tiles[0][0], place.tiles[0][1]), place.tiles[0][2])])
            assert s.check(first).possible
            assert s.check({(x, y): t for x, y, t in place.tiles}).complete


def test_q_x1_exchange_in_words_first_move_empty_bag_and_too_many():
    first = qwirkle.new_game(2, seed=1)
    assert stager(first).exchange_error().rule == "Q-S4"
    empty = position(row(0, 0, "red circle"), [["red square", *FILLER[:5]], FILLER])
    assert stager(empty).exchange_error().rule == "Q-X1"
    small = position(row(0, 0, "red circle"), [["red square", *FILLER[:5]], FILLER],
                     bag=("blue star", "blue cross"))
    s = stager(small)
    assert s.exchange_error() is None
    assert s.exchange_error([T("red square"), T("green clover")]) is None
    too_many = s.exchange_error([T("red square"), T("green clover"), T("yellow star")])
    assert too_many.rule == "Q-X1" and "too few" in str(too_many)


@pytest.mark.parametrize("bag", [(), ("blue star",)])
def test_q_x3_pass_only_when_neither_placing_nor_exchanging_is_possible(bag):
    state = position(row(0, 0, "red circle", "red square"),
                     [["blue clover"], FILLER], bag=bag)
    s = stager(state)
    assert s.must_pass() == (not bag)
    assert s.must_pass() == (state.legal_moves() == [qwirkle.Pass()])
