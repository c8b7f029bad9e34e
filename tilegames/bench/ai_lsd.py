"""LSD computer players: time per move per level, and Hard's and Expert's depth and nodes/s by
phase of the game (``python -m tilegames.bench ai_lsd``). Positions come from seeded games of
Medium against Medium; figures are for one core of the machine it runs on."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections.abc import Callable

from tilegames.ai import lsd as ai
from tilegames.ai.players import BUDGETS
from tilegames.bench import move_times_line
from tilegames.games import lsd

PHASES = (("opening (moves 1-6)", 1, 6), ("middle (moves 7-14)", 7, 14),
          ("late (moves 15+)", 15, 999))
GAMES = 6


def positions(players: int, games: int = GAMES) -> list[lsd.State]:
    """Every position before a move of ``games`` seeded Medium-against-Medium games."""
    out = []
    for game in range(games):
        rng = random.Random(f"bench:{players}:{game}")
        state = lsd.new_game(players)
        state.apply(rng.choice(state.legal_moves()))
        while not state.is_over():
            out.append(state.clone())
            state.apply(ai.choose("medium", state.clone(), threading.Event(), rng))
    return out


def run(out: Callable[..., object]) -> None:
    for players in (2, 4):
        states = positions(players)
        out(f"{players} players: {len(states)} positions from {GAMES} Medium games")
        for level in BUDGETS:
            times: list[float] = []
            depths: dict[str, list[int]] = {name: [] for name, _lo, _hi in PHASES}
            rates = []
            for state in states:
                start = time.perf_counter()
                _move, result = ai.think(level, state.clone(), threading.Event(),
                                         random.Random(1))
                elapsed = time.perf_counter() - start
                times.append(elapsed)
                if result is not None and result.nodes:
                    rates.append(result.nodes / elapsed)
                    number = len(state.moves) + 1
                    for name, lo, hi in PHASES:
                        if lo <= number <= hi:
                            depths[name].append(result.depth)
            out(move_times_line(level, times, rates))
            for name, found in depths.items():
                if found:
                    out(f"          depth {name}: mean {statistics.mean(found):.1f}, "
                        f"min {min(found)}, max {max(found)} over {len(found)} searches")
