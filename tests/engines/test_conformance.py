"""The engine conformance suite every game runs (spec/engine-api.md, "Shared shape").

Random playouts to the end, from seeds that hypothesis draws (derandomised, so every run checks the
same games). After every move: every listed move is legal, ``is_legal`` agrees with
``legal_moves``, an illegal move raises ``IllegalMoveError`` and changes nothing, ``clone()`` is
independent, ``from_dict(to_dict())`` continues identically, the scores agree with the board, and
the game ends within its maximum length.
"""

from __future__ import annotations

import importlib
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tilegames.games import GAMES, IllegalMoveError


def _adapter(name: str):
    """Every game's adapter; a broken engine import fails the collection, it is never skipped."""
    module = importlib.import_module(f"tests.helpers.adapters.{name}")
    return pytest.param(module.ADAPTER, id=name)


ADAPTERS = [_adapter(name) for name in GAMES]


def playout(adapter, seed: int) -> None:
    rng = random.Random(seed)
    state = adapter.new_state(rng)
    steps = 0
    while not state.is_over():
        before = state.to_dict()
        json.dumps(before)  # plain JSON
        moves = state.legal_moves()
        assert moves, "current_player must always be able to act while the game runs"
        legal = set(moves)
        assert len(legal) == len(moves), "legal_moves() lists a move twice"
        for move in rng.sample(moves, min(len(moves), 12)):
            assert state.is_legal(move)
            state.clone().apply(move)  # a listed move never raises
        for probe in adapter.candidates(state, rng):
            assert state.is_legal(probe) == (probe in legal), probe
            if probe not in legal:
                with pytest.raises(IllegalMoveError):
                    state.apply(probe)
                assert state.to_dict() == before, f"illegal {probe} changed the state"
        restored = type(state).from_dict(json.loads(json.dumps(before)))
        assert restored.to_dict() == before
        assert restored.legal_moves() == moves
        twin = state.clone()
        move = rng.choice(moves)
        result = state.apply(move)
        assert twin.to_dict() == before, "clone() shares state with the original"
        assert restored.apply(move) == result
        assert restored.to_dict() == state.to_dict()
        assert state.moves[-1] == move
        assert isinstance(result.points, int)
        adapter.check_scores(state)
        steps += 1
        assert steps <= adapter.max_moves, "the game outlived its maximum length"
    assert len(state.moves) == steps
    assert all(not state.is_legal(m) for m in adapter.candidates(state, rng))
    adapter.check_end(state)
    json.dumps(state.to_dict())


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_random_playouts_keep_every_invariant(adapter):
    @settings(max_examples=adapter.examples, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**31 - 1))
    def run(seed: int) -> None:
        playout(adapter, seed)

    run()
