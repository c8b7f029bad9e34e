"""Judging Qwirkle puzzles from their stored data (``tilegames.games.puzzle``): the engine scores
the move on a copy of the position (Q-SC1..Q-SC3, Q-E1), nothing is searched.

- ``best-score``: score the most this turn; the answers are every placement of the maximum
  points (the +6 for going out included), ``data["best"]``.
- ``make-qwirkle``: complete a line of six tiles (Q-SC2); the answers are every placement that
  scores a line of six.
- ``go-out``: with the bag empty, place every tile of the rack this turn (Q-E1).

A position is stored as the engine's ``to_dict()`` without the generator state of its
reshuffles (``rng``), which ``decode_state`` makes again from the game's seed.
"""

from __future__ import annotations

import random
from typing import Any

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.puzzle import NOT_LEGAL, Judgement, PuzzleData
from tilegames.games.qwirkle.moves import Move, Place
from tilegames.games.qwirkle.state import State
from tilegames.games.spec import Cell

QWIRKLE_LENGTH = 6

KINDS = {
    "best-score": QT_TRANSLATE_NOOP("puzzles", "Score as many points as you can this turn."),
    "make-qwirkle": QT_TRANSLATE_NOOP("puzzles", "Make a Qwirkle: complete a line of six tiles."),
    "go-out": QT_TRANSLATE_NOOP(
        "puzzles", "The bag is empty: place all your tiles this turn and end the game."),
}
SCORES = QT_TRANSLATE_NOOP("puzzles", "This scores {got}; {best} is possible.")
BEST = QT_TRANSLATE_NOOP("puzzles", "This scores {best}: no placement scores more.")
NO_QWIRKLE = QT_TRANSLATE_NOOP("puzzles", "This completes no line of six tiles.")
QWIRKLE = QT_TRANSLATE_NOOP("puzzles", "A Qwirkle! This scores {got}.")
KEEPS = QT_TRANSLATE_NOOP(
    "puzzles", "This does not empty your hand: tiles left after it: {left}.")
OUT = QT_TRANSLATE_NOOP("puzzles", "Your hand is empty: the game ends and this scores {got}.")


def decode_state(data: dict[str, Any]) -> State:
    """The position of a stored puzzle (``encode_state``'s data)."""
    if not isinstance(data, dict):
        raise ValueError("a Qwirkle position must be an object")
    full = dict(data)
    version, internal, gauss = random.Random(data.get("seed")).getstate()
    full["rng"] = [version, list(internal), gauss]
    return State.from_dict(full)


def encode_state(state: State) -> dict[str, Any]:
    data = state.to_dict()
    del data["rng"]
    return data


def hint_cell(move: Move) -> Cell | None:
    return move.tiles[0][:2] if isinstance(move, Place) else None


def outcome(state: State, move: Move) -> tuple[int, bool, int]:
    """(points, whether it makes a Qwirkle, tiles left in the rack) of ``move`` (legal)."""
    after = state.clone()
    points = after.apply(move).points
    qwirkle = any(len(line) == QWIRKLE_LENGTH for line in after.last_scored_lines())
    return points, qwirkle, len(after.hand(state.current_player))


def check(puzzle: PuzzleData) -> None:
    """ValueError unless the answers are placements and the first does what the kind asks (the
    tests check every answer)."""
    if not all(isinstance(move, Place) for move in puzzle.answers):
        raise ValueError("an answer is not a placement")
    for move in puzzle.answers[:1]:
        points, qwirkle, left = outcome(puzzle.state, move)
        if puzzle.kind == "best-score" and points != puzzle.data["best"]:
            raise ValueError("an answer does not score the stored best")
        if puzzle.kind == "make-qwirkle" and not qwirkle:
            raise ValueError("an answer makes no Qwirkle")
        if puzzle.kind == "go-out" and left:
            raise ValueError("an answer does not go out")


def judge(puzzle: PuzzleData, move: object) -> Judgement:
    state = puzzle.state
    if not state.is_legal(move):
        return Judgement(False, NOT_LEGAL)
    points, qwirkle, left = outcome(state, move)  # type: ignore[arg-type]
    solved = move in puzzle.answers
    if puzzle.kind == "make-qwirkle":
        return (Judgement(True, QWIRKLE, {"got": points}) if solved
                else Judgement(False, NO_QWIRKLE, {"got": points}))
    if puzzle.kind == "go-out":
        return (Judgement(True, OUT, {"got": points}) if solved
                else Judgement(False, KEEPS, {"left": left}))
    best = int(puzzle.data["best"])
    return (Judgement(True, BEST, {"best": best}) if solved
            else Judgement(False, SCORES, {"got": points, "best": best}))


def solution(puzzle: PuzzleData) -> Judgement:
    return judge(puzzle, puzzle.answers[0])
