"""A placement built tile by tile (the screen's staged turn), checked without changing ``is_legal``.

A player puts the tiles of a placement down one at a time. A part-built placement may be illegal as
it stands and still be a fine *staging*: a later tile of the same turn can complete it (a gap in
the line, the first move's tiles not all down yet, a tile in line with the board that a later
tile will connect). ``Stager`` answers for one seat's turn, from what that seat may know (the
board, its own hand, the size of the bag):

- ``check(staged)``: whether the staged tiles are a legal placement as they stand (``complete``,
  with its points, Qwirkles and going out), whether more tiles of the hand can still make them
  one (``possible``), and when they are not complete, why (``error``: an IllegalMoveError with
  the rule id; for a possible staging the rule still to meet, for an impossible one the rule it
  breaks for good);
- ``check_with(staged, cell, tile)``: the same for the staging plus one tile (a tile held over a
  cell);
- ``cells_for(staged, tile)``: every cell where ``tile`` may go together with the staging.

*Complete* is the engine's own check (``validate.check_place``, what ``State.is_legal`` uses), so a
complete staging is exactly a legal ``Place``. *Possible* is exact too: some legal placement of the
hand (the move generator's list, made once per turn) holds every staged tile on its cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from tilegames.games.errors import QT_TRANSLATE_NOOP, IllegalMoveError
from tilegames.games.qwirkle import movegen
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.scoring import lines_through
from tilegames.games.qwirkle.tiles import Tile, is_valid_line, tile_id
from tilegames.games.qwirkle.validate import check_exchange, check_place

GOING_OUT_BONUS = 6
CACHE_SIZE = 64
EMPTY_BAG = QT_TRANSLATE_NOOP("rules", "the bag is empty, so you cannot exchange")
"""The reason no exchange is possible with an empty bag (Q-X1): a whole clause about exchanging."""

Staged = Mapping[Cell, Tile]
_Items = frozenset[tuple[int, int, int]]


class _Seen(Protocol):
    """What a stager is built from: a SeatView (or anything with these three)."""

    @property
    def board(self) -> Board: ...

    @property
    def hand(self) -> tuple[Tile, ...]: ...

    @property
    def bag_size(self) -> int: ...


def _line_error(rule: str) -> IllegalMoveError:
    return IllegalMoveError(QT_TRANSLATE_NOOP(
        "rules", "a line may hold only one colour or one shape, each once"), rule=rule)


@dataclass(frozen=True)
class StagingCheck:
    """The answer about one staging (see the module docstring).

    ``points`` (complete only) excludes the +6 for going out; ``going_out`` says the placement
    empties the hand with the bag empty (Q-E1), ``total`` adds it. ``lines``: the lines it scores.
    """

    complete: bool
    possible: bool
    points: int = 0
    qwirkles: int = 0
    going_out: bool = False
    lines: tuple[tuple[Cell, ...], ...] = ()
    error: IllegalMoveError | None = None

    @property
    def rule(self) -> str:
        """The id of the rule still to meet or broken ("" when complete)."""
        return self.error.rule if self.error is not None else ""

    @property
    def total(self) -> int:
        """What playing the staging now scores, the +6 for going out included."""
        return self.points + (GOING_OUT_BONUS if self.going_out else 0)


class Stager:
    """Staging checks for one seat's turn: ``board`` (read, never changed), the seat's ``hand``
    and the bag size. Build a new one when the board or the hand changes (after every move)."""

    def __init__(self, board: Board, hand: Sequence[Tile], bag_size: int) -> None:
        self.board = board
        self.hand = tuple(hand)
        self.bag_size = bag_size
        self._hand_ids = [tile.id for tile in self.hand]
        self._placements: list[_Items] = [
            frozenset((x, y, tile.id) for x, y, tile in place.tiles)
            for place, _ in movegen.placements(board, self._hand_ids)]
        self._candidates: dict[_Items, list[_Items]] = {frozenset(): self._placements}

    @classmethod
    def of(cls, view: _Seen) -> Stager:
        """The stager of a seat's view (``state.view(seat)``): its board, hand and bag size."""
        return cls(view.board, view.hand, view.bag_size)

    # --- what the hand can do at all ---------------------------------------------------------
    def can_place(self) -> bool:
        """Whether the hand has any legal placement."""
        return bool(self._placements)

    def must_pass(self) -> bool:
        """Q-X3: no placement and no exchange is possible (the bag is empty): passing is the only
        move. (The same test ``State`` makes for ``Pass()``.)"""
        return (bool(self.board.cells) and not movegen.can_place(self.board, self._hand_ids)
                and not (self.bag_size and self._hand_ids))

    def exchange_error(self, tiles: Sequence[Tile] | None = None) -> IllegalMoveError | None:
        """Why exchanging ``tiles`` is not allowed, or None when it is. Without ``tiles``: why no
        exchange at all is possible now (the first move, Q-S4; an empty bag, Q-X1), or None."""
        if tiles is None:
            if self.board.cells and self.bag_size == 0:
                return IllegalMoveError(EMPTY_BAG, rule="Q-X1")
            tiles = self.hand[:1]
        try:
            check_exchange(self.board, self._hand_ids, self.bag_size, Exchange(tuple(tiles)))
        except IllegalMoveError as exc:
            return exc
        return None

    # --- staging ------------------------------------------------------------------------------
    def check(self, staged: Staged) -> StagingCheck:
        """The staging ``staged`` (cell -> tile, all from the hand) as it stands."""
        items = self._items(staged)
        if items is None:
            return StagingCheck(False, False, error=IllegalMoveError(QT_TRANSLATE_NOOP(
                "rules", "that is not a Qwirkle move")))
        possible = bool(self._matching(items))
        place = Place(tuple((x, y, tile) for (x, y), tile in staged.items()))
        try:
            placed, points = check_place(self.board, self._hand_ids, place)
        except IllegalMoveError as exc:
            return StagingCheck(False, possible,
                                error=exc if possible or not staged else self._why_not(staged, exc))
        after = dict(self.board.cells)
        after.update({(x, y): t for x, y, t in placed})
        lines = tuple(lines_through(after, [(x, y) for x, y, _ in placed]))
        return StagingCheck(
            True, True, points, sum(1 for line in lines if len(line) == 6),
            self.bag_size == 0 and len(placed) == len(self._hand_ids), lines)

    def check_with(self, staged: Staged, cell: Cell, tile: Tile) -> StagingCheck:
        """The staging with ``tile`` put on ``cell`` as well."""
        if cell in staged or cell in self.board.cells:
            return StagingCheck(False, False, error=IllegalMoveError(
                QT_TRANSLATE_NOOP("rules", "that cell is taken"), rule="Q-P1"))
        return self.check({**staged, cell: tile})

    def cells_for(self, staged: Staged, tile: Tile) -> frozenset[Cell]:
        """Every empty cell where ``tile`` can go together with ``staged`` so that more tiles of
        the hand (or none) make a legal placement."""
        items = self._items(staged)
        tid = tile_id(tile)
        if items is None or tid is None:
            return frozenset()
        return frozenset((x, y) for place in self._matching(items) for x, y, t in place
                         if t == tid and (x, y) not in staged)

    # --- internals ----------------------------------------------------------------------------
    @staticmethod
    def _items(staged: Staged) -> _Items | None:
        items = set()
        for cell, tile in staged.items():
            tid = tile_id(tile)
            if tid is None or len(cell) != 2 or any(type(v) is not int for v in cell):
                return None
            items.add((cell[0], cell[1], tid))
        return frozenset(items)

    def _matching(self, items: _Items) -> list[_Items]:
        """The legal placements holding every staged tile (cached; worked out from the staging
        with one tile less when that is known)."""
        found = self._candidates.get(items)
        if found is not None:
            return found
        base = self._placements
        for item in items:
            parent = self._candidates.get(items - {item})
            if parent is not None:
                base = parent
                break
        found = [place for place in base if items <= place]
        if len(self._candidates) >= CACHE_SIZE:
            self._candidates = {frozenset(): self._placements}
        self._candidates[items] = found
        return found

    def _fits_alone(self, cell: Cell, tid: int) -> bool:
        anchor = self.board.anchors.get(cell)
        return anchor is None or bool((anchor[0] & anchor[2]) >> tid & 1)

    def _why_not(self, staged: Staged, error: IllegalMoveError) -> IllegalMoveError:
        """Why a staging that no further tile can complete is wrong for good. The engine's check
        stops at the first rule it finds broken; a gap (Q-P2) or a missing contact (Q-P4) could
        still be mended by later tiles, so the lines are looked at first."""
        if not self.board.cells or error.rule not in ("Q-P2", "Q-P4"):
            return error
        after = dict(self.board.cells)
        after.update({cell: tile.id for cell, tile in staged.items()})
        lines = lines_through(after, staged)
        if not all(is_valid_line([after[c] for c in line]) for line in lines):
            alone = all(self._fits_alone(cell, tile.id) for cell, tile in staged.items())
            return _line_error("Q-P5" if alone else "Q-P3")
        xs = {x for x, _ in staged}
        ys = {y for _, y in staged}
        if len(xs) == 1 or len(ys) == 1:   # a gap: whatever fills it joins one line
            span = ([(x, y) for x in range(min(xs), max(xs) + 1) for y in ys] if len(ys) == 1
                    else [(x, y) for x in xs for y in range(min(ys), max(ys) + 1)])
            known = [after[c] for c in span if c in after]
            if len(span) > 6 or not is_valid_line(known):
                return _line_error("Q-P3")
        return error
