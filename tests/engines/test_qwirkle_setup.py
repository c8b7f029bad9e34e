"""Qwirkle components, setup and the first move: Q-K1..Q-K3, Q-S1..Q-S4."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.helpers.adapters.qwirkle import T
from tilegames.games import IllegalMoveError, qwirkle
from tilegames.games.qwirkle import TILES, Exchange, Place, State


def bag_with(*hands: list[str]) -> list[qwirkle.Tile]:
    """The hands (seat 0 first), then the rest of the 108 tiles."""
    front = [T(name) for hand in hands for name in hand]
    rest = Counter({t: 3 for t in TILES})
    rest.subtract(front)
    return front + sorted(rest.elements())


def all_tiles(state: State) -> Counter:
    data = state.to_dict()
    ids = [t for *_, t in data["board"]] + [t for h in data["hands"] for t in h] + data["bag"]
    return Counter(TILES[t] for t in ids)


def test_q_k1_the_game_has_108_tiles_three_of_each():
    state = qwirkle.new_game(4, seed=5)
    assert len(TILES) == 36 and len(set(TILES)) == 36
    assert all_tiles(state) == Counter({t: 3 for t in TILES})
    assert state.bag_size() == 108 - 4 * 6


def test_q_k1_tile_names():
    tile = qwirkle.Tile(qwirkle.Color.PURPLE, qwirkle.Shape.STAR)
    assert (tile.color, tile.shape) == (qwirkle.Color.PURPLE, qwirkle.Shape.STAR)
    assert str(tile) == "purple star" and T("purple star") == tile
    with pytest.raises(AttributeError):
        tile.color = qwirkle.Color.RED


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_q_k2_two_to_six_players_with_six_tiles_each(players):
    state = qwirkle.new_game(players, seed=1)
    assert state.num_players == players
    assert all(len(state.hand(s)) == 6 for s in range(players))


@pytest.mark.parametrize("players", [0, 1, 7])
def test_q_k2_other_player_counts_are_refused(players):
    with pytest.raises(ValueError):
        qwirkle.new_game(players, seed=1)


def test_q_k2_a_seat_view_holds_no_other_hand_and_no_bag_order():
    state = qwirkle.new_game(3, seed=8)
    state.apply(state.legal_moves()[0])
    view = state.view(1)
    assert view.hand == state.hand(1)
    assert view.hand_sizes == tuple(len(state.hand(s)) for s in range(3))
    assert view.bag_size == state.bag_size() and view.scores == state.scores()
    board = [state.tile_at(c) for c in state.last_move_cells()]
    expected = Counter({t: 3 for t in TILES})
    expected.subtract(board + list(state.hand(1)))
    assert view.unseen == +expected
    assert sum(view.unseen.values()) == 108 - len(board) - 6
    assert not any(isinstance(v, list) and len(v) == state.bag_size()
                   for v in vars(view).values())
    view.board.place([(40, 40, 0)])  # the view's board is a copy
    assert state.tile_at((40, 40)) is None


def test_q_k2_a_seat_view_shows_how_many_tiles_others_exchanged_but_not_which():
    state = qwirkle.new_game(2, seed=4)
    state.apply(state.legal_moves()[0])
    mover = state.current_player
    given = state.hand(mover)[:2]
    state.apply(Exchange(given))
    assert state.view(mover).moves[-1] == Exchange(given)
    hidden = state.view(1 - mover).moves[-1]
    assert hidden == qwirkle.HiddenExchange(2) and str(hidden) == "exchange 2 tiles"
    assert state.view(1 - mover).moves[0] == state.moves[0]


def test_q_k2_a_seat_view_lists_the_seats_own_placements():
    state = qwirkle.new_game(2, seed=3)
    seat = state.current_player
    assert state.view(seat).placements_with_scores() == state.placements_with_scores()


def test_q_k3_the_same_seed_gives_the_same_game():
    a, b = qwirkle.new_game(3, seed=42), qwirkle.new_game(3, seed=42)
    assert a.to_dict() == b.to_dict()
    assert qwirkle.new_game(3, seed=43).to_dict() != a.to_dict()
    assert a.seed == 42


def test_q_k3_a_saved_game_continues_with_the_same_draws_after_exchanges():
    state = qwirkle.new_game(2, seed=11)
    state.apply(state.legal_moves()[0])
    state.apply(Exchange(state.hand(state.current_player)[:3]))
    saved = State.from_dict(json.loads(json.dumps(state.to_dict())))
    for game in (state, saved):
        for _ in range(3):
            game.apply(Exchange(game.hand(game.current_player)[:2]))
    assert saved.to_dict() == state.to_dict()


def test_q_s1_seat_zero_draws_the_first_six_tiles():
    hands = [["red circle"] * 3 + ["blue star"] * 3, ["green cross"] * 3 + ["yellow square"] * 3]
    state = qwirkle.new_game(2, seed=0, bag=bag_with(*hands))
    assert state.hand(0) == tuple(T(n) for n in hands[0])
    assert state.hand(1) == tuple(T(n) for n in hands[1])
    assert state.bag_size() == 96


def test_q_s1_a_short_bag_deals_what_it_has():
    bag = [T("red circle")] * 3 + [T("red star")] * 3 + [T("red cross")] * 2
    state = qwirkle.new_game(3, seed=0, bag=bag)
    assert [len(state.hand(s)) for s in range(3)] == [6, 2, 0]
    assert state.bag_size() == 0


def test_q_s2_the_start_number_counts_identical_tiles_once():
    hand = ["red circle", "red circle", "red square", "blue circle", "green circle", "yellow star"]
    state = qwirkle.new_game(2, seed=0, bag=bag_with(hand))
    assert state.start_number(0) == 3  # circles: red, blue, green


def test_q_s3_the_highest_start_number_begins():
    low = ["red circle", "orange square", "yellow diamond", "green clover", "blue star",
           "purple cross"]
    high = ["red circle", "red square", "red diamond", "red clover", "blue star", "blue cross"]
    state = qwirkle.new_game(3, seed=0, bag=bag_with(low, low, high))
    assert [state.start_number(s) for s in range(3)] == [1, 1, 4]
    assert state.current_player == 2 == state.first_player


def test_q_s3_on_a_tie_the_earliest_seat_begins():
    two = ["red circle", "red square", "blue star", "green cross", "yellow diamond",
           "purple clover"]
    three = ["blue circle", "blue square", "blue diamond", "green star", "yellow cross",
             "purple star"]
    other = ["orange circle", "orange square", "orange star", "green clover", "red cross",
             "purple diamond"]
    state = qwirkle.new_game(4, seed=0, bag=bag_with(two, three, two, other))
    assert state.current_player == 1


def test_q_s4_the_first_move_places_the_start_number_tiles_from_the_centre():
    hand = ["red circle", "red square", "red star", "green cross", "yellow diamond",
            "purple clover"]
    state = qwirkle.new_game(2, seed=0, bag=bag_with(hand))
    legal = set(state.legal_moves())
    reds = [T("red circle"), T("red square"), T("red star")]
    right = Place(((0, 0, reds[2]), (1, 0, reds[0]), (2, 0, reds[1])))
    down = Place(((0, 0, reds[0]), (0, 1, reds[1]), (0, 2, reds[2])))
    assert right in legal and down in legal
    assert len(legal) == 2 * 6  # 3! orders, two directions; no exchange, no pass
    for bad in (Place(((0, 0, reds[0]), (1, 0, reds[1]))),
                Place(((-2, 0, reds[0]), (-1, 0, reds[1]), (0, 0, reds[2]))),
                Place(((1, 0, reds[0]), (2, 0, reds[1]), (3, 0, reds[2]))),
                Exchange((reds[0],))):
        with pytest.raises(IllegalMoveError) as err:
            state.apply(bad)
        assert err.value.rule == "Q-S4" and "3 tiles" in str(err.value)
    assert state.apply(right).points == 3


def test_q_s4_a_tied_start_number_allows_either_largest_set_but_no_mix():
    hand = ["red circle", "red square", "red star", "blue circle", "green circle", "red circle"]
    state = qwirkle.new_game(2, seed=0, bag=bag_with(hand))
    assert state.start_number(0) == 3
    reds = Place(((0, 0, T("red circle")), (1, 0, T("red square")), (2, 0, T("red star"))))
    circles = Place(((0, 0, T("blue circle")), (0, 1, T("red circle")), (0, 2, T("green circle"))))
    mixed = Place(((0, 0, T("red star")), (1, 0, T("red circle")), (2, 0, T("blue circle"))))
    assert state.is_legal(reds) and state.is_legal(circles) and not state.is_legal(mixed)
    assert len(state.legal_moves()) == 2 * 2 * 6


def test_q_s4_a_first_move_of_six_is_a_qwirkle():
    hand = ["red circle", "red square", "red diamond", "red clover", "red star", "red cross"]
    state = qwirkle.new_game(2, seed=0, bag=bag_with(hand))
    assert len(state.legal_moves()) == 2 * 720
    assert state.apply(state.legal_moves()[0]).points == 12


def test_q_s4_q_sc3_a_first_move_of_one_tile_scores_one():
    hand = ["red circle", "orange square", "yellow diamond", "green clover", "blue star",
            "purple cross"]
    state = qwirkle.new_game(2, seed=0, bag=bag_with(hand, hand))
    moves = state.legal_moves()
    assert sorted(moves, key=str) == sorted((Place(((0, 0, T(n)),)) for n in hand), key=str)
    assert state.apply(Place(((0, 0, T("blue star")),))).points == 1
