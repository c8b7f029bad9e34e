"""Save files: ``save(path, ...)`` writes atomically, ``load(path)`` reads with every check.

``load`` refuses a file larger than ``MAX_BYTES`` by its size, before reading it, and never reads
more than that; anything wrong is a SaveError naming the file. ``save`` raises SaveError for a
game that cannot be saved and OSError when the disk refuses (the old file is then untouched).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tilegames.controller.seats import Seat
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.atomic import write_text_atomic
from tilegames.storage.saves.codec import MAX_BYTES, TOO_LARGE, SavedGame, dumps, loads
from tilegames.storage.saves.errors import SaveError

MISSING = QT_TRANSLATE_NOOP("storage", "the file does not exist")
FOLDER = QT_TRANSLATE_NOOP("storage", "it is a folder, not a file")
NOT_REGULAR = QT_TRANSLATE_NOOP("storage", "it is not an ordinary file")
NO_PERMISSION = QT_TRANSLATE_NOOP("storage", "there is no permission to read it")
UNREADABLE = QT_TRANSLATE_NOOP("storage", "it could not be read ({why})")


def save(path: str | os.PathLike[str], game: str, state: Any,
         seats: Sequence[Seat] | None = None, **options: Any) -> None:
    """Write the save of ``state`` to ``path`` atomically (``options``: ``review``, ``meta``,
    ``bag`` as for ``dumps``). The name is used as given (add ``EXTENSION`` yourself)."""
    write_text_atomic(Path(path), dumps(game, state, seats, **options))


def read_bytes(path: Path) -> bytes:
    """The bytes of the save file ``path``, or SaveError (size checked before reading)."""
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(FOLDER)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(NOT_REGULAR)
        if info.st_size > MAX_BYTES:
            raise SaveError(TOO_LARGE, size=info.st_size, limit=MAX_BYTES)
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
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
    if len(data) > MAX_BYTES:  # it grew since we looked
        raise SaveError(TOO_LARGE, size=len(data), limit=MAX_BYTES)
    return data


def load(path: str | os.PathLike[str]) -> SavedGame:
    """The game saved in the file ``path``; SaveError naming the file for anything wrong."""
    try:
        return loads(read_bytes(Path(path)))
    except SaveError as exc:
        raise exc.with_path(os.fspath(path)) from None
