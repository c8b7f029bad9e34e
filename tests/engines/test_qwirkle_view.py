"""The seat view as a computer player uses it (``SeatView``, games/qwirkle/state.py): its legal
moves, its legality check and a full State dealt from the unseen tiles (Q-K2, Q-X1..Q-X3)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.adapters.qwirkle import T, candidates, new_state, position, row
from tilegames.games import qwirkle
from tilegames.games.qwirkle import Exchange, HiddenExchange, Pass, SeatView, State


def same_view(a: SeatView, b: SeatView) -> bool:
    """Field by field (a Board has no ``==``: compare its cells and anchors)."""
    for field in fields(SeatView):
        x, y = getattr(a, field.name), getattr(b, field.name)
        if field.name == "board":
            if (x.cells, x.anchors) != (y.cells, y.anchors):
                return False
        elif x != y:
            return False
    return True


def positions(seed: int, stops: int = 5) -> list[State]:
    """A few positions of one random game (2 to 6 players, full or short bags) to its end."""
    rng = random.Random(seed)
    state = new_state(rng)
    out = []
    while True:
        if rng.random() < 0.3 or state.is_over():
            out.append(state.clone())
        if state.is_over():
            return out[-stops:]
        moves = state.legal_moves()
        places = [m for m in moves if not isinstance(m, Exchange)]
        state.apply(rng.choice(places if places and rng.random() < 0.9 else moves))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_q_k2_the_views_legal_moves_are_the_states(seed):
    for state in positions(seed):
        view = state.view(state.current_player)
        assert view.legal_moves() == state.legal_moves()
        rng = random.Random(seed)
        for move in [*candidates(state, rng), *state.legal_moves()[:30]]:
            assert view.is_legal(move) == state.is_legal(move), move


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_q_k2_determinize_gives_a_state_consistent_with_the_view(seed):
    rng = random.Random(seed)
    for state in positions(seed):
        for seat in range(state.num_players):
            view = state.view(seat)
            dealt = view.determinize(rng)
            assert same_view(dealt.view(seat), view)
            assert dealt.hand(seat) == state.hand(seat)
            assert dealt.is_over() == state.is_over()
            if seat == state.current_player:   # the mover's hand is known
                assert dealt.legal_moves() == state.legal_moves()
            # the other hands and the bag hold exactly the unseen tiles
            others = Counter(t for s in range(state.num_players) if s != seat
                             for t in dealt.hand(s))
            bag = Counter(qwirkle.TILES[t] for t in dealt.to_dict()["bag"])
            assert sum(bag.values()) == view.bag_size
            assert not (others + bag) - view.unseen   # from the unseen tiles (a short bag: some)
            if sum(view.unseen.values()) == view.bag_size + sum(others.values()):
                assert +(others + bag) == view.unseen
            for move in dealt.legal_moves()[:3]:   # a game that goes on
                dealt.clone().apply(move)


def test_determinize_is_random_and_reproducible():
    state = qwirkle.new_game(3, seed=7)
    state.apply(state.legal_moves()[0])
    view = state.view((state.current_player + 1) % state.num_players)
    a, b = view.determinize(random.Random(1)), view.determinize(random.Random(1))
    assert a.to_dict() == b.to_dict()
    deals = {tuple(view.determinize(random.Random(k)).to_dict()["bag"]) for k in range(5)}
    assert len(deals) == 5


def test_q_k2_determinize_can_deal_a_guessed_hand_to_another_seat():
    state = qwirkle.new_game(3, seed=8)
    state.apply(state.legal_moves()[0])
    view = state.view(0)
    pool = sorted(t.id for t in view.unseen.elements())
    guess = {2: pool[-view.hand_sizes[2]:]}
    for k in range(5):
        dealt = view.determinize(random.Random(k), fixed=guess)
        assert [t.id for t in dealt.hand(2)] == guess[2]
        assert same_view(dealt.view(0), view)
        others = Counter(t for s in (1, 2) for t in dealt.hand(s))
        bag = Counter(qwirkle.TILES[t] for t in dealt.to_dict()["bag"])
        assert +(others + bag) == view.unseen
    with pytest.raises(ValueError, match="fixed"):
        view.determinize(random.Random(0), fixed={2: pool[:2]})           # too few tiles
    with pytest.raises(ValueError, match="fixed"):
        view.determinize(random.Random(0), fixed={0: pool[:6]})           # the viewer's own
    seen = next(t.id for t in view.hand)
    with pytest.raises(ValueError, match="not unseen"):
        view.determinize(random.Random(0), fixed={2: [seen] * view.hand_sizes[2]})


def test_q_k2_another_seats_exchange_is_dealt_as_some_tiles_of_that_count():
    state = qwirkle.new_game(2, seed=4)
    state.apply(state.legal_moves()[0])
    mover = state.current_player
    state.apply(Exchange(state.hand(mover)[:3]))
    view = state.view(1 - mover)
    assert view.moves[-1] == HiddenExchange(3)
    dealt = view.determinize(random.Random(0))
    assert isinstance(dealt.moves[-1], Exchange) and len(dealt.moves[-1].tiles) == 3
    assert dealt.current_player == state.current_player
    assert dealt.first_player == state.first_player


def test_q_x3_a_view_passes_only_when_nothing_else_is_legal():
    state = position(row(0, 0, "red circle", "red square"), [["blue star"], ["green clover"]])
    view = state.view(0)
    assert view.legal_moves() == state.legal_moves() == [Pass()]
    assert view.is_legal(Pass()) and not view.is_legal(Exchange((T("blue star"),)))
    state = position(row(0, 0, "red circle", "red square"), [["red star"], ["green clover"]])
    view = state.view(0)
    assert not view.is_legal(Pass()) and Pass() not in view.legal_moves()
    assert view.is_legal(view.legal_moves()[0]) and not view.is_legal("pass")
