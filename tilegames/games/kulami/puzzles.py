"""Judging Kulami puzzles from their stored data (``tilegames.games.puzzle``), without search.

``best-endgame``: the mover's move that ends the game with the best final margin for them
(K-S1..K-S4) when both sides play perfectly. The file stores the exact final margin of every
legal move (``data["values"]``: move text -> margin for the mover, proven by the exact endgame
solver) and the perfect play after the first answer (``data["line"]``).
"""

from __future__ import annotations

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.kulami.move import Move
from tilegames.games.puzzle import NOT_LEGAL, Judgement, PuzzleData
from tilegames.games.spec import Cell

KINDS = {
    "best-endgame": QT_TRANSLATE_NOOP(
        "puzzles", "Find the move that ends the game with the best margin for you, whatever "
                   "your opponent does. {left} marbles are left to place."),
}
ENDS = QT_TRANSLATE_NOOP(
    "puzzles", "With best play after this move the game ends with a margin of {got} for you; "
               "{best} is possible.")
BEST = QT_TRANSLATE_NOOP(
    "puzzles", "With best play by both the game ends with a margin of {best} for you: no move "
               "does better.")


def hint_cell(move: Move) -> Cell:
    return move.cell


def values(puzzle: PuzzleData) -> dict[Move, int]:
    """The exact final margin for the mover of every legal move."""
    return {Move.from_str(text): value for text, value in puzzle.data["values"].items()}


def _line(puzzle: PuzzleData) -> tuple[Move, ...]:
    return tuple(Move.from_str(text) for text in puzzle.data.get("line", ()))


def check(puzzle: PuzzleData) -> None:
    """ValueError unless every legal move has a whole margin, the answers are the best and the
    line is legal after the first."""
    found = values(puzzle)
    if set(found) != set(puzzle.state.legal_moves()):
        raise ValueError("the stored margins are not those of the legal moves")
    if not all(type(v) is int for v in found.values()):
        raise ValueError("a stored margin is not a whole number")
    best = max(found.values())
    if {m for m, v in found.items() if v == best} != set(puzzle.answers):
        raise ValueError("the answers are not the moves of the best margin")
    state = puzzle.state.clone()
    state.apply(puzzle.answers[0])
    for move in _line(puzzle):
        state.apply(move)


def judge(puzzle: PuzzleData, move: object) -> Judgement:
    if not isinstance(move, Move) or not puzzle.state.is_legal(move):
        return Judgement(False, NOT_LEGAL)
    found = values(puzzle)
    best = max(found.values())
    if move in puzzle.answers:
        line = _line(puzzle) if move == puzzle.answers[0] else ()
        return Judgement(True, BEST, {"best": best}, line)
    return Judgement(False, ENDS, {"got": found[move], "best": best})


def solution(puzzle: PuzzleData) -> Judgement:
    return judge(puzzle, puzzle.answers[0])
