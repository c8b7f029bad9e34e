"""LSD computer players: the time each level takes per move, by phase of the game (tiles on the
field), mean and longest, and Hard's and Expert's search depth and nodes per second
(``python -m tilegames.bench ai_lsd``). Positions: every ``STEP``-th position of seeded games of
Medium against Medium. The clock cap is off (``levels.set_clock``), so that the node counts alone
end the searches as they do on an idle core (``NODES`` and ``ROUND_NODES`` in
``tilegames/ai/lsd/__init__.py``), and times are this process's CPU time: what one idle core takes,
even while other programs load the machine (the wall time is printed too)."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections.abc import Callable

from tilegames.ai import lsd as ai
from tilegames.ai.players import BUDGETS
from tilegames.base.levels import set_clock
from tilegames.bench import move_times_line
from tilegames.games import lsd

PHASES = (("opening (0-5 tiles)", 0, 5), ("middle (6-13 tiles)", 6, 13),
          ("late (14+ tiles)", 14, 999))
GAMES = 6
STEP = 3


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


def tiles_on_field(state: lsd.State) -> int:
    return len(state.moves) - sum(state.captured(seat) for seat in range(state.num_players))


def phase_of(state: lsd.State) -> str:
    tiles = tiles_on_field(state)
    return next(name for name, lo, hi in PHASES if lo <= tiles <= hi)


def run(out: Callable[..., object]) -> None:
    set_clock(False)
    try:
        _run(out)
    finally:
        set_clock(True)


def _run(out: Callable[..., object]) -> None:
    for players in (2, 4):
        states = positions(players)[::STEP]
        out(f"{players} players: {len(states)} positions (every {STEP}th) from {GAMES} "
            "Medium games")
        for level in BUDGETS:
            times: list[float] = []
            by_phase: dict[str, list[float]] = {name: [] for name, _lo, _hi in PHASES}
            cpu_phase: dict[str, list[float]] = {name: [] for name, _lo, _hi in PHASES}
            depths: dict[str, list[int]] = {name: [] for name, _lo, _hi in PHASES}
            rates = []
            for state in states:
                start, cpu = time.perf_counter(), time.process_time()
                _move, result = ai.think(level, state.clone(), threading.Event(),
                                         random.Random(1))
                elapsed, used = time.perf_counter() - start, time.process_time() - cpu
                times.append(used)
                phase = phase_of(state)
                by_phase[phase].append(elapsed)
                cpu_phase[phase].append(used)
                if result is not None and result.nodes and used > 0:
                    rates.append(result.nodes / used)
                    depths[phase].append(result.depth)
            out(move_times_line(level, times, rates))
            for name, found in by_phase.items():
                if not found:
                    continue
                spent = cpu_phase[name]
                line = (f"          {name}: CPU per move mean {statistics.mean(spent):.3f} s, "
                        f"max {max(spent):.3f} s (wall mean {statistics.mean(found):.3f} s, "
                        f"max {max(found):.3f} s) over {len(found)} moves")
                searched = depths[name]
                if searched:
                    line += (f"; depth mean {statistics.mean(searched):.1f}, "
                             f"min {min(searched)}, max {max(searched)} over {len(searched)} "
                             "searches")
                out(line)
