"""Qwirkle tiles (Q-K1) and the bit masks the engine computes with.

Inside the engine a tile is an *id* ``color * 6 + shape`` (0..35) and a set of tiles is an int with
bit ``id`` set. A *line type* (0..11) is what a valid line shares: types 0..5 are the colours,
6..11 the shapes. A line is valid when all its tiles belong to one type and are all different.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Color(IntEnum):
    """The six tile colours."""

    RED = 0
    ORANGE = 1
    YELLOW = 2
    GREEN = 3
    BLUE = 4
    PURPLE = 5


class Shape(IntEnum):
    """The six tile shapes (STAR: eight-point starburst; CROSS: criss-cross "x")."""

    CIRCLE = 0
    SQUARE = 1
    DIAMOND = 2
    CLOVER = 3
    STAR = 4
    CROSS = 5


@dataclass(frozen=True, order=True, slots=True)
class Tile:
    """One tile: a colour and a shape. Ordered by colour, then shape."""

    color: Color
    shape: Shape

    @property
    def id(self) -> int:
        """The engine's number for this tile, ``color * 6 + shape`` (0..35)."""
        return self.color * 6 + self.shape

    def __str__(self) -> str:
        return f"{self.color.name.lower()} {self.shape.name.lower()}"


COPIES = 3
"""Each of the 36 tiles is in the game three times (108 tiles)."""

TILES: tuple[Tile, ...] = tuple(Tile(c, s) for c in Color for s in Shape)
"""All 36 distinct tiles, indexed by id."""

_ID_OF: dict[Tile, int] = {tile: i for i, tile in enumerate(TILES)}


def tile_id(tile: object) -> int | None:
    """The id of ``tile`` if it equals one of the 36 tiles (``Tile(0.0, 0)`` equals
    ``Tile(Color.RED, Shape.CIRCLE)``), else None; never raises."""
    if not isinstance(tile, Tile):
        return None
    try:
        return _ID_OF.get(tile)
    except TypeError:  # an unhashable colour or shape
        return None


FULL = (1 << 36) - 1
"""The set of all 36 tile ids."""


def id_set(ids: list[int]) -> int:
    """The set (bit mask) of the tile ids ``ids``."""
    bits = 0
    for t in ids:
        bits |= 1 << t
    return bits

TYPE_MASK: tuple[int, ...] = tuple(
    [0b111111 << (6 * c) for c in range(6)]
    + [sum(1 << (6 * c + s) for c in range(6)) for s in range(6)]
)
"""For each line type 0..11, the set of tile ids of that type."""

TILE_TYPES: tuple[int, ...] = tuple((1 << (t // 6)) | (1 << (6 + t % 6)) for t in range(36))
"""For each tile id, the 12-bit set of line types it belongs to (its colour and its shape)."""


def allowed_next_to(run: list[int]) -> int:
    """Tile ids that could join the tiles ``run`` (ids) to make one valid line; all 36 if empty.

    ``run`` may be two runs that a new tile would join; the answer is 0 when they cannot be joined.
    """
    if not run:
        return FULL
    bits = 0
    types = 0b111111111111
    for t in run:
        if bits >> t & 1:
            return 0
        bits |= 1 << t
        types &= TILE_TYPES[t]
    if len(run) >= 6:
        return 0
    allowed = 0
    while types:
        low = types & -types
        allowed |= TYPE_MASK[low.bit_length() - 1]
        types ^= low
    return allowed & ~bits


def is_valid_line(ids: list[int]) -> bool:
    """True when the tiles (ids, two or more) share a colour or a shape and are all different."""
    if len(set(ids)) != len(ids):
        return False
    types = 0b111111111111
    for t in ids:
        types &= TILE_TYPES[t]
    return types != 0


def start_number(ids: list[int]) -> int:
    """Q-S2: the largest number of distinct tiles in ``ids`` that share a colour or a shape."""
    distinct = set(ids)
    return max((len([t for t in distinct if TYPE_MASK[k] >> t & 1]) for k in range(12)), default=0)
