"""No other rack visible anywhere (Q-K2): a walk over every item of the scene and every label,
button, tooltip and move-list cell for the tiles of a rack the viewer may not see — while a person
plays against a computer with a known rack, between two people, and in a game of six computers
played to the end."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.helpers.computers import use_level, wait_idle
from tests.helpers.qwirkle import (
    PEOPLE,
    everything_shown,
    make_screen,
    name_of,
    ready,
    stage,
    tiles,
    view_players,
)
from tilegames.base.seats import Seat
from tilegames.games.qwirkle import TILES, Exchange

pytestmark = pytest.mark.usefixtures("app")

HUMAN = ["red circle", "red square", "red diamond", "blue star", "green clover", "yellow cross"]
COMPUTER = ["purple circle", "orange square", "blue diamond", "green star", "yellow clover",
            "purple cross"]      # start number 1: the person starts; no other copy in the game
REST = ["red star", "orange circle", "yellow circle", "green circle", "blue circle",
        "red clover", "orange star", "yellow star", "blue clover", "red cross", "green cross",
        "orange diamond", "yellow diamond", "green diamond", "blue square", "green square"]


def board_tiles(session) -> Counter:
    return Counter(TILES[t] for t in session.state.board.cells.values())


def assert_hidden(screen, secret) -> None:
    """None of the tiles in ``secret`` is drawn or named anywhere on the screen."""
    texts, drawn = everything_shown(screen)
    names = {name_of(tile) for tile in secret}
    assert texts, "the walk found no text at all"
    for text in texts:
        for name in names:
            assert name not in text, f"{name!r} shown in {text!r}"
    assert not set(drawn) & set(secret), f"drawn: {set(drawn) & set(secret)}"


def exchanged(session, seat: int) -> set:
    """The tiles ``seat`` exchanged (the whole game knows them)."""
    return {tile for move, mover in zip(session.history, session.movers, strict=True)
            if mover == seat and isinstance(move, Exchange) for tile in move.tiles}


def computer_secret(session, computer: int, human: int) -> set:
    """The computer's tiles (and the tiles it exchanged) that the person cannot know: not on the
    board, not in their own rack."""
    visible = board_tiles(session) + Counter(session.state.hand(human))
    hidden = set(session.state.hand(computer)) | exchanged(session, computer)
    return {tile for tile in hidden if not visible[tile]}


def test_q_k2_no_computer_rack_or_exchanged_tile_shows_while_a_person_plays(qtbot, tmp_path,
                                                                            monkeypatch):
    use_level(monkeypatch, "easy", "tests.helpers.computers:ExchangingFirst")
    seats = (Seat("Anna"), Seat("Cora", "computer", "easy"))
    screen = make_screen(qtbot, tmp_path, seats=seats, bag=[*HUMAN, *COMPUTER, *REST])
    session = screen.session
    scene = screen.view.board_scene()
    assert set(session.state.hand(1)) == set(tiles(*COMPUTER))
    assert_hidden(screen, set(tiles(*COMPUTER)))

    stage(qtbot, screen, (0, 0, "red circle"))          # staged, held, hovered: still hidden
    screen.below.rack.tray.choose(1)
    screen._hovered((5, 5))
    assert scene.ghost is not None
    assert_hidden(screen, computer_secret(session, 1, 0))
    stage(qtbot, screen, (1, 0, "red square"), (2, 0, "red diamond"))
    screen.below.rack.play_button.click()
    for _ in range(6):
        assert wait_idle(session)
        if session.state.is_over():
            break
        assert session.state.current_player == 0
        secret = computer_secret(session, 1, 0)
        assert secret, "the test must have something to hide"
        assert_hidden(screen, secret)
        place = session.state.placements_with_scores()
        move = place[0][0] if place else Exchange(session.state.hand(0)[:1])
        screen.session.request_move(move)
    assert exchanged(session, 1), "the computer never exchanged"
    assert any(screen.side_panel.moves.item(r, 0).text() == "Cora exchanged 2 tiles"
               for r in range(screen.side_panel.moves.rowCount()))


def test_q_k2_between_people_the_racks_hide_behind_the_hand_over(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seats=PEOPLE, bag=[*HUMAN, *COMPUTER, *REST])
    session = screen.session

    def racks_not_on_board() -> set:
        on_board = board_tiles(session)
        return {t for seat in (0, 1) for t in session.state.hand(seat) if not on_board[t]}

    assert_hidden(screen, racks_not_on_board())          # the hand-over: nobody's rack
    ready(screen)
    texts, drawn = everything_shown(screen)
    assert set(drawn) == set(tiles(*HUMAN))              # Anna's own, nobody else's
    assert_hidden(screen, set(session.state.hand(1)) - set(session.state.hand(0)))
    stage(qtbot, screen, (0, 0, "red circle"), (1, 0, "red square"), (2, 0, "red diamond"))
    screen.below.rack.play_button.click()
    assert screen.handover_pending()
    assert_hidden(screen, racks_not_on_board())
    ready(screen)
    assert_hidden(screen, set(session.state.hand(0)) - set(session.state.hand(1))
                  - set(board_tiles(session)))


def test_a_game_of_six_computers_to_the_end_shows_no_rack(qtbot, tmp_path, monkeypatch):
    view_players(monkeypatch)
    seats = [Seat(f"C{i}", "computer", "easy") for i in range(6)]
    screen = make_screen(qtbot, tmp_path, seats=seats, seed=11)
    session = screen.session
    seen = []

    def look(_change) -> None:
        texts, drawn = everything_shown(screen)
        on_board = board_tiles(session)
        seen.append(screen.below.currentWidget() is screen.below.note)
        hidden = {t for s in range(6) for t in session.state.hand(s) if not on_board[t]}
        assert not set(drawn) - set(on_board), "a rack tile was drawn"
        names = {name_of(t) for t in hidden}
        assert not [t for t in texts for n in names if n in t]

    session.changed.connect(look)
    qtbot.waitUntil(session.state.is_over, timeout=120_000)
    assert seen and all(seen)
    assert screen.panels.currentWidget() is screen.result_panel
    shown = [row for row in screen.result_panel.rows if row.name.isVisible()]
    assert len(shown) == 6
    assert sorted(int(row.points.text()) for row in shown) == sorted(session.state.scores())
    assert screen.side_panel.moves.rowCount() == len(session.history)
