"""The LSD game state: the field, the supplies, whose turn it is (spec/rules-lsd.md)."""

from __future__ import annotations

from tilegames.games.errors import QT_TRANSLATE_NOOP, IllegalMoveError
from tilegames.games.lsd.captures import captured_cells
from tilegames.games.lsd.lines import winning_line
from tilegames.games.lsd.moves import LsdMoveResult, Place
from tilegames.games.lsd.notation import format_picture, parse_picture
from tilegames.games.lsd.placement import (
    FIRST_CELL,
    FIRST_KEY,
    NEIGHBOURS,
    Cell,
    constraint,
    fits,
    picker,
    places_at,
)
from tilegames.games.lsd.tiles import (
    CANONICAL_ROTATION,
    COPIES,
    DOTS,
    ICONS,
    PLACED,
    SLOT_INDEX,
    SLOT_MASK,
    SLOT_OF_DOTS,
    SLOT_TYPE,
    TYPE_INDEX,
    TYPES,
    PlacedTile,
    shade_of,
)

PLAYER_COUNTS = (2, 4)
WIN_LENGTH = {2: 4, 4: 3}  # LSD-W1

_FULL_SUPPLY = tuple(COPIES[t] for t in TYPES)
_FULL_AVAILABLE = sum(1 << n for n, count in enumerate(_FULL_SUPPLY) if count)


class State:
    """One LSD game. Seats move in order 0, 1, 2, 3, 0, ... (LSD-T1); a seat that cannot place is
    skipped inside ``apply`` (LSD-E1), so ``current_player`` can always act until ``is_over()``.

    Beyond the shared engine API: ``win_length`` (4 with 2 players, 3 with 4), ``winning_line()``
    (the cells to highlight after a win), ``is_draw()``, ``frontier()`` (the open cells),
    ``can_place(seat)``, ``shade(seat)``, ``to_text()`` / ``from_text()`` (a picture of the field).
    """

    __slots__ = ("num_players", "current_player", "win_length", "_first_player", "_setup",
                 "_board", "_frontier", "_supply", "_available", "_captured", "_moves", "_over",
                 "_line")

    def __init__(self, num_players: int, *, first_player: int = 0) -> None:
        if type(num_players) is not int or num_players not in PLAYER_COUNTS:
            raise ValueError(f"LSD is played by 2 or 4 players, not {num_players!r}")
        if type(first_player) is not int or first_player not in range(num_players):
            raise ValueError(f"there is no seat {first_player!r} among {num_players} players")
        self.num_players = num_players
        self.current_player = first_player
        self.win_length = WIN_LENGTH[num_players]
        self._first_player = first_player
        self._setup: str | None = None
        self._board: dict[Cell, PlacedTile] = {}
        self._frontier: dict[Cell, int] = {FIRST_CELL: FIRST_KEY}
        self._supply = [list(_FULL_SUPPLY) for _ in range(num_players)]
        self._available = [_FULL_AVAILABLE] * num_players
        self._captured = [0] * num_players
        self._moves: list[Place] = []
        self._over = False
        self._line: tuple[Cell, ...] = ()

    # --- reading -----------------------------------------------------------------------------

    @property
    def moves(self) -> tuple[Place, ...]:
        """The moves played so far, in order (skips are not moves)."""
        return tuple(self._moves)

    def tile_at(self, cell: Cell) -> PlacedTile | None:
        """The tile on ``cell`` (with .owner, .kind, .icon, .rotation, .shade, .dots) or None."""
        return self._board.get(cell)

    def supply(self, seat: int) -> dict[tuple[str, str], int]:
        """{(kind, icon): count} of every tile type, also those used up (count 0). Public for
        every seat (LSD-K1)."""
        return dict(zip(TYPES, self._supply[seat], strict=True))

    def captured(self, seat: int) -> int:
        """How many of ``seat``'s tiles were captured (LSD-C4)."""
        return self._captured[seat]

    @staticmethod
    def shade(seat: int) -> str:
        """The icon shade of ``seat``: "white" or "black" (LSD-K2)."""
        return shade_of(seat)

    def frontier(self) -> tuple[Cell, ...]:
        """The open cells, sorted: where some tile would fit if its owner had it (before the first
        move: the centre). Cells where no tile can go are not listed."""
        return tuple(sorted(self._frontier, key=lambda c: (c[1], c[0])))

    def can_place(self, seat: int) -> bool:
        """Whether ``seat`` has a legal placement for some tile of its supply right now."""
        available = self._available[seat]
        return bool(available) and any(
            picker(key, available) is not None for key in self._frontier.values())

    def is_over(self) -> bool:
        return self._over

    def is_draw(self) -> bool:
        """True once the game has ended with nobody able to place (LSD-E2)."""
        return self._over and not self._line

    def scores(self) -> tuple[int, ...]:
        """LSD keeps no points: all 0."""
        return (0,) * self.num_players

    def winners(self) -> tuple[int, ...]:
        """(the winner,) after a win; () while running and after a draw."""
        return (self._board[self._line[0]].owner,) if self._line else ()

    def winning_line(self) -> tuple[Cell, ...]:
        """After a win: the cells of the winner's run(s) through the last tile (to highlight);
        otherwise ()."""
        return self._line

    # --- moves -------------------------------------------------------------------------------

    def legal_moves(self) -> list[Place]:
        """Every legal placement for ``current_player``, each distinct tile placement once (equal
        rotations at the lowest rotation)."""
        if self._over:
            return []
        available = self._available[self.current_player]
        moves: list[Place] = []
        for cell, key in self._frontier.items():
            pick = picker(key, available)
            if pick is not None:
                moves.extend(pick(places_at(cell)))
        return moves

    def is_legal(self, move: object) -> bool:
        """Same answer as ``move in self.legal_moves()``, without listing them."""
        return self._slot_if_legal(move) is not None

    def _slot_if_legal(self, move: object) -> int | None:
        if self._over or type(move) is not Place:
            return None
        try:
            slot = SLOT_INDEX.get((move.kind, move.icon, move.rotation))
            key = self._frontier.get((move.x, move.y))
        except TypeError:  # unhashable values
            return None
        if (slot is None or key is None or not fits(key, SLOT_MASK[slot])
                or not self._supply[self.current_player][SLOT_TYPE[slot]]):
            return None
        return slot

    def apply(self, move: Place) -> LsdMoveResult:
        """Play ``move`` for ``current_player``: place, capture (LSD-C1..C4), check the win
        (LSD-W1), then pass the turn on, skipping seats that cannot place (LSD-E1) or ending in a
        draw (LSD-E2). An illegal move raises IllegalMoveError and changes nothing."""
        slot = self._slot_if_legal(move)
        if slot is None:
            raise self._refusal(move)
        mover = self.current_player
        cell = (int(move.x), int(move.y))
        tile = PLACED[mover][slot]
        board = self._board
        board[cell] = tile
        del self._frontier[cell]
        supply = self._supply[mover]
        kind_icon = SLOT_TYPE[slot]
        supply[kind_icon] -= 1
        if not supply[kind_icon]:
            self._available[mover] &= ~(1 << kind_icon)
        self._moves.append(places_at(cell)[slot])

        captured = captured_cells(board, cell, tile)
        for gone in captured:
            self._captured[board.pop(gone).owner] += 1
        self._refresh_around(cell)
        for gone in captured:
            self._refresh(gone)
            self._refresh_around(gone)

        self._line = winning_line(board, cell, self.win_length)
        if self._line:
            self._over = True
            return LsdMoveResult(0, captured)
        return LsdMoveResult(0, captured, self._pass_turn(mover))

    def _refusal(self, move: object) -> IllegalMoveError:
        """Why ``move`` is illegal, in words a player understands."""
        if self._over:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "the game is over"))
        if type(move) is not Place:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that is not an LSD move"))
        kind, icon, rotation, x, y = move.kind, move.icon, move.rotation, move.x, move.y
        if not isinstance(kind, str) or kind not in DOTS:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "there is no tile called {kind}"),
                                    rule="LSD-K4", kind=str(kind))
        if not isinstance(icon, str) or icon not in ICONS:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "a tile's icon is + or x"),
                                    rule="LSD-K2")
        if not isinstance(rotation, int) or (kind, rotation) not in CANONICAL_ROTATION:
            return IllegalMoveError(
                QT_TRANSLATE_NOOP("rules", "a tile can be turned 0, 1, 2 or 3 quarter turns"),
                rule="LSD-K5")
        if not (isinstance(x, int) and isinstance(y, int)):
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that is not a cell of the board"))
        if not self._supply[self.current_player][TYPE_INDEX[(kind, icon)]]:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "you have no such tile left"),
                                    rule="LSD-K1")
        cell = (x, y)
        if not self._board:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "the first tile goes in the centre"),
                                    rule="LSD-T2")
        if cell in self._board:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that cell is taken"))
        sides, dots = constraint(self._board, cell)
        mask = SLOT_MASK[SLOT_INDEX[(kind, icon, rotation)]]
        if mask & sides != dots:
            return IllegalMoveError(QT_TRANSLATE_NOOP("rules", "this edge would cut off a dot"),
                                    rule="LSD-P1")
        return IllegalMoveError(
            QT_TRANSLATE_NOOP("rules", "the tile must complete at least one dot"), rule="LSD-P2")

    def _refresh(self, cell: Cell) -> None:
        """Recompute the frontier entry of the empty ``cell``."""
        sides, dots = constraint(self._board, cell)
        if dots:
            self._frontier[cell] = sides << 4 | dots
        else:
            self._frontier.pop(cell, None)

    def _refresh_around(self, cell: Cell) -> None:
        x, y = cell
        board = self._board
        for dx, dy, _bit, _back in NEIGHBOURS:
            neighbour = (x + dx, y + dy)
            if neighbour not in board:
                self._refresh(neighbour)

    def _pass_turn(self, mover: int) -> tuple[int, ...]:
        """Give the turn to the next seat after ``mover`` that can place; return the seats passed
        over. If none can (the mover included), the game ends in a draw and () is returned."""
        skipped: list[int] = []
        for step in range(1, self.num_players + 1):
            seat = (mover + step) % self.num_players
            if self.can_place(seat):
                self.current_player = seat
                return tuple(skipped)
            skipped.append(seat)
        self._over = True
        return ()

    # --- copies and text ---------------------------------------------------------------------

    def clone(self) -> State:
        """An independent deep copy."""
        twin = object.__new__(State)
        twin.num_players = self.num_players
        twin.current_player = self.current_player
        twin.win_length = self.win_length
        twin._first_player = self._first_player
        twin._setup = self._setup
        twin._board = self._board.copy()
        twin._frontier = self._frontier.copy()
        twin._supply = [list(s) for s in self._supply]
        twin._available = self._available.copy()
        twin._captured = self._captured.copy()
        twin._moves = self._moves.copy()
        twin._over = self._over
        twin._line = self._line
        return twin

    def to_text(self) -> str:
        """The field as a picture (see ``notation``); ``from_text`` reads it back."""
        return format_picture(self._board)

    @classmethod
    def from_text(cls, text: str, *, num_players: int = 2, current_player: int = 0) -> State:
        """A set-up position: the tiles of the picture on the field, every supply full minus the
        owner's tiles shown, nothing captured yet, ``current_player`` to move (skipped at once if
        they cannot place, like any seat). Raises ValueError for a picture that uses more tiles of a
        kind than a supply holds, cuts off a dot (LSD-P1) or shows a finished game (a row of
        ``win_length``)."""
        state = cls(num_players, first_player=current_player)
        state._setup = text
        for cell, (owner, icon, mask) in parse_picture(text).items():
            if owner >= num_players:
                raise ValueError(f"the picture shows seat {owner}, but only {num_players} play")
            slot = SLOT_OF_DOTS[(mask, icon)]
            supply = state._supply[owner]
            if not supply[SLOT_TYPE[slot]]:
                kind = PLACED[owner][slot].kind
                raise ValueError(f"seat {owner} has no more than {COPIES[(kind, icon)]} "
                                 f"{kind} {icon} tiles")
            supply[SLOT_TYPE[slot]] -= 1
            state._board[cell] = PLACED[owner][slot]
        if state._board:
            state._frontier.clear()
            for cell in state._board:
                state._refresh_around(cell)
        for seat in range(num_players):
            state._available[seat] = sum(1 << n for n, c in enumerate(state._supply[seat]) if c)
        for cell in state._board:
            sides, dots = constraint(state._board, cell)
            if state._board[cell].mask & sides != dots:
                raise ValueError(f"the tile at {cell} cuts off a dot")
            if winning_line(state._board, cell, state.win_length):
                raise ValueError(f"the picture already has a winning row through {cell}")
        state._pass_turn((current_player - 1) % num_players)
        return state

    def to_dict(self) -> dict[str, object]:
        """Plain JSON data: the setup (a picture or None for a new game) and the moves."""
        return {
            "game": "lsd",
            "num_players": self.num_players,
            "first_player": self._first_player,
            "setup": self._setup,
            "moves": [[m.kind, m.icon, m.rotation, m.x, m.y] for m in self._moves],
        }

    @classmethod
    def from_dict(cls, data: object) -> State:
        """The state ``to_dict`` described, rebuilt by replaying its moves through the rules
        (so impossible data raises ValueError / IllegalMoveError)."""
        if not isinstance(data, dict) or data.get("game") != "lsd":
            raise ValueError("not an LSD game")
        try:
            num_players, first = data["num_players"], data["first_player"]
            setup, moves = data["setup"], data["moves"]
        except KeyError as exc:
            raise ValueError(f"LSD game data lacks {exc}") from None
        if not isinstance(moves, list) or not (setup is None or isinstance(setup, str)):
            raise ValueError("LSD game data needs a list of moves and a picture or None as setup")
        if setup is None:
            state = cls(num_players, first_player=first)
        else:
            state = cls.from_text(setup, num_players=num_players, current_player=first)
        for entry in moves:
            if not isinstance(entry, list | tuple) or len(entry) != 5:
                raise ValueError(f"bad LSD move {entry!r}")
            state.apply(Place(*entry))
        return state


def new_game(num_players: int, *, first_player: int = 0) -> State:
    """A new game for 2 or 4 players; ``first_player`` lays the first tile at (0, 0) (LSD-T2)."""
    return State(num_players, first_player=first_player)

