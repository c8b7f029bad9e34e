"""Save files: ``save(path, ...)`` writes atomically, ``load(path)`` reads with every check.

``load`` refuses a file larger than ``MAX_BYTES`` by its size, before reading it, and never reads
more than that; anything wrong is a SaveError naming the file. ``save`` raises SaveError for a
game that cannot be saved and OSError when the disk refuses (the old file is then untouched).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Unpack

from tilegames.base.seats import Seat
from tilegames.games.protocol import AnyState
from tilegames.storage.atomic import write_text_atomic
from tilegames.storage.saves.codec import (
    MAX_BYTES,
    TOO_LARGE,
    SavedGame,
    SaveOptions,
    dumps,
    loads,
)
from tilegames.storage.saves.errors import SaveError
from tilegames.storage.saves.reading import FOLDER as FOLDER
from tilegames.storage.saves.reading import MISSING as MISSING
from tilegames.storage.saves.reading import NO_PERMISSION as NO_PERMISSION
from tilegames.storage.saves.reading import NOT_REGULAR as NOT_REGULAR
from tilegames.storage.saves.reading import UNREADABLE as UNREADABLE
from tilegames.storage.saves.reading import read_regular


def save(path: str | os.PathLike[str], game: str, state: AnyState,
         seats: Sequence[Seat] | None = None, **options: Unpack[SaveOptions]) -> None:
    """Write the save of ``state`` to ``path`` atomically (``options``: ``review``, ``meta``,
    ``bag`` as for ``dumps``). The name is used as given (add ``EXTENSION`` yourself)."""
    write_text_atomic(Path(path), dumps(game, state, seats, **options))


def read_bytes(path: Path) -> bytes:
    """The bytes of the save file ``path``, or SaveError (``reading.read_regular``: a regular
    file of at most MAX_BYTES, size checked before reading, never blocking)."""
    return read_regular(path, MAX_BYTES, too_large=TOO_LARGE)


def load(path: str | os.PathLike[str]) -> SavedGame:
    """The game saved in the file ``path``; SaveError naming the file for anything wrong."""
    try:
        return loads(read_bytes(Path(path)))
    except SaveError as exc:
        raise exc.with_path(os.fspath(path)) from None
