"""Kulami computer players: the time each level takes per move by phase of the game (mean, max),
Hard's and Expert's nodes per second, depth and exact solves by phase, and their "solve reach"
(``python -m tilegames.bench ai_kulami``, or ``python -m tilegames.bench.ai_kulami [options]``).

Positions come from seeded games of Medium against Medium on random standard boards; figures are
for one core of the machine it runs on (a busy machine shows lower depths: the clock cap strikes
first; ``--no-clock`` takes the cap away, and the CPU seconds per move show what an idle core
would take). The default run is short (one game, every second position; solve reach on a few
counts of empty holes); the full measure is ``--games 4 --stride 1 --reach-games 3 --reach-step 1``.

Solve reach: for each scoring and variant, positions with ``REACH_LOW`` to ``REACH_HIGH`` empty
holes (a 64-hole board has 65 - n empty holes before move n), the share each level solved
exactly within its budget (``Result.exact``), and the largest count of empty holes up to which
every tested position was solved."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence

from tilegames.ai import kulami as ai
from tilegames.ai.kulami import solver
from tilegames.ai.players import BUDGETS
from tilegames.base.levels import set_clock
from tilegames.bench import move_times_line
from tilegames.games import kulami
from tilegames.games.kulami.scoring import SCORINGS, VARIANTS

# (name, fewest empty holes): as ``ai.PHASE_SHARE``.
PHASES = (("opening (moves 1-12)", 53), ("middle (moves 13-28)", 37),
          ("late (moves 29-40)", 25), ("endgame (moves 41+, <= 24 empty)", 0))
GAMES = 1
STRIDE = 2
REACH_LOW, REACH_HIGH = 20, 32
REACH_GAMES, REACH_STEP = 1, 4
REACH_LEVELS = ("hard", "expert")


def empty_holes(state: kulami.State) -> int:
    red, black = state.marbles()
    return (state.board.full & ~(red | black)).bit_count()


def phase_of(state: kulami.State) -> str:
    empties = empty_holes(state)
    return next(name for name, fewest in PHASES if empties >= fewest)


def positions(games: int = GAMES, scoring: str = "marbles",
              variant: str | None = None) -> list[kulami.State]:
    """Every position before a move of ``games`` seeded Medium-against-Medium games."""
    out = []
    for game in range(games):
        rng = random.Random(f"bench-kulami:{game}")
        state = kulami.new_game(kulami.standard_board(rng.randrange(1 << 30)), scoring=scoring,
                                variant=variant)
        while not state.is_over():
            out.append(state.clone())
            state.apply(ai.choose("medium", state.clone(), threading.Event(), rng))
    return out


def _think(level: str, state: kulami.State) -> tuple[float, float, ai.Result | None]:
    """Wall and CPU seconds of one move, and the search's result."""
    solver.CACHE.clear()      # each position on its own: no help from an earlier move
    start, cpu = time.perf_counter(), time.process_time()
    _move, result = ai.think(level, state.clone(), threading.Event(), random.Random(1))
    return time.perf_counter() - start, time.process_time() - cpu, result


def times(out: Callable[..., object], games: int = GAMES, stride: int = STRIDE,
          levels: Sequence[str] = tuple(BUDGETS)) -> None:
    """Time per move per phase, nodes/s, depth and exact solves of each level."""
    states = positions(games)[::stride]
    out(f"{len(states)} positions from {games} Medium game(s) on standard boards "
        f"(every {stride}. position)")
    for level in levels:
        every: list[float] = []
        rates: list[float] = []
        spent: dict[str, list[float]] = {name: [] for name, _ in PHASES}
        cpu: dict[str, list[float]] = {name: [] for name, _ in PHASES}
        speed: dict[str, list[float]] = {name: [] for name, _ in PHASES}
        depths: dict[str, list[int]] = {name: [] for name, _ in PHASES}
        solved: dict[str, int] = {name: 0 for name, _ in PHASES}
        for state in states:
            elapsed, used, result = _think(level, state)
            every.append(elapsed)
            phase = phase_of(state)
            spent[phase].append(elapsed)
            cpu[phase].append(used)
            if result is None or not result.nodes:
                continue
            rates.append(result.nodes / elapsed)
            speed[phase].append(result.nodes / max(used, 1e-9))
            depths[phase].append(result.depth)
            solved[phase] += result.exact
        out(move_times_line(level, every, rates))
        budget = BUDGETS[level]
        for name, _ in PHASES:
            found = spent[name]
            if not found:
                continue
            line = (f"          {name}: time mean {statistics.mean(found):.3f} s "
                    f"({100 * statistics.mean(found) / budget:.0f}%), max {max(found):.3f} s "
                    f"({100 * max(found) / budget:.0f}%); CPU mean "
                    f"{statistics.mean(cpu[name]):.3f} s")
            if depths[name]:
                line += (f"; {statistics.mean(speed[name]):,.0f} nodes per CPU s; depth mean "
                         f"{statistics.mean(depths[name]):.1f}, max {max(depths[name])}; "
                         f"solved {solved[name]} of {len(depths[name])}")
            out(line)


def reach(out: Callable[..., object], games: int = REACH_GAMES, step: int = REACH_STEP,
          levels: Sequence[str] = REACH_LEVELS) -> None:
    """The solve reach of each level for every scoring and variant."""
    counts = set(range(REACH_HIGH, REACH_LOW - 1, -step))
    out(f"solve reach: positions with {', '.join(map(str, sorted(counts)))} empty holes from "
        f"{games} Medium game(s) per scoring and variant")
    for scoring in SCORINGS:
        for variant in VARIANTS:
            states = [s for s in positions(games, scoring, variant) if empty_holes(s) in counts]
            for level in levels:
                tried: dict[int, list[bool]] = {}
                spent = []
                for state in states:
                    elapsed, _cpu, result = _think(level, state)
                    spent.append(elapsed)
                    exact = result is None or result.exact     # None: one legal move
                    tried.setdefault(empty_holes(state), []).append(exact)
                all_solved = [e for e in sorted(tried) if all(
                    all(tried[f]) for f in tried if f <= e)]
                share = sum(sum(v) for v in tried.values()) / max(1, len(states))
                per = ", ".join(f"{e}: {sum(v)}/{len(v)}" for e, v in sorted(tried.items()))
                out(f"  {scoring:7} {variant or 'plain':7} {level:6}: solved {100 * share:.0f}%"
                    f" ({per}); every one up to {max(all_solved) if all_solved else '-'} empty; "
                    f"time mean {statistics.mean(spent):.2f} s, max {max(spent):.2f} s")


def run(out: Callable[..., object], games: int = GAMES,
        levels: Sequence[str] = tuple(BUDGETS), stride: int = STRIDE,
        reach_games: int = REACH_GAMES, reach_step: int = REACH_STEP) -> None:
    times(out, games, stride, levels)
    reach_levels = [level for level in REACH_LEVELS if level in levels]
    if reach_games and reach_levels:
        reach(out, reach_games, reach_step, reach_levels)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tilegames.bench.ai_kulami",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--stride", type=int, default=STRIDE,
                        help="time every N-th position of the games (default 2)")
    parser.add_argument("--levels", default=",".join(BUDGETS),
                        help="comma-separated levels (default: all)")
    parser.add_argument("--reach-games", type=int, default=REACH_GAMES,
                        help="games per scoring and variant for the solve reach (0: none)")
    parser.add_argument("--reach-step", type=int, default=REACH_STEP,
                        help=f"test every N-th count of empty holes from {REACH_HIGH} down")
    parser.add_argument("--no-clock", action="store_true",
                        help="no clock cap: only node counts bound the searches (to calibrate "
                             "the node budgets by CPU time on a busy machine)")
    args = parser.parse_args(argv)
    if args.no_clock:
        set_clock(False)
    levels = [name for name in args.levels.split(",") if name]
    for name in levels:
        if name not in BUDGETS:
            raise SystemExit(f"unknown level {name!r}: {', '.join(BUDGETS)}")
    run(print, args.games, levels, max(1, args.stride), args.reach_games,
        max(1, args.reach_step))
    return 0


if __name__ == "__main__":
    sys.exit(main())
