"""storage.locks.store_lock: held across processes, let go by a killed process, never a hang."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tilegames.storage import locks
from tilegames.storage.locks import lock_file, store_lock
from tilegames.storage.stats import Statistics

ROOT = Path(__file__).resolve().parents[2]
# A program that takes the lock of the store given as its argument, says so, and keeps it.
HOLDER = """
import sys, time
from pathlib import Path
from tilegames.storage.locks import store_lock
with store_lock(Path(sys.argv[1])) as lock:
    print("held" if lock.held else "not held", flush=True)
    time.sleep(60)
"""


def start_holder(store: Path) -> subprocess.Popen[str]:
    program = subprocess.Popen([sys.executable, "-c", HOLDER, str(store)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    assert program.stdout is not None
    assert program.stdout.readline().strip() == "held"
    return program


def test_the_lock_file_sits_beside_the_store(tmp_path):
    store = tmp_path / "statistics.json"
    with store_lock(store) as lock:
        assert lock.held and lock.path == tmp_path / "statistics.json.lock"
        assert lock_file(tmp_path / "boards") == tmp_path / "boards.lock"
    assert lock.held     # it tells how the block ran
    with store_lock(store) as again:   # let go: the next one gets it at once
        assert again.held


def test_a_lock_held_by_another_program_waits_then_goes_ahead_with_a_notice(tmp_path):
    store = tmp_path / "statistics.json"
    holder = start_holder(store)
    try:
        began = time.monotonic()
        with store_lock(store, timeout=0.3) as lock:
            ran = True
        waited = time.monotonic() - began
    finally:
        holder.kill()
        holder.wait()
    assert ran and not lock.held
    assert 0.3 <= waited < 2
    assert "another copy of tilegames kept it busy for 0.3 seconds" in str(lock.notice())


def test_a_lock_kept_busy_is_then_waited_for_only_briefly(tmp_path):
    store = tmp_path / "settings.json"
    holder = start_holder(store)
    try:
        with store_lock(store, timeout=0.5) as first:
            pass
        began = time.monotonic()
        with store_lock(store, timeout=5) as second:    # the same copy still holds it
            pass
        waited = time.monotonic() - began
    finally:
        holder.kill()
        holder.wait()
    assert not first.held and not second.held
    assert waited < 1
    with store_lock(store, timeout=5) as third:          # free again: held at once
        assert third.held


def test_a_read_only_lock_file_locks_all_the_same(tmp_path):
    store = tmp_path / "statistics.json"
    lock_file(store).write_text("")
    lock_file(store).chmod(0o444)
    with store_lock(store, timeout=1) as lock:
        assert lock.held
    holder = start_holder(store)      # and another program's read-only handle excludes it
    try:
        with store_lock(store, timeout=0.2) as busy:
            assert not busy.held
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_left_by_a_killed_program_does_not_block_the_next(tmp_path):
    store = tmp_path / "statistics.json"
    holder = start_holder(store)
    holder.kill()          # SIGKILL on POSIX, TerminateProcess on Windows: no clean-up runs
    holder.wait()
    assert lock_file(store).exists()     # the file stays behind; the system's lock does not
    began = time.monotonic()
    with store_lock(store, timeout=5) as lock:
        assert lock.held
    assert time.monotonic() - began < 1


def test_statistics_say_so_when_the_lock_stays_busy(tilegames_home, monkeypatch):
    from tilegames.base.seats import Seat

    stats = Statistics()
    monkeypatch.setattr(locks, "TIMEOUT", 0.2)
    holder = start_holder(stats.path)
    try:
        stats.record("lsd", [Seat("Anna"), Seat("Bob")], (0,))
    finally:
        holder.kill()
        holder.wait()
    assert Statistics().player("lsd", "Anna").won == 1       # counted all the same
    assert [n.reason for n in stats.notices] == [locks.NOT_LOCKED]


def test_threads_of_one_program_wait_for_each_other_and_one_thread_may_nest(tmp_path):
    store = tmp_path / "store.json"
    inside: list[str] = []

    def work(name: str) -> None:
        with store_lock(store) as lock:
            assert lock.held
            inside.append(f"{name} in")
            with store_lock(store) as nested:    # the same thread: held already, no wait
                assert nested.held
            time.sleep(0.05)
            inside.append(f"{name} out")

    threads = [threading.Thread(target=work, args=(str(n),)) for n in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(inside) == 6
    assert all(inside[i][:-3] == inside[i + 1][:-4] for i in range(0, 6, 2))   # never overlap


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_lock_file_is_set_aside(tmp_path):
    store = tmp_path / "settings.json"
    os.mkfifo(lock_file(store))
    with store_lock(store, timeout=1) as lock:
        assert lock.held
    assert (tmp_path / "settings.json.lock.bad").exists()


def test_no_lock_to_be_had_runs_the_block_without_it(tmp_path):
    (tmp_path / "file").write_text("x")
    store = tmp_path / "file" / "statistics.json"     # its folder is a file: no lock file
    with store_lock(store, timeout=1) as lock:
        ran = True
    assert ran and not lock.held and lock.why
