"""The Kulami move: put the mover's marble in hole (x, y)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_NOTATION = re.compile(r"\s*([a-z])(\d+)\s*")


@dataclass(frozen=True, order=True, slots=True)
class Move:
    """Put the mover's marble in hole ``(x, y)`` (x to the right, y down).

    ``str(Move(2, 3)) == "c4"``: the column letter a, b, … counts x from 0, the row number 1, 2, …
    counts y from 0 (rows from the top). ``Move.from_str("c4")`` reads it back. A Move may hold
    anything (it is checked when played): values that are not ints make it illegal, not a crash.

    Equality is strict about types, so that ``is_legal(m) == (m in legal_moves())`` holds for any
    Move: ``Move(1.0, 0)`` and ``Move(True, 0)`` are not ``Move(1, 0)`` (and are illegal).
    """

    x: int
    y: int

    def __eq__(self, other: object) -> bool:
        if type(other) is not Move:
            return NotImplemented
        return (self.x == other.x and self.y == other.y and type(self.x) is type(other.x)
                and type(self.y) is type(other.y))

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)

    def __str__(self) -> str:
        x, y = self.x, self.y
        if type(x) is int and type(y) is int and 0 <= x < 26 and y >= 0:
            return f"{chr(ord('a') + x)}{y + 1}"
        return f"({x!r}, {y!r})"

    @classmethod
    def from_str(cls, text: str) -> Move:
        """Parse ``"c4"`` (case-insensitive); raise ValueError for anything else."""
        match = _NOTATION.fullmatch(text.lower()) if isinstance(text, str) else None
        if match is None or int(match.group(2)) < 1:
            raise ValueError(f"not a Kulami move: {text!r} (expected a column letter and a row "
                             "number, like c4)")
        return cls(ord(match.group(1)) - ord("a"), int(match.group(2)) - 1)
