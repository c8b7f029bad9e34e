"""GameSession with hidden information (Qwirkle): what a seat and a screen may read, what a
computer seat is given, and the undo rule that leaks nothing (Q-K2)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.helpers.computers import use_level, wait_idle
from tests.helpers.race_game import RaceState
from tilegames.base.seats import Seat
from tilegames.controller import history
from tilegames.controller.session import GameSession
from tilegames.games import qwirkle
from tilegames.games.qwirkle import SeatView


@pytest.fixture
def view_level(monkeypatch):
    use_level(monkeypatch, "easy", "tests.helpers.computers:SeatViewPlayer")


def midgame(seed: int, players_: int = 3, plies: int = 8) -> qwirkle.State:
    rng = random.Random(seed)
    state = qwirkle.new_game(players_, seed=seed)
    for _ in range(plies):
        state.apply(rng.choice([p for p, _ in state.placements_with_scores()]
                               or state.legal_moves()))
    return state


def seats_with_computer(num: int, computer: int) -> list[Seat]:
    return [Seat(f"P{s}", "computer", "easy") if s == computer else Seat(f"P{s}")
            for s in range(num)]


def start(qtbot, state, seats, seed="s") -> GameSession:
    session = GameSession(state, seats, seed=seed)
    errors: list[str] = []
    session.error.connect(errors.append)
    session.errors = errors  # type: ignore[attr-defined]
    session.start()
    assert wait_idle(session)
    return session


# --- reading ----------------------------------------------------------------------------------

def test_q_k2_view_for_gives_a_seat_only_its_view():
    state = midgame(1)
    session = GameSession(state, [Seat("A"), Seat("B"), Seat("C")])
    assert session.hides_information
    for seat in range(3):
        view = session.view_for(seat)
        assert isinstance(view, SeatView) and view.hand == state.hand(seat)
    past = session.view_for(1, moves=0)
    assert past.board.cells == session.state.board.cells and past.hand == state.hand(1)
    with pytest.raises(ValueError):
        session.view_for(3)
    with pytest.raises(ValueError):
        session.view_for(True)


def test_view_for_in_a_game_without_secrets_is_the_position():
    session = GameSession(RaceState(2, 10), [Seat("A"), Seat("B")])
    session.start()
    session.request_move(2)
    assert not session.hides_information
    assert session.view_for(1) is session.state
    assert session.view_for(0, moves=0).total == 0 and session.state.total == 2


# --- the computer's move -----------------------------------------------------------------------

@pytest.mark.parametrize("seed", [2, 5, 9, 14])
def test_q_k2_other_racks_and_the_bag_order_do_not_change_a_computers_move(qtbot, view_level,
                                                                         seed):
    state = midgame(seed, players_=3 + seed % 3)
    computer = state.current_player
    shuffled = state.redeal_unseen(computer, f"shuffle {seed}")
    assert shuffled.view(computer).hand == state.view(computer).hand
    assert [shuffled.hand(s) for s in range(state.num_players) if s != computer] != [
        state.hand(s) for s in range(state.num_players) if s != computer]
    played = []
    for position in (state, shuffled):
        session = start(qtbot, position, seats_with_computer(state.num_players, computer))
        assert session.errors == [] and len(session.history) == 1
        played.append(session.history[0])
    assert played[0] == played[1]     # and the player saw only its view (no errors)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_q_k2_the_real_levels_play_the_same_move_whatever_the_unseen_tiles(qtbot, monkeypatch,
                                                                          level):
    # a small node budget: on a busy machine the clock (the safety net) must not decide
    use_level(monkeypatch, level, f"tests.helpers.computers:small_{level}")
    state = midgame(21)
    computer = state.current_player
    moves = []
    for position in (state, state.redeal_unseen(computer, 3), state.redeal_unseen(computer, 4)):
        seats = [Seat("x", "computer", level) if s == computer else Seat("p")
                 for s in range(state.num_players)]
        session = start(qtbot, position, seats)
        assert session.errors == []
        moves.append(session.history[0])
    assert moves[0] == moves[1] == moves[2]


# --- undo --------------------------------------------------------------------------------------

def test_q_k2_between_people_no_played_move_can_be_undone(qtbot):
    state = midgame(3)
    session = start(qtbot, state, [Seat("A"), Seat("B"), Seat("C")])
    for _ in range(2):
        session.request_move(session.state.placements_with_scores()[0][0])
    assert not session.can_undo()
    before = session.state.to_dict()
    session.undo()
    assert session.state.to_dict() == before and len(session.history) == 2
    assert not session.can_redo()


def test_q_k2_an_all_computer_game_without_viewers_keeps_the_plain_undo(qtbot, view_level):
    session = start(qtbot, midgame(4), [Seat("A", "computer", "easy")] * 3)
    session.shutdown()
    assert session.can_undo()


def test_q_k2_against_computers_undo_takes_back_your_move_and_deals_the_unseen_again(
        qtbot, view_level, monkeypatch):
    state = midgame(6)
    human = state.current_player
    seats = [Seat("You") if s == human else Seat(f"C{s}", "computer", "easy")
             for s in range(3)]
    session = start(qtbot, state, seats)
    before = session.state.clone()
    own = session.state.placements_with_scores()[0][0]
    session.request_move(own)
    assert wait_idle(session) and session.human_to_move()
    assert len(session.history) == 3 and session.can_undo()

    monkeypatch.setattr(history, "fresh_seed", lambda: 4242)
    session.undo()
    assert session.history == () and session.state.current_player == human
    after = session.state
    assert after.to_dict() == before.redeal_unseen(human, 4242).to_dict()
    assert after.view(human).hand == before.view(human).hand     # your rack, as you knew it
    assert after.view(human).unseen == before.view(human).unseen
    assert session.redeals == [(0, human, 4242)]
    assert session.state_after(0).to_dict() == after.to_dict()   # the deal is the position now

    assert session.can_redo()
    session.redo()                      # your own move only; the computers think afresh
    assert session.history[0] == own
    assert wait_idle(session)
    assert len(session.history) == 3 and session.human_to_move() and not session.can_redo()
    assert session.errors == []


def test_q_k2_undo_never_returns_the_same_draws(qtbot, view_level):
    """Without the redeal, taking back a move and playing it again would draw the tiles seen
    before; with it the draws come from the unseen tiles dealt anew (a fresh seed each time)."""
    state = midgame(7)
    human = state.current_player
    seats = [Seat("You") if s == human else Seat(f"C{s}", "computer", "easy")
             for s in range(3)]
    session = start(qtbot, state, seats)
    own = session.state.placements_with_scores()[0][0]
    racks = []
    for _ in range(3):
        session.request_move(own)
        assert wait_idle(session)
        racks.append(Counter(session.view_for(human, moves=1).hand))
        session.undo()
        assert session.history == ()
    assert len({tuple(sorted(r.elements())) for r in racks}) > 1
