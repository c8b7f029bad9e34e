"""The player's own boards, for a game whose players design them (Kulami, K-B4): one file of
layout text each, in ``boards_dir()``.

The game says what a board is: the library is given ``read(text)``, which makes a board of a text
or raises a ValueError saying why (an ``ExplainedError`` is shown in the player's language), and a
board's ``to_text()`` writes it. A board file holds exactly what ``to_text()`` writes (Kulami:
plates lettered A, B, … in reading order, ``.`` for a cell without a hole), so it can be read,
mailed and edited as plain text. Its name is the board's name: ``<name>.txt``, with every character
that a file system might not take (anything but letters, digits, spaces and ``-_()+,'&!``) written
as ``%XX`` of its UTF-8 bytes, so that any name the player types is a valid file name everywhere.
Names are compared without regard to case (``Ring`` and ``ring`` would be the same file on Windows
and macOS).

Files are written atomically (``storage.atomic``) and read only through
``saves.reading.read_regular`` (never blocking). Reading never raises: a file that cannot be read,
is not a regular file (a FIFO, device or socket), is not UTF-8 text, is too large or holds no
valid board is listed as ``UnreadableBoard`` (its name and why) and skipped. Whether a board is
*playable* (Kulami: all 17 plates, one shape within 10×10, K-B3) is not decided here; drafts are
stored like any other board.

    library = BoardLibrary(Board.from_text)  # or BoardLibrary(Board.from_text, folder) in tests
    listing = library.listing()              # .boards (StoredBoard), .unreadable (UnreadableBoard)
    library.save("My ring", board)           # BoardNameError("taken") unless replace=True
    library.rename("My ring", "Ring 2")
    gone = library.delete("Ring 2")          # the file's path and bytes: library.restore(gone)

Saving, renaming, deleting and restoring hold the library's lock (``storage.locks``), so two
copies of the program never both take one name ("taken" for the second); a lock another copy
keeps for more than a few seconds is logged and the change made without it.

``BoardNameError`` (a ValueError) and ``OSError`` are the only exceptions bad input or a failing
disk raise. No Qt here.
"""

from __future__ import annotations

import functools
import os
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Concatenate, Generic, ParamSpec, Protocol, TypeVar

from tilegames.games.errors import QT_TRANSLATE_NOOP, ExplainedError
from tilegames.storage.atomic import is_temp_name, write_bytes_atomic, write_text_atomic
from tilegames.storage.locks import store_lock
from tilegames.storage.paths import data_dir
from tilegames.storage.saves.errors import SaveError, Translate
from tilegames.storage.saves.reading import NOT_REGULAR, read_regular


class BoardText(Protocol):
    """A board as the library keeps it: its layout text."""

    def to_text(self) -> str: ...


P = ParamSpec("P")
R = TypeVar("R")
B = TypeVar("B", bound=BoardText)

FOLDER = "boards"
SUFFIX = ".txt"
MAX_NAME = 40                  # characters of a name
MAX_FILE_NAME = 200            # bytes of the file name a name makes (file systems allow 255)
MAX_TEXT = 2_000               # characters of layout text (a 26×26 layout is 702)
MAX_KEPT = 16 * 1024 * 1024    # bytes of a file ``delete`` keeps for undo (larger: not deleted)
SAFE_PUNCTUATION = frozenset(" -_()+,'&!")
# Names Windows keeps for devices, whatever the extension: their first letter is written as %XX.
RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                      *(f"lpt{i}" for i in range(10))})

EMPTY = QT_TRANSLATE_NOOP("storage", "a board needs a name")
TOO_LONG = QT_TRANSLATE_NOOP("storage", "the name is too long (at most {limit} characters)")
TAKEN = QT_TRANSLATE_NOOP("storage", "there is already a board called {name}")
MISSING = QT_TRANSLATE_NOOP("storage", "there is no board called {name}")
NOT_TEXT = QT_TRANSLATE_NOOP("storage", "the file is not text")
TOO_LARGE = QT_TRANSLATE_NOOP("storage", "the file is too large for a board")
NOT_A_BOARD = QT_TRANSLATE_NOOP("storage", "it holds no valid board: {why}")
CANNOT_READ = QT_TRANSLATE_NOOP("storage", "the file cannot be read: {why}")


def boards_dir() -> Path:
    """Where the player's boards live: ``data_dir()/boards``."""
    return data_dir() / FOLDER


def _translate(translate: Translate | None, context: str, text: str) -> str:
    return text if translate is None else translate(context, text)


def _render(reason: str, params: dict[str, object], translate: Translate | None) -> str:
    """``reason`` in the user's language with its params; an ``ExplainedError`` param (why a
    text is no board) in its own words. A broken translation falls back to English."""
    values: dict[str, object] = {}
    for key, value in params.items():
        if isinstance(value, ExplainedError):
            try:
                value = _translate(translate, value.CONTEXT, value.reason).format(**value.params)
            except (KeyError, IndexError, ValueError):
                value = str(value)
        elif isinstance(value, SaveError):
            value = value.translated(translate)
        values[key] = value
    try:
        return _translate(translate, "storage", reason).format(**values)
    except (KeyError, IndexError, ValueError):
        return reason.format(**{k: str(v) for k, v in values.items()})


class BoardNameError(ValueError):
    """A name that cannot be used: ``code`` is "empty", "too_long", "taken" or "missing";
    ``translated(QCoreApplication.translate)`` says why in the user's language."""

    def __init__(self, code: str, reason: str, **params: object) -> None:
        self.code = code
        self.reason = reason
        self.params = params
        super().__init__(_render(reason, params, None))

    def translated(self, translate: Translate | None = None) -> str:
        return _render(self.reason, self.params, translate)


@dataclass(frozen=True)
class StoredBoard(Generic[B]):
    """A board file that holds a board: its name, the board, and the file."""

    name: str
    board: B
    path: Path

    @property
    def text(self) -> str:
        """The board's layout text (canonical)."""
        return self.board.to_text()


@dataclass(frozen=True)
class UnreadableBoard:
    """A board file that could not be used: its name, the file and why (``translated``)."""

    name: str
    path: Path
    reason: str
    params: dict[str, object] = field(default_factory=dict)

    def translated(self, translate: Translate | None = None) -> str:
        return _render(self.reason, self.params, translate)


@dataclass(frozen=True)
class Listing(Generic[B]):
    """The library's content, each part sorted by name (case-insensitively)."""

    boards: tuple[StoredBoard[B], ...] = ()
    unreadable: tuple[UnreadableBoard, ...] = ()

    def find(self, name: str) -> StoredBoard[B] | None:
        """The board called ``name`` (compared without regard to case), or None."""
        key = name_key(name)
        return next((b for b in self.boards if name_key(b.name) == key), None)


@dataclass(frozen=True)
class DeletedBoard:
    """A removed board file, kept for undo: where it was and its bytes (None: it was a FIFO,
    device or socket, which holds none; nothing is put back)."""

    path: Path
    data: bytes | None


# --- names ----------------------------------------------------------------------------------

def clean_name(name: str) -> str:
    """``name`` as it is stored: NFC, spaces at both ends removed, every run of white space one
    space, control characters dropped. Raises BoardNameError when nothing is left or it is too
    long."""
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C" or ch.isspace())
    text = " ".join(text.split())
    if not text:
        raise BoardNameError("empty", EMPTY)
    if len(text) > MAX_NAME or len(file_name(text).encode("utf-8")) > MAX_FILE_NAME:
        raise BoardNameError("too_long", TOO_LONG, limit=MAX_NAME)
    return text


def name_key(name: str) -> str:
    """What two names are compared by: the same key means the same board (and file)."""
    return unicodedata.normalize("NFC", name).casefold()


def _escape(ch: str) -> str:
    return "".join(f"%{byte:02X}" for byte in ch.encode("utf-8"))


def file_name(name: str) -> str:
    """The file name of the board called ``name`` (which ``clean_name`` made)."""
    out = [ch if ch.isalnum() or ch in SAFE_PUNCTUATION else _escape(ch) for ch in name]
    if name.split(".")[0].casefold() in RESERVED or name[:1] == " ":
        out[0] = _escape(name[0])
    if name[-1:] == " ":
        out[-1] = _escape(name[-1])
    return "".join(out) + SUFFIX


def name_from_file(file: str) -> str:
    """The board name a file name stands for (``%XX`` undone; a broken escape stays as it is;
    bytes that are not UTF-8, in the escapes or in a file name the system gave with surrogate
    escapes, become U+FFFD: the name is always text that can be shown and stored)."""
    stem = file[: -len(SUFFIX)] if file.endswith(SUFFIX) else file
    raw = bytearray()
    i = 0
    while i < len(stem):
        ch = stem[i]
        if ch == "%" and _is_hex(stem[i + 1:i + 3]):
            raw.append(int(stem[i + 1:i + 3], 16))
            i += 3
        else:
            raw.extend(_file_name_bytes(ch))
            i += 1
    return unicodedata.normalize("NFC", raw.decode("utf-8", errors="replace"))


def _file_name_bytes(ch: str) -> bytes:
    """The bytes of one character of a file name: a surrogate escape gives back its byte
    (``os.fsdecode``); any other lone surrogate is not text (U+FFFD)."""
    try:
        return ch.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return "\ufffd".encode()


def _is_hex(text: str) -> bool:
    return len(text) == 2 and all(c in "0123456789abcdefABCDEF" for c in text)


# --- the library ----------------------------------------------------------------------------

def _locked(method: Callable[Concatenate[BoardLibrary[B], P], R]
            ) -> Callable[Concatenate[BoardLibrary[B], P], R]:
    """A change of the library made under its lock (``storage.locks``: ``boards.lock`` beside
    the folder), so that two copies of the program never both take one name."""
    @functools.wraps(method)
    def locked(self: BoardLibrary[B], *args: P.args, **kwargs: P.kwargs) -> R:
        with store_lock(self.folder):
            return method(self, *args, **kwargs)
    return locked


def read_board_file(path: Path, read: Callable[[str], B]) -> StoredBoard[B] | UnreadableBoard:
    """One board file, read by ``read``; never raises."""
    name = name_from_file(path.name)
    try:
        data = read_regular(path, MAX_TEXT * 4, too_large=TOO_LARGE)
    except SaveError as exc:
        if exc.reason == TOO_LARGE:
            return UnreadableBoard(name, path, TOO_LARGE)
        return UnreadableBoard(name, path, CANNOT_READ, {"why": exc})
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return UnreadableBoard(name, path, NOT_TEXT)
    if len(text) > MAX_TEXT:
        return UnreadableBoard(name, path, TOO_LARGE)
    try:
        board = read(text)
    except ValueError as exc:
        return UnreadableBoard(name, path, NOT_A_BOARD, {"why": exc})
    return StoredBoard(name, board, path)


class BoardLibrary(Generic[B]):
    """The board files of one folder (default ``boards_dir()``, created when first written),
    read by ``read`` (the game's: text -> board, ValueError saying why for no board)."""

    def __init__(self, read: Callable[[str], B], folder: Path | None = None) -> None:
        self.read = read
        self.folder = Path(folder) if folder is not None else boards_dir()

    def _files(self) -> list[Path]:
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return []
        files = []
        for entry in entries:
            if (not entry.name.endswith(SUFFIX) or entry.name.startswith(".")
                    or is_temp_name(entry.name)):
                continue
            try:
                if entry.is_dir():
                    continue
            except OSError:
                pass
            files.append(Path(entry.path))
        return files

    def listing(self) -> Listing[B]:
        """Every board file, read; never raises (a folder that cannot be read lists nothing)."""
        boards: list[StoredBoard[B]] = []
        unreadable: list[UnreadableBoard] = []
        for path in self._files():
            item = read_board_file(path, self.read)
            if isinstance(item, StoredBoard):
                boards.append(item)
            else:
                unreadable.append(item)
        boards.sort(key=lambda b: (name_key(b.name), b.name))
        unreadable.sort(key=lambda b: (name_key(b.name), b.name))
        return Listing(tuple(boards), tuple(unreadable))

    def path_of(self, name: str) -> Path | None:
        """The file of the board called ``name`` (any case; unreadable ones too), or None."""
        key = name_key(name)
        exact = self.folder / file_name(name)
        if exact.is_file():
            return exact
        for path in self._files():
            if name_key(name_from_file(path.name)) == key:
                return path
        return None

    def exists(self, name: str) -> bool:
        return self.path_of(name) is not None

    @_locked
    def save(self, name: str, board: B, *, replace: bool = False) -> StoredBoard[B]:
        """Store ``board`` as ``name`` (cleaned). A board of that name is replaced only with
        ``replace`` (BoardNameError "taken" otherwise). OSError when the disk refuses."""
        name = clean_name(name)
        old = self.path_of(name)
        if old is not None and not replace:
            raise BoardNameError("taken", TAKEN, name=name_from_file(old.name))
        path = self.folder / file_name(name)
        write_text_atomic(path, board.to_text())
        if old is not None and old.name != path.name:   # the same board under other capitals
            self._unlink_other(old, path)
        return StoredBoard(name, board, path)

    @staticmethod
    def _unlink_other(old: Path, new: Path) -> None:
        """Remove ``old`` unless it is the very file ``new`` (a file system ignoring case)."""
        try:
            if os.path.samefile(old, new):
                return
        except OSError:
            return
        old.unlink(missing_ok=True)

    def snapshot(self, name: str) -> DeletedBoard | None:
        """The file of ``name`` as it is now (path and bytes, for undo), or None when there is
        none or it cannot be read."""
        path = self.path_of(name)
        if path is None:
            return None
        try:
            return DeletedBoard(path, read_regular(path, MAX_KEPT, too_large=TOO_LARGE))
        except SaveError:
            return None

    @_locked
    def rename(self, old: str, new: str) -> str:
        """Give the board ``old`` the name ``new`` (cleaned; returned). A change of capitals
        only is allowed; another board's name is "taken". OSError when the disk refuses."""
        source = self.path_of(old)
        if source is None:
            raise BoardNameError("missing", MISSING, name=old)
        new = clean_name(new)
        other = self.path_of(new)
        if other is not None and name_key(new) != name_key(name_from_file(source.name)):
            raise BoardNameError("taken", TAKEN, name=name_from_file(other.name))
        target = self.folder / file_name(new)
        if target.name != source.name:
            os.replace(source, target)
        return new

    @_locked
    def delete(self, name: str) -> DeletedBoard:
        """Remove the board ``name`` (an unreadable file too); ``restore`` puts it back. OSError
        (nothing removed) when its bytes cannot be kept for that: a file that cannot be read or
        is larger than MAX_KEPT."""
        path = self.path_of(name)
        if path is None:
            raise BoardNameError("missing", MISSING, name=name)
        try:
            data: bytes | None = read_regular(path, MAX_KEPT, too_large=TOO_LARGE)
        except SaveError as exc:
            if exc.reason != NOT_REGULAR:
                raise OSError(str(exc.with_path(path))) from None
            data = None
        path.unlink()
        return DeletedBoard(path, data)

    @_locked
    def restore(self, deleted: DeletedBoard) -> None:
        """Put a deleted (or replaced) file back exactly as it was: same name, same bytes."""
        if deleted.data is not None:
            write_bytes_atomic(deleted.path, deleted.data)
