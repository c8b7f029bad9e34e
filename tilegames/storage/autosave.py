"""The autosave: every unfinished game on its own, written after every move, offered again.

Each game has its own file, ``data_dir()/autosave/<id>.tilegames``, named by a game id
``<game>-<12 hex digits>`` (``new_id``) that the save also keeps (``meta["game_id"]``); it is in
the save format of ``storage.saves`` (so an autosave also opens with ``saves.load``). Each write
is atomic (``storage.atomic``): a program killed or a computer switched off at any moment leaves
the previous save or the new one, complete. Two games, of one kind or not, never share a file;
opening a save file never touches another game's autosave.

For the program (no Qt here)::

    from tilegames.storage import autosave
    game_id = autosave.new_id("kulami")        # once per game: a new game, a file played on
    autosave.write(game_id, state, seats, review=..., meta=...)   # after every move; OSError if
                                               # the disk refuses (show it, play on)
    autosave.clear(game_id)                    # the game has no moves (left), or is over
    found = autosave.unfinished()              # for the start page's "Continue":
    for entry in found.games:                  # newest first, at most LIMIT
        entry.id, entry.game, entry.seats, entry.move_count, entry.saved_at, entry.saved
    for notice in found.notices:               # e.g. an autosave that could not be read: it was
        show(notice.translated(QCoreApplication.translate))   # renamed <id>.tilegames.bad
    found = autosave.unfinished_game(game_id)  # the same for one game (to continue it)
    gone = autosave.remove(game_id)            # the player removes it from "Continue" …
    autosave.restore(gone)                     # … and takes that back
    autosave.older_folder()                    # where entries beyond LIMIT were moved

``write`` of a finished game clears its autosave instead (a finished game is not continued).
When a write adds an entry beyond ``LIMIT``, the oldest ones are moved (never deleted) into
``older_folder()``, where the program's Open dialog finds them.

``unfinished`` changes nothing a player can see: it removes our temporary files older than a
minute (left by a killed program) and autosaves of finished games, and carries over the layout of
earlier versions (one ``<game>.tilegames`` per kind) by renaming each such file to an id of its own;
where that rename fails the file is still offered under its old name, which stays a valid id.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Unpack

from tilegames.base.seats import Seat
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.protocol import AnyState
from tilegames.storage.atomic import (
    keep_aside,
    move_without_overwriting,
    remove_stale,
    write_bytes_atomic,
    write_text_atomic,
)
from tilegames.storage.paths import data_dir
from tilegames.storage.saves import EXTENSION, Notice, SavedGame, SaveError, dumps, load
from tilegames.storage.saves.codec import SaveOptions
from tilegames.storage.saves.files import read_bytes

FOLDER = "autosave"
OLDER = "older"     # below FOLDER: entries beyond LIMIT, kept as ordinary save files
LIMIT = 30          # games offered under "Continue"
STALE_AFTER = 60.0  # seconds: a temporary file this old belongs to no running write
_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")
# "<game>-<12 hex>", or "<game>" alone: the one autosave per kind of earlier versions
_GAME_ID = re.compile(r"([a-z][a-z0-9_]{0,39})(-[0-9a-f]{12})?")

SET_ASIDE = QT_TRANSLATE_NOOP(
    "storage", "The game saved automatically in {file} could not be continued ({why}). The file "
    "was kept as {kept}.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "storage", "The game saved automatically in {file} could not be continued ({why}).")


def folder() -> Path:
    """``data_dir()/autosave``."""
    return data_dir() / FOLDER


def older_folder() -> Path:
    """``data_dir()/autosave/older``: games moved out of "Continue" by ``LIMIT``."""
    return folder() / OLDER


def new_id(game: str) -> str:
    """A new game id for a game of ``game`` (a game key): ``<game>-<12 hex digits>``."""
    if not isinstance(game, str) or not _GAME_KEY.fullmatch(game):
        raise ValueError(f"not a game key: {game!r}")
    return f"{game}-{secrets.token_hex(6)}"


def game_of(game_id: str) -> str:
    """The game key of ``game_id`` (ValueError for anything that is not a game id)."""
    match = _GAME_ID.fullmatch(game_id) if isinstance(game_id, str) else None
    if match is None:
        raise ValueError(f"not a game id: {game_id!r}")
    return match.group(1)


def path_for(game_id: str) -> Path:
    """The autosave file of the game ``game_id`` (ValueError for anything else)."""
    game_of(game_id)
    return folder() / f"{game_id}{EXTENSION}"


def write_text(game_id: str, text: str) -> Path:
    """Store ``text`` (from ``saves.dumps``) as the autosave of ``game_id``, atomically, and tidy
    the list when this adds an entry. OSError when the disk refuses; the previous autosave is
    then untouched."""
    path = path_for(game_id)
    new = not path.exists()
    write_text_atomic(path, text)
    if new:
        _tidy()
    return path


def write(game_id: str, state: AnyState, seats: Sequence[Seat] | None = None,
          **options: Unpack[SaveOptions]) -> Path | None:
    """Autosave ``state`` under ``game_id`` (``options`` as for ``saves.dumps``: review, meta,
    redeals; the id is added to ``meta``) and return the file; once the game is over, clear the
    autosave instead and return None. SaveError for a game that cannot be saved, OSError when
    the disk refuses."""
    game = game_of(game_id)
    if state.is_over():
        clear(game_id)
        return None
    options["meta"] = {**(options.get("meta") or {}), "game_id": game_id}
    return write_text(game_id, dumps(game, state, seats, **options))


def clear(game_id: str) -> None:
    """Forget the autosave of ``game_id`` (over, or no moves). Never raises for a missing file;
    OSError if it exists and cannot be removed."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path_for(game_id))


@dataclass(frozen=True)
class Removed:
    """An autosave the player removed from "Continue": enough to put it back (``restore``)."""

    path: Path
    data: bytes
    mtime: float     # when it was last written: it goes back to its place in the list


def remove(game_id: str) -> Removed:
    """Take the autosave of ``game_id`` off "Continue" and return what ``restore`` needs to put
    it back. SaveError (not a file that can be read) or OSError (cannot be removed) leave it
    where it was."""
    path = path_for(game_id)
    removed = Removed(path, read_bytes(path), os.stat(path).st_mtime)
    os.unlink(path)
    return removed


def restore(removed: Removed) -> None:
    """Put a removed autosave back as it was (not over a file of the same name written since:
    FileExistsError then). OSError when the disk refuses."""
    if os.path.lexists(removed.path):
        raise FileExistsError(f"{removed.path} exists")
    write_bytes_atomic(removed.path, removed.data)
    with contextlib.suppress(OSError):
        os.utime(removed.path, (removed.mtime, removed.mtime))


def _ids() -> list[tuple[float, str]]:
    """(time written, id) of every autosave in the folder, newest first."""
    found = []
    try:
        entries = list(os.scandir(folder()))
    except OSError:
        return []
    for item in entries:
        game_id = item.name[:-len(EXTENSION)] if item.name.endswith(EXTENSION) else ""
        if not _GAME_ID.fullmatch(game_id):
            continue
        try:
            info = item.stat(follow_symlinks=False)
        except OSError:
            continue
        # A FIFO, device or socket under an autosave's name is listed too: ``_read`` sets it
        # aside like a damaged file (``saves.reading`` never waits on it). Folders and links not.
        if not (stat.S_ISDIR(info.st_mode) or stat.S_ISLNK(info.st_mode)):
            found.append((info.st_mtime, game_id))
    return sorted(found, reverse=True)


def _tidy(limit: int = LIMIT) -> None:
    """Move the autosaves beyond the newest ``limit`` into ``older_folder()`` (never deleted:
    a name that is taken there gets a number). Never raises."""
    for _stamp, game_id in _ids()[limit:]:
        source = path_for(game_id)
        with contextlib.suppress(OSError):
            older_folder().mkdir(parents=True, exist_ok=True)
            for number in range(1, 1000):
                name = game_id if number == 1 else f"{game_id}.{number}"
                try:
                    move_without_overwriting(source, older_folder() / f"{name}{EXTENSION}")
                    break
                except FileExistsError:
                    continue


def _carry_over() -> None:
    """Give each autosave of the earlier layout (``<game>.tilegames``) an id of its own by a
    rename (its time and bytes stay). Never raises: where the rename fails it stays as it is."""
    for _stamp, game_id in _ids():
        if _GAME_KEY.fullmatch(game_id):
            with contextlib.suppress(OSError):
                move_without_overwriting(path_for(game_id), path_for(new_id(game_id)))


@dataclass(frozen=True)
class Unfinished:
    """An autosaved game that can be continued."""

    id: str
    path: Path
    saved_at: datetime    # when it was written (the file's time, in UTC)
    saved: SavedGame

    @property
    def game(self) -> str:
        return game_of(self.id)

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
    """Every autosaved game that is not over, newest first (at most ``LIMIT``), each loaded and
    checked.

    An autosave that cannot be loaded is renamed ``<name>.bad`` (numbered, so earlier ones stay)
    and reported in ``notices``; it is never offered and never crashes the program."""
    found = Found()
    cleanup_temp()
    _carry_over()
    for _stamp, game_id in _ids():
        entry = _read(path_for(game_id), game_id, found.notices)
        if entry is not None:
            found.games.append(entry)
    found.games.sort(key=lambda e: e.saved_at, reverse=True)
    del found.games[LIMIT:]
    return found


def unfinished_game(game_id: str) -> Found:
    """The autosaved game ``game_id`` alone, loaded and checked as ``unfinished`` does (no
    game when it is gone, over or damaged; a damaged one is set aside, with a notice)."""
    found = Found()
    entry = _read(path_for(game_id), game_id, found.notices)
    if entry is not None:
        found.games.append(entry)
    return found


def _read(path: Path, game_id: str, notices: list[Notice]) -> Unfinished | None:
    game = game_of(game_id)
    try:
        saved_at = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        saved = load(path)
        if saved.game != game:
            raise SaveError(QT_TRANSLATE_NOOP("storage", "it holds a game of {found}"),
                            found=saved.game)
    except SaveError as exc:
        cause = SaveError(exc.reason, path=None, **exc.params)
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
    return Unfinished(game_id, path, saved_at, saved)
