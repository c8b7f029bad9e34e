"""Alpha-beta search for Kulami on bitboards: negamax with principal-variation windows,
iterative deepening, a transposition table with Zobrist keys, and move ordering (the table's
move, then the plate gain of each move, killers and history).

A position is a handful of ints passed down the recursion: the mover's marbles ``me``, the
opponent's ``op``, the ``empty`` holes, the hole ``last`` played just before (by the opponent)
and the plate ``before`` of the marble before that (the mover's own previous one; ``plates``
when there was none). The legal holes are then ``empty & allowed[last][before]`` (K-M3..K-M5:
the two plates of the last two marbles are closed). ``left`` counts the marbles still to place
(K-E1: the game also ends when the mover has no legal hole).

Values are points margins from the mover's side. Leaves take the evaluation: the live count of
the plates (K-S1..K-S3, from ``tables``, kept up to date move by move), plus the estimates of the
open plates (``Tables.est``, tuned by self-play: ``weights``, ``tuning``; also kept up to date
move by move), plus ``Tables.tempo`` times the best gain the mover could take at once (a plate
won or drawn level, a won plate grown) on a legal hole, so never on the two plates closed by
K-M4/K-M5. Finished games take the exact result (K-S1..K-S4, with the K-V1 and K-V2 variants).
Once an iteration's depth reaches the end of the game every leaf is a finished game, and the
value is exact (``Result.exact``). The dedicated endgame solver (``solver``, on whole numbers, no
evaluation) runs through ``Search.solve``. ``plain=True`` makes leaves take the live count
alone (the depth-8 baseline).

Reproducibility: the search stops after a fixed number of nodes; the clock (a safety net for a
busy machine) and the cancel event are polled every ``POLL`` nodes and stop it anywhere.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from tilegames.ai.kulami.solver import BIG, Finals
from tilegames.ai.kulami.solver import build as build_solver
from tilegames.ai.kulami.tables import Tables, est_margin, live_margin, plate_gain, tables_for
from tilegames.games.kulami.state import MAX_MARBLES, State

POLL = 128            # nodes between looks at the node budget, the clock and the cancel event
MAX_DEPTH = 64
INF = 1e9
EPS = 1e-6            # null windows on a float scale
TT_LIMIT = 1_000_000  # entries; the table is cleared when it grows beyond (bounded memory)
KILLER_BONUS = 0.75
EXACT, LOWER, UPPER = 0, 1, 2


class StopSearchError(Exception):
    """The node budget, the clock or the cancel event stopped the search."""


@dataclass
class Result:
    move: int            # best hole found (index into board.cells)
    value: float         # its value, a points margin for the mover
    depth: int           # deepest finished iteration (a partly searched one counts when its
                         # first move was done)
    nodes: int
    complete: bool       # the last iteration finished
    exact: bool          # the value is the game's exact result under best play (solved)


class Search:
    """Searches of one position (``state``, not changed) for its mover."""

    def __init__(self, state: State, *, nodes: int, deadline: float,
                 cancel: threading.Event | None = None, tables: Tables | None = None,
                 plain: bool = False) -> None:
        """``tables``: other evaluation weights than the shipped ones (``tables_for``);
        ``plain``: leaves take the live margin alone, not the evaluation (a baseline's
        search)."""
        board = state.board
        self.plain = plain
        self.board = board
        self.t: Tables = tables or tables_for(board, state.scoring)
        t = self.t
        self.variant = state.variant
        self.scoring = state.scoring
        self.node_limit = nodes
        self.deadline = deadline
        self.cancel = cancel
        # [nodes searched, nodes at the next poll]
        self.counter = [0, POLL]
        self.tt: dict[int, tuple[int, int, float, int]] = {}
        self.killers: list[list[int]] = [[-1, -1] for _ in range(MAX_DEPTH + 2)]
        self.history: list[int] = [0] * t.holes
        seat = state.current_player
        own = state.marbles()
        self.color = seat
        self.me, self.op = own[seat], own[1 - seat]
        self.empty = board.full & ~(self.me | self.op)
        self.left = MAX_MARBLES - (self.me | self.op).bit_count()
        self.legal = state.legal_mask()
        closed = state.closed_plates()          # the last marble's plate first
        self.root_plate = closed[0] if closed else t.plates
        h = 0
        for colour in (0, 1):
            keys = t.zobrist[colour]
            mask = own[colour]
            while mask:
                low = mask & -mask
                h ^= keys[low.bit_length() - 1]
                mask ^= low
        self.h = h
        self.live = live_margin(t, self.me, self.op)
        self.est = est_margin(t, self.me, self.op)
        # ``final(me, op, live)``: the exact result of a finished game for the mover (the
        # solver's count of K-V1 regions and K-V2 areas, remembered)
        self.final = Finals(board, t, self.variant).function()
        self.negamax = self._build()

    # --- bookkeeping -------------------------------------------------------------------------

    @property
    def nodes(self) -> int:
        """Nodes searched so far."""
        return self.counter[0]

    def _poll(self) -> None:
        nodes = self.counter[0]
        self.counter[1] = nodes + POLL
        if nodes >= self.node_limit or time.perf_counter() >= self.deadline:
            raise StopSearchError
        if self.cancel is not None and self.cancel.is_set():
            raise StopSearchError

    # --- the search --------------------------------------------------------------------------

    def _build(self) -> Callable[..., float]:
        """The recursive search as a closure over the tables (locals are Python's fastest
        lookups; this is the hot path).

        ``negamax(me, op, empty, last, before, left, h, color, live, est, depth, alpha, beta,
        ply)`` is the value for the mover (who plays ``me``, seat ``color``) within (alpha,
        beta), fail-soft; ``live`` is the live margin from the mover's side, ``est`` the sum of
        the open plates' estimates (``Tables.est``) from its side, ``h`` the Zobrist key of the
        marbles."""
        t = self.t
        allowed, plate_of, plate_mask, live_t = t.allowed, t.plate_of, t.plate_mask, t.live
        zobrist, zlast, stride = t.zobrist, t.zlast, t.plates + 1
        tt = self.tt
        tt_get = tt.get
        killers, history = self.killers, self.history
        final = self.final
        exact_only = self.variant is None
        poll = self._poll
        counter = self.counter
        tempo, est_step = t.tempo, t.est_step
        plain = self.plain

        def negamax(me: int, op: int, empty: int, last: int, before: int, left: int, h: int,
                    color: int, live: int, est: float, depth: int, alpha: float, beta: float,
                    ply: int) -> float:
            counter[0] += 1
            if counter[0] >= counter[1]:
                poll()
            legal = empty & allowed[last][before] if left else 0
            if not legal:
                return live if exact_only else final(me, op, live)
            if depth <= 0:
                if plain:
                    return live
                # The evaluation: the live count and the open plates' estimates, plus part of the
                # best gain the mover can take at once on a plate not closed to it (K-M4, K-M5:
                # legal holes only; the gain is ``plate_gain``, written out here and below for
                # speed).
                top = 0
                while legal:
                    low = legal & -legal
                    legal ^= low
                    i = low.bit_length() - 1
                    mask = plate_mask[i]
                    index = (me & mask).bit_count() * 8 + (op & mask).bit_count()
                    lt = live_t[i]
                    gain = lt[index + 8] - lt[index]
                    if gain > top:
                        top = gain
                return live + est + tempo * top
            key = h ^ zlast[last * stride + before]
            entry = tt_get(key)
            tt_move = -1
            if entry is not None:
                edepth, flag, value, tt_move = entry
                if edepth >= depth or edepth >= left:
                    if flag == EXACT:
                        return value
                    if flag == LOWER:
                        if value >= beta:
                            return value
                    elif value <= alpha:
                        return value
            # The legal holes, best first: the table's move, then the plate gain, killers,
            # history.
            k1, k2 = killers[ply]
            moves = []
            while legal:
                low = legal & -legal
                legal ^= low
                i = low.bit_length() - 1
                mask = plate_mask[i]
                index = (me & mask).bit_count() * 8 + (op & mask).bit_count()
                lt = live_t[i]
                gain = lt[index + 8] - lt[index]
                order = gain + history[i] * 1e-7
                if i == tt_move:
                    order += 1e6
                elif i in (k1, k2):
                    order += KILLER_BONUS
                moves.append((order, i, gain, index))
            moves.sort(reverse=True)
            plate = plate_of[last]
            zkeys = zobrist[color]
            other = color ^ 1
            child_left = left - 1
            child_depth = depth - 1
            child_ply = ply + 1
            alpha0 = alpha
            best = -INF
            best_move = -1
            first = True
            for _order, i, gain, index in moves:
                bit = 1 << i
                child_est = -(est + est_step[i][index])
                if first:
                    value = -negamax(op, me | bit, empty ^ bit, i, plate, child_left,
                                     h ^ zkeys[i], other, -(live + gain), child_est,
                                     child_depth, -beta, -alpha, child_ply)
                    first = False
                else:
                    value = -negamax(op, me | bit, empty ^ bit, i, plate, child_left,
                                     h ^ zkeys[i], other, -(live + gain), child_est,
                                     child_depth, -alpha - EPS, -alpha, child_ply)
                    if alpha < value < beta:
                        value = -negamax(op, me | bit, empty ^ bit, i, plate, child_left,
                                         h ^ zkeys[i], other, -(live + gain), child_est,
                                         child_depth, -beta, -alpha, child_ply)
                if value > best:
                    best = value
                    best_move = i
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            pair = killers[ply]
                            if pair[0] != i:
                                pair[1] = pair[0]
                                pair[0] = i
                            history[i] += depth * depth
                            break
            flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
            if len(tt) >= TT_LIMIT:
                tt.clear()
            tt[key] = (depth, flag, best, best_move)
            return best

        return negamax

    def static(self) -> float:
        """The evaluation of the root position from its mover's side (what a leaf of the
        search gets): the exact result when the game is over."""
        if not self.legal:
            return float(self.final(self.me, self.op, self.live))
        t = self.t
        me, op = self.me, self.op
        top = 0
        legal = self.legal
        while legal:
            low = legal & -legal
            legal ^= low
            top = max(top, plate_gain(t, low.bit_length() - 1, me, op))
        return self.live + self.est + t.tempo * top

    def child_value(self, i: int, depth: int, alpha: float = -INF, beta: float = INF) -> float:
        """The value for the root's mover of playing hole ``i``, searched ``depth`` plies deep
        (``i`` itself is the first ply)."""
        t = self.t
        me, op = self.me, self.op
        bit = 1 << i
        mask = t.plate_mask[i]
        index = (me & mask).bit_count() * 8 + (op & mask).bit_count()
        est = self.est + t.est[i][index + 8] - t.est[i][index]
        return -self.negamax(op, me | bit, self.empty ^ bit, i, self.root_plate, self.left - 1,
                             self.h ^ t.zobrist[self.color][i], self.color ^ 1,
                             -(self.live + plate_gain(t, i, me, op)), -est, depth - 1, -beta,
                             -alpha, 1)

    def solve(self, moves: list[int], guess: int = 0,
              tt: dict[int, tuple[int, int, int]] | None = None) -> Result:
        """The exact result (``solver``): the first of ``moves`` (holes, at least one) with the
        best final margin under best play, and that margin. MTD(f): null-window tests from
        ``guess`` (the first one asks win or not) close in on the margin. ``tt`` is a table of
        proven bounds to use and fill (a fresh one when None). Raises StopSearchError when the
        node budget, the clock or the cancel event stops it first."""
        if tt is None:
            tt = {}
        t = self.t
        solve = build_solver(t, self.final, tt, self.counter, self._poll)
        me, op, empty, color = self.me, self.op, self.empty, self.color
        zkeys = t.zobrist[color]
        children = []
        for i in moves:
            bit = 1 << i
            children.append((i, (op, me | bit, empty ^ bit, i, self.root_plate, self.left - 1,
                                 self.h ^ zkeys[i], color ^ 1,
                                 -(self.live + plate_gain(t, i, me, op)))))

        def test(beta: int) -> tuple[int, int]:
            """Whether the root reaches ``beta``: (a fail-soft bound, the first move that
            reaches it or -1)."""
            top = -BIG
            for i, args in children:
                value = -solve(*args, -beta, -beta + 1)
                if value >= beta:
                    return value, i
                top = max(top, value)
            return top, -1

        lower, upper = -BIG, BIG
        best_move = moves[0]
        value = guess
        gc_was = gc.isenabled()
        gc.disable()
        try:
            while lower < upper:
                beta = value + 1 if value == lower else value
                value, move = test(beta)
                if move >= 0:
                    lower, best_move = value, move
                else:
                    upper = value
        finally:
            if gc_was:
                gc.enable()
        return Result(best_move, float(lower), self.left, self.nodes, True, True)

    def root_search(self, moves: list[int], max_depth: int = MAX_DEPTH,
                    min_depth: int = 1) -> Result:
        """Iterative deepening over ``moves`` (holes, at least one; their order breaks ties)
        up to ``max_depth`` plies or the end of the game (then the value is exact)."""
        t = self.t
        me, op = self.me, self.op
        gains = {i: plate_gain(t, i, me, op) for i in moves}
        moves = sorted(moves, key=lambda i: -gains[i])   # stable: ties keep the given order
        result = Result(moves[0], float(gains[moves[0]] + self.live), 0, 0, False, False)
        gc_was = gc.isenabled()
        gc.disable()      # the search makes no cycles; a collection would only cost time
        try:
            depth = max(1, min(min_depth, self.left))
            while depth <= max_depth:
                scores: dict[int, float] = {}
                best_move, best_value = -1, -INF
                alpha, beta = -INF, INF
                try:
                    for n, i in enumerate(moves):
                        if n == 0:
                            value = self.child_value(i, depth, alpha, beta)
                        else:
                            value = self.child_value(i, depth, alpha, alpha + EPS)
                            if value > alpha:
                                value = self.child_value(i, depth, alpha, beta)
                        scores[i] = value
                        if value > best_value:
                            best_move, best_value = i, value
                            alpha = max(alpha, value)
                except StopSearchError:
                    if moves[0] in scores:
                        result = Result(best_move, best_value, depth, self.nodes, False,
                                        False)
                    result.nodes = self.nodes
                    result.complete = False
                    return result
                exact = depth >= self.left
                result = Result(best_move, best_value, depth, self.nodes, True, exact)
                if exact:
                    break
                moves.sort(key=lambda m: -scores[m])   # stable
                depth += 1
        finally:
            if gc_was:
                gc.enable()
        return result



def evaluate(state: State) -> float:
    """The search's evaluation of ``state`` from its mover's side (see ``Search.static``)."""
    return Search(state, nodes=0, deadline=INF).static()
