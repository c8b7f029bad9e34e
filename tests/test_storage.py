"""Settings and atomic writes: bad files never crash and never lose what was there."""

import json
import os

import pytest

from tilegames.storage import atomic, paths
from tilegames.storage.settings import Settings


def test_paths_follow_tilegames_home(tilegames_home):
    assert paths.config_dir() == tilegames_home / "config"
    assert paths.data_dir() == tilegames_home / "data"


def test_settings_round_trip(tilegames_home):
    s = Settings()
    assert s.get("animations") is True
    s.set("language", "he")
    assert Settings().get("language") == "he"


def test_corrupt_settings_are_kept_aside(tilegames_home):
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    s = Settings()
    assert s.get("language") == ""
    assert "damaged" in s.problem
    assert (path.parent / "settings.json.bad").read_text(encoding="utf-8") == "{not json"


def test_wrong_types_fall_back_to_defaults(tilegames_home):
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animations": "yes", "language": 7}), encoding="utf-8")
    s = Settings()
    assert s.get("animations") is True
    assert s.get("language") == ""


def test_failed_atomic_write_keeps_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    target.write_text("old", encoding="utf-8")

    def boom(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic.write_text_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_numbers_out_of_range_are_clamped(tilegames_home):
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"computer_delay_ms": 99999999999}), encoding="utf-8")
    assert Settings().get("computer_delay_ms") == 5000
    path.write_text(json.dumps({"computer_delay_ms": -5}), encoding="utf-8")
    assert Settings().get("computer_delay_ms") == 0
    path.write_text(json.dumps({"computer_delay_ms": True}), encoding="utf-8")
    assert Settings().get("computer_delay_ms") == 600  # a bool is no number of milliseconds
