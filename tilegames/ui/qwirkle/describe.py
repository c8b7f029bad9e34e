"""Qwirkle in words for screen readers: a cell under the keyboard cursor ("circle (red) at 2,−1",
"circle (red) at 2,−1, put down this turn", "Empty at 3,0: the star (blue) fits here, +5"), and
whose turn it is ("Your turn: 6 tiles in your hand. 42 tiles in the bag."). A move reads as the log
says it (``QwirkleWords.move_row``). The one place of these words (context "QwirkleDescribe"),
and of the way a cell is written (``cell_name``: column, then row, as the board's edges number
them), which the move list's tooltips use too."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from tilegames.games.qwirkle import Tile
from tilegames.ui.numbers import cell_text
from tilegames.ui.qwirkle.tiles import tile_name


def cell_name(cell: tuple[int, int]) -> str:
    """A cell as every Qwirkle text writes it: column, then row ("2,−1"), isolated for
    right-to-left text."""
    return cell_text(*cell)


def tile_at(tile: Tile, cell: tuple[int, int]) -> str:
    """"circle (red) at 2,−1"."""
    return QCoreApplication.translate("QwirkleDescribe", "{tile} at {cell}").format(
        tile=tile_name(tile), cell=cell_name(cell))


class QwirkleDescribe(QObject):
    """The texts with counts (plural forms need ``tr`` with a count)."""

    def tile(self, tile: Tile, cell: tuple[int, int], staged: bool, last: bool) -> str:
        text = tile_at(tile, cell)
        if staged:
            text += ", " + self.tr("put down this turn")
        elif last:
            text += ", " + self.tr("the last move")
        return text

    def empty(self, cell: tuple[int, int], held: Tile | None, fits: bool, score: str,
              reason: str) -> str:
        """An empty cell; with a ``held`` tile: whether it ``fits`` there (and the ``score`` of
        the move it would complete), else the engine's ``reason``."""
        text = self.tr("Empty at {cell}").format(cell=cell_name(cell))
        if held is None:
            return text
        if fits:
            text += ": " + self.tr("the {tile} fits here").format(tile=tile_name(held))
            return f"{text}, {score}" if score else text
        return f"{text}: {reason}" if reason else text

    def turn(self, name: str, hand: int, bag: int, you: bool) -> str:
        """Whose turn (``you``: the one person against computers), the rack and the bag."""
        bag_text = self.tr("%n tile(s) in the bag.", "", bag)
        if you:
            return self.tr("Your turn: %n tile(s) in your hand.", "", hand) + " " + bag_text
        return self.tr("{name} to move.").format(name=name) + " " + bag_text
