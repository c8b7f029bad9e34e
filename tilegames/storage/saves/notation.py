"""Moves as readable text, in each game's own notation (what a save file's ``moves`` list holds):
``GameSpec.format_move`` and ``parse_move`` of the game's descriptor — Kulami ``"c4"``, LSD
``"corner x r1 @ 0,-1"``, Qwirkle ``"place red-circle@0,0 red-square@1,0"``.

``format_move(game, move) -> str`` and ``parse_move(game, text) -> move``; both raise ValueError
for an unknown game, and ``parse_move`` for a text that is no move of the game (it does not check
legality: the engine does).
"""

from __future__ import annotations

from tilegames.games.catalogue import find_spec
from tilegames.games.spec import AnySpec

MAX_MOVE_TEXT = 200


def _spec(game: str) -> AnySpec:
    spec = find_spec(game)
    if spec is None:
        raise ValueError(f"unknown game {game!r}")
    return spec


def format_move(game: str, move: object) -> str:
    """The text of ``move`` (a move of ``game`` as its engine lists it)."""
    return _spec(game).format_move(move)


def parse_move(game: str, text: str) -> object:
    """The move ``text`` names (see the module docstring); ValueError if it names none."""
    if not isinstance(text, str) or len(text) > MAX_MOVE_TEXT:
        raise ValueError("not a move")
    return _spec(game).parse_move(text)
