"""Tuning Kulami's evaluation (``weights``) by self-play, Texel-style.

The recipe of the shipped ``WEIGHTS`` (docs/benchmarks.md has the figures; the data file,
about 190 kB, is not kept: the first step makes it again, byte for byte)::

    python -m tilegames.ai.kulami.tuning generate --games 800 --seed 1 --nodes 3000 \
        --out games.jsonl
    python -m tilegames.ai.kulami.tuning fit --data games.jsonl --target margin
    python -m tilegames.ai.kulami.tuning compare --scoring marbles holes --games 60 --seed 1 \
        --effort 0.25

- ``generate`` plays seeded self-play games on seeded random standard boards, the two scoring
  rules in turn, each game opening with a few random moves (for variety) and then both sides
  searching a fixed number of nodes with the hand-made evaluation (``HAND``, so the data do not
  depend on the weights they tune). One JSON line a game: scoring, board seed, first seat,
  random opening plies, the holes played and the final scores. Deterministic: the same arguments
  give the same file.
- ``fit`` replays the games and takes every position after the random opening with the
  features of the evaluation from the mover's side (the live margin, each open plate's lead
  ``(size, a, b)`` counted +1 for the leader's ``a > b`` and -1 when the mover trails, the best
  immediate gain) and fits, per scoring rule, a logistic model of the game's result for the
  mover (win 1, draw 0.5, loss 0) by Newton's method: ``sigmoid(K * (live + sum of plate
  weights + tempo * gain))`` (Texel's tuning). ``--target margin`` fits instead the final margin
  minus the live margin by least squares: the evaluation as an estimate of the final margin,
  which is what the search maximises and what its solved endgames return (the shipped weights
  are made so). Every fifth game is held out. It prints the loss of the hand evaluation (with
  its own best ``K``) and of the fitted one, on the fitted and the held-out games, the held-out
  log loss of the results of both (whichever the target), and the weights to paste into
  ``weights.py``.
- ``compare`` plays a level with the shipped weights against the same level with ``HAND``,
  pairs of games on one seeded board with the seats swapped (the scoring rules' pairs in turn),
  node-bounded only (no clock), at ``--effort`` (a reduced measure when below 1); it prints a
  line a game and then, per scoring rule, the arena's figures (wins, draws, losses, the score
  and the mean margin with intervals of 1.96 standard errors either side, as the arena's). (The
  arena itself plays the default scoring only.)
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from tilegames.ai.fitting import solve_linear
from tilegames.ai.kulami.search import INF, MAX_DEPTH, Search
from tilegames.ai.kulami.tables import Tables, live_margin, plate_gain, tables_for
from tilegames.ai.kulami.tables import holes as hole_list
from tilegames.ai.kulami.weights import HAND, Weights
from tilegames.base.levels import scaled, set_effort
from tilegames.games import kulami
from tilegames.games.kulami import State

SIZES = (2, 3, 4, 6)
# The plate features: (size, a, b) with a > b, a + b < size (open plates where someone leads).
KEYS: tuple[tuple[int, int, int], ...] = tuple(
    (size, a, b) for size in SIZES for a in range(size) for b in range(a) if a + b < size)
HELD_OUT = 5           # every fifth game is held out of the fit
RIDGE = 1e-4           # a small pull of the fitted coefficients towards 0 (a stable Newton step)


# --- generate ------------------------------------------------------------------------------------

@dataclass
class Game:
    """One self-play game (a line of the data file)."""

    scoring: str
    board: int                 # seed of the standard board (``kulami.standard_board``)
    first: int                 # the first seat
    opening: int               # random plies at the start
    moves: list[int]           # the holes played
    scores: list[int]          # the final scores of the seats


def play_game(seed: int, index: int, nodes: int, opening: tuple[int, int]) -> Game:
    """Self-play game ``index`` of the run ``seed`` (see the module docstring)."""
    rng = random.Random(f"kulami-tune:{seed}:{index}")
    scoring = kulami.SCORINGS[index % len(kulami.SCORINGS)]
    board_seed = rng.randrange(1, 1 << 30)
    first = rng.randrange(2)
    board = kulami.standard_board(board_seed)
    state = kulami.new_game(board, first_player=first, scoring=scoring)
    hand = tables_for(board, scoring, HAND)
    plies = rng.randint(*opening)
    played: list[int] = []
    while not state.is_over():
        holes = hole_list(state.legal_mask())
        rng.shuffle(holes)
        if len(played) < plies or len(holes) == 1:
            hole = holes[0]
        else:
            hole = Search(state, nodes=nodes, deadline=INF, tables=hand).root_search(holes).move
        state.apply_index(hole)
        played.append(hole)
    return Game(scoring, board_seed, first, plies, played, list(state.scores()))


def generate(path: Path, games: int, seed: int, nodes: int, opening: tuple[int, int],
             progress: bool = False) -> None:
    """Write ``games`` self-play games to ``path``, one JSON line each."""
    with path.open("w", encoding="utf-8") as out:
        for index in range(games):
            out.write(json.dumps(asdict(play_game(seed, index, nodes, opening)),
                                 separators=(",", ":")) + "\n")
            if progress:
                sys.stderr.write(f"\r{index + 1}/{games} games")
                sys.stderr.flush()
    if progress:
        sys.stderr.write("\n")


# --- positions and features --------------------------------------------------------------------

@dataclass
class Position:
    """One position of a game, from its mover's side."""

    live: int
    plates: list[tuple[int, int]]      # (feature index into KEYS, +1 or -1)
    top: int                           # the best immediate gain on a legal hole
    result: float                      # the game's result for the mover: 1, 0.5, 0
    margin: int                        # the final margin of the mover
    game: int


KEY_INDEX = {key: n for n, key in enumerate(KEYS)}


def features(t: Tables, me: int, op: int, legal: int) -> tuple[int, list[tuple[int, int]], int]:
    """The live margin, the open plates' lead features and the best immediate gain of the mover
    (``me``) over ``op`` with ``legal`` holes."""
    plates = []
    for p, mask in enumerate(t.plate_masks):
        a, b = (me & mask).bit_count(), (op & mask).bit_count()
        size = t.plate_size[p]
        if a != b and a + b < size:
            if a > b:
                plates.append((KEY_INDEX[(size, a, b)], 1))
            else:
                plates.append((KEY_INDEX[(size, b, a)], -1))
    top = 0
    for i in hole_list(legal):
        top = max(top, plate_gain(t, i, me, op))
    return live_margin(t, me, op), plates, top


def positions(games: Sequence[Game], scoring: str) -> Iterator[Position]:
    """Every position after the random opening of the ``scoring`` games, game by game."""
    for n, game in enumerate(games):
        if game.scoring != scoring:
            continue
        board = kulami.standard_board(game.board)
        state = kulami.new_game(board, first_player=game.first, scoring=scoring)
        t = tables_for(board, scoring, HAND)
        scores = game.scores
        for ply, hole in enumerate(game.moves):
            if ply >= game.opening:
                seat = state.current_player
                own = state.marbles()
                live, plates, top = features(t, own[seat], own[1 - seat], state.legal_mask())
                margin = scores[seat] - scores[1 - seat]
                result = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
                yield Position(live, plates, top, result, margin, n)
            state.apply_index(hole)


def read_games(path: Path) -> list[Game]:
    """The games of a file ``generate`` wrote."""
    with path.open(encoding="utf-8") as data:
        return [Game(**json.loads(line)) for line in data if line.strip()]


# --- fitting -----------------------------------------------------------------------------------

Row = list[tuple[int, float]]        # a sparse feature row: (column, value)


def _dot(row: Row, coef: Sequence[float]) -> float:
    return sum(coef[c] * v for c, v in row)


def log_loss(rows: Sequence[Row], labels: Sequence[float], coef: Sequence[float]) -> float:
    """The mean cross-entropy of ``sigmoid(row . coef)`` against ``labels`` (in [0, 1])."""
    total = 0.0
    for row, y in zip(rows, labels, strict=True):
        z = _dot(row, coef)
        # log(1 + e^z) - y z, written to stay finite for large |z|
        total += max(z, 0.0) + math.log1p(math.exp(-abs(z))) - y * z
    return total / len(rows)


def fit_logistic(rows: Sequence[Row], labels: Sequence[float], dim: int,
                 iterations: int = 12) -> list[float]:
    """The coefficients of a logistic model of ``labels`` (in [0, 1]) on ``rows`` (no
    intercept), fitted by Newton's method with a small ridge."""
    coef = [0.0] * dim
    n = len(rows)
    for _ in range(iterations):
        grad = [RIDGE * c for c in coef]
        hess = [[RIDGE if r == c else 0.0 for c in range(dim)] for r in range(dim)]
        for row, y in zip(rows, labels, strict=True):
            z = _dot(row, coef)
            p = 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))
            g, w = (p - y) / n, p * (1.0 - p) / n
            for c, v in row:
                grad[c] += g * v
                hrow = hess[c]
                for c2, v2 in row:
                    hrow[c2] += w * v * v2
        step = solve_linear(hess, grad)
        coef = [c - s for c, s in zip(coef, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return coef


def fit_least_squares(rows: Sequence[Row], targets: Sequence[float], dim: int) -> list[float]:
    """The coefficients of the least-squares fit of ``targets`` on ``rows`` (no intercept)."""
    ata = [[RIDGE if r == c else 0.0 for c in range(dim)] for r in range(dim)]
    atb = [0.0] * dim
    for row, y in zip(rows, targets, strict=True):
        for c, v in row:
            atb[c] += v * y
            arow = ata[c]
            for c2, v2 in row:
                arow[c2] += v * v2
    return solve_linear(ata, atb)


def mean_squared(rows: Sequence[Row], targets: Sequence[float], coef: Sequence[float]) -> float:
    return sum((_dot(row, coef) - y) ** 2 for row, y in zip(rows, targets, strict=True)) / len(
        rows)


def _row(pos: Position, *, with_live: bool) -> Row:
    """Columns: the plate features (0 .. len(KEYS) - 1), the best gain, then the live margin."""
    counts: dict[int, float] = {}
    for k, sign in pos.plates:
        counts[k] = counts.get(k, 0.0) + sign
    row: Row = [(k, v) for k, v in sorted(counts.items()) if v]
    if pos.top:
        row.append((len(KEYS), float(pos.top)))
    if with_live and pos.live:
        row.append((len(KEYS) + 1, float(pos.live)))
    return row


@dataclass
class Fit:
    """A fitted evaluation and its losses (``before``: the hand evaluation)."""

    weights: Weights
    scale: float                     # K of the logistic model (1 for a margin fit)
    positions: tuple[int, int]       # fitted, held out
    before: tuple[float, float]      # loss on the fitted and the held-out positions
    after: tuple[float, float]
    # held-out log loss of the results, each evaluation with its own best K (both targets)
    results: tuple[float, float]     # hand, fitted


def evaluation(weights: Weights, pos: Position) -> float:
    """The evaluation with ``weights`` of a position (as the search's, from its features)."""
    value = {(size, a, b): v for size, a, b, v in weights.plate}
    return (pos.live + sum(sign * value.get(KEYS[k], 0.0) for k, sign in pos.plates)
            + weights.tempo * pos.top)


def result_loss(weights: Weights, train: Sequence[Position], held: Sequence[Position]) -> float:
    """The held-out log loss of the results under ``sigmoid(K * evaluation)``, ``K`` fitted on
    ``train``."""
    rows: list[Row] = [[(0, evaluation(weights, p))] for p in train]
    scale = fit_logistic(rows, [p.result for p in train], 1)
    return log_loss([[(0, evaluation(weights, p))] for p in held], [p.result for p in held],
                    scale)


def _weights(coef: Sequence[float], scale: float) -> Weights:
    plate = tuple((*key, round(coef[k] / scale, 2)) for k, key in enumerate(KEYS))
    return Weights(tempo=round(coef[len(KEYS)] / scale, 2), plate=plate)


def fit(games: Sequence[Game], scoring: str, target: str = "result") -> Fit:
    """Fit the evaluation weights of ``scoring`` to ``games`` (module docstring)."""
    train: list[Position] = []
    held: list[Position] = []
    for pos in positions(games, scoring):
        (held if pos.game % HELD_OUT == HELD_OUT - 1 else train).append(pos)
    if not train or not held:
        raise ValueError(f"too few {scoring} games to fit and hold out")
    dim = len(KEYS) + 2
    if target == "margin":
        # The final margin minus the live margin, from the plate features and the best gain.
        rows = [_row(p, with_live=False) for p in train]
        rows_h = [_row(p, with_live=False) for p in held]
        ys = [float(p.margin - p.live) for p in train]
        ys_h = [float(p.margin - p.live) for p in held]
        hand = [0.0] * (dim - 1)
        hand[len(KEYS)] = HAND.tempo
        coef = fit_least_squares(rows, ys, dim - 1)
        weights = _weights(coef, 1.0)
        return Fit(weights, 1.0, (len(train), len(held)),
                   (mean_squared(rows, ys, hand), mean_squared(rows_h, ys_h, hand)),
                   (mean_squared(rows, ys, coef), mean_squared(rows_h, ys_h, coef)),
                   (result_loss(HAND, train, held), result_loss(weights, train, held)))
    rows = [_row(p, with_live=True) for p in train]
    rows_h = [_row(p, with_live=True) for p in held]
    ys = [p.result for p in train]
    ys_h = [p.result for p in held]
    # The hand evaluation, live + tempo * gain, with its own best scale K.
    hand_rows: list[Row] = [[(0, p.live + HAND.tempo * p.top)] for p in train]
    k_hand = fit_logistic(hand_rows, ys, 1)[0]
    hand = [0.0] * dim
    hand[len(KEYS)] = k_hand * HAND.tempo
    hand[len(KEYS) + 1] = k_hand
    coef = fit_logistic(rows, ys, dim)
    scale = coef[len(KEYS) + 1]
    weights = _weights(coef, scale)
    return Fit(weights, scale, (len(train), len(held)),
               (log_loss(rows, ys, hand), log_loss(rows_h, ys_h, hand)),
               (log_loss(rows, ys, coef), log_loss(rows_h, ys_h, coef)),
               (result_loss(HAND, train, held), result_loss(weights, train, held)))


# --- compare -----------------------------------------------------------------------------------

def search_move(state: State, nodes: int, tables: Tables, rng: random.Random) -> int:
    """Hard's and Expert's move (``think``) with the evaluation of ``tables``, bounded by
    ``nodes`` only."""
    holes = hole_list(state.legal_mask())
    rng.shuffle(holes)
    if len(holes) == 1:
        return holes[0]
    return Search(state, nodes=nodes, deadline=INF, tables=tables).root_search(
        holes, MAX_DEPTH).move


def compare_game(scoring: str, seed: int, index: int, nodes: int) -> tuple[float, list[float]]:
    """Game ``index`` of a comparison: pair ``index // 2`` on one seeded board, the shipped
    weights (A) first in even games; A's final margin and the seconds of each of A's moves."""
    pair = random.Random(f"kulami-tune-compare:{seed}:{index // 2}")
    board = kulami.standard_board(pair.randrange(1, 1 << 30))
    state = kulami.new_game(board, first_player=0, scoring=scoring)
    tuned, hand = tables_for(board, scoring), tables_for(board, scoring, HAND)
    a_seat = index % 2
    rngs = [random.Random(f"{seed}:{index}:{seat}") for seat in (0, 1)]
    times: list[float] = []
    while not state.is_over():
        seat = state.current_player
        start = time.perf_counter()
        hole = search_move(state, nodes, tuned if seat == a_seat else hand, rngs[seat])
        if seat == a_seat:
            times.append(time.perf_counter() - start)
        state.apply_index(hole)
    scores = state.scores()
    return float(scores[a_seat] - scores[1 - a_seat]), times


def compare_summary(records: Sequence[tuple[float, list[float]]]) -> list[str]:
    """Wins, draws and losses of A, its score and mean margin, each with an interval of 1.96
    standard errors either side (the arena's)."""
    n = len(records)
    margins = [m for m, _ in records]
    wins, losses = sum(m > 0 for m in margins), sum(m < 0 for m in margins)
    draws = n - wins - losses
    mean = sum(margins) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    score = (wins + draws / 2) / n
    score_half = 1.96 * math.sqrt(score * (1 - score) / n)
    times = [t for _, ts in records for t in ts]
    return [f"{n} games: tuned won {wins}, drew {draws}, lost {losses}",
            f"score (wins + half the draws): {100 * score:.1f}% "
            f"(interval {100 * max(0.0, score - score_half):.1f} .. "
            f"{100 * min(1.0, score + score_half):.1f})",
            f"mean margin of tuned: {mean:+.2f} points (interval {mean - half:+.2f} .. "
            f"{mean + half:+.2f})",
            f"time per move of tuned: mean {sum(times) / max(1, len(times)):.3f} s"]


# --- command line ------------------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tilegames.ai.kulami.tuning",
                                     description=__doc__.split("\n\n")[0])
    steps = parser.add_subparsers(dest="step", required=True)
    gen = steps.add_parser("generate", help="self-play games to a JSON-lines file")
    gen.add_argument("--games", type=int, default=600)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--nodes", type=int, default=1500, help="nodes a searched move")
    gen.add_argument("--opening", type=int, nargs=2, default=(2, 10), metavar=("MIN", "MAX"),
                     help="random opening plies, drawn in this range")
    gen.add_argument("--out", type=Path, required=True)
    fitp = steps.add_parser("fit", help="fit the weights to the games' results")
    fitp.add_argument("--data", type=Path, required=True)
    fitp.add_argument("--target", choices=("result", "margin"), default="result")
    fitp.add_argument("--scoring", choices=kulami.SCORINGS, action="append")
    cmp = steps.add_parser("compare", help="the shipped weights against the hand evaluation")
    cmp.add_argument("--scoring", choices=kulami.SCORINGS, nargs="+", default=["marbles"],
                     help="one or both: their pairs are played in turn")
    cmp.add_argument("--games", type=int, default=80)
    cmp.add_argument("--seed", type=int, default=1)
    cmp.add_argument("--level", choices=("hard", "expert"), default="hard")
    cmp.add_argument("--effort", type=float, default=1.0)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.step == "generate":
        generate(args.out, args.games, args.seed, args.nodes, tuple(args.opening),
                 progress=True)
        return 0
    if args.step == "fit":
        games = read_games(args.data)
        for scoring in args.scoring or kulami.SCORINGS:
            result = fit(games, scoring, args.target)
            loss = "mean squared error" if args.target == "margin" else "log loss"
            print(f"{scoring}: {result.positions[0]} positions fitted, {result.positions[1]} "
                  f"held out; K = {result.scale:.4f}")
            print(f"  {loss} before (hand): {result.before[0]:.4f} fitted, "
                  f"{result.before[1]:.4f} held out")
            print(f"  {loss} after:         {result.after[0]:.4f} fitted, "
                  f"{result.after[1]:.4f} held out")
            print(f"  held-out log loss of the results (each with its best K): hand "
                  f"{result.results[0]:.4f}, fitted (weights rounded) {result.results[1]:.4f}")
            print(f"  {scoring!r}: {result.weights!r},")
        return 0
    set_effort(args.effort)
    from tilegames.ai.kulami import NODES

    nodes = scaled(NODES[args.level])
    print(f"compare: {args.level} with the shipped weights (A) against {args.level} with HAND "
          f"(B), {' and '.join(args.scoring)}, seed {args.seed}, {nodes} nodes, no clock"
          + ("" if args.effort == 1 else f", effort {args.effort:g} (REDUCED)"), flush=True)
    start = time.monotonic()
    records: dict[str, list[tuple[float, list[float]]]] = {s: [] for s in args.scoring}
    for index in range(args.games + args.games % 2):
        for scoring in args.scoring:
            margin, times = compare_game(scoring, args.seed, index, nodes)
            records[scoring].append((margin, times))
            print(f"game {index} {scoring}: margin of A {margin:+g}", flush=True)
    for scoring, found in records.items():
        print(f"{scoring}:")
        for line in compare_summary(found):
            print(f"  {line}")
    print(f"wall time {time.monotonic() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
