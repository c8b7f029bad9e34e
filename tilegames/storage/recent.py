"""The "Open Recent" list: the last ``LIMIT`` save files opened or saved, newest first.

The program keeps the list in its settings under ``SETTINGS_KEY`` (``settings.RECENT_FILES``,
``"recent_files"``) as a plain JSON list of absolute path texts, newest first, at most ``LIMIT``
(8), no two naming the same file (compared by resolved path, case-insensitively where the system
is). Its default is ``[]``. Every other value read from a hand-edited settings file is cleaned up
by these functions: entries that are not texts are dropped, the rest de-duplicated and cut to
``LIMIT``.

Pure functions over the list (any value, as a hand-edited file may hold it), plus helpers for
the ``storage.settings.Settings``, whose ``change`` works on the file as it is under its lock, so
two copies of the program keep each other's files::

    from tilegames.storage import recent
    recent.remember(settings, path)            # after a successful Open or Save (As)
    paths, notices = recent.entries(settings)  # for the menu: missing files are dropped from the
                                               # setting and reported, one Notice each
    recent.forget(settings, path)              # a file that failed to open
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.saves import Notice
from tilegames.storage.settings import RECENT_FILES, Settings

SETTINGS_KEY = RECENT_FILES
LIMIT = 8
MAX_PATH = 4096

GONE = QT_TRANSLATE_NOOP(
    "storage", "{file} is no longer there; it was taken off the list of recent games.")


def _absolute(path: str | os.PathLike[str]) -> str | None:
    """The absolute path text of ``path``, or None for something that names no file."""
    try:
        text = os.fspath(path)
    except TypeError:
        return None
    if not isinstance(text, str) or not text or len(text) > MAX_PATH or "\x00" in text:
        return None
    try:
        return str(Path(text).expanduser().absolute())
    except (OSError, RuntimeError, ValueError):
        return None


def _identity(path: str) -> str:
    """What two paths naming the same file have in common: the resolved path (case-folded on
    systems that ignore case)."""
    try:
        resolved = str(Path(path).resolve())
    except (OSError, RuntimeError, ValueError):
        resolved = path
    return os.path.normcase(resolved)


def normalise(value: object) -> list[str]:
    """The recent list ``value`` as it should be: absolute path texts, no file twice (the newer
    entry stays), at most LIMIT. Anything that is not a list gives []."""
    if not isinstance(value, list):
        return []
    out: list[str] = []
    seen: set[str] = set()
    for item in value[:10 * LIMIT]:
        path = _absolute(item) if isinstance(item, str) else None
        if path is None:
            continue
        key = _identity(path)
        if key in seen:
            continue
        seen.add(key)
        out.append(path)
        if len(out) == LIMIT:
            break
    return out


def add(value: object, path: str | os.PathLike[str]) -> list[str]:
    """The list with ``path`` first (moved there if it was already in it)."""
    new = _absolute(path)
    current = normalise(value)
    if new is None:
        return current
    return normalise([new, *current])


def remove(value: object, path: str | os.PathLike[str]) -> list[str]:
    """The list without ``path``."""
    gone = _absolute(path)
    current = normalise(value)
    if gone is None:
        return current
    key = _identity(gone)
    return [p for p in current if _identity(p) != key]


def split_existing(value: object) -> tuple[list[str], list[str]]:
    """(the entries whose file exists, the ones that are gone), both newest first."""
    present: list[str] = []
    missing: list[str] = []
    for path in normalise(value):
        try:
            exists = Path(path).is_file()
        except OSError:
            exists = False
        (present if exists else missing).append(path)
    return present, missing


def remember(settings: Settings, path: str | os.PathLike[str]) -> list[str]:
    """Put ``path`` first in the setting and return the new list. OSError if the settings
    cannot be saved. The list is changed as it is in the file (``Settings.change``), so the
    files another copy of the program added stay."""
    return settings.change(SETTINGS_KEY, lambda value: add(value, path))


def forget(settings: Settings, path: str | os.PathLike[str]) -> list[str]:
    """Take ``path`` off the setting and return the new list (as ``remember``, the others'
    entries stay)."""
    return settings.change(SETTINGS_KEY, lambda value: remove(value, path))


def entries(settings: Settings) -> tuple[list[str], list[Notice]]:
    """The files for the Open Recent menu, newest first. Missing files are dropped from the
    setting (saved at once when anything changed) and reported as notices."""
    stored = settings.get(SETTINGS_KEY)
    present, missing = split_existing(stored)
    if present != stored:
        gone = set(missing)
        with contextlib.suppress(OSError):  # the menu is right anyway; cleaned next time
            settings.change(SETTINGS_KEY,
                            lambda value: [p for p in normalise(value) if p not in gone])
    return present, [Notice(GONE, {"file": path}, Path(path)) for path in missing]
