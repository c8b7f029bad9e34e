"""Alpha-beta search for LSD: negamax with iterative deepening, a transposition table, move
ordering (hash move, killers, history, a cheap look at each cell), late-move reductions and a
threat extension at the leaves (a seat facing a win in one must answer it; wins are seen at
every node before anything else).

Made for two players. With four it would be a *paranoid* search (the root seat against the other
three as one side); the players use ``multi.RoundSearch`` instead, which borrows ``order`` here.

Values are from the root seat's side during the search and in the results, on a scale where a
won game is +``WIN`` (less a little per ply, so quicker wins count more) and a lost one -``WIN``.

Reproducibility: the search stops after a fixed number of nodes (deterministic), and only on a
time cap (a safety net for an overloaded machine) or the cancel event at an arbitrary point.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from tilegames.ai.lsd.board import SLOT_BITS, SLOT_ICON, SLOT_LIMIT, SearchBoard
from tilegames.ai.lsd.evaluate import CAPTURE_NOW, evaluate

SLOT_MASK_BITS = SLOT_LIMIT - 1

WIN = 100.0
PLY = 0.1             # a win one ply later is worth this much less
WON = WIN - 10.0      # values beyond this are wins (or losses) found by the search
QUIESCENCE_DEPTH = 4  # forced answers to wins in one, searched beyond the nominal depth
CHECK_EVERY = 64      # nodes between looks at the clock and the cancel event
MAX_DEPTH = 40

EXACT, LOWER, UPPER = 0, 1, 2


class StopSearchError(Exception):
    """The node budget, the time cap or the cancel event stopped the search."""


@dataclass
class Result:
    move: int            # best move found (a search move), -1 if none
    value: float         # its value for the root seat
    depth: int           # deepest completed iteration
    nodes: int
    complete: bool       # the last iteration finished (not cut short)


def _first(pair: tuple[float, int]) -> float:
    return pair[0]


class Search:
    """One search from the position of ``sb`` for ``sb.mover`` (the root seat)."""

    def __init__(self, sb: SearchBoard, *, nodes: int, deadline: float,
                 cancel: threading.Event | None = None) -> None:
        self.sb = sb
        self.root = sb.mover
        self.node_limit = nodes
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.tt: dict[tuple[int, int], tuple[int, float, int, int]] = {}
        self.killers: dict[int, list[int]] = {}
        self.history: dict[int, int] = {}

    # --- bookkeeping -------------------------------------------------------------------------

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0:
            if self.nodes >= self.node_limit:
                raise StopSearchError
            if time.perf_counter() >= self.deadline:
                raise StopSearchError
            if self.cancel is not None and self.cancel.is_set():
                raise StopSearchError

    def side(self, seat: int) -> int:
        """+1 for the root seat, -1 for the others (one side in 4-player paranoid search)."""
        return 1 if seat == self.root else -1

    def _from_child(self, parent: int, value: float) -> float:
        """A child's value (from its mover's side) from the side of the parent's mover."""
        child = self.sb.mover
        if self.sb.over or self.side(child) == self.side(parent):
            return value
        return -value

    # --- ordering ----------------------------------------------------------------------------

    def order(self, moves: list[int], ply: int, first: int = -1) -> list[int]:
        """``moves`` best first: the hash move, then by a look at each cell (own runs, the rows
        it blocks, captures), killers and history."""
        sb = self.sb
        mover = sb.mover
        rivals = [s for s in range(sb.players) if self.side(s) != self.side(mover)]
        killers = self.killers.get(ply, ())
        history = self.history
        cell_score: dict[int, float] = {}
        capture: dict[tuple[int, int], int] = {}
        scored = []
        plus_code = (mover + 1) << 5
        for move in moves:
            cell = move >> SLOT_BITS
            base = cell_score.get(cell)
            if base is None:
                own = sb.run_through(cell, mover)
                block = max(sb.run_through(cell, r) for r in rivals) if rivals else 0
                base = 4.0 * own * own + 3.0 * block * block
                cell_score[cell] = base
            icon = SLOT_ICON[move & SLOT_MASK_BITS]
            got = capture.get((cell, icon))
            if got is None:
                got = len(sb.captures_of(cell, plus_code | icon << 4))
                capture[(cell, icon)] = got
            score = base + 10.0 * CAPTURE_NOW * got + history.get(move, 0) * 1e-3
            if move in killers:
                score += 50.0
            if move == first:
                score += 1e9
            scored.append((-score, move))
        scored.sort(key=_first)       # stable: equals keep the given (at the root: seeded) order
        return [m for _s, m in scored]

    # --- the search --------------------------------------------------------------------------

    def static(self) -> float:
        """The static value from the mover's side."""
        sb = self.sb
        return self.side(sb.mover) * evaluate(sb, self.root)

    def negamax(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value of the position from the mover's side, within (alpha, beta)."""
        sb = self.sb
        self._tick()
        if sb.over:
            return WIN - PLY * ply if sb.winner >= 0 else 0.0
        mover = sb.mover
        if sb.win_cells(mover):
            return WIN - PLY * (ply + 1)
        if depth <= 0:
            return self.quiesce(alpha, beta, ply, 0)
        key = (sb.hash, mover)
        entry = self.tt.get(key)
        hash_move = -1
        if entry is not None:
            edepth, evalue, eflag, hash_move = entry
            if edepth >= depth:
                if eflag == EXACT:
                    return evalue
                if eflag == LOWER and evalue >= beta:
                    return evalue
                if eflag == UPPER and evalue <= alpha:
                    return evalue
        moves = self.order(sb.moves(), ply, hash_move)
        alpha0 = alpha
        best = -2 * WIN
        best_move = -1
        for index, move in enumerate(moves):
            sb.make(move)
            same = sb.over or self.side(sb.mover) == self.side(mover)
            try:
                reduce = 1 if (depth >= 3 and index >= 4) else 0
                value = self._child(depth - 1 - reduce, alpha, beta, ply, same)
                if reduce and value > alpha:
                    value = self._child(depth - 1, alpha, beta, ply, same)
            finally:
                sb.unmake()
            if value > best:
                best = value
                best_move = move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        killers = self.killers.setdefault(ply, [])
                        if move not in killers:
                            killers.insert(0, move)
                            del killers[2:]
                        self.history[move] = self.history.get(move, 0) + depth * depth
                        break
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        self.tt[key] = (depth, best, flag, best_move)
        return best

    def _child(self, depth: int, alpha: float, beta: float, ply: int, same: bool) -> float:
        if same:
            return self.negamax(depth, alpha, beta, ply + 1)
        return -self.negamax(depth, -beta, -alpha, ply + 1)

    def quiesce(self, alpha: float, beta: float, ply: int, qdepth: int) -> float:
        """A leaf: the static value, unless the seat after the mover threatens to win at once;
        then the mover must answer and every answer is searched (the mover's own wins in one
        were checked by the caller)."""
        sb = self.sb
        mover = sb.mover
        nxt = sb.next_seat(mover)
        if nxt >= 0 and nxt != mover and sb.win_cells(nxt):
            if self.side(nxt) == self.side(mover):
                return WIN - PLY * (ply + 2)      # a partner in the paranoid side wins next
            if qdepth < QUIESCENCE_DEPTH:
                best = -2 * WIN
                for move in self.order(sb.moves(), ply):
                    sb.make(move)
                    try:
                        self._tick()
                        same = sb.over or self.side(sb.mover) == self.side(mover)
                        if sb.over:
                            value = WIN - PLY * (ply + 1) if sb.winner >= 0 else 0.0
                        elif sb.win_cells(sb.mover):
                            value = WIN - PLY * (ply + 2)
                            value = value if same else -value
                        else:
                            inner = (self.quiesce(alpha, beta, ply + 1, qdepth + 1) if same
                                     else -self.quiesce(-beta, -alpha, ply + 1, qdepth + 1))
                            value = inner
                    finally:
                        sb.unmake()
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
                return best
        return self.static()

    def root_search(self, moves: list[int], max_depth: int) -> Result:
        """Iterative deepening over ``moves`` (the root's candidates, at least one)."""
        sb = self.sb
        moves = self.order(moves, 0)
        result = Result(moves[0], 0.0, 0, 0, False)
        for depth in range(1, max_depth + 1):
            best_move, best_value = -1, -2 * WIN
            alpha, beta = -2 * WIN, 2 * WIN
            scores: dict[int, float] = {}
            try:
                for move in moves:
                    sb.make(move)
                    same = sb.over or self.side(sb.mover) == self.side(self.root)
                    try:
                        value = self._child(depth - 1, alpha, beta, 0, same)
                    finally:
                        sb.unmake()
                    scores[move] = value
                    if value > best_value:
                        best_move, best_value = move, value
                        alpha = max(alpha, value)
            except StopSearchError:
                # A partly searched depth counts once its first move (the last best) was done:
                # every later move was then searched against it.
                if moves[0] in scores:
                    result = Result(best_move, best_value, result.depth, self.nodes, False)
                result.nodes = self.nodes
                result.complete = False
                return result
            result = Result(best_move, best_value, depth, self.nodes, True)
            if abs(best_value) >= WON:
                break                                # a forced win or loss: deeper adds nothing
            moves.sort(key=lambda m: -scores[m])      # stable: ties keep the earlier order
        return result

