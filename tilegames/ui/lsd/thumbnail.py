"""A small picture of an LSD position (the start page's unfinished games)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from tilegames.games.lsd.tiles import shade_of
from tilegames.ui.lsd.game_setup import LsdSetup
from tilegames.ui.lsd.labels import colour
from tilegames.ui.previews import LsdPiece, paint_lsd_pieces

AROUND = 2   # set-up tiles lie near the moves: the cells this far around them are looked at too


def paint_position(painter: QPainter, rect: QRectF, saved: Any) -> None:
    """The tiles on the field of ``saved.state`` in the seats' colours, fitted into ``rect``."""
    state = saved.state
    colours = LsdSetup.from_dict(saved.meta.get("setup")).colours
    played = [move.cell for move in state.moves] or [(0, 0)]
    xs, ys = [x for x, _ in played], [y for _, y in played]
    pieces: list[LsdPiece] = []
    for x in range(min(xs) - AROUND, max(xs) + AROUND + 1):
        for y in range(min(ys) - AROUND, max(ys) + AROUND + 1):
            tile = state.tile_at((x, y))
            if tile is not None:
                pieces.append(((x, y), colour(colours[tile.owner % len(colours)]), tile.icon,
                               shade_of(tile.owner), tile.mask))
    paint_lsd_pieces(painter, rect, pieces)
