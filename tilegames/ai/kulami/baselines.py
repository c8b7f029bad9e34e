"""Reference players for the arena and the tests (not offered in the program)."""

from __future__ import annotations

import random
import threading

from tilegames.ai.kulami.search import INF, Search
from tilegames.ai.players import RandomPlayer
from tilegames.games.kulami import Move, State
from tilegames.games.kulami import scoring as sc


class Depth3Player:
    """A plain alpha-beta search three plies deep on the live score difference (K-S3), with no
    table, no ordering and no evaluation beyond the plates' current owners; equal moves are
    chosen by the seed."""

    DEPTH = 3

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, cancel: threading.Event) -> Move:
        moves = state.legal_moves()
        self.rng.shuffle(moves)
        seat = state.current_player
        best, best_value = moves[0], -1e9
        alpha, beta = -1e9, 1e9
        for move in moves:
            child = state.clone()
            child.apply(move)
            value = -self._negamax(child, self.DEPTH - 1, -beta, -alpha, 1 - seat)
            if value > best_value:
                best, best_value = move, value
                alpha = max(alpha, value)
            if cancel.is_set():
                break
        return best

    def _negamax(self, state: State, depth: int, alpha: float, beta: float, seat: int) -> float:
        """The live margin for ``seat`` (the mover) within (alpha, beta)."""
        legal = state.legal_mask()
        if depth == 0 or not legal:
            own = state.marbles()
            if not legal:
                points = sc.final_scores(state.board, own, state.scoring, state.variant)
                return float(points[seat] - points[1 - seat])
            live = sc.plate_points(state.board, own, state.scoring)
            return float(live[seat] - live[1 - seat])
        best = -1e9
        while legal:
            low = legal & -legal
            legal ^= low
            state.apply_index(low.bit_length() - 1)
            value = -self._negamax(state, depth - 1, -beta, -alpha, 1 - seat)
            state.undo()
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best


class AlphaBeta8Player:
    """A depth-fixed alpha-beta search of ``DEPTH`` plies on the live score difference (K-S3;
    the exact result where the game ends within them), like the public engines at a fixed depth:
    the program's search (``search.Search``, its table and move order) with no evaluation beyond
    the live count and no node or time limit, only the cancel event. Equal moves are chosen by
    the seed."""

    DEPTH = 8

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, cancel: threading.Event) -> Move:
        mask = state.legal_mask()
        holes = [i for i in range(len(state.board.cells)) if mask >> i & 1]
        self.rng.shuffle(holes)
        if len(holes) == 1:
            return state.board.moves[holes[0]]
        search = Search(state, nodes=1 << 62, deadline=INF, cancel=cancel, plain=True)
        result = search.root_search(holes, self.DEPTH)
        return state.board.moves[result.move]


BASELINES: dict[str, type[AlphaBeta8Player | Depth3Player | RandomPlayer]] = {
    "alphabeta8": AlphaBeta8Player, "depth3": Depth3Player, "random": RandomPlayer}
