"""What one seat may know of a game (Q-K2): computer players get only this."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tilegames.games.errors import IllegalMoveError
from tilegames.games.qwirkle import movegen
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.moves import Exchange, Move, Pass, Place
from tilegames.games.qwirkle.tiles import TILES, Tile
from tilegames.games.qwirkle.validate import check_exchange, check_place

if TYPE_CHECKING:
    from tilegames.games.qwirkle.state import State


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

    def legal_moves(self) -> list[Move]:
        """The moves this seat may make (as if it were its turn; for ``current_player`` the same
        list, in the same order, as ``State.legal_moves()``): every legal placement, then every
        distinct exchange, then Pass() if it is the only move (Q-X1..Q-X3); [] once the game is
        over. Each is a move ``State.apply`` accepts."""
        if self.over:
            return []
        moves: list[Move] = [place for place, _ in self.placements_with_scores()]
        if not self.board.cells:
            return moves
        moves.extend(movegen.exchanges(self._hand_ids(), self.bag_size))
        if not moves:
            moves.append(Pass())
        return moves

    def is_legal(self, move: object) -> bool:
        """Whether this seat may make ``move`` (same answer as ``move in self.legal_moves()``)."""
        if self.over:
            return False
        hand = self._hand_ids()
        try:
            if isinstance(move, Place):
                check_place(self.board, hand, move)
            elif isinstance(move, Exchange):
                check_exchange(self.board, hand, self.bag_size, move)
            elif isinstance(move, Pass):
                return not movegen.can_place(self.board, hand) and not (self.bag_size and hand)
            else:
                return False
        except IllegalMoveError:
            return False
        return True

    def determinize(self, rng: random.Random,
                    fixed: dict[int, list[int]] | None = None) -> State:
        """A full State consistent with this view: the unseen tiles dealt at random (from
        ``rng``) to the other hands, as many as each holds, and to the bag, as many as it holds,
        in random order (more tiles are unseen only in a game dealt from a short bag; the rest
        stay out). ``determinize(rng).view(seat)`` equals this view; the other seats' exchanges,
        known only by their count, are given made-up tiles. A search samples the unknown with
        it; the State's own generator (later reshuffles) is seeded from ``rng`` too. ``fixed``
        gives some other seats' hands (tile ids from the unseen tiles, as many as each holds;
        a search's guess at them); the rest is dealt from what remains. ValueError if a fixed
        hand does not fit the view."""
        from tilegames.games.qwirkle.state import State

        rest = Counter(tile.id for tile in self.unseen.elements())
        for seat, hand in (fixed or {}).items():
            if seat == self.seat or len(hand) != self.hand_sizes[seat]:
                raise ValueError(f"seat {seat} cannot be dealt {len(hand)} fixed tiles")
            rest.subtract(hand)
        if any(n < 0 for n in rest.values()):
            raise ValueError("a fixed hand holds tiles that are not unseen")
        pool = sorted(rest.elements())
        rng.shuffle(pool)
        hands: list[list[int]] = []
        for seat, size in enumerate(self.hand_sizes):
            if seat == self.seat:
                hands.append(self._hand_ids())
            elif fixed and seat in fixed:
                hands.append(list(fixed[seat]))
            else:
                hands.append(pool[:size])
                del pool[:size]
        if len(pool) < self.bag_size:
            raise ValueError("the view's counts do not add up to the unseen tiles")
        del pool[self.bag_size:]   # a game dealt from a short bag (new_game's ``bag``)
        moves: list[Move] = []
        for move in self.moves:
            if isinstance(move, HiddenExchange):   # which tiles is not known: any will do
                move = Exchange._sorted(TILES[:move.count])
            moves.append(move)
        # every move passes the turn on, except the one that ends the game by going out (Q-E1)
        went_out = self.over and self.hand_sizes[self.current_player] == 0
        first = (self.current_player - len(moves) + went_out) % self.num_players
        board = self.board.clone()
        seed = rng.getrandbits(63)
        return State(self.num_players, board, hands, pool, list(self.scores),
                     self.current_player, first, moves, random.Random(seed), seed, self.over)

    def _hand_ids(self) -> list[int]:
        return [tile.id for tile in self.hand]
