"""`python -m tilegames.demo --game qwirkle`: computers play Qwirkle in the real window and the
picture is saved (the issue's command, shortened)."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtGui import QImage


def test_the_demo_plays_qwirkle_with_four_computers(tmp_path):
    out = tmp_path / "x.png"
    done = subprocess.run(
        [sys.executable, "-m", "tilegames.demo", "--game", "qwirkle", "--players", "4",
         "--seed", "3", "--moves", "8", "--lang", "de", "--out", str(out), "--size", "1000x700"],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
