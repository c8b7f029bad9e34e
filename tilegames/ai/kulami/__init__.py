"""Computer players for Kulami (see tilegames.ai.players for the contract).

- Easy: a beginner. It takes an obvious big gain when it sees one (the move that wins a plate or
  adds ``EASY_GAIN`` points or more at once), otherwise it plays loosely: what each move adds to
  the live count, blurred by seeded noise.
- Medium: one move ahead: the move after which the position is best for it, judged by the
  evaluation (``search``: plates won under K-S1/K-S2, what a lead on a plate still open is worth
  beyond that, tuned by self-play in ``weights``, and the best gain the mover can still take at
  once on a plate not closed to it, K-M4/K-M5).
- Hard, Expert: alpha-beta search (``search``) with iterative deepening, a transposition table on
  Zobrist keys and move ordering, within a node budget by phase of the game (``PHASE_SHARE``);
  from ``SOLVE_FROM`` empty holes on the exact endgame solver (``solver``) comes first, on a
  table of proven bounds kept across the moves of a game. ``python -m tilegames.bench
  ai_kulami`` prints the time per move and phase, the depth and the solve reach
  (docs/benchmarks.md).

Reproducibility: every choice depends only on the position, the level and ``rng`` (which orders
equal moves); the searches stop after a fixed number of nodes. Only a machine so loaded that the
time cap (``TIME_SHARE`` of the level's budget) strikes first, or a set ``cancel`` event, can
change a move. The solver's table kept from earlier moves of the same game only saves nodes: a
solved position gets the same move and value from it as from a fresh table (its move is the
first in the seeded order with the best margin); it can only let a solve finish within the
budget that a fresh table would not.

Values (``analyse``, ``Result.value``) are points margins from the mover's side: the final
margin when the game is solved, otherwise the evaluation's estimate of it.
"""

from __future__ import annotations

import random
import threading
import time

from tilegames.ai.kulami.baselines import BASELINES
from tilegames.ai.kulami.search import INF, MAX_DEPTH, Result, Search, StopSearchError
from tilegames.ai.kulami.solver import CACHE
from tilegames.ai.kulami.tables import holes as _hole_list
from tilegames.ai.kulami.tables import plate_gain, tables_for
from tilegames.ai.players import BUDGETS, Verdict
from tilegames.base.levels import budget as level_budget
from tilegames.base.levels import scaled
from tilegames.games.kulami import Move, State

__all__ = ["BASELINES", "NODES", "analyse", "choose", "node_budget", "search_position", "think"]

# Nodes per move of the searching levels in the middle game (Hard and Expert: see
# ``PHASE_SHARE`` for the other phases).
NODES = {"medium": 4_000, "hard": 250_000, "expert": 1_250_000}
# Hard's and Expert's node budget by phase, as a share of ``NODES``: (fewest empty holes of the
# phase, share). A 64-hole board has 65 - n empty holes before move n: the opening is moves
# 1-12, the middle game 13-28, the late middle game 29-40 (where the one-point games are
# decided), the endgame the rest (solved exactly from ``SOLVE_FROM`` empty holes on: the
# budget is what the solver may take, and it stops once solved). Calibrated with
# ``python -m tilegames.bench.ai_kulami --no-clock`` from the nodes per CPU second it measures
# in each phase, so that a move takes most of the level's budget on an idle core (less in the
# opening, most in the middle and late middle game; the clock, ``TIME_SHARE``, stays the cap);
# the rates and the resulting times are in docs/benchmarks.md.
PHASE_SHARE = ((53, 0.75), (37, 1.0), (25, 1.2), (0, 1.2))
# The exact solver is tried from this many empty holes on, with ``SOLVER_SHARE`` of the phase's
# node budget; when that is not enough, the midgame search follows with ``FALLBACK_SHARE`` of
# it (docs/benchmarks.md, "solve reach": how many positions it solves). The solver's nodes are
# cheaper (no evaluation), so the two together take about the phase's time at most, and less
# once solved (docs/benchmarks.md).
SOLVE_FROM = {"hard": 26, "expert": 30}
SOLVER_SHARE = 1.05
FALLBACK_SHARE = 0.25
# The solver's share of the time left (the clock cap): the rest is the fallback's.
SOLVER_TIME = 0.75
# Plies Medium looks ahead: its own move, judged by the evaluation (which sees what the
# opponent could take at once in reply).
MEDIUM_DEPTH = 1
# The clock stops a level at this share of its budget (a safety net for a busy machine).
TIME_SHARE = {"easy": 0.4, "medium": 0.5, "hard": 0.9, "expert": 0.92}
# Easy plays a move gaining this many points at once when there is one.
EASY_GAIN = 3
EASY_NOISE = 1.5


def choose(level: str, state: State, cancel: threading.Event, rng: random.Random) -> Move:
    """A legal move for ``state.current_player`` at ``level`` (see the module docstring)."""
    return think(level, state, cancel, rng)[0]


def think(level: str, state: State, cancel: threading.Event,
          rng: random.Random) -> tuple[Move, Result | None]:
    """``choose``, plus the search's ``Result`` (depth, nodes, value) when a search ran."""
    start = time.perf_counter()
    holes = _hole_list(state.legal_mask())
    if not holes:
        raise ValueError("the game is over: there is no move to choose")
    moves = state.board.moves
    rng.shuffle(holes)                     # seeded order: breaks ties between equal moves
    if len(holes) == 1 or cancel.is_set():
        return moves[holes[0]], None
    deadline = start + TIME_SHARE.get(level, 0.6) * level_budget(level)
    if level == "easy":
        return moves[_loose(state, holes, rng)], None
    if level == "medium":
        search = Search(state, nodes=scaled(NODES["medium"]), deadline=deadline, cancel=cancel)
        result = search.root_search(holes, max_depth=MEDIUM_DEPTH)
        return moves[result.move], result
    empties = (state.board.full & ~(state.marbles()[0] | state.marbles()[1])).bit_count()
    nodes = scaled(node_budget(level, empties))
    if empties <= SOLVE_FROM.get(level, SOLVE_FROM["hard"]):
        return _solve(state, holes, nodes, deadline, cancel)
    search = Search(state, nodes=nodes, deadline=deadline, cancel=cancel)
    result = search.root_search(holes, MAX_DEPTH)
    return moves[result.move], result


def node_budget(level: str, empties: int) -> int:
    """Hard's or Expert's nodes for a move with ``empties`` empty holes (``PHASE_SHARE``;
    before ``levels.scaled``)."""
    base = NODES.get(level, NODES["hard"])
    for fewest, share in PHASE_SHARE:
        if empties >= fewest:
            return round(base * share)
    return round(base * PHASE_SHARE[-1][1])


def _solve(state: State, holes: list[int], nodes: int, deadline: float,
           cancel: threading.Event) -> tuple[Move, Result]:
    """The endgame: the exact solver with ``SOLVER_SHARE`` of the node budget, on the table of
    proven bounds kept across the game's moves (``solver.CACHE``); when it is stopped first, the
    midgame search with ``FALLBACK_SHARE`` of it. The solver may use ``SOLVER_TIME`` of the time
    left, so that on a slow machine, where the clock stops it before its nodes run out, the
    midgame search still has time to choose a move."""
    now = time.perf_counter()
    search = Search(state, nodes=max(1, round(nodes * SOLVER_SHARE)),
                    deadline=now + SOLVER_TIME * max(0.0, deadline - now), cancel=cancel)
    table = CACHE.table_for((state.board, state.scoring, state.variant, state.first_player))
    order = sorted(holes, key=lambda i: -plate_gain(search.t, i, search.me, search.op))
    try:
        result = search.solve(order, 0, table)
    except StopSearchError:
        used = search.nodes
        search = Search(state, nodes=max(1, round(nodes * FALLBACK_SHARE)), deadline=deadline,
                        cancel=cancel)
        result = search.root_search(holes, MAX_DEPTH)
        result.nodes += used
    return state.board.moves[result.move], result


def _loose(state: State, holes: list[int], rng: random.Random) -> int:
    """Easy's move: an obvious big gain if there is one, else the plate estimate of each move
    blurred by seeded noise."""
    t = tables_for(state.board, state.scoring)
    seat = state.current_player
    own = state.marbles()
    me, op = own[seat], own[1 - seat]
    best, best_gain = holes[0], 0
    loose, loose_value = holes[0], -INF
    for i in holes:
        gain = plate_gain(t, i, me, op)
        if gain > best_gain:
            best, best_gain = i, gain
        value = gain + rng.gauss(0.0, EASY_NOISE)
        if value > loose_value:
            loose, loose_value = i, value
    return best if best_gain >= EASY_GAIN else loose


def search_position(state: State, *, nodes: int, seconds: float,
                    cancel: threading.Event | None = None) -> tuple[Search, Result]:
    """Search ``state`` for its mover within ``nodes`` and ``seconds``: the ``Search`` (its
    table stays usable for further looks) and its ``Result``."""
    search = Search(state, nodes=nodes, deadline=time.perf_counter() + seconds, cancel=cancel)
    return search, search.root_search(sorted(_hole_list(state.legal_mask())), MAX_DEPTH)


def analyse(state: State, played: Move, cancel: threading.Event) -> Verdict[Move]:
    """Hard's judgement of ``played`` (a legal move of ``state``), as points margins for the
    mover; ``best_value`` is also the value of the position. Takes about Hard's budget."""
    if not state.is_legal(played):
        raise ValueError(f"{played} is not a legal move in this position")
    budget = BUDGETS["hard"]
    start = time.perf_counter()
    search, result = search_position(state, nodes=NODES["hard"], seconds=0.6 * budget,
                                     cancel=cancel)
    board = state.board
    best = board.moves[result.move]
    best_value = round(result.value, 2)
    if played == best:
        return Verdict(best, best_value, best_value)
    # The played move at the same depth, with the same table; a shallower look if time is out.
    hole = board.index[played.cell]
    search.deadline = start + 0.9 * budget
    search.node_limit = search.nodes + NODES["hard"] // 2
    played_value = -INF
    for depth in range(1, max(1, result.depth) + 1):
        try:
            played_value = search.child_value(hole, depth)
        except StopSearchError:
            break
    if played_value == -INF:       # not even one ply: the evaluation after the move
        played_value = Search(state, nodes=1, deadline=INF).child_value(hole, 1)
    played_value = round(played_value, 2)
    if played_value > best_value:  # a deeper look at the played move found more
        return Verdict(played, played_value, played_value)
    return Verdict(best, best_value, played_value)
