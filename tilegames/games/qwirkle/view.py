"""What one seat may know of a game (Q-K2): computer players get only this."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tilegames.games.qwirkle import movegen
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.moves import Move, Place
from tilegames.games.qwirkle.tiles import Tile


@dataclass(frozen=True, slots=True)
class HiddenExchange:
    """Another seat's exchange as a seat sees it: how many tiles, not which."""

    count: int

    def __str__(self) -> str:
        return f"exchange {self.count} tile" + ("" if self.count == 1 else "s")


@dataclass(frozen=True)
class SeatView:
    """A seat's view: the board (a copy), its own hand, the scores, the bag size, every hand's
    size and ``unseen`` — the tiles this seat has not seen (108 minus the board minus its hand:
    the other hands and the bag together). Nothing about other hands or the bag order: in
    ``moves`` the other seats' exchanges are HiddenExchange."""

    seat: int
    num_players: int
    current_player: int
    board: Board
    hand: tuple[Tile, ...]
    scores: tuple[int, ...]
    bag_size: int
    hand_sizes: tuple[int, ...]
    unseen: Counter[Tile]
    moves: tuple[Move | HiddenExchange, ...]
    over: bool

    def tile_at(self, cell: Cell) -> Tile | None:
        """The tile on ``cell``, or None."""
        return self.board.tile_at(cell)

    def placements_with_scores(self) -> list[tuple[Place, int]]:
        """Every legal placement of this seat's hand with its points (as if it were its turn;
        on an empty board the first moves of Q-S4); the +6 for going out not included."""
        return movegen.placements(self.board, [tile.id for tile in self.hand])
