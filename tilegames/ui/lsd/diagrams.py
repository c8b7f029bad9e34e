"""LSD's diagrams for the rules pages (``ui/diagrams.py``), from "Learn the captures"' own
examples: ``lsd-dots`` (half dots joined into whole dots), ``lsd-plus`` and ``lsd-x`` (the two
captures, before and after)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QImage

from tilegames.games import lsd
from tilegames.ui.diagrams import side_by_side
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.captures_help import EXAMPLES, ExamplePicture, _tiles, play


def _colours() -> list[QColor]:
    return [colours.TILE_COLOURS[key] for key in colours.DEFAULT_COLOURS]


def dots() -> QImage:
    picture = "0+ES 1xWS .\n0xNE 1+WNE 0+W"
    state = lsd.State.from_text(picture, num_players=2)
    cells = [(x, y) for x in range(3) for y in range(2)]
    widget = ExamplePicture(_tiles(state, cells), cells, _colours(), new=(2, 1))
    return side_by_side(widget)


def capture(key: str) -> QImage:
    example = next(e for e in EXAMPLES if e.key == key)
    played = play(example)
    seat_colours = _colours()
    before = ExamplePicture(played.laying, played.cells, seat_colours, new=example.move.cell,
                            targets=played.captured)
    after = ExamplePicture(played.after, played.cells, seat_colours, new=example.move.cell,
                           emptied=played.captured)
    return side_by_side(before, after)


DIAGRAMS: dict[str, Callable[[], QImage]] = {
    "lsd-dots": dots,
    "lsd-plus": lambda: capture("plus"),
    "lsd-x": lambda: capture("cross"),
}
