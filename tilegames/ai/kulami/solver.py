"""The exact Kulami endgame solver: the final margin under best play by both sides.

A negamax to the end of the game on whole-number margins, apart from the midgame search
(``search``): no evaluation, no depth, only the live plate margin (K-S1..K-S3) kept up to date
move by move, and the exact result at the end of the game (K-E1, K-S4; the K-V1 regions and
K-V2 areas counted by ``Finals``). Its speed does not depend on the evaluation.

Cut-offs: a table of proven bounds (``lower``, ``upper``, best move) on Zobrist keys; null
windows for every move after the first (and MTD(f) at the root, ``Search.solve``). Move order:
the table's move, then three times the plate gain of each move minus the number of replies it
leaves the opponent (fewest replies first: forcing lines come first). Measured on positions with
27 empty holes (docs/benchmarks.md): this order needs a third of the nodes of plate gain alone;
an enhanced transposition cut-off (looking up every child's bound before searching any) and a
history heuristic did not help and are left out.

The table of proven bounds may outlive one search: ``SolvedCache`` keeps it across the moves of
one game (same board, scoring, variant and first player), bounded in entries. A bound stays true
whatever search proved it, so a warm table changes node counts, never a value; the root's move is
the first move in the given order that reaches the best value, so it does not depend on the
table either.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tilegames.ai.kulami.tables import Tables
from tilegames.games.kulami.board import Board

BIG = 1 << 20          # beyond every margin (the K-V1 win counts ``REGION_WIN`` = 100)
REGION_WIN = 100       # K-V1: a larger largest region wins outright; it counts this much
# Bounds are stored for nodes with at least this many marbles left (fewer entries for about the
# same nodes as storing them all; docs/benchmarks.md).
STORE_LEFT = 4
SOLVED_ENTRIES = 500_000   # ``SolvedCache`` bound: at most this many positions (about 150 bytes
                           # each: 75 MB)
FINAL_ENTRIES = 200_000    # ``Finals`` bound on its remembered areas and regions
THREAT, THREAT_LEFT = 2, 8
ORDER_GAIN = 3         # move order: this many times the plate gain, minus the opponent's replies


class Finals:
    """Exact results of finished games on one board (K-S4 with K-V1 or K-V2), from the
    mover's marbles ``me`` and the opponent's ``op`` and the live plate margin ``live``."""

    def __init__(self, board: Board, t: Tables, variant: str | None) -> None:
        self.board = board
        self.t = t
        self.variant = variant
        self._areas: dict[int, int] = {}
        self._regions: dict[tuple[int, int], int] = {}
        # The standard square board numbers its holes y * 8 + x: groups grow by bit shifts.
        self._square = board.is_standard_square()

    def function(self) -> Callable[[int, int, int], int]:
        """``final(me, op, live)``: the mover's exact margin of a finished game."""
        if self.variant == "areas":
            return self._final_areas
        if self.variant == "regions":
            return self._final_regions
        return lambda _me, _op, live: live

    # K-V2 ----------------------------------------------------------------------------------

    def _final_areas(self, me: int, op: int, live: int) -> int:
        return live + self.area(me) - self.area(op)

    def area(self, mask: int) -> int:
        """Marbles in the largest orthogonally connected group of ``mask`` (remembered)."""
        found = self._areas.get(mask)
        if found is not None:
            return found
        best = 0
        left = mask
        if self._square:
            not_a, not_h = ~0x0101010101010101, ~0x8080808080808080
            while left and left.bit_count() > best:
                group = left & -left
                while True:
                    grow = (group | (group << 1 & not_a) | (group >> 1 & not_h) | group << 8
                            | group >> 8) & left
                    if grow == group:
                        break
                    group = grow
                left &= ~group
                size = group.bit_count()
                if size > best:
                    best = size
        else:
            neighbours = self.board.neighbour_masks
            while left and left.bit_count() > best:
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
                if size > best:
                    best = size
        if len(self._areas) >= FINAL_ENTRIES:
            self._areas.clear()
        self._areas[mask] = best
        return best

    # K-V1 ----------------------------------------------------------------------------------

    def _final_regions(self, me: int, op: int, live: int) -> int:
        t = self.t
        mine = theirs = 0
        for p, mask in enumerate(t.plate_masks):
            a = (me & mask).bit_count()
            b = (op & mask).bit_count()
            if a > b:
                mine |= 1 << p
            elif b > a:
                theirs |= 1 << p
        key = (mine, theirs)
        diff = self._regions.get(key)
        if diff is None:
            diff = self.region(mine) - self.region(theirs)
            if len(self._regions) >= FINAL_ENTRIES:
                self._regions.clear()
            self._regions[key] = diff
        if diff > 0:
            return live + REGION_WIN
        if diff < 0:
            return live - REGION_WIN
        return live

    def region(self, plates: int) -> int:
        """Holes of the largest region (plates joined by shared edges) of the plate set
        ``plates`` (bit ``p`` is plate ``p``)."""
        board = self.board
        sizes = self.t.plate_size
        best = 0
        left = plates
        while left:
            low = left & -left
            left ^= low
            todo = [low.bit_length() - 1]
            size = 0
            while todo:
                p = todo.pop()
                size += sizes[p]
                for q in board.plate_neighbours(p):
                    if left >> q & 1:
                        left ^= 1 << q
                        todo.append(q)
            if size > best:
                best = size
        return best


class SolvedCache:
    """Tables of proven bounds kept across the moves of one game in this process: one game at a
    time (keyed by board, scoring, variant and first player; a new game starts a new table), at
    most ``SOLVED_ENTRIES`` positions (cleared when full: bounded memory)."""

    def __init__(self) -> None:
        self.key: tuple[Any, ...] | None = None
        self.table: dict[int, tuple[int, int, int]] = {}

    def table_for(self, key: tuple[Any, ...]) -> dict[int, tuple[int, int, int]]:
        """The table of the game ``key`` (an empty one for a new game)."""
        if key != self.key:
            self.key = key
            self.table = {}
        return self.table

    def clear(self) -> None:
        self.key = None
        self.table = {}


CACHE = SolvedCache()


def build(t: Tables, final: Callable[[int, int, int], int], tt: dict[int, tuple[int, int, int]],
          counter: list[int], poll: Callable[[], None]) -> Callable[..., int]:
    """The solver as a closure over the tables (locals are Python's fastest lookups).

    ``solve(me, op, empty, last, before, left, h, color, live, alpha, beta)`` is the exact
    margin for the mover (marbles ``me``, seat ``color``) if it lies within (alpha, beta), else a
    bound on the side it fails (fail-soft); the arguments are those of the midgame search
    (``search.Search``), on whole numbers. ``tt`` maps a position key to its proven bounds
    ``(lower, upper, best move)``; ``counter`` is [nodes, nodes at the next ``poll``]."""
    allowed, plate_of, plate_mask, live_t = t.allowed, t.plate_of, t.plate_mask, t.live
    zobrist, zlast, stride = t.zobrist, t.zlast, t.plates + 1
    tt_get = tt.get
    store_left = STORE_LEFT
    limit = SOLVED_ENTRIES

    def solve(me: int, op: int, empty: int, last: int, before: int, left: int, h: int,
              color: int, live: int, alpha: int, beta: int) -> int:
        counter[0] += 1
        if counter[0] >= counter[1]:
            poll()
        legal = empty & allowed[last][before] if left else 0
        if not legal:
            return final(me, op, live)
        plate = plate_of[last]
        if left == 1:
            # The last marble: each move ends the game (K-E1).
            best = -BIG
            while legal:
                low = legal & -legal
                legal ^= low
                i = low.bit_length() - 1
                mask = plate_mask[i]
                index = (me & mask).bit_count() * 8 + (op & mask).bit_count()
                lt = live_t[i]
                value = final(me | low, op, live + lt[index + 8] - lt[index])
                if value > best:
                    best = value
            return best
        key = h ^ zlast[last * stride + before]
        entry = tt_get(key) if left >= store_left else None
        tt_move = -1
        lo, hi = -BIG, BIG
        if entry is not None:
            lo, hi, tt_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        zkeys = zobrist[color]
        other = color ^ 1
        child_left = left - 1
        # The legal holes, best first: the table's move, then gain minus the opponent's replies.
        moves = []
        while legal:
            low = legal & -legal
            legal ^= low
            i = low.bit_length() - 1
            mask = plate_mask[i]
            index = (me & mask).bit_count() * 8 + (op & mask).bit_count()
            lt = live_t[i]
            gain = lt[index + 8] - lt[index]
            if i == tt_move:
                order = BIG
            else:
                replies = empty & allowed[i][plate]
                order = ORDER_GAIN * gain - replies.bit_count()
                if left >= THREAT_LEFT:
                    # The opponent's best gain at once after this move.
                    me2 = me | low
                    top = 0
                    while replies:
                        rlow = replies & -replies
                        replies ^= rlow
                        j = rlow.bit_length() - 1
                        mask = plate_mask[j]
                        index = (op & mask).bit_count() * 8 + (me2 & mask).bit_count()
                        lt = live_t[j]
                        g = lt[index + 8] - lt[index]
                        if g > top:
                            top = g
                    order -= THREAT * top
            moves.append((order, i, gain))
        moves.sort(reverse=True)
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        alpha0 = alpha
        best = -BIG
        best_move = -1
        first = True
        for _order, i, gain in moves:
            bit = 1 << i
            if first:
                value = -solve(op, me | bit, empty ^ bit, i, plate, child_left, h ^ zkeys[i],
                               other, -(live + gain), -beta, -alpha)
                first = False
            else:
                value = -solve(op, me | bit, empty ^ bit, i, plate, child_left, h ^ zkeys[i],
                               other, -(live + gain), -alpha - 1, -alpha)
                if alpha < value < beta:
                    value = -solve(op, me | bit, empty ^ bit, i, plate, child_left,
                                   h ^ zkeys[i], other, -(live + gain), -beta, -alpha)
            if value > best:
                best = value
                best_move = i
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if left >= store_left:
            # What this search proved, joined with what the table knew.
            if best <= alpha0:
                new_lo, new_hi = lo, min(hi, best)
            elif best >= beta:
                new_lo, new_hi = max(lo, best), hi
            else:
                new_lo = new_hi = best
            if best_move < 0 or best <= alpha0:
                best_move = tt_move
            if len(tt) >= limit:
                tt.clear()
            tt[key] = (new_lo, new_hi, best_move)
        return best

    return solve
