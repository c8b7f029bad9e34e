"""Checking saved Qwirkle data (``State.to_dict()`` output read back from a user's file).

``read_save`` refuses anything ``to_dict`` could not have written — a missing key, a wrong type, a
tile that does not exist, a hand of seven, two tiles on one cell, a line
that breaks Q-P3, tiles further apart than 108 tiles could reach, a bad generator state — with a
ValueError saying what is wrong, never a KeyError, TypeError or IndexError. Tile counts and
connectedness are not checked: set-up test positions may break them, and the engine does not
depend on them.
"""

from __future__ import annotations

import random
from typing import TypedDict

from tilegames.games.qwirkle.moves import Move, move_from_json
from tilegames.games.qwirkle.scoring import lines_through
from tilegames.games.qwirkle.tiles import is_valid_line

KEYS = ("num_players", "seed", "board", "hands", "bag", "scores", "current_player",
        "first_player", "moves", "rng", "over")
MAX_HAND = 6
MAX_SPAN = 108  # no game's board is wider or taller than all its tiles in one line


def _whole(value: object, what: str, low: int | None = None, high: int | None = None) -> int:
    if (type(value) is not int or (low is not None and value < low)
            or (high is not None and value > high)):
        raise ValueError(f"Qwirkle save: {what} is {value!r}, not a whole number"
                         + ("" if low is None else f" from {low}")
                         + ("" if high is None else f" to {high}"))
    return value


def _list(value: object, what: str) -> list[object]:
    if not isinstance(value, list):
        raise ValueError(f"Qwirkle save: {what} must be a list, not {value!r}")
    return value


def _tiles(value: object, what: str) -> list[int]:
    return [_whole(t, f"a tile in {what}", 0, 35) for t in _list(value, what)]


def _move(entry: object) -> Move:
    if not isinstance(entry, dict) or len(entry) != 1:
        raise ValueError(f"Qwirkle save: {entry!r} is not a move")
    if "place" in entry:
        placed = []
        for item in _list(entry["place"], "a placement"):
            if not isinstance(item, list) or len(item) != 3:
                raise ValueError(f"Qwirkle save: {item!r} is not [x, y, tile]")
            placed.append([_whole(item[0], "x"), _whole(item[1], "y"),
                           _whole(item[2], "a tile", 0, 35)])
        return move_from_json({"place": placed})
    if "exchange" in entry:
        return move_from_json({"exchange": _tiles(entry["exchange"], "an exchange")})
    if entry != {"pass": True}:
        raise ValueError(f"Qwirkle save: {entry!r} is not a move")
    return move_from_json({"pass": True})


def _rng(value: object) -> random.Random:
    rng = random.Random()
    try:
        if not isinstance(value, list | tuple):
            raise TypeError(f"{type(value).__name__} is not a list")
        version, internal, gauss = value
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError) as exc:
        raise ValueError(f"Qwirkle save: bad random generator state ({exc})") from None
    return rng


class Saved(TypedDict):
    """The checked fields of a saved game (``read_save``)."""

    num_players: int
    seed: int | str
    board: list[tuple[int, int, int]]
    hands: list[list[int]]
    bag: list[int]
    scores: list[int]
    over: bool
    current_player: int
    first_player: int
    moves: list[Move]
    rng: random.Random


def read_save(data: object) -> Saved:
    """The checked fields of saved game ``data``: ``board`` as ``[(x, y, id)]``, ``hands`` and
    ``bag`` as lists of ids, ``moves`` as Move objects, ``rng`` as a ``random.Random``, the rest
    as saved. Raises ValueError for anything else."""
    if not isinstance(data, dict) or data.get("game") != "qwirkle":
        raise ValueError("not a Qwirkle game")
    missing = [key for key in KEYS if key not in data]
    if missing:
        raise ValueError(f"Qwirkle save lacks {', '.join(missing)}")
    n = _whole(data["num_players"], "the number of players", 2, 6)
    seed = data["seed"]
    if type(seed) not in (int, str):
        raise ValueError(f"Qwirkle save: the seed is {seed!r}, not a whole number or a text")
    board = []
    for item in _list(data["board"], "the board"):
        if not isinstance(item, list) or len(item) != 3:
            raise ValueError(f"Qwirkle save: {item!r} is not [x, y, tile]")
        board.append((_whole(item[0], "x"), _whole(item[1], "y"),
                      _whole(item[2], "a tile on the board", 0, 35)))
    cells = {(x, y): t for x, y, t in board}
    xs = [x for x, _, _ in board]
    ys = [y for _, y, _ in board]
    if len(cells) != len(board):
        raise ValueError("Qwirkle save: two tiles on one cell")
    if not all(is_valid_line([cells[c] for c in line]) for line in lines_through(cells, cells)):
        raise ValueError("Qwirkle save: a line on the board breaks the rules (Q-P3)")
    if board and max(max(xs) - min(xs), max(ys) - min(ys)) >= MAX_SPAN:
        raise ValueError("Qwirkle save: the tiles on the board lie too far apart")
    hands = [_tiles(hand, "a hand") for hand in _list(data["hands"], "the hands")]
    if len(hands) != n or any(len(hand) > MAX_HAND for hand in hands):
        raise ValueError(f"Qwirkle save: needs {n} hands of at most {MAX_HAND} tiles")
    bag = _tiles(data["bag"], "the bag")
    scores = [_whole(v, "a score", 0) for v in _list(data["scores"], "the scores")]
    if len(scores) != n:
        raise ValueError(f"Qwirkle save: needs {n} scores")
    over = data["over"]
    if type(over) is not bool:
        raise ValueError(f"Qwirkle save: 'over' must be true or false, not {over!r}")
    return Saved(
        num_players=n, seed=seed, board=board, hands=hands, bag=bag, scores=scores, over=over,
        current_player=_whole(data["current_player"], "the seat to move", 0, n - 1),
        first_player=_whole(data["first_player"], "the first seat", 0, n - 1),
        moves=[_move(entry) for entry in _list(data["moves"], "the moves")],
        rng=_rng(data["rng"]))
