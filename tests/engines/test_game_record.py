"""games.history.GameRecord: the one replay (moves, each move's result and mover, positions,
redeals) that the session's history and the save codec share."""

from __future__ import annotations

import random

import pytest

from tests.helpers.race_game import RaceState
from tilegames.games import IllegalMoveError, lsd, qwirkle
from tilegames.games.history import GameRecord


def qwirkle_moves(seed: int, count: int) -> tuple[qwirkle.State, list[object]]:
    start = qwirkle.new_game(3, seed=seed)
    state, rng, moves = start.clone(), random.Random(seed), []
    for _ in range(count):
        move = rng.choice(state.legal_moves())
        state.apply(move)
        moves.append(move)
    return start, moves


def test_it_records_each_move_with_its_result_mover_and_position():
    record = GameRecord(RaceState(3, 10))
    for move in (1, 2, 2, 1):
        record.play(move)
    assert record.moves == [1, 2, 2, 1] and len(record) == 4
    assert [r.points for r in record.results] == [1, 2, 2, 1]
    assert record.movers == [0, 1, 2, 0]
    assert [record.position(n).total for n in range(5)] == [0, 1, 3, 5, 6]
    assert record.position(-3).total == 0 and record.position(99).total == 6   # clamped
    assert record.state.total == 6 and record.state is not record.position(4)


def test_an_illegal_move_records_nothing():
    record = GameRecord(RaceState(2, 10))
    record.play(2)
    with pytest.raises(IllegalMoveError):
        record.play(3)
    assert record.moves == [2] and len(record.results) == 1 and record.state.total == 2


def test_the_start_is_the_records_own_copy():
    start = RaceState(2, 10)
    record = GameRecord(start)
    record.play(1)
    assert start.total == 0 and record.position(0).total == 0


def test_take_back_keeps_the_first_moves_and_gives_the_rest_in_order():
    record = GameRecord.replay(RaceState(2, 20), [1, 2, 1, 2, 2])
    live = record.state
    assert record.take_back(2) == [1, 2, 2]
    assert record.moves == [1, 2] and record.movers == [0, 1] and len(record.results) == 2
    assert record.state.total == 3 and record.state is not live       # a fresh copy
    record.play(2)                     # the game goes on from there
    assert record.position(3).total == 5


def test_the_result_of_each_move_is_the_engines():
    """LSD's captures and skips come from the record, as the engine answered them."""
    state = lsd.new_game(2)
    rng = random.Random(4)
    moves, results = [], []
    twin = state.clone()
    while not twin.is_over() and len(moves) < 40:
        move = rng.choice(twin.legal_moves())
        moves.append(move)
        results.append(twin.apply(move))
    record = GameRecord.replay(state, moves)
    assert record.results == results
    assert any(r.captured for r in results)


def test_a_redeal_deals_the_unseen_tiles_again_at_that_point():
    start, moves = qwirkle_moves(5, 6)
    record = GameRecord.replay(start, moves[:4])
    seat = record.state.current_player
    before = record.state.clone()
    record.redeal(seat, 77)
    assert record.redeals == [(4, seat, 77)]
    assert record.state.to_dict() == before.redeal_unseen(seat, 77).to_dict()
    assert record.position(4).to_dict() == record.state.to_dict()
    assert record.state.view(seat).hand == before.view(seat).hand


def test_scheduled_redeals_replay_a_game_that_was_dealt_again():
    """A saved game's redeals (at the start, in the middle, after the last move) are dealt as the
    replay reaches them: the same positions as the game that was played."""
    start = qwirkle.new_game(3, seed=8)
    rng = random.Random(8)
    played = GameRecord(start)
    played.redeal(0, "a")
    for count in (3, 3):
        for _ in range(count):
            played.play(rng.choice(played.state.legal_moves()))
        played.redeal(played.state.current_player, f"after {len(played)}")
    replayed = GameRecord.replay(start, played.moves, reversed(played.redeals))
    assert replayed.redeals == played.redeals
    for n in range(len(played) + 1):
        assert replayed.position(n).to_dict() == played.position(n).to_dict()
    assert replayed.state.to_dict() == played.state.to_dict()
    ends = GameRecord(start, played.redeals, positions=False)
    for move in played.moves:
        ends.play(move)
    assert ends.state.to_dict() == played.state.to_dict()


def test_taking_back_moves_forgets_the_redeals_after_them():
    start, moves = qwirkle_moves(2, 5)
    record = GameRecord.replay(start, moves[:3])
    record.redeal(record.state.current_player, 1)
    record.play(record.state.legal_moves()[0])
    record.redeal(record.state.current_player, 2)
    record.take_back(3)
    assert [r[0] for r in record.redeals] == [3]


def test_a_record_without_positions_keeps_only_the_live_one():
    record = GameRecord(RaceState(2, 10), positions=False)
    record.play(2)
    assert record.state.total == 2 and record.results[0].points == 2
    with pytest.raises(ValueError):
        record.position(0)
    with pytest.raises(ValueError):
        record.take_back(0)
