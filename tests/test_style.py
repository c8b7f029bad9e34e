"""The code stays ruff clean (so the README's one test command also checks style)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_check_passes():
    if shutil.which("ruff") is None and subprocess.run(
        [sys.executable, "-m", "ruff", "--version"], capture_output=True
    ).returncode != 0:
        pytest.fail("ruff is not installed: install the test extra (pip install -e '.[test]')")
    out = subprocess.run([sys.executable, "-m", "ruff", "check", str(ROOT)],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
