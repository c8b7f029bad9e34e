"""Issue 9: a test that hangs inside a Qt event loop fails within its timeout with a stack
(pytest-timeout's thread method), instead of stalling CI."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

HANGING_TEST = '''
import pytest
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication


@pytest.mark.timeout(3)
def test_stuck_in_the_event_loop():
    app = QApplication.instance() or QApplication([])
    QEventLoop().exec()   # nobody ever quits it: only C++ runs from here on
'''


def test_a_test_stuck_in_a_qt_event_loop_is_stopped_with_a_stack(tmp_path):
    test_file = tmp_path / "test_hangs.py"
    test_file.write_text(HANGING_TEST, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir",
         str(tmp_path), "-p", "no:cacheprovider", str(test_file)],
        capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path)
    took = time.monotonic() - start
    assert out.returncode != 0
    report = out.stdout + out.stderr
    assert "Timeout" in report
    assert "test_stuck_in_the_event_loop" in report   # the stack says where it hung
    assert took < 200   # it ended on its own, long before the outer guard
