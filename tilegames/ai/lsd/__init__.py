"""Computer players for LSD (see tilegames.ai.players for the contract).

- Easy: wins in one when it sees them, otherwise a loosely chosen move (seeded noise over a glance
  at its own rows; it does not watch the other seats).
- Medium: one move ahead: wins in one, blocks the next seat's wins in one (captures included),
  then the best static evaluation after the move.
- Hard, Expert: the same tactics, then a search within a node budget, capped by the clock: two
  players, alpha-beta with iterative deepening (``search``); four, every move at a glance and the
  best ones over one, two (Expert: three) rounds of the other seats' likely answers (max-n,
  ``multi``).

Reproducibility: every choice depends only on the position, the level and ``rng``; the searches
stop after a fixed number of nodes. Only a machine so loaded that the time cap (``TIME_SHARE`` of
the level's budget) strikes first, or a set ``cancel`` event, can change a move.
"""

from __future__ import annotations

import random
import threading
import time

from tilegames.ai.lsd.baselines import BASELINES
from tilegames.ai.lsd.board import SLOT_BITS, SearchBoard, from_place, to_place
from tilegames.ai.lsd.evaluate import evaluate as static_value
from tilegames.ai.lsd.multi import RoundSearch
from tilegames.ai.lsd.search import MAX_DEPTH, WIN, Result, Search
from tilegames.ai.lsd.tactics import safe_moves, winning_moves
from tilegames.ai.players import BUDGETS, Verdict
from tilegames.base.levels import budget as level_budget
from tilegames.base.levels import scaled
from tilegames.games.lsd import Place, State

__all__ = ["BASELINES", "NODES", "analyse", "choose", "search_nodes", "search_position", "think"]

# Nodes per move of the searching levels (taken through ``levels.scaled``), calibrated so that a
# move takes most of the level's budget on one idle core, short of the clock cap (the share
# measured: docs/benchmarks.md, ``python -m tilegames.bench ai_lsd``). Nodes cost more while the
# field is small (every cell is still open to every tile): before ``OPENING_TILES`` tiles lie, a
# search gets ``OPENING_SHARE`` (by players and level) of these counts.
NODES = {"hard": 27_000, "expert": 140_000}
ROUND_NODES = {"hard": 21_000, "expert": 105_000}     # four players: the round search
OPENING_TILES = 4
OPENING_SHARE = {(2, "hard"): 0.85, (2, "expert"): 0.8, (4, "hard"): 0.65, (4, "expert"): 0.7}
# The clock stops a level at this share of its budget: a safety net for a slow or busy machine
# (the node counts above end a search first on an idle core).
TIME_SHARE = {"easy": 0.5, "medium": 0.5, "hard": 0.92, "expert": 0.92}
EASY_NOISE = 1.0


def choose(level: str, state: State, cancel: threading.Event, rng: random.Random) -> Place:
    """A legal move for ``state.current_player`` at ``level`` (see the module docstring)."""
    return think(level, state, cancel, rng)[0]


def think(level: str, state: State, cancel: threading.Event,
          rng: random.Random) -> tuple[Place, Result | None]:
    """``choose``, plus the search's ``Result`` (depth, nodes, value) when a search ran."""
    start = time.perf_counter()
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    if len(moves) == 1:
        return moves[0], None
    sb = SearchBoard.from_state(state)
    candidates = sorted(sb.moves())
    wins = winning_moves(sb, candidates)
    if wins:
        return to_place(rng.choice(wins)), None
    deadline = start + TIME_SHARE.get(level, 0.7) * level_budget(level)
    if level == "easy":
        return to_place(_loose(sb, candidates, rng, deadline)), None
    safe = safe_moves(sb, candidates) or candidates
    if len(safe) == 1 or cancel.is_set():
        return to_place(safe[0]), None
    if level == "medium":
        return to_place(_one_ahead(sb, _shuffled(safe, rng), rng, deadline)), None
    nodes = search_nodes(level, sb)
    if sb.players > 2:
        result = RoundSearch(sb, nodes=nodes, deadline=deadline, cancel=cancel).root_search(
            _shuffled(safe, rng), level)
    else:
        result = Search(sb, nodes=nodes, deadline=deadline,
                        cancel=cancel).root_search(_shuffled(safe, rng), MAX_DEPTH)
    return to_place(result.move), result


def search_nodes(level: str, sb: SearchBoard) -> int:
    """The node count of ``level``'s search from ``sb`` (``NODES``, ``ROUND_NODES``, less in
    the opening; times the tools' effort, ``levels.scaled``)."""
    table = NODES if sb.players == 2 else ROUND_NODES
    nodes = table.get(level, table["hard"])
    if len(sb.tiles) < OPENING_TILES:
        nodes = round(nodes * OPENING_SHARE.get((sb.players, level), 1.0))
    return scaled(nodes)


def _shuffled(moves: list[int], rng: random.Random) -> list[int]:
    """``moves`` in a seeded order (the search's ordering is stable: this breaks its ties)."""
    moves = list(moves)
    rng.shuffle(moves)
    return moves


def _loose(sb: SearchBoard, moves: list[int], rng: random.Random, deadline: float) -> int:
    """Easy's move: a glance at each cell (its own row there, a capture) blurred by seeded
    noise; it does not look at the other seats' rows."""
    me = sb.mover
    best, best_value = moves[0], -1e9
    glance: dict[int, float] = {}
    for index, move in enumerate(moves):
        cell = move >> SLOT_BITS
        value = glance.get(cell)
        if value is None:
            value = glance[cell] = float(sb.run_through(cell, me))
        value += rng.gauss(0.0, EASY_NOISE)
        if value > best_value:
            best, best_value = move, value
        if index % 16 == 15 and time.perf_counter() > deadline:
            break
    return best


def _one_ahead(sb: SearchBoard, moves: list[int], rng: random.Random, deadline: float) -> int:
    """Medium's move: the best static evaluation after the move (ties broken by ``rng``)."""
    me = sb.mover
    best, best_value = moves[0], -1e9
    for move in moves:
        sb.make(move)
        if sb.over:
            value = 0.0
        elif sb.mover != me and sb.win_cells(sb.mover):
            value = -WIN
        else:
            value = static_value(sb, me)
        sb.unmake()
        value += rng.random() * 1e-6
        if value > best_value:
            best, best_value = move, value
        if time.perf_counter() > deadline:
            break
    return best


def search_position(state: State, *, nodes: int, seconds: float,
                    cancel: threading.Event | None = None,
                    moves: list[Place] | None = None) -> tuple[Place, Result, dict[Place, float]]:
    """Search ``state`` for its mover (within ``nodes`` and ``seconds``; 4 players: the round
    search) over ``moves`` (default: all legal moves). Returns the best
    engine move, the search's ``Result`` (value for the mover), and the value of every move the
    search judged exactly (the best one; with 4 players all of them)."""
    sb = SearchBoard.from_state(state)
    candidates = sorted(sb.moves()) if moves is None else [from_place(m) for m in moves]
    wins = winning_moves(sb, candidates)
    if wins:
        value = WIN - 0.1
        return (to_place(wins[0]), Result(wins[0], value, 1, 0, True),
                {to_place(m): value for m in wins})
    deadline = time.perf_counter() + seconds
    if sb.players > 2:
        rounds = RoundSearch(sb, nodes=nodes, deadline=deadline, cancel=cancel)
        result = rounds.root_search(candidates)
        return (to_place(result.move), result,
                {to_place(m): v for m, v in rounds.values.items()})
    result = Search(sb, nodes=nodes, deadline=deadline, cancel=cancel).root_search(
        candidates, MAX_DEPTH)
    return to_place(result.move), result, {to_place(result.move): result.value}


def analyse(state: State, played: Place, cancel: threading.Event) -> Verdict[Place]:
    """Hard's judgement of ``played`` (a legal move of ``state``): values for the mover, a won
    game +100 and a lost one -100; ``best_value`` is also the value of the position."""
    if not state.is_legal(played):
        raise ValueError(f"{played} is not a legal move in this position")
    budget = BUDGETS["hard"]
    # Hard's nodes, cut to the share of its budget this first search has (the clock stays a cap).
    nodes = round(0.7 * (NODES if state.num_players == 2 else ROUND_NODES)["hard"])
    best, result, values = search_position(state, nodes=nodes, seconds=0.7 * budget,
                                           cancel=cancel)
    best_value = _clip(result.value)
    if played in values:
        played_value = _clip(values[played])
    else:
        _move, judged, _values = search_position(
            state, nodes=nodes // 3, seconds=0.3 * budget, cancel=cancel,
            moves=[played])
        played_value = _clip(judged.value)
    if played_value > best_value:      # the deeper look at the played move found more
        return Verdict(played, played_value, played_value)
    return Verdict(best, best_value, played_value)


def _clip(value: float) -> float:
    return max(-WIN, min(WIN, round(value, 2)))
