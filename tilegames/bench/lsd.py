"""LSD engine figures: random playouts per second, legal_moves() time, draw rates of random games.

Targets (issue 4): >= 1,000 complete random 2-player playouts per second; legal_moves() <= 50 us
median on a mid-game position.
"""

from __future__ import annotations

import functools
import random
import statistics
from collections.abc import Callable

from tilegames.bench import median_us, rate
from tilegames.games import lsd

MID_GAME = 12  # moves: about half of a typical random 2-player game
DRAW_GAMES = 2000


def _playout(players: int, rng: random.Random) -> lsd.State:
    state = lsd.new_game(players)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    return state


def _mid_game_positions(count: int) -> list[lsd.State]:
    positions: list[lsd.State] = []
    seed = 0
    while len(positions) < count:
        rng = random.Random(seed)
        seed += 1
        state = lsd.new_game(2)
        while not state.is_over() and len(state.moves) < MID_GAME:
            state.apply(rng.choice(state.legal_moves()))
        if not state.is_over():
            positions.append(state)
    return positions


def run(out: Callable[..., object]) -> None:
    for players in (2, 4):
        rng = random.Random(players)
        per_second = rate(functools.partial(_playout, players, rng))
        target = " (target >= 1,000)" if players == 2 else ""
        out(f"random {players}-player playouts, public API (new_game, legal_moves, random "
            f"choice, apply): {per_second:,.0f} games/s{target}")

    positions = _mid_game_positions(50)
    legal = [median_us(state.legal_moves) for state in positions]
    sizes = [len(state.legal_moves()) for state in positions]
    frontier = [len(state.frontier()) for state in positions]
    out(f"legal_moves() after {MID_GAME} moves, 50 positions: median {statistics.median(legal):.1f}"
        f" us (target <= 50 us median), worst {max(legal):.1f} us; "
        f"{statistics.mean(sizes):.0f} moves, {statistics.mean(frontier):.1f} open cells "
        "on average")
    state = positions[0]
    move = state.legal_moves()[len(state.legal_moves()) // 2]
    out(f"is_legal(): {median_us(lambda: state.is_legal(move)):.2f} us; clone(): "
        f"{median_us(state.clone):.2f} us; clone()+apply(): "
        f"{median_us(lambda: state.clone().apply(move)):.2f} us")

    for players in (2, 4):
        rng = random.Random(1000 + players)
        games = [_playout(players, rng) for _ in range(DRAW_GAMES)]
        draws = sum(game.is_draw() for game in games)
        length = statistics.mean(len(game.moves) for game in games)
        out(f"random {players}-player games: {draws / DRAW_GAMES:.1%} draws of {DRAW_GAMES} "
            f"(mean length {length:.1f} moves)")
