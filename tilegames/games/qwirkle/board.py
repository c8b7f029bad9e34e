"""The Qwirkle board: tiles on an unbounded grid plus cached cross-line constraints.

Like a Scrabble move generator, the board keeps its *anchors* — the empty cells that touch a tile —
and for each the tiles its row run and its column run would accept and what those runs would
score. Placing tiles updates only the anchors at the ends of the runs through the new tiles.
"""

from __future__ import annotations

from tilegames.games.qwirkle.tiles import TILES, Tile, allowed_next_to

Cell = tuple[int, int]
Anchor = tuple[int, int, int, int]
"""(row mask, row score, column mask, column score) of an anchor cell: the tile ids the run along
the row through the cell accepts (all 36 if there is none) and the points that row line scores if
a tile is put there (0 if there is no run); the same for the column."""

_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def line_points(length: int) -> int:
    """Q-SC1/Q-SC2: what a line of ``length`` tiles scores (a line of 6 is a Qwirkle: 12)."""
    return length + 6 if length == 6 else length


class Board:
    """Tiles by cell (ids, see tiles.py) and the anchors with their cross-line constraints."""

    __slots__ = ("cells", "anchors")

    def __init__(self) -> None:
        self.cells: dict[Cell, int] = {}
        self.anchors: dict[Cell, Anchor] = {}

    def clone(self) -> Board:
        """An independent copy."""
        board = Board.__new__(Board)
        board.cells = dict(self.cells)
        board.anchors = dict(self.anchors)
        return board

    def tile_at(self, cell: Cell) -> Tile | None:
        """The tile on ``cell``, or None."""
        tid = self.cells.get(cell)
        return None if tid is None else TILES[tid]

    def run(self, x: int, y: int, dx: int, dy: int) -> list[int]:
        """The ids of the tiles from ``(x+dx, y+dy)`` onwards in direction (dx, dy) up to a gap."""
        cells = self.cells
        out = []
        x += dx
        y += dy
        while (tid := cells.get((x, y))) is not None:
            out.append(tid)
            x += dx
            y += dy
        return out

    def place(self, tiles: list[tuple[int, int, int]]) -> None:
        """Put tiles ``(x, y, id)`` on empty cells (no rule checks) and update the anchors."""
        cells = self.cells
        anchors = self.anchors
        for x, y, tid in tiles:
            cells[(x, y)] = tid
            anchors.pop((x, y), None)
        for cell in self.run_ends([(x, y) for x, y, _ in tiles]):
            anchors[cell] = self._anchor(*cell)

    def run_ends(self, filled: list[Cell]) -> set[Cell]:
        """The empty cells at both ends of the row and column runs through the ``filled``
        cells: the anchors whose constraints a placement on them changed."""
        cells = self.cells
        ends = set()
        for x, y in filled:
            for dx, dy in _STEPS:
                cx, cy = x + dx, y + dy
                while (cx, cy) in cells:
                    cx += dx
                    cy += dy
                ends.add((cx, cy))
        return ends

    def _anchor(self, x: int, y: int) -> Anchor:
        row = self.run(x, y, -1, 0) + self.run(x, y, 1, 0)
        col = self.run(x, y, 0, -1) + self.run(x, y, 0, 1)
        return (allowed_next_to(row), line_points(len(row) + 1) if row else 0,
                allowed_next_to(col), line_points(len(col) + 1) if col else 0)
