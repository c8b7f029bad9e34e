"""Issue 33 part 1 in storage: every unfinished game has an autosave of its own (keyed by a game
id the save keeps), removal can be taken back, a limit moves old entries aside without deleting
them, and the one-autosave-per-kind layout of earlier versions is carried over."""

from __future__ import annotations

import os
import re
import time

import pytest

from tests.helpers.played import new, play
from tilegames.base.seats import Seat
from tilegames.storage import atomic, autosave, saves


def _age(path, seconds: float) -> None:
    stamp = time.time() - seconds
    os.utime(path, (stamp, stamp))


def test_each_game_has_an_autosave_of_its_own_keyed_by_an_id_it_keeps(tilegames_home):
    first, second = autosave.new_id("kulami"), autosave.new_id("kulami")
    assert first != second and re.fullmatch(r"kulami-[0-9a-f]{12}", first)
    one = autosave.write(first, play(new("kulami", 1), count=5, seed=1), [Seat("Ann"), Seat("B")])
    before = one.read_bytes()
    two = autosave.write(second, play(new("kulami", 2), count=7, seed=2))
    assert one != two and one.read_bytes() == before        # the other game is untouched
    assert one.name == f"{first}.tilegames"
    assert saves.load(one).meta["game_id"] == first         # the save keeps its id
    found = autosave.unfinished()
    assert sorted(e.id for e in found.games) == sorted([first, second])
    assert {e.game for e in found.games} == {"kulami"}
    assert {e.move_count for e in found.games} == {5, 7}


def test_a_finished_game_clears_only_its_own_autosave(tilegames_home):
    waiting = autosave.new_id("lsd")
    autosave.write(waiting, play(new("lsd", 1), count=6, seed=1))
    done = autosave.new_id("lsd")
    state = play(new("lsd", 2), count=4, seed=2)
    autosave.write(done, state)
    play(state, seed=3)
    assert autosave.write(done, state) is None
    assert [e.id for e in autosave.unfinished().games] == [waiting]


def test_removed_and_put_back_as_it_was(tilegames_home):
    older, newer = autosave.new_id("qwirkle"), autosave.new_id("kulami")
    path = autosave.write(older, play(new("qwirkle", 1), count=3, seed=1))
    _age(path, 600)
    autosave.write(newer, play(new("kulami", 1), count=3, seed=1))
    data, stamp = path.read_bytes(), path.stat().st_mtime
    gone = autosave.remove(older)
    assert [e.id for e in autosave.unfinished().games] == [newer]
    autosave.restore(gone)
    assert path.read_bytes() == data and path.stat().st_mtime == pytest.approx(stamp)
    assert [e.id for e in autosave.unfinished().games] == [newer, older]   # its old place
    with pytest.raises(FileExistsError):
        autosave.restore(gone)                   # never over a file written since


def test_beyond_the_limit_the_oldest_are_moved_aside_never_deleted(tilegames_home):
    ids = []
    for number in range(autosave.LIMIT + 2):
        game_id = autosave.new_id("kulami")
        path = autosave.write(game_id, play(new("kulami", number), count=2, seed=number))
        _age(path, 10_000 - number)                  # the first written is the oldest
        ids.append(game_id)
    found = autosave.unfinished()
    assert [e.id for e in found.games] == ids[:1:-1]    # the newest LIMIT, newest first
    moved = sorted(p.name for p in autosave.older_folder().iterdir())
    assert moved == sorted(f"{game_id}.tilegames" for game_id in ids[:2])
    for name in moved:                                   # whole games, still openable
        assert saves.load(autosave.older_folder() / name).move_count == 2


def test_a_name_taken_among_the_older_games_gets_a_number(tilegames_home):
    game_id = autosave.new_id("kulami")
    autosave.older_folder().mkdir(parents=True)
    (autosave.older_folder() / f"{game_id}.tilegames").write_text("earlier", encoding="utf-8")
    path = autosave.write(game_id, play(new("kulami", 1), count=2, seed=1))
    _age(path, 10_000)
    for number in range(autosave.LIMIT):
        autosave.write(autosave.new_id("kulami"), play(new("kulami", 1), count=2, seed=number))
    names = sorted(p.name for p in autosave.older_folder().iterdir())
    assert names == [f"{game_id}.2.tilegames", f"{game_id}.tilegames"]
    assert (autosave.older_folder() / f"{game_id}.tilegames").read_text(
        encoding="utf-8") == "earlier"


def test_the_layout_of_earlier_versions_is_carried_over_without_a_word_lost(tilegames_home):
    folder = autosave.folder()
    folder.mkdir(parents=True)
    texts = {}
    for age, game in enumerate(("kulami", "lsd", "qwirkle")):
        text = saves.dumps(game, play(new(game, 4), count=5, seed=4), [Seat("Ann"), Seat("Ben")])
        old = folder / f"{game}.tilegames"           # one autosave per kind, as before
        old.write_text(text, encoding="utf-8")
        _age(old, 100 * (age + 1))
        texts[game] = (text, old.stat().st_mtime)
    found = autosave.unfinished()
    assert found.notices == []
    assert [e.game for e in found.games] == ["kulami", "lsd", "qwirkle"]   # order kept
    for entry in found.games:
        assert re.fullmatch(rf"{entry.game}-[0-9a-f]{{12}}", entry.id)
        text, stamp = texts[entry.game]
        assert entry.path.read_text(encoding="utf-8") == text           # not a byte changed
        assert entry.path.stat().st_mtime == pytest.approx(stamp)
    assert not any((folder / f"{game}.tilegames").exists() for game in texts)
    again = autosave.unfinished()                        # a second start changes nothing
    assert [e.id for e in again.games] == [e.id for e in found.games]


def test_an_earlier_autosave_that_cannot_be_renamed_is_still_offered(tilegames_home,
                                                                     monkeypatch):
    autosave.folder().mkdir(parents=True)
    old = autosave.folder() / "kulami.tilegames"
    old.write_text(saves.dumps("kulami", play(new("kulami", 1), count=3, seed=1)),
                   encoding="utf-8")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave, "move_without_overwriting", refuse)
    [entry] = autosave.unfinished().games
    assert entry.id == "kulami" and entry.path == old and entry.game == "kulami"
    autosave.write(entry.id, play(entry.saved.state, count=1, seed=2))   # played on in place
    assert saves.load(old).move_count == 4


def test_game_ids_are_checked(tilegames_home):
    for bad in ("../x", "", "Kulami", "kulami-XYZ", "kulami-12345", 3, "kulami/../x"):
        with pytest.raises(ValueError):
            autosave.path_for(bad)
    with pytest.raises(ValueError):
        autosave.new_id("no such/game")
    assert autosave.game_of("qwirkle-0123456789ab") == "qwirkle"


def test_moving_never_overwrites(tmp_path):
    (tmp_path / "a").write_text("a", encoding="utf-8")
    (tmp_path / "b").write_text("b", encoding="utf-8")
    with pytest.raises(FileExistsError):
        atomic.move_without_overwriting(tmp_path / "a", tmp_path / "b")
    assert (tmp_path / "a").read_text(encoding="utf-8") == "a"
    assert (tmp_path / "b").read_text(encoding="utf-8") == "b"


def test_one_game_is_read_alone_as_the_list_reads_it(tilegames_home):
    game_id = autosave.new_id("kulami")
    autosave.write(game_id, play(new("kulami", 1), count=3, seed=1))
    [entry] = autosave.unfinished_game(game_id).games
    assert entry.id == game_id and entry.move_count == 3
    assert autosave.unfinished_game(autosave.new_id("kulami")).games == []   # gone
    autosave.path_for(game_id).write_text("{", encoding="utf-8")
    found = autosave.unfinished_game(game_id)
    assert found.games == [] and len(found.notices) == 1                     # set aside
    assert (autosave.folder() / f"{game_id}.tilegames.bad").exists()
