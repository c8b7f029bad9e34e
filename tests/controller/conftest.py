"""The fake race game has no computer players of its own: every level plays it at random."""

from __future__ import annotations

import pytest

from tilegames.ai import players


@pytest.fixture(autouse=True)
def random_levels(monkeypatch):
    for level in players.BUDGETS:
        monkeypatch.setitem(players.LEVELS, level, players.RandomPlayer)
