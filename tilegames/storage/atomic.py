"""Atomic file writes: write a temporary file beside the target, then rename it into place.

``write_text_atomic(path, text)``: readers (and a program that was killed, or a computer that lost
power, at any moment) see the old file or the new one, never half of either; any ``str`` can be
written (``encode_text``):

1. the text goes to a new temporary file ``.<name>.<random>.tmp`` in the target's folder (same file
   system, so the rename below is atomic), created exclusively with the usual permissions (those
   of the file it replaces, if any);
2. it is flushed and ``fsync``-ed, so its bytes are on the disk before its name is;
3. ``os.replace`` renames it over the target (on Windows retried briefly while a virus scanner or
   indexer holds the target open);
4. on POSIX the folder is ``fsync``-ed too, so the rename itself survives a power cut.

A failure at any step raises ``OSError`` (disk full, no permission) and removes the temporary file;
the old file is untouched. A killed program can leave a temporary file behind: ``remove_stale``
clears those of a folder (the autosave does at start-up).

``keep_aside(path)`` renames a damaged file to ``<name>.bad`` (or ``<name>.2.bad``, ``.3.bad``, …
when earlier ones exist) so that nothing a user had is lost and the program can start afresh.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import stat
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# Windows: os.replace fails with PermissionError while another process (a virus scanner, the
# search indexer, a second copy of the program reading the file) has the target open. Retry a few
# times before giving up. Elsewhere a PermissionError is real and raised at once.
RETRY_REPLACE = os.name == "nt"
REPLACE_ATTEMPTS = 10
REPLACE_PAUSE = 0.05  # seconds between attempts


def _temp_name(path: Path) -> str:
    return f".{path.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}"


def _create_temp(path: Path) -> tuple[int, Path]:
    """A new, empty temporary file beside ``path``: (descriptor, its path)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = path.with_name(_temp_name(path))
        try:
            return os.open(tmp, flags, 0o666), tmp  # 0o666 minus the umask, like any new file
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def _replace(src: Path, dst: Path) -> None:
    attempts = REPLACE_ATTEMPTS if RETRY_REPLACE else 1
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(REPLACE_PAUSE)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no such call and needs none)."""
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):  # some file systems cannot fsync a folder: nothing to do
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new, never half.

    Raises ``OSError`` (disk full, no permission) with the old file untouched and no temporary
    file left behind.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _create_temp(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):  # keep the mode of the file we replace
            os.chmod(tmp, stat.S_IMODE(os.stat(path).st_mode))
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def encode_text(text: str) -> bytes:
    """``text`` as UTF-8, for any ``str``: a character UTF-8 cannot hold (a lone UTF-16
    surrogate, which ``json.loads`` makes of ``"\\ud800"`` and ``os.fsdecode`` of a file name
    that is not UTF-8) is written as its JSON escape ``\\udXXX``. Every store's text is JSON
    (a board file's layout text holds only letters and dots), where such a character can only
    stand inside a string, so it reads back as the very same character: what a store can read,
    it can write again, whatever text it holds."""
    return text.encode("utf-8", "backslashreplace")


def write_text_atomic(path: Path, text: str) -> None:
    """``write_bytes_atomic`` of ``encode_text(text)`` (newlines written as ``\\n``
    everywhere). Every store writes its text through here."""
    write_bytes_atomic(path, encode_text(text))


def write_json_atomic(path: Path, data: object) -> None:
    """``write_text_atomic`` of ``data`` as indented JSON."""
    write_text_atomic(path, json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n")


def bad_name(path: Path, number: int) -> Path:
    """Where ``keep_aside`` puts the ``number``-th damaged copy of ``path``: ``<name>.bad``, then
    ``<name>.2.bad``, ``<name>.3.bad``, …"""
    path = Path(path)
    return path.with_name(f"{path.name}.bad" if number <= 1 else f"{path.name}.{number}.bad")


def keep_aside(path: Path) -> Path:
    """Rename the damaged file ``path`` to the first free ``bad_name`` and return that name.

    Earlier copies are never overwritten. Raises ``OSError`` if the rename fails (the file stays
    where it was)."""
    path = Path(path)
    for number in range(1, 10_000):
        target = bad_name(path, number)
        if os.path.lexists(target):
            continue
        try:
            move_without_overwriting(path, target)
        except FileExistsError:  # taken between the check and the move: try the next number
            continue
        return target
    raise FileExistsError(f"too many damaged copies of {path}")


def move_without_overwriting(src: Path, dst: Path) -> None:
    """Rename ``src`` to ``dst`` unless ``dst`` exists (FileExistsError then; ``src`` stays)."""
    if os.name == "nt":
        os.rename(src, dst)  # refuses to overwrite on Windows
        return
    try:
        os.link(src, dst)  # refuses to overwrite
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: rename (``dst`` was free just now)
        os.rename(src, dst)
        return
    os.unlink(src)


def is_temp_name(name: str, target: str = "") -> bool:
    """Whether ``name`` looks like a temporary file of ``write_*_atomic`` (for ``target``, a file
    name, or for any file when ``target`` is empty)."""
    if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
        return False
    return not target or name.startswith(f".{target}.")


def remove_stale(folder: Path, *, suffix: str = "", max_age: float = 60.0) -> list[Path]:
    """Delete our temporary files in ``folder`` older than ``max_age`` seconds (left by a killed
    program) whose target name ends in ``suffix``; return what was deleted. Never raises: a file
    that cannot be deleted is left alone."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not is_temp_name(name):
            continue
        target = name[1:-len(TEMP_SUFFIX)].rsplit(".", 1)[0]  # ".<target>.<random>.tmp"
        if suffix and not target.endswith(suffix):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < max_age:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
