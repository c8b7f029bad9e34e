"""controller.history.History: the moves of an open game with each move's result, undo and redo
for the seats at the table, and the redeal that keeps hidden tiles hidden (no Qt)."""

from __future__ import annotations

import random

import pytest

from tests.helpers.race_game import RaceState
from tilegames.base.seats import Seat
from tilegames.controller import history as history_module
from tilegames.controller.history import History
from tilegames.games import IllegalMoveError, qwirkle

PEOPLE = (Seat("Ann"), Seat("Ben"))
ANN_VS_COMPUTER = (Seat("Ann"), Seat("C", "computer"))


def midgame(seed: int, plies: int = 6) -> qwirkle.State:
    rng = random.Random(seed)
    state = qwirkle.new_game(3, seed=seed)
    for _ in range(plies):
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_each_move_keeps_its_result_and_mover():
    history = History(RaceState(2, 10), PEOPLE)
    for move in (2, 1, 2):
        assert history.play(move).points == move
    assert history.moves == (2, 1, 2) and history.movers == (0, 1, 0)
    assert [r.points for r in history.results] == [2, 1, 2]
    assert history.state.total == 5 and history.position(1).total == 2


def test_an_illegal_move_changes_nothing():
    history = History(RaceState(2, 10), PEOPLE)
    history.play(1)
    history.undo()
    with pytest.raises(IllegalMoveError):
        history.play(5)
    assert history.moves == () and history.can_redo()


def test_undo_and_redo_between_people_one_move_at_a_time():
    history = History(RaceState(2, 10), PEOPLE)
    for move in (1, 2, 2):
        history.play(move)
    assert history.undo() and history.moves == (1, 2) and history.state.total == 3
    assert history.undo() and history.moves == (1,)
    assert history.redo() == (2, history.results[-1]) and history.moves == (1, 2)
    history.play(1)                     # a new move forgets what was undone
    assert not history.can_redo() and history.moves == (1, 2, 1)


def test_undo_against_the_computer_goes_back_to_the_persons_turn():
    history = History(RaceState(2, 20), ANN_VS_COMPUTER)
    for move in (1, 2, 1, 2):
        history.play(move)
    assert history.undo_target() == 2 and history.undo()
    assert history.moves == (1, 2) and history.state.current_player == 0
    assert [history.redo()[0] for _ in range(2)] == [1, 2] and not history.can_redo()


def test_nothing_to_undo_at_the_start_or_before_a_persons_first_turn():
    assert not History(RaceState(2, 10), PEOPLE).undo()
    history = History(RaceState(2, 10), (Seat("C", "computer"), Seat("Ann")))
    history.play(1)                     # the computer moved first: not undone alone
    assert history.undo_target() is None and not history.undo()


def test_computers_alone_undo_one_move():
    history = History(RaceState(2, 10), (Seat("A", "computer"), Seat("B", "computer")))
    history.play(1)
    history.play(2)
    assert history.undo_target() == 1


def test_with_hidden_tiles_people_together_undo_no_played_move():
    history = History(midgame(1), (Seat("A"), Seat("B"), Seat("C")))
    history.play(history.state.legal_moves()[0])
    assert history.undo_target() is None and not history.undo()
    assert len(history.moves) == 1


def test_with_hidden_tiles_an_undo_deals_the_unseen_tiles_again(monkeypatch):
    start = midgame(3)
    you = start.current_player
    seats = tuple(Seat("You") if s == you else Seat(f"C{s}", "computer") for s in range(3))
    history = History(start, seats)
    own = history.state.placements_with_scores()[0][0]
    history.play(own)
    for _ in range(2):                  # the computers' replies
        history.play(history.state.legal_moves()[0])
    monkeypatch.setattr(history_module, "fresh_seed", lambda: 99)
    assert history.undo()
    assert history.moves == () and history.redeals == [(0, you, 99)]
    assert history.state.to_dict() == start.redeal_unseen(you, 99).to_dict()
    assert history.position(0).to_dict() == history.state.to_dict()
    assert history.redo()[0] == own and not history.can_redo()   # your own move only


def test_replayed_deals_again_where_the_game_did():
    start = midgame(4)
    seat = start.current_player
    played = History(start, (Seat("A"), Seat("B"), Seat("C")), [(0, seat, "x")])
    moves = []
    for _ in range(3):
        moves.append(played.state.legal_moves()[0])
        played.play(moves[-1])
    again = History.replayed(start, moves, played.seats, played.redeals)
    assert again.redeals == played.redeals == [(0, seat, "x")]
    assert again.state.to_dict() == played.state.to_dict()
    assert again.results == played.results


def test_the_save_codec_and_the_session_replay_a_game_alike(monkeypatch):
    """One replay: a Qwirkle game dealt again after undos, saved, loads (the codec's replay) to
    the very position a session continuing it replays to, position by position as played."""
    from tilegames.controller.session import GameSession
    from tilegames.storage import saves

    start = qwirkle.new_game(3, seed=12)
    you = start.current_player
    seats = tuple(Seat("You") if s == you else Seat(f"C{s}", "computer") for s in range(3))
    played = History(start, seats)
    rng = random.Random(12)
    seeds = iter(range(500, 600))
    monkeypatch.setattr(history_module, "fresh_seed", lambda: next(seeds))
    for _ in range(4):
        for _ in range(4):
            played.play(rng.choice(played.state.legal_moves()))
        played.undo()
    for _ in range(2):
        played.play(rng.choice(played.state.legal_moves()))
    assert len(played.redeals) >= 2

    text = saves.dumps("qwirkle", played.state, seats, redeals=played.redeals)
    loaded = saves.loads(text)
    assert loaded.redeals == played.redeals
    session = GameSession.replayed(loaded.start_state(), loaded.state.moves, loaded.seats,
                                   redeals=loaded.redeals)
    assert loaded.state.to_dict() == session.state.to_dict() == played.state.to_dict()
    assert session.redeals == played.redeals and session.results == played.results
    for n in range(len(played.moves) + 1):
        assert session.state_after(n).to_dict() == played.position(n).to_dict()
