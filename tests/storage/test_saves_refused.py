"""Bad save files are refused with a SaveError that says why (and names the file), and nothing
else happens: no other exception, no file created, changed or removed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.helpers.played import new, play
from tilegames.storage import saves
from tilegames.storage.saves import codec, files, games, jsonsafe


def good(game: str = "kulami", count: int = 6, seed: int = 0) -> dict:
    return json.loads(saves.dumps(game, play(new(game, seed), count=count, seed=seed)))


def folder_contents(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def refused_file(tmp_path: Path, content: bytes | str) -> saves.SaveError:
    """Write ``content`` as a save beside another file; load it; check nothing changed."""
    (tmp_path / "other.tilegames").write_text(saves.dumps("lsd", new("lsd")), encoding="utf-8")
    path = tmp_path / "bad.tilegames"
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    before = folder_contents(tmp_path)
    with pytest.raises(saves.SaveError) as info:
        saves.load(path)
    assert folder_contents(tmp_path) == before
    assert str(path) in str(info.value)
    assert info.value.path == path
    return info.value


def refused_text(text: str | bytes) -> saves.SaveError:
    with pytest.raises(saves.SaveError) as info:
        saves.loads(text)
    return info.value


def test_not_json(tmp_path):
    error = refused_file(tmp_path, "Dear Anna,\nhere is our game.\n")
    assert error.reason == jsonsafe.NOT_JSON
    assert "not JSON" in str(error) and "line 1" in str(error)


@pytest.mark.parametrize("content", ["", "   \n\t", b""])
def test_empty(tmp_path, content):
    assert refused_file(tmp_path, content).reason == jsonsafe.EMPTY


def test_truncated(tmp_path):
    text = saves.dumps("qwirkle", play(new("qwirkle", 1), count=10, seed=1))
    for cut in (1, len(text) // 3, len(text) // 2, len(text) - 3):
        error = refused_text(text[:cut])
        assert error.reason == jsonsafe.CUT_SHORT, cut
    assert refused_file(tmp_path, text[: len(text) // 2]).reason == jsonsafe.CUT_SHORT


def test_every_cut_of_a_save_is_refused():
    text = saves.dumps("kulami", play(new("kulami", 1), count=3, seed=1))
    for cut in range(len(text.rstrip())):
        with pytest.raises(saves.SaveError):
            saves.loads(text[:cut])


@pytest.mark.parametrize("junk", [
    bytes(range(256)),
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    b"PK\x03\x04\x14\x00\x00\x00\x08\x00",
    b"\xff\xfe{\x00}\x00",
])
def test_binary_junk(tmp_path, junk):
    assert refused_file(tmp_path, junk).reason == codec.NOT_TEXT


def test_nul_bytes_in_utf8_text(tmp_path):
    assert refused_file(tmp_path, '{"format": 1,\x00 "game": "kulami"}').reason == codec.NOT_TEXT


def test_not_utf8(tmp_path):
    data = good()
    data["seats"][0]["name"] = "Zoë"
    error = refused_file(tmp_path, json.dumps(data, ensure_ascii=False).encode("latin-1"))
    assert error.reason == codec.NOT_TEXT
    assert "UTF-8" in str(error)


def test_a_byte_order_mark_is_fine():
    text = saves.dumps("kulami", new("kulami"))
    assert saves.loads("\ufeff" + text).game == "kulami"
    assert saves.loads(("\ufeff" + text).encode("utf-8")).game == "kulami"


@pytest.mark.parametrize("text", ["[1, 2, 3]", '"save"', "42", "null", '{"game": "kulami"}',
                                  '{"format": 1}', '{"name": "Anna"}'])
def test_json_that_is_no_save(tmp_path, text):
    assert refused_file(tmp_path, text).reason == codec.NOT_A_SAVE


def test_newer_format(tmp_path):
    data = good()
    data["format"] = 2
    error = refused_file(tmp_path, json.dumps(data))
    assert error.reason == codec.NEWER
    assert "newer version" in str(error) and "format 2" in str(error)


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None, [1]])
def test_bad_format_number(version):
    data = good()
    data["format"] = version
    assert refused_text(json.dumps(data)).reason == codec.BAD_FORMAT


@pytest.mark.parametrize("game", ["chess", "", 7, None, ["kulami"], "KULAMI"])
def test_unknown_game(tmp_path, game):
    data = good()
    data["game"] = game
    error = refused_file(tmp_path, json.dumps(data))
    assert error.reason == codec.UNKNOWN_GAME
    assert "does not know" in str(error)


def put(data: dict, where: tuple, value) -> dict:
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    return data


WRONG_TYPES = [
    ("kulami", ("options",), [1, 2]),
    ("kulami", ("options", "board"), 7),
    ("kulami", ("options", "board"), "AB\nCD"),
    ("kulami", ("options", "first_player"), "0"),
    ("kulami", ("options", "first_player"), True),
    ("kulami", ("options", "first_player"), 2),
    ("kulami", ("options", "scoring"), "goals"),
    ("kulami", ("options", "variant"), ["regions"]),
    ("kulami", ("options", "extra"), 1),
    ("lsd", ("options", "players"), 3),
    ("lsd", ("options", "players"), 2.0),
    ("lsd", ("options", "first_player"), 5),
    ("lsd", ("options", "setup"), 1),
    ("lsd", ("options", "setup"), "@ 0 0\n9+ 0x"),
    ("qwirkle", ("options", "players"), 1),
    ("qwirkle", ("options", "seed"), 1.5),
    ("qwirkle", ("options", "seed"), None),
    ("qwirkle", ("options", "seed"), "x" * 500),
    ("qwirkle", ("options", "bag"), "red-circle"),
    ("qwirkle", ("options", "bag"), ["pink-circle"]),
    ("qwirkle", ("options", "bag"), ["red-circle"] * 4),
    ("kulami", ("seats",), {"name": "Anna"}),
    ("kulami", ("seats",), [{"name": "Anna", "kind": "human"}]),
    ("kulami", ("seats", 0), "Anna"),
    ("kulami", ("seats", 0, "name"), 5),
    ("kulami", ("seats", 0, "name"), "A" * 1000),
    ("kulami", ("seats", 0, "kind"), "robot"),
    ("kulami", ("seats", 0, "level"), 3),
    ("kulami", ("moves",), {"1": "c4"}),
    ("kulami", ("moves", 0), 7),
    ("kulami", ("moves", 0), ["c", 4]),
    ("kulami", ("review",), "3"),
    ("kulami", ("review",), -1),
    ("kulami", ("review",), 99),
    ("kulami", ("review",), False),
    ("kulami", ("meta",), [1]),
    ("kulami", ("meta",), {"a": [[[[[[[[[[1]]]]]]]]]]}),
    ("kulami", ("meta",), {"a": "x" * 20_000}),
    ("kulami", ("snapshot",), "board"),
    ("kulami", ("snapshot",), None),
]


@pytest.mark.parametrize(("game", "where", "value"), WRONG_TYPES)
def test_wrong_types_anywhere(game, where, value):
    data = put(good(game), where, value)
    error = refused_text(json.dumps(data))
    assert error.reason in (*codec.BAD_PARTS, games.BAD_OPTIONS, codec.MISMATCH), str(error)
    assert "not valid" in str(error) or "does not match" in str(error)


@pytest.mark.parametrize("key", ["options", "seats", "moves", "snapshot"])
def test_missing_parts(key):
    data = good()
    del data[key]
    error = refused_text(json.dumps(data))
    assert error.reason == codec.MISSING_PARTS and key in str(error)


@pytest.mark.parametrize("number", ["1" + "0" * 60, "-" + "9" * 41, "1e999", "-1e400",
                                    "1.00000000000000000000000000000000000000000001"])
def test_huge_numbers(tmp_path, number):
    text = saves.dumps("qwirkle", new("qwirkle", 1)).replace('"seed": 1', f'"seed": {number}')
    assert number in text
    assert refused_file(tmp_path, text).reason == jsonsafe.TOO_BIG_NUMBER


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_not_a_number(constant):
    text = saves.dumps("qwirkle", new("qwirkle", 1)).replace('"seed": 1', f'"seed": {constant}')
    assert refused_text(text).reason == jsonsafe.NOT_A_NUMBER


def test_huge_lists():
    data = good()
    data["moves"] = ["c4"] * (codec.MAX_MOVES + 1)
    assert refused_text(json.dumps(data)).reason == codec.BAD_MOVES
    data["moves"] = ["c4"] * (jsonsafe.MAX_ITEMS + 1)
    assert refused_text(json.dumps(data)).reason == jsonsafe.TOO_LONG
    data = good()
    data["meta"] = {str(i): i for i in range(jsonsafe.MAX_ITEMS + 1)}
    assert refused_text(json.dumps(data)).reason == jsonsafe.TOO_LONG
    data = good()
    data["junk"] = [[0] * 10_000 for _ in range(110)]  # over MAX_NODES, under MAX_BYTES
    assert refused_text(json.dumps(data)).reason == jsonsafe.TOO_LONG


@pytest.mark.parametrize("depth", [40, 1_000, 100_000, 1_000_000])
def test_deep_nesting(tmp_path, depth):
    text = '{"format": 1, "game": "kulami", "meta": ' + "[" * depth + "]" * depth + "}"
    assert refused_file(tmp_path, text).reason == jsonsafe.TOO_DEEP
    unclosed = '{"format": 1, "x": ' + '{"a": ' * depth
    with pytest.raises(saves.SaveError):
        saves.loads(unclosed)


def test_key_twice():
    text = saves.dumps("kulami", new("kulami")).replace('"review": null',
                                                         '"review": null, "review": 0')
    error = refused_text(text)
    assert error.reason == jsonsafe.TWICE and "review" in str(error)


def test_illegal_move(tmp_path):
    data = good("kulami")
    data["moves"][3] = data["moves"][1]  # a hole that is taken by then
    error = refused_file(tmp_path, json.dumps(data))
    assert error.reason == codec.ILLEGAL
    assert f"move 4 ({data['moves'][1]})" in str(error)
    assert "that hole is taken" in str(error)


@pytest.mark.parametrize("game", ["lsd", "qwirkle"])
def test_illegal_move_other_games(game):
    data = good(game, count=5, seed=3)
    data["moves"][1], data["moves"][2] = data["moves"][2], data["moves"][1]
    data["moves"].insert(0, data["moves"][0])  # the first move twice: the second is illegal
    error = refused_text(json.dumps(data))
    assert error.reason == codec.ILLEGAL
    assert "move 2" in str(error)


def test_a_move_after_the_end():
    state = play(new("kulami", 2), seed=2)
    data = json.loads(saves.dumps("kulami", state))
    data["moves"].append("a1")
    error = refused_text(json.dumps(data))
    assert error.reason == codec.ILLEGAL and "the game is over" in str(error)


@pytest.mark.parametrize(("game", "text"), [("kulami", "4c"), ("lsd", "c4"),
                                            ("qwirkle", "place"), ("kulami", "")])
def test_text_that_is_no_move(game, text):
    data = good(game, count=3)
    data["moves"][1] = text
    error = refused_text(json.dumps(data))
    assert error.reason == codec.NOT_A_MOVE and "move 2" in str(error)


def test_snapshot_that_does_not_match(tmp_path):
    data = good("kulami")
    data["snapshot"]["moves"] = data["snapshot"]["moves"][:-1]
    error = refused_file(tmp_path, json.dumps(data))
    assert error.reason == codec.MISMATCH


@pytest.mark.parametrize(("where", "value"), [
    (("snapshot", "scores"), [100, 0]),
    (("snapshot", "hands", 0, 0), 35),
    (("snapshot", "bag"), []),
    (("snapshot", "seed"), 2),
    (("snapshot", "over"), True),
    (("snapshot", "rng", 1, 0), 1),
])
def test_qwirkle_snapshot_changes_are_refused(where, value):
    data = good("qwirkle", count=6, seed=4)
    assert data["snapshot"] != put(json.loads(json.dumps(data)), where, value)["snapshot"]
    error = refused_text(json.dumps(put(data, where, value)))
    assert error.reason == codec.MISMATCH


def test_snapshot_types_are_compared_strictly():
    data = good("kulami")
    data["snapshot"]["first_player"] = 0.0 if data["snapshot"]["first_player"] == 0 else 1.0
    assert refused_text(json.dumps(data)).reason == codec.MISMATCH
    data = good("kulami")
    data["snapshot"]["first_player"] = bool(data["snapshot"]["first_player"])
    assert refused_text(json.dumps(data)).reason == codec.MISMATCH


def test_a_100_mb_file_is_refused_by_its_size_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.tilegames"
    with open(path, "wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: takes no disk space

    def no_reading(*_args, **_kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(files, "open", no_reading, raising=False)
    with pytest.raises(saves.SaveError) as info:
        saves.load(path)
    assert info.value.reason == codec.TOO_LARGE
    assert str(path) in str(info.value) and "too large" in str(info.value)
    assert path.stat().st_size == 100 * 1024 * 1024


def test_huge_text_or_bytes_given_to_loads():
    assert refused_text("x" * (saves.MAX_BYTES + 1)).reason == codec.TOO_LARGE
    assert refused_text(b" " * (saves.MAX_BYTES + 1)).reason == codec.TOO_LARGE


@pytest.mark.parametrize("value", [None, 42, ["text"], {"format": 1}])
def test_loads_of_something_that_is_not_text(value):
    assert refused_text(value).reason == codec.NOT_A_SAVE


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(saves.SaveError) as info:
        saves.load(tmp_path / "gone.tilegames")
    assert info.value.reason == files.MISSING and "gone.tilegames" in str(info.value)
    with pytest.raises(saves.SaveError) as info:
        saves.load(tmp_path)
    assert info.value.reason == files.FOLDER


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="POSIX permissions, not root")
def test_unreadable_file(tmp_path):
    path = tmp_path / "locked.tilegames"
    path.write_text(saves.dumps("kulami", new("kulami")), encoding="utf-8")
    path.chmod(0)
    try:
        with pytest.raises(saves.SaveError) as info:
            saves.load(path)
    finally:
        path.chmod(0o644)
    assert info.value.reason == files.NO_PERMISSION


def test_translated_messages_use_the_translator():
    data = good("kulami")
    data["moves"][3] = data["moves"][1]
    error = refused_text(json.dumps(data))
    seen = []

    def translate(context, text):
        seen.append(context)
        return f"<{text}>"

    text = error.translated(translate)
    move = data["moves"][1]
    assert text == f"<move 4 ({move}) cannot be played at that point: <that hole is taken>>"
    assert seen == ["rules", "storage"]
    assert error.translated(lambda _c, _t: "{nonsense}") == str(error)  # a broken translation
