"""The weights of Kulami's static evaluation, as data (used by ``tables``).

The evaluation of a position for its mover (``search``) is the exact live margin of the plates
(K-S1..K-S3), plus an estimate per plate that is still open (``Weights.plate``: what a lead of
``a`` marbles to ``b`` on an open plate of ``size`` holes is worth beyond its live value), plus
``Weights.tempo`` times the best gain the mover can take at once on a legal hole.

``HAND`` is the hand-made evaluation (no plate estimates, tempo 0.5): the self-play games that
tune ``WEIGHTS`` are played with it, so the recipe does not depend on the weights it makes.
"""

from __future__ import annotations

from typing import NamedTuple


class Weights(NamedTuple):
    """One scoring rule's evaluation weights (hashable: they key the tables' cache)."""

    tempo: float
    # (size, a, b, value) for a > b, a + b < size: the value of a lead of a marbles to b on an
    # open plate of size holes, from the leader's side; the trailer's is its negation
    # (antisymmetric), level and full plates count 0 beyond their live value.
    plate: tuple[tuple[int, int, int, float], ...] = ()


HAND = Weights(tempo=0.5)

WEIGHTS: dict[str, Weights] = {
    "marbles": HAND,
    "holes": HAND,
}
