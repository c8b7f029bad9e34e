"""Puzzles for the tests of the puzzle screens and the Puzzles page: shipped ones (Kulami, LSD),
one made through ``tilegames.puzzles.Puzzle`` on a position of seeded random play (Qwirkle), and
one whose every wrong move is answered by a reply to play out (``Refuted``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tests.helpers.played import new, play
from tilegames import puzzles
from tilegames.games.puzzle import Judgement
from tilegames.games.qwirkle import Place


def kulami_puzzle(number: int = 0) -> puzzles.Puzzle:
    """A shipped Kulami endgame (the file p-core made): a line follows its solution."""
    return puzzles.load("kulami")[number]


def qwirkle_puzzle(seed: int = 3, moves: int = 6) -> puzzles.Puzzle:
    """Qwirkle ``best-score`` on a game of ``moves`` random moves: every placement of the
    most points is an answer."""
    state = play(new("qwirkle", seed), moves, seed)
    scored = []
    for move in state.legal_moves():
        if isinstance(move, Place):
            scored.append((state.clone().apply(move).points, move))
    best = max(points for points, _move in scored)
    answers = tuple(move for points, move in scored if points == best)
    return puzzles.Puzzle(id=f"qwirkle-test-{seed}", game="qwirkle", kind="best-score",
                          difficulty=2, state=state, answers=answers, data={"best": best})


def lsd_puzzle(players: int = 2, kind: str = "win-in-1") -> puzzles.Puzzle:
    """The first shipped LSD puzzle of ``kind`` for ``players``."""
    return next(p for p in puzzles.load("lsd")
                if p.state.num_players == players and p.kind == kind)


PUZZLES = {"kulami": kulami_puzzle, "lsd": lsd_puzzle, "qwirkle": qwirkle_puzzle}


def wrong_move(puzzle: Any) -> Any:
    """A legal move that does not solve ``puzzle``."""
    return next(m for m in puzzle.state.legal_moves() if m not in puzzle.answers)


@dataclass(frozen=True)
class Refuted:
    """``puzzle``, but a wrong move is answered by the opponent's reply ``line``: its first
    legal move (what a win-in-2 puzzle's refutation is)."""

    puzzle: Any

    def __getattr__(self, name: str) -> Any:
        return getattr(self.puzzle, name)

    def judge(self, move: Any) -> Judgement:
        judgement = self.puzzle.judge(move)
        if judgement.solved:
            return judgement
        after = self.puzzle.state.clone()
        after.apply(move)
        reply = after.legal_moves()[0]
        return Judgement(False, "Your opponent answers at {cell}.", {"cell": "there"}, (reply,))

    def solution(self) -> Judgement:
        return self.puzzle.solution()
