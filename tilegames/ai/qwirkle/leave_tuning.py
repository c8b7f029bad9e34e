"""Learning the leave value (``leave``) from self-play, in two deterministic steps:

    python -m tilegames.ai.qwirkle.leave_tuning generate --games 4000 --seed 1 --out leaves.txt
    python -m tilegames.ai.qwirkle.leave_tuning fit leaves.txt \
        --out tilegames/ai/qwirkle/leave_weights.py

``generate`` plays seeded two-player games between Medium players that now and then
(``--explore``) take a seeded pick among their best-scoring placements instead of the best, so
that the kept tiles vary; for every move after which tiles are drawn it writes the tiles the
mover kept and the points it scored on its next ``--turns`` turn(s). ``fit`` finds by least
squares the weights of the leave's features (``leave.COLUMNS``: one intercept per leave size)
that best predict those points, and writes the weights (``leave.FEATURES``) as a data module with
a comment saying how they were made. The same command gives the same file (but for the date).
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from tilegames.ai.fitting import solve_linear
from tilegames.ai.qwirkle import leave
from tilegames.ai.qwirkle.evaluate import hand_after
from tilegames.ai.qwirkle.greedy import greedy_move, scored_placements
from tilegames.games import qwirkle
from tilegames.games.qwirkle.moves import Exchange, Move, Place

EXPLORE = 0.3      # share of moves that are a pick among the best placements, not the best
TOP = 4            # ... among so many of the best-scoring
RIDGE = 1e-6       # added to the diagonal, so that a feature the data never shows gets 0


# --- generate -------------------------------------------------------------------------------------

def _move(view: qwirkle.SeatView, rng: random.Random, explore: float) -> Move:
    scored = scored_placements(view)
    if scored and rng.random() < explore:
        ranked = sorted(scored, key=lambda pair: -pair[1])[:TOP]
        return rng.choice(ranked)[0]
    return greedy_move(view, scored, rng)


def game_records(game: int, seed: int, turns: int = 1,
                 explore: float = EXPLORE) -> list[tuple[list[int], int]]:
    """The (leave, points on the mover's next ``turns`` turns) of every move of the seeded game
    number ``game`` after which the mover drew, while it had so many turns left."""
    rng = random.Random(f"leave-tuning:{seed}:{game}")
    state = qwirkle.new_game(2, seed=f"leave-tuning:{seed}:{game}")
    pending: list[tuple[int, list[int], list[int]]] = []     # (seat, leave, points so far)
    out: list[tuple[list[int], int]] = []
    while not state.is_over():
        seat = state.current_player
        view = state.view(seat)
        move = _move(view, rng, explore)
        drew = isinstance(move, Place | Exchange) and view.bag_size > 0
        kept = (hand_after([tile.id for tile in view.hand], move)
                if isinstance(move, Place | Exchange) else [])
        points = state.apply(move).points
        still = []
        for owner, held, gained in pending:
            if owner == seat:
                gained.append(points)
                if len(gained) == turns:
                    out.append((held, sum(gained)))
                    continue
            still.append((owner, held, gained))
        pending = still
        if drew:
            pending.append((seat, kept, []))
    return out


def generate(games: int, seed: int, turns: int = 1,
             explore: float = EXPLORE) -> Iterable[tuple[list[int], int]]:
    """``game_records`` of games 0 .. ``games`` - 1, in order."""
    for game in range(games):
        yield from game_records(game, seed, turns, explore)


def write_records(path: Path, records: Iterable[tuple[list[int], int]], header: str) -> int:
    """Write one record a line (``ids;points``) after a ``#`` header line; how many."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        out.write(f"# {header}\n")
        for kept, points in records:
            out.write(f"{' '.join(map(str, sorted(kept)))};{points}\n")
            count += 1
    return count


def read_records(path: Path) -> tuple[str, list[tuple[list[int], int]]]:
    """The header and the records of a ``generate`` file."""
    header = ""
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            header = header or line[1:].strip()
            continue
        ids, points = line.split(";")
        records.append(([int(t) for t in ids.split()], int(points)))
    return header, records


# --- fit ------------------------------------------------------------------------------------------

def least_squares(rows: Iterable[Sequence[float]], targets: Iterable[float],
                  ridge: float = RIDGE) -> list[float]:
    """The weights w minimising sum (row . w - target)^2 + ridge |w|^2 (the normal equations,
    solved by ``fitting.solve_linear``)."""
    a: list[list[float]] = []
    b: list[float] = []
    for x, y in zip(rows, targets, strict=True):
        if not a:
            a = [[0.0] * len(x) for _ in x]
            b = [0.0] * len(x)
        for i, xi in enumerate(x):
            if xi:
                b[i] += xi * y
                ai = a[i]
                for j, xj in enumerate(x):
                    ai[j] += xi * xj
    for i in range(len(b)):
        a[i][i] += ridge
    return solve_linear(a, b)


def fit(records: Sequence[tuple[list[int], int]]) -> dict[str, float]:
    """The weight of each of ``leave.COLUMNS`` that best predicts the records' points."""
    weights = least_squares((leave.row(kept) for kept, _ in records),
                            (float(points) for _, points in records))
    return dict(zip(leave.COLUMNS, weights, strict=True))


def weights_module(weights: dict[str, float], comment: list[str]) -> str:
    """The text of the data module that holds ``weights`` (``leave.FEATURES`` only)."""
    lines = ['"""Leave weights learned by self-play (``leave_tuning``); data, not code."""', ""]
    lines += [f"# {line}" for line in comment]
    lines += ["WEIGHTS: dict[str, float] = {"]
    lines += [f'    "{name}": {weights[name]:.3f},' for name in leave.FEATURES]
    lines += ["}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tilegames.ai.qwirkle.leave_tuning",
                                     description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="play seeded games, write (leave, points) records")
    gen.add_argument("--games", type=int, default=3000)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--turns", type=int, default=1)
    gen.add_argument("--explore", type=float, default=EXPLORE)
    gen.add_argument("--out", type=Path, required=True)
    fitting = commands.add_parser("fit", help="fit the leave weights to a generate file")
    fitting.add_argument("records", type=Path)
    fitting.add_argument("--out", type=Path, help="write the data module here")
    args = parser.parse_args(argv)
    if args.command == "generate":
        header = (f"generate --games {args.games} --seed {args.seed} --turns {args.turns} "
                  f"--explore {args.explore:g}")
        count = write_records(args.out, generate(args.games, args.seed, args.turns,
                                                 args.explore), header)
        print(f"{count} records from {args.games} games in {args.out}")
        return 0
    header, records = read_records(args.records)
    weights = fit(records)
    for name in leave.COLUMNS:
        print(f"{name:12} {weights[name]:+.3f}")
    if args.out:
        today = datetime.datetime.now(datetime.UTC).date().isoformat()
        args.out.write_text(weights_module(weights, [
            f"Made on {today} by python -m tilegames.ai.qwirkle.leave_tuning (its docstring):",
            f"  {header} --out <file>",
            f"  fit <file> ({len(records)} records)"]), encoding="utf-8")
        print(f"written {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
