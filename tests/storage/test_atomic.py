"""Atomic writes: old or new file, never half; the folder is synced; damaged files are kept."""

from __future__ import annotations

import os
import time

import pytest

from tilegames.storage import atomic


def test_write_replaces_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "f.txt"
    atomic.write_text_atomic(target, "one")
    atomic.write_text_atomic(target, "twee – ünïcode\n")
    assert target.read_bytes() == "twee – ünïcode\n".encode()
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_write_creates_the_folder(tmp_path):
    target = tmp_path / "a" / "b" / "f.json"
    atomic.write_json_atomic(target, {"b": 1, "a": [1]})
    assert target.read_text(encoding="utf-8") == '{\n  "a": [\n    1\n  ],\n  "b": 1\n}\n'


def test_data_is_fsynced_before_the_rename_and_the_folder_after(tmp_path, monkeypatch):
    events = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (events.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (events.append("replace"),
                                                     real_replace(a, b))[1])
    atomic.write_text_atomic(tmp_path / "f.txt", "x")
    expected = ["fsync", "replace"] if os.name == "nt" else ["fsync", "replace", "fsync"]
    assert events == expected


def test_failure_keeps_the_old_file_and_removes_the_temporary_one(tmp_path, monkeypatch):
    target = tmp_path / "f.txt"
    target.write_text("old", encoding="utf-8")

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        atomic.write_text_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX file modes")
def test_the_mode_of_the_replaced_file_is_kept(tmp_path):
    target = tmp_path / "f.txt"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    atomic.write_text_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "g.txt"
    atomic.write_text_atomic(fresh, "new")
    umask = os.umask(0)
    os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~umask


def test_replace_is_retried_where_files_can_be_held_open(tmp_path, monkeypatch):
    """Windows: a scanner holding the target makes os.replace fail for a moment."""
    target = tmp_path / "f.txt"
    real_replace = os.replace
    failures = [PermissionError(13, "in use"), PermissionError(13, "in use")]

    def busy(a, b):
        if failures:
            raise failures.pop()
        real_replace(a, b)

    monkeypatch.setattr(os, "replace", busy)
    monkeypatch.setattr(atomic, "RETRY_REPLACE", True)
    monkeypatch.setattr(atomic, "REPLACE_PAUSE", 0)
    atomic.write_text_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    failures[:] = [PermissionError(13, "in use")] * 20
    monkeypatch.setattr(atomic, "RETRY_REPLACE", False)
    with pytest.raises(PermissionError):
        atomic.write_text_atomic(target, "newer")
    assert target.read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_keep_aside_numbers_the_copies(tmp_path):
    target = tmp_path / "stats.json"
    for text in ("first", "second", "third"):
        target.write_text(text, encoding="utf-8")
        atomic.keep_aside(target)
    assert not target.exists()
    assert (tmp_path / "stats.json.bad").read_text(encoding="utf-8") == "first"
    assert (tmp_path / "stats.json.2.bad").read_text(encoding="utf-8") == "second"
    assert (tmp_path / "stats.json.3.bad").read_text(encoding="utf-8") == "third"
    with pytest.raises(FileNotFoundError):
        atomic.keep_aside(target)


def test_remove_stale_temporary_files(tmp_path):
    old = tmp_path / ".kulami.tilegames.1a2b3c4d.tmp"
    new = tmp_path / ".qwirkle.tilegames.5e6f7a8b.tmp"
    other = tmp_path / ".settings.json.1a2b3c4d.tmp"
    unrelated = [tmp_path / "notes.tmp", tmp_path / "kulami.tilegames", tmp_path / ".hidden"]
    for path in (old, new, other, *unrelated):
        path.write_text("x", encoding="utf-8")
    an_hour_ago = time.time() - 3600
    for path in (old, other, *unrelated):
        os.utime(path, (an_hour_ago, an_hour_ago))
    assert atomic.remove_stale(tmp_path, suffix=".tilegames") == [old]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        p.name for p in (new, other, *unrelated))
    assert set(atomic.remove_stale(tmp_path, max_age=0)) == {new, other}
    assert atomic.remove_stale(tmp_path / "nowhere") == []
