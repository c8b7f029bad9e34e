"""Measured figures live in docs/benchmarks.md, each with the command that measures it, not in the
code's comments (issue 28, point 6): comments state contracts, and a figure goes stale the day the
code or the machine changes."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "benchmarks.md"
BENCH = ROOT / "tilegames" / "bench"

# A time, a share, a rate or an arena result written as a number: what a measurement gives.
FIGURE = re.compile(
    r"\b\d+(\.\d+)? ?(ms|µs|us)\b"            # 3 ms, 0.3 µs
    r"|\b\d+(\.\d+)? ?s a move"              # 0.2 s a move
    r"|\b\d+(\.\d+)? ?%"                     # 60%
    r"|per second|idle core of|development machine"
    r"|over \d+ games|[+-]\d+\.\d+ (->|to) [+-]?\d")


def _sources(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / "tilegames" / folder).rglob("*.py"))


def test_the_rules_engines_and_computer_players_keep_no_measured_figures():
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in _sources("games", "ai")
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if FIGURE.search(line)]
    assert not found, "move these figures to docs/benchmarks.md:\n" + "\n".join(found)


def test_the_figure_pattern_finds_what_it_is_for():
    for text in ("# a node takes 1-3 ms", "clone() (~0.3 µs)", "Hard thinks 0.25 s a move",
                 "about 60% of its budget", "220 000 nodes per second",
                 "+13.8 -> +17.0 over 600 games"):
        assert FIGURE.search(text), text
    for text in ("TIME_SHARE = 0.85", "two players", "Q-SC1", "the 12 line types"):
        assert not FIGURE.search(text), text


def test_every_bench_the_figures_name_exists():
    text = DOC.read_text(encoding="utf-8")
    named = set(re.findall(r"python -m tilegames\.bench ((?:[a-z_]+ ?)+)", text))
    modules = {name for line in named for name in line.split()}
    assert modules, "docs/benchmarks.md names the benches that measure its figures"
    assert sorted(m for m in modules if not (BENCH / f"{m}.py").is_file()) == []


def test_the_code_points_to_the_figures_that_exist():
    citing = [p for p in _sources("") if "docs/benchmarks.md" in p.read_text(encoding="utf-8")]
    assert citing and DOC.is_file()
