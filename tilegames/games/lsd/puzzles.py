"""Judging LSD puzzles from their stored data (``tilegames.games.puzzle``), without search.

- ``win-in-1``: every move after which the mover has won (LSD-W1, after the move's captures).
  A move is judged by playing it on a copy.
- ``win-in-2`` (two seats): every move after which the mover wins with their next move whatever
  the opponent replies. ``data["refutations"]`` maps a reply to the wrong moves it refutes (after
  it the mover has no winning move); ``data["lines"]`` maps each answer to the opponent's most
  stubborn defence and the winning move after it.
"""

from __future__ import annotations

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.lsd.moves import Place
from tilegames.games.lsd.spec import format_move, parse_move
from tilegames.games.puzzle import NOT_LEGAL, Judgement, PuzzleData
from tilegames.games.spec import Cell

KINDS = {
    "win-in-1": QT_TRANSLATE_NOOP("puzzles", "Win with this move: make a row of {length}."),
    "win-in-2": QT_TRANSLATE_NOOP(
        "puzzles", "Win in two moves, whatever your opponent does: make a row of {length}."),
}
WON = QT_TRANSLATE_NOOP("puzzles", "A row of {length}: you win.")
NO_ROW = QT_TRANSLATE_NOOP("puzzles", "This makes no row of {length}.")
FORCED = QT_TRANSLATE_NOOP(
    "puzzles", "Whatever your opponent plays, you make a row of {length} with your next move.")
REFUTED = QT_TRANSLATE_NOOP(
    "puzzles", "Your opponent can answer this so that you cannot make a row of {length} with "
               "your next move.")
NOT_FORCED = QT_TRANSLATE_NOOP(
    "puzzles", "After this you cannot make a row of {length} with your next move.")


def hint_cell(move: Place) -> Cell:
    return move.cell


def _refutation(puzzle: PuzzleData, move: Place) -> Place | None:
    written = format_move(move)
    for reply, moves in puzzle.data.get("refutations", {}).items():
        if written in moves:
            return parse_move(reply)
    return None


def _line(puzzle: PuzzleData, move: Place) -> tuple[Place, ...]:
    return tuple(parse_move(m) for m in puzzle.data.get("lines", {}).get(format_move(move), ()))


def check(puzzle: PuzzleData) -> None:
    """ValueError unless the stored lines and refutations name moves."""
    if puzzle.kind == "win-in-2":
        refutations, lines = puzzle.data["refutations"], puzzle.data["lines"]
        for reply, moves in refutations.items():
            parse_move(reply)
            for move in moves:
                parse_move(move)
        for moves in lines.values():
            for move in moves:
                parse_move(move)


def judge(puzzle: PuzzleData, move: object) -> Judgement:
    state = puzzle.state
    if not isinstance(move, Place) or not state.is_legal(move):
        return Judgement(False, NOT_LEGAL)
    params = {"length": state.win_length}
    if puzzle.kind == "win-in-1":
        after = state.clone()
        after.apply(move)
        won = state.current_player in after.winners()
        return Judgement(won, WON if won else NO_ROW, params)
    if move in puzzle.answers:
        return Judgement(True, FORCED, params, _line(puzzle, move))
    reply = _refutation(puzzle, move)
    if reply is None:
        return Judgement(False, NOT_FORCED, params)
    return Judgement(False, REFUTED, params, (reply,))


def solution(puzzle: PuzzleData) -> Judgement:
    return judge(puzzle, puzzle.answers[0])
