"""Save text: ``dumps(game, state, seats) -> str`` and ``loads(text) -> SavedGame``.

The text is versioned JSON (see the package docstring for an example). Loading replays the moves
through the engine from the recorded options and refuses the save unless the result equals the
recorded snapshot (``state.to_dict()``) exactly: a changed or damaged file cannot create a position
the rules do not allow. ``dumps`` runs the same check on what it writes, so whatever it returns
loads again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from tilegames import __version__
from tilegames.base.levels import normalise_level
from tilegames.base.seats import Seat
from tilegames.games import GameState, IllegalMoveError
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.history import BEGINNING, GameRecord, Origin, Redeal
from tilegames.games.protocol import AnyState
from tilegames.storage.saves import jsonsafe
from tilegames.storage.saves.errors import SaveError
from tilegames.storage.saves.games import BAD_OPTIONS, GAMES, GameKind
from tilegames.storage.saves.notation import format_move, parse_move

FORMAT = 1
EXTENSION = ".tilegames"
MAX_BYTES = 4 * 1024 * 1024   # a save of 5000 Qwirkle moves is well below 1 MB
MAX_MOVES = 5_000
MAX_NAME = 100
MAX_LEVEL = 40
META_DEPTH = 8
META_CHARS = 16_384
SEAT_KINDS = ("human", "computer")

NOT_A_SAVE = QT_TRANSLATE_NOOP("storage", "it is not a tilegames save")
NOT_TEXT = QT_TRANSLATE_NOOP("storage", "it is not a text file (its bytes are not UTF-8 text)")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "storage", "it is too large to be a tilegames save ({size} bytes; at most {limit})")
NEWER = QT_TRANSLATE_NOOP(
    "storage", "it was saved by a newer version of tilegames (file format {found}; this version "
    "reads format {known})")
BAD_FORMAT = QT_TRANSLATE_NOOP("storage", "its format number ({found}) is not one tilegames uses")
UNKNOWN_GAME = QT_TRANSLATE_NOOP(
    "storage", "it holds a game this version of tilegames does not know ({game})")
MISSING_PARTS = QT_TRANSLATE_NOOP("storage", "parts of it are missing ({why})")
BAD_SEATS = QT_TRANSLATE_NOOP("storage", "its list of players is not valid ({why})")
BAD_MOVES = QT_TRANSLATE_NOOP("storage", "its list of moves is not valid ({why})")
BAD_REVIEW = QT_TRANSLATE_NOOP("storage", "its review position is not valid ({why})")
BAD_BEGINS = QT_TRANSLATE_NOOP("storage", "the point where its game begins is not valid ({why})")
BAD_META = jsonsafe.BAD_META
BAD_SNAPSHOT = QT_TRANSLATE_NOOP("storage", "its stored position is not valid ({why})")
BAD_PARTS = (MISSING_PARTS, BAD_SEATS, BAD_MOVES, BAD_REVIEW, BAD_BEGINS, BAD_META,
             BAD_SNAPSHOT)
NOT_A_MOVE = QT_TRANSLATE_NOOP("storage", "move {number} ({move}) is not a move of this game")
ILLEGAL = QT_TRANSLATE_NOOP(
    "storage", "move {number} ({move}) cannot be played at that point: {why}")
MISMATCH = QT_TRANSLATE_NOOP(
    "storage", "the position stored in it does not match its moves (the file was changed or "
    "damaged)")
CANNOT_SAVE = QT_TRANSLATE_NOOP("storage", "this game cannot be saved: {why}")
BROKEN = QT_TRANSLATE_NOOP("storage", "it could not be read back ({why})")


class SaveOptions(TypedDict, total=False):
    """The keyword arguments ``dumps`` (and ``files.save``, ``autosave.write``) take besides the
    game, the state and the seats."""

    review: int | None
    meta: Mapping[str, object] | None
    bag: Sequence[object] | None
    redeals: Sequence[Redeal]
    origin: Origin


class SeatData(TypedDict):
    """One seat as a save writes it."""

    name: str
    kind: str
    level: str


class SaveDocument(TypedDict):
    """A save as ``dumps`` writes it (``_layout`` keeps this order of the keys)."""

    format: int
    program: str
    game: str
    options: dict[str, object]
    seats: list[SeatData]
    moves: list[str]
    review: int | None
    meta: dict[str, object]
    snapshot: object
    begins: NotRequired[int]   # only in the save of a game played on from a position (``Origin``)


@dataclass(frozen=True)
class SavedGame:
    """A loaded save: ``game`` key, ``state`` (the engine state after every saved move), ``seats``
    (one ``Seat`` per seat), ``review`` (the number of the game's own moves shown in the review
    when it was saved, or None), ``meta`` (the program's extra JSON object; ``{}`` when none),
    ``options`` (the engine's options the game was started with), ``begins`` (how many of
    ``state.moves`` were played before this game began: 0, or the position a game was played on
    from). ``start_state()`` is the position the game began from."""

    game: str
    state: AnyState
    seats: tuple[Seat, ...]
    review: int | None = None
    meta: dict[str, object] = field(default_factory=dict)
    options: dict[str, object] = field(default_factory=dict)
    begins: int = 0

    @property
    def all_redeals(self) -> list[tuple[int, int, int | str]]:
        """Where the unseen tiles were dealt again, counted from the beginning of the moves of
        ``state`` (none in a game without hidden tiles)."""
        return read_redeals(self.options, len(self.state.moves), self.state.num_players)

    @property
    def origin(self) -> Origin:
        """Where the game began (``games.history.Origin``)."""
        return Origin.split(self.begins, self.all_redeals)[0]

    @property
    def redeals(self) -> list[tuple[int, int, int | str]]:
        """The game's own redeals, counted from where it began (``GameSession.redeals``)."""
        return Origin.split(self.begins, self.all_redeals)[1]

    @property
    def moves(self) -> tuple[object, ...]:
        """The game's own moves: those of ``state`` from where it began."""
        return tuple(self.state.moves[self.begins:])

    def start_state(self) -> AnyState:
        """A fresh state of the position the game began from: before its first move, or for a
        game played on from another, that game's position after ``begins`` moves (replaying
        ``moves`` on it, with ``redeals``, gives ``state`` again: loading checked that)."""
        origin = self.origin
        record = GameRecord(GAMES[self.game].start(self.options), origin.redeals,
                            positions=False)
        for move in self.state.moves[:origin.moves]:
            record.play(move)
        return record.state

    @property
    def move_count(self) -> int:
        """Moves played so far ("move 23" on the start page)."""
        return len(self.state.moves)


def _canonical(data: object) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _kind(game: object) -> GameKind:
    kind = GAMES.get(game) if isinstance(game, str) else None
    if kind is None:
        raise SaveError(UNKNOWN_GAME, game=str(game)[:40])
    return kind


def _part(reason: str, why: object) -> SaveError:
    return SaveError(reason, why=why)


# --- writing ---------------------------------------------------------------------------------

def _seat_data(seats: Sequence[Seat] | None, count: int) -> list[SeatData]:
    if seats is None:
        seats = [Seat("") for _ in range(count)]
    seats = list(seats)
    if len(seats) != count:
        raise SaveError(CANNOT_SAVE, why=f"{len(seats)} seats for a game of {count} players")
    out: list[SeatData] = []
    for seat in seats:
        name, kind, level = (getattr(seat, key, None) for key in ("name", "kind", "level"))
        if not isinstance(name, str) or len(name) > MAX_NAME or kind not in SEAT_KINDS:
            raise SaveError(CANNOT_SAVE, why=f"{seat!r} is not a seat")
        out.append({"name": name, "kind": kind, "level": normalise_level(level)})
    return out


def _layout(doc: SaveDocument) -> str:
    """One top-level entry per line and one move per line; the rest compact."""
    def one(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)

    lines = []
    for key, value in doc.items():
        if key == "moves" and doc["moves"]:
            body = ",\n".join(f"  {one(move)}" for move in doc["moves"])
            lines.append(f' "moves": [\n{body}\n ]')
        else:
            lines.append(f" {one(key)}: {one(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _document(kind: GameKind, state: AnyState, seats: list[SeatData], review: int | None,
              meta: dict[str, object], bag: Sequence[object] | None,
              redeals: Sequence[Redeal] = (), origin: Origin = BEGINNING) -> SaveDocument:
    options = kind.options(state, bag)
    redeals = origin.absolute(redeals)
    if redeals:
        options["redeals"] = [[moves, seat, seed] for moves, seat, seed in redeals]
    doc: SaveDocument = {
        "format": FORMAT,
        "program": f"tilegames {__version__}",
        "game": kind.key,
        "options": options,
        "seats": seats,
        "moves": [format_move(kind.key, move) for move in state.moves],
        "review": review,
        "meta": meta,
        "snapshot": json.loads(json.dumps(state.to_dict())),
    }
    if origin.moves:
        doc["begins"] = origin.moves
    return doc


def dumps(game: str, state: AnyState, seats: Sequence[Seat] | None = None, *,
          review: int | None = None, meta: Mapping[str, object] | None = None,
          bag: Sequence[object] | None = None, redeals: Sequence[Redeal] = (),
          origin: Origin = BEGINNING) -> str:
    """The save text of ``state``, a game of ``game`` ("kulami", "lsd", "qwirkle").

    ``seats``: one ``Seat`` per seat (None: humans without names). ``review``: the number of moves
    the review shows (0..len(state.moves)) or None. ``meta``: a JSON object of the program's own
    (for instance the new-game setup, the seed of the computer players), at most 8 deep and 16 KiB.
    ``bag``: Qwirkle only, the explicit draw order the game was made with (``new_game(bag=...)``);
    not needed for a game made from its seed, nor for one saved before its first move.
    ``redeals``: Qwirkle only, ``GameSession.redeals`` — ``(moves kept, seat, seed)`` of each time
    the unseen tiles were dealt again after an undo; the replay deals them again at those points.
    ``origin``: where a game played on from a position of another began
    (``games.history.Origin``: the first ``origin.moves`` of ``state.moves`` are that game's, as
    are its redeals); ``review`` and ``redeals`` count the game's own moves, from there. The save
    holds the whole replay (``begins``: where the game began).

    Raises SaveError when the game cannot be saved (wrong seats, meta that is not plain JSON, a
    Qwirkle game whose start is unknown). What it returns always ``loads`` again.
    """
    kind = _kind(game)
    if not isinstance(state, kind.state_type) or not isinstance(state, GameState):
        raise SaveError(CANNOT_SAVE, why=f"the state is not a {kind.key} game")
    seat_data = _seat_data(seats, state.num_players)
    moves = len(state.moves)
    if moves > MAX_MOVES:
        raise SaveError(CANNOT_SAVE, why=f"more than {MAX_MOVES} moves")
    if type(origin.moves) is not int or not 0 <= origin.moves <= moves:
        raise SaveError(CANNOT_SAVE, why=f"the game cannot begin after move {origin.moves!r}")
    moves -= origin.moves
    if review is not None and (type(review) is not int or not 0 <= review <= moves):
        raise SaveError(CANNOT_SAVE, why=f"the review position {review!r} is not 0..{moves}")
    plain_meta = jsonsafe.plain({} if meta is None else meta, max_depth=META_DEPTH,
                                max_chars=META_CHARS)
    if not isinstance(plain_meta, dict):
        raise SaveError(CANNOT_SAVE, why="meta must be a JSON object")
    starts: list[Sequence[object] | None] = [bag]
    if bag is None and kind.spec.dealt_order is not None and not state.moves:
        starts.append(kind.spec.dealt_order(state))
    problem: SaveError | None = None
    for start in starts:
        try:
            doc = _document(kind, state, seat_data, review, plain_meta, start, redeals,
                            origin)
        except SaveError:
            raise
        except ValueError as exc:  # a move the notation cannot write
            raise SaveError(CANNOT_SAVE, why=str(exc)) from None
        try:
            _rebuild(kind, doc["options"], doc["moves"], doc["snapshot"])
        except SaveError as exc:
            problem = exc
            continue
        return _layout(doc)
    if kind.spec.dealt_order is not None and bag is None:
        raise SaveError(CANNOT_SAVE, why="the game was not made from its seed; pass the bag it "
                        "was made with")
    raise SaveError(CANNOT_SAVE, why=problem)


# --- reading ---------------------------------------------------------------------------------

def read_redeals(options: object, moves: int, players: int) -> list[tuple[int, int, int | str]]:
    """The redeals of a Qwirkle save's options, checked (SaveError for anything else)."""
    raw = options.get("redeals", []) if isinstance(options, dict) else []
    if not isinstance(raw, list) or len(raw) > MAX_MOVES:
        raise SaveError(BAD_OPTIONS, why="the redeals must be a list")
    found: list[tuple[int, int, int | str]] = []
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 3 and type(entry[0]) is int
                and type(entry[1]) is int and (type(entry[2]) is int or (
                    isinstance(entry[2], str) and len(entry[2]) <= 100))
                and 0 <= entry[0] <= moves and 0 <= entry[1] < players
                and (type(entry[2]) is not int or abs(entry[2]) < 2**64)):
            raise SaveError(BAD_OPTIONS, why=f"a redeal {str(entry)[:60]} does not fit the game")
        found.append((entry[0], entry[1], entry[2]))
    return sorted(found, key=lambda r: r[0])


def _rebuild(kind: GameKind, options: object, moves: list[str], snapshot: object) -> AnyState:
    """The state ``options`` and ``moves`` make (``GameRecord``: the one replay, redeals
    included), checked against ``snapshot``. Only a game with hidden information (its
    descriptor has seat views) has redeals."""
    start = kind.start(options)
    redeals = read_redeals(options, len(moves), start.num_players) \
        if kind.spec.view_types else []
    record = GameRecord(start, redeals, positions=False)
    for number, text in enumerate(moves, 1):
        shown = text[:40]
        try:
            move = parse_move(kind.key, text)
        except ValueError:
            raise SaveError(NOT_A_MOVE, number=number, move=shown) from None
        try:
            record.play(move)
        except IllegalMoveError as exc:
            raise SaveError(ILLEGAL, number=number, move=shown, why=exc) from None
    if _canonical(record.state.to_dict()) != _canonical(snapshot):
        raise SaveError(MISMATCH)
    return record.state


def _read_seats(value: object, count: int) -> tuple[Seat, ...]:
    if not isinstance(value, list) or len(value) != count:
        raise _part(BAD_SEATS, f"a game of {count} players needs a list of {count} seats")
    seats = []
    for entry in value:
        if not isinstance(entry, dict):
            raise _part(BAD_SEATS, "a seat is not a JSON object")
        name, kind, level = entry.get("name"), entry.get("kind"), entry.get("level", "easy")
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise _part(BAD_SEATS, f"a name must be a text of at most {MAX_NAME} characters")
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise _part(BAD_SEATS, "a seat is either human or computer")
        if not isinstance(level, str) or len(level) > MAX_LEVEL:
            raise _part(BAD_SEATS, "a level must be a short text")
        seats.append(Seat(name, "computer" if kind == "computer" else "human",
                          normalise_level(level)))
    return tuple(seats)


def _read(data: object) -> SavedGame:
    if not isinstance(data, dict) or "format" not in data or "game" not in data:
        raise SaveError(NOT_A_SAVE)
    version = data["format"]
    if type(version) is not int or version < 1:
        raise SaveError(BAD_FORMAT, found=str(version)[:40])
    if version > FORMAT:
        raise SaveError(NEWER, found=version, known=FORMAT)
    kind = _kind(data["game"])
    missing = [key for key in ("options", "seats", "moves", "snapshot") if key not in data]
    if missing:
        raise _part(MISSING_PARTS, ", ".join(missing))
    moves = data["moves"]
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise _part(BAD_MOVES, f"it must be a list of at most {MAX_MOVES} moves")
    if not all(isinstance(move, str) for move in moves):
        raise _part(BAD_MOVES, "each move must be a text")
    begins = data.get("begins", 0)
    if type(begins) is not int or not 0 <= begins <= len(moves):
        raise _part(BAD_BEGINS, f"it must be a move number from 0 to {len(moves)}")
    own = len(moves) - begins
    review = data.get("review")
    if review is not None and (type(review) is not int or not 0 <= review <= own):
        raise _part(BAD_REVIEW, f"it must be a move number from 0 to {own}")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise _part(BAD_META, "it must be a JSON object")
    try:
        meta = jsonsafe.plain(meta, max_depth=META_DEPTH, max_chars=META_CHARS)
    except SaveError as exc:
        raise _part(BAD_META, exc.params.get("why", "")) from None
    snapshot = data["snapshot"]
    if not isinstance(snapshot, dict):
        raise _part(BAD_SNAPSHOT, "it must be a JSON object")
    state = _rebuild(kind, data["options"], moves, snapshot)
    seats = _read_seats(data["seats"], state.num_players)
    return SavedGame(kind.key, state, seats, review, meta, dict(data["options"]), begins)


def loads(text: str | bytes) -> SavedGame:
    """The game saved in ``text`` (a str, or bytes that must be UTF-8), replayed and checked.

    Raises SaveError — and nothing else, whatever ``text`` holds — saying what is wrong."""
    try:
        if isinstance(text, bytes | bytearray):
            if len(text) > MAX_BYTES:
                raise SaveError(TOO_LARGE, size=len(text), limit=MAX_BYTES)
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise SaveError(NOT_TEXT) from None
        if not isinstance(text, str):
            raise SaveError(NOT_A_SAVE)
        if len(text) > MAX_BYTES:
            raise SaveError(TOO_LARGE, size=len(text.encode("utf-8", "replace")),
                            limit=MAX_BYTES)
        text = text.removeprefix("\ufeff")  # a byte order mark some editors add
        if "\x00" in text:
            raise SaveError(NOT_TEXT)
        return _read(jsonsafe.parse(text))
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - the contract: bad input raises SaveError only
        raise SaveError(BROKEN, why=f"{type(exc).__name__}: {str(exc)[:200]}") from exc
