"""A board's spots listed once, for any hand, best first (``Spots``): a simulation that tries many
hands on one board asks it for the best placement (the same answer as
``movegen.best_placement``, found sooner once the spots are listed: docs/benchmarks.md), and for
the best points after a few more tiles were put down (only the changed lines are walked again).

The stretches are those of games/qwirkle/movegen.py's docstring, walked the same way as its
generator walks a line.
"""

from __future__ import annotations

from tilegames.games.qwirkle.board import Board, Cell, line_points
from tilegames.games.qwirkle.movegen import Scored, best_placement, first_filling
from tilegames.games.qwirkle.moves import Place
from tilegames.games.qwirkle.tiles import FULL, TILE_TYPES, TILES, TYPE_MASK, id_set

ALL_TYPES = 0b111111111111      # the 12 line types: 6 colours, then 6 shapes


class Spots:
    """A board's spots, listed once so that many hands can be tried on the same board (a
    simulation deals many hands to one position): the anchors for one tile, and every stretch of
    a line that a placement of two or more tiles could make (see movegen's docstring), each
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
        """The stretches along ``coords`` (as movegen's generator walks a line, but for any hand),
        for ``_fillings``; ``key`` names the line: ``2 * y`` for row y, ``2 * x + 1`` for
        column x."""
        occ, accept, pts, reach = _read_line(board, coords, cross, 6)
        met = [ALL_TYPES if a == FULL else _types_met(a) for a in accept]   # line types taken
        along = 1 - cross // 2
        for i in range(len(coords)):      # movegen's line walk, for any hand
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
        empty cell could take (not if some cell could take none); ``order`` keeps the order in
        which movegen's generator fills them (stretches in walk order, each by type); ``span`` is
        the line's key and where the stretch starts and ends along it."""
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
                    seq = first_filling([mask & bits for mask in masks], 0)
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
                    if first_filling([mask & bits for mask in masks], 0) is not None:
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
    for i in range(1, len(coords) - 6):     # movegen's line walk, in tile ids
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
        if first_filling([mask & allowed for mask in masks], 0) is not None:
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
