"""The worth of the tiles a player keeps (its *leave*) as a weighted sum of simple features of the
kept tiles: how many line types (colours and shapes) hold 2, 3, ... 6 different kept tiles,
duplicates, tiles that share nothing with the others, the largest group. The weights are learned
from self-play (``leave_tuning``, data in ``leave_weights``); ``value`` judges a leave against
as many random tiles, so keeping more tiles is not better by itself.

Tiles are ids here (``color * 6 + shape``, see games/qwirkle/tiles.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from tilegames.games.qwirkle.tiles import COPIES, TILE_TYPES, TYPE_MASK

# The features a leave is described by (``features``), in this order; ``size0`` .. ``size6`` are
# the fit's intercepts (what a leave of so many tiles brings whatever it holds: the selection of
# the games it was learned from), which ``value`` does not use.
FEATURES = ("lines2", "lines3", "lines4", "lines5", "lines6", "duplicates", "triplicates",
            "loners", "largest")
SIZES = tuple(f"size{n}" for n in range(7))
COLUMNS = FEATURES + SIZES


def features(leave: list[int]) -> tuple[int, ...]:
    """The leave's features in ``FEATURES`` order: per k = 2..6 the number of line types with
    exactly k different kept tiles, tiles held a second time, a third time, different tiles
    sharing no line type with another kept tile, and the most different tiles of one type."""
    seen = 0
    twice = 0
    duplicates = triplicates = 0
    for t in leave:
        bit = 1 << t
        if twice & bit:
            triplicates += 1
        elif seen & bit:
            duplicates += 1
            twice |= bit
        seen |= bit
    lines = [0] * 7
    largest = 0
    for mask in TYPE_MASK:
        n = (seen & mask).bit_count()
        lines[n] += 1
        largest = max(largest, n)
    loners = 0
    rest = seen
    while rest:
        t = (rest & -rest).bit_length() - 1
        rest &= rest - 1
        mates = 0
        for kind, mask in enumerate(TYPE_MASK):
            if TILE_TYPES[t] >> kind & 1:
                mates |= seen & mask
        if mates == 1 << t:
            loners += 1
    return (lines[2], lines[3], lines[4], lines[5], lines[6], duplicates, triplicates, loners,
            largest)


def row(leave: list[int]) -> list[float]:
    """The leave's row in a fit: ``features`` then the one-hot of its size (``COLUMNS``)."""
    sizes = [0.0] * len(SIZES)
    sizes[len(leave)] = 1.0
    return [float(f) for f in features(leave)] + sizes


def raw(weights: Mapping[str, float], leave: list[int]) -> float:
    """The weighted features of ``leave`` (no intercept, no baseline)."""
    return sum(weights.get(name, 0.0) * f for name, f in zip(FEATURES, features(leave),
                                                               strict=True))


def baselines(weights: Mapping[str, float], samples: int = 3000) -> tuple[float, ...]:
    """The mean ``raw`` value of a hand of n random tiles (n = 0..6) drawn from the full set
    (seeded: the same weights give the same baselines)."""
    rng = random.Random(20240601)
    full = [t for t in range(36) for _ in range(COPIES)]
    return tuple(sum(raw(weights, rng.sample(full, n)) for _ in range(samples)) / samples
                 for n in range(7))


class LeaveValue:
    """``value(leave)``: how much better ``leave`` is than as many random tiles, in points, by
    ``weights`` (names from ``FEATURES``; others are ignored)."""

    def __init__(self, weights: Mapping[str, float]) -> None:
        self.weights = {name: float(weights.get(name, 0.0)) for name in FEATURES}
        self.baseline = baselines(self.weights)
        self.cache: dict[tuple[int, ...], float] = {}

    def __call__(self, leave: list[int]) -> float:
        key = tuple(sorted(leave))
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = raw(self.weights, leave) - self.baseline[len(leave)]
        return found
