"""Qwirkle moves: Place, Exchange, Pass (frozen, hashable, readable ``str()``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict, final

from tilegames.games.qwirkle.tiles import TILES, Tile


@dataclass(frozen=True, slots=True)
class Place:
    """Put tiles on the board: ``tiles`` is a tuple of ``(x, y, tile)``.

    Normalised on creation (sorted by cell, then tile), so two Places with the same tiles on the
    same cells compare and hash equal whatever order they were given in. Equality is strict about
    the types of the coordinates (``(1.0, 0)`` is not the cell ``(1, 0)``), so that a Place equal
    to a legal one is legal itself.
    """

    tiles: tuple[tuple[int, int, Tile], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(tuple(t) for t in self.tiles)))

    def __eq__(self, other: object) -> bool:
        if type(other) is not Place:
            return NotImplemented
        return self.tiles == other.tiles and all(
            tuple(map(type, a[:2])) == tuple(map(type, b[:2]))
            for a, b in zip(self.tiles, other.tiles, strict=True))

    @classmethod
    def _sorted(cls, tiles: tuple[tuple[int, int, Tile], ...]) -> Place:
        """A Place from ``tiles`` already in normal order (the move generator's fast path)."""
        place = object.__new__(cls)
        object.__setattr__(place, "tiles", tiles)
        return place

    @property
    def cells(self) -> tuple[tuple[int, int], ...]:
        """The cells this placement covers."""
        return tuple((x, y) for x, y, _ in self.tiles)

    def __str__(self) -> str:
        return ", ".join(f"{tile} at ({x},{y})" for x, y, tile in self.tiles)


@dataclass(frozen=True, slots=True)
class Exchange:
    """Give back ``tiles`` (a multiset, normalised to sorted order) for as many from the bag."""

    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))

    @classmethod
    def _sorted(cls, tiles: tuple[Tile, ...]) -> Exchange:
        """An Exchange from ``tiles`` already in sorted order (the move generator's fast path)."""
        exchange = object.__new__(cls)
        object.__setattr__(exchange, "tiles", tiles)
        return exchange

    def __str__(self) -> str:
        count = len(self.tiles)
        return f"exchange {count} tile" + ("" if count == 1 else "s")


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the turn go by; legal only when neither placing nor exchanging is possible (Q-X3)."""

    def __str__(self) -> str:
        return "pass"


Move = Place | Exchange | Pass


@final
class PlaceJson(TypedDict):
    """A Place as JSON: ``[x, y, tile id]`` per tile."""

    place: list[list[int]]


@final
class ExchangeJson(TypedDict):
    """An Exchange as JSON: the tile ids."""

    exchange: list[int]


PassJson = TypedDict("PassJson", {"pass": bool})   # ``{"pass": true}``

MoveJson = PlaceJson | ExchangeJson | PassJson


def move_to_json(move: Move) -> MoveJson:
    """A plain JSON form of ``move``: tiles as ids ``color * 6 + shape``."""
    if isinstance(move, Place):
        return {"place": [[x, y, tile.id] for x, y, tile in move.tiles]}
    if isinstance(move, Exchange):
        return {"exchange": [tile.id for tile in move.tiles]}
    return {"pass": True}


def move_from_json(data: MoveJson) -> Move:
    """Inverse of :func:`move_to_json`."""
    if "pass" in data:
        return Pass()
    if "place" in data:
        return Place(tuple((x, y, TILES[t]) for x, y, t in data["place"]))
    if "exchange" in data:
        return Exchange(tuple(TILES[t] for t in data["exchange"]))
    return Pass()
