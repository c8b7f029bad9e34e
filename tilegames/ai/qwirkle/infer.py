"""What the last seat's placement tells about the tiles it still holds (opponent modelling, as in
Scrabble programs): a player who could have scored more with the tiles it kept would mostly have
done so. ``SLACK`` 0 takes that literally: a tile that would have lengthened the line played by
one (a point or two more) was not kept.

The seat's hand now is the tiles it kept at its last placement plus those it drew after it.
``Inference.sample`` guesses such a hand: it builds the kept part one tile at a time, each drawn
from the tiles the mover has not seen and taken only if the kept tiles so far, with the tiles
played, still have no placement on the board before that scores more than ``SLACK`` above what
was played (a hand that could have done better cannot be a subset of one that did not, so each
tile can be judged as it comes); the drawn part is dealt at random. Built tile by tile, a
fitting hand is found at once, where dealing whole hands and dealing again when one does not fit
seldom finds one in a few tries. What it is worth in the arena: docs/benchmarks.md.

It judges only from the public record of a ``SeatView``: the board before and after that move
and the tiles put down.
"""

from __future__ import annotations

import random

from tilegames.ai.qwirkle.spots import Spots
from tilegames.games.qwirkle.board import Board
from tilegames.games.qwirkle.moves import Place
from tilegames.games.qwirkle.scoring import score_placement
from tilegames.games.qwirkle.state import SeatView

SLACK = 0        # a kept tile fits if the best score with it was at most this much above the move
DRAWS = 40       # tiles drawn for the kept part before the rest of it is taken without a check


class Inference:
    """The previous seat's last placement, if it says anything (``active``): the board before
    it (as ``Spots`` (spots.py)), its tiles, its points and how many tiles of the seat's present
    hand were kept then (``kept``, of ``size``)."""

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
        self.before = Spots(before)     # many hands are tried on this board
        self.played = [tile.id for _, _, tile in last.tiles]
        self.points = score_placement(before, last.tiles)
        self.size = view.hand_sizes[self.seat]
        self.kept = self.size - len(self.played)
        self.pool = sorted(tile.id for tile in view.unseen.elements())
        self.active = self.kept > 0 and len(self.pool) >= self.size

    def fits(self, tiles: list[int]) -> bool:
        """Whether ``tiles`` (ids) could all have been kept: with the tiles played they have no
        placement on the board before that scores more than ``SLACK`` above what was played."""
        best = self.before.best(tiles + self.played)
        return best is None or best[1] <= self.points + SLACK

    def sample(self, rng: random.Random) -> list[int]:
        """A likely hand of the seat now (ids from the unseen tiles, ``size`` of them): the kept
        tiles built one by one from random draws that still ``fit`` (after ``DRAWS`` draws the
        rest unchecked), then the tiles drawn since, at random."""
        rest = list(self.pool)
        kept: list[int] = []
        for _ in range(DRAWS):
            if len(kept) == self.kept:
                break
            index = rng.randrange(len(rest))
            if self.fits([*kept, rest[index]]):
                kept.append(_take(rest, index))
        while len(kept) < self.size:
            kept.append(_take(rest, rng.randrange(len(rest))))
        return kept


def _take(tiles: list[int], index: int) -> int:
    """Remove and return ``tiles[index]`` in O(1) (the order of ``tiles`` does not matter)."""
    tile = tiles[index]
    tiles[index] = tiles[-1]
    tiles.pop()
    return tile
