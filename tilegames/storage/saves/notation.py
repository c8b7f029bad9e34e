"""Moves as readable text, one notation per game (what a save file's ``moves`` list holds).

- Kulami: the engine's own, ``"c4"`` (column letter from a, row number from 1; ``Move.from_str``).
- LSD: ``"<kind> <icon> r<rotation> @ <x>,<y>"``, e.g. ``"corner x r1 @ 0,-1"`` (kind single,
  corner, straight, tee or cross; icon + or x; rotation 0..3 clockwise quarter turns).
- Qwirkle: ``"place red-circle@0,0 red-square@1,0"``, ``"exchange blue-star green-cross"``,
  ``"pass"`` (tile = colour-shape in lower case, as ``Color``/``Shape`` name them).

``format_move(game, move) -> str`` and ``parse_move(game, text) -> move``; ``parse_move`` raises
ValueError for text that is no move of the game (it does not check legality: the engine does).
"""

from __future__ import annotations

import re
from typing import Any

from tilegames.games import kulami, lsd, qwirkle
from tilegames.games.qwirkle import Color, Shape, Tile

MAX_MOVE_TEXT = 200
_NUMBER = r"(-?\d{1,6})"
_LSD = re.compile(rf"({'|'.join(lsd.KINDS)}) ([+x]) r([0-3]) @ {_NUMBER},{_NUMBER}")
_QWIRKLE_PLACED = re.compile(rf"([a-z]+-[a-z]+)@{_NUMBER},{_NUMBER}")
_TILE_NAMES: dict[str, Tile] = {
    f"{c.name.lower()}-{s.name.lower()}": Tile(c, s) for c in Color for s in Shape}
MAX_QWIRKLE_TILES = 6


def tile_name(tile: Tile) -> str:
    """``"red-circle"``."""
    return f"{tile.color.name.lower()}-{tile.shape.name.lower()}"


def tile_from_name(name: str) -> Tile:
    """Inverse of ``tile_name``; ValueError for anything else."""
    tile = _TILE_NAMES.get(name) if isinstance(name, str) else None
    if tile is None:
        raise ValueError(f"not a Qwirkle tile: {str(name)[:40]!r}")
    return tile


def format_move(game: str, move: Any) -> str:
    """The text of ``move`` (a move of ``game`` as its engine lists it)."""
    if game == "kulami":
        text = str(move)
        if kulami.Move.from_str(text) != move:
            raise ValueError(f"a Kulami move off the board's letters: {move!r}")
        return text
    if game == "lsd":
        return f"{move.kind} {move.icon} r{move.rotation} @ {move.x},{move.y}"
    if game == "qwirkle":
        if isinstance(move, qwirkle.Place):
            return "place " + " ".join(f"{tile_name(t)}@{x},{y}" for x, y, t in move.tiles)
        if isinstance(move, qwirkle.Exchange):
            return "exchange " + " ".join(tile_name(t) for t in move.tiles)
        if isinstance(move, qwirkle.Pass):
            return "pass"
        raise ValueError(f"not a Qwirkle move: {move!r}")
    raise ValueError(f"unknown game {game!r}")


def parse_move(game: str, text: str) -> Any:
    """The move ``text`` names (see the module docstring); ValueError if it names none."""
    if not isinstance(text, str) or len(text) > MAX_MOVE_TEXT:
        raise ValueError("not a move")
    if game == "kulami":
        return kulami.Move.from_str(text)
    if game == "lsd":
        match = _LSD.fullmatch(text.strip())
        if match is None:
            raise ValueError(f"not an LSD move: {text!r}")
        kind, icon, rotation, x, y = match.groups()
        return lsd.Place(kind, icon, int(rotation), int(x), int(y))
    if game == "qwirkle":
        return _parse_qwirkle(text)
    raise ValueError(f"unknown game {game!r}")


def _parse_qwirkle(text: str) -> Any:
    words = text.split()
    if words == ["pass"]:
        return qwirkle.Pass()
    if not 2 <= len(words) <= MAX_QWIRKLE_TILES + 1:
        raise ValueError(f"not a Qwirkle move: {text!r}")
    if words[0] == "exchange":
        return qwirkle.Exchange(tuple(tile_from_name(w) for w in words[1:]))
    if words[0] == "place":
        placed = []
        for word in words[1:]:
            match = _QWIRKLE_PLACED.fullmatch(word)
            if match is None:
                raise ValueError(f"not a placed Qwirkle tile: {word!r}")
            name, x, y = match.groups()
            placed.append((int(x), int(y), tile_from_name(name)))
        return qwirkle.Place(tuple(placed))
    raise ValueError(f"not a Qwirkle move: {text!r}")
