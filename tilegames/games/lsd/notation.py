"""A text picture of an LSD field, for tests, bug reports and set-up positions.

One whitespace-separated token per cell, one line per row, top to bottom::

    @ -1 0
    .    0+NE  1x
    1xS  .     0+

- an optional first line ``@ x y`` names the cell of the top-left token (default ``(0, 0)``);
- ``.`` is an empty cell;
- a tile is its owner's seat digit, its icon (``+`` or ``x``) and the directions of its half dots
  after rotation (``N``, ``E``, ``S``, ``W``, any order); no letters means all four (a ``cross``).
  The kind and rotation follow from the dots; the shade from the seat (LSD-K2).
"""

from __future__ import annotations

from collections.abc import Mapping

from tilegames.games.lsd.tiles import DIRECTIONS, ICONS, SLOT_OF_DOTS, PlacedTile

Cell = tuple[int, int]
Token = tuple[int, str, int]  # (owner, icon, dot mask)
_CROSS = 0b1111


def parse_picture(text: str) -> dict[Cell, Token]:
    """The tiles of a picture by cell. Raises ValueError naming the first bad token or row."""
    lines = [line.split() for line in text.strip("\n").splitlines()]
    lines = [row for row in lines if row]
    x0 = y0 = 0
    if lines and lines[0][0] == "@":
        if len(lines[0]) != 3:
            raise ValueError("the origin line must read '@ x y'")
        try:
            x0, y0 = int(lines[0][1]), int(lines[0][2])
        except ValueError:
            raise ValueError(f"bad origin line: {' '.join(lines[0])!r}") from None
        lines = lines[1:]
    widths = {len(row) for row in lines}
    if len(widths) > 1:
        raise ValueError("every row of the picture needs the same number of cells")
    tiles: dict[Cell, Token] = {}
    for dy, row in enumerate(lines):
        for dx, token in enumerate(row):
            if token != ".":
                tiles[(x0 + dx, y0 + dy)] = _parse_token(token)
    return tiles


def _parse_token(token: str) -> Token:
    if len(token) < 2 or not token[0].isdigit() or token[1] not in ICONS:
        raise ValueError(f"bad tile {token!r}: write seat, icon (+ or x), dots, e.g. '0+NE'")
    letters = token[2:]
    if any(c not in DIRECTIONS for c in letters) or len(set(letters)) != len(letters):
        raise ValueError(f"bad dots in tile {token!r}: use each of N, E, S, W at most once")
    mask = sum(1 << DIRECTIONS.index(c) for c in letters) if letters else _CROSS
    if (mask, token[1]) not in SLOT_OF_DOTS:
        raise ValueError(f"no tile has the dots of {token!r}")
    return int(token[0]), token[1], mask


def format_picture(board: Mapping[Cell, PlacedTile]) -> str:
    """The picture of ``board`` (with its ``@`` origin line); ``parse_picture`` reads it back."""
    if not board:
        return "@ 0 0\n."
    xs = [x for x, _y in board]
    ys = [y for _x, y in board]
    left, top = min(xs), min(ys)
    rows = []
    for y in range(top, max(ys) + 1):
        row = []
        for x in range(left, max(xs) + 1):
            tile = board.get((x, y))
            row.append("." if tile is None else _format_tile(tile))
        rows.append(row)
    width = max(len(token) for row in rows for token in row)
    body = "\n".join(" ".join(t.ljust(width) for t in row).rstrip() for row in rows)
    return f"@ {left} {top}\n{body}"


def _format_tile(tile: PlacedTile) -> str:
    letters = "" if tile.mask == _CROSS else "".join(d for d in DIRECTIONS if d in tile.dots)
    return f"{tile.owner}{tile.icon}{letters}"

