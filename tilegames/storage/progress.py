"""The player's puzzle progress, kept in ``data_dir()/puzzles.json`` (no Qt here)::

    from tilegames.storage.progress import Progress
    progress = Progress()                        # reads the file; problems become notices
    progress.solve("kulami", "kulami-best-endgame-0042", 2)             # a puzzle solved today
    progress.solve("lsd", "lsd-win-in-1-0007", 1, daily=True)          # … the daily puzzle
    progress.is_solved("kulami", "kulami-best-endgame-0042")            # True
    progress.solved("kulami")                    # {puzzle id: date first solved}
    progress.count("kulami", 2)                  # puzzles of that difficulty solved
    progress.daily_dates()                       # the dates the daily puzzle was solved
    progress.streak(date.today())                # days in a row up to today (or yesterday)
    progress.longest_streak()
    progress.notices                             # Notice list: show, then clear it

What is kept only grows: a solved puzzle stays solved (with the date it was first solved) and a
daily puzzle's date stays. So two copies of the program never undo each other: ``solve`` holds
the file's lock (``storage.locks``), reads the file again, adds what this copy solved that the
file does not hold yet (everything not yet written, also after a failed write), and writes it
atomically (``atomic.write_text_atomic``). A failed write (a full disk) leaves a notice and keeps
the solves in memory; the next ``solve`` (or ``save``) writes them with the rest. A lock another
copy keeps too long does not stop it: written without, with a notice (as every store).

The file is read only through ``saves.reading.read_regular``. A file that is not JSON (or too
large, from a newer version, not a regular file) is renamed ``puzzles.json.bad`` (``.2.bad``, …)
with a notice, and progress starts afresh. A file that is JSON but holds entries that cannot be
ours (hand-edited: a date that is no date, a difficulty that is no number) is set aside the same
way, with a notice, and the entries that can be read are kept and written back.

Dates are the player's local calendar days (``datetime.date``), as the daily puzzle is chosen.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.atomic import keep_aside, write_text_atomic
from tilegames.storage.locks import store_lock
from tilegames.storage.paths import data_dir
from tilegames.storage.saves import Notice, SaveError
from tilegames.storage.saves.jsonsafe import parse
from tilegames.storage.saves.reading import MISSING, is_damage, read_regular

FILE = "puzzles.json"
FORMAT = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_ID = 100
MAX_DIFFICULTY = 9
_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")

DAMAGED = QT_TRANSLATE_NOOP(
    "storage", "The puzzle progress file {file} could not be read ({why}). It was kept as "
    "{kept}, and your puzzle progress starts afresh.")
ODD_ENTRIES = QT_TRANSLATE_NOOP(
    "storage", "The puzzle progress file {file} held entries that could not be read ({count} "
    "in all). It was kept as {kept}; the rest of your puzzle progress is kept.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "storage", "The puzzle progress file {file} could not be read ({why}); puzzle progress is "
    "not saved until it can be.")
NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "storage", "Your puzzle progress could not be saved in {file} ({why}); it is kept while the "
    "program runs and saved with the next puzzle solved.")
NEWER = QT_TRANSLATE_NOOP("storage", "it was written by a newer version of tilegames")
NOT_PROGRESS = QT_TRANSLATE_NOOP("storage", "it holds no puzzle progress")
TOO_LARGE = QT_TRANSLATE_NOOP("storage", "it is far too large")


@dataclass(frozen=True)
class Solved:
    """One solved puzzle: its difficulty and the day it was first solved."""

    difficulty: int
    day: date


@dataclass
class _Data:
    """What the file holds: {game: {puzzle id: Solved}} and the daily puzzle's solved days."""

    solved: dict[str, dict[str, Solved]]
    daily: set[date]

    @classmethod
    def empty(cls) -> _Data:
        return cls({}, set())

    def add(self, other: _Data) -> None:
        """Everything of ``other`` too (the earlier day where both solved a puzzle)."""
        for game, puzzles in other.solved.items():
            mine = self.solved.setdefault(game, {})
            for puzzle, entry in puzzles.items():
                known = mine.get(puzzle)
                if known is None or entry.day < known.day:
                    mine[puzzle] = entry
        self.daily |= other.daily

    def to_json(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "solved": {game: {puzzle: {"difficulty": entry.difficulty,
                                       "date": entry.day.isoformat()}
                              for puzzle, entry in sorted(puzzles.items())}
                       for game, puzzles in sorted(self.solved.items()) if puzzles},
            "daily": sorted(day.isoformat() for day in self.daily),
        }


def _day(value: object) -> date | None:
    if not isinstance(value, str) or len(value) != 10:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def _entry(value: object) -> Solved | None:
    if not isinstance(value, dict):
        return None
    difficulty, day = value.get("difficulty"), _day(value.get("date"))
    if type(difficulty) is not int or not 1 <= difficulty <= MAX_DIFFICULTY or day is None:
        return None
    return Solved(difficulty, day)


def _parsed(data: dict[str, object]) -> tuple[_Data, int]:
    """The entries of a parsed file, and how many could not be read."""
    result = _Data.empty()
    odd = 0
    raw_solved = data.get("solved", {})
    if not isinstance(raw_solved, dict):
        raw_solved, odd = {}, odd + 1
    for game, puzzles in raw_solved.items():
        if not _GAME_KEY.fullmatch(game) or not isinstance(puzzles, dict):
            odd += 1
            continue
        for puzzle, value in puzzles.items():
            entry = _entry(value)
            if entry is None or not puzzle or len(puzzle) > MAX_ID:
                odd += 1
                continue
            result.solved.setdefault(game, {})[puzzle] = entry
    raw_daily = data.get("daily", [])
    if not isinstance(raw_daily, list):
        raw_daily, odd = [], odd + 1
    for value in raw_daily:
        day = _day(value)
        if day is None:
            odd += 1
        else:
            result.daily.add(day)
    return result, odd


def streak_until(days: set[date], today: date) -> int:
    """The days in a row in ``days`` that end today, or yesterday (today's may still come)."""
    day = today if today in days else today - timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= timedelta(days=1)
    return count


def longest_run(days: set[date]) -> int:
    """The most days in a row in ``days``."""
    best = 0
    for day in days:
        if day - timedelta(days=1) in days:
            continue            # not the first of its run
        length = 1
        while day + timedelta(days=length) in days:
            length += 1
        best = max(best, length)
    return best


class Progress:
    """The puzzle progress file, read at creation (``notices`` says what went wrong)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / FILE
        self.notices: list[Notice] = []
        self._data = _Data.empty()
        self._unsaved = _Data.empty()      # solved here, not yet in the file
        self._writable = True
        self.reload()
        if self._unsaved.solved or self._unsaved.daily:   # a hand-edited file was set aside
            self.save()

    # -- reading ------------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the file again; what this copy solved and could not write yet stays."""
        self._data = self._read()
        self._data.add(self._unsaved)

    def _read(self) -> _Data:
        try:
            raw = read_regular(self.path, MAX_BYTES, too_large=TOO_LARGE)
        except SaveError as exc:
            if exc.reason == MISSING:
                self._writable = True
                return _Data.empty()
            if is_damage(exc):
                self._set_aside(DAMAGED, {"why": exc})
                return _Data.empty()
            self._writable = False
            self.notices.append(Notice(UNREADABLE, {"file": str(self.path), "why": exc},
                                       self.path))
            return _Data.empty()
        self._writable = True
        try:
            try:
                text = raw.decode("utf-8").removeprefix("\ufeff")
            except UnicodeDecodeError:
                raise SaveError(NOT_PROGRESS) from None
            data = parse(text)
            if not isinstance(data, dict):
                raise SaveError(NOT_PROGRESS)
            version = data.get("format", FORMAT)
            if type(version) is int and version > FORMAT:
                raise SaveError(NEWER)
            if type(version) is not int:
                raise SaveError(NOT_PROGRESS)
        except SaveError as exc:
            self._set_aside(DAMAGED, {"why": exc})
            return _Data.empty()
        found, odd = _parsed(data)
        if odd and self._set_aside(ODD_ENTRIES, {"count": odd}):
            self._unsaved.add(found)       # written back without the entries set aside
        return found

    def _set_aside(self, reason: str, params: dict[str, object]) -> bool:
        """Rename the file to ``.bad`` with the notice ``reason``; False (and not writable,
        with a notice) when it cannot be renamed."""
        try:
            kept = keep_aside(self.path)
        except FileNotFoundError:      # another copy set it aside a moment ago
            return False
        except OSError as exc:
            self._writable = False
            self.notices.append(Notice(UNREADABLE, {"file": str(self.path),
                                                    "why": exc.strerror or str(exc)}, self.path))
            return False
        self.notices.append(Notice(reason, {"file": str(self.path), "kept": kept.name, **params},
                                   self.path))
        return True

    def solved(self, game: str) -> dict[str, date]:
        """The puzzles of ``game`` solved: {puzzle id: the day first solved}."""
        return {puzzle: entry.day for puzzle, entry in self._data.solved.get(game, {}).items()}

    def is_solved(self, game: str, puzzle: str) -> bool:
        return puzzle in self._data.solved.get(game, {})

    def count(self, game: str, difficulty: int | None = None) -> int:
        """How many puzzles of ``game`` are solved (of ``difficulty``, or all)."""
        return sum(1 for entry in self._data.solved.get(game, {}).values()
                   if difficulty is None or entry.difficulty == difficulty)

    def games(self) -> list[str]:
        """The games with a solved puzzle."""
        return sorted(game for game, puzzles in self._data.solved.items() if puzzles)

    def daily_dates(self) -> list[date]:
        """The days the daily puzzle was solved, oldest first."""
        return sorted(self._data.daily)

    def streak(self, today: date) -> int:
        """The daily puzzles solved on days in a row up to ``today`` (or up to yesterday, while
        today's is not solved yet)."""
        return streak_until(self._data.daily, today)

    def longest_streak(self) -> int:
        return longest_run(self._data.daily)

    # -- changing -----------------------------------------------------------------------------

    def solve(self, game: str, puzzle: str, difficulty: int, *, day: date | None = None,
              daily: bool = False) -> None:
        """Keep ``puzzle`` of ``game`` as solved on ``day`` (today by default); ``daily``: it
        was that day's daily puzzle. ValueError for arguments that cannot be kept (a programming
        error); problems with the file become notices."""
        if not isinstance(game, str) or not _GAME_KEY.fullmatch(game):
            raise ValueError(f"not a game key: {game!r}")
        if not isinstance(puzzle, str) or not 0 < len(puzzle) <= MAX_ID:
            raise ValueError(f"not a puzzle id: {puzzle!r}")
        if type(difficulty) is not int or not 1 <= difficulty <= MAX_DIFFICULTY:
            raise ValueError(f"not a difficulty: {difficulty!r}")
        day = day or date.today()
        new = _Data({game: {puzzle: Solved(difficulty, day)}}, {day} if daily else set())
        self._unsaved.add(new)
        self.save()

    def save(self) -> None:
        """Write what this copy solved that the file does not hold yet (under the lock, with
        the file read again first)."""
        with self._locked():
            self.reload()
            if not self._writable:
                return
            try:
                write_text_atomic(self.path, json.dumps(self._data.to_json(), indent=1,
                                                        ensure_ascii=False, sort_keys=True) + "\n")
            except OSError as exc:
                self.notices.append(Notice(NOT_WRITTEN, {"file": str(self.path),
                                                         "why": exc.strerror or str(exc)},
                                           self.path))
                return
            self._unsaved = _Data.empty()

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        with store_lock(self.path) as lock:
            yield
        if not lock.held:
            self.notices.append(lock.notice())
