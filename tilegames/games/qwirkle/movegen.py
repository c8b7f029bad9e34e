"""The complete placement generator (Q-P1..Q-P5, Q-S4) with the score of each placement.

Every legal placement is listed exactly once:
- one-tile placements: each anchor (empty cell touching a tile) with each distinct hand tile that
  both its row run and its column run accept;
- placements of two or more tiles along a row (then along a column): each stretch of at most 6
  cells that, after the move, is a whole line (the cells beyond both ends stay empty), contains an
  anchor, and has at least two empty cells; for each line type (a colour or a shape) the stretch's
  old tiles allow, each way of filling its empty cells with different hand tiles of that type that
  the cells' cross runs accept.
Masks are worked in *hand space* (bit i = the i-th distinct hand tile), so identical hand tiles
never give the same placement twice.
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations, product

from tilegames.games.qwirkle.board import Board, Cell, line_points
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.tiles import (
    TILE_TYPES,
    TILES,
    TYPE_MASK,
    Tile,
    id_set,
    start_number,
)

Scored = tuple[Place, int]


def can_place(board: Board, hand: list[int]) -> bool:
    """Whether ``hand`` (ids) can place any tile. One tile suffices: any tile of a legal
    placement that touches the board could have been placed alone."""
    if not hand:
        return False
    if not board.cells:
        return True
    bits = id_set(hand)
    return any(rm & cm & bits for rm, _, cm, _ in board.anchors.values())


def exchanges(hand: list[int], bag_size: int) -> list[Exchange]:
    """Every distinct exchange (Q-X1) of ``hand`` (ids) with ``bag_size`` tiles in the bag: each
    multiset of 1 to ``bag_size`` of its tiles once, in a fixed order. (No exchange is legal on an
    empty board, Q-S4: the caller checks that.)"""
    counts = Counter(hand)
    kinds = sorted(counts, key=lambda t: TILES[t])
    out = []
    for numbers in product(*(range(counts[t] + 1) for t in kinds)):
        if 1 <= sum(numbers) <= bag_size:
            out.append(Exchange._sorted(tuple(
                TILES[t] for t, n in zip(kinds, numbers, strict=True) for _ in range(n))))
    return out


def placements(board: Board, hand: list[int]) -> list[Scored]:
    """Every legal placement of ``hand`` (tile ids) on ``board`` with its points, each once.

    On an empty board these are the first moves of Q-S4. Points exclude the +6 for going out.
    """
    distinct = sorted(set(hand))
    if not distinct:
        return []
    if not board.cells:
        return _first_moves(distinct)
    return _Generator(board, distinct).run()


def best_placement(board: Board, hand: list[int]) -> Scored | None:
    """The highest-scoring placement of ``hand`` (ids) on ``board``, the first of them in
    ``placements`` order (what ``max(placements(board, hand), key=points)`` gives), or None if
    there is none; without listing the others (a greedy player's move, faster than listing all:
    docs/benchmarks.md)."""
    distinct = sorted(set(hand))
    if not distinct:
        return None
    if not board.cells:
        return max(_first_moves(distinct), key=lambda pair: pair[1])
    return _Best(board, distinct).best()


def _first_moves(distinct: list[int]) -> list[Scored]:
    count = start_number(distinct)
    if count == 1:
        return [(Place._sorted(((0, 0, TILES[t]),)), 1) for t in distinct]
    out = []
    points = line_points(count)
    for kind in range(12):
        group = [TILES[t] for t in distinct if TYPE_MASK[kind] >> t & 1]
        if len(group) != count:
            continue
        for order in permutations(group):
            out.append((Place._sorted(tuple((i, 0, t) for i, t in enumerate(order))), points))
            out.append((Place._sorted(tuple((0, i, t) for i, t in enumerate(order))), points))
    return out


class _Generator:
    """One generation pass over a board for one hand (see the module docstring)."""

    floor = -1      # only stretches scoring more than this are filled (``_Best`` raises it)

    def __init__(self, board: Board, distinct: list[int]) -> None:
        self.cells = board.cells
        self.tiles: dict[int, Tile] = {1 << i: TILES[t] for i, t in enumerate(distinct)}
        self.full = (1 << len(distinct)) - 1
        to_hand = self._to_hand = [(1 << i, t) for i, t in enumerate(distinct)]
        # line type -> hand tiles of that type; hand subset -> line types it meets
        self.groups = [sum(b for b, t in to_hand if TYPE_MASK[k] >> t & 1) for k in range(12)]
        # number of empty cells -> line types with at least that many hand tiles
        self.enough = [sum(1 << k for k in range(12) if self.groups[k].bit_count() >= e)
                       for e in range(7)]
        meets = [0] * (1 << len(distinct))
        for m in range(1, len(meets)):
            low = m & -m
            meets[m] = meets[m ^ low] | TILE_TYPES[distinct[low.bit_length() - 1]]
        self.meets = meets
        self.anchors = {cell: (self.hand_set(a[0]), a[1], self.hand_set(a[2]), a[3])
                        for cell, a in board.anchors.items()}

    def hand_set(self, mask: int) -> int:
        """The hand-space subset of the tile-id set ``mask``."""
        out = 0
        for bit, t in self._to_hand:
            if mask >> t & 1:
                out |= bit
        return out

    def run(self) -> list[Scored]:
        out: list[Scored] = []
        anchors = self.anchors
        by_row: dict[int, list[int]] = {}
        by_col: dict[int, list[int]] = {}
        for (x, y), (rm, rs, cm, cs) in sorted(anchors.items()):
            by_row.setdefault(y, []).append(x)
            by_col.setdefault(x, []).append(y)
            if both := rm & cm:
                self.single(x, y, both, rs + cs, out)
        for y in sorted(by_row):
            xs = by_row[y]
            self.line([(x, y) for x in range(xs[0] - 5, xs[-1] + 6)], 2, out)
        for x, ys in by_col.items():  # by_col is filled in x order
            self.line([(x, y) for y in range(ys[0] - 5, ys[-1] + 6)], 0, out)
        return out

    def single(self, x: int, y: int, both: int, points: int, out: list[Scored]) -> None:
        """The one-tile placements on anchor (x, y): each hand tile of ``both`` (hand space)."""
        tiles = self.tiles
        while both:
            low = both & -both
            out.append((Place._sorted(((x, y, tiles[low]),)), points))
            both ^= low

    def line(self, coords: list[Cell], cross: int, out: list[Scored]) -> None:
        """Placements of 2+ tiles along ``coords`` (a row or column, in order); ``cross`` picks
        the anchor fields of the perpendicular runs (2: column, 0: row). A stretch is filled only
        if it would score more than ``floor``. (The AI's ``Spots``, ai/qwirkle/spots.py, walks
        lines the same way, each walk written out: this is a hot path, and a shared generator
        made the walks slower; docs/benchmarks.md.)"""
        cells = self.cells
        anchors = self.anchors
        full = self.full
        meets = self.meets
        enough = self.enough
        n = len(coords)
        occ = [-1] * (n + 6)    # six cells past the end that hold nothing and accept nothing
        hm = [full] * n + [0] * 6
        pts = [0] * (n + 6)
        reach = [n + 6] * (n + 6)     # the first anchor at or after each cell
        anc = []
        for p, cell in enumerate(coords):
            tid = cells.get(cell)
            if tid is not None:
                occ[p] = tid
            elif (a := anchors.get(cell)) is not None:
                hm[p] = a[cross]
                pts[p] = a[cross + 1]
                anc.append(p)
        nearest = n + 6
        for p in range(n - 1, -1, -1):
            if anc and anc[-1] == p:
                nearest = p
                anc.pop()
            reach[p] = nearest
        for i in range(n):
            if reach[i] > i + 5 or occ[i - 1] >= 0 or (occ[i] < 0 and not hm[i]):
                continue
            kinds = 0b111111111111
            old = 0
            empties = 0
            gain = 0
            first = reach[i]
            for j in range(i, i + 6):
                tid = occ[j]
                if tid >= 0:
                    if old >> tid & 1:
                        break
                    old |= 1 << tid
                    kinds &= TILE_TYPES[tid]
                else:
                    if not hm[j]:
                        break
                    empties += 1
                    gain += pts[j]
                    kinds &= meets[hm[j]] & enough[empties]
                if not kinds:
                    break
                if empties >= 2 and j >= first and occ[j + 1] < 0:
                    points = line_points(j - i + 1) + gain
                    if points > self.floor:
                        self.fill(coords, occ, hm, i, j, kinds, old, points, out)

    def fill(self, coords: list[Cell], occ: list[int], hm: list[int], i: int, j: int,
             kinds: int, old: int, points: int, out: list[Scored]) -> None:
        """Every filling of the empty cells of the whole line coords[i..j] (each scores
        ``points``)."""
        spots = [p for p in range(i, j + 1) if occ[p] < 0]
        taken = self.hand_set(old) if old else 0
        tiles = self.tiles
        while kinds:
            low = kinds & -kinds
            kinds ^= low
            allowed = self.groups[low.bit_length() - 1] & ~taken
            masks = [hm[p] & allowed for p in spots]
            if not all(masks):
                continue
            partial: list[tuple[tuple[int, ...], int]] = [((), 0)]
            for m in masks:
                longer = []
                for seq, used in partial:
                    free = m & ~used
                    while free:
                        bit = free & -free
                        longer.append(((*seq, bit), used | bit))
                        free ^= bit
                partial = longer
            for seq, _ in partial:
                out.append((Place._sorted(tuple(
                    (*coords[p], tiles[b]) for p, b in zip(spots, seq, strict=True))), points))


class _Best(_Generator):
    """The generator's walk keeping only the first placement of the highest score: a stretch is
    filled only if it would score more than the best so far, and then only its first filling."""

    top: Scored | None = None

    def best(self) -> Scored | None:
        self.run()
        return self.top

    def single(self, x: int, y: int, both: int, points: int, out: list[Scored]) -> None:
        if points > self.floor:
            self.floor = points
            self.top = (Place._sorted(((x, y, self.tiles[both & -both]),)), points)

    def fill(self, coords: list[Cell], occ: list[int], hm: list[int], i: int, j: int,
             kinds: int, old: int, points: int, out: list[Scored]) -> None:
        spots = [p for p in range(i, j + 1) if occ[p] < 0]
        taken = self.hand_set(old) if old else 0
        while kinds:
            low = kinds & -kinds
            kinds ^= low
            allowed = self.groups[low.bit_length() - 1] & ~taken
            seq = first_filling([hm[p] & allowed for p in spots], 0)
            if seq is not None:
                self.floor = points
                self.top = (Place._sorted(tuple(
                    (*coords[p], self.tiles[b]) for p, b in zip(spots, seq, strict=True))), points)
                return


def first_filling(masks: list[int], used: int) -> list[int] | None:
    """The first (in ``_Generator.fill``'s order) way to give each mask a different bit of it
    that is not in ``used``; None if there is none."""
    if not masks:
        return []
    free = masks[0] & ~used
    while free:
        bit = free & -free
        rest = first_filling(masks[1:], used | bit)
        if rest is not None:
            return [bit, *rest]
        free ^= bit
    return None
