"""Test set-up: no screen (offscreen Qt) and every user folder in a temporary place."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Every config/data/cache path goes below this folder for the whole run (see storage/paths.py);
# tests that need a fresh one use the `tilegames_home` fixture.
os.environ["TILEGAMES_HOME"] = tempfile.mkdtemp(prefix="tilegames-test-")

import pytest  # noqa: E402


@pytest.fixture
def tilegames_home(tmp_path, monkeypatch):
    """A fresh, empty TILEGAMES_HOME for one test."""
    monkeypatch.setenv("TILEGAMES_HOME", str(tmp_path))
    return tmp_path


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` run only with TILEGAMES_SLOW=1 (CI runs their short versions)."""
    if os.environ.get("TILEGAMES_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: set TILEGAMES_SLOW=1 to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def slow_level(monkeypatch):
    """Computer levels "slow" and "broken" (``tests.fakes``) for this test."""
    from tests.fakes import register_fake_levels

    register_fake_levels(monkeypatch)
