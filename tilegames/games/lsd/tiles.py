"""The LSD tile set (LSD-K2..K5): the data in one place, and the tables derived from it.

Edit ``DOTS`` and ``COPIES`` to change the set; nothing else in the engine names a kind.
Dot patterns are 4-bit masks: N = 1, E = 2, S = 4, W = 8 (bit i is ``DIRECTIONS[i]``).
"""

from __future__ import annotations

from dataclasses import dataclass

DIRECTIONS = ("N", "E", "S", "W")
ICONS = ("+", "x")
SHADES = ("white", "black")

# LSD-K4: the half dots of each kind at rotation 0 ...
DOTS: dict[str, tuple[str, ...]] = {
    "single": ("N",),
    "corner": ("N", "E"),
    "straight": ("N", "S"),
    "tee": ("N", "E", "S"),
    "cross": ("N", "E", "S", "W"),
}
# ... and how many copies of each (kind, icon) every player gets.
COPIES: dict[tuple[str, str], int] = {
    ("single", "+"): 2, ("single", "x"): 2,
    ("corner", "+"): 2, ("corner", "x"): 2,
    ("straight", "+"): 2, ("straight", "x"): 2,
    ("tee", "+"): 2, ("tee", "x"): 2,
    ("cross", "+"): 2, ("cross", "x"): 2,
}

KINDS = tuple(DOTS)
SUPPLY_SIZE = sum(COPIES.values())  # LSD-K1: 20


def shade_of(seat: int) -> str:
    """LSD-K2: even seats have white icons, odd seats black (so neighbours in turn differ)."""
    return SHADES[seat % 2]


def rotate(mask: int, turns: int) -> int:
    """LSD-K5: ``mask`` turned clockwise ``turns`` quarter turns (N -> E -> S -> W -> N)."""
    turns %= 4
    return ((mask << turns) | (mask >> (4 - turns))) & 0b1111


def mask_of(dots: tuple[str, ...] | frozenset[str]) -> int:
    """The bit mask of a collection of direction letters."""
    return sum(1 << DIRECTIONS.index(d) for d in dots)


def dots_of(mask: int) -> frozenset[str]:
    """The direction letters of a bit mask."""
    return frozenset(d for i, d in enumerate(DIRECTIONS) if mask >> i & 1)


# --- derived tables -------------------------------------------------------------------------
# A *shape* is a kind at one of its distinct rotations (the lowest rotation of equal patterns).
# A *type* is a (kind, icon) pair: the unit of a supply.

TYPES: tuple[tuple[str, str], ...] = tuple((k, i) for k in KINDS for i in ICONS)
TYPE_INDEX = {t: n for n, t in enumerate(TYPES)}

SHAPES: list[tuple[str, int, int]] = []  # (kind, rotation, mask), lowest rotation first
CANONICAL_ROTATION: dict[tuple[str, int], int] = {}  # (kind, any rotation 0..3) -> lowest equal
for _kind in KINDS:
    _seen: dict[int, int] = {}
    for _r in range(4):
        _m = rotate(mask_of(DOTS[_kind]), _r)
        if _m not in _seen:
            _seen[_m] = _r
            SHAPES.append((_kind, _r, _m))
        CANONICAL_ROTATION[(_kind, _r)] = _seen[_m]
if len({m for _k, _r, m in SHAPES}) != len(SHAPES):
    raise ValueError("two LSD tile kinds share a dot pattern; the engine needs them distinct")

# A placement *slot* is a shape with an icon: (kind, icon, rotation, mask), numbered from 0.
SLOTS: tuple[tuple[str, str, int, int], ...] = tuple(
    (kind, icon, rotation, mask) for kind, rotation, mask in SHAPES for icon in ICONS)
NUM_SLOTS = len(SLOTS)
SLOT_INDEX = {(k, i, r): n for n, (k, i, r, _m) in enumerate(SLOTS)}  # lowest rotations only
SLOT_OF_DOTS = {(m, i): n for n, (_k, i, _r, m) in enumerate(SLOTS)}  # (mask, icon) -> slot
SLOT_MASK = tuple(m for _k, _i, _r, m in SLOTS)
SLOT_TYPE = tuple(TYPE_INDEX[(k, i)] for k, i, _r, _m in SLOTS)

@dataclass(frozen=True, slots=True)
class PlacedTile:
    """A tile on the field: who owns it (seat), its icon and icon shade, its dots after rotation."""

    owner: int
    kind: str
    icon: str
    rotation: int
    mask: int
    shade: str
    dots: frozenset[str]


def _placed(owner: int, slot: int) -> PlacedTile:
    kind, icon, rotation, mask = SLOTS[slot]
    return PlacedTile(owner, kind, icon, rotation, mask, shade_of(owner), dots_of(mask))


MAX_SEATS = 4
PLACED: tuple[tuple[PlacedTile, ...], ...] = tuple(
    tuple(_placed(owner, slot) for slot in range(NUM_SLOTS)) for owner in range(MAX_SEATS)
)
"""``PLACED[owner][slot]``: the shared immutable tile objects the field holds."""
