"""Qwirkle computer players: time per move per level and per phase of the game (bag large, bag
small, bag empty: ``ai.phase``), mean and max, and for Hard and Expert the simulation's deals,
nodes (placement generations), nodes/s and how many searches the clock cap stopped
(``python -m tilegames.bench ai_qwirkle``, or ``python -m tilegames.bench.ai_qwirkle
[--games N] [--end-games N] [--levels hard,expert]``). Positions come from seeded 2-player games
of Medium against Medium: every ``EVERY``-th position, and every position once the bag is empty
where the seat can place (the end search); each level sees the view of the seat to move.
Times are the CPU time of this process (on an idle core the same as the wall clock; on a busy
machine the wall clock shows the load, not the work), with the wall clock's mean beside them;
``--no-clock`` takes the clock cap away (``levels.set_clock``), so that on a busy machine the
node counts alone end the searches, as on an idle core. Figures are for one core of the machine
it runs on."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence

from tilegames.ai import qwirkle as ai
from tilegames.ai.players import BUDGETS
from tilegames.ai.qwirkle.simulate import END_WIDEN
from tilegames.base.levels import set_clock
from tilegames.bench import move_times_line
from tilegames.games import qwirkle
from tilegames.games.qwirkle.state import SeatView

GAMES = 4
EVERY = 4       # every so many positions of each game
END_GAMES = 12  # games whose positions from the empty bag on time the end search
PHASES = (("large", f"bag large (>= {ai.LARGE_BAG} tiles)"),
          ("small", f"bag small (1-{ai.LARGE_BAG - 1} tiles)"),
          ("end", "bag empty (end search)"))


def positions(games: int = GAMES, end: bool = False) -> list[SeatView]:
    """The view of the seat to move in every ``EVERY``-th position of ``games`` seeded
    Medium-against-Medium games (the bag not yet empty); with ``end``, in every position once
    the bag is empty where the seat can place."""
    out = []
    for game in range(games):
        rng = random.Random(f"bench:qwirkle:{game}")
        state = qwirkle.new_game(2, seed=game)
        while not state.is_over():
            view = state.view(state.current_player)
            if end:
                wanted = view.bag_size == 0 and bool(view.placements_with_scores())
            else:
                wanted = len(state.moves) % EVERY == 1 and view.bag_size > 0
            if wanted:
                out.append(view)
            state.apply(ai.choose("medium", view, threading.Event(), rng))
    return out


def run(out: Callable[..., object], games: int = GAMES, end_games: int = END_GAMES,
        levels: Sequence[str] = tuple(BUDGETS)) -> None:
    views = positions(games) + positions(end_games, end=True)
    by_phase = {name: [v for v in views if ai.phase(v) == name] for name, _ in PHASES}
    out(f"2 players: {len(views)} positions from {games} Medium games (every {EVERY}th "
        f"position) and {end_games} (every position with the bag empty): "
        + ", ".join(f"{len(by_phase[name])} {label}" for name, label in PHASES))
    for level in levels:
        times: list[float] = []
        walls: list[float] = []
        rates: list[float] = []
        lines = []
        for name, label in PHASES:
            if not by_phase[name]:
                continue
            phase_times: list[float] = []
            deals: list[int] = []
            nodes: list[int] = []
            clock = 0
            for view in by_phase[name]:
                start = time.perf_counter()
                cpu = time.process_time()
                _move, ranking = ai.think(level, view, threading.Event(), random.Random(1))
                elapsed = time.process_time() - cpu
                walls.append(time.perf_counter() - start)
                phase_times.append(elapsed)
                if ranking is not None and ranking.nodes:
                    rates.append(ranking.nodes / elapsed)
                    deals.append(ranking.samples)
                    nodes.append(ranking.nodes)
                    clock += ranking.stopped == "clock"
            times += phase_times
            line = (f"          {label}: CPU time mean {statistics.mean(phase_times):.3f} s, "
                    f"max {max(phase_times):.3f} s over {len(phase_times)} moves")
            if nodes:
                budget = (ai.END_NODES[level] if name == "end"
                          else ai.COUNTS[level][name].nodes)
                line += (f"; nodes mean {statistics.mean(nodes):.0f}, max {max(nodes)} "
                         f"(budget {budget})")
                if name != "end":
                    line += f", deals mean {statistics.mean(deals):.1f}"
                line += f"; the clock stopped {clock}"
            lines.append(line)
        out(move_times_line(level, times, rates)
            + f" (CPU; wall mean {statistics.mean(walls):.3f} s)")
        for line in lines:
            out(line)
    out(f"(the end search widens at most {END_WIDEN} times; a search stops before its nodes "
        "when one candidate is left in the race, or the end is searched exactly)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tilegames.bench.ai_qwirkle",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--end-games", type=int, default=END_GAMES)
    parser.add_argument("--no-clock", action="store_true",
                        help="no clock cap: only node counts end the searches (a busy machine)")
    parser.add_argument("--levels", default=",".join(BUDGETS),
                        help="comma-separated levels (default: all)")
    args = parser.parse_args(argv)
    levels = [name for name in args.levels.split(",") if name]
    for name in levels:
        if name not in BUDGETS:
            raise SystemExit(f"unknown level {name!r}: {', '.join(BUDGETS)}")
    set_clock(not args.no_clock)
    try:
        run(print, args.games, args.end_games, levels)
    finally:
        set_clock(True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
