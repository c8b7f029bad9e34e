"""What a store can read, it can write again (issue 33, part 3).

Any Python ``str`` may reach a store: the JSON readers make lone UTF-16 surrogates from
``"\\ud800"``, the system gives a file name that is not UTF-8 with surrogate escapes, and control
characters are text too. For every text field of every store: put the text in (or read it from a
file), write, read back, write again. The second write must succeed and nothing else in the store
may be lost. The rule (``atomic.write_text_atomic``): a character UTF-8 cannot hold is written as
its JSON escape, so the text reads back as it was.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage import autosave, paths, recent, saves
from tilegames.storage.boards import BoardLibrary, BoardNameError, clean_name, name_key
from tilegames.storage.settings import ANIMATIONS, KEYS, SHOW_LEGAL_MOVES, Settings
from tilegames.storage.stats import MAX_NAME, Statistics

# Every code point: lone surrogates and control characters are drawn often.
CHARS = st.one_of(st.characters(exclude_categories=()),
                  st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),
                  st.characters(max_codepoint=0x9F))
TEXT = st.text(CHARS, max_size=24) | st.sampled_from(
    ["\ud800", "\udce9", "caf\udce9", "a\udfffb\ud83d", "\x00", "\x1b[31m", "\x7f\x85\u2028"])
NAMED = TEXT.filter(lambda text: bool(text.strip()))
EXAMPLES = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


def joined(text: str) -> str:
    """``text`` as JSON gives it back: a high and a low surrogate side by side are one
    character (what ``"\\ud83d\\ude00"`` reads as)."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


@contextlib.contextmanager
def fresh_home() -> Iterator[Path]:
    """An empty TILEGAMES_HOME for one example."""
    old = os.environ.get(paths.HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="tilegames-text-") as home:
        os.environ[paths.HOME_ENV] = home
        try:
            yield Path(home)
        finally:
            if old is None:
                os.environ.pop(paths.HOME_ENV, None)
            else:
                os.environ[paths.HOME_ENV] = old


def write_json(path: Path, data: Any) -> None:
    """A file as another program (or a hand edit) could have written it: surrogates escaped."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")


# --- settings ------------------------------------------------------------------------------

def stored_value(settings_: Settings, name: str) -> object:
    """The setting ``name`` as ``get`` gives it, or as the file holds it for a name no ``Key``
    knows (kept as it was)."""
    if name in KEYS:
        return settings_.get(KEYS[name])
    return json.loads(settings_.path.read_text(encoding="utf-8"))[name]


def settings_values(text: str) -> dict[str, Any]:
    """Every text field of the settings holding ``text``."""
    return {"language": text[:16], "recent_files": [f"/x/{text}"],
            "kulami_new_game": {text: text, "names": [text]}, f"unknown {text}": text}


@EXAMPLES
@given(TEXT)
def test_settings_set_then_write_again(text):
    with fresh_home():
        values = settings_values(text)
        for key, value in values.items():
            Settings().update({key: value})
        again = Settings()
        again.set(ANIMATIONS, False)              # the second write
        after = Settings()
        assert after.problem == "" and after.get(ANIMATIONS) is False
        for key, value in values.items():
            assert stored_value(after, joined(key)) == json.loads(json.dumps(value))


@EXAMPLES
@given(TEXT)
def test_settings_read_then_write_again(text):
    with fresh_home():
        path = paths.config_dir() / "settings.json"
        values = settings_values(text)
        write_json(path, {**values, "show_legal_moves": False})
        settings_ = Settings()
        assert settings_.problem == ""
        settings_.set(ANIMATIONS, False)
        after = Settings()
        assert after.get(SHOW_LEGAL_MOVES) is False and after.get(ANIMATIONS) is False
        for key, value in values.items():
            assert stored_value(after, joined(key)) == json.loads(json.dumps(value))


# --- recent files --------------------------------------------------------------------------

@EXAMPLES
@given(TEXT)
def test_recent_files_any_path(text):
    with fresh_home() as home:
        settings_ = Settings()
        recent.remember(settings_, home / "saved.tilegames")
        recent.remember(settings_, text or "x")     # a path with any text in it
        recent.remember(settings_, home / f"{text}.tilegames")
        settings_.set(ANIMATIONS, False)
        stored = Settings().get(recent.SETTINGS_KEY)
        assert str(home / "saved.tilegames") in stored
        if "\x00" not in text:                     # a NUL names no file: left out
            assert joined(str(home / f"{text}.tilegames")) in stored
        recent.entries(Settings())                  # the menu's clean-up writes too


# --- statistics ----------------------------------------------------------------------------

BOB = Seat("Bob")


@EXAMPLES
@given(NAMED)
def test_statistics_any_player_name(name):
    """Such a name never stops later games being counted."""
    with fresh_home():
        assert Statistics().record("kulami", [Seat(name), BOB], (0,), (30, 20)) != []
        stats = Statistics()
        stats.record("kulami", [Seat(name), BOB], (1,), (20, 30))
        assert stats.notices == []
        after = Statistics()
        assert after.notices == []
        assert after.player("kulami", "Bob").played == 2
        kept = joined(name.strip()[:MAX_NAME])
        if kept != "Bob":
            assert after.player("kulami", kept).played == 2


@EXAMPLES
@given(TEXT, TEXT)
def test_statistics_read_then_write_again(name, when):
    with fresh_home():
        record = {"played": 3, "won": 3, "recent": [{"when": when[:40], "result": "won"}]}
        write_json(paths.data_dir() / "statistics.json",
                   {"format": 1, "games": {"lsd": {"players": {name: record}}}})
        stats = Statistics()
        assert stats.notices == []
        stats.record("lsd", [Seat("Anna"), BOB], (0,))
        after = Statistics()
        assert after.notices == [] and after.player("lsd", "Anna").won == 1
        kept = [p for p in after.players("lsd") if p.name == joined(name)]
        assert [p.played for p in kept] == [3]
        assert [r.when for r in kept[0].recent] == [joined(when[:40])]


# --- save files and autosaves --------------------------------------------------------------

def a_game() -> Any:
    """A Kulami game six moves in."""
    state = kulami.new_game(kulami.standard_board(3))
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    return state


@EXAMPLES
@given(TEXT, TEXT, TEXT)
def test_save_file_any_text(name, key, value):
    with fresh_home() as home:
        state = a_game()
        seats = [Seat(name[:100]), Seat(value[:100], "computer", "hard")]
        meta = {key: value, "list": [value, {value: key}]}
        path = home / "game.tilegames"
        saves.save(path, "kulami", state, seats, meta=meta)
        loaded = saves.load(path)
        saves.save(path, "kulami", loaded.state, loaded.seats, meta=loaded.meta)   # again
        again = saves.load(path)
        assert [s.name for s in again.seats] == [joined(name[:100]), joined(value[:100])]
        assert again.meta == json.loads(json.dumps(meta))
        assert again.state.to_dict() == state.to_dict()


@EXAMPLES
@given(TEXT, TEXT)
def test_save_file_read_then_write_again(name, value):
    """A file written elsewhere with escaped surrogates loads, and saves again."""
    with fresh_home() as home:
        state = a_game()
        data = json.loads(saves.dumps("kulami", state))
        data["seats"][0]["name"] = name[:100]
        data["meta"] = {"note": value}
        path = home / "game.tilegames"
        write_json(path, data)
        loaded = saves.load(path)
        saves.save(home / "again.tilegames", "kulami", loaded.state, loaded.seats,
                   meta=loaded.meta)
        again = saves.load(home / "again.tilegames")
        assert again.seats[0].name == joined(name[:100])
        assert again.meta == {"note": joined(value)}


@EXAMPLES
@given(TEXT, TEXT)
def test_autosave_any_text(name, value):
    with fresh_home():
        state = a_game()
        game_id = autosave.new_id("kulami")
        autosave.write(game_id, state, [Seat(name[:100]), BOB], meta={"note": value})
        found = autosave.unfinished()
        assert found.notices == [] and len(found.games) == 1
        saved = found.games[0].saved
        state.apply(state.legal_moves()[0])
        autosave.write(game_id, state, saved.seats, meta=saved.meta)   # the next move
        found = autosave.unfinished()
        assert found.notices == [] and found.games[0].move_count == len(state.moves)
        assert found.games[0].seats[0].name == joined(name[:100])


# --- board library -------------------------------------------------------------------------

@EXAMPLES
@given(TEXT, TEXT)
def test_board_names(first, second):
    """A name is stored (cleaned) or refused with BoardNameError; the library stays usable."""
    with fresh_home():
        library = BoardLibrary(kulami.Board.from_text)
        library.save("Keep", kulami.standard_board(0))
        saved = []
        for name in (first, second):
            try:
                saved.append(library.save(name, kulami.standard_board(1), replace=True).name)
            except BoardNameError:
                continue
            assert saved[-1] == clean_name(name)
        if saved:
            with contextlib.suppress(BoardNameError):
                library.rename(saved[-1], f"{second} 2")
        library.save("Also kept", kulami.standard_board(2))
        names = {name_key(b.name) for b in library.listing().boards}
        assert {"keep", "also kept"} <= names
        assert library.listing().unreadable == ()


@pytest.mark.parametrize("name", ["\ud800", "A\udce9", "\x00\x01", "Ring\x1b"])
def test_board_name_examples(tmp_path, name):
    library = BoardLibrary(kulami.Board.from_text, tmp_path)
    try:
        stored = library.save(name, kulami.standard_board(1))
    except BoardNameError:
        return
    assert library.listing().find(stored.name) is not None
