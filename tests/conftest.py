"""Test set-up: no screen (offscreen Qt), every user folder in a temporary place of this process
(each pytest-xdist worker has its own, and its own Qt application), Hypothesis derandomized in CI.
"""

from __future__ import annotations

import atexit
import os
import random
import shutil
import tempfile
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Every config/data/cache path goes below this folder for the whole run (see storage/paths.py);
# tests that need a fresh one use the `tilegames_home` fixture.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")   # "gw0", "gw1", ... under pytest-xdist
os.environ["TILEGAMES_HOME"] = tempfile.mkdtemp(prefix=f"tilegames-test-{WORKER}-")
# Test computer players in the computer players' worker process talk to their test through files
# here (tests/helpers/computers.py); set before any worker process starts, which inherits it.
os.environ["TILEGAMES_TEST_SIGNALS"] = tempfile.mkdtemp(prefix=f"tilegames-signals-{WORKER}-")
# Both go when this process ends (no litter in the temporary folder after a run).
for _folder in (os.environ["TILEGAMES_HOME"], os.environ["TILEGAMES_TEST_SIGNALS"]):
    atexit.register(shutil.rmtree, _folder, ignore_errors=True)

import pytest  # noqa: E402
from hypothesis import settings as hypothesis_settings  # noqa: E402

# The shared helpers (tests/helpers/) assert as tests do: pytest explains their failures too.
pytest.register_assert_rewrite("tests.helpers")

# CI (CI=true) runs the same examples every time, so a red run is the code's doing and can be
# repeated; locally each run tries new ones, and a failure prints its seed and a
# @reproduce_failure blob to run it again.
hypothesis_settings.register_profile("ci", derandomize=True, print_blob=True, database=None)
hypothesis_settings.register_profile("dev", print_blob=True)
hypothesis_settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))


@pytest.fixture
def tilegames_home(tmp_path, monkeypatch):
    """A fresh, empty TILEGAMES_HOME for one test."""
    monkeypatch.setenv("TILEGAMES_HOME", str(tmp_path))
    return tmp_path


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` run only with TILEGAMES_SLOW=1 (CI runs their short versions)."""
    if os.environ.get("TILEGAMES_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: set TILEGAMES_SLOW=1 to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def slow_level(monkeypatch):
    """Computer levels "slow" and "broken" (``tests.helpers.computers``) for this test; a slow
    move still thought about afterwards is let go (it would hold the worker up)."""
    from tests.helpers.computers import SlowPlayer, register_fake_levels

    register_fake_levels(monkeypatch)
    yield
    SlowPlayer.let_go()


def _hypothesis_seed(config) -> str | None:
    return config.getoption("hypothesis_seed", None)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    """Locally, one random Hypothesis seed for the whole run, chosen here so that it can be
    printed and given back (``--hypothesis-seed=N``); pytest-xdist hands it to its workers."""
    if os.environ.get("PYTEST_XDIST_WORKER") or _hypothesis_seed(config) is not None:
        return
    if hypothesis_settings.get_current_profile_name() != "ci":
        config.option.hypothesis_seed = str(random.randrange(2**32))


def pytest_report_header(config):
    seed = _hypothesis_seed(config)
    return f"hypothesis seed: {seed}" if seed is not None else "hypothesis: derandomized"


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """After a failed Hypothesis test, the seed that repeats the run's examples."""
    seed = _hypothesis_seed(config)
    failed = [r for r in terminalreporter.stats.get("failed", []) if "hypothesis" in r.keywords]
    if failed and seed is not None:
        terminalreporter.write_line(
            f"Hypothesis seed of this run: {seed} (run the failed tests again with "
            f"--hypothesis-seed={seed}; each failure above also prints @reproduce_failure)")


if WORKER != "main":

    @pytest.hookimpl(tryfirst=True)
    def pytest_timeout_set_timer(item, settings):
        """In a pytest-xdist worker, a test that outlives its timeout still leaves its stacks on
        the run's stderr (pytest-timeout writes them to the worker's terminal, which goes
        nowhere) before the worker ends and pytest-xdist reports the test as crashed."""
        if settings.method != "thread":
            return None
        import pytest_timeout

        def expire() -> None:
            capture = item.config.pluginmanager.getplugin("capturemanager")
            if capture:
                capture.suspend_global_capture(item)   # fd 2 is the run's stderr again
            item.config.get_terminal_writer()._file = os.fdopen(os.dup(2), "w")
            pytest_timeout.timeout_timer(item, settings)

        timer = threading.Timer(settings.timeout, expire)
        timer.name = f"timeout {item.nodeid}"

        def cancel() -> None:
            timer.cancel()
            timer.join()

        item.cancel_timeout = cancel
        timer.start()
        return True


@pytest.fixture(autouse=True)
def _in_english(request):
    """Every test with a Qt application starts in English with the English catalogue (its plural
    forms) installed, whatever an earlier test in this worker left behind: under pytest-xdist
    any test may run first."""
    if "qapp" in request.fixturenames:
        request.getfixturevalue("qapp")
        from PySide6.QtCore import QSignalBlocker

        from tilegames.i18n import translations

        if translations().language != "en":
            # quietly: the windows earlier tests left behind (deleted later by Qt, perhaps with
            # their Python side gone already) must not be asked to retranslate: that crashed
            _quiet = QSignalBlocker(translations())
            translations().set_language("en")
            del _quiet
    yield
