"""Hidden information beyond the seat view: the public view and the last move as anybody sees it
(games/qwirkle/hidden.py), and dealing the unseen tiles afresh (``State.redeal_unseen``; Q-K2,
Q-K3)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.helpers.adapters.qwirkle import T, position, row
from tilegames.games import qwirkle
from tilegames.games.qwirkle import Exchange, HiddenExchange
from tilegames.games.qwirkle.hidden import (
    last_move_cells,
    last_move_points,
    last_scored_lines,
    public_view,
)

FILLER = ["green clover"] * 3 + ["yellow star"] * 3


def played(seed: int, plies: int, players: int = 3) -> qwirkle.State:
    rng = random.Random(seed)
    state = qwirkle.new_game(players, seed=seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_q_k2_the_public_view_holds_no_hand_and_no_exchanged_tile():
    state = played(3, 14)
    state.apply(Exchange(state.hand(state.current_player)[:2]))
    mover = (state.current_player - 1) % state.num_players
    own = state.view(mover)
    assert isinstance(own.moves[-1], Exchange)          # a seat sees its own exchange …
    public = public_view(own)
    assert public.hand == () and public.seat == -1      # … the table sees no hand at all
    assert all(not isinstance(m, Exchange) for m in public.moves)
    assert public.moves[-1] == HiddenExchange(2)
    assert public.unseen == own.unseen + Counter(own.hand)
    assert (public.board.cells, public.scores, public.bag_size, public.hand_sizes) == (
        own.board.cells, own.scores, own.bag_size, own.hand_sizes)


@pytest.mark.parametrize("seed", range(4))
def test_the_last_move_from_a_view_is_the_states(seed):
    state = played(seed, 9)
    for where in (state, state.view(0), public_view(state.view(1))):
        assert last_move_cells(where) == state.last_move_cells()
        assert last_scored_lines(where) == state.last_scored_lines()


def test_q_e1_the_last_move_points_with_and_without_going_out():
    state = position(row(0, 0, "red circle", "red square"),
                     [["red star", *FILLER[:5]], FILLER], bag=("blue star",))
    result = state.apply(qwirkle.Place(((2, 0, T("red star")),)))
    assert last_move_points(state) == result.points == 3
    out = position(row(0, 0, "red circle"), [["red square"], FILLER])
    result = out.apply(qwirkle.Place(((1, 0, T("red square")),)))
    assert out.is_over()
    assert last_move_points(out) == last_move_points(out.view(1)) == result.points == 2 + 6


def test_q_k2_a_redeal_keeps_everything_the_seat_knows():
    state = played(5, 10)
    seat = state.current_player
    before = state.view(seat)
    dealt = state.redeal_unseen(seat, 77)
    after = dealt.view(seat)
    for name in ("board", "hand", "scores", "bag_size", "hand_sizes", "unseen", "moves",
                 "current_player", "over"):
        got, want = getattr(after, name), getattr(before, name)
        assert (got.cells if name == "board" else got) == (
            want.cells if name == "board" else want), name
    others = [s for s in range(state.num_players) if s != seat]
    assert [dealt.hand(s) for s in others] != [state.hand(s) for s in others]
    assert dealt.legal_moves() == state.legal_moves()
    data = state.to_dict()
    assert state.redeal_unseen(seat, 78).to_dict() != data   # a new game, the original …
    assert state.to_dict() == data                            # … is left as it was


def test_q_k3_a_redeal_depends_on_the_seed_and_the_unseen_tiles_only():
    state = played(6, 8)
    seat = state.current_player
    shuffled = state.redeal_unseen(seat, "another arrangement")  # same view, other racks
    assert state.redeal_unseen(seat, 1).to_dict() == shuffled.redeal_unseen(seat, 1).to_dict()
    assert state.redeal_unseen(seat, 1).to_dict() != state.redeal_unseen(seat, 2).to_dict()


def test_a_redealt_game_plays_on_to_the_end():
    state = played(8, 6, players=4).redeal_unseen(2, 123)
    rng = random.Random(1)
    while not state.is_over():
        move = rng.choice(state.legal_moves())
        assert state.is_legal(move)
        state.apply(move)
    assert state.winners()
    again = qwirkle.State.from_dict(state.to_dict())
    assert again.to_dict() == state.to_dict()


def test_a_redeal_for_no_such_seat_is_refused():
    with pytest.raises(ValueError):
        played(1, 2).redeal_unseen(5, 1)
    assert played(1, 2).redeal_unseen(0, 9).hand(0) == played(1, 2).hand(0)
