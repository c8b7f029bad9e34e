"""Computer against computer, many games, with figures: the measure of the levels.

    python -m tilegames.arena --game kulami --a hard --b medium --games 60 --seed 1 --jobs 2

Games are played in pairs with the same setup and the seats swapped (Kulami: a random standard
board per pair; LSD: the first seat; Qwirkle: the bag), so neither side profits from the deal.
Every move is checked for legality (an illegal move loses that game and is reported). Printed:
wins/draws/losses of A, the mean score margin of A with a 95% interval, and the mean and maximum
time per move of each side. ``--a``/``--b`` take a level (``tilegames.ai.players.LEVELS``) or a
game's baseline player (``tilegames.ai.<game>.BASELINES``). With ``--players K`` (LSD 4,
Qwirkle 2–6) the sides alternate around the table: A, B, A, B, …

``--option KEY=VALUE`` (repeatable) changes the game's options as a save records them
(``GameSpec.save_options``/``start``; the value is JSON where it parses, else text), e.g.
``--option scoring=holes`` or ``--option variant='"areas"'`` for Kulami.

``--effort F`` scales every level's budget and node counts by F on both sides
(``tilegames.base.levels.set_effort``): a cheaper measure of levels that would take hours at full
strength, printed in the header so that its figures are never taken for full-strength ones.
``--no-clock`` takes the clock cap away (only node counts bound the searches), so that a busy
machine cannot weaken a side; the times per move are still printed.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from tilegames.ai.players import LEVELS, Player, game_module, make_player
from tilegames.base.levels import effort, set_clock, set_effort
from tilegames.games import GAMES
from tilegames.games.catalogue import game_spec
from tilegames.games.options import OptionsError
from tilegames.games.protocol import GameState


def new_state(game: str, pair_seed: int, players: int,
              options: dict[str, object] | None = None) -> GameState:
    """The setup shared by both games of a pair (``GameSpec.new_game``), with ``options`` in
    place of the game's own (``save_options``, then ``start``: OptionsError when the game has
    no such option or value)."""
    spec = game_spec(game)
    state = spec.new_game(players, pair_seed)
    if options:
        chosen = dict(spec.save_options(state, None))
        unknown = sorted(set(options) - set(chosen))
        if unknown:
            raise OptionsError(f"{game} has no option {', '.join(unknown)}: "
                               f"{', '.join(sorted(chosen))}")
        chosen.update(options)
        state = spec.start(chosen)
    return state


def parse_options(items: list[str]) -> dict[str, object]:
    """``KEY=VALUE`` texts as options: the value as JSON where it parses, else as text."""
    options: dict[str, object] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise OptionsError(f"an option is KEY=VALUE, not {item!r}")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


def player_for(game: str, name: str, seed: str) -> Player:
    """A level's player, or a baseline of the game."""
    if name in LEVELS:
        return make_player(name, seed)
    baselines = getattr(game_module(game), "BASELINES", {})
    if name in baselines:
        return baselines[name](seed)
    raise SystemExit(f"unknown player {name!r} for {game}: "
                     f"levels {', '.join(LEVELS)}; baselines {', '.join(baselines) or 'none'}")


def player_names(game: str) -> list[str]:
    return [*LEVELS, *getattr(game_module(game), "BASELINES", {})]


@dataclass
class GameRecord:
    """One game's outcome from side A's point of view."""

    outcome: str                     # "win", "draw", "loss" (for A)
    margin: float                    # A's mean score minus B's mean score
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    error: str = ""


def sides_of(players: int, a_first: bool) -> list[str]:
    """Which side sits at each seat: alternating, A at seat 0 when ``a_first``."""
    first, second = ("a", "b") if a_first else ("b", "a")
    return [first if seat % 2 == 0 else second for seat in range(players)]


def play_one(game: str, a: str, b: str, seed: int, index: int, players: int,
             options: dict[str, object] | None = None) -> GameRecord:
    """Game ``index`` of the run: pair ``index // 2``, A first in even games."""
    pair_seed = random.Random(f"arena:{game}:{seed}:{index // 2}").randrange(1, 1 << 30)
    state = new_state(game, pair_seed, players, options)
    sides = sides_of(state.num_players, index % 2 == 0)
    seats = [player_for(game, a if side == "a" else b, f"{seed}:{index}:{seat}")
             for seat, side in enumerate(sides)]
    record = GameRecord("draw", 0.0)
    cancel = threading.Event()
    while not state.is_over():
        seat = state.current_player
        copy = state.clone()
        start = time.perf_counter()
        move = seats[seat].choose(copy, cancel)
        record.times[sides[seat]].append(time.perf_counter() - start)
        if not state.is_legal(move):
            record.error = f"{sides[seat].upper()} played an illegal move {move!r}"
            record.outcome = "loss" if sides[seat] == "a" else "win"
            return record
        state.apply(move)
    winners = {sides[seat] for seat in state.winners()}
    record.outcome = ("win" if winners == {"a"} else "loss" if winners == {"b"} else "draw")
    scores = state.scores()
    mean = {side: sum(scores[s] for s in range(len(sides)) if sides[s] == side)
            / sides.count(side) for side in ("a", "b")}
    record.margin = mean["a"] - mean["b"]
    return record


def _play_star(args: tuple[str, str, str, int, int, int, dict[str, object] | None]
               ) -> GameRecord:
    return play_one(*args)


def _settings(factor: float, clock: bool) -> None:
    set_effort(factor)
    set_clock(clock)


def run(game: str, a: str, b: str, games: int, seed: int, players: int, jobs: int,
        progress: Callable[[int, int], None] | None = None,
        clock: bool = True, options: dict[str, object] | None = None) -> list[GameRecord]:
    """Play ``games`` games (rounded up to whole pairs); records in game order, at this
    process's ``effort()``; ``clock=False`` takes the clock cap away (``levels.set_clock``)."""
    games += games % 2
    tasks = [(game, a, b, seed, i, players, options) for i in range(games)]
    records: list[GameRecord] = []
    if jobs <= 1:
        set_clock(clock)
        try:
            for record in map(_play_star, tasks):
                records.append(record)
                if progress:
                    progress(len(records), games)
        finally:
            set_clock(True)
        return records
    with multiprocessing.get_context("spawn").Pool(jobs, _settings, (effort(), clock)) as pool:
        for record in pool.imap(_play_star, tasks):
            records.append(record)
            if progress:
                progress(len(records), games)
    return records


def summary(records: list[GameRecord], a: str, b: str) -> list[str]:
    """The printed figures."""
    n = len(records)
    wins = sum(r.outcome == "win" for r in records)
    draws = sum(r.outcome == "draw" for r in records)
    losses = n - wins - draws
    margins = [r.margin for r in records]
    mean = sum(margins) / n if n else 0.0
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n else 0.0
    lines = [
        f"{n} games: A={a} won {wins} ({100 * wins / n:.1f}%), drew {draws}, "
        f"lost {losses} ({100 * losses / n:.1f}%) against B={b}",
        f"score (wins + half the draws): {100 * (wins + draws / 2) / n:.1f}% for A",
        f"mean margin of A: {mean:+.2f} points (95% interval {mean - half:+.2f} .. "
        f"{mean + half:+.2f})",
    ]
    for side, name in (("a", a), ("b", b)):
        times = [t for r in records for t in r.times[side]]
        if times:
            lines.append(f"time per move, {side.upper()}={name}: mean {sum(times) / len(times):.3f}"
                         f" s, max {max(times):.3f} s over {len(times)} moves")
    errors = [r.error for r in records if r.error]
    lines += [f"ERROR: {e}" for e in errors]
    return lines


def _bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tilegames.arena", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=GAMES, required=True)
    parser.add_argument("--a", required=True, help="level or baseline of side A")
    parser.add_argument("--b", required=True, help="level or baseline of side B")
    parser.add_argument("--games", type=int, default=20, help="number of games (whole pairs)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--effort", type=float, default=1.0,
                        help="scale every level's budget and nodes by this (default 1: full)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option as a save records it (e.g. scoring=holes)")
    parser.add_argument("--no-clock", action="store_true",
                        help="no clock cap: only node counts bound the searches (a busy machine)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    counts = game_spec(args.game).player_counts
    if args.players not in counts:
        raise SystemExit(f"{args.game} is played by {counts} players")
    if args.games < 1:
        raise SystemExit("--games must be at least 1")
    if not args.effort > 0:
        raise SystemExit("--effort must be positive")
    set_effort(args.effort)
    try:
        options = parse_options(args.option)
        new_state(args.game, 1, args.players, options)
    except OptionsError as exc:
        raise SystemExit(f"--option: {exc}") from None
    for name in (args.a, args.b):
        if name not in player_names(args.game):
            player_for(args.game, name, "check")   # exits with the list of names
    print(f"arena: {args.game}, {args.players} players, A={args.a} against B={args.b}, "
          f"seed {args.seed}, {args.jobs} job(s)"
          + ("" if args.effort == 1 else f", effort {args.effort:g} (REDUCED: budgets and "
                                          f"nodes x{args.effort:g})")
          + (", no clock cap" if args.no_clock else "")
          + "".join(f", {key}={value!r}" for key, value in options.items()))
    start = time.monotonic()
    records = run(args.game, args.a, args.b, args.games, args.seed, args.players, args.jobs,
                  None if args.quiet else _bar, clock=not args.no_clock, options=options)
    for line in summary(records, args.a, args.b):
        print(line)
    print(f"wall time {time.monotonic() - start:.1f} s")
    return 1 if any(r.error for r in records) else 0


if __name__ == "__main__":
    sys.exit(main())
