"""Qwirkle engine figures: complete move generation over fixed mid-game 2-player positions (each
timed on a fresh copy, so nothing is cached) and whole greedy 2-player games, beside the figures
of public Python Qwirkle engines (about 46 ms average / 418 ms worst per generation, about 3 s per
greedy game)."""

from __future__ import annotations

import gc
import random
import statistics
import time
from collections.abc import Callable

from tilegames.ai.qwirkle.spots import Spots
from tilegames.games import qwirkle
from tilegames.games.qwirkle import Exchange, Pass, State, movegen
from tilegames.games.qwirkle.savedata import read_save

SEEDS = range(2026, 2046)
PUBLIC_GENERATION_MS = (46.0, 418.0)
PUBLIC_GREEDY_GAME_S = 3.0


def greedy_move(state: State) -> qwirkle.Move:
    """The best-scoring placement (first on ties); else exchange the whole hand (as far as the
    bag goes); else pass."""
    scored = state.placements_with_scores()
    if scored:
        return max(scored, key=lambda pair: pair[1])[0]
    hand = state.hand(state.current_player)[:state.bag_size()]
    return Exchange(hand) if hand else Pass()


def greedy_game(seed: int, keep: Callable[[State], None] | None = None) -> State:
    """A whole 2-player game of greedy moves; ``keep`` sees every position before its move."""
    state = qwirkle.new_game(2, seed=seed)
    while not state.is_over():
        if keep is not None:
            keep(state)
        state.apply(greedy_move(state))
    return state


def mid_game_positions() -> list[State]:
    """Every position of the greedy games of SEEDS with 12 to 90 tiles on the board."""
    out: list[State] = []

    def keep(state: State) -> None:
        if 12 <= len(state.board.cells) <= 90:
            out.append(state.clone())

    for seed in SEEDS:
        greedy_game(seed, keep)
    return out


def _best_of_5_ms(states: list[State], call: Callable[[State], object]) -> list[float]:
    """Per position: the best of 5 timings of ``call`` on a fresh copy (so that nothing is cached
    and other load on the machine does not count), in ms."""
    times = []
    for state in states:
        best = float("inf")
        for _ in range(5):
            fresh = state.clone()
            gc.collect()
            start = time.perf_counter()
            call(fresh)
            best = min(best, time.perf_counter() - start)
        times.append(best * 1e3)
    return times


def run(out: Callable[[str], None]) -> None:
    states = mid_game_positions()
    times = _best_of_5_ms(states, State.legal_moves)
    counts = [sum(isinstance(m, qwirkle.Place) for m in state.legal_moves()) for state in states]
    fast = _best_of_5_ms(states, State.best_placement)
    worst = max(times)
    out(f"state.legal_moves() (every placement, exchange, pass; best of 5 per position), "
        f"{len(states)} mid-game 2-player "
        f"positions ({statistics.median(counts):.0f} placements median, {max(counts)} most):")
    out(f"  median {statistics.median(times):.3f} ms, mean {statistics.mean(times):.3f} ms, "
        f"worst {worst:.2f} ms   (target <= 2 ms median, <= 20 ms worst; public engines "
        f"{PUBLIC_GENERATION_MS[0]:.0f} ms average, {PUBLIC_GENERATION_MS[1]:.0f} ms worst)")
    out(f"state.best_placement() (the first best-scoring placement only: what a greedy move and "
        f"the computer players' simulated replies need), same positions: median "
        f"{statistics.median(fast):.3f} ms, mean {statistics.mean(fast):.3f} ms, "
        f"worst {max(fast):.2f} ms")
    _spots(states, out)
    games = []
    for seed in SEEDS:
        best = float("inf")
        for _ in range(3):
            gc.collect()
            start = time.perf_counter()
            state = greedy_game(seed)
            best = min(best, time.perf_counter() - start)
        games.append((best, len(state.moves)))
    seconds = [s for s, _ in games]
    moves = statistics.mean(n for _, n in games)
    out(f"greedy 2-player game via placements_with_scores() + apply() (best of 3 per game), "
        f"{len(games)} games ({moves:.0f} "
        f"moves average): mean {statistics.mean(seconds):.3f} s, worst {max(seconds):.3f} s   "
        f"(target <= 0.15 s; public engines about {PUBLIC_GREEDY_GAME_S:.0f} s)")


def _spots(states: list[State], out: Callable[[str], None], hands: int = 20) -> None:
    """The AI's ``Spots`` (ai/qwirkle/spots.py) against ``best_placement`` on the same boards,
    for ``hands`` hands of six tiles drawn from each position's bag (as a simulation deals
    them)."""
    rng = random.Random(1)
    build: list[float] = []
    each: list[float] = []
    plain: list[float] = []
    for state in states:
        board = state.board
        bag = read_save(state.to_dict())["bag"]       # tile ids
        if not bag:
            continue
        dealt = [rng.sample(bag, min(6, len(bag))) for _ in range(hands)]
        gc.collect()
        start = time.perf_counter()
        spots = Spots(board)
        middle = time.perf_counter()
        for hand in dealt:
            spots.best(hand)
        end = time.perf_counter()
        for hand in dealt:
            movegen.best_placement(board, hand)
        build.append((middle - start) * 1e3)
        each.append((end - middle) / hands * 1e3)
        plain.append((time.perf_counter() - end) / hands * 1e3)
    out(f"Spots (a board's stretches listed once for many hands: a simulation's deals), "
        f"same positions, {hands} hands each: listing mean {statistics.mean(build):.2f} ms; "
        f"best placement per hand mean {statistics.mean(each):.3f} ms against "
        f"{statistics.mean(plain):.3f} ms for best_placement")
