"""Statistics per game and per player name, kept in ``data_dir()/statistics.json``.

For the program (no Qt here)::

    from tilegames.storage.stats import Statistics
    stats = Statistics()                 # reads the file; problems become stats.notices
    stats.record("qwirkle", seats, state.winners(), state.scores())   # at the end of each game
    for player in stats.players("qwirkle"):        # most games first
        player.name, player.played, player.won, player.lost, player.drawn
        player.best_score, player.best_margin, player.average_margin    # None when no points
        player.longest_streak, player.current_streak
        player.levels["hard"].won        # games against a computer seat of that level
        player.recent                    # last RECENT_LIMIT results, oldest first (a chart)
    stats.reset("qwirkle")               # the Statistics window's reset
    stats.notices                        # Notice list: show, then clear it

Who is recorded: every human seat, under its name as given (stripped; "" for a player without a
name — the UI shows it as it shows the seat). A seat called by its default name is recorded as
shown ("Red", "Rood"); ``Statistics(aliases={game: {name: key}})`` merges the records of every
name in ``aliases`` into the key's record on reading, losing no game (``merge``) — the UI maps a
default name in every language to ``DEFAULT_PREFIX`` + its English text, one player whatever the
language. Computer seats get no record of their own; they count
as ``levels`` of the humans they played. A name at two seats of one game is not recorded for that
game (its result would be both a win and a loss).

Results: when every seat won, or nobody did (an LSD draw), everyone drew; otherwise the seats in
``winners`` won (a shared win counts as a win) and the others lost. A win extends the current
streak; a loss or a draw ends it.

Margin of a game, for a player: their points minus the best points of the other seats (negative on
a loss), in a game whose scores are points (``GameSpec.points``: Kulami and Qwirkle). In a game
without (LSD) margin and best score stay None. The best score is the highest points in one game
(shown for Qwirkle).

The file is JSON, written atomically after each change; ``record`` and ``reset`` hold the file's
lock (``storage.locks``: ``statistics.json.lock``) while they read it again, change it and write
it, so two copies of the program count every game either finishes. A lock another copy keeps for
more than a few seconds (or none to be had) does not stop the count: the file is read, changed
and written without it, with a notice. It is read only through ``saves.reading.read_regular``
(never blocking). A file that is not JSON (or too large, from a newer version, or not a regular
file: a FIFO, device or socket) is renamed ``statistics.json.bad`` (``.2.bad``, … so earlier ones
stay) with a notice; a field holding a wrong value counts as empty. A failed write leaves a notice
and the numbers in memory; nothing raises.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TypedDict

from tilegames.base.levels import BUDGETS, OLD_LEVELS, normalise_level
from tilegames.base.seats import Seat
from tilegames.games.catalogue import find_spec
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.atomic import keep_aside, write_text_atomic
from tilegames.storage.locks import store_lock
from tilegames.storage.paths import data_dir
from tilegames.storage.saves import Notice, SaveError
from tilegames.storage.saves.jsonsafe import parse
from tilegames.storage.saves.reading import MISSING, is_damage, read_regular

FILE = "statistics.json"
FORMAT = 1
MAX_BYTES = 4 * 1024 * 1024
RECENT_LIMIT = 30
MAX_COUNT = 10**9
MAX_POINTS = 10**6
MAX_NAME = 100
DEFAULT_PREFIX = "default:"
RESULTS = ("won", "lost", "drawn")
_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")

DAMAGED = QT_TRANSLATE_NOOP(
    "storage", "The statistics file {file} could not be read ({why}). It was kept as {kept}, and "
    "the statistics start afresh.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "storage", "The statistics file {file} could not be read ({why}); statistics are not saved "
    "until it can be.")
NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "storage", "The statistics could not be saved in {file} ({why}).")
NEWER = QT_TRANSLATE_NOOP("storage", "it was written by a newer version of tilegames")
NOT_STATS = QT_TRANSLATE_NOOP("storage", "it holds no statistics")
TOO_LARGE = QT_TRANSLATE_NOOP("storage", "it is far too large")


@dataclass(frozen=True)
class LevelRecord:
    """Games against a computer level."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0


@dataclass(frozen=True)
class Result:
    """One finished game, for a player: ``result`` "won", "lost" or "drawn"; ``when`` ISO 8601
    UTC text; ``score`` and ``margin`` None in a game without points."""

    when: str
    result: str
    score: int | None = None
    margin: int | None = None


@dataclass(frozen=True)
class PlayerStats:
    """A player's record in one game."""

    name: str
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best_score: int | None = None
    best_margin: int | None = None
    margin_total: int = 0
    margin_count: int = 0
    longest_streak: int = 0
    current_streak: int = 0
    levels: dict[str, LevelRecord] = field(default_factory=dict)
    recent: tuple[Result, ...] = ()

    @property
    def average_margin(self) -> float | None:
        """Mean margin over the games with points, or None."""
        return self.margin_total / self.margin_count if self.margin_count else None


# --- reading any JSON value safely ---------------------------------------------------------------

def _count(value: object) -> int:
    return min(value, MAX_COUNT) if type(value) is int and value >= 0 else 0


def _points(value: object) -> int | None:
    return value if type(value) is int and abs(value) <= MAX_POINTS else None


def _total(value: object) -> int:
    return value if type(value) is int and abs(value) <= MAX_POINTS * MAX_COUNT else 0


def _level_record(value: object) -> LevelRecord:
    value = value if isinstance(value, dict) else {}
    return LevelRecord(*(_count(value.get(key)) for key in ("played", "won", "lost", "drawn")))


def _result(value: object) -> Result | None:
    if not isinstance(value, dict):
        return None
    when, result = value.get("when"), value.get("result")
    if not isinstance(when, str) or len(when) > 40 or result not in RESULTS:
        return None
    return Result(when, result, _points(value.get("score")), _points(value.get("margin")))


def _player(name: str, value: object) -> PlayerStats:
    value = value if isinstance(value, dict) else {}
    levels: dict[str, LevelRecord] = {}
    raw_levels = value.get("levels")
    if isinstance(raw_levels, dict):
        for level, record in raw_levels.items():
            if level in BUDGETS or level in OLD_LEVELS:
                key = normalise_level(level)
                levels[key] = _add_levels(levels.get(key, LevelRecord()), _level_record(record))
    raw_recent = value.get("recent")
    recent = [r for r in map(_result, raw_recent if isinstance(raw_recent, list) else [])
              if r is not None][-RECENT_LIMIT:]
    return PlayerStats(
        name=name, played=_count(value.get("played")), won=_count(value.get("won")),
        lost=_count(value.get("lost")), drawn=_count(value.get("drawn")),
        best_score=_points(value.get("best_score")), best_margin=_points(value.get("best_margin")),
        margin_total=_total(value.get("margin_total")),
        margin_count=_count(value.get("margin_count")),
        longest_streak=_count(value.get("longest_streak")),
        current_streak=_count(value.get("current_streak")),
        levels=levels, recent=tuple(recent))


def _add_levels(a: LevelRecord, b: LevelRecord) -> LevelRecord:
    return LevelRecord(a.played + b.played, a.won + b.won, a.lost + b.lost, a.drawn + b.drawn)


class PlayerJSON(TypedDict):
    """One player's record as the file holds it."""

    played: int
    won: int
    lost: int
    drawn: int
    best_score: int | None
    best_margin: int | None
    margin_total: int
    margin_count: int
    longest_streak: int
    current_streak: int
    levels: dict[str, dict[str, int]]
    recent: list[dict[str, object]]


def _player_json(player: PlayerStats) -> PlayerJSON:
    return {
        "played": player.played, "won": player.won, "lost": player.lost, "drawn": player.drawn,
        "best_score": player.best_score, "best_margin": player.best_margin,
        "margin_total": player.margin_total, "margin_count": player.margin_count,
        "longest_streak": player.longest_streak, "current_streak": player.current_streak,
        "levels": {level: asdict(record) for level, record in sorted(player.levels.items())},
        "recent": [asdict(r) for r in player.recent],
    }


def merge(a: PlayerStats, b: PlayerStats, name: str) -> PlayerStats:
    """One record, called ``name``, of the games of two: counts and totals added, bests and
    the longest streak the larger, the current streak of the one that played last, the recent
    games of both by date (the last RECENT_LIMIT)."""
    def best(x: int | None, y: int | None) -> int | None:
        return y if x is None else x if y is None else max(x, y)

    levels = dict(a.levels)
    for level, record in b.levels.items():
        levels[level] = _add_levels(levels.get(level, LevelRecord()), record)
    recent = sorted((*a.recent, *b.recent), key=lambda r: r.when)[-RECENT_LIMIT:]
    last_a = a.recent[-1].when if a.recent else ""
    last_b = b.recent[-1].when if b.recent else ""
    return PlayerStats(
        name=name, played=a.played + b.played, won=a.won + b.won, lost=a.lost + b.lost,
        drawn=a.drawn + b.drawn, best_score=best(a.best_score, b.best_score),
        best_margin=best(a.best_margin, b.best_margin),
        margin_total=a.margin_total + b.margin_total,
        margin_count=a.margin_count + b.margin_count,
        longest_streak=max(a.longest_streak, b.longest_streak),
        current_streak=b.current_streak if last_b > last_a else a.current_streak,
        levels=levels, recent=tuple(recent))


def _merged(players: dict[str, PlayerStats], aliases: dict[str, str]) -> dict[str, PlayerStats]:
    """``players`` with every record whose name is a key of ``aliases`` merged into the
    record of the name it maps to."""
    merged: dict[str, PlayerStats] = {}
    for name, player in sorted(players.items(), key=lambda item: item[0] in aliases):
        key = aliases.get(name, name)
        merged[key] = merge(merged[key], player, key) if key in merged else replace(player,
                                                                                    name=key)
    return merged


def _games(data: object) -> dict[str, dict[str, PlayerStats]]:
    """The games of a parsed file: {game: {name: PlayerStats}}; anything odd is left out."""
    games: dict[str, dict[str, PlayerStats]] = {}
    raw = data.get("games") if isinstance(data, dict) else None
    if not isinstance(raw, dict):
        return games
    for game, value in raw.items():
        if not _GAME_KEY.fullmatch(game) or not isinstance(value, dict):
            continue
        players = value.get("players")
        if not isinstance(players, dict):
            continue
        games[game] = {name: _player(name, record) for name, record in players.items()
                       if len(name) <= MAX_NAME}
    return games


# --- recording -----------------------------------------------------------------------------------

def _outcomes(count: int, winners: Sequence[int]) -> list[str]:
    won = set(winners)
    if not won or len(won) == count:
        return ["drawn"] * count
    return ["won" if seat in won else "lost" for seat in range(count)]


def _counts_points(game: str) -> bool:
    """Whether ``game``'s scores are points (``GameSpec.points``); a key of no game of this
    version counts them."""
    spec = find_spec(game)
    return spec is None or spec.points


def _margin(game: str, scores: Sequence[int] | None, seat: int) -> int | None:
    if not _counts_points(game) or scores is None or len(scores) < 2:
        return None
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - max(others)


def _updated(player: PlayerStats, outcome: str, score: int | None, margin: int | None,
             levels: set[str], when: str) -> PlayerStats:
    streak = player.current_streak + 1 if outcome == "won" else 0
    new_levels = dict(player.levels)
    one = LevelRecord(1, int(outcome == "won"), int(outcome == "lost"), int(outcome == "drawn"))
    for level in levels:
        new_levels[level] = _add_levels(new_levels.get(level, LevelRecord()), one)
    recent = (*player.recent, Result(when, outcome, score, margin))[-RECENT_LIMIT:]
    return PlayerStats(
        name=player.name, played=player.played + 1,
        won=player.won + one.won, lost=player.lost + one.lost, drawn=player.drawn + one.drawn,
        best_score=score if player.best_score is None or (
            score is not None and score > player.best_score) else player.best_score,
        best_margin=margin if player.best_margin is None or (
            margin is not None and margin > player.best_margin) else player.best_margin,
        margin_total=player.margin_total + (margin or 0),
        margin_count=player.margin_count + int(margin is not None),
        longest_streak=max(player.longest_streak, streak), current_streak=streak,
        levels=new_levels, recent=recent)


class Statistics:
    """The statistics file, read at creation (``notices`` says what went wrong)."""

    def __init__(self, path: Path | None = None,
                 aliases: dict[str, dict[str, str]] | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / FILE
        self.aliases = aliases or {}
        self.notices: list[Notice] = []
        self._games: dict[str, dict[str, PlayerStats]] = {}
        self._writable = True
        self.reload()

    # -- reading ------------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the file again (a damaged one is set aside with a notice)."""
        self._games = self._read()

    def _read(self) -> dict[str, dict[str, PlayerStats]]:
        try:
            raw = read_regular(self.path, MAX_BYTES, too_large=TOO_LARGE)
        except SaveError as exc:
            if exc.reason == MISSING:
                self._writable = True
                return {}
            if is_damage(exc):      # a FIFO, a device, far too large: not ours
                return self._set_aside(exc)
            self._writable = False  # no permission, a folder in its place: keep away from it
            self.notices.append(Notice(UNREADABLE, {"file": str(self.path), "why": exc},
                                       self.path))
            return {}
        self._writable = True
        try:
            try:
                text = raw.decode("utf-8").removeprefix("\ufeff")
            except UnicodeDecodeError:
                raise SaveError(NOT_STATS) from None
            data = parse(text)
            if not isinstance(data, dict) or not isinstance(data.get("games", {}), dict):
                raise SaveError(NOT_STATS)
            version = data.get("format", FORMAT)
            if type(version) is int and version > FORMAT:
                raise SaveError(NEWER)
        except SaveError as exc:
            return self._set_aside(exc)
        games = _games(data)
        for game, names in self.aliases.items():
            if game in games:
                games[game] = _merged(games[game], names)
        return games

    def _set_aside(self, cause: SaveError) -> dict[str, dict[str, PlayerStats]]:
        try:
            kept = keep_aside(self.path)
        except OSError as exc:
            self._writable = False
            self.notices.append(Notice(UNREADABLE, {"file": str(self.path),
                                                    "why": exc.strerror or str(exc)}, self.path))
        else:
            self.notices.append(Notice(DAMAGED, {"file": str(self.path), "why": cause,
                                                 "kept": kept.name}, self.path))
        return {}

    def games(self) -> list[str]:
        """The games with at least one record."""
        return sorted(game for game, players in self._games.items() if players)

    def players(self, game: str) -> list[PlayerStats]:
        """The players of ``game``, most games first, then by name."""
        return sorted(self._games.get(game, {}).values(), key=lambda p: (-p.played, p.name))

    def player(self, game: str, name: str) -> PlayerStats:
        """``name``'s record in ``game`` (an empty one when there is none)."""
        return self._games.get(game, {}).get(name.strip(), PlayerStats(name.strip()))

    # -- changing -----------------------------------------------------------------------------

    def record(self, game: str, seats: Sequence[Seat], winners: Sequence[int],
               scores: Sequence[int] | None = None, *, when: datetime | None = None) -> list[str]:
        """Count a finished game of ``game`` for its human seats; return the names recorded.

        ``winners`` as ``state.winners()``; ``scores`` as ``state.scores()`` (ignored for games
        without points). Raises ValueError for arguments that do not fit together (a programming
        error); problems with the file become notices."""
        if not isinstance(game, str) or not _GAME_KEY.fullmatch(game):
            raise ValueError(f"not a game key: {game!r}")
        seats = list(seats)
        count = len(seats)
        if count < 2 or any(type(w) is not int or not 0 <= w < count for w in winners):
            raise ValueError(f"winners {winners!r} do not fit {count} seats")
        if scores is not None and _counts_points(game):
            scores = list(scores)
            if len(scores) != count or any(type(s) is not int for s in scores):
                raise ValueError(f"scores {scores!r} do not fit {count} seats")
        else:
            scores = None
        stamp = (when or datetime.now(UTC)).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        names = [seat.name.strip()[:MAX_NAME] for seat in seats]
        levels = {normalise_level(seat.level) for seat in seats if seat.kind == "computer"}
        outcomes = _outcomes(count, winners)
        with self._locked():
            self.reload()
            players = self._games.setdefault(game, {})
            recorded = []
            for seat_index, seat in enumerate(seats):
                name = names[seat_index]
                if seat.kind == "computer" or names.count(name) > 1:
                    continue
                score = None if scores is None else max(-MAX_POINTS, min(scores[seat_index],
                                                                         MAX_POINTS))
                margin = _margin(game, scores, seat_index)
                if margin is not None:
                    margin = max(-MAX_POINTS, min(margin, MAX_POINTS))
                player = players.get(name, PlayerStats(name))
                players[name] = _updated(player, outcomes[seat_index], score, margin, levels,
                                         stamp)
                recorded.append(name)
            self._save()
        return recorded

    def reset(self, game: str) -> None:
        """Forget every record of ``game``."""
        with self._locked():
            self.reload()
            self._games.pop(game, None)
            self._save()

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Read again, change and write under the file's lock (``storage.locks``), so that two
        copies of the program count every game; written without it (with a notice) when the
        lock cannot be had."""
        with store_lock(self.path) as lock:
            yield
        if not lock.held:
            self.notices.append(lock.notice())

    def _save(self) -> None:
        if not self._writable:
            return
        data = {
            "format": FORMAT,
            "games": {game: {"players": {name: _player_json(p) for name, p in players.items()}}
                      for game, players in sorted(self._games.items()) if players},
        }
        try:
            write_text_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False,
                                                    sort_keys=True) + "\n")
        except OSError as exc:
            self.notices.append(Notice(NOT_WRITTEN, {"file": str(self.path),
                                                     "why": exc.strerror or str(exc)}, self.path))
