"""What the Qwirkle screen may draw at a moment: a ``Shown`` built from one seat's view during play
(its own rack, or no rack at all), or from the whole state when the game is reviewed.

The screen draws only from a ``Shown``: the board, the scores, how many tiles each rack and the
bag hold, the last move, and the rack of ``rack_seat`` (empty when nobody's rack may be shown).
"""

from __future__ import annotations

from dataclasses import dataclass

from tilegames.games.qwirkle import SeatView, State, Tile
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.hidden import (
    last_move_cells,
    last_move_points,
    last_scored_lines,
    public_view,
)


@dataclass(frozen=True)
class Shown:
    """One picture of the table. ``view`` is the rack owner's SeatView while they may play from
    it (None otherwise); ``moves`` hide every exchanged tile except, at most, the viewer's own."""

    board: Board
    rack: tuple[Tile, ...]
    rack_seat: int | None
    scores: tuple[int, ...]
    bag_size: int
    hand_sizes: tuple[int, ...]
    current_player: int
    over: bool
    moves: tuple[object, ...]
    last_cells: tuple[Cell, ...]
    last_lines: tuple[tuple[Cell, ...], ...]
    last_points: int
    view: SeatView | None = None

    def is_over(self) -> bool:
        return self.over

    def winners(self) -> tuple[int, ...]:
        """Q-E3: the seats with the highest score once the game is over; () while it runs."""
        if not self.over:
            return ()
        best = max(self.scores)
        return tuple(s for s, v in enumerate(self.scores) if v == best)

    @property
    def num_players(self) -> int:
        return len(self.scores)

    @classmethod
    def of_view(cls, view: SeatView, private: bool) -> Shown:
        """The table as ``view``'s seat sees it; without ``private`` as everybody sees it (no
        rack)."""
        if not private:
            view = public_view(view)
        return cls(view.board, view.hand, view.seat if private else None, view.scores,
                   view.bag_size, view.hand_sizes, view.current_player, view.over, view.moves,
                   last_move_cells(view), tuple(last_scored_lines(view)), last_move_points(view),
                   view if private else None)

    @classmethod
    def of_state(cls, state: State, rack_seat: int | None) -> Shown:
        """The whole game (review after the end): ``rack_seat``'s rack shown."""
        return cls(state.board, state.hand(rack_seat) if rack_seat is not None else (),
                   rack_seat, state.scores(), state.bag_size(),
                   tuple(len(state.hand(s)) for s in range(state.num_players)),
                   state.current_player, state.is_over(), state.moves, last_move_cells(state),
                   tuple(last_scored_lines(state)), last_move_points(state))
