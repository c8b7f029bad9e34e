"""The Kulami game state (rules K-M1..K-M6, K-E1, scoring K-S*, variants K-V*).

Public API: spec/engine-api.md (shared shape + Kulami). Additions for the GUI and the AI:
``last_move``, ``closed_plates()``, ``plate_scores()``, ``largest_region(seat)`` /
``region_sizes()`` (K-V1), ``largest_area(seat)`` / ``area_sizes()`` (K-V2), ``undo()``.

Fast path (the AI's): ``legal_mask()`` (bitmask of the legal holes, bit ``1 << i`` is
``board.cells[i]``; 0 once the game is over), ``apply_index(i)`` (play hole i with no checks: i
must be in ``legal_mask()``), ``undo()``; and ``playout.random_playout`` for whole rollouts.
History for the GUI: both ways are cheap, use either (docs/benchmarks.md). ``undo()`` pops the
last move; ``clone()`` shares the immutable Board and copies the move list, so keeping one clone
per move is fine too; ``from_dict`` replays from the start.
"""

from __future__ import annotations

from tilegames.games.errors import QT_TRANSLATE_NOOP, IllegalMoveError, MoveResult
from tilegames.games.kulami import scoring as sc
from tilegames.games.kulami.board import Board, Plate
from tilegames.games.kulami.move import Move

MARBLES_PER_PLAYER = 28  # K-K2
MAX_MARBLES = 2 * MARBLES_PER_PLAYER


class State:
    """A Kulami game in progress. Seat 0 plays red, seat 1 black (K-K2).

    ``board``, ``first_player``, ``scoring`` ("marbles" or "holes"), ``variant`` (None, "regions"
    or "areas") are fixed at ``new_game``; treat them as read-only.
    """

    __slots__ = ("board", "first_player", "scoring", "variant", "_hist", "_own", "_empty",
                 "_legal")
    num_players = 2

    def __init__(self, board: Board, *, first_player: int = 0, scoring: str = "marbles",
                 variant: str | None = None) -> None:
        if not isinstance(board, Board):
            raise TypeError("board must be a kulami.Board")
        if first_player not in (0, 1) or type(first_player) is not int:
            raise ValueError(f"first_player must be 0 or 1, not {first_player!r}")
        if scoring not in sc.SCORINGS:
            raise ValueError(f"scoring must be one of {sc.SCORINGS}, not {scoring!r}")
        if variant not in sc.VARIANTS:
            raise ValueError(f"variant must be one of {sc.VARIANTS}, not {variant!r}")
        self.board = board
        self.first_player = first_player
        self.scoring = scoring
        self.variant = variant
        self._hist: list[int] = []
        self._own = [0, 0]
        self._empty = board.full
        self._legal = board.full  # K-M2: the first marble may go into any empty hole

    # -- shared shape ---------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat to move (K-M1: players alternate from ``first_player``)."""
        return (self.first_player + len(self._hist)) & 1

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played so far, in order (Kulami never skips a turn)."""
        moves = self.board.moves
        return tuple(moves[i] for i in self._hist)

    def legal_moves(self) -> list[Move]:
        """Every legal move, in reading order of the holes."""
        if not self._hist:
            return list(self.board.moves)  # K-M2
        legal = self._legal
        return [move for bit, move in self.board.ray_moves[self._hist[-1]] if legal & bit]

    def is_legal(self, move: object) -> bool:
        """Same as ``move in legal_moves()`` for anything (a Move of non-ints equals no listed
        Move, see ``Move``), without listing them."""
        if type(move) is not Move:
            return False
        i = self.board.hole_index((move.x, move.y))
        return i is not None and bool(self._legal >> i & 1)

    def apply(self, move: Move) -> MoveResult:
        """Play ``move``; raise IllegalMoveError (state unchanged) if it breaks a rule.

        ``MoveResult.points`` is how much the mover's score went up (with the K-V2 bonus when the
        move ends a game played with ``variant="areas"``)."""
        i = self._check(move)
        seat = self.current_player
        gain = self._plate_gain(i, seat)
        self.apply_index(i)
        if self.variant == "areas" and not self._legal:
            gain += sc.area_bonus(self.board, self.marbles())[seat]
        return MoveResult(points=gain)

    def is_over(self) -> bool:
        """K-E1: all 56 marbles are placed, or the player to move has no legal hole."""
        return not self._legal

    def scores(self) -> tuple[int, int]:
        """Points per seat: the live plate count (K-S1..K-S3); with ``variant="areas"`` the K-V2
        bonus is added once the game is over."""
        if self.variant == "areas" and not self._legal:
            return sc.final_scores(self.board, self.marbles(), self.scoring, self.variant)
        points = sc.plate_points(self.board, self.marbles(), self.scoring)
        return points[0], points[1]

    def winners(self) -> tuple[int, ...]:
        """() while running; then the seat(s) with the best result (K-S4, K-V1, K-V2)."""
        if self._legal:
            return ()
        return sc.winners(self.board, self.marbles(), self.scoring, self.variant)

    def clone(self) -> State:
        """An independent copy (the immutable Board is shared)."""
        twin = State.__new__(State)
        twin.board = self.board
        twin.first_player = self.first_player
        twin.scoring = self.scoring
        twin.variant = self.variant
        twin._hist = self._hist.copy()
        twin._own = self._own.copy()
        twin._empty = self._empty
        twin._legal = self._legal
        return twin

    def to_dict(self) -> dict[str, object]:
        """Plain JSON data: the board's canonical text, the options and the moves as [x, y]."""
        cells = self.board.cells
        return {
            "game": "kulami",
            "board": self.board.to_text(),
            "first_player": self.first_player,
            "scoring": self.scoring,
            "variant": self.variant,
            "moves": [list(cells[i]) for i in self._hist],
        }

    @classmethod
    def from_dict(cls, data: object) -> State:
        """Rebuild a game from ``to_dict()`` data by replaying its moves through the rules
        (ValueError — IllegalMoveError is one — for data that is not a legal game: missing keys,
        wrong types, impossible moves)."""
        if not isinstance(data, dict) or data.get("game") != "kulami":
            raise ValueError("not a Kulami game")
        try:
            text, first, scoring = data["board"], data["first_player"], data["scoring"]
            variant, moves = data["variant"], data["moves"]
        except KeyError as exc:
            raise ValueError(f"Kulami game data lacks {exc}") from None
        if not isinstance(text, str):
            raise ValueError("a Kulami game's board must be layout text")
        if not isinstance(moves, list) or not all(
                isinstance(m, list) and len(m) == 2 for m in moves):
            raise ValueError("a Kulami game's moves must be a list of [x, y]")
        state = cls(Board.from_text(text), first_player=first, scoring=scoring, variant=variant)
        for x, y in moves:
            state.apply(Move(x, y))
        return state

    # -- Kulami ---------------------------------------------------------------------------

    def marble_at(self, cell: object) -> int | None:
        """The seat whose marble is in ``cell``, or None (empty, no hole, not a cell)."""
        i = self.board.hole_index(cell)
        if i is None:
            return None
        if self._own[0] >> i & 1:
            return 0
        if self._own[1] >> i & 1:
            return 1
        return None

    def marbles_left(self, seat: int) -> int:
        """Marbles ``seat`` still has in hand (28 at the start, K-K2)."""
        return MARBLES_PER_PLAYER - self._own[seat].bit_count()

    def marbles(self) -> tuple[int, int]:
        """The marble bitmask of each seat."""
        return self._own[0], self._own[1]

    @property
    def last_move(self) -> Move | None:
        """The marble placed last, or None before the first move."""
        return self.board.moves[self._hist[-1]] if self._hist else None

    def closed_plates(self) -> tuple[int, ...]:
        """Indexes of the plates closed for the player to move (K-M4, K-M5): the plate of the
        opponent's last marble, then the plate of the mover's own previous marble (fewer at the
        start of the game)."""
        plate_of = self.board.plate_of
        return tuple(plate_of[i] for i in reversed(self._hist[-2:]))

    def plate_scores(self) -> tuple[sc.PlateScore, ...]:
        """Per-plate breakdown for the result screen: marbles per seat, owner and value."""
        return sc.plate_scores(self.board, self.marbles(), self.scoring)

    def largest_region(self, seat: int) -> tuple[Plate, ...]:
        """K-V1: the plates of ``seat``'s largest region (owned plates joined by shared edges)."""
        plates = self.board.plates
        return tuple(plates[p] for p in sc.largest_region(self.board, self.marbles(), seat))

    def region_sizes(self) -> tuple[int, int]:
        """K-V1: holes in each seat's largest region."""
        sizes = [sum(p.size for p in self.largest_region(seat)) for seat in (0, 1)]
        return sizes[0], sizes[1]

    def largest_area(self, seat: int) -> tuple[tuple[int, int], ...]:
        """K-V2: the cells of ``seat``'s largest orthogonally connected group of marbles."""
        mask = sc.largest_area(self.board, self.marbles(), seat)
        return tuple(cell for i, cell in enumerate(self.board.cells) if mask >> i & 1)

    def area_sizes(self) -> tuple[int, int]:
        """K-V2: marbles in each seat's largest group."""
        marbles = self.marbles()
        return (sc.largest_area(self.board, marbles, 0).bit_count(),
                sc.largest_area(self.board, marbles, 1).bit_count())

    # -- fast path ------------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Bitmask of the legal holes for the player to move (0 once the game is over)."""
        return self._legal

    def apply_index(self, i: int) -> None:
        """Play hole ``i`` (``board.cells[i]``) for the player to move, WITHOUT checks: ``i``
        must be set in ``legal_mask()``. Returns nothing."""
        hist = self._hist
        n = len(hist)
        self._own[(self.first_player + n) & 1] |= 1 << i
        self._empty ^= 1 << i
        hist.append(i)
        if n + 1 >= MAX_MARBLES:
            self._legal = 0
        else:  # inline _update_legal: this is the AI's hot path
            board = self.board
            before = board.plate_of[hist[-2]] if n else len(board.plates)
            self._legal = self._empty & board.allowed[i][before]

    def undo(self) -> Move:
        """Take back the last move and return it (IndexError when no move was played)."""
        i = self._hist.pop()
        bit = 1 << i
        self._own[(self.first_player + len(self._hist)) & 1] &= ~bit
        self._empty |= bit
        self._update_legal()
        return self.board.moves[i]

    # -- internals ------------------------------------------------------------------------

    def _update_legal(self) -> None:
        hist = self._hist
        n = len(hist)
        if n == 0:
            self._legal = self._empty
        elif n >= MAX_MARBLES:
            self._legal = 0
        else:
            board = self.board
            before = board.plate_of[hist[-2]] if n > 1 else len(board.plates)
            self._legal = self._empty & board.allowed[hist[-1]][before]

    def _plate_gain(self, i: int, seat: int) -> int:
        """How much a marble of ``seat`` in hole ``i`` adds to that seat's plate points."""
        board = self.board
        mask = board.plate_masks[board.plate_of[i]]
        mine = (self._own[seat] & mask).bit_count()
        theirs = (self._own[1 - seat] & mask).bit_count()
        if mine != theirs:  # a lead grows by one marble, or a deficit shrinks: no new plate
            return 1 if mine > theirs and self.scoring == "marbles" else 0
        return mine + theirs + 1 if self.scoring == "marbles" else (
            board.plates[board.plate_of[i]].size)

    def _check(self, move: object) -> int:
        """The hole index of a legal ``move``; else raise IllegalMoveError saying why."""
        if not self._legal:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "the game is over"), rule="K-E1")
        i = None
        if type(move) is Move:
            i = self.board.hole_index((move.x, move.y))
        if i is None:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "there is no hole there"),
                                   rule="K-B1")
        if self._legal >> i & 1:
            return i
        if not self._empty >> i & 1:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that hole is taken"), rule="K-M3")
        board = self.board
        last = self._hist[-1]
        if not board.rays[last] >> i & 1:
            raise IllegalMoveError(
                QT_TRANSLATE_NOOP("rules", "not in the row or column of the last marble"),
                rule="K-M3")
        if board.plate_of[i] == board.plate_of[last]:
            raise IllegalMoveError(
                QT_TRANSLATE_NOOP("rules", "that plate was just used by your opponent"),
                rule="K-M4")
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "you used that plate last turn"),
                               rule="K-M5")


def new_game(board: Board, *, first_player: int = 0, scoring: str = "marbles",
             variant: str | None = None) -> State:
    """A new Kulami game on ``board``: ``first_player`` 0 (red) or 1 (black); ``scoring``
    "marbles" (the Hebrew sheet, default) or "holes" (the publisher's); ``variant`` None,
    "regions" (K-V1) or "areas" (K-V2)."""
    return State(board, first_player=first_player, scoring=scoring, variant=variant)
