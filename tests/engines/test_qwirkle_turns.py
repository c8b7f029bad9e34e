"""Qwirkle exchanging, passing and the end: Q-X1..Q-X3, Q-E1..Q-E3; the move values."""

from __future__ import annotations

import pytest

from tests.helpers.adapters.qwirkle import T, position, row
from tilegames.games import IllegalMoveError, qwirkle
from tilegames.games.qwirkle import TILES, Exchange, Pass, Place

FILLER = ["green clover"] * 3 + ["yellow star"] * 3
REDS = row(0, 0, "red circle", "red square")


def tiles(*names: str):
    return tuple(T(n) for n in names)


def test_q_x1_exchange_draws_first_then_returns_the_tiles_and_scores_nothing():
    state = position(REDS, [["red star", "blue cross", *FILLER[:4]], FILLER],
                     bag=("purple circle", "orange square", "green cross"))
    result = state.apply(Exchange(tiles("blue cross", "red star")))
    assert result.points == 0 and state.scores() == (0, 0)
    assert state.hand(0) == tiles(*FILLER[:4], "purple circle", "orange square")
    assert state.bag_size() == 3
    bag = state.to_dict()["bag"]
    assert sorted(bag) == sorted(t.id for t in tiles("green cross", "red star", "blue cross"))
    assert state.current_player == 1


def test_q_x1_the_reshuffle_after_an_exchange_comes_from_the_games_seed():
    bag = [t for t in TILES for _ in range(3)]  # a sorted bag: the deal is the same every time

    def bag_after_exchange(seed: int) -> list[int]:
        state = qwirkle.new_game(2, seed=seed, bag=bag)
        state.apply(state.legal_moves()[0])  # the first move is a placement (Q-S4)
        state.apply(Exchange(state.hand(1)[:2]))
        return state.to_dict()["bag"]

    assert bag_after_exchange(5) == bag_after_exchange(5)
    assert bag_after_exchange(5) != bag_after_exchange(6)


def test_q_x1_exchanging_with_a_small_bag():
    state = position(REDS, [["red star", "blue cross", *FILLER[:4]], FILLER],
                     bag=("purple circle", "orange square"))
    exchanges = [m for m in state.legal_moves() if isinstance(m, Exchange)]
    assert exchanges and max(len(m.tiles) for m in exchanges) == 2
    assert len(exchanges) == len(set(exchanges))
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as err:
        state.apply(Exchange(tiles("red star", "blue cross", "green clover")))
    assert err.value.rule == "Q-X1"
    assert str(err.value) == "the bag has too few tiles to exchange that many"
    assert state.to_dict() == before
    assert state.is_legal(Exchange(tiles("red star", "blue cross")))


def test_q_x1_only_tiles_from_the_hand_and_at_least_one():
    state = position(REDS, [["red star", *FILLER[:5]], FILLER], bag=("purple circle",) * 3)
    assert not state.is_legal(Exchange(tiles("red cross")))
    assert not state.is_legal(Exchange(tiles("red star", "red star")))
    assert not state.is_legal(Exchange(()))
    with pytest.raises(IllegalMoveError, match="you don't have those tiles"):
        state.apply(Exchange(tiles("red cross")))


def test_q_x1_the_distinct_exchanges_of_a_hand_are_its_sub_multisets():
    state = position(REDS, [["red star", "red star", "blue cross", *FILLER[:3]], FILLER],
                     bag=("purple circle",) * 3 + ("orange cross",) * 3)
    exchanges = [m for m in state.legal_moves() if isinstance(m, Exchange)]
    assert len(exchanges) == 3 * 2 * 4 - 1  # red stars 0..2, blue cross 0..1, clovers 0..3
    assert Exchange(tiles("blue cross", "red star")) == Exchange(tiles("red star", "blue cross"))


def test_q_x2_exchanging_is_allowed_when_a_placement_is_possible():
    state = position(REDS, [["red star", *FILLER[:5]], FILLER], bag=("purple circle",))
    moves = state.legal_moves()
    assert any(isinstance(m, Place) for m in moves) and Exchange(tiles("red star")) in moves


def test_q_x2_who_cannot_place_must_exchange_and_may_not_pass():
    state = position(REDS, [["blue star", "green cross"] * 3, FILLER], bag=("purple circle",))
    moves = state.legal_moves()
    assert moves and all(isinstance(m, Exchange) for m in moves)
    with pytest.raises(IllegalMoveError) as err:
        state.apply(Pass())
    assert err.value.rule == "Q-X3" and str(err.value) == "you can still play, so you cannot pass"


def test_q_x3_who_can_neither_place_nor_exchange_passes():
    state = position(REDS, [["blue star"], ["red diamond", "green cross"]])
    assert state.legal_moves() == [Pass()]
    assert state.apply(Pass()).points == 0
    assert state.current_player == 1 and not state.is_over()
    assert not state.is_legal(Pass())


def test_q_e1_going_out_with_the_bag_empty_ends_the_game_with_six_extra():
    state = position(REDS, [["red diamond"], ["blue star", "green cross"]], scores=[5, 9])
    result = state.apply(Place(((2, 0, T("red diamond")),)))
    assert result.points == 3 + 6
    assert state.is_over() and state.scores() == (14, 9) and state.winners() == (0,)
    assert state.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        state.apply(Pass())


def test_q_e1_placing_the_last_tile_while_the_bag_has_tiles_goes_on():
    state = position(REDS, [["red diamond"], FILLER], bag=("purple circle",))
    assert state.apply(Place(((2, 0, T("red diamond")),))).points == 3
    assert not state.is_over() and state.hand(0) == tiles("purple circle")


def test_q_e2_when_nobody_can_place_the_game_ends_at_once_without_bonus():
    state = position(REDS, [["red diamond", "green cross"], ["blue star"]], scores=[4, 6])
    assert state.apply(Place(((2, 0, T("red diamond")),))).points == 3
    assert state.is_over(), "nobody can place: no round of passes first"
    assert state.scores() == (7, 6) and state.winners() == (0,)
    assert state.hand(0) == tiles("green cross")


def test_q_e2_the_game_goes_on_while_someone_else_can_place():
    state = position(REDS, [["red diamond", "green cross"], ["blue star", "red star"]])
    state.apply(Place(((2, 0, T("red diamond")),)))
    assert not state.is_over() and state.current_player == 1


def test_q_e3_equal_highest_scores_share_the_win():
    state = position(REDS, [["blue star", "green cross"], ["red diamond"]], scores=[12, 3],
                     current=1)
    state.apply(Place(((2, 0, T("red diamond")),)))
    assert state.is_over() and state.scores() == (12, 12) and state.winners() == (0, 1)


def test_q_e3_no_winners_while_the_game_runs():
    state = position(REDS, [["red diamond"], FILLER], bag=("purple circle",))
    assert state.winners() == ()


def test_moves_compare_equal_whatever_the_order_and_read_well():
    a = Place(((1, 0, T("red square")), (0, 0, T("red circle"))))
    b = Place(((0, 0, T("red circle")), (1, 0, T("red square"))))
    assert a == b and hash(a) == hash(b) and a.cells == ((0, 0), (1, 0))
    assert str(a) == "red circle at (0,0), red square at (1,0)"
    assert str(Exchange(tiles("red star", "blue cross"))) == "exchange 2 tiles"
    assert str(Exchange(tiles("red star"))) == "exchange 1 tile"
    assert str(Pass()) == "pass" and Pass() == Pass()
    assert Exchange(tiles("blue cross", "red star")).tiles == tiles("red star", "blue cross")
