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
"""

from __future__ import annotations

import os
import stat

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.saves.errors import SaveError

MISSING = QT_TRANSLATE_NOOP("storage", "the file does not exist")
FOLDER = QT_TRANSLATE_NOOP("storage", "it is a folder, not a file")
NOT_REGULAR = QT_TRANSLATE_NOOP("storage", "it is not an ordinary file")
NO_PERMISSION = QT_TRANSLATE_NOOP("storage", "there is no permission to read it")
UNREADABLE = QT_TRANSLATE_NOOP("storage", "it could not be read ({why})")

# Never wait for a writer (a FIFO) or a device; never make a terminal ours; binary on Windows.
_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
          | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))


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
        _check(os.stat(path), limit, too_large)
        fd = os.open(path, _FLAGS)
        try:
            _check(os.fstat(fd), limit, too_large)
            with os.fdopen(fd, "rb", closefd=False) as handle:
                data = handle.read(limit + 1)
        finally:
            os.close(fd)
    except SaveError:
        raise
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

