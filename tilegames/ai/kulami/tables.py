"""Per-board tables of the Kulami search: plate values and Zobrist keys.

Everything here is computed once per ``Board`` and scoring rule (boards are immutable and
hashable) and kept in a small cache, so only the first move on a new board pays for them
(docs/benchmarks.md).

Plate values (K-S1, K-S2): ``live[i]`` is the table of the plate of hole ``i``, indexed by
``a * 8 + b`` (``a`` the mover's marbles on it, ``b`` the opponent's; a plate has at most 6
holes): the exact points margin the plate gives the mover now (the engine's live count, K-S3),
its value (marbles on it, or its holes) to whoever has strictly more marbles, else 0. Tables are
antisymmetric (``t[b * 8 + a] == -t[a * 8 + b]``), so a value is negated for the other side, and
what a marble changes is ``t[index + 8] - t[index]``.

(Estimates that discount a lead on a plate still open, or add the marbles a won plate will
probably still get, made by hand, played worse than the live count in the arena: the search sees
those plates change hands itself.)

Evaluation estimates: ``est[i]`` is the table of the plate of hole ``i`` (same index) of what a
position on that open plate is worth beyond its live value, and ``tempo`` the share of the best
immediate gain at a leaf, both from ``weights`` (``WEIGHTS``, tuned by self-play in ``tuning``).
``est`` tables are antisymmetric too, and 0 on level and full plates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tilegames.ai.kulami.weights import WEIGHTS, Weights
from tilegames.games.kulami.board import Board

_CACHE_SIZE = 8


def plate_live(a: int, b: int, size: int, scoring: str) -> int:
    """The exact margin a plate with ``a`` marbles of the mover and ``b`` of the opponent gives
    the mover now (K-S1, K-S2)."""
    if a == b:
        return 0
    value = a + b if scoring == "marbles" else size
    return value if a > b else -value


@dataclass(frozen=True)
class Tables:
    """The search's view of one board under one scoring rule (see the module docstring)."""

    holes: int                        # number of holes
    plates: int                       # number of plates (``before`` = plates: no marble yet)
    plate_of: tuple[int, ...]         # hole -> plate
    plate_mask: tuple[int, ...]       # hole -> mask of its plate
    plate_masks: tuple[int, ...]      # plate -> mask
    plate_size: tuple[int, ...]       # plate -> holes
    allowed: tuple[tuple[int, ...], ...]   # board.allowed
    live: tuple[tuple[int, ...], ...]      # hole -> its plate's live table
    plate_live: tuple[tuple[int, ...], ...]       # plate -> live table
    zobrist: tuple[tuple[int, ...], tuple[int, ...]]   # colour -> hole -> key
    zlast: tuple[int, ...]            # last * (plates + 1) + before -> key
    est: tuple[tuple[float, ...], ...] = ()   # hole -> its plate's estimate table
    est_step: tuple[tuple[float, ...], ...] = ()   # hole -> index -> est[index + 8] - est[index]
    tempo: float = 0.0                # share of the best immediate gain at a leaf


_cache: dict[tuple[Board, str, Weights | None], Tables] = {}


def est_table(size: int, weights: Weights) -> tuple[float, ...]:
    """The estimate table of an open plate of ``size`` holes (module docstring)."""
    table = [0.0] * 64
    for s, a, b, value in weights.plate:
        if s == size and a > b and a + b < size:
            table[a * 8 + b] = value
            table[b * 8 + a] = -value
    return tuple(table)


def tables_for(board: Board, scoring: str, weights: Weights | None = None) -> Tables:
    """The (cached) tables of ``board`` under ``scoring``, with the evaluation ``weights``
    (default: ``WEIGHTS[scoring]``)."""
    key = (board, scoring, weights)
    found = _cache.get(key)
    if found is not None:
        return found
    if len(_cache) >= _CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    n = len(board.cells)
    plates = len(board.plates)
    sizes = tuple(p.size for p in board.plates)
    live_of = []
    for size in sizes:
        live = [0] * 64
        for a in range(size + 1):
            for b in range(size + 1 - a):
                live[a * 8 + b] = plate_live(a, b, size, scoring)
        live_of.append(tuple(live))
    rng = random.Random(0x6B756C616D69)   # fixed: keys are the same in every process
    zobrist = (tuple(rng.getrandbits(64) for _ in range(n)),
               tuple(rng.getrandbits(64) for _ in range(n)))
    zlast = tuple(rng.getrandbits(64) for _ in range(n * (plates + 1)))
    plate_of = board.plate_of
    chosen = weights if weights is not None else WEIGHTS[scoring]
    est_of = {size: est_table(size, chosen) for size in set(sizes)}
    step_of = {size: tuple(table[k + 8] - table[k] if k + 8 < 64 else 0.0 for k in range(64))
               for size, table in est_of.items()}
    tables = Tables(
        holes=n, plates=plates, plate_of=plate_of,
        plate_mask=tuple(board.plate_masks[plate_of[i]] for i in range(n)),
        plate_masks=board.plate_masks, plate_size=sizes, allowed=board.allowed,
        live=tuple(live_of[plate_of[i]] for i in range(n)),
        plate_live=tuple(live_of),
        zobrist=zobrist, zlast=zlast,
        est=tuple(est_of[sizes[plate_of[i]]] for i in range(n)),
        est_step=tuple(step_of[sizes[plate_of[i]]] for i in range(n)), tempo=chosen.tempo,
    )
    _cache[key] = tables
    return tables


def holes(mask: int) -> list[int]:
    """The hole indices of the bits set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def plate_gain(t: Tables, i: int, me: int, op: int) -> int:
    """How much the mover's live plate margin grows (K-S3) when it puts a marble in hole ``i``
    (``me``, ``op``: the mover's and the other seat's marbles). The search's inner loops
    write this out, as a call there costs too much."""
    mask = t.plate_mask[i]
    index = (me & mask).bit_count() * 8 + (op & mask).bit_count()
    return t.live[i][index + 8] - t.live[i][index]


def est_margin(t: Tables, me: int, op: int) -> float:
    """The evaluation's estimates of ``me`` over ``op`` on the open plates (``Tables.est``)."""
    est = 0.0
    for mask in t.plate_masks:
        low = mask & -mask
        est += t.est[low.bit_length() - 1][(me & mask).bit_count() * 8 + (op & mask).bit_count()]
    return est


def live_margin(t: Tables, me: int, op: int) -> int:
    """The exact plate margin of ``me`` over ``op`` now (K-S1..K-S3)."""
    live = 0
    for p, mask in enumerate(t.plate_masks):
        live += t.plate_live[p][(me & mask).bit_count() * 8 + (op & mask).bit_count()]
    return live
