"""Kulami as the shared code sees it (``tilegames.games.spec.GameSpec``).

- Moves are written as the engine writes them: ``"c4"`` (column letter from a, row number from 1).
- A save's options: ``{"board": layout text, "first_player": 0|1, "scoring": "marbles"|"holes",
  "variant": null|"regions"|"areas"}``.
- A lesson starts from ``{"board": [layout rows], "first": seat}``, and may name cells as moves
  are written ("c2").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.kulami.board import Board
from tilegames.games.kulami.layouts import standard_board
from tilegames.games.kulami.move import Move
from tilegames.games.kulami.scoring import SCORINGS, VARIANTS
from tilegames.games.kulami.state import State, new_game
from tilegames.games.options import OptionsError, checked_keys, text, whole
from tilegames.games.spec import Cell, GameSpec

MAX_LAYOUT_TEXT = 2_000
OPTIONS = {"board", "first_player", "scoring", "variant"}


def format_move(move: Move) -> str:
    """``"c4"``; ValueError for a move off the letters a to z."""
    written = str(move)
    if Move.from_str(written) != move:
        raise ValueError(f"a Kulami move off the board's letters: {move!r}")
    return written


def save_options(state: State, _bag: Sequence[object] | None) -> dict[str, object]:
    data = state.to_dict()
    return {key: data[key] for key in ("board", "first_player", "scoring", "variant")}


def start(options: object) -> State:
    """The game ``save_options`` describes; OptionsError for anything else."""
    options = checked_keys(options, OPTIONS)
    layout = text(options["board"], "the board", MAX_LAYOUT_TEXT)
    first = whole(options["first_player"], "the first player", (0, 1))
    scoring, variant = options["scoring"], options["variant"]
    if not isinstance(scoring, str) or scoring not in SCORINGS:
        raise OptionsError(f"the scoring is {str(scoring)[:40]!r}, not one of {SCORINGS}")
    if not (variant is None or isinstance(variant, str)) or variant not in VARIANTS:
        raise OptionsError(f"the variant is {str(variant)[:40]!r}, not one of {VARIANTS}")
    try:
        board = Board.from_text(layout)
    except ValueError as exc:
        raise OptionsError(f"the board: {exc}") from None
    return new_game(board, first_player=first, scoring=scoring, variant=variant)


def lesson_start(start: Mapping[str, object]) -> State:
    rows, first = start["board"], start.get("first", 0)
    if not isinstance(rows, list | tuple | str) or not isinstance(first, int | str | float):
        raise TypeError(f"a lesson's board rows and first seat: {rows!r}, {first!r}")
    return new_game(Board.from_text("\n".join(rows)), first_player=int(first))


def parse_cell(written: str) -> Cell:
    """The cell of ``"c2"``."""
    return Move.from_str(written).cell


def _seeded(players: int, seed: int) -> State:
    """A random standard board from ``seed``; red starts."""
    return new_game(standard_board(seed), first_player=0)


SPEC: GameSpec[State, Move] = GameSpec(
    key="kulami",
    name=QT_TRANSLATE_NOOP("games", "Kulami"),
    state_type=State,
    player_counts=(2,),
    new_game=_seeded,
    format_move=format_move,
    parse_move=Move.from_str,
    save_options=save_options,
    start=start,
    lesson_start=lesson_start,
    parse_cell=parse_cell,
    grades=(1.0, 3.0),
)
