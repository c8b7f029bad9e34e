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

``Spots`` lists a board's stretches once, for any hand, best first: a simulation that tries many
hands on one board asks it for the best placement (the same answer as ``best_placement``, several
times sooner), and for the best points after a few more tiles were put down (only the changed
lines are walked again).
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations, product

from tilegames.games.qwirkle.board import Board, Cell, line_points
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.tiles import (
    FULL,
    TILE_TYPES,
    TILES,
    TYPE_MASK,
    Tile,
    id_set,
    start_number,
)

Scored = tuple[Place, int]
ALL_TYPES = 0b111111111111      # the 12 line types: 6 colours, then 6 shapes


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
    there is none; without listing the others (a greedy player's move, several times faster)."""
    distinct = sorted(set(hand))
    if not distinct:
        return None
    if not board.cells:
        return max(_first_moves(distinct), key=lambda pair: pair[1])
    return _Best(board, distinct).best()


class Spots:
    """A board's spots, listed once so that many hands can be tried on the same board (a
    simulation deals many hands to one position): the anchors for one tile, and every stretch of
    a line that a placement of two or more tiles could make (see the module docstring), each
    with its points, best first. ``best(hand)`` is ``best_placement(board, hand)``, found by
    trying the spots from the top score down until one takes the hand's tiles;
    ``best_points_after`` gives the best points once more tiles are down. It keeps no reference
    to ``board``, which may change afterwards."""

    def __init__(self, board: Board) -> None:
        self.empty = not board.cells     # then ``best`` gives a first move (Q-S4)
        order = sorted(board.anchors.items())
        # (points, cell, tiles both runs accept), in the generator's order, then best first
        self.singles = sorted(((a[1] + a[3], cell, a[0] & a[2]) for cell, a in order),
                              key=lambda single: -single[0])
        # per line type: (points, order, the tiles of that type each empty cell could take,
        # the empty cells, the span: line key, start, end) of each stretch, best first
        self.by_kind: list[list[tuple[int, int, tuple[int, ...], tuple[Cell, ...],
                                      tuple[int, int, int]]]] = [[] for _ in range(12)]
        self.order = 0
        by_row: dict[int, list[int]] = {}
        by_col: dict[int, list[int]] = {}
        for (x, y), _ in order:
            by_row.setdefault(y, []).append(x)
            by_col.setdefault(x, []).append(y)
        for y in sorted(by_row):
            xs = by_row[y]
            self._line(board, [(x, y) for x in range(xs[0] - 5, xs[-1] + 6)], 2, 2 * y)
        for x, ys in by_col.items():  # filled in x order
            self._line(board, [(x, y) for y in range(ys[0] - 5, ys[-1] + 6)], 0, 2 * x + 1)
        for stretches in self.by_kind:
            stretches.sort(key=lambda stretch: -stretch[0])   # stable: generator order in ties

    def _line(self, board: Board, coords: list[Cell], cross: int, key: int) -> None:
        """The stretches along ``coords`` (as ``_Generator.line`` walks them, but for any hand),
        for ``_fillings``; ``key`` names the line: ``2 * y`` for row y, ``2 * x + 1`` for
        column x."""
        occ, accept, pts, reach = _read_line(board, coords, cross, 6)
        met = [ALL_TYPES if a == FULL else _types_met(a) for a in accept]   # line types taken
        along = 1 - cross // 2
        for i in range(len(coords)):      # the walk of ``_Generator.line``, for any hand
            if reach[i] > i + 5 or occ[i - 1] >= 0 or (occ[i] < 0 and not accept[i]):
                continue
            kinds = ALL_TYPES
            old = 0
            empties: list[Cell] = []
            accepts: list[int] = []
            gain = 0
            for j in range(i, i + 6):
                tid = occ[j]
                if tid >= 0:
                    if old >> tid & 1:
                        break
                    old |= 1 << tid
                    kinds &= TILE_TYPES[tid]
                else:
                    if not accept[j]:
                        break
                    empties.append(coords[j])
                    accepts.append(accept[j])
                    gain += pts[j]
                    kinds &= met[j]
                if not kinds:
                    break
                if len(empties) >= 2 and j >= reach[i] and occ[j + 1] < 0:
                    self._fillings(line_points(j - i + 1) + gain, kinds, old, tuple(empties),
                                   tuple(accepts), (key, coords[i][along], coords[j][along]))

    def _fillings(self, points: int, kinds: int, old: int, cells: tuple[Cell, ...],
                  accepts: tuple[int, ...], span: tuple[int, int, int]) -> None:
        """List a stretch under each line type it could be, with the tiles of that type each
        empty cell could take (not if some cell could take none); ``order`` keeps
        ``_Generator.fill``'s order (stretches in walk order, each by type); ``span`` is the
        line's key and where the stretch starts and ends along it."""
        while kinds:
            low = kinds & -kinds
            kinds ^= low
            kind = low.bit_length() - 1
            masks = tuple(map((TYPE_MASK[kind] & ~old).__and__, accepts))
            if all(masks):
                self.by_kind[kind].append((points, self.order, masks, cells, span))
            self.order += 1

    def best(self, hand: list[int]) -> Scored | None:
        """The first best-scoring placement of ``hand`` (ids), as ``best_placement`` gives it."""
        if self.empty:
            return best_placement(Board(), hand)
        bits = id_set(hand)
        top: Scored | None = None
        floor = -1
        rank = -1         # the generation order of ``top`` (-1: a single, listed first)
        for points, (x, y), both in self.singles:
            if mine := both & bits:
                top = (Place._sorted(((x, y, TILES[(mine & -mine).bit_length() - 1]),)), points)
                floor = points
                break
        for kind in range(12):
            count = (bits & TYPE_MASK[kind]).bit_count()
            if count < 2:
                continue
            for points, order, masks, cells, _ in self.by_kind[kind]:
                if points < floor or (points == floor and order > rank):
                    break
                if len(masks) > count:
                    continue
                for mask in masks:
                    if not mask & bits:
                        break
                else:
                    seq = _first_filling([mask & bits for mask in masks], 0)
                    if seq is not None:
                        top = (Place._sorted(tuple(
                            (x, y, TILES[b.bit_length() - 1])
                            for (x, y), b in zip(cells, seq, strict=True))), points)
                        floor, rank = points, order
                        break
        return top

    def best_points_after(self, board: Board, placed: list[Cell], hand: list[int]) -> int | None:
        """The points of the best placement of ``hand`` (ids) on ``board``, which is this
        board with tiles put on ``placed`` since (cells); None if there is none. Only the lines
        through the cells that changed are walked again (rows and columns of ``placed`` and of
        the anchors at the ends of their runs); the stretches elsewhere are taken from the
        list."""
        if self.empty:
            found = best_placement(board, hand)
            return None if found is None else found[1]
        bits = id_set(hand)
        changed = set(placed) | board.run_ends(placed)
        dirty: dict[int, list[int]] = {}        # line key -> the changed places along it
        for x, y in changed:
            dirty.setdefault(2 * y, []).append(x)
            dirty.setdefault(2 * x + 1, []).append(y)
        floor = -1
        for points, cell, both in self.singles:
            if both & bits and cell not in changed:
                floor = points
                break
        anchors = board.anchors
        for cell in changed:
            if (a := anchors.get(cell)) is not None and a[0] & a[2] & bits:
                floor = max(floor, a[1] + a[3])
        counts = [(bits & TYPE_MASK[kind]).bit_count() for kind in range(12)]
        for kind, count in enumerate(counts):
            if count < 2:
                continue
            for points, _, masks, _, (key, start, end) in self.by_kind[kind]:
                if points <= floor:
                    break
                if len(masks) > count or (key in dirty and any(
                        start - 1 <= p <= end + 1 for p in dirty[key])):
                    continue        # too few tiles, or the stretch has changed
                for mask in masks:
                    if not mask & bits:
                        break
                else:
                    if _first_filling([mask & bits for mask in masks], 0) is not None:
                        floor = points
                        break
        enough = [0] * 7       # per number of cells: the line types with so many tiles of ``bits``
        for kind, count in enumerate(counts):
            for e in range(count + 1):
                enough[e] |= 1 << kind
        for key, places in dirty.items():
            floor = _changed_line(board, key, min(places), max(places), bits, enough, floor)
        return None if floor < 0 else floor


def _changed_line(board: Board, key: int, low: int, high: int, bits: int, enough: list[int],
                  floor: int) -> int:
    """The best of ``floor`` and the points of the placements of two or more of the tiles
    ``bits`` (``enough``: the line types with at least so many of them) along line ``key``
    (``2 * y``: row y; ``2 * x + 1``: column x) that start between
    ``low - 6`` and ``high + 1`` (each stretch with a changed place [``low``, ``high``] in it or
    next to it)."""
    if key % 2:
        coords = [(key // 2, y) for y in range(low - 7, high + 8)]
        cross = 0
    else:
        coords = [(x, key // 2) for x in range(low - 7, high + 8)]
        cross = 2
    occ, accept, pts, reach = _read_line(board, coords, cross, 0)
    for i in range(1, len(coords) - 6):     # the walk of ``_Generator.line``, in tile ids
        if reach[i] > i + 5 or occ[i - 1] >= 0 or (occ[i] < 0 and not accept[i] & bits):
            continue
        kinds = enough[2]
        old = 0
        mine: list[int] = []
        gain = 0
        for j in range(i, i + 6):
            tid = occ[j]
            if tid >= 0:
                if old >> tid & 1:
                    break
                old |= 1 << tid
                kinds &= TILE_TYPES[tid]
            else:
                if not (took := accept[j] & bits):
                    break
                mine.append(took)
                gain += pts[j]
                kinds &= enough[len(mine)]
            if not kinds:
                break
            if len(mine) >= 2 and j >= reach[i] and occ[j + 1] < 0:
                points = line_points(j - i + 1) + gain
                if points > floor and _fills(kinds, old, mine, bits):
                    floor = points
    return floor


def _read_line(board: Board, coords: list[Cell], cross: int,
               pad: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """What a walk along ``coords`` needs, for each place and ``pad`` more past the end that hold
    nothing and take nothing: the tile id there (-1: empty), the tiles its cross run accepts
    (``cross``: 2 for a row, whose cross runs are columns; 0 for a column; all tiles where the
    cell touches nothing), the points of that cross run, and the first anchor at or after it."""
    cells = board.cells
    anchors = board.anchors
    n = len(coords)
    occ = [-1] * (n + pad)
    accept = [FULL] * n + [0] * pad
    pts = [0] * (n + pad)
    reach = [n + pad] * (n + pad)
    nearest = n + pad
    for p in range(n - 1, -1, -1):
        cell = coords[p]
        tid = cells.get(cell)
        if tid is not None:
            occ[p] = tid
        elif (a := anchors.get(cell)) is not None:
            accept[p] = a[cross]
            pts[p] = a[cross + 1]
            nearest = p
        reach[p] = nearest
    return occ, accept, pts, reach


def _fills(kinds: int, old: int, masks: list[int], bits: int) -> bool:
    """Whether, for some line type of ``kinds``, each mask can take a different tile of
    ``bits`` of that type that is not in ``old``."""
    while kinds:
        low = kinds & -kinds
        kinds ^= low
        allowed = bits & TYPE_MASK[low.bit_length() - 1] & ~old
        if _first_filling([mask & allowed for mask in masks], 0) is not None:
            return True
    return False


def _types_met(tiles: int) -> int:
    """The 12-bit set of line types that the tile-id set ``tiles`` has a tile of."""
    shapes = (tiles | tiles >> 6 | tiles >> 12 | tiles >> 18 | tiles >> 24 | tiles >> 30) & 63
    colours = 0
    for c in range(6):
        if tiles >> 6 * c & 63:
            colours |= 1 << c
    return colours | shapes << 6


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
        if it would score more than ``floor``. (``Spots`` and ``best_points_after`` walk lines
        the same way, each written out: shared through a generator, the walks took 15-50% longer
        on this hot path.)"""
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
            seq = _first_filling([hm[p] & allowed for p in spots], 0)
            if seq is not None:
                self.floor = points
                self.top = (Place._sorted(tuple(
                    (*coords[p], self.tiles[b]) for p, b in zip(spots, seq, strict=True))), points)
                return


def _first_filling(masks: list[int], used: int) -> list[int] | None:
    """The first (in ``_Generator.fill``'s order) way to give each mask a different bit of it
    that is not in ``used``; None if there is none."""
    if not masks:
        return []
    free = masks[0] & ~used
    while free:
        bit = free & -free
        rest = _first_filling(masks[1:], used | bit)
        if rest is not None:
            return [bit, *rest]
        free ^= bit
    return None
