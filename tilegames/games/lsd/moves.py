"""LSD moves and move results."""

from __future__ import annotations

from dataclasses import dataclass

from tilegames.games.errors import MoveResult
from tilegames.games.lsd.tiles import CANONICAL_ROTATION


@dataclass(frozen=True, slots=True, order=True)
class Place:
    """Lay one tile of the mover's supply on cell (x, y).

    kind: "single" | "corner" | "straight" | "tee" | "cross"; icon: "+" | "x"; rotation: 0..3
    clockwise quarter turns (LSD-K5).

    Equal-looking rotations are normalised at construction to the lowest one, so a move is
    identified by the tile placement it makes: ``Place("cross", "+", 3, 0, 0) ==
    Place("cross", "+", 0, 0, 0)`` and ``Place("straight", "x", 2, ...)`` has ``rotation == 0``.
    Values that name no tile (a kind "blob", rotation 7, or values of other types from untrusted
    input) are kept as given; the state refuses them with a reason (never a crash).
    """

    kind: str
    icon: str
    rotation: int
    x: int
    y: int

    def __post_init__(self) -> None:
        try:
            canonical = CANONICAL_ROTATION.get((self.kind, self.rotation))
        except TypeError:  # an unhashable value: the state refuses it
            return
        if canonical is not None and canonical != self.rotation:
            object.__setattr__(self, "rotation", canonical)

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)

    def __str__(self) -> str:
        return f"{self.kind} {self.icon} rotation {self.rotation} at ({self.x}, {self.y})"


@dataclass(frozen=True, slots=True)
class LsdMoveResult(MoveResult):
    """``MoveResult`` plus ``skipped``: the seats that could not place (LSD-E1) and were passed
    over after this move, in turn order, before the next player to act. Empty when nobody was
    skipped and when this move ended the game (win or draw). ``points`` is always 0;
    ``captured`` lists the emptied cells in the order N, E, S, W of the placed tile."""

    skipped: tuple[int, ...] = ()
