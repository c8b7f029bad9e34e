"""Board layouts (K-B2..K-B4): random standard and irregular boards from a seed, and the named
built-in layouts stored as layout text in ``resources/layouts/kulami/<name>.txt``."""

from __future__ import annotations

import functools
import random

from tilegames.base.resources import resources_dir
from tilegames.games.kulami.board import STANDARD_PLATE_COUNTS, Board

Cell = tuple[int, int]

#: The 17 plates of K-K1 as (short side, long side), largest first.
STANDARD_PLATES: tuple[tuple[int, int], ...] = (
    ((2, 3),) * STANDARD_PLATE_COUNTS[6] + ((2, 2),) * STANDARD_PLATE_COUNTS[4]
    + ((1, 3),) * STANDARD_PLATE_COUNTS[3] + ((1, 2),) * STANDARD_PLATE_COUNTS[2]
)
STANDARD_SIDE = 8
IRREGULAR_SIDE = 10


def _orientations(shape: tuple[int, int], rng: random.Random) -> list[tuple[int, int]]:
    """(width, height) of each distinct orientation of a plate, in random order."""
    short, long = shape
    options = [(short, long)] if short == long else [(short, long), (long, short)]
    rng.shuffle(options)
    return options


def standard_board(seed: int | str | None = None) -> Board:
    """K-B2: a random tiling of the 8×8 square by the 17 standard plates. The same seed gives the
    same board; every plate can lie in either orientation anywhere."""
    rng = random.Random(seed)
    while True:
        board = _try_tiling(rng)
        if board is not None:
            return board


def _try_tiling(rng: random.Random, budget: int = 20_000) -> Board | None:
    """One randomised backtracking search (None when it used up ``budget`` steps)."""
    side = STANDARD_SIDE
    free = [[True] * side for _ in range(side)]
    left = {shape: STANDARD_PLATES.count(shape) for shape in set(STANDARD_PLATES)}
    placed: list[list[Cell]] = []
    steps = 0

    def first_free() -> Cell | None:
        for y in range(side):
            for x in range(side):
                if free[y][x]:
                    return x, y
        return None

    def solve() -> bool:
        nonlocal steps
        start = first_free()
        if start is None:
            return True
        steps += 1
        if steps > budget:
            return False
        x0, y0 = start
        kinds = [shape for shape, count in left.items() if count]
        rng.shuffle(kinds)
        for shape in kinds:
            for width, height in _orientations(shape, rng):
                cells = [(x0 + dx, y0 + dy) for dy in range(height) for dx in range(width)]
                if not all(x < side and y < side and free[y][x] for x, y in cells):
                    continue
                for x, y in cells:
                    free[y][x] = False
                left[shape] -= 1
                placed.append(cells)
                if solve():
                    return True
                placed.pop()
                left[shape] += 1
                for x, y in cells:
                    free[y][x] = True
        return False

    return Board(placed) if solve() else None


def irregular_board(seed: int | str | None = None) -> Board:
    """K-B3: the 17 standard plates in one random edge-connected shape inside a 10×10 square,
    never the full 8×8 square, so there are cells without holes inside its bounding box. The same
    seed gives the same board."""
    rng = random.Random(seed)
    while True:
        board = _try_irregular(rng)
        if board is not None and not board.is_standard_square():
            return board


def _try_irregular(rng: random.Random) -> Board | None:
    side = IRREGULAR_SIDE
    taken: set[Cell] = set()
    placed: list[list[Cell]] = []
    shapes = list(STANDARD_PLATES)
    rng.shuffle(shapes)
    shapes.sort(key=lambda shape: -shape[0] * shape[1] + rng.random() * 3)
    for shape in shapes:
        options: list[list[Cell]] = []
        weights: list[int] = []
        for width, height in _orientations(shape, rng):
            for y0 in range(side - height + 1):
                for x0 in range(side - width + 1):
                    cells = [(x0 + dx, y0 + dy) for dy in range(height) for dx in range(width)]
                    if any(cell in taken for cell in cells):
                        continue
                    contact = sum((x + dx, y + dy) in taken for x, y in cells
                                  for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
                    if contact or not taken:
                        options.append(cells)
                        weights.append(contact * contact if taken else 1)
        if not options:
            return None
        cells = rng.choices(options, weights)[0]
        taken.update(cells)
        placed.append(cells)
    return Board(placed)


def builtin_layouts() -> dict[str, Board]:
    """The named built-in layouts (K-B4), name -> Board, sorted by name. A name is the file name
    of ``resources/layouts/kulami/<name>.txt`` (layout text). The files are read once per run."""
    return dict(_read_builtin_layouts())


@functools.cache
def _read_builtin_layouts() -> dict[str, Board]:
    folder = resources_dir() / "layouts" / "kulami"
    return {path.stem: Board.from_text(path.read_text(encoding="utf-8"))
            for path in sorted(folder.glob("*.txt"))}
