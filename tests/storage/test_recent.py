"""Open Recent: the last 8 files, newest first, no file twice, missing files dropped."""

from __future__ import annotations

import os

import pytest

from tilegames.storage import recent
from tilegames.storage.settings import Settings


def touch(folder, name):
    path = folder / name
    path.write_text("{}", encoding="utf-8")
    return path


def test_add_puts_the_newest_first_and_keeps_eight(tmp_path):
    paths = [touch(tmp_path, f"g{i}.tilegames") for i in range(10)]
    value = []
    for path in paths:
        value = recent.add(value, path)
    assert value == [str(p) for p in reversed(paths)][: recent.LIMIT]
    value = recent.add(value, paths[5])
    assert value[0] == str(paths[5]) and len(value) == recent.LIMIT
    assert value.count(str(paths[5])) == 1


def test_the_same_file_by_another_name_is_one_entry(tmp_path, monkeypatch):
    game = touch(tmp_path, "game.tilegames")
    (tmp_path / "sub").mkdir()
    other_spelling = tmp_path / "sub" / ".." / "game.tilegames"
    value = recent.add([], game)
    value = recent.add(value, other_spelling)
    assert len(value) == 1
    link = tmp_path / "link.tilegames"
    try:
        os.symlink(game, link)
    except (OSError, NotImplementedError):  # Windows without the privilege
        pass
    else:
        assert len(recent.add(value, link)) == 1
    monkeypatch.chdir(tmp_path)
    assert recent.add([], "game.tilegames") == [str(game)]  # stored absolute


def test_remove(tmp_path):
    a, b = touch(tmp_path, "a.tilegames"), touch(tmp_path, "b.tilegames")
    value = recent.add(recent.add([], a), b)
    assert recent.remove(value, a) == [str(b)]
    assert recent.remove(value, tmp_path / "other") == [str(b), str(a)]


@pytest.mark.parametrize("value", [None, "a.tilegames", 5, {"a": 1}, [1, None, ["x"], ""],
                                   ["a\x00b"], ["x" * 10_000]])
def test_any_stored_value_is_cleaned_up(value):
    assert recent.normalise(value) == []


def test_a_deleted_file_is_dropped_and_reported(tilegames_home, tmp_path):
    settings = Settings()
    kept = touch(tmp_path, "kept.tilegames")
    gone = touch(tmp_path, "gone.tilegames")
    recent.remember(settings, kept)
    recent.remember(settings, gone)
    gone.unlink()
    paths, notices = recent.entries(settings)
    assert paths == [str(kept)]
    [notice] = notices
    assert str(gone) in str(notice) and notice.path == gone
    assert Settings().get(recent.SETTINGS_KEY) == [str(kept)]  # saved without it
    assert recent.entries(settings) == ([str(kept)], [])


def test_forget(tilegames_home, tmp_path):
    settings = Settings()
    game = touch(tmp_path, "g.tilegames")
    recent.remember(settings, game)
    assert recent.forget(settings, game) == []
    assert Settings().get(recent.SETTINGS_KEY) == []


def test_a_folder_is_no_recent_file(tilegames_home, tmp_path):
    settings = Settings()
    settings.set(recent.SETTINGS_KEY, [str(tmp_path)])
    paths, notices = recent.entries(settings)
    assert paths == [] and len(notices) == 1
