"""Kulami boards: plates of holes on a square grid (rules K-K1, K-B1..K-B3) and the layout text.

Layout text (spec/engine-api.md): one character per cell, rows top to bottom; ``.`` is no hole;
every other character names a plate, and all cells of one character form one plate. Plates are
solid 1×2, 1×3, 2×2 or 2×3 rectangles in either orientation.

A ``Board`` is immutable and shared by every State played on it. Besides the public geometry it
holds the precomputed bit tables of the fast path (see ``state.State.legal_mask``): hole ``i`` is
``board.cells[i]`` (reading order), its bit is ``1 << i``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tilegames.games.errors import QT_TRANSLATE_NOOP, ExplainedError
from tilegames.games.kulami.move import Move

Cell = tuple[int, int]

#: Plate sizes of the 17 standard plates (K-K1): size -> how many. Sizes pin the shape down:
#: 6 = 2×3, 4 = 2×2, 3 = 1×3, 2 = 1×2.
STANDARD_PLATE_COUNTS: dict[int, int] = {6: 4, 4: 5, 3: 4, 2: 4}
#: Allowed plate rectangles as (short side, long side).
PLATE_SHAPES: frozenset[tuple[int, int]] = frozenset({(1, 2), (1, 3), (2, 2), (2, 3)})
#: The largest layout the text format takes (columns are named a..z in move notation).
MAX_SIDE = 26
#: Letters of the canonical text, in plate order.
CANONICAL_LETTERS = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ" "abcdefghijklmnopqrstuvwxyz" "0123456789"
)
NO_HOLE = "."


class LayoutError(ExplainedError):
    """A layout that is not a valid Kulami board: ``reason`` is an English template marked for
    translation in the "layouts" context, ``params`` fills it in; ``str(error)`` is the
    formatted English text."""

    CONTEXT = "layouts"


@dataclass(frozen=True, slots=True)
class Plate:
    """One plate: its index in ``Board.plates`` and its holes (reading order)."""

    index: int
    cells: tuple[Cell, ...]

    @property
    def size(self) -> int:
        """Number of holes (2, 3, 4 or 6)."""
        return len(self.cells)


def _reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


def _check_plate(name: str, cells: set[Cell]) -> None:
    """Raise LayoutError unless ``cells`` form one allowed solid rectangle."""
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    if len(seen) != len(cells):
        raise LayoutError(QT_TRANSLATE_NOOP(
            "layouts", "the letter {name} is used for two separate areas"), name=name)
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    width = max(xs) - min(xs) + 1
    height = max(ys) - min(ys) + 1
    if width * height != len(cells):
        raise LayoutError(QT_TRANSLATE_NOOP(
            "layouts", "plate {name} is not a solid rectangle"), name=name)
    if len(cells) not in STANDARD_PLATE_COUNTS:
        raise LayoutError(QT_TRANSLATE_NOOP(
            "layouts",
            "plate {name} has the wrong number of holes ({count}); a plate has 2, 3, 4 or 6"),
            name=name, count=len(cells))
    if (min(width, height), max(width, height)) not in PLATE_SHAPES:
        raise LayoutError(QT_TRANSLATE_NOOP(
            "layouts", "plate {name} is {width}×{height}; plates are 1×2, 1×3, 2×2 or 2×3"),
            name=name, width=width, height=height)


class Board:
    """An immutable Kulami board. Build it with ``Board.from_text`` or ``Board(plates)``.

    ``Board(groups)`` takes an iterable of plates, each an iterable of ``(x, y)`` cells, validates
    them (LayoutError, a ValueError, with a clear reason) and moves the whole layout so that its
    top-most row is y = 0 and its left-most column x = 0. Plates are numbered in reading order of
    their first hole. Boards compare equal when they have the same plates at the same cells.

    Public geometry: ``width``, ``height``, ``plates``, ``cells`` (every hole, reading order),
    ``plate_at(cell)``, ``has_hole(cell)``, ``plate_neighbours(index)``, ``is_standard()``,
    ``is_standard_square()``.
    Fast-path tables (read-only; hole ``i`` is ``cells[i]``, bit ``1 << i``): ``index`` (cell ->
    i), ``plate_of`` (i -> plate index), ``plate_masks``, ``plate_sizes`` ((mask, holes) per
    plate), ``rays`` (row and column holes of i, without i), ``full`` (every hole),
    ``neighbour_masks`` (orthogonally adjacent holes of i),
    ``allowed[i][p]`` (holes the player after a marble in i may take when the marble before it
    lay on plate p; p = ``len(plates)`` when there was none), ``moves`` (the Move of each hole),
    ``ray_moves[i]`` ((bit, Move) pairs of ``rays[i]``).
    """

    __slots__ = (
        "width", "height", "plates", "cells", "index", "plate_of", "plate_masks", "plate_sizes",
        "rays", "full", "neighbour_masks", "allowed", "moves", "ray_moves", "_plate_neighbours",
        "_key",
    )

    def __init__(self, groups: Iterable[Iterable[Cell]]) -> None:
        raw = [sorted(set(group), key=_reading_order) for group in groups]
        raw = [cells for cells in raw if cells]
        if not raw:
            raise LayoutError(QT_TRANSLATE_NOOP("layouts", "the layout has no holes"))
        if len(raw) > len(CANONICAL_LETTERS):
            raise LayoutError(QT_TRANSLATE_NOOP(
                "layouts", "the layout has {count} plates; at most {limit} fit"),
                count=len(raw), limit=len(CANONICAL_LETTERS))
        every = [cell for cells in raw for cell in cells]
        if len(set(every)) != len(every):
            raise LayoutError(QT_TRANSLATE_NOOP("layouts", "two plates overlap"))
        left = min(x for x, _ in every)
        top = min(y for _, y in every)
        raw = [[(x - left, y - top) for x, y in cells] for cells in raw]
        raw.sort(key=lambda cells: _reading_order(cells[0]))
        width = max(x for x, _ in every) - left + 1
        height = max(y for _, y in every) - top + 1
        if width > MAX_SIDE or height > MAX_SIDE:
            raise LayoutError(QT_TRANSLATE_NOOP(
                "layouts", "the layout is {width}×{height}; at most {limit}×{limit} fits"),
                width=width, height=height, limit=MAX_SIDE)
        for number, cells in enumerate(raw):
            _check_plate(CANONICAL_LETTERS[number], set(cells))
        self.width = width
        self.height = height
        self.plates = tuple(Plate(number, tuple(cells)) for number, cells in enumerate(raw))
        self._key = tuple(plate.cells for plate in self.plates)
        self._build_tables()

    def _build_tables(self) -> None:
        cells = tuple(sorted((c for p in self.plates for c in p.cells), key=_reading_order))
        index = {cell: i for i, cell in enumerate(cells)}
        plate_of = [0] * len(cells)
        plate_masks = []
        for plate in self.plates:
            mask = 0
            for cell in plate.cells:
                plate_of[index[cell]] = plate.index
                mask |= 1 << index[cell]
            plate_masks.append(mask)
        rows: dict[int, int] = {}
        cols: dict[int, int] = {}
        for i, (x, y) in enumerate(cells):
            rows[y] = rows.get(y, 0) | 1 << i
            cols[x] = cols.get(x, 0) | 1 << i
        rays = tuple((rows[y] | cols[x]) & ~(1 << i) for i, (x, y) in enumerate(cells))
        neighbours = []
        for x, y in cells:
            mask = 0
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt in index:
                    mask |= 1 << index[nxt]
            neighbours.append(mask)
        none = len(self.plates)
        closed_by = [*plate_masks, 0]
        allowed = tuple(
            tuple(rays[i] & ~plate_masks[plate_of[i]] & ~closed_by[p] for p in range(none + 1))
            for i in range(len(cells))
        )
        moves = tuple(Move(x, y) for x, y in cells)
        self.cells = cells
        self.index = index
        self.plate_of = tuple(plate_of)
        self.plate_masks = tuple(plate_masks)
        self.plate_sizes = tuple((mask, plate.size) for mask, plate in zip(
            plate_masks, self.plates, strict=True))
        self.rays = rays
        self.full = (1 << len(cells)) - 1
        self.neighbour_masks = tuple(neighbours)
        self.allowed = allowed
        self.moves = moves
        self.ray_moves = tuple(
            tuple((1 << j, moves[j]) for j in range(len(cells)) if rays[i] >> j & 1)
            for i in range(len(cells))
        )
        touching: list[set[int]] = [set() for _ in self.plates]
        for i, (x, y) in enumerate(cells):
            for nxt in ((x + 1, y), (x, y + 1)):
                j = index.get(nxt)
                if j is not None and plate_of[j] != plate_of[i]:
                    touching[plate_of[i]].add(plate_of[j])
                    touching[plate_of[j]].add(plate_of[i])
        self._plate_neighbours = tuple(frozenset(s) for s in touching)

    # -- text -----------------------------------------------------------------------------

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Parse layout text; raise LayoutError (a ValueError) with a clear reason if it is bad.

        Blank lines before and after the picture and spaces at line ends are ignored; empty rows
        and columns around the holes are trimmed (the board starts at (0, 0)).
        """
        lines = [line.rstrip() for line in text.splitlines()]
        while lines and not lines[0]:
            lines.pop(0)
        while lines and not lines[-1]:
            lines.pop()
        groups: dict[str, list[Cell]] = {}
        for y, line in enumerate(lines):
            for x, char in enumerate(line):
                if char.isspace():
                    raise LayoutError(QT_TRANSLATE_NOOP(
                        "layouts", "row {row} has a space; use '.' for a cell without a hole"),
                        row=y + 1)
                if char != NO_HOLE:
                    groups.setdefault(char, []).append((x, y))
        for name, cells in groups.items():  # first, so that reasons name the text's letters
            _check_plate(name, set(cells))
        return cls(groups.values())

    def to_text(self) -> str:
        """The canonical layout text: plates lettered A, B, … in reading order, one line per row,
        ending in a newline. ``Board.from_text(b.to_text()) == b``."""
        grid = [[NO_HOLE] * self.width for _ in range(self.height)]
        for plate in self.plates:
            for x, y in plate.cells:
                grid[y][x] = CANONICAL_LETTERS[plate.index]
        return "".join("".join(row) + "\n" for row in grid)

    # -- geometry -------------------------------------------------------------------------

    def hole_index(self, cell: object) -> int | None:
        """The index ``i`` of hole ``cell`` (``cells[i] == cell``), or None for anything that is
        not an ``(x, y)`` tuple of ints naming a hole of this board."""
        if type(cell) is not tuple or len(cell) != 2:
            return None
        x, y = cell
        if type(x) is not int or type(y) is not int:
            return None
        return self.index.get((x, y))

    def has_hole(self, cell: object) -> bool:
        """True when ``cell`` names a hole of this board."""
        return self.hole_index(cell) is not None

    def plate_at(self, cell: object) -> Plate | None:
        """The plate holding ``cell``, or None (a gap, outside the board, or not a cell)."""
        i = self.hole_index(cell)
        return None if i is None else self.plates[self.plate_of[i]]

    def plate_neighbours(self, index: int) -> frozenset[int]:
        """Indexes of the plates that share at least one hole edge with plate ``index``."""
        return self._plate_neighbours[index]

    def is_standard(self) -> bool:
        """True when the plates are exactly the 17 of K-K1, in any arrangement (engine-api.md:
        "a standard layout has exactly the 17 plates"); irregular layouts of them count too."""
        counts: dict[int, int] = {}
        for plate in self.plates:
            counts[plate.size] = counts.get(plate.size, 0) + 1
        return counts == STANDARD_PLATE_COUNTS

    def is_standard_square(self) -> bool:
        """True for the standard square layout of K-B2: the 17 plates filling an 8×8 square."""
        return self.width == self.height == 8 and len(self.cells) == 64 and self.is_standard()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"Board.from_text({self.to_text()!r})"

