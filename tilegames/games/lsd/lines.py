"""Rows of one colour (LSD-W1)."""

from __future__ import annotations

from collections.abc import Mapping

from tilegames.games.lsd.tiles import PlacedTile

Cell = tuple[int, int]


def winning_line(board: Mapping[Cell, PlacedTile], cell: Cell, length: int) -> tuple[Cell, ...]:
    """The cells of every horizontal or vertical run of ``length`` or more tiles of one owner
    through ``cell`` (which holds a tile), ordered left to right, then top to bottom; ``()`` if
    there is none. Diagonals and icons do not count."""
    owner = board[cell].owner
    x, y = cell
    line: list[Cell] = []
    for dx, dy in ((1, 0), (0, 1)):
        run = [cell]
        for sign in (-1, 1):
            step = 1
            while True:
                nxt = (x + sign * step * dx, y + sign * step * dy)
                tile = board.get(nxt)
                if tile is None or tile.owner != owner:
                    break
                run.append(nxt)
                step += 1
        if len(run) >= length:
            line.extend(c for c in sorted(run, key=lambda c: (c[1], c[0])) if c not in line)
    return tuple(line)
