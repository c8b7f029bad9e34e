"""What a game's puzzle judge (``tilegames.games.<key>.puzzles``) is given and gives back.

Each game's package may offer a module ``puzzles`` with

- ``KINDS``: ``{kind: goal}``, the English goal of each kind of puzzle, marked with
  ``QT_TRANSLATE_NOOP("puzzles", ...)`` and filled in with a puzzle's ``goal_params``;
- ``judge(puzzle, move) -> Judgement``: why ``move`` solves ``puzzle`` or falls short, from the
  stored data and the engine alone (apply, score; never a search);
- ``solution(puzzle) -> Judgement``: the same for the first answer, with the reason it is best;
- ``hint_cell(move)``: the cell (or tile) of a move a hint points at;
- ``check(puzzle)``: ValueError when the stored data does not fit the position (a damaged file).

``tilegames.puzzles`` finds the module by the game's key and builds its ``Puzzle`` objects on
``PuzzleData``; ``data`` holds whatever the game's judge stored in the file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tilegames.games.errors import QT_TRANSLATE_NOOP

CONTEXT = "puzzles"   # the translation context of goals and reasons


@dataclass(frozen=True)
class Judgement:
    """The verdict on one move of a puzzle.

    ``solved``: the move is one of the answers. ``reason``: an English template in the context
    "puzzles", ``params`` fills it in. ``line``: the moves to play out after the judged move (the
    opponent's refutation, the rest of the winning line), each legal in turn from
    ``state.apply(move)`` on; may be empty."""

    solved: bool
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)
    line: tuple[Any, ...] = ()

    def text(self) -> str:
        """The reason in English, filled in."""
        return self.reason.format(**self.params)


@dataclass(frozen=True)
class PuzzleData:
    """One stored puzzle as a game's judge reads it: the position (its mover to play), the kind,
    every answer (engine moves) and the game's own stored data (``data``, plain JSON values)."""

    kind: str
    state: Any
    answers: tuple[Any, ...]
    goal_params: Mapping[str, Any] = field(default_factory=dict)
    data: Mapping[str, Any] = field(default_factory=dict)


NOT_LEGAL = QT_TRANSLATE_NOOP("puzzles", "This move is not allowed here.")
