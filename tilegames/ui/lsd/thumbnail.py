"""Small pictures of LSD: the start page's card (``paint_card``) and its unfinished games
(``paint_position``), on the felt of ``ui.previews``, by the game's own tile painter."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from tilegames.games import lsd
from tilegames.games.lsd.tiles import shade_of
from tilegames.storage.saves import SavedGame
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.game_setup import LsdSetup
from tilegames.ui.lsd.labels import colour
from tilegames.ui.lsd.tile_art import joined_edges, paint_tile
from tilegames.ui.previews import cell_box, fit_cells, paint_table

# A few LSD tiles that fit together (LSD-P1): cell, seat, icon, half dots on (N, E, S, W).
CARD_TILES = (
    ((0, 0), 0, "x", (1, 1, 0, 0)),
    ((1, 0), 1, "+", (0, 0, 1, 1)),
    ((0, 1), 0, "+", (0, 1, 1, 0)),
    ((1, 1), 1, "x", (1, 0, 0, 1)),
    ((2, 1), 0, "+", (1, 1, 1, 0)),
    ((2, 2), 0, "x", (1, 0, 0, 0)),
    ((0, 2), 1, "x", (1, 0, 0, 0)),
)
CARD_SHADES = ("white", "black")  # seat 0 white icons, seat 1 black (LSD-K2)

LsdPiece = tuple[tuple[int, int], QColor, str, str, int]   # cell, colour, icon, shade, dot mask


def paint_card(painter: QPainter, rect: QRectF) -> None:
    """LSD tiles of two players, laid so that their half dots meet as whole dots (drawn by the
    game's own tile painter)."""
    pieces = [(cell, colours.TILE_COLOURS[colours.DEFAULT_COLOURS[seat]], icon,
               CARD_SHADES[seat], sum(1 << i for i, has_dot in enumerate(dots) if has_dot))
              for cell, seat, icon, dots in CARD_TILES]
    paint_pieces(painter, rect, pieces, margin=0.4)


def paint_pieces(painter: QPainter, rect: QRectF, pieces: list[LsdPiece],
                 margin: float = 0.3) -> None:
    """LSD tiles (cell, colour, icon, shade, dot mask) by the game's own tile painter."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, rect)
    unit, origin = fit_cells(rect, [cell for cell, *_ in pieces], margin)
    joined = joined_edges({cell: mask for cell, _, _, _, mask in pieces})
    for (x, y), tile_colour, icon, shade, mask in pieces:
        paint_tile(painter, cell_box(origin, unit, 0, x, y), tile_colour, icon, shade, mask,
                   joined=joined[(x, y)])
    painter.restore()


AROUND = 2   # set-up tiles lie near the moves: the cells this far around them are looked at too


def paint_position(painter: QPainter, rect: QRectF, saved: SavedGame) -> None:
    """The tiles on the field of ``saved.state`` (an LSD state) in the seats' colours, fitted
    into ``rect``."""
    state = saved.state
    assert isinstance(state, lsd.State)
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
    paint_pieces(painter, rect, pieces)
