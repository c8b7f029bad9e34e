"""Judging LSD puzzles from their stored data (``tilegames.games.puzzle``), without search."""

from __future__ import annotations

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.lsd.moves import Place
from tilegames.games.puzzle import NOT_AN_ANSWER, NOT_LEGAL, Judgement, PuzzleData
from tilegames.games.spec import Cell

KINDS = {
    "win-in-1": QT_TRANSLATE_NOOP("puzzles", "Win with this move: make a row of {length}."),
    "win-in-2": QT_TRANSLATE_NOOP(
        "puzzles", "Win in two moves, whatever your opponent does: make a row of {length}."),
}


def hint_cell(move: Place) -> Cell:
    return move.cell


def check(puzzle: PuzzleData) -> None:
    return None


def judge(puzzle: PuzzleData, move: object) -> Judgement:
    if not puzzle.state.is_legal(move):
        return Judgement(False, NOT_LEGAL)
    if move in puzzle.answers:
        return Judgement(True, NOT_AN_ANSWER)
    return Judgement(False, NOT_AN_ANSWER)


def solution(puzzle: PuzzleData) -> Judgement:
    return judge(puzzle, puzzle.answers[0])
