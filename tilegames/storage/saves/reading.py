"""Reading a user's file: ``read_regular(path, limit)``, the one way every store reads one.

Settings, statistics, board files, save files and autosaves are all read through it. It returns
the bytes of ``path`` only when it is a regular file (a symbolic link to one is fine) of at most
``limit`` bytes, and otherwise raises ``SaveError`` with the reason (``MISSING``, ``FOLDER``,
``NOT_REGULAR``, ``NO_PERMISSION``, ``UNREADABLE`` or the store's own ``too_large``). It never
blocks: a FIFO, device or socket is refused by its type before it is opened; the file is opened
with ``O_NONBLOCK`` (where the system has it) and its type and size are checked again on the open
descriptor, so a FIFO swapped in between cannot hang the program either; at most ``limit + 1``
bytes are ever read. A caller decides what a refusal means (a damaged store sets the file aside
with ``atomic.keep_aside``); ``NOT_REGULAR`` is always such damage.

``open_regular(path, flags)`` is the opening underneath (``os.open`` for a regular file only,
never waiting), for a file that is written in place as well (the log: ``open(...,
opener=open_regular)``); anything else there raises ``NotRegularFileError``.
"""

from __future__ import annotations

import errno
import os
import stat

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.saves.errors import SaveError

MISSING = QT_TRANSLATE_NOOP("storage", "the file does not exist")
FOLDER = QT_TRANSLATE_NOOP("storage", "it is a folder, not a file")
NOT_REGULAR = QT_TRANSLATE_NOOP("storage", "it is not an ordinary file")
NO_PERMISSION = QT_TRANSLATE_NOOP("storage", "there is no permission to read it")
UNREADABLE = QT_TRANSLATE_NOOP("storage", "it could not be read ({why})")

# Never wait for the other end of a FIFO or for a device; never make a terminal ours; binary on
# Windows.
_NEVER_WAIT = (getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))


class NotRegularFileError(OSError):
    """Something other than a regular file (a FIFO, device, socket or folder) at a path."""


def open_regular(path: str | os.PathLike[str], flags: int, mode: int = 0o666) -> int:
    """``os.open(path, flags, mode)`` of a regular file, never blocking (``O_NONBLOCK`` where
    the system has it); the opened file's type is checked on its descriptor. NotRegularFileError
    when something else is there (nothing stays open then); other OSErrors as ``os.open``."""
    try:
        fd = os.open(path, flags | _NEVER_WAIT, mode)
    except OSError as exc:
        if exc.errno == errno.ENXIO:   # a socket, or a FIFO opened for writing with no reader
            raise NotRegularFileError(exc.errno, "not a regular file", os.fspath(path)) from None
        raise
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        os.close(fd)
        raise
    if not regular:
        os.close(fd)
        raise NotRegularFileError(errno.EINVAL, "not a regular file", os.fspath(path))
    return fd


def _check(info: os.stat_result, limit: int, too_large: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(FOLDER)
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(NOT_REGULAR)
    if info.st_size > limit:
        raise SaveError(too_large, size=info.st_size, limit=limit)


def read_regular(path: str | os.PathLike[str], limit: int, *, too_large: str) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``); SaveError (without the path:
    ``with_path`` adds it) for anything else. ``too_large`` is the reason for a file over
    ``limit``, filled in with ``size`` and ``limit``. Never blocks, never raises anything else."""
    try:
        _check(os.stat(path), limit, too_large)     # a FIFO or device is never opened
        fd = open_regular(path, os.O_RDONLY)
        try:
            _check(os.fstat(fd), limit, too_large)
            with os.fdopen(fd, "rb", closefd=False) as handle:
                data = handle.read(limit + 1)
        finally:
            os.close(fd)
    except SaveError:
        raise
    except NotRegularFileError:   # swapped in after the first look
        raise SaveError(NOT_REGULAR) from None
    except FileNotFoundError:
        raise SaveError(MISSING) from None
    except IsADirectoryError:
        raise SaveError(FOLDER) from None
    except PermissionError:
        raise SaveError(NO_PERMISSION) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise SaveError(UNREADABLE, why=getattr(exc, "strerror", None) or str(exc)) from None
    if len(data) > limit:  # it grew since we looked
        raise SaveError(too_large, size=len(data), limit=limit)
    return data


def is_damage(error: SaveError) -> bool:
    """Whether ``error`` from ``read_regular`` means the file is not one of ours (something
    else in its place, or far too large): set it aside. A missing file, a folder, no permission
    or a failing disk are not: leave those where they are."""
    return error.reason not in (MISSING, FOLDER, NO_PERMISSION, UNREADABLE)

