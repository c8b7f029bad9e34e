"""The fake race game has no computer players of its own: every level plays it at random (in the
computer players' worker process, as every level does)."""

from __future__ import annotations

import pytest

from tests.helpers.computers import use_level
from tilegames.ai import players


@pytest.fixture(autouse=True)
def random_levels(monkeypatch):
    for level in players.BUDGETS:
        use_level(monkeypatch, level, "tilegames.ai.players:RandomPlayer")
