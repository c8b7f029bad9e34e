"""Four-player LSD search: max-n over a round of play, with a model of the other seats.

Every seat wins alone (LSD-W1), so the other three are rivals of the root seat but also of each
other: a seat that lets its neighbour win loses too, and blocks. A paranoid search (all three
against the root) assumes they never do, and then gives up positions that are not lost. Here each
other seat plays as a sound one-move-ahead player would for *itself*: it wins when it can, stops
the next seat's win in one, and otherwise takes the move best for it by the static evaluation
(over its most promising moves). The root tries each of its moves, lets the others answer for a
full round, and judges the position when it is its turn again (a win then, a threat it cannot
stop, or the static value); then ever more of its most promising first moves over two rounds and
over three (``STAGES``), as far as the node budget reaches.

Values are from the root seat's side; a won game is +``WIN``. Deterministic: ties go to the
earlier move in the order given (the players' seeded order); only the clock (a safety net) or the
cancel event can change the outcome.
"""

from __future__ import annotations

import threading
import time

from tilegames.ai.lsd.board import SLOT_BITS, SearchBoard
from tilegames.ai.lsd.evaluate import evaluate
from tilegames.ai.lsd.search import PLY, WIN, Result, Search, StopSearchError

REPLY_WIDTH = 10      # moves of another seat looked at (besides wins and blocks)
EXPOSED = -WIN / 2     # at best, after leaving a double threat to the seats in between
# Per level, after a glance at every move: (rounds, the best moves so far looked at over that
# many rounds; 0: all), in turn until the node budget runs out.
STAGES = {"hard": ((1, 16), (2, 3), (2, 6), (2, 12), (2, 24), (2, 48)),
          "expert": ((1, 0), (2, 8), (2, 16), (2, 32), (3, 2), (3, 4), (3, 8), (3, 16))}
DECIDED = 99          # the rounds of a move whose value is a won or lost game (final)


class RoundSearch:
    """The max-n round search for ``sb.mover`` (see the module docstring)."""

    def __init__(self, sb: SearchBoard, *, nodes: int, deadline: float,
                 cancel: threading.Event | None = None) -> None:
        self.sb = sb
        self.root = sb.mover
        self.node_limit = nodes
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.values: dict[int, float] = {}   # root move -> value, after root_search
        self._order = Search(sb, nodes=1 << 60, deadline=float("inf"))   # for move ordering

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % 4 == 0 and (self.nodes >= self.node_limit
                                     or time.perf_counter() >= self.deadline
                                     or (self.cancel is not None and self.cancel.is_set())):
            raise StopSearchError

    def _reply(self) -> int:
        """The move the seat to move (not the root) is expected to play."""
        sb = self.sb
        me = sb.mover
        moves = sb.moves()
        wins = sb.win_cells(me)
        if wins:
            cells = set(wins)
            return min(m for m in moves if m >> SLOT_BITS in cells)
        self._order.root = me
        ordered = self._order.order(moves, 0)
        nxt = sb.next_seat(me)
        if nxt >= 0 and nxt != me and sb.win_cells(nxt):
            blocks = []
            for move in ordered:                  # only the moves that stop the next seat
                self._tick()
                sb.make(move)
                try:
                    if sb.over or sb.mover == me or not sb.win_cells(sb.mover):
                        blocks.append(move)
                finally:
                    sb.unmake()
                if len(blocks) >= REPLY_WIDTH:
                    break
            if not blocks:
                return ordered[0]
            ordered = blocks
        best, best_value = ordered[0], -2 * WIN
        for move in ordered[:REPLY_WIDTH]:
            self._tick()
            sb.make(move)
            try:
                if sb.over:
                    value = 0.0
                elif sb.mover != me and sb.win_cells(sb.mover):
                    value = -WIN
                else:
                    value = evaluate(sb, me)
            finally:
                sb.unmake()
            if value > best_value:
                best, best_value = move, value
        return best

    def _judge(self, ply: int) -> float:
        """The position with the root to move (or over), for the root."""
        sb = self.sb
        if sb.over:
            if sb.winner < 0:
                return 0.0
            return WIN - PLY * ply if sb.winner == self.root else -(WIN - PLY * ply)
        root = self.root
        if sb.win_cells(root):
            return WIN - PLY * (ply + 1)
        nxt = sb.next_seat(root)
        if nxt >= 0 and nxt != root:
            threats = sb.win_cells(nxt)
            if len(threats) == 1:
                cell = threats[0]
                if not any(m >> SLOT_BITS == cell for m in sb.moves()):
                    threats = [cell, cell]      # it cannot be covered: look for another stop
            if len(threats) > 1 and not self._can_stop(root):
                return -(WIN - PLY * (ply + 2))
        return evaluate(sb, root)

    def _can_stop(self, root: int) -> bool:
        """Whether the root (to move) has a move after which the next seat cannot win at once."""
        sb = self.sb
        for move in sb.moves():
            self._tick()
            sb.make(move)
            try:
                if sb.over or sb.mover == root or not sb.win_cells(sb.mover):
                    return True
            finally:
                sb.unmake()
        return False

    def _round(self, ply: int) -> tuple[float, int]:
        """Let the other seats play until the root moves again (or the game ends); the root's
        value then, and how many moves were made (to take back)."""
        sb = self.sb
        made = 0
        try:
            while not sb.over and sb.mover != self.root:
                sb.make(self._reply())
                made += 1
            return self._judge(ply + made), made
        except StopSearchError:
            for _ in range(made):          # the caller takes back only what it is told of
                sb.unmake()
            raise

    def value_of(self, move: int, rounds: int) -> float:
        """The root's value of ``move`` looking ``rounds`` rounds ahead."""
        sb = self.sb
        self._tick()
        sb.make(move)
        made = 1
        try:
            if sb.over:
                return self._judge(1)
            exposed = self._exposed()
            value, more = self._round(1)
            if exposed:
                value = min(value, EXPOSED)
            made += more
            if rounds > 1 and not sb.over and abs(value) < WIN - 10:
                best = -2 * WIN
                self._order.root = self.root
                for second in self._order.order(sb.moves(), 0)[:REPLY_WIDTH * 2]:
                    best = max(best, self.value_of(second, rounds - 1))
                value = best
            return value
        finally:
            for _ in range(made):
                sb.unmake()

    def _exposed(self) -> bool:
        """After the root's move: whether a seat other than the next one has two or more cells
        to win on. Only its own forerunner is sure to answer (the others may not, as the seats
        of a real table often do not), so the root covers such a double threat itself."""
        sb = self.sb
        nxt = sb.mover
        for seat in range(sb.players):
            if seat != self.root and seat != nxt and len(sb.win_cells(seat)) >= 2:
                return True
        return False

    def _glance(self, move: int) -> float:
        """The root's static value right after ``move`` (a win in one for the next seat is a
        loss): Medium's judgement."""
        sb = self.sb
        self._tick()
        sb.make(move)
        try:
            if sb.over:
                return self._judge(1)
            if sb.mover != self.root and sb.win_cells(sb.mover):
                return -(WIN - 2 * PLY)
            value = evaluate(sb, self.root)
            return min(value, EXPOSED) if self._exposed() else value
        finally:
            sb.unmake()

    def root_search(self, moves: list[int], level: str = "hard") -> Result:
        """The best of ``moves`` (at least one) for the root seat: every move at a glance, then
        ever more of the most promising ones over ever more rounds (``STAGES``), until the
        stages are done or the node budget, the clock or the cancel event stops it; then the
        best of the last stage finished (with the moves of an unfinished one judged as deep)."""
        stages = STAGES.get(level, STAGES["hard"])
        self._order.root = self.root
        moves = self._order.order(moves, 0)
        values = self.values = {}
        done: dict[int, int] = {}                 # move -> rounds its value looked ahead
        best, best_value = moves[0], -2 * WIN
        depth = 0
        try:
            for move in moves:
                values[move] = self._glance(move)
                done[move] = 0
            best = max(moves, key=lambda m: values[m])      # first of the equals: ordered
            best_value = values[best]
            for rounds, width in stages:
                ranked = sorted(moves, key=lambda m: -values[m])[:width or len(moves)]
                for move in ranked:
                    if done[move] < rounds:
                        values[move] = self.value_of(move, rounds)
                        done[move] = DECIDED if abs(values[move]) >= WIN - 10 else rounds
                best = max(ranked, key=lambda m: values[m])
                best_value = values[best]
                depth = rounds
        except StopSearchError:
            pool = [m for m in moves if done.get(m, -1) >= depth]
            if pool:
                best = max(pool, key=lambda m: values[m])
                best_value = values[best]
            return Result(best, best_value, depth, self.nodes, False)
        return Result(best, best_value, depth, self.nodes, True)
