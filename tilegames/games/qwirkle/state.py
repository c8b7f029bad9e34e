"""The Qwirkle game state (board, hands, bag, scores and turn; rules-qwirkle.md) and what one seat
may know of it (Q-K2): ``State``, ``SeatView``, ``HiddenExchange``.

The two classes share a module because each makes the other (both in spec/engine-api.md):
``state.view(seat)`` gives a SeatView, and ``view.determinize(rng)`` a State.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import overload

from tilegames.games.errors import QT_TRANSLATE_NOOP, IllegalMoveError, MoveResult
from tilegames.games.qwirkle import movegen
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.moves import Exchange, Move, Pass, Place, move_to_json
from tilegames.games.qwirkle.savedata import Saved, read_save
from tilegames.games.qwirkle.scoring import lines_through
from tilegames.games.qwirkle.tiles import COPIES, TILES, Tile, start_number
from tilegames.games.qwirkle.validate import check_exchange, check_place

HAND_SIZE = 6
GOING_OUT_BONUS = 6


def new_game(num_players: int, *, seed: int | str | None = None,
             bag: Sequence[Tile] | None = None) -> State:
    """A new game for 2..6 players (Q-K2, Q-S1..Q-S3).

    Without ``bag`` the 108 tiles are shuffled with ``seed`` (a random seed if None; it is kept in
    ``state.seed``). ``bag`` is an explicit draw order of any length (at most 3 of each tile):
    seat 0 draws the first 6, seat 1 the next 6, and later draws also come from the front.
    Either way ``seed`` (an int or a str, kept in saves) drives the reshuffles after exchanges.
    """
    if type(num_players) is not int or not 2 <= num_players <= 6:
        raise ValueError(f"Qwirkle is for 2 to 6 players, not {num_players}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    elif type(seed) not in (int, str):
        raise ValueError(f"a Qwirkle seed is a whole number or a text, not {seed!r}")
    rng = random.Random(seed)
    if bag is None:
        ids = [t for t in range(36) for _ in range(COPIES)]
        rng.shuffle(ids)
    else:
        ids = [tile.id for tile in bag]
        if any(n > COPIES for n in Counter(ids).values()):
            raise ValueError("a Qwirkle bag holds at most 3 of each tile")
    hands = []
    for _ in range(num_players):
        hands.append(ids[:HAND_SIZE])
        del ids[:HAND_SIZE]
    numbers = [start_number(hand) for hand in hands]
    first = numbers.index(max(numbers))
    return State(num_players, Board(), hands, ids, [0] * num_players, first, first, [],
                        rng, seed)


class State:
    """A game of Qwirkle (spec/engine-api.md: the shared shape plus the Qwirkle part).

    Tiles are :class:`Tile` outside and ids inside (tiles.py). Beyond the contract: ``board`` (the
    live Board: read it, never change it), ``seed``, ``first_player`` (every move advances the
    turn by one seat, so move ``i`` was played by ``(first_player + i) % num_players``),
    ``start_number``, ``placements_with_scores``, ``best_placement``, ``view``,
    ``redeal_unseen``, ``last_move_cells`` and ``last_scored_lines``.
    """

    def __init__(self, num_players: int, board: Board, hands: list[list[int]], bag: list[int],
                 scores: list[int], current_player: int, first_player: int, moves: list[Move],
                 rng: random.Random, seed: int | str, over: bool | None = None) -> None:
        self.num_players = num_players
        self.board = board
        self._hands = hands
        self._bag = bag
        self._scores = scores
        self.current_player = current_player
        self.first_player = first_player
        self._moves = moves
        self._rng = rng
        self.seed = seed
        self._placements: list[movegen.Scored] | None = None
        self._over = self._blocked() if over is None else over

    # --- reading -------------------------------------------------------------------------------
    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played so far, in order."""
        return tuple(self._moves)

    def tile_at(self, cell: Cell) -> Tile | None:
        """The tile on ``cell``, or None."""
        return self.board.tile_at(cell)

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """The tiles in ``seat``'s hand, in the order they were drawn (hidden from other seats)."""
        return tuple(TILES[t] for t in self._hands[seat])

    def bag_size(self) -> int:
        """How many tiles are left in the bag."""
        return len(self._bag)

    def start_number(self, seat: int) -> int:
        """Q-S2: the most distinct tiles of ``seat``'s hand that share a colour or a shape."""
        return start_number(self._hands[seat])

    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    def is_over(self) -> bool:
        return self._over

    def winners(self) -> tuple[int, ...]:
        """Q-E3: the seats with the highest score once the game is over; () while it runs."""
        if not self._over:
            return ()
        best = max(self._scores)
        return tuple(s for s, v in enumerate(self._scores) if v == best)

    def last_move_cells(self) -> tuple[Cell, ...]:
        """The cells of the last move if it was a placement, else ()."""
        last = self._moves[-1] if self._moves else None
        return last.cells if isinstance(last, Place) else ()

    def last_scored_lines(self) -> list[tuple[Cell, ...]]:
        """The lines the last placement scored (cells in order; for highlighting); [] if none.
        A lone first tile scores without making a line."""
        return lines_through(self.board.cells, self.last_move_cells())

    def redeal_unseen(self, seat: int, seed: int | str) -> State:
        """A copy in which every tile ``seat`` has not seen (the other hands and the bag) is
        dealt again from ``seed``: the program's undo rule. Taking a move back would otherwise
        tell a player what they will draw next (the bag's front is known once drawn) and show
        which tiles the other players hold (the ones they played and took back); after a redeal
        with a fresh seed the player knows exactly what their view says, nothing more.

        Everything ``seat`` knows stays: the board, its own hand, the scores, the turn, the moves,
        how many tiles each hand and the bag hold, and so which tiles are unseen. The deal depends
        only on those unseen tiles and ``seed`` (not on where they lay before), and later
        reshuffles after an exchange continue from the same generator. ValueError for a seat
        that is not in the game.
        """
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat!r} in a game of {self.num_players}")
        data = read_save(self.to_dict())
        others = [s for s in range(self.num_players) if s != seat]
        pool = sorted([t for s in others for t in data["hands"][s]] + data["bag"])
        rng = random.Random(seed)
        rng.shuffle(pool)
        for s in others:
            size = len(data["hands"][s])
            data["hands"][s] = pool[:size]
            del pool[:size]
        data["bag"] = pool
        data["rng"] = rng
        return type(self)._from_saved(data)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: no other hand and no bag order (Q-K2). Computer players get
        only this."""
        unseen = Counter({tile: COPIES for tile in TILES})
        unseen.subtract(TILES[t] for t in self.board.cells.values())
        unseen.subtract(TILES[t] for t in self._hands[seat])
        moves = tuple(
            HiddenExchange(len(move.tiles)) if isinstance(move, Exchange)
            and (self.first_player + i) % self.num_players != seat else move
            for i, move in enumerate(self._moves))
        return SeatView(
            seat=seat, num_players=self.num_players, current_player=self.current_player,
            board=self.board.clone(), hand=self.hand(seat), scores=self.scores(),
            bag_size=len(self._bag), hand_sizes=tuple(len(h) for h in self._hands),
            unseen=+unseen, moves=moves, over=self._over)

    # --- moves -----------------------------------------------------------------------------------
    def placements_with_scores(self) -> list[tuple[Place, int]]:
        """Every legal placement of the current player with its points (the +6 for going out not
        included), each once; [] once the game is over. The Place objects are the ones
        ``legal_moves()`` lists."""
        if self._over:
            return []
        if self._placements is None:
            self._placements = movegen.placements(self.board, self._hands[self.current_player])
        return list(self._placements)

    def best_placement(self) -> tuple[Place, int] | None:
        """The current player's highest-scoring placement (the +6 for going out not included),
        the first of them in ``placements_with_scores()`` order; None if there is none or the
        game is over. Much faster than listing every placement (a greedy player's move)."""
        if self._over:
            return None
        if self._placements is not None:
            return max(self._placements, key=lambda pair: pair[1], default=None)
        return movegen.best_placement(self.board, self._hands[self.current_player])

    def legal_moves(self) -> list[Move]:
        """Every legal placement, then every distinct exchange, then Pass() if it is the only
        move (Q-X1..Q-X3); [] once the game is over."""
        moves: list[Move] = [place for place, _ in self.placements_with_scores()]
        if self._over or not self.board.cells:
            return moves
        moves.extend(movegen.exchanges(self._hands[self.current_player], len(self._bag)))
        if not moves:
            moves.append(Pass())
        return moves

    def is_legal(self, move: object) -> bool:
        """Same answer as ``move in self.legal_moves()``."""
        try:
            self._check(move)
        except IllegalMoveError:
            return False
        return True

    @overload
    def _check(self, move: Place) -> tuple[list[tuple[int, int, int]], int]: ...
    @overload
    def _check(self, move: Exchange) -> list[int]: ...
    @overload
    def _check(self, move: object) -> object: ...

    def _check(self, move: object) -> object:
        """What ``check_place`` / ``check_exchange`` give for a legal move (None for Pass);
        IllegalMoveError for an illegal one or anything else."""
        if self._over:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "the game is over"))
        hand = self._hands[self.current_player]
        if isinstance(move, Place):
            return check_place(self.board, hand, move)
        if isinstance(move, Exchange):
            return check_exchange(self.board, hand, len(self._bag), move)
        if isinstance(move, Pass):
            if movegen.can_place(self.board, hand) or (self._bag and hand):
                raise IllegalMoveError(QT_TRANSLATE_NOOP(
                    "rules", "you can still play, so you cannot pass"), rule="Q-X3")
            return None
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that is not a Qwirkle move"))

    def apply(self, move: Move) -> MoveResult:
        """Play ``move`` for the current player; IllegalMoveError (state unchanged) if illegal."""
        seat = self.current_player
        hand = self._hands[seat]
        points = 0
        if isinstance(move, Place):
            placed, points = self._check(move)
            for _, _, t in placed:
                hand.remove(t)
            self.board.place(placed)
            self._draw(hand, len(placed))
            if not hand:  # Q-E1: went out with the bag empty
                points += GOING_OUT_BONUS
                self._over = True
            self._scores[seat] += points
            move = Place._sorted(tuple((x, y, TILES[t]) for x, y, t in sorted(placed)))
        elif isinstance(move, Exchange):
            checked = self._check(move)
            for t in checked:
                hand.remove(t)
            self._draw(hand, len(checked))
            self._bag.extend(checked)
            self._rng.shuffle(self._bag)
            move = Exchange._sorted(tuple(TILES[t] for t in sorted(checked)))
        else:
            self._check(move)
            move = Pass()
        self._moves.append(move)  # in normal form: ints and the 36 canonical tiles
        self._placements = None
        if not self._over:
            self.current_player = (seat + 1) % self.num_players
            self._over = self._blocked()
        return MoveResult(points=points)

    def _draw(self, hand: list[int], count: int) -> None:
        """Q-SC4/Q-X1: ``count`` tiles from the front of the bag, as far as it goes."""
        hand.extend(self._bag[:count])
        del self._bag[:count]

    def _blocked(self) -> bool:
        """Q-E2: the bag is empty and nobody can place a tile."""
        return not self._bag and not any(movegen.can_place(self.board, h) for h in self._hands)

    # --- copies and saving ------------------------------------------------------------------------
    def clone(self) -> State:
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        return State(self.num_players, self.board.clone(), [list(h) for h in self._hands],
                            list(self._bag), list(self._scores), self.current_player,
                            self.first_player, list(self._moves), rng, self.seed, self._over)

    def to_dict(self) -> dict[str, object]:
        """Plain JSON: tiles as ids ``color * 6 + shape``; the bag in draw order; the generator
        state for future reshuffles."""
        version, internal, gauss = self._rng.getstate()
        return {
            "game": "qwirkle",
            "num_players": self.num_players,
            "seed": self.seed,
            "board": [[x, y, t] for (x, y), t in self.board.cells.items()],
            "hands": [list(h) for h in self._hands],
            "bag": list(self._bag),
            "scores": list(self._scores),
            "current_player": self.current_player,
            "first_player": self.first_player,
            "moves": [move_to_json(m) for m in self._moves],
            "rng": [version, list(internal), gauss],
            "over": self._over,
        }

    @classmethod
    def from_dict(cls, data: object) -> State:
        """Inverse of :meth:`to_dict`; ValueError for data it could not have written (see
        ``savedata.read_save``)."""
        return cls._from_saved(read_save(data))

    @classmethod
    def _from_saved(cls, saved: Saved) -> State:
        board = Board()
        board.place(saved["board"])
        return cls(saved["num_players"], board, saved["hands"], saved["bag"], saved["scores"],
                   saved["current_player"], saved["first_player"], saved["moves"], saved["rng"],
                   saved["seed"], saved["over"])


# --- what one seat may know -----------------------------------------------------------------------

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
