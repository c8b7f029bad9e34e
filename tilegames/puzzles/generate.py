"""``python3 -m tilegames.puzzles.generate --game G --count N --seed S``: find, prove and write
``resources/puzzles/<G>.json`` (or ``--out``).

Deterministic: the same arguments write the same file, byte for byte (the finders use seeded
computer players whose moves do not depend on the clock, and exact searches without limits).
The game's finder, ``tilegames.ai.<G>.puzzles.find(count, seed)``, gives proven entries with
their kinds mixed; this numbers them per kind in the order found (ids ``<game>-<kind>-<nnnn>``),
writes one puzzle a line, checks the file loads (``tilegames.puzzles.parse_file``) and writes it.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections import Counter
from pathlib import Path

from tilegames.games.catalogue import GAMES
from tilegames.puzzles import FORMAT, encode_state, parse_file, puzzle_path
from tilegames.storage.atomic import write_text_atomic


def build(game: str, count: int, seed: int) -> str:
    """The text of the puzzle file of ``game``: ``count`` puzzles found from ``seed``."""
    finder = importlib.import_module(f"tilegames.ai.{game}.puzzles")
    entries = finder.find(count, seed)
    numbers: Counter[str] = Counter()
    puzzles = []
    for entry in entries:
        kind = entry["kind"]
        numbers[kind] += 1
        puzzles.append({**entry, "id": f"{game}-{kind}-{numbers[kind]:04d}",
                        "state": encode_state(game, entry["state"])})
    head = json.dumps({"format": FORMAT, "game": game, "seed": seed}, sort_keys=True)
    lines = ",\n".join(json.dumps(p, sort_keys=True, separators=(",", ":")) for p in puzzles)
    text = f'{head[:-1]}, "puzzles": [\n{lines}\n]}}\n'   # one puzzle a line
    parse_file(game, text)          # what load() would refuse is never written
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tilegames.puzzles.generate",
                                     description="Find, prove and write a game's puzzles.")
    parser.add_argument("--game", required=True, choices=GAMES)
    parser.add_argument("--count", type=int, required=True, help="how many puzzles")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", type=Path, help="the file to write (default: the shipped one)")
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be at least 1")
    start = time.perf_counter()
    text = build(args.game, args.count, args.seed)
    out = args.out or puzzle_path(args.game)
    out.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(out, text)
    puzzles = parse_file(args.game, text)
    mix = Counter((p.kind, p.difficulty) for p in puzzles)
    print(f"{out}: {len(puzzles)} puzzles in {time.perf_counter() - start:.1f} s")
    for (kind, level), n in sorted(mix.items()):
        print(f"  {kind} difficulty {level}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
