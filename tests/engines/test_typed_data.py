"""The engines' data read and written as typed values: Qwirkle moves as JSON and back, the draw
order a Qwirkle game was dealt in, a redeal through the checked save data, and each game's lesson
start (untrusted values checked before use)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tilegames.games import kulami, lsd, qwirkle
from tilegames.games.kulami.spec import SPEC as KULAMI
from tilegames.games.lsd.spec import SPEC as LSD
from tilegames.games.qwirkle import Color, Exchange, Pass, Place, Shape, Tile
from tilegames.games.qwirkle.spec import SPEC as QWIRKLE
from tilegames.games.spec import AnySpec

RED_CIRCLE = Tile(Color.RED, Shape.CIRCLE)
BLUE_STAR = Tile(Color.BLUE, Shape.STAR)


@pytest.mark.parametrize("move", [
    Place(((0, 0, RED_CIRCLE), (1, 0, Tile(Color.RED, Shape.SQUARE)))),
    Exchange((BLUE_STAR, RED_CIRCLE)),
    Pass(),
])
def test_qwirkle_moves_round_trip_through_json(move: qwirkle.Move) -> None:
    data = qwirkle.move_to_json(move)
    assert qwirkle.move_from_json(data) == move
    assert len(data) == 1


def test_qwirkle_move_json_shapes() -> None:
    assert qwirkle.move_to_json(Pass()) == {"pass": True}
    assert qwirkle.move_to_json(Exchange((RED_CIRCLE,))) == {"exchange": [RED_CIRCLE.id]}
    assert qwirkle.move_to_json(Place(((2, -1, BLUE_STAR),))) == {
        "place": [[2, -1, BLUE_STAR.id]]}


def test_qwirkle_dealt_order_is_the_hands_then_the_bag() -> None:
    bag = list(qwirkle.TILES[:20])
    state = qwirkle.new_game(2, seed=3, bag=bag)
    assert QWIRKLE.dealt_order is not None
    assert QWIRKLE.dealt_order(state) == bag


def test_qwirkle_redeal_keeps_what_the_seat_knows() -> None:
    state = qwirkle.new_game(3, seed=5)
    rng = random.Random(5)
    for _ in range(6):
        state.apply(rng.choice(state.legal_moves()))
    again = state.redeal_unseen(1, "fresh")
    before, after = state.view(1), again.view(1)
    assert after.board.cells == before.board.cells
    assert dataclasses.replace(after, board=before.board) == before
    assert again.hand(0) != state.hand(0) or again.hand(2) != state.hand(2)
    assert again.to_dict()["rng"] != state.to_dict()["rng"]
    assert again.clone().to_dict() == again.to_dict()
    assert type(again).from_dict(again.to_dict()).to_dict() == again.to_dict()


def test_lesson_starts() -> None:
    state = LSD.lesson_start({"players": 4, "first": 2})
    assert (state.num_players, state.current_player) == (4, 2)
    board = kulami.standard_board(1).to_text().splitlines()
    assert KULAMI.lesson_start({"board": board, "first": 1}).current_player == 1
    names = ["red-circle", "blue-star"] * 3 + ["green-cross"] * 3
    assert QWIRKLE.lesson_start({"bag": names}).hand(0) == (RED_CIRCLE, BLUE_STAR) * 3


@pytest.mark.parametrize("spec, start", [
    (LSD, {"players": None}),
    (LSD, {"first": [0]}),
    (KULAMI, {"board": 7}),
    (QWIRKLE, {"bag": 7}),
])
def test_lesson_starts_refuse_values_of_the_wrong_type(spec: AnySpec,
                                                       start: dict[str, object]) -> None:
    with pytest.raises(TypeError):
        spec.lesson_start(start)


def test_lsd_place_from_saved_values() -> None:
    state = lsd.new_game(2)
    state.apply(lsd.Place("cross", "+", 0, 0, 0))
    again = lsd.State.from_dict(state.to_dict())
    assert again.moves == state.moves
