"""What may be laid where (LSD-P1..P3), as precomputed tables.

An empty cell's *constraint* is ``(sides, dots)``: ``sides`` has a bit for every neighbour that
holds a tile, ``dots`` a bit for every such neighbour whose touching edge carries a half dot. A tile
with dot mask ``m`` fits when ``m & sides == dots`` (P1: dot meets dot, plain meets plain) and
``dots`` is not empty (P2: at least one whole dot). The engine keeps a *frontier*: every empty cell
whose ``dots`` is not empty, with its key ``sides << 4 | dots``; key 0 stands for the empty field,
where the first tile goes (LSD-T2) and any shape fits.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import itemgetter
from typing import cast

from tilegames.games.lsd.moves import Place
from tilegames.games.lsd.tiles import (
    NUM_SLOTS,
    SLOT_MASK,
    SLOT_TYPE,
    SLOTS,
    TYPES,
    PlacedTile,
)

Cell = tuple[int, int]
FIRST_CELL: Cell = (0, 0)
FIRST_KEY = 0

# (dx, dy, own bit, bit of the neighbour's edge that faces back) for N, E, S, W.
NEIGHBOURS = ((0, -1, 1, 4), (1, 0, 2, 8), (0, 1, 4, 1), (-1, 0, 8, 2))


def constraint(board: Mapping[Cell, PlacedTile], cell: Cell) -> tuple[int, int]:
    """``(sides, dots)`` of ``cell`` on ``board`` (see the module docstring)."""
    x, y = cell
    sides = dots = 0
    for dx, dy, bit, back in NEIGHBOURS:
        tile = board.get((x + dx, y + dy))
        if tile is not None:
            sides |= bit
            if tile.mask & back:
                dots |= bit
    return sides, dots


def fits(key: int, mask: int) -> bool:
    """Whether a tile with dot ``mask`` may go on a frontier cell with ``key``."""
    return key == FIRST_KEY or mask & (key >> 4) == key & 15


_PLACES: dict[Cell, tuple[Place, ...]] = {}
_PLACES_LIMIT = 20_000  # cells; a game reaches a few hundred


def places_at(cell: Cell) -> tuple[Place, ...]:
    """``places_at(cell)[slot]``: the one shared ``Place`` for each slot (shape and icon) on
    ``cell`` (interned, so listing moves builds no objects)."""
    places = _PLACES.get(cell)
    if places is None:
        if len(_PLACES) >= _PLACES_LIMIT:
            _PLACES.clear()
        x, y = cell
        places = tuple(Place(kind, icon, rotation, x, y) for kind, icon, rotation, _m in SLOTS)
        _PLACES[cell] = places
    return places


Picker = Callable[[tuple[Place, ...]], tuple[Place, ...]]
_PICKERS: dict[int, Picker | None] = {}


def picker(key: int, available: int) -> Picker | None:
    """The function that picks, from ``places_at(cell)``, every move that fits a frontier cell
    with ``key`` using only the tile types whose bits are set in ``available``; ``None`` when
    there is none. Cached per (key, available)."""
    index = key << len(TYPES) | available
    try:
        return _PICKERS[index]
    except KeyError:
        pass
    slots = [s for s in range(NUM_SLOTS)
             if available >> SLOT_TYPE[s] & 1 and fits(key, SLOT_MASK[s])]
    if not slots:
        pick: Picker | None = None
    elif len(slots) == 1:
        only = slots[0]

        def pick(places: tuple[Place, ...]) -> tuple[Place, ...]:
            return (places[only],)
    else:
        pick = cast(Picker, itemgetter(*slots))
    _PICKERS[index] = pick
    return pick
