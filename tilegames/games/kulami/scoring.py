"""Kulami scoring on marble bitmasks: plates (K-S1..K-S4), regions (K-V1) and areas (K-V2).

``marbles`` is a pair of masks, one per seat, over the holes of a ``Board`` (bit ``1 << i`` is
``board.cells[i]``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tilegames.games.kulami.board import Board, Plate

SCORINGS = ("marbles", "holes")
VARIANTS = (None, "regions", "areas")


@dataclass(frozen=True, slots=True)
class PlateScore:
    """One plate at the count: marbles per seat, its owner (K-S1) and its value (K-S2).

    ``value`` is what the plate is worth to an owner (marbles on it, or its holes); ``points`` is
    ``value`` when it has an owner, else 0.
    """

    plate: Plate
    marbles: tuple[int, int]
    owner: int | None
    value: int

    @property
    def points(self) -> int:
        return 0 if self.owner is None else self.value


def plate_scores(board: Board, marbles: tuple[int, int], scoring: str) -> tuple[PlateScore, ...]:
    """Every plate's marbles, owner and value."""
    out = []
    red, black = marbles
    for plate, mask in zip(board.plates, board.plate_masks, strict=True):
        a = (red & mask).bit_count()
        b = (black & mask).bit_count()
        owner = None if a == b else (0 if a > b else 1)
        value = a + b if scoring == "marbles" else plate.size
        out.append(PlateScore(plate, (a, b), owner, value))
    return tuple(out)


def plate_points(board: Board, marbles: tuple[int, int], scoring: str) -> list[int]:
    """Points per seat from plates alone (K-S1, K-S2): the live count of K-S3."""
    points = [0, 0]
    red, black = marbles
    by_marbles = scoring == "marbles"
    for plate, mask in zip(board.plates, board.plate_masks, strict=True):
        a = (red & mask).bit_count()
        b = (black & mask).bit_count()
        if a != b:
            points[0 if a > b else 1] += a + b if by_marbles else plate.size
    return points


def owned_plates(board: Board, marbles: tuple[int, int], seat: int) -> list[int]:
    """Indexes of the plates ``seat`` owns (K-S1)."""
    mine, theirs = marbles[seat], marbles[1 - seat]
    return [p for p, mask in enumerate(board.plate_masks)
            if (mine & mask).bit_count() > (theirs & mask).bit_count()]


def largest_region(board: Board, marbles: tuple[int, int], seat: int) -> tuple[int, ...]:
    """K-V1: the plates (sorted indexes) of ``seat``'s largest region, by holes; the region
    holding the lowest plate index wins ties; () when the seat owns no plate."""
    owned = set(owned_plates(board, marbles, seat))
    best: list[int] = []
    best_size = 0
    for start in sorted(owned):
        if start not in owned:
            continue
        owned.discard(start)
        region = [start]
        todo = [start]
        while todo:
            for nxt in board.plate_neighbours(todo.pop()):
                if nxt in owned:
                    owned.discard(nxt)
                    region.append(nxt)
                    todo.append(nxt)
        size = sum(board.plates[p].size for p in region)
        if size > best_size:
            best, best_size = region, size
    return tuple(sorted(best))


def region_size(board: Board, plates: tuple[int, ...]) -> int:
    """Holes of the given plates."""
    return sum(board.plates[p].size for p in plates)


def largest_area(board: Board, marbles: tuple[int, int], seat: int) -> int:
    """K-V2: bitmask of ``seat``'s largest orthogonally connected group of marbles (the group
    with the lowest hole wins ties; 0 when the seat has no marble)."""
    left = marbles[seat]
    neighbours = board.neighbour_masks
    best = 0
    best_size = 0
    while left:
        group = frontier = left & -left
        while frontier:
            grow = 0
            while frontier:
                low = frontier & -frontier
                grow |= neighbours[low.bit_length() - 1]
                frontier ^= low
            frontier = grow & left & ~group
            group |= frontier
        left &= ~group
        size = group.bit_count()
        if size > best_size:
            best, best_size = group, size
    return best


def area_bonus(board: Board, marbles: tuple[int, int]) -> tuple[int, int]:
    """K-V2 bonus per seat: the difference of the two largest groups, to the larger one."""
    a = largest_area(board, marbles, 0).bit_count()
    b = largest_area(board, marbles, 1).bit_count()
    return (a - b, 0) if a > b else (0, b - a)


def final_scores(board: Board, marbles: tuple[int, int], scoring: str,
                 variant: str | None) -> tuple[int, int]:
    """Points per seat at the end: plates, plus the K-V2 bonus under ``variant="areas"``."""
    points = plate_points(board, marbles, scoring)
    if variant == "areas":
        bonus = area_bonus(board, marbles)
        return points[0] + bonus[0], points[1] + bonus[1]
    return points[0], points[1]


def winners(board: Board, marbles: tuple[int, int], scoring: str,
            variant: str | None) -> tuple[int, ...]:
    """Winning seats of a finished game (K-S4; K-V1 decides first under ``"regions"``)."""
    if variant == "regions":
        sizes = [region_size(board, largest_region(board, marbles, s)) for s in (0, 1)]
        if sizes[0] != sizes[1]:
            return (0,) if sizes[0] > sizes[1] else (1,)
    points = final_scores(board, marbles, scoring, variant)
    best = max(points)
    return tuple(seat for seat in (0, 1) if points[seat] == best)
