"""LSD in words for screen readers: a cell under the keyboard cursor ("Tile of Anna, corner tile
with x, dots north and east, at 3,−1", "Empty at 2,0: the corner tile with + fits here"), a move
("Anna laid a corner tile with + at 1,0, capturing 2 tiles.") and whose turn it is ("Your turn,
18 tiles left; chosen: corner tile with +."). The one place of these words (context
"LsdDescribe"), and of the way a cell is written (``cell_name``: column, then row, as the board's
edges number them), which the move list, the status and the hints use too."""

from __future__ import annotations

from PySide6.QtCore import QObject

from tilegames.games.lsd.tiles import DIRECTIONS, PlacedTile
from tilegames.ui.lsd.labels import tile_words
from tilegames.ui.numbers import cell_text

CAPTURE_MARK = "\u2702"   # ✂ in the move list: "✂2", the move captured two tiles


def cell_name(cell: tuple[int, int]) -> str:
    """A cell as every LSD text writes it: column, then row ("3,−1"), isolated for
    right-to-left text."""
    return cell_text(*cell)


class LsdDescribe(QObject):
    """The texts with counts (plural forms need ``tr`` with a count)."""

    def directions(self, dots: frozenset[str]) -> str:
        """The half dots of a tile as compass words, clockwise from north: "north, east"."""
        names = {"N": self.tr("north"), "E": self.tr("east"), "S": self.tr("south"),
                 "W": self.tr("west")}
        return ", ".join(names[d] for d in DIRECTIONS if d in dots)

    def tile(self, owner: str, tile: PlacedTile, cell: tuple[int, int]) -> str:
        return self.tr("Tile of {name}, {tile}, dots {dots}, at {cell}").format(
            name=owner, tile=tile_words(tile.kind, tile.icon), dots=self.directions(tile.dots),
            cell=cell_name(cell))

    def empty(self, cell: tuple[int, int], chosen: tuple[str, str] | None, fits: int,
              reason: str, dots: frozenset[str] = frozenset()) -> str:
        """An empty cell; with a ``chosen`` tile (its ``dots`` as turned now): in how many
        turnings it ``fits`` there, else the engine's ``reason`` why not ("": nothing said)."""
        text = self.tr("Empty at {cell}").format(cell=cell_name(cell))
        if chosen is None:
            return text
        tile = tile_words(*chosen)
        if fits == 1:
            text += ": " + self.tr("the {tile} fits here").format(tile=tile)
        elif fits > 1:
            text += ": " + self.tr("the {tile} fits here turned %n ways", "",
                                   fits).format(tile=tile)
        elif reason:
            text += f": {reason}"
        if dots:
            text += "; " + self.tr("turned now: dots {dots}").format(dots=self.directions(dots))
        return text

    def move(self, name: str, kind: str, icon: str, cell: tuple[int, int], captured: int,
             skipped: list[str]) -> str:
        text = self.tr("{name} laid a {tile} at {cell}.").format(
            name=name, tile=tile_words(kind, icon), cell=cell_name(cell))
        if captured:
            text += " " + self.tr("It captures %n tile(s).", "", captured)
        for other in skipped:
            text += " " + self.tr("{name} cannot place a tile and is skipped.").format(
                name=other)
        return text

    def capture_legend(self) -> str:
        """The line under the move list that explains its capture mark."""
        return self.tr("{mark} and a number: the move captured that many tiles.").format(
            mark=CAPTURE_MARK)

    def turn(self, name: str, tiles: int, you: bool, chosen: tuple[str, str] | None) -> str:
        """Whose turn: ``you`` when the one person at the table plays against computers;
        ``chosen``: the tile they hold."""
        if you:
            text = self.tr("Your turn, %n tile(s) left.", "", tiles)
        else:
            text = self.tr("{name} to move, %n tile(s) left.", "", tiles).format(name=name)
        if chosen is not None:
            text += " " + self.tr("Chosen: {tile}.").format(tile=tile_words(*chosen))
        return text
