"""Loading puzzle files: a missing or damaged file is refused with PuzzleFileError (a ValueError)
saying which file and what is wrong; the daily puzzle; the generator's determinism."""

from __future__ import annotations

import datetime
import json

import pytest

from tilegames import puzzles
from tilegames.games.catalogue import GAMES
from tilegames.puzzles import generate


@pytest.fixture
def shipped_text():
    return {game: puzzles.puzzle_path(game).read_text(encoding="utf-8") for game in GAMES}


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    """The program's resources in ``tmp_path`` (an empty folder), the load cache cleared."""
    monkeypatch.setattr(puzzles, "resources_dir", lambda: tmp_path)
    puzzles._load.cache_clear()
    yield tmp_path
    puzzles._load.cache_clear()


def test_a_missing_file_is_refused_naming_it(elsewhere):
    with pytest.raises(puzzles.PuzzleFileError, match="kulami.json is missing"):
        puzzles.load("kulami")
    assert issubclass(puzzles.PuzzleFileError, ValueError)


def test_a_file_that_is_not_json_is_refused_naming_it(elsewhere):
    folder = elsewhere / "puzzles"
    folder.mkdir()
    (folder / "lsd.json").write_text('{"format": 1, "game": "lsd", "puzz', encoding="utf-8")
    with pytest.raises(puzzles.PuzzleFileError, match=r"lsd\.json is not valid JSON"):
        puzzles.load("lsd")


def test_an_unreadable_file_is_refused(elsewhere):
    folder = elsewhere / "puzzles"
    folder.mkdir()
    (folder / "lsd.json").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(puzzles.PuzzleFileError, match="lsd.json"):
        puzzles.load("lsd")


def _damaged(text: str, change) -> str:
    data = json.loads(text)
    data["puzzles"] = data["puzzles"][:3]
    change(data)
    return json.dumps(data)


def _first(key, value):
    def change(data):
        data["puzzles"][0][key] = value
    return change


@pytest.mark.parametrize(("game", "change", "says"), [
    ("kulami", lambda d: d.update(game="lsd"), "not a kulami puzzle file"),
    ("kulami", lambda d: d.update(format=99), "of format 1"),
    ("kulami", lambda d: d.update(puzzles=[]), "holds no puzzles"),
    ("kulami", _first("kind", "win-in-9"), "unknown kind"),
    ("kulami", _first("difficulty", 4), "difficulty 4"),
    ("kulami", _first("answers", []), "no answers"),
    ("kulami", _first("answers", ["z99"]), "not legal"),
    ("kulami", _first("answers", ["not a move"]), "damaged"),
    ("kulami", _first("state", {"game": "kulami"}), "lacks"),
    ("kulami", _first("data", {"values": {}}), "margins"),
    ("kulami", _first("rules", "K-E1"), "rules"),
    ("lsd", _first("state", []), "damaged"),
    ("lsd", _first("id", ""), "no id"),
    ("qwirkle", _first("data", {"best": 999}), "stored best"),
    ("qwirkle", _first("state", {"game": "qwirkle"}), "damaged"),
    ("qwirkle", lambda d: d["puzzles"].append(d["puzzles"][0]), "used twice"),
])
def test_a_damaged_file_is_refused_saying_what_is_wrong(shipped_text, game, change, says):
    text = _damaged(shipped_text[game], change)
    with pytest.raises(puzzles.PuzzleFileError, match=says) as caught:
        puzzles.parse_file(game, text, "the file x.json")
    assert str(caught.value).startswith("the file x.json")


def test_a_damaged_file_never_raises_anything_else(shipped_text):
    text = shipped_text["lsd"]
    for cut in range(0, len(text), len(text) // 40):
        with pytest.raises(puzzles.PuzzleFileError):
            puzzles.parse_file("lsd", text[:cut] + "}" + text[cut + 1:cut + 2])


def test_each_load_gives_the_same_puzzles_with_their_own_positions():
    first = puzzles.load("qwirkle")
    again = puzzles.load("qwirkle")
    assert first == again and first is not again
    assert first[0].state is not again[0].state
    assert first[0].state.to_dict() == again[0].state.to_dict()
    played = first[0].state
    played.apply(first[0].answers[0])                   # playing on one copy …
    assert again[0].judge(again[0].answers[0]).solved   # … leaves the others as they were
    assert puzzles.load("qwirkle")[0].state.to_dict() == again[0].state.to_dict()
    assert len({*first, *again}) == len(first)          # equal by game and id


def test_a_puzzle_can_be_built_in_code_and_finds_its_goal_and_hint():
    shipped = puzzles.load("kulami")[0]
    built = puzzles.Puzzle(id="x", game="kulami", kind=shipped.kind, difficulty=1,
                           state=shipped.state, answers=shipped.answers,
                           goal_params=shipped.goal_params, data=shipped.data)
    assert built.goal == puzzles.KINDS[shipped.kind]
    assert built.hint_cell == shipped.answers[0].cell
    assert built.judge(shipped.answers[0]).solved


def test_the_daily_puzzle_is_a_function_of_the_date():
    day = datetime.date(2026, 12, 3)
    assert puzzles.daily(day) == puzzles.daily(day)
    assert puzzles.daily(day, "lsd") == puzzles.daily(datetime.date(2026, 12, 3), "lsd")
    assert puzzles.daily(day, "lsd").game == "lsd"
    assert {puzzles.daily(day + datetime.timedelta(n)).game for n in range(3)} == set(GAMES)


def test_the_daily_puzzles_come_round_each_once_a_round():
    found = puzzles.load("kulami")
    start = datetime.date(2026, 1, 1)
    number = start.toordinal()
    first = start + datetime.timedelta(len(found) - number % len(found))   # a round's start
    ids = [puzzles.daily(first + datetime.timedelta(n), "kulami").id for n in range(len(found))]
    assert sorted(ids) == sorted(p.id for p in found)
    following = [puzzles.daily(first + datetime.timedelta(len(found) + n), "kulami").id
                 for n in range(len(found))]
    assert following != ids                       # each round in a new order


def test_the_generator_writes_the_same_file_for_the_same_arguments(tmp_path, capsys):
    out = tmp_path / "kulami.json"
    assert generate.main(["--game", "kulami", "--count", "2", "--seed", "5", "--out",
                          str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert generate.build("kulami", 2, 5) == text
    loaded = puzzles.parse_file("kulami", text)
    assert [p.id for p in sorted(loaded, key=lambda p: p.id)] == [
        "kulami-best-endgame-0001", "kulami-best-endgame-0002"]
    assert "2 puzzles" in capsys.readouterr().out


@pytest.mark.parametrize("game", [game for game in GAMES if game != "kulami"])
def test_every_game_s_finder_is_deterministic(game):
    text = generate.build(game, 1, 5)
    assert generate.build(game, 1, 5) == text
    assert puzzles.parse_file(game, text)[0].game == game


@pytest.mark.slow
@pytest.mark.timeout(1800)     # minutes on a busy machine
@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_files_are_what_the_generator_writes(game, shipped_text):
    head = json.loads(shipped_text[game])
    count = len(head["puzzles"])
    assert generate.build(game, count, head["seed"]) == shipped_text[game]
