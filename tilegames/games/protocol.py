"""The engine API every game's ``State`` offers (spec/engine-api.md), as a typed protocol.

The controller, the computer players and the screens are written against ``GameState``, not
against one game. A move is any hashable value of the game's own move type.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, runtime_checkable

from tilegames.games.errors import MoveResult

Move = Hashable


@runtime_checkable
class GameState(Protocol):
    """One game in progress. ``apply`` mutates; ``clone`` gives an independent copy."""

    num_players: int

    @property
    def current_player(self) -> int: ...

    @property
    def moves(self) -> Sequence[Any]: ...

    def legal_moves(self) -> Sequence[Any]: ...

    def is_legal(self, move: object) -> bool: ...

    def apply(self, move: Any) -> MoveResult: ...

    def is_over(self) -> bool: ...

    def scores(self) -> tuple[int, ...]: ...

    def winners(self) -> tuple[int, ...]: ...

    def clone(self) -> GameState: ...

    def to_dict(self) -> dict[str, Any]: ...
