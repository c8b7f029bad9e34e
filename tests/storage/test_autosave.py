"""The autosave: written after every move, offered at start-up, cleared at the end; a damaged one
is set aside with a notice; a program killed while writing leaves a complete save. (One autosave
per game, removal, the limit and the earlier layout: test_unfinished_games.py.)"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest

from tests.helpers.played import new, play
from tilegames.base.seats import Seat
from tilegames.storage import autosave, saves

ROOT = Path(__file__).resolve().parents[2]


def test_write_then_continue(tilegames_home):
    state = play(new("kulami", 3), count=23, seed=3)
    seats = [Seat("Bob"), Seat("Anna", "computer", "hard")]
    game_id = autosave.new_id("kulami")
    path = autosave.write(game_id, state, seats, meta={"ai_seed": 5})
    assert path == tilegames_home / "data" / "autosave" / f"{game_id}.tilegames"
    found = autosave.unfinished()
    assert found.notices == []
    [entry] = found.games
    assert entry.game == "kulami" and entry.id == game_id
    assert entry.seats == tuple(seats)
    assert entry.move_count == 23
    assert entry.saved.state.to_dict() == state.to_dict()
    assert entry.saved.meta == {"ai_seed": 5, "game_id": game_id}
    assert entry.saved_at.tzinfo is not None
    assert abs(entry.saved_at.timestamp() - time.time()) < 3600
    assert saves.load(path).move_count == 23  # an autosave is a save file


def test_one_autosave_per_game_newest_first(tilegames_home):
    ids = {game: autosave.new_id(game) for game in ("kulami", "qwirkle", "lsd")}
    for game, age in (("kulami", 300), ("qwirkle", 0), ("lsd", 100)):
        path = autosave.write(ids[game], play(new(game, 1), count=4, seed=1))
        stamp = time.time() - age
        os.utime(path, (stamp, stamp))
    autosave.write(ids["kulami"], play(new("kulami", 2), count=6, seed=2))  # the same game on
    os.utime(autosave.path_for(ids["kulami"]), (time.time() - 300, time.time() - 300))
    found = autosave.unfinished()
    assert [e.game for e in found.games] == ["qwirkle", "lsd", "kulami"]
    assert found.games[2].move_count == 6
    assert sorted(p.name for p in autosave.folder().iterdir()) == sorted(
        f"{game_id}.tilegames" for game_id in ids.values())


def test_clear_and_finished_games(tilegames_home):
    game_id = autosave.new_id("kulami")
    autosave.clear(game_id)  # nothing there: fine
    state = play(new("kulami", 4), count=10, seed=4)
    autosave.write(game_id, state)
    autosave.clear(game_id)
    assert autosave.unfinished().games == []
    autosave.write(game_id, state)
    play(state, seed=5)
    assert state.is_over()
    assert autosave.write(game_id, state) is None  # the last move ends the game: cleared
    assert not autosave.path_for(game_id).exists()


def test_an_autosave_of_a_finished_game_is_not_offered(tilegames_home):
    state = play(new("lsd", 1), seed=1)
    autosave.write_text("lsd", saves.dumps("lsd", state))
    assert autosave.unfinished().games == []
    assert not autosave.path_for("lsd").exists()


@pytest.mark.parametrize("content", [b"", b"{not json", b"\x00\xff" * 40, b'{"format": 9}'])
def test_a_damaged_autosave_is_set_aside_with_a_notice(tilegames_home, content):
    autosave.write(autosave.new_id("qwirkle"), play(new("qwirkle", 1), count=3, seed=1))
    bad = autosave.path_for(autosave.new_id("kulami"))
    bad.write_bytes(content)
    found = autosave.unfinished()
    assert [e.game for e in found.games] == ["qwirkle"]
    [notice] = found.notices
    assert notice.path == bad
    assert str(bad) in str(notice) and f"{bad.name}.bad" in str(notice)
    assert (bad.parent / f"{bad.name}.bad").read_bytes() == content
    assert not bad.exists()


def test_earlier_damaged_autosaves_are_kept(tilegames_home):
    bad = autosave.path_for(autosave.new_id("kulami"))
    autosave.folder().mkdir(parents=True)
    for text in ("one", "two", "three"):
        bad.write_text(text, encoding="utf-8")
        assert len(autosave.unfinished().notices) == 1
    names = sorted(p.name for p in autosave.folder().iterdir())
    assert names == [f"{bad.name}.2.bad", f"{bad.name}.3.bad", f"{bad.name}.bad"]
    assert (autosave.folder() / f"{bad.name}.3.bad").read_text(encoding="utf-8") == "three"


def test_an_autosave_holding_another_game_is_set_aside(tilegames_home):
    autosave.folder().mkdir(parents=True)
    autosave.path_for("kulami").write_text(saves.dumps("lsd", new("lsd")), encoding="utf-8")
    found = autosave.unfinished()
    assert found.games == [] and "a game of lsd" in str(found.notices[0])


def test_notices_translate(tilegames_home):
    autosave.folder().mkdir(parents=True)
    autosave.path_for("kulami").write_text("{", encoding="utf-8")
    [notice] = autosave.unfinished().notices
    text = notice.translated(lambda context, source: f"[{context}]{source}")
    assert text.startswith("[storage]The game saved automatically")
    assert "[storage]the file is cut short" in text


def test_other_files_in_the_folder_are_left_alone(tilegames_home):
    folder = autosave.folder()
    folder.mkdir(parents=True)
    (folder / "notes.txt").write_text("mine", encoding="utf-8")
    (folder / "Kulami Backup.tilegames").write_text("{", encoding="utf-8")
    found = autosave.unfinished()
    assert found.games == [] and found.notices == []
    assert sorted(p.name for p in folder.iterdir()) == ["Kulami Backup.tilegames", "notes.txt"]


def test_stale_temporary_files_are_removed(tilegames_home):
    autosave.write(autosave.new_id("kulami"), play(new("kulami", 1), count=2, seed=1))
    folder = autosave.folder()
    stale = folder / ".kulami.tilegames.0badf00d.tmp"
    fresh = folder / ".lsd.tilegames.12345678.tmp"
    stale.write_text("{half", encoding="utf-8")
    fresh.write_text("{half", encoding="utf-8")
    old = time.time() - 120
    os.utime(stale, (old, old))
    found = autosave.unfinished()
    assert [e.game for e in found.games] == ["kulami"]
    assert not stale.exists() and fresh.exists()  # a write may be going on right now
    assert autosave.cleanup_temp(max_age=0) == [fresh]


def test_bad_game_ids(tilegames_home):
    for key in ("../x", "", "Kulami", 3):
        with pytest.raises(ValueError):
            autosave.path_for(key)


# --- killed while writing ---------------------------------------------------------------------

WRITER = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tilegames.storage import autosave
with open(sys.argv[2], encoding="utf-8") as handle:
    texts = json.load(handle)
autosave.write_text("qwirkle", texts[0])
print("ready", flush=True)
i = 0
while True:
    i += 1
    autosave.write_text("qwirkle", texts[i % len(texts)])
"""


@cache
def writer_texts() -> tuple[str, ...]:
    """The saves the writer cycles through: one Qwirkle game after 1, 2, … moves."""
    state = new("qwirkle", 17)
    texts = []
    for move in play(state.clone(), seed=17).moves[:40]:
        state.apply(move)
        texts.append(saves.dumps("qwirkle", state, meta={"pad": "x" * 2000}))
    return tuple(texts)


def kill_while_writing(home: Path, kills: int, seed: int) -> int:
    """Start the writer, kill it at a random moment, check the autosave; ``kills`` times.
    Returns how often a temporary file was left behind (a kill in the middle of a write)."""
    rng = random.Random(seed)
    expected = set(writer_texts())
    texts = home / "texts.json"
    texts.write_text(json.dumps(writer_texts()), encoding="utf-8")
    env = dict(os.environ, TILEGAMES_HOME=str(home))
    interrupted = 0
    path = home / "data" / "autosave" / "qwirkle.tilegames"
    for _ in range(kills):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(ROOT), str(texts)], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline() == "ready\n", child.stderr.read()
            time.sleep(rng.uniform(0, 0.05))
        finally:
            child.kill()
            child.communicate()
        text = path.read_text(encoding="utf-8")
        assert text in expected  # the previous save or the new one, complete
        saves.load(path)
        temps = [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
        interrupted += bool(temps)
        for temp in temps:
            temp.unlink()
    return interrupted


def test_killed_while_autosaving_leaves_a_complete_save(tilegames_home):
    kill_while_writing(tilegames_home, kills=25, seed=1)
    found = autosave.unfinished()
    assert [e.game for e in found.games] == ["qwirkle"] and found.notices == []


@pytest.mark.slow
def test_killed_while_autosaving_200_times(tilegames_home):
    interrupted = kill_while_writing(tilegames_home, kills=200, seed=2)
    print(f"{interrupted} of 200 kills came in the middle of a write")
    assert autosave.unfinished().notices == []
