"""Scoring a placement (Q-SC1..Q-SC3) and the lines it makes (for checks and highlighting)."""

from __future__ import annotations

from collections.abc import Iterable

from tilegames.games.qwirkle.board import Board, Cell, line_points
from tilegames.games.qwirkle.moves import Place
from tilegames.games.qwirkle.tiles import Tile


def lines_through(cells: dict[Cell, int], placed: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """The lines (runs of 2+ tiles, cells in order) of ``cells`` that hold a cell of ``placed``;
    each line once."""
    seen: set[tuple[Cell, int]] = set()
    lines = []
    for x, y in placed:
        for dx, dy in ((1, 0), (0, 1)):
            sx, sy = x, y
            while (sx - dx, sy - dy) in cells:
                sx -= dx
                sy -= dy
            if ((sx, sy), dx) in seen:
                continue
            seen.add(((sx, sy), dx))
            line = []
            while (sx, sy) in cells:
                line.append((sx, sy))
                sx += dx
                sy += dy
            if len(line) >= 2:
                lines.append(tuple(line))
    return lines


def points_of(lines: list[tuple[Cell, ...]]) -> int:
    """Q-SC1..3: each line scores its length, a Qwirkle 12; a move making no line scores 1."""
    return sum(line_points(len(line)) for line in lines) if lines else 1


def score_placement(board: Board, tiles: Place | Iterable[tuple[int, int, Tile]]) -> int:
    """Points for putting ``tiles`` (a Place, or its ``(x, y, tile)`` entries) on ``board`` (a
    state's or a seat view's ``.board``). The placement is assumed legal (check with
    ``state.is_legal``); the +6 for going out (Q-E1) is not included."""
    placed = {(x, y): tile.id
              for x, y, tile in (tiles.tiles if isinstance(tiles, Place) else tiles)}
    cells = dict(board.cells)
    cells.update(placed)
    return points_of(lines_through(cells, placed))
