"""Kulami engine figures: random playouts per second (fast path and public API), the median time of
``legal_moves()`` and friends over a fixed set of positions, and the memory of a State."""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import TypeVar

from tilegames.bench import rate
from tilegames.games import kulami

SEED = 2026
T = TypeVar("T")


def _best_rate(fn: Callable[[], object], rounds: int = 5) -> float:
    """The best of ``rounds`` half-second ``rate`` measurements (other load only slows a round)."""
    return max(rate(fn, seconds=0.5) for _ in range(rounds))


def _positions(board: kulami.Board, count: int, rng: random.Random) -> list[kulami.State]:
    """States from random games on ``board``: every position of each game, until ``count``."""
    out: list[kulami.State] = []
    while len(out) < count:
        state = kulami.new_game(board)
        while not state.is_over() and len(out) < count:
            out.append(state.clone())
            state.apply(rng.choice(state.legal_moves()))
    return out


def _median_per_call_us(states: list[T], call: Callable[[T], object],
                        loops: int = 50) -> float:
    """Median over ``states`` of the mean time of ``call(state)`` (``loops`` calls each)."""
    times = []
    for state in states:
        start = time.perf_counter()
        for _ in range(loops):
            call(state)
        times.append((time.perf_counter() - start) / loops)
    return statistics.median(times) * 1e6


def _deep_size(obj: object, seen: set[int], skip: tuple[object, ...]) -> int:
    """sys.getsizeof of ``obj`` and everything it holds (slots, lists, dicts), each once; objects
    in ``skip`` (shared, immutable) are not counted."""
    if id(obj) in seen or any(obj is s for s in skip) or isinstance(obj, type):
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        size += sum(_deep_size(k, seen, skip) + _deep_size(v, seen, skip) for k, v in obj.items())
    elif isinstance(obj, list | tuple | set | frozenset):
        size += sum(_deep_size(item, seen, skip) for item in obj)
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                size += _deep_size(getattr(obj, name), seen, skip)
    if hasattr(obj, "__dict__"):
        size += _deep_size(vars(obj), seen, skip)
    return size


def _fast_state_playout(state: kulami.State, rng: random.Random) -> None:
    """A random game through State's own fast path: clone, legal_mask, apply_index."""
    state = state.clone()
    while legal := state.legal_mask():
        for _ in range(rng.getrandbits(32) % legal.bit_count()):
            legal &= legal - 1
        state.apply_index((legal & -legal).bit_length() - 1)


def _public_playout(state: kulami.State, rng: random.Random) -> None:
    """Play ``state`` to its end through the public API: legal_moves, apply."""
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))


def run(out: Callable[[str], object]) -> None:
    board = kulami.standard_board(SEED)
    start = kulami.new_game(board)
    rng = random.Random(SEED)

    out(f"board: standard_board({SEED}); positions and games from random.Random({SEED}); "
        "rates: best of 5 half-second rounds")

    fast = _best_rate(lambda: kulami.random_playout(start, rng))
    out(f"random playouts/s, kulami.random_playout (AI rollout, int bitboards): {fast:,.0f}"
        "   (target >= 20,000 on this path, the one the AI uses)")
    via_state = _best_rate(lambda: _fast_state_playout(start, rng))
    out(f"random playouts/s, State (clone, legal_mask, apply_index):            {via_state:,.0f}")
    public = _best_rate(lambda: _public_playout(start.clone(), rng))
    out(f"random playouts/s, public API (clone, legal_moves, apply):            {public:,.0f}"
        "   (no target: the GUI's path)")
    games = [start.clone() for _ in range(500)]
    for game in games:
        _public_playout(game, rng)
    lengths = [len(g.moves) for g in games]
    out(f"  (mean random game length: {statistics.mean(lengths):.1f} moves)")

    positions = _positions(board, 500, rng)
    legal_us = _median_per_call_us(positions, lambda s: s.legal_moves())
    out(f"legal_moves() median over {len(positions)} positions: {legal_us:.2f} µs   "
        "(target <= 2 µs)")
    probes = [(s, rng.choice(s.legal_moves())) for s in positions]
    out(f"is_legal() median: {_median_per_call_us(probes, lambda p: p[0].is_legal(p[1])):.2f} µs")
    out(f"legal_mask() median: {_median_per_call_us(positions, lambda s: s.legal_mask()):.2f} µs")
    out(f"clone() median: {_median_per_call_us(positions, lambda s: s.clone()):.2f} µs   "
        "(target <= 5 µs)")

    def apply_undo(probe: tuple[kulami.State, kulami.Move]) -> None:
        probe[0].apply(probe[1])
        probe[0].undo()

    out(f"apply() + undo() median: {_median_per_call_us(probes, apply_undo):.2f} µs")

    finished = max(games, key=lambda g: len(g.moves))
    size = _deep_size(finished, set(), (board,))
    board_size = _deep_size(board, set(), ())
    out(f"State after {len(finished.moves)} moves: {size:,} bytes (recursive sizeof; the shared "
        f"Board, {board_size:,} bytes, not counted)   (target well under 10 KB)")
    out(f"to_dict() as JSON: {len(json.dumps(finished.to_dict())):,} bytes")
