"""The history of one open game: its record (``games.history.GameRecord``: the moves, each move's
result and mover, the positions, the redeals) with undo and redo. No Qt: ``GameSession`` acts
through it and announces what it did.

The record and its replay live in ``games/`` because the save codec (``storage/``, below the
controller) replays games through the same code; what only an open game has — the seats, the moves
that were undone and may be redone, the rule of what may be undone — lives here.

Undo in a game with hidden information must not leak it (the bag's front is known once drawn,
and a move taken back would return tiles to another rack): between people, only the tiles
staged this turn can be taken back (the screen's business), never a played move; one person
against computers takes back their own last move (with the computers' replies) and then every
tile they have not seen — the other racks and the bag — is dealt again from a fresh seed
(``redeals`` records it); redo plays their own move again only.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Generic

from tilegames.base.seats import Seat
from tilegames.games import MoveResult
from tilegames.games.history import GameRecord, Redeal
from tilegames.games.protocol import M, Playable, S, hides_information


def fresh_seed() -> int:
    """A seed nobody at the table can know or work out (not from the game's seed)."""
    return random.SystemRandom().randrange(2**63)


class History(Generic[S, M]):
    """The moves of a game played at ``seats`` from ``start``, with undo and redo.

    ``play`` records a new move (the undone ones are forgotten); ``undo`` takes back what the
    rule above allows; ``redo`` plays the next undone move again. A move that does not fit raises
    IllegalMoveError and changes nothing.
    """

    def __init__(self, start: Playable[S, M], seats: Sequence[Seat],
                 redeals: Iterable[Redeal] = ()) -> None:
        self.seats = tuple(seats)
        self.record: GameRecord[S, M] = GameRecord(start, redeals)
        self._redo: list[M] = []          # undone moves, the next one to redo last

    @classmethod
    def replayed(cls, start: Playable[S, M], moves: Iterable[M], seats: Sequence[Seat],
                 redeals: Iterable[Redeal] = ()) -> History[S, M]:
        """``moves`` played on ``start`` with the saved ``redeals`` dealt where the game dealt
        them (IllegalMoveError if a move does not fit)."""
        history = cls(start, seats, redeals)
        for move in moves:
            history.record.play(move)
        return history

    # --- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> S:
        """The live position (the record's: read it, play through ``play``)."""
        return self.record.state

    @property
    def moves(self) -> tuple[M, ...]:
        return tuple(self.record.moves)

    @property
    def results(self) -> tuple[MoveResult, ...]:
        """What each move did, as the engine answered it."""
        return tuple(self.record.results)

    @property
    def movers(self) -> tuple[int, ...]:
        return tuple(self.record.movers)

    @property
    def redeals(self) -> list[Redeal]:
        """``(moves kept, seat, seed)`` of each time the unseen tiles were dealt again."""
        return list(self.record.redeals)

    def position(self, moves: int) -> S:
        """The position after ``moves`` moves (clamped); the record's own: never change it."""
        return self.record.position(moves)

    @property
    def hides_information(self) -> bool:
        """Whether the game keeps things from the players (``protocol.HiddenInformation``)."""
        return hides_information(self.record.state)

    def _people(self) -> int:
        return sum(not seat.is_computer for seat in self.seats)

    # --- acting ----------------------------------------------------------------------------
    def play(self, move: M) -> MoveResult:
        """A move played now: recorded with its result; the undone moves are forgotten."""
        result = self.record.play(move)
        self._redo.clear()
        return result

    def undo_target(self) -> int | None:
        """How many moves remain after an undo, or None when there is nothing to undo (or, with
        hidden information, nothing that may be undone: see the module docstring). With people
        at the table an undo goes back to the last position where a person was to move."""
        n = len(self.record)
        if n == 0:
            return None
        people = self._people()
        if not people:
            return n - 1
        if self.hides_information and people > 1:
            return None
        for k in range(n - 1, -1, -1):
            if not self.seats[self.position(k).current_player].is_computer:
                return k
        return None

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo(self) -> bool:
        """Take back the moves back to ``undo_target`` (False: nothing to undo). With hidden
        information and a person at the table, the tiles the person to move has not seen are
        then dealt again from a fresh seed, and only their own move can be redone."""
        target = self.undo_target()
        if target is None:
            return False
        self._redo.extend(reversed(self.record.take_back(target)))
        if self.hides_information and self._people():
            self.record.redeal(self.record.state.current_player, fresh_seed())
            self._redo = self._redo[-1:]
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> tuple[M, MoveResult]:
        """Play the next undone move again: that move and its result (IndexError: none)."""
        move = self._redo.pop()
        return move, self.record.play(move)
