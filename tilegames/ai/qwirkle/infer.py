"""What the last seat's placement tells about the tiles it still holds (opponent modelling, as in
Scrabble programs): a player who could have scored clearly more with the tiles it kept would
mostly have done so. A deal whose made-up hand says otherwise is unlikely, and ``Inference.fits``
lets the simulation deal again (rejection sampling; only the last move is used).

It judges only from the public record of a ``SeatView``: the board before and after that move
and the tiles it put down.
"""

from __future__ import annotations

import random

from tilegames.games.qwirkle import movegen
from tilegames.games.qwirkle.board import Board
from tilegames.games.qwirkle.moves import Place
from tilegames.games.qwirkle.scoring import score_placement
from tilegames.games.qwirkle.state import State
from tilegames.games.qwirkle.view import SeatView

SLACK = 2        # a dealt hand fits if its best score was at most this much above what was played
TRIES = 6        # deals tried before one that does not fit is taken anyway


class Inference:
    """The previous seat's last placement, if it says anything (``active``): the board before
    it (as ``movegen.Spots``), its tiles, its points and how many tiles of the seat's present
    hand were kept then."""

    def __init__(self, view: SeatView) -> None:
        self.active = False
        if view.num_players < 2 or not view.moves or view.bag_size == 0:
            return     # with the bag empty the seat drew too few tiles to tell kept from drawn
        last = view.moves[-1]
        self.seat = (view.current_player - 1) % view.num_players
        if not isinstance(last, Place) or self.seat == view.seat:
            return
        cells = {(x, y) for x, y, _ in last.tiles}
        before = Board()
        before.place([(x, y, tid) for (x, y), tid in view.board.cells.items()
                      if (x, y) not in cells])
        if not before.cells:
            return     # a first move follows its own rule (Q-S4)
        self.before = movegen.Spots(before)     # many hands are tried on this board
        self.played = [tile.id for _, _, tile in last.tiles]
        self.points = score_placement(before, last.tiles)
        self.kept = view.hand_sizes[self.seat] - len(self.played)
        self.active = self.kept > 0

    def fits(self, state: State, rng: random.Random) -> bool:
        """Whether ``state``'s hand of that seat is a likely one: a random choice of the tiles it
        kept, with the tiles it played, has no placement on the board before that scores more
        than ``SLACK`` above what it played."""
        if not self.active:
            return True
        kept = rng.sample([tile.id for tile in state.hand(self.seat)], self.kept)
        best = self.before.best(kept + self.played)
        return best is None or best[1] <= self.points + SLACK
