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

# Made by ``tuning`` on 2026-12-03 (least-squares fit to the final margins; the losses are in
# docs/benchmarks.md):
#   python -m tilegames.ai.kulami.tuning generate --games 800 --seed 1 --nodes 3000 \
#       --out games.jsonl      (opening 2-10 random plies; 400 games of each scoring rule)
#   python -m tilegames.ai.kulami.tuning fit --data games.jsonl --target margin
# from 14 972 (marbles) and 15 272 (holes) positions, a fifth of the games held out.
WEIGHTS: dict[str, Weights] = {
    "marbles": Weights(tempo=0.41, plate=(
        (2, 1, 0, 0.04), (3, 1, 0, 0.16), (3, 2, 0, 0.31), (4, 1, 0, 0.34), (4, 2, 0, 0.55),
        (4, 2, 1, -0.87), (4, 3, 0, 0.27), (6, 1, 0, 0.63), (6, 2, 0, 1.19), (6, 2, 1, -0.48),
        (6, 3, 0, 0.89), (6, 3, 1, 0.52), (6, 3, 2, -1.81), (6, 4, 0, 0.43), (6, 4, 1, 0.21),
        (6, 5, 0, 0.31))),
    "holes": Weights(tempo=0.23, plate=(
        (2, 1, 0, -0.7), (3, 1, 0, -1.34), (3, 2, 0, -0.24), (4, 1, 0, -2.16), (4, 2, 0, -0.45),
        (4, 2, 1, -1.66), (4, 3, 0, 0.25), (6, 1, 0, -3.79), (6, 2, 0, -1.16), (6, 2, 1, -3.19),
        (6, 3, 0, -0.53), (6, 3, 1, -0.74), (6, 3, 2, -2.71), (6, 4, 0, -0.31), (6, 4, 1, 0.21),
        (6, 5, 0, 0.49))),
}
