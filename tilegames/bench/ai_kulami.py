"""Kulami computer players: time per move per level, and Hard's and Expert's depth, nodes/s and
exact solves by phase of the game (``python -m tilegames.bench ai_kulami``, or
``python -m tilegames.bench.ai_kulami [--games N] [--levels hard,expert]``). Positions come from
seeded games of Medium against Medium on random standard boards; figures are for one core of the
machine it runs on (a busy machine shows lower depths: the clock cap strikes first)."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence

from tilegames.ai import kulami as ai
from tilegames.ai.players import BUDGETS
from tilegames.bench import move_times_line
from tilegames.games import kulami

# (name, first move number, last move number); a 64-hole board has 65 - n empty holes before
# move n.
PHASES = (("opening (moves 1-12)", 1, 12), ("middle (moves 13-28)", 13, 28),
          ("late (moves 29-40)", 29, 40), ("endgame (moves 41+, <= 24 empty)", 41, 99))
GAMES = 2


def positions(games: int = GAMES) -> list[kulami.State]:
    """Every position before a move of ``games`` seeded Medium-against-Medium games."""
    out = []
    for game in range(games):
        rng = random.Random(f"bench-kulami:{game}")
        state = kulami.new_game(kulami.standard_board(rng.randrange(1 << 30)))
        while not state.is_over():
            out.append(state.clone())
            state.apply(ai.choose("medium", state.clone(), threading.Event(), rng))
    return out


def run(out: Callable[..., object], games: int = GAMES,
        levels: Sequence[str] = tuple(BUDGETS)) -> None:
    states = positions(games)
    out(f"{len(states)} positions from {games} Medium games on standard boards")
    for level in levels:
        times: list[float] = []
        depths: dict[str, list[int]] = {name: [] for name, _lo, _hi in PHASES}
        solved: dict[str, int] = {name: 0 for name, _lo, _hi in PHASES}
        first_solved: list[int] = []
        rates = []
        for state in states:
            start = time.perf_counter()
            _move, result = ai.think(level, state.clone(), threading.Event(), random.Random(1))
            elapsed = time.perf_counter() - start
            times.append(elapsed)
            if result is None or not result.nodes:
                continue
            rates.append(result.nodes / elapsed)
            number = len(state.moves) + 1
            for name, lo, hi in PHASES:
                if lo <= number <= hi:
                    depths[name].append(result.depth)
                    solved[name] += result.exact
            if result.exact:
                first_solved.append(len(state.board.cells) - len(state.moves))
        out(move_times_line(level, times, rates))
        for name, found in depths.items():
            if found:
                out(f"          depth {name}: mean {statistics.mean(found):.1f}, "
                    f"min {min(found)}, max {max(found)}; solved exactly {solved[name]} of "
                    f"{len(found)}")
        if first_solved:
            out(f"          exact solves from up to {max(first_solved)} empty holes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tilegames.bench.ai_kulami",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--levels", default=",".join(BUDGETS),
                        help="comma-separated levels (default: all)")
    args = parser.parse_args(argv)
    levels = [name for name in args.levels.split(",") if name]
    for name in levels:
        if name not in BUDGETS:
            raise SystemExit(f"unknown level {name!r}: {', '.join(BUDGETS)}")
    run(print, args.games, levels)
    return 0


if __name__ == "__main__":
    sys.exit(main())
