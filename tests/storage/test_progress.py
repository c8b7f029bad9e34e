"""Puzzle progress: solved puzzles per game and difficulty, the daily streak; kept across
restarts, by two copies at once, through a full disk, and safe with any file."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from tilegames.storage import paths
from tilegames.storage.progress import Progress

DAY = date(2026, 12, 3)


def progress_file():
    return paths.data_dir() / "puzzles.json"


def test_solved_per_game_and_difficulty_and_a_restart(tilegames_home):
    progress = Progress()
    assert progress.notices == [] and progress.games() == []
    progress.solve("kulami", "k-1", 1, day=DAY)
    progress.solve("kulami", "k-2", 2, day=DAY)
    progress.solve("kulami", "k-3", 2, day=DAY + timedelta(days=1))
    progress.solve("kulami", "k-2", 2, day=DAY + timedelta(days=5))   # again: the first day stays
    progress.solve("lsd", "l-1", 3, day=DAY)
    for fresh in (progress, Progress()):
        assert fresh.count("kulami") == 3
        assert (fresh.count("kulami", 1), fresh.count("kulami", 2), fresh.count("kulami", 3)) \
            == (1, 2, 0)
        assert fresh.count("lsd", 3) == 1 and fresh.count("qwirkle") == 0
        assert fresh.solved("kulami") == {"k-1": DAY, "k-2": DAY,
                                          "k-3": DAY + timedelta(days=1)}
        assert fresh.is_solved("lsd", "l-1") and not fresh.is_solved("lsd", "k-1")
        assert fresh.games() == ["kulami", "lsd"]
        assert fresh.notices == []


def test_daily_streak(tilegames_home):
    progress = Progress()
    assert progress.streak(DAY) == 0 and progress.longest_streak() == 0
    for offset in (-10, -9, -8, -7, -3, -2, -1):
        progress.solve("lsd", f"l{offset}", 1, day=DAY + timedelta(days=offset), daily=True)
    progress.solve("lsd", "not-daily", 1, day=DAY)
    fresh = Progress()
    assert fresh.streak(DAY) == 3             # today's may still come: yesterday's run counts
    assert fresh.streak(DAY + timedelta(days=1)) == 0
    assert fresh.longest_streak() == 4
    fresh.solve("kulami", "k", 1, day=DAY, daily=True)
    assert Progress().streak(DAY) == 4
    assert Progress().daily_dates()[-1] == DAY


def test_two_copies_lose_nothing(tilegames_home):
    first, second = Progress(), Progress()        # both read the file before either wrote
    first.solve("kulami", "k-1", 1, day=DAY, daily=True)
    second.solve("kulami", "k-2", 2, day=DAY + timedelta(days=1), daily=True)
    first.solve("lsd", "l-1", 1, day=DAY)
    again = Progress()
    assert set(again.solved("kulami")) == {"k-1", "k-2"} and again.is_solved("lsd", "l-1")
    assert again.longest_streak() == 2


def test_a_full_disk_is_a_notice_and_loses_nothing(tilegames_home, monkeypatch):
    progress = Progress()
    progress.solve("kulami", "k-1", 1, day=DAY)

    def full(*_args):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr("tilegames.storage.progress.write_text_atomic", full)
        progress.solve("kulami", "k-2", 1, day=DAY, daily=True)
        assert "No space left" in str(progress.notices[0])
        assert progress.is_solved("kulami", "k-2") and progress.streak(DAY) == 1   # in memory
        progress.reload()
        assert progress.is_solved("kulami", "k-2")     # reading the file again keeps it too
        assert not Progress().is_solved("kulami", "k-2")
    progress.solve("lsd", "l-1", 1, day=DAY)        # the next solve writes both
    again = Progress()
    assert again.is_solved("kulami", "k-2") and again.is_solved("lsd", "l-1")
    assert again.is_solved("kulami", "k-1") and again.streak(DAY) == 1


@pytest.mark.parametrize("content", [b"{broken", b"", b"\xff\xfe\x00", b"[1, 2]",
                                     b'{"format": "one"}', b"[" * 5000])
def test_a_damaged_file_is_set_aside(tilegames_home, content):
    path = progress_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    progress = Progress()
    [notice] = progress.notices
    assert "puzzles.json.bad" in str(notice) and str(path) in str(notice)
    assert (path.parent / "puzzles.json.bad").read_bytes() == content
    progress.solve("kulami", "k-1", 1)
    assert Progress().count("kulami") == 1
    assert (path.parent / "puzzles.json.bad").read_bytes() == content


def test_a_file_from_a_newer_version_is_kept_aside(tilegames_home):
    path = progress_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 2, "solved": {}}', encoding="utf-8")
    progress = Progress()
    assert "newer version" in str(progress.notices[0])
    assert (path.parent / "puzzles.json.bad").exists()


WEIRD = [None, True, -5, 2.5, "12", [], {}, [1, 2], {"x": 1}, 10**30, "2026-13-45", "Anna"]


@pytest.mark.parametrize("value", WEIRD)
def test_a_hand_edited_file_is_set_aside_and_the_rest_kept(tilegames_home, value):
    progress = Progress()
    progress.solve("kulami", "k-1", 2, day=DAY, daily=True)
    progress.solve("kulami", "k-2", 3, day=DAY)
    data = json.loads(progress_file().read_text(encoding="utf-8"))
    for where in (("solved", "kulami", "k-1", "difficulty"), ("solved", "kulami", "k-1", "date"),
                  ("solved", "kulami", "k-1"), ("daily", 0)):
        changed = json.loads(json.dumps(data))
        target = changed
        for key in where[:-1]:
            target = target[key]
        target[where[-1]] = value
        text = json.dumps(changed)
        progress_file().write_text(text, encoding="utf-8")
        for old in progress_file().parent.glob("puzzles.json*.bad"):
            old.unlink()
        again = Progress()
        [notice] = again.notices
        assert "could not be read" in str(notice) and "puzzles.json.bad" in str(notice), where
        assert (progress_file().parent / "puzzles.json.bad").read_text(encoding="utf-8") == text
        assert again.is_solved("kulami", "k-2")            # the rest is kept …
        assert Progress().is_solved("kulami", "k-2")       # … and written back at once
        assert Progress().notices == []


def test_odd_keys_are_set_aside_too(tilegames_home):
    path = progress_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 1, "solved": {
        "Not A Key!": {}, "lsd": {"": {"difficulty": 1, "date": "2026-12-03"},
                                  "l-1": {"difficulty": 1, "date": "2026-12-03"}}},
        "daily": "today"}), encoding="utf-8")
    progress = Progress()
    assert len(progress.notices) == 1 and progress.solved("lsd") == {"l-1": DAY}
    assert (path.parent / "puzzles.json.bad").exists()


def test_an_unreadable_file_is_left_alone(tilegames_home):
    path = progress_file()
    path.mkdir(parents=True)          # a folder where the file belongs
    progress = Progress()
    assert "could not be read" in str(progress.notices[0])
    progress.solve("kulami", "k-1", 1)
    assert path.is_dir() and progress.is_solved("kulami", "k-1")


def test_bad_arguments_are_programming_errors(tilegames_home):
    progress = Progress()
    for args in (("Kulami!", "k", 1), ("kulami", "", 1), ("kulami", "k", 0),
                 ("kulami", "k", True), ("kulami", "x" * 101, 1)):
        with pytest.raises(ValueError):
            progress.solve(*args)
