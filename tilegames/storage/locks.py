"""One lock for every store that is read, changed and written back, across processes (two copies
of the program on one user's files)::

    from tilegames.storage.locks import store_lock
    with store_lock(path) as lock:        # path: the store, a file (statistics.json) or a folder
        data = read(path)                 # read again under the lock: the other copy's changes
        change(data)
        write_json_atomic(path, data)
    if not lock.held:                     # written without the lock (see below)
        notices.append(lock.notice())

The lock is the operating system's own on the lock file ``<store name>.lock`` beside the store:
``fcntl.flock`` (Linux, macOS) or ``msvcrt.locking`` (Windows). The system lets go of it when the
process holding it ends in any way (quit, crash, killed, power cut), so no stale lock survives a
crash and nothing has to be cleaned up; the empty lock file stays and is used again. In one
process, a thread waits for another thread's lock like another process would; the same thread
may take the lock of a store again inside its own ``with`` (it holds it already).

Never hangs, never raises: while another copy holds the lock, ``store_lock`` tries again for
``TIMEOUT`` seconds (a store is held for milliseconds; a lock that stayed busy that long is then
tried only briefly for ``STUCK_FOR`` seconds). After that — or when no lock can be taken at all
(a read-only folder, a file system without locks, something other than a file where the lock
file goes) — the body runs anyway, without the lock, and ``lock.held`` is False. The stores
then work as they did before there were locks: read again, change, write; the change in hand is
kept, only a write the other copy makes in that same instant could be undone. That is logged,
and ``lock.notice()`` tells the player. A non-file (a FIFO, a folder) in the lock file's place is
set aside like a damaged file (``atomic.keep_aside``), and the lock file made afresh.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.atomic import keep_aside
from tilegames.storage.saves.errors import Notice
from tilegames.storage.saves.reading import NotRegularFileError, open_regular

if sys.platform == "win32":
    import msvcrt
else:
    import fcntl

log = logging.getLogger(__name__)

SUFFIX = ".lock"
TIMEOUT = 3.0          # seconds to wait for another copy of the program
FIRST_PAUSE = 0.002    # seconds between tries, doubling up to LAST_PAUSE
LAST_PAUSE = 0.05

NOT_LOCKED = QT_TRANSLATE_NOOP(
    "storage", "{file} could not be locked against another copy of tilegames ({why}), so it "
    "was written without waiting.")
BUSY = QT_TRANSLATE_NOOP(
    "storage", "another copy of tilegames kept it busy for {seconds} seconds")

# A lock another copy kept busy for TIMEOUT is waited for STUCK_TIMEOUT only, for STUCK_FOR
# seconds after that (a hung copy would otherwise stall every change of the store).
STUCK_FOR = 30.0
STUCK_TIMEOUT = 0.2

_held = threading.local()   # .depth: {lock file: how often this thread holds it}
_stuck: dict[str, float] = {}   # lock file: when it was last found kept busy (time.monotonic)


@dataclass
class Lock:
    """A ``store_lock``: whether it is held, and if not, why (English, for the log; a Notice
    when another copy kept it busy)."""

    store: Path
    path: Path
    held: bool = False
    why: str | Notice = ""
    _fd: int | None = field(default=None, repr=False)

    def notice(self) -> Notice:
        """What to tell the player about a store written without the lock."""
        return Notice(NOT_LOCKED, {"file": str(self.store), "why": self.why}, self.store)


def lock_file(store: Path) -> Path:
    """The lock file of ``store``: ``<name>.lock`` beside it."""
    store = Path(store)
    return store.with_name(store.name + SUFFIX)


@contextlib.contextmanager
def store_lock(store: Path, timeout: float | None = None) -> Iterator[Lock]:
    """Hold the lock of ``store`` for the ``with`` block (see the module's docstring): waits up
    to ``timeout`` seconds (``TIMEOUT`` when None), then runs the block without it."""
    lock = Lock(Path(store), lock_file(Path(store)))
    key = os.path.abspath(lock.path)
    depth: dict[str, int] = _held.__dict__.setdefault("depth", {})
    if depth.get(key):       # this thread holds it already (a store changed inside a change)
        lock.held = True
        depth[key] += 1
    else:
        _acquire(lock, TIMEOUT if timeout is None else timeout)
        if lock.held:
            depth[key] = 1
        else:
            log.warning("%s written without its lock: %s", store, lock.why)
    try:
        yield lock
    finally:
        if lock.held:
            depth[key] -= 1
            if not depth[key]:
                del depth[key]
                _release(lock)


def _acquire(lock: Lock, timeout: float) -> None:
    fd = _open(lock)
    if fd is None:
        return
    key = os.path.abspath(lock.path)
    if time.monotonic() - _stuck.get(key, -STUCK_FOR) < STUCK_FOR:
        timeout = min(timeout, STUCK_TIMEOUT)   # kept busy a moment ago: no long wait again
    deadline = time.monotonic() + timeout
    pause = FIRST_PAUSE
    while True:
        try:
            _lock_fd(fd)
        except OSError as exc:
            if exc.errno not in _BUSY:   # a file system without locks (some network shares)
                lock.why = exc.strerror or str(exc)
                os.close(fd)
                return
        else:
            lock.held = True
            lock._fd = fd
            _stuck.pop(key, None)
            return
        if time.monotonic() >= deadline:
            lock.why = Notice(BUSY, {"seconds": f"{timeout:g}"})
            _stuck[key] = time.monotonic()
            os.close(fd)
            return
        time.sleep(pause)
        pause = min(pause * 2, LAST_PAUSE)


def _open(lock: Lock) -> int | None:
    """The lock file, open (made if need be); None (``lock.why`` set) when that cannot be."""
    flags = os.O_RDWR | os.O_CREAT
    try:
        lock.path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileNotFoundError):
            if not stat.S_ISREG(os.stat(lock.path).st_mode):   # a FIFO, a folder, a device
                kept = keep_aside(lock.path)
                log.warning("%s was no file; it was kept as %s", lock.path, kept.name)
        try:
            return open_regular(lock.path, flags)
        except PermissionError:   # a read-only lock file locks as well (flock, LockFileEx)
            return open_regular(lock.path, os.O_RDONLY)
    except NotRegularFileError:   # swapped in between: leave it alone
        lock.why = "not a file"
    except OSError as exc:
        lock.why = exc.strerror or str(exc)
    return None


if sys.platform == "win32":
    # msvcrt.locking says "access denied" or "deadlock" for a byte another handle has locked.
    _BUSY = frozenset({errno.EACCES, errno.EDEADLOCK})

    def _lock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)   # the first byte (it need not exist)

    def _unlock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    _BUSY = frozenset({errno.EAGAIN, errno.EWOULDBLOCK})

    def _lock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _release(lock: Lock) -> None:
    fd, lock._fd = lock._fd, None
    if fd is None:
        return
    try:
        with contextlib.suppress(OSError):
            _unlock_fd(fd)
    finally:
        os.close(fd)   # closing lets go of the lock in any case
