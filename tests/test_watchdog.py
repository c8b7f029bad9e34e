"""Issue 9: a test that hangs inside a Qt event loop fails within its timeout with a stack
(pytest-timeout's thread method), instead of stalling CI."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

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


@pytest.mark.parametrize("workers", ["0", "1"], ids=["one-process", "xdist-worker"])
def test_a_test_stuck_in_a_qt_event_loop_is_stopped_with_a_stack(tmp_path, workers):
    """With the suite's own configuration and conftest, in one process and in a pytest-xdist
    worker (as the README's command runs it), where the stacks go to the run's stderr."""
    (tmp_path / "tests").mkdir()
    shutil.copy(ROOT / "tests" / "conftest.py", tmp_path / "tests" / "conftest.py")
    test_file = tmp_path / "tests" / "test_hangs.py"
    test_file.write_text(HANGING_TEST, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT", "PYTEST_XDIST_TESTRUNUID"):
        env.pop(name, None)   # the inner run is a run of its own, not one of this run's workers
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir",
         str(tmp_path), "-p", "no:cacheprovider", "-n", workers, "--max-worker-restart", "0",
         str(test_file)],
        capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path)
    took = time.monotonic() - start
    assert out.returncode != 0
    report = out.stdout + out.stderr
    assert "+ Timeout +" in report
    assert "in test_stuck_in_the_event_loop" in report   # the stack says where it hung
    assert took < 200   # it ended on its own, long before the outer guard
