"""`python -m tilegames.demo`: a computer-vs-computer game in the real window, saved as a PNG."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtGui import QImage


def run_demo(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tilegames.demo", *args],
                          capture_output=True, text=True, timeout=120)


def test_demo_plays_some_moves_and_writes_a_png(tmp_path):
    out = tmp_path / "kulami-he.png"
    done = run_demo("--game", "kulami", "--seed", "7", "--moves", "20", "--lang", "he",
                    "--out", str(out), "--size", "1000x700")
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)


def test_demo_plays_to_the_end(tmp_path):
    out = tmp_path / "over.png"
    done = run_demo("--seed", "3", "--variant", "areas", "--board", "irregular",
                    "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert not QImage(str(out)).isNull()


def test_demo_plays_the_same_game_for_the_same_seed(tmp_path):
    pictures = []
    for name in ("one.png", "two.png"):
        done = run_demo("--seed", "5", "--moves", "12", "--out", str(tmp_path / name))
        assert done.returncode == 0, done.stderr
        pictures.append(QImage(str(tmp_path / name)))
    assert pictures[0] == pictures[1]
