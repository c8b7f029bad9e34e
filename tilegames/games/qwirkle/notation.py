"""Qwirkle tiles and moves as text (what save files and lessons hold).

- A tile: colour-shape in lower case, as ``Color``/``Shape`` name them (``"red-circle"``).
- A move: ``"place red-circle@0,0 red-square@1,0"``, ``"exchange blue-star green-cross"``,
  ``"pass"``.
"""

from __future__ import annotations

import re

from tilegames.games.qwirkle.moves import Exchange, Move, Pass, Place
from tilegames.games.qwirkle.tiles import Color, Shape, Tile

_NUMBER = r"(-?\d{1,6})"
_PLACED = re.compile(rf"([a-z]+-[a-z]+)@{_NUMBER},{_NUMBER}")
_TILE_NAMES: dict[str, Tile] = {
    f"{c.name.lower()}-{s.name.lower()}": Tile(c, s) for c in Color for s in Shape}
MAX_TILES = 6


def tile_name(tile: Tile) -> str:
    """``"red-circle"``."""
    return f"{tile.color.name.lower()}-{tile.shape.name.lower()}"


def tile_from_name(name: object) -> Tile:
    """Inverse of ``tile_name``; ValueError for anything else."""
    tile = _TILE_NAMES.get(name) if isinstance(name, str) else None
    if tile is None:
        raise ValueError(f"not a Qwirkle tile: {str(name)[:40]!r}")
    return tile


def format_move(move: Move) -> str:
    """The text of ``move``; ValueError for anything that is no Qwirkle move."""
    if isinstance(move, Place):
        return "place " + " ".join(f"{tile_name(t)}@{x},{y}" for x, y, t in move.tiles)
    if isinstance(move, Exchange):
        return "exchange " + " ".join(tile_name(t) for t in move.tiles)
    if isinstance(move, Pass):
        return "pass"
    raise ValueError(f"not a Qwirkle move: {move!r}")


def parse_move(written: str) -> Move:
    """The move ``written`` names; ValueError if it names none (legality is the engine's)."""
    words = written.split()
    if words == ["pass"]:
        return Pass()
    if not 2 <= len(words) <= MAX_TILES + 1:
        raise ValueError(f"not a Qwirkle move: {written!r}")
    if words[0] == "exchange":
        return Exchange(tuple(tile_from_name(w) for w in words[1:]))
    if words[0] == "place":
        placed = []
        for word in words[1:]:
            match = _PLACED.fullmatch(word)
            if match is None:
                raise ValueError(f"not a placed Qwirkle tile: {word!r}")
            name, x, y = match.groups()
            placed.append((int(x), int(y), tile_from_name(name)))
        return Place(tuple(placed))
    raise ValueError(f"not a Qwirkle move: {written!r}")
