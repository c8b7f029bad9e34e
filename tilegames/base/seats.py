"""Who sits at each seat of a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

SeatKind = Literal["human", "computer"]


@dataclass(frozen=True)
class Seat:
    """A seat at the table: a person, or the computer at a level (``levels``; the players of
    each level live in ``tilegames.ai.players``)."""

    name: str
    kind: SeatKind = "human"
    level: str = "easy"

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"
