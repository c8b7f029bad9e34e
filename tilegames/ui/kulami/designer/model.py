"""What the board designer edits and decides, without Qt: the 17 plates of K-K1, where
each lies on the 10×10 grid (or in the tray), whether a board is playable (K-B2, K-B3), and the
undo history of the designer's steps.

A ``Design`` is immutable: every step makes a new one, so undo and redo keep whole designs.
Refusals are ``DesignError`` (a ValueError) with an English ``reason`` template marked for
translation in the "KulamiDesigner" context and its ``params``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.kulami import Board, LayoutError
from tilegames.games.kulami.layouts import IRREGULAR_SIDE, STANDARD_PLATES

Cell = tuple[int, int]

GRID = IRREGULAR_SIDE                  # K-B3: every board fits in 10×10
PLATES: tuple[tuple[int, int], ...] = STANDARD_PLATES   # K-K1, as (short side, long side)
COUNT = len(PLATES)                    # 17
MAX_TEXT = 2_000                       # characters of pasted layout text (as board files)

OVERLAP = QT_TRANSLATE_NOOP("KulamiDesigner", "Plates may not overlap: there is no room here.")
OUTSIDE = QT_TRANSLATE_NOOP("KulamiDesigner", "The plate must lie inside the 10×10 grid.")
NO_FREE_PLACE = QT_TRANSLATE_NOOP(
    "KulamiDesigner", "There is no free place for this plate on the grid.")
NO_ROOM_TO_TURN = QT_TRANSLATE_NOOP("KulamiDesigner", "There is no room to turn this plate here.")
TOO_BIG = QT_TRANSLATE_NOOP(
    "KulamiDesigner", "The board is {width}×{height}; a board must fit in 10×10.")
TOO_MANY = QT_TRANSLATE_NOOP(
    "KulamiDesigner",
    "The board has more {width}×{height} plates than the set: the set has {limit}.")
NOT_A_BOARD = QT_TRANSLATE_NOOP("KulamiDesigner", "This is not a board: {why}")
TEXT_TOO_LONG = QT_TRANSLATE_NOOP("KulamiDesigner", "This text is far too long to be a board.")
NOTHING_PLACED = QT_TRANSLATE_NOOP("KulamiDesigner", "There is no plate on the grid yet.")


class DesignError(ValueError):
    """A step the designer refuses, or a board it cannot take, with the reason."""

    def __init__(self, reason: str, **params: object) -> None:
        self.reason = reason
        self.params = params
        super().__init__(reason.format(**{k: str(v) for k, v in params.items()}))


def shape_name(index: int) -> str:
    """"2×3", "2×2", "1×3" or "1×2": plate ``index``'s size (short side first)."""
    short, long = PLATES[index]
    return f"{short}×{long}"


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a plate lies: its top-left cell and its width and height in cells."""

    x: int
    y: int
    width: int
    height: int

    def cells(self) -> tuple[Cell, ...]:
        return tuple((self.x + dx, self.y + dy)
                     for dy in range(self.height) for dx in range(self.width))

    def moved(self, dx: int, dy: int) -> Spot:
        return replace(self, x=self.x + dx, y=self.y + dy)

    def turned(self) -> Spot:
        """A quarter turn about the plate's middle, as near as the grid allows (halves are
        rounded towards the old place, so two turns bring a plate back where it was)."""
        x = self.x + int((self.width - self.height) / 2)
        y = self.y + int((self.height - self.width) / 2)
        return Spot(x, y, self.height, self.width)

    def inside(self) -> bool:
        return 0 <= self.x <= GRID - self.width and 0 <= self.y <= GRID - self.height

    def clamped(self) -> Spot:
        """The nearest spot of the same size inside the grid."""
        return replace(self, x=min(max(self.x, 0), GRID - self.width),
                       y=min(max(self.y, 0), GRID - self.height))


def fits_plate(index: int, spot: Spot) -> bool:
    """Whether ``spot`` has the size of plate ``index`` (either way round)."""
    return (min(spot.width, spot.height), max(spot.width, spot.height)) == PLATES[index]


@dataclass(frozen=True)
class Verdict:
    """The live check of a design. ``missing``: plates still in the tray; ``parts``: separate
    edge-connected shapes of the placed plates (K-B3); ``inside``: all within 10×10.
    ``playable`` when all 17 are placed in one shape (K-B3); ``standard`` when they fill an 8×8
    square (K-B2)."""

    missing: int
    parts: int
    inside: bool = True

    @property
    def playable(self) -> bool:
        return self.missing == 0 and self.parts == 1 and self.inside

    @property
    def empty(self) -> bool:
        return self.missing == COUNT


@dataclass(frozen=True)
class Design:
    """The 17 plates: ``spots[i]`` is where plate ``i`` lies, None while it is in the tray."""

    spots: tuple[Spot | None, ...] = (None,) * COUNT

    # --- reading ---------------------------------------------------------------------------
    def placed(self) -> list[int]:
        return [i for i, spot in enumerate(self.spots) if spot is not None]

    def in_tray(self) -> list[int]:
        return [i for i, spot in enumerate(self.spots) if spot is None]

    def occupant(self, cell: Cell) -> int | None:
        """The plate covering ``cell``, or None."""
        for i, spot in enumerate(self.spots):
            if spot is not None and cell in spot.cells():
                return i
        return None

    def problem(self, index: int, spot: Spot) -> str | None:
        """Why plate ``index`` may not lie at ``spot`` (a reason template), or None."""
        if not spot.inside():
            return OUTSIDE
        cells = set(spot.cells())
        for other, where in enumerate(self.spots):
            if other != index and where is not None and cells & set(where.cells()):
                return OVERLAP
        return None

    def first_free(self, index: int) -> Spot | None:
        """The first spot in reading order where plate ``index`` fits lying flat (long side
        across), or standing; None when there is no room anywhere."""
        short, long = PLATES[index]
        for width, height in ((long, short), (short, long)):
            for y in range(GRID - height + 1):
                for x in range(GRID - width + 1):
                    spot = Spot(x, y, width, height)
                    if self.problem(index, spot) is None:
                        return spot
        return None

    def verdict(self) -> Verdict:
        return Verdict(missing=len(self.in_tray()), parts=self._parts())

    def _parts(self) -> int:
        """Edge-connected groups of the placed plates (a touching corner does not join)."""
        spots = {i: spot for i, spot in enumerate(self.spots) if spot is not None}
        owner = {cell: i for i, spot in spots.items() for cell in spot.cells()}
        seen: set[int] = set()
        parts = 0
        for start in spots:
            if start in seen:
                continue
            parts += 1
            todo = [start]
            seen.add(start)
            while todo:
                plate = todo.pop()
                for x, y in spots[plate].cells():
                    for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                        other = owner.get(near)
                        if other is not None and other not in seen:
                            seen.add(other)
                            todo.append(other)
        return parts

    def is_standard_square(self) -> bool:
        """K-B2: the 17 plates fill an 8×8 square."""
        board = self.board()
        return board is not None and board.is_standard_square()

    def board(self) -> Board | None:
        """The placed plates as an engine Board, or None when none is placed."""
        groups = [spot.cells() for spot in self.spots if spot is not None]
        return Board(groups) if groups else None

    def text(self) -> str:
        """The layout text of the placed plates ("" when none is placed)."""
        board = self.board()
        return "" if board is None else board.to_text()

    # --- steps -----------------------------------------------------------------------------
    def with_spot(self, index: int, spot: Spot | None) -> Design:
        """Plate ``index`` moved to ``spot`` (None: the tray). Raises DesignError when it does
        not fit there."""
        if spot is not None:
            if not fits_plate(index, spot):
                raise ValueError(f"plate {index} is {shape_name(index)}, not {spot}")
            reason = self.problem(index, spot)
            if reason is not None:
                raise DesignError(reason)
        spots = list(self.spots)
        spots[index] = spot
        return Design(tuple(spots))

    def turned(self, index: int) -> Design:
        """Plate ``index`` (on the grid) turned a quarter about its middle, pushed back inside
        the grid if it sticks out; DesignError when there is no room."""
        spot = self.spots[index]
        if spot is None:
            raise ValueError(f"plate {index} is in the tray")
        turned = spot.turned().clamped()
        if turned == spot:
            return self
        if self.problem(index, turned) is not None:
            raise DesignError(NO_ROOM_TO_TURN)
        return self.with_spot(index, turned)

    # --- boards ----------------------------------------------------------------------------
    @classmethod
    def from_board(cls, board: Board) -> Design:
        """The plates of ``board`` laid in the middle of the grid. DesignError when it does not
        fit in 10×10 or has more plates of a size than the set of K-K1 (fewer is a draft)."""
        if board.width > GRID or board.height > GRID:
            raise DesignError(TOO_BIG, width=board.width, height=board.height)
        left = (GRID - board.width) // 2
        top = (GRID - board.height) // 2
        free = {shape: [i for i, s in enumerate(PLATES) if s == shape] for shape in set(PLATES)}
        spots: list[Spot | None] = [None] * COUNT
        for plate in board.plates:
            xs = [x for x, _ in plate.cells]
            ys = [y for _, y in plate.cells]
            width, height = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
            shape = (min(width, height), max(width, height))
            pool = free.get(shape, [])
            if not pool:
                limit = PLATES.count(shape)
                raise DesignError(TOO_MANY, width=shape[0], height=shape[1], limit=limit)
            spots[pool.pop(0)] = Spot(min(xs) + left, min(ys) + top, width, height)
        return cls(tuple(spots))

    @classmethod
    def from_text(cls, text: str) -> Design:
        """A design from layout text (pasted, or read from a file); DesignError with the
        reason when it is not a board the designer can take."""
        if len(text) > MAX_TEXT:
            raise DesignError(TEXT_TOO_LONG)
        try:
            board = Board.from_text(text)
        except LayoutError as exc:
            raise DesignError(NOT_A_BOARD, why=exc) from None
        return cls.from_board(board)


def board_verdict(board: Board) -> Verdict | None:
    """The check of a stored board (None: the designer cannot even take it)."""
    try:
        return Design.from_board(board).verdict()
    except DesignError:
        return None


# --- undo history ---------------------------------------------------------------------------

@dataclass
class Step:
    """One undoable step: its name in words and the two ways to go."""

    text: str
    undo: Callable[[], None]
    redo: Callable[[], None]


@dataclass
class History:
    """A linear undo history. ``undo()``/``redo()`` run the step; a step that raises stays
    where it was (the caller reports why) and the exception goes on."""

    done: list[Step] = field(default_factory=list)
    undone: list[Step] = field(default_factory=list)

    def push(self, step: Step) -> None:
        """A step that was just taken (its ``redo`` already happened)."""
        self.done.append(step)
        self.undone.clear()

    def undo(self) -> Step | None:
        if not self.done:
            return None
        step = self.done[-1]
        step.undo()
        self.undone.append(self.done.pop())
        return step

    def redo(self) -> Step | None:
        if not self.undone:
            return None
        step = self.undone[-1]
        step.redo()
        self.done.append(self.undone.pop())
        return step

    def clear(self) -> None:
        self.done.clear()
        self.undone.clear()

    @property
    def undo_text(self) -> str:
        return self.done[-1].text if self.done else ""

    @property
    def redo_text(self) -> str:
        return self.undone[-1].text if self.undone else ""
