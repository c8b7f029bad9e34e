"""The engine API every game's ``State`` offers (spec/engine-api.md), as typed protocols.

The controller and the screens are written against ``GameState``, the computer players against
``Position`` (what a seat is given to think about: a whole state, or a Qwirkle seat's view), not
against one game. A move is any hashable value of the game's own move type.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, runtime_checkable

from tilegames.games.errors import MoveResult

Move = Hashable


class Position(Protocol):
    """What a computer player thinks about: whose turn it is and what they may play."""

    num_players: int

    @property
    def current_player(self) -> int: ...

    def legal_moves(self) -> Sequence[Any]: ...


@runtime_checkable
class GameState(Position, Protocol):
    """One game in progress. ``apply`` mutates; ``clone`` gives an independent copy."""

    @property
    def moves(self) -> Sequence[Any]: ...

    def is_legal(self, move: object) -> bool: ...

    def apply(self, move: Any) -> MoveResult: ...

    def is_over(self) -> bool: ...

    def scores(self) -> tuple[int, ...]: ...

    def winners(self) -> tuple[int, ...]: ...

    def clone(self) -> GameState: ...

    def to_dict(self) -> dict[str, Any]: ...
