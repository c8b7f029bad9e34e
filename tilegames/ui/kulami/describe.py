"""Kulami in words for screen readers: a hole under the keyboard cursor ("Red marble at d4",
"Empty hole at c3 on a plate of 4 holes"), a move ("Anna placed a marble at d4.") and whose turn
it is ("Your turn, 18 marbles left."). The one place of these words (context
"KulamiDescribe")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from tilegames.games import kulami
from tilegames.ui.numbers import ltr


def cell_name(cell: tuple[int, int]) -> str:
    """A hole as the move list names it ("d4"), isolated (``numbers.ltr``): in a Hebrew
    sentence it stays one left-to-right word."""
    return ltr(str(kulami.Move(*cell)))


class KulamiDescribe(QObject):
    """The texts with counts (plural forms need ``tr`` with a count)."""

    def cell(self, state: kulami.State, plate_cells: Sequence[tuple[int, int]],
             cell: tuple[int, int], legal: bool) -> str:
        """The hole ``cell`` (on the plate of ``plate_cells``) in ``state``; ``legal``: the
        person to move may place there."""
        where = cell_name(cell)
        seat = state.marble_at(cell)
        if seat == 0:
            text = self.tr("Red marble at {cell}").format(cell=where)
        elif seat == 1:
            text = self.tr("Black marble at {cell}").format(cell=where)
        else:
            text = self.tr("Empty hole at {cell} on a plate of %n hole(s)", "",
                           len(plate_cells)).format(cell=where)
            if legal:
                text += ", " + self.tr("you may place a marble here")
        if state.last_move is not None and state.last_move.cell == cell:
            text += ", " + self.tr("the last move")
        return text

    def move(self, name: str, move: object) -> str:
        return self.tr("{name} placed a marble at {cell}.").format(name=name, cell=str(move))

    def turn(self, name: str, marbles: int, you: bool) -> str:
        """Whose turn: ``you`` when the one person at the table plays against the computer."""
        if you:
            return self.tr("Your turn, %n marble(s) left.", "", marbles)
        return self.tr("{name} to move, %n marble(s) left.", "", marbles).format(name=name)
