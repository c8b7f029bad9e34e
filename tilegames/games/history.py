"""A game's record: its start, the moves played on it, each move's result and mover, and the
points where the unseen tiles were dealt again (redeals) — and the one replay that rebuilds it.

It lives with the engines, below ``storage/`` and ``controller/``, because both replay games: the
save codec (``storage/saves/codec.py``, which must not import the controller) checks a save by
replaying it, and the session's history (``controller/history.py``, undo and redo on top of this)
continues it. One replay, written once, where both may import it. It names no game: a redeal asks
the state's own ``redeal_unseen(seat, seed)``, which a game with hidden information offers
(``protocol.HiddenInformation``).

A redeal ``(kept, seat, seed)``: once ``kept`` moves have been played, every tile ``seat`` has not
seen is dealt again from ``seed`` (the position after ``kept`` moves becomes that deal; the next
move is played on it).

A game need not begin at its beginning: a game played on from a position of another (``Origin``)
begins after ``moves`` moves of the game its save options start, with the redeals dealt before
that point; its own moves and redeals are counted from there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Generic

from tilegames.games.errors import MoveResult
from tilegames.games.protocol import HiddenInformation, M, Playable, S

Redeal = tuple[int, int, int | str]     # (moves kept, seat, seed)


@dataclass(frozen=True)
class Origin:
    """Where a game begins: after ``moves`` moves of the game its save options start (0: at
    the beginning, every game that was not played on from another), with ``redeals`` — those of
    that game dealt before its ``moves``-th move was played on (each ``kept < moves``).

    A game's own moves and redeals are counted from its origin; a save counts them from the
    beginning (``absolute``), and a loaded save is split again (``split``)."""

    moves: int = 0
    redeals: tuple[Redeal, ...] = ()

    def absolute(self, own: Sequence[Redeal]) -> list[Redeal]:
        """The redeals counted from the beginning: ours, then ``own`` (counted from here)."""
        return [*self.redeals, *((kept + self.moves, seat, seed) for kept, seat, seed in own)]

    @classmethod
    def split(cls, moves: int, redeals: Iterable[Redeal]) -> tuple[Origin, list[Redeal]]:
        """The origin after ``moves`` moves and the game's own redeals, from ``redeals``
        counted from the beginning: those dealt before that point are the origin's, the
        others (from that point on) the game's own, counted from there."""
        found = list(redeals)
        before = tuple(r for r in found if r[0] < moves)
        own = [(kept - moves, seat, seed) for kept, seat, seed in found if kept >= moves]
        return cls(moves, before), own


BEGINNING = Origin()
"""The origin of a game that begins at its beginning."""


def redealt(state: S, seat: int, seed: int | str) -> S:
    """A copy of ``state`` with every tile ``seat`` has not seen dealt again from ``seed``
    (AttributeError for a game that hides nothing)."""
    if not isinstance(state, HiddenInformation):
        raise AttributeError(f"{type(state).__name__} hides nothing: it has no redeal_unseen")
    return state.redeal_unseen(seat, seed)


class GameRecord(Generic[S, M]):
    """One game as played: ``state`` (the live position), ``moves``, ``results`` (what each move
    did: ``MoveResult``), ``movers`` (the seat that played each) and ``redeals``; the position
    after any number of moves (``position``). ``play`` raises IllegalMoveError and records
    nothing for a move that does not fit.

    ``scheduled`` redeals (a saved game's) are dealt as play reaches their point: at once for
    those after no move, else right after the move that completes their count. With
    ``positions=False`` only the live position is kept (a replay that needs only its end, as the
    save codec's check does): ``position`` and ``take_back`` are then not offered.
    """

    def __init__(self, start: Playable[S, M], scheduled: Iterable[Redeal] = (), *,
                 positions: bool = True) -> None:
        self.state: S = start.clone()
        # _positions[n]: the position after n moves (None: not kept)
        self._positions: list[S] | None = [start.clone()] if positions else None
        self.moves: list[M] = []
        self.results: list[MoveResult] = []
        self.movers: list[int] = []
        self.redeals: list[Redeal] = []
        self._scheduled = sorted(scheduled, key=lambda redeal: redeal[0])
        self._deal_scheduled()

    @classmethod
    def replay(cls, start: Playable[S, M], moves: Iterable[M],
               redeals: Iterable[Redeal] = ()) -> GameRecord[S, M]:
        """``moves`` played on ``start``, each redeal dealt at its point (IllegalMoveError if a
        move does not fit)."""
        record = cls(start, redeals)
        for move in moves:
            record.play(move)
        return record

    def __len__(self) -> int:
        return len(self.moves)

    def position(self, moves: int) -> S:
        """The position after ``moves`` moves (clamped to 0..len), after that point's redeals.
        The record's own: read it, never change it (``clone`` it to play on)."""
        return self._kept()[max(0, min(moves, len(self.moves)))]

    def play(self, move: M) -> MoveResult:
        """Play ``move`` on the live position and record it with its result and mover."""
        mover = self.state.current_player
        result = self.state.apply(move)
        self.moves.append(move)
        self.results.append(result)
        self.movers.append(mover)
        if self._positions is not None:
            self._positions.append(self.state.clone())
        self._deal_scheduled()
        return result

    def redeal(self, seat: int, seed: int | str) -> None:
        """Deal every tile ``seat`` has not seen again from ``seed``, here (after the moves
        played so far); a redeal recorded for a later point belonged to moves taken back."""
        kept = len(self.moves)
        self.state = redealt(self.state, seat, seed)
        if self._positions is not None:
            self._positions[-1] = self.state.clone()
        self.redeals = [r for r in self.redeals if r[0] <= kept]
        self.redeals.append((kept, seat, seed))

    def take_back(self, keep: int) -> list[M]:
        """Keep only the first ``keep`` moves; the live position becomes a fresh copy of the
        position after them. The moves taken back, in the order they were played."""
        positions = self._kept()
        keep = max(0, min(keep, len(self.moves)))
        gone = self.moves[keep:]
        del self.moves[keep:], self.results[keep:], self.movers[keep:]
        del positions[keep + 1:]
        self.redeals = [r for r in self.redeals if r[0] <= keep]
        self.state = positions[-1].clone()
        return gone

    def _kept(self) -> list[S]:
        if self._positions is None:
            raise ValueError("this record keeps only the live position")
        return self._positions

    def _deal_scheduled(self) -> None:
        while self._scheduled and self._scheduled[0][0] == len(self.moves):
            _, seat, seed = self._scheduled.pop(0)
            self.redeal(seat, seed)
