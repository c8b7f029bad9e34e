"""Save files: what is saved loads back as the same game, which then plays on identically."""

from __future__ import annotations

import json
import random

import pytest

from tests.helpers.played import GAMES, new, pick, play, seats_for
from tilegames.base.seats import Seat
from tilegames.games import kulami, lsd, qwirkle
from tilegames.games.qwirkle.notation import tile_name
from tilegames.storage import saves


def assert_continues_identically(original, loaded, seed: int) -> None:
    """Play the same random moves on both until the end; the states agree after every move."""
    rng = random.Random(seed)
    assert loaded.to_dict() == original.to_dict()
    while not original.is_over():
        move = pick(original, rng)
        assert loaded.legal_moves() == original.legal_moves()
        assert loaded.apply(move) == original.apply(move)
        assert loaded.to_dict() == original.to_dict()
    assert loaded.is_over()
    assert loaded.winners() == original.winners()
    assert loaded.scores() == original.scores()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_mid_game_round_trip_continues_identically(game, seed):
    state = play(new(game, seed), count=7 + 5 * seed, seed=seed)
    assert not state.is_over()
    seats = seats_for(state.num_players)
    saved = saves.loads(saves.dumps(game, state, seats))
    assert saved.game == game
    assert saved.seats == tuple(seats)
    assert saved.move_count == len(state.moves)
    assert saved.state.moves == state.moves
    assert_continues_identically(state, saved.state, seed + 100)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_finished_game_round_trip(game, seed):
    state = play(new(game, seed), seed=seed)
    assert state.is_over()
    saved = saves.loads(saves.dumps(game, state))
    assert saved.state.to_dict() == state.to_dict()
    assert saved.state.is_over()
    assert saved.state.winners() == state.winners()
    assert saved.state.scores() == state.scores()
    assert saved.state.legal_moves() == []


@pytest.mark.parametrize("game", GAMES)
def test_new_game_round_trip(game):
    state = new(game, 11)
    saved = saves.loads(saves.dumps(game, state))
    assert saved.move_count == 0
    assert_continues_identically(state, saved.state, 5)


def test_seats_none_means_humans_without_names():
    state = new("kulami")
    saved = saves.loads(saves.dumps("kulami", state))
    assert saved.seats == (Seat(""), Seat(""))
    assert all(seat.kind == "human" for seat in saved.seats)


def test_old_random_level_reads_as_easy():
    state = new("kulami")
    text = saves.dumps("kulami", state, [Seat("Anna"), Seat("Bot", "computer", "hard")])
    data = json.loads(text)
    data["seats"][1]["level"] = "random"
    saved = saves.loads(json.dumps(data))
    assert saved.seats[1] == Seat("Bot", "computer", "easy")


def test_review_and_meta_round_trip():
    state = play(new("qwirkle", 3), count=10, seed=3)
    meta = {"setup": {"players": 2, "levels": ["hard"]}, "ai_seed": 2**40, "ratio": 0.5}
    saved = saves.loads(saves.dumps("qwirkle", state, review=4, meta=meta))
    assert saved.review == 4
    assert saved.meta == meta
    assert saves.loads(saves.dumps("qwirkle", state)).meta == {}
    assert saves.loads(saves.dumps("qwirkle", state)).review is None


# --- Kulami -------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("make_board", [kulami.standard_board, kulami.irregular_board])
def test_kulami_random_boards(seed, make_board):
    board = make_board(seed)
    state = play(kulami.new_game(board, first_player=seed % 2), count=9, seed=seed)
    saved = saves.loads(saves.dumps("kulami", state))
    assert saved.state.board == board
    assert saved.state.first_player == seed % 2
    assert_continues_identically(state, saved.state, seed)


@pytest.mark.parametrize("scoring", kulami.SCORINGS)
@pytest.mark.parametrize("variant", kulami.VARIANTS)
def test_kulami_options_round_trip(scoring, variant):
    state = kulami.new_game(kulami.irregular_board(7), first_player=1, scoring=scoring,
                            variant=variant)
    play(state, count=20, seed=1)
    saved = saves.loads(saves.dumps("kulami", state))
    assert (saved.state.scoring, saved.state.variant) == (scoring, variant)
    assert_continues_identically(state, saved.state, 2)


def test_kulami_moves_are_written_in_its_notation():
    state = kulami.new_game(kulami.standard_board(0))
    state.apply(state.legal_moves()[0])
    data = json.loads(saves.dumps("kulami", state))
    assert data["moves"] == [str(state.moves[0])]
    assert data["options"]["board"] == state.board.to_text()


# --- LSD ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(3))
def test_lsd_four_players_and_first_player(seed):
    state = play(lsd.new_game(4, first_player=2), count=10 + seed, seed=seed)
    saved = saves.loads(saves.dumps("lsd", state, seats_for(4)))
    assert len(saved.seats) == 4
    assert_continues_identically(state, saved.state, seed)


def test_lsd_set_up_position_round_trip():
    state = lsd.State.from_text("@ 0 0\n0+NE 1xSW", num_players=2, current_player=1)
    play(state, count=5, seed=4)
    saved = saves.loads(saves.dumps("lsd", state))
    assert saved.state.to_dict()["setup"] == state.to_dict()["setup"]
    assert_continues_identically(state, saved.state, 4)


# --- Qwirkle ------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_qwirkle_loaded_game_draws_the_same_future_tiles(seed):
    """Q-SC4, Q-X1: after loading, placements draw the same tiles and exchanges reshuffle the bag
    the same way (the game's seeded generator continues where it was)."""
    state = play(qwirkle.new_game(3, seed=seed), count=12, seed=seed)
    assert any(isinstance(m, qwirkle.Exchange) for m in state.moves)
    saved = saves.loads(saves.dumps("qwirkle", state))
    rng = random.Random(seed)
    exchanges = 0
    while not state.is_over():
        move = pick(state, rng)
        exchanges += isinstance(move, qwirkle.Exchange)
        state.apply(move)
        saved.state.apply(move)
        for seat in range(3):
            assert saved.state.hand(seat) == state.hand(seat)
        assert saved.state.to_dict()["bag"] == state.to_dict()["bag"]
    assert exchanges > 0
    assert saved.state.to_dict() == state.to_dict()


def test_qwirkle_text_seed_round_trip():
    state = play(qwirkle.new_game(2, seed="Anna's game"), count=6, seed=1)
    saved = saves.loads(saves.dumps("qwirkle", state))
    assert saved.state.seed == "Anna's game"
    assert_continues_identically(state, saved.state, 1)


def explicit_bag(seed: int) -> list[qwirkle.Tile]:
    tiles = [t for t in qwirkle.TILES for _ in range(3)]
    random.Random(seed).shuffle(tiles)
    return tiles[:40]


def test_qwirkle_game_made_with_a_bag_saves_with_it():
    bag = explicit_bag(1)
    state = play(qwirkle.new_game(2, seed=9, bag=bag), count=8, seed=2)
    with pytest.raises(saves.SaveError, match="not made from its seed"):
        saves.dumps("qwirkle", state)
    text = saves.dumps("qwirkle", state, bag=bag)
    assert json.loads(text)["options"]["bag"][:2] == [
        tile_name(t) for t in bag[:2]]
    saved = saves.loads(text)
    assert_continues_identically(state, saved.state, 3)


def test_qwirkle_game_made_with_a_bag_saves_before_its_first_move():
    bag = explicit_bag(2)
    state = qwirkle.new_game(3, seed=4, bag=bag)
    saved = saves.loads(saves.dumps("qwirkle", state))
    assert_continues_identically(state, saved.state, 6)


# --- notation -----------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_every_legal_move_reads_back_from_its_text(game):
    for seed in range(3):
        state = play(new(game, seed), count=6 * seed, seed=seed)
        for move in state.legal_moves():
            text = saves.format_move(game, move)
            assert saves.parse_move(game, text) == move, text
            assert state.is_legal(saves.parse_move(game, text))


def test_notation_examples():
    assert saves.format_move("lsd", lsd.Place("corner", "x", 1, 0, -1)) == "corner x r1 @ 0,-1"
    assert saves.parse_move("lsd", "tee + r3 @ -2,5") == lsd.Place("tee", "+", 3, -2, 5)
    red_circle = qwirkle.Tile(qwirkle.Color.RED, qwirkle.Shape.CIRCLE)
    red_square = qwirkle.Tile(qwirkle.Color.RED, qwirkle.Shape.SQUARE)
    place = qwirkle.Place(((1, 0, red_square), (0, 0, red_circle)))
    assert saves.format_move("qwirkle", place) == "place red-circle@0,0 red-square@1,0"
    assert saves.parse_move("qwirkle", "exchange red-square red-circle") == qwirkle.Exchange(
        (red_circle, red_square))
    assert saves.parse_move("qwirkle", "pass") == qwirkle.Pass()
    assert saves.parse_move("kulami", "c4") == kulami.Move(2, 3)
    for game, text in [("lsd", "blob + r0 @ 0,0"), ("lsd", "tee + r4 @ 0,0"),
                       ("qwirkle", "place red-circle"), ("qwirkle", "swap red-circle"),
                       ("qwirkle", "exchange pink-circle"), ("kulami", "4c"),
                       ("qwirkle", "exchange " + " ".join(["red-circle"] * 7))]:
        with pytest.raises(ValueError):
            saves.parse_move(game, text)


# --- files --------------------------------------------------------------------------------------

def test_save_and_load_a_file(tmp_path):
    state = play(new("qwirkle", 8), count=15, seed=8)
    path = tmp_path / f"game{saves.EXTENSION}"
    saves.save(path, "qwirkle", state, seats_for(2), review=3, meta={"note": "Anna's"})
    saved = saves.load(path)
    assert saved.state.to_dict() == state.to_dict()
    assert saved.review == 3
    assert saved.meta == {"note": "Anna's"}
    assert [p.name for p in tmp_path.iterdir()] == ["game.tilegames"]


def test_save_replaces_an_older_file_atomically(tmp_path):
    path = tmp_path / "game.tilegames"
    first = play(new("kulami", 1), count=3, seed=1)
    saves.save(path, "kulami", first)
    later = play(first.clone(), count=3, seed=2)
    saves.save(path, "kulami", later)
    assert saves.load(path).move_count == 6
    assert [p.name for p in tmp_path.iterdir()] == ["game.tilegames"]


def test_save_text_is_readable_json():
    state = play(new("kulami", 2), count=3, seed=2)
    text = saves.dumps("kulami", state, [Seat("Anna"), Seat("Bob")])
    data = json.loads(text)
    assert data["format"] == saves.FORMAT == 1
    assert data["game"] == "kulami"
    assert set(data) == {"format", "program", "game", "options", "seats", "moves", "review",
                         "meta", "snapshot"}
    assert data["snapshot"] == state.to_dict()
    assert text.count("\n") >= 10 + len(state.moves)  # one move per line


@pytest.mark.parametrize("bad", [
    {"seats": [Seat("Anna")]},
    {"seats": [Seat("Anna"), "Bob"]},
    {"seats": [Seat("Anna"), Seat("Bob", "robot")]},
    {"review": 99},
    {"review": True},
    {"meta": {"a": object()}},
    {"meta": {"a": float("nan")}},
    {"meta": {1: "x"}},
    {"meta": [1, 2]},
    {"meta": {"deep": [[[[[[[[[["x"]]]]]]]]]]}},
    {"meta": {"long": "x" * 20_000}},
])
def test_dumps_refuses_what_cannot_be_saved(bad):
    state = play(new("kulami", 0), count=4)
    with pytest.raises(saves.SaveError, match="cannot be saved|extra data is not valid"):
        saves.dumps("kulami", state, **bad)


def test_dumps_refuses_an_unknown_game_or_a_foreign_state():
    with pytest.raises(saves.SaveError, match="does not know"):
        saves.dumps("chess", new("kulami"))
    with pytest.raises(saves.SaveError, match="not a lsd game"):
        saves.dumps("lsd", new("kulami"))
