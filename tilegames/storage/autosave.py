"""The autosave: the open game of each kind, written after every move, offered again at start-up.

One file per game key, ``data_dir()/autosave/<game>.tilegames``, in the save format of
``storage.saves`` (so an autosave also opens with ``saves.load``). Each write is atomic
(``storage.atomic``: temporary file, flush, fsync, rename, fsync of the folder): a program killed
or a computer switched off at any moment leaves the previous save or the new one, complete.

For the program (no Qt here)::

    from tilegames.storage import autosave
    autosave.write(game, state, seats, review=..., meta=...)   # after every move; OSError if the
                                                               # disk refuses (show it, play on)
    autosave.write_text(game, text)    # the same with text already made by saves.dumps
    autosave.clear(game)               # the game was finished or abandoned (new game, closed)
    found = autosave.unfinished()      # at start-up, for the start page:
    for entry in found.games:          # newest first
        entry.game, entry.seats, entry.move_count, entry.saved_at   # "Continue: Kulami against
        entry.saved                    # Anna, move 23"; entry.saved is the loaded SavedGame
    for notice in found.notices:       # e.g. an autosave that could not be read: it was renamed
        show(notice.translated(QCoreApplication.translate))   # <game>.tilegames.bad (.2.bad, …)

``write`` of a finished game clears its autosave instead (a finished game is not continued).
``unfinished`` also removes temporary files of ours older than a minute (left by a killed program)
and autosaves of finished games. Two copies of the program playing the same game kind share one
autosave: the last move written wins.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tilegames.controller.seats import Seat
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.atomic import keep_aside, remove_stale, write_text_atomic
from tilegames.storage.paths import data_dir
from tilegames.storage.saves import EXTENSION, Notice, SavedGame, SaveError, dumps, load

FOLDER = "autosave"
STALE_AFTER = 60.0  # seconds: a temporary file this old belongs to no running write
_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")

SET_ASIDE = QT_TRANSLATE_NOOP(
    "storage", "The game saved automatically in {file} could not be continued ({why}). The file "
    "was kept as {kept}.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "storage", "The game saved automatically in {file} could not be continued ({why}).")


def folder() -> Path:
    """``data_dir()/autosave``."""
    return data_dir() / FOLDER


def path_for(game: str) -> Path:
    """The autosave file of ``game`` (a game key: lower-case letters, digits, ``_``)."""
    if not isinstance(game, str) or not _GAME_KEY.fullmatch(game):
        raise ValueError(f"not a game key: {game!r}")
    return folder() / f"{game}{EXTENSION}"


def write_text(game: str, text: str) -> Path:
    """Store ``text`` (from ``saves.dumps``) as the autosave of ``game``, atomically.
    OSError when the disk refuses; the previous autosave is then untouched."""
    path = path_for(game)
    write_text_atomic(path, text)
    return path


def write(game: str, state: Any, seats: Sequence[Seat] | None = None,
          **options: Any) -> Path | None:
    """Autosave ``state`` (``options`` as for ``saves.dumps``: review, meta, bag) and return the
    file; once the game is over, clear the autosave instead and return None.
    SaveError for a game that cannot be saved, OSError when the disk refuses."""
    if state.is_over():
        clear(game)
        return None
    return write_text(game, dumps(game, state, seats, **options))


def clear(game: str) -> None:
    """Forget the autosave of ``game`` (finished or abandoned). Never raises for a missing file;
    OSError if it exists and cannot be removed."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path_for(game))


@dataclass(frozen=True)
class Unfinished:
    """An autosaved game that can be continued."""

    game: str
    path: Path
    saved_at: datetime    # when it was written (the file's time, in UTC)
    saved: SavedGame

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.saved.seats

    @property
    def move_count(self) -> int:
        return self.saved.move_count


@dataclass
class Found:
    """What ``unfinished()`` found: the games to offer and the problems to tell about."""

    games: list[Unfinished] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)


def cleanup_temp(max_age: float = STALE_AFTER) -> list[Path]:
    """Remove temporary autosave files older than ``max_age`` seconds (a killed program's)."""
    return remove_stale(folder(), suffix=EXTENSION, max_age=max_age)


def unfinished() -> Found:
    """Every autosaved game that is not over, newest first, each loaded and checked.

    An autosave that cannot be loaded is renamed ``<name>.bad`` (numbered, so earlier ones stay)
    and reported in ``notices``; it is never offered and never crashes the program."""
    found = Found()
    cleanup_temp()
    try:
        entries = sorted(folder().glob(f"*{EXTENSION}"))
    except OSError:
        return found
    for path in entries:
        game = path.name[:-len(EXTENSION)]
        if not _GAME_KEY.fullmatch(game) or not path.is_file():
            continue
        entry = _read(path, game, found.notices)
        if entry is not None:
            found.games.append(entry)
    found.games.sort(key=lambda e: e.saved_at, reverse=True)
    return found


def _read(path: Path, game: str, notices: list[Notice]) -> Unfinished | None:
    try:
        saved_at = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        saved = load(path)
        if saved.game != game:
            raise SaveError(QT_TRANSLATE_NOOP("storage", "it holds a game of {found}"),
                            found=saved.game)
    except SaveError as exc:
        cause = SaveError(exc.reason, **exc.params)
        try:
            kept = keep_aside(path)
        except OSError:
            notices.append(Notice(UNREADABLE, {"file": str(path), "why": cause}, path))
        else:
            notices.append(Notice(SET_ASIDE, {"file": str(path), "why": cause,
                                              "kept": kept.name}, path))
        return None
    except OSError as exc:
        notices.append(Notice(UNREADABLE, {"file": str(path), "why": exc.strerror or str(exc)},
                              path))
        return None
    if saved.state.is_over():
        with contextlib.suppress(OSError):
            os.unlink(path)
        return None
    return Unfinished(game, path, saved_at, saved)
