"""Qwirkle computer players: time per move per level, and for Hard and Expert the simulation's
deals, nodes (placement generations), nodes/s and how many searches the clock cap stopped
(``python -m tilegames.bench ai_qwirkle``); then Hard's and Expert's end search (bag empty) on
its own. Positions come from seeded 2-player games of Medium against Medium; each level sees
the view of the seat to move. Figures are for one core of the machine it runs on."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections.abc import Callable

from tilegames.ai import qwirkle as ai
from tilegames.ai.players import BUDGETS
from tilegames.ai.qwirkle.simulate import END_WIDEN
from tilegames.bench import move_times_line
from tilegames.games import qwirkle
from tilegames.games.qwirkle.state import SeatView

GAMES = 4
EVERY = 4       # every so many positions of each game
END_GAMES = 12  # games whose positions from the empty bag on time the end search


def positions(games: int = GAMES, end: bool = False) -> list[SeatView]:
    """The view of the seat to move in every ``EVERY``-th position of ``games`` seeded
    Medium-against-Medium games; with ``end``, in every position once the bag is empty where
    the seat can place."""
    out = []
    for game in range(games):
        rng = random.Random(f"bench:qwirkle:{game}")
        state = qwirkle.new_game(2, seed=game)
        while not state.is_over():
            view = state.view(state.current_player)
            if end:
                wanted = view.bag_size == 0 and bool(view.placements_with_scores())
            else:
                wanted = len(state.moves) % EVERY == 1
            if wanted:
                out.append(view)
            state.apply(ai.choose("medium", view, threading.Event(), rng))
    return out


def run(out: Callable[..., object]) -> None:
    views = positions()
    out(f"2 players: {len(views)} positions from {GAMES} Medium games")
    for level in BUDGETS:
        times: list[float] = []
        rates: list[float] = []
        deals: list[int] = []
        nodes: list[int] = []
        clock = 0
        for view in views:
            start = time.perf_counter()
            _move, ranking = ai.think(level, view, threading.Event(), random.Random(1))
            elapsed = time.perf_counter() - start
            times.append(elapsed)
            if ranking is not None and ranking.nodes:
                rates.append(ranking.nodes / elapsed)
                deals.append(ranking.samples)
                nodes.append(ranking.nodes)
                clock += ranking.stopped == "clock"
        out(move_times_line(level, times, rates))
        if deals:
            out(f"          simulated {len(deals)} moves: deals mean "
                f"{statistics.mean(deals):.1f}, nodes mean {statistics.mean(nodes):.0f}, "
                f"max {max(nodes)}; the clock stopped {clock}")
    ends = positions(END_GAMES, end=True)
    out(f"end search (bag empty): {len(ends)} positions from {END_GAMES} Medium games")
    for level in ("hard", "expert"):
        times = []
        nodes = []
        clock = widened = 0
        for view in ends:
            start = time.perf_counter()
            _move, ranking = ai.think(level, view, threading.Event(), random.Random(1))
            times.append(time.perf_counter() - start)
            assert ranking is not None
            nodes.append(ranking.nodes)
            clock += ranking.stopped == "clock"
            widened += ranking.stopped == ""
        out(move_times_line(level, times, []))
        out(f"          nodes mean {statistics.mean(nodes):.0f}, max {max(nodes)} (budget "
            f"{ai.END_NODES[level]}); widened to the end (nothing left out, or "
            f"{END_WIDEN} searches) {widened}; the clock stopped {clock}")
