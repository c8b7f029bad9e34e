"""The LSD demo (a computer game in the real window, saved as a PNG) and the redraw benchmark
run; the benchmark's figures are printed, never asserted."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtGui import QImage

from tilegames.bench import table_lsd


def run_demo(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tilegames.demo", *args],
                          capture_output=True, text=True, timeout=180)


def test_the_demo_plays_four_computers_in_hebrew(tmp_path):
    out = tmp_path / "x.png"
    done = run_demo("--game", "lsd", "--players", "4", "--seed", "3", "--moves", "24",
                    "--lang", "he", "--out", str(out), "--size", "1000x700")
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)


def test_the_demo_refuses_a_number_of_players_the_game_does_not_have(tmp_path):
    done = run_demo("--game", "lsd", "--players", "3", "--out", str(tmp_path / "x.png"))
    assert done.returncode == 2 and "lsd is played by 2 or 4 players, not 3" in done.stderr
    done = run_demo("--game", "kulami", "--players", "4", "--out", str(tmp_path / "x.png"))
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_the_redraw_benchmark_prints_its_figures(qapp, monkeypatch):
    monkeypatch.setattr(table_lsd, "SAMPLES", 4)
    lines: list[str] = []
    table_lsd.run(lines.append)
    assert lines[0].startswith("redraw after a move on a field of 4")
    assert "tiles, 4 players" in lines[0] and "target < 16 ms" in lines[0]
    assert any("redraw and paint what changed: median" in line for line in lines)
