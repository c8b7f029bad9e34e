"""LSD as the shared code sees it (``tilegames.games.spec.GameSpec``).

- A move is written ``"<kind> <icon> r<rotation> @ <x>,<y>"``, e.g. ``"corner x r1 @ 0,-1"`` (kind
  single, corner, straight, tee or cross; icon + or x; rotation 0..3 clockwise quarter turns).
- A save's options: ``{"players": 2|4, "first_player": seat, "setup": null|picture text}`` (a
  set-up position made with ``State.from_text``).
- A lesson starts from ``{"players": 2|4, "first": seat}``.
- Its scores are no points: a game is won, lost or drawn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.lsd.moves import Place
from tilegames.games.lsd.state import PLAYER_COUNTS, State, new_game
from tilegames.games.lsd.tiles import KINDS
from tilegames.games.options import OptionsError, checked_keys, text, whole
from tilegames.games.spec import GameSpec

MAX_PICTURE_TEXT = 20_000
_NUMBER = r"(-?\d{1,6})"
_MOVE = re.compile(rf"({'|'.join(KINDS)}) ([+x]) r([0-3]) @ {_NUMBER},{_NUMBER}")


def format_move(move: Place) -> str:
    return f"{move.kind} {move.icon} r{move.rotation} @ {move.x},{move.y}"


def parse_move(written: str) -> Place:
    match = _MOVE.fullmatch(written.strip())
    if match is None:
        raise ValueError(f"not an LSD move: {written!r}")
    kind, icon, rotation, x, y = match.groups()
    return Place(kind, icon, int(rotation), int(x), int(y))


def save_options(state: State, _bag: Sequence[object] | None) -> dict[str, object]:
    data = state.to_dict()
    return {"players": data["num_players"], "first_player": data["first_player"],
            "setup": data["setup"]}


def start(options: object) -> State:
    """The game ``save_options`` describes; OptionsError for anything else."""
    options = checked_keys(options, {"players", "first_player", "setup"})
    players = whole(options["players"], "the number of players", PLAYER_COUNTS)
    first = whole(options["first_player"], "the first player", range(players))
    setup = options["setup"]
    if setup is None:
        return new_game(players, first_player=first)
    setup = text(setup, "the set-up picture", MAX_PICTURE_TEXT)
    try:
        return State.from_text(setup, num_players=players, current_player=first)
    except ValueError as exc:
        raise OptionsError(f"the set-up picture: {exc}") from None


def lesson_start(start: Mapping[str, object]) -> State:
    players, first = start.get("players", 2), start.get("first", 0)
    if not isinstance(players, int | str | float) or not isinstance(first, int | str | float):
        raise TypeError(f"a lesson's players and first seat: {players!r}, {first!r}")
    return new_game(int(players), first_player=int(first))


def _seeded(players: int, seed: int) -> State:
    """LSD deals nothing: seat 0 starts, whatever the seed."""
    return new_game(players, first_player=0)


SPEC: GameSpec[State, Place] = GameSpec(
    key="lsd",
    name=QT_TRANSLATE_NOOP("games", "LSD"),
    state_type=State,
    player_counts=PLAYER_COUNTS,
    new_game=_seeded,
    format_move=format_move,
    parse_move=parse_move,
    save_options=save_options,
    start=start,
    lesson_start=lesson_start,
    points=False,
    grades=(5.0, 20.0),
)
