"""The engine API every game's ``State`` offers (spec/engine-api.md), as typed protocols.

The controller and the screens are written against ``GameState[M]``, the computer players against
``Position[M]`` (what a seat is given to think about: a whole state, or a Qwirkle seat's view),
not against one game; ``M`` is the game's own move type (hashable values). A game that keeps
things from its players (Qwirkle's racks and bag) is also a ``HiddenInformation[M, V]``: a seat's
view ``V`` and a redeal of what a seat has not seen; ``hides_information`` tells the two apart.

The shared containers of a game (``games.history.GameRecord``, the controller's ``History`` and
``GameSession``) are generic in the state type ``S`` and its move type ``M``; they take their
start as a ``Playable[S, M]`` so that both are read off the state they are given.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, Self, TypeGuard, TypeVar, runtime_checkable

from tilegames.games.errors import MoveResult

Move = Hashable

M = TypeVar("M")                                   # a game's move type
M_co = TypeVar("M_co", covariant=True)
S_co = TypeVar("S_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)


@runtime_checkable
class Position(Protocol[M_co]):
    """What a computer player thinks about: whose turn it is and what they may play."""

    @property
    def num_players(self) -> int: ...

    @property
    def current_player(self) -> int: ...

    def legal_moves(self) -> Sequence[M_co]: ...


@runtime_checkable
class GameState(Position[M], Protocol[M]):
    """One game in progress. ``apply`` mutates; ``clone`` gives an independent copy."""

    @property
    def moves(self) -> Sequence[M]: ...

    def is_legal(self, move: object) -> bool: ...

    def apply(self, move: M) -> MoveResult: ...

    def is_over(self) -> bool: ...

    def scores(self) -> tuple[int, ...]: ...

    def winners(self) -> tuple[int, ...]: ...

    def clone(self) -> Self: ...

    def to_dict(self) -> dict[str, object]: ...


AnyState = GameState[Any]   # a state of some game, its move type unknown to its holder (saves)
S = TypeVar("S", bound=GameState[Any])   # a game's State (its moves: the ``M`` beside it)
SC = TypeVar("SC", bound=GameState[Any], covariant=True)   # the same, in what only gives it out


class Playable(Protocol[S_co, M]):
    """A state ``S`` whose moves are ``M``: how a generic container (``GameRecord``, the
    controller's ``History`` and ``GameSession``) is given its start, which tells it both (its
    ``clone`` is the container's ``S``, its moves are ``M``), and how it plays on its state."""

    @property
    def num_players(self) -> int: ...

    @property
    def current_player(self) -> int: ...

    def clone(self) -> S_co: ...

    def legal_moves(self) -> Sequence[M]: ...

    def is_legal(self, move: object) -> bool: ...

    def apply(self, move: M) -> MoveResult: ...


@runtime_checkable
class HiddenInformation(GameState[M], Protocol[M, V_co]):
    """A game whose players do not see everything: ``view(seat)`` is what ``seat`` may know (a
    ``Position[M]`` a computer player may be given), ``redeal_unseen(seat, seed)`` a copy in which
    everything ``seat`` has not seen is dealt again from ``seed``."""

    def view(self, seat: int) -> V_co: ...

    def redeal_unseen(self, seat: int, seed: int | str) -> Self: ...


def hides_information(state: Position[M]) -> TypeGuard[HiddenInformation[M, Position[M]]]:
    """Whether ``state`` belongs to a game with hidden information (it offers ``view`` and
    ``redeal_unseen``)."""
    return isinstance(state, HiddenInformation)
