"""Captures (LSD-C1..C3): what the tile just placed takes off the field."""

from __future__ import annotations

from collections.abc import Mapping

from tilegames.games.lsd.tiles import PlacedTile

Cell = tuple[int, int]

_ORTHOGONAL = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N, E, S, W
_DIAGONAL = ((1, -1), (1, 1), (-1, 1), (-1, -1))  # NE, SE, SW, NW


def captured_cells(board: Mapping[Cell, PlacedTile], cell: Cell,
                   placed: PlacedTile) -> tuple[Cell, ...]:
    """The cells whose tiles ``placed``, just laid on ``cell``, captures, in the order N, E, S, W.

    C1 (``+``): a neighbour of the other shade lying between ``placed`` and a ``+`` of
    ``placed``'s shade two cells away. C2 (``x``): for an ``x`` of ``placed``'s shade diagonally
    next to ``placed``, each of the two cells touching both that holds the other shade. Who owns
    the partner tile does not matter. ``board`` may or may not hold ``placed`` already.
    """
    x, y = cell
    shade = placed.shade
    hit: set[Cell] = set()
    if placed.icon == "+":
        for dx, dy in _ORTHOGONAL:
            between = board.get((x + dx, y + dy))
            if between is not None and between.shade != shade:
                far = board.get((x + 2 * dx, y + 2 * dy))
                if far is not None and far.icon == "+" and far.shade == shade:
                    hit.add((x + dx, y + dy))
    else:
        for dx, dy in _DIAGONAL:
            partner = board.get((x + dx, y + dy))
            if partner is not None and partner.icon == "x" and partner.shade == shade:
                for side in ((x + dx, y), (x, y + dy)):
                    tile = board.get(side)
                    if tile is not None and tile.shade != shade:
                        hit.add(side)
    if not hit:
        return ()
    return tuple(c for c in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)) if c in hit)
