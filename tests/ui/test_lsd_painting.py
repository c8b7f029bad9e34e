"""LSD pictures: tile colours that stay apart for colour-blind players, half dots that join into
whole dots, crisp tiles at 2x, and "Learn the captures" agreeing with the engine."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tilegames.games import lsd
from tilegames.ui import theme
from tilegames.ui.lsd.captures_help import EXAMPLES, play
from tilegames.ui.lsd.scene import LsdScene, TileLook
from tilegames.ui.lsd.tile_art import GAP
from tilegames.ui.table.board_scene import CELL

# Machado et al. (2009), severity 1, on linear RGB.
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 1.968881))
PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(colour: QColor, matrix=None) -> tuple[float, float, float]:
    rgb = tuple(_linear(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
    if matrix is not None:
        rgb = tuple(max(0.0, min(1.0, sum(m * v for m, v in zip(row, rgb, strict=True))))
                    for row in matrix)
    return _lab(rgb)


def _distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


@pytest.mark.parametrize(("a", "b"), itertools.combinations(theme.LSD_TILE_COLOURS, 2))
def test_every_two_tile_colours_differ_in_lightness_and_for_colour_blind_eyes(a, b):
    ca, cb = theme.LSD_TILE_COLOURS[a], theme.LSD_TILE_COLOURS[b]
    assert abs(_seen(ca)[0] - _seen(cb)[0]) >= 10, "lightness"
    for matrix in (DEUTERANOPIA, PROTANOPIA):
        assert _distance(_seen(ca, matrix), _seen(cb, matrix)) >= 25


def test_the_default_seat_colours_are_four_different_ones():
    assert len(set(theme.LSD_DEFAULT_COLOURS)) == 4
    assert set(theme.LSD_DEFAULT_COLOURS) <= set(theme.LSD_TILE_COLOURS)


def _render(scene: LsdScene, cells: QRectF, ratio: float) -> QImage:
    """The scene rectangle ``cells`` in an image at device pixel ratio ``ratio``."""
    image = QImage(int(cells.width() * ratio), int(cells.height() * ratio),
                   QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, cells.width(), cells.height()), cells)
    painter.end()
    return image


def _close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3],
                                                       strict=True))


def test_lsd_p1_half_dots_meeting_make_one_whole_dot_across_the_gap(qapp):
    scene = LsdScene()
    blue = theme.LSD_TILE_COLOURS["blue"].name()
    orange = theme.LSD_TILE_COLOURS["orange"].name()
    scene.show_position({(0, 0): TileLook(blue, "+", "white", 0b0010),      # dot E
                         (1, 0): TileLook(orange, "x", "black", 0b1000),    # dot W
                         (0, 1): TileLook(orange, "x", "black", 0b0000)})   # plain
    image = _render(scene, QRectF(0, 0, 2 * CELL, 2 * CELL), 2.0)
    pixel = lambda x, y: image.pixelColor(int(x * 2), int(y * 2))   # noqa: E731
    # the seam between (0,0) and (1,0), at the edge's middle: dot, not felt
    assert _close(pixel(CELL, CELL / 2), theme.LSD_DOT_FILL)
    assert _close(pixel(CELL - 5, CELL / 2), theme.LSD_DOT_FILL)
    assert _close(pixel(CELL + 5, CELL / 2), theme.LSD_DOT_FILL)
    # plain against plain between (0,0) and (0,1): the felt shows in the gap
    assert _close(pixel(CELL / 2 - 14, CELL), theme.LSD_FELT, 30)
    # a tile's body colour inside, away from dot and icon
    assert pixel(CELL * 0.2, CELL * 0.8).blue() > pixel(CELL * 0.2, CELL * 0.8).red()
    assert GAP * CELL < 5


def test_tiles_are_painted_anew_for_a_sharper_screen(qapp):
    """Vector paths: at 2x the icon's edge has twice the pixels across, not a blown-up image."""
    scene = LsdScene()
    scene.show_position({(0, 0): TileLook("#23348c", "+", "white", 0)})
    one = _render(scene, QRectF(0, 0, CELL, CELL), 1.0)
    two = _render(scene, QRectF(0, 0, CELL, CELL), 2.0)

    def white_run(image: QImage, scale: int) -> int:
        y = int(CELL / 2 * scale)
        return sum(1 for x in range(image.width())
                   if _close(image.pixelColor(x, y), QColor("#ffffff"), 40))

    assert white_run(two, 2) >= 2 * white_run(one, 1) - 2
    assert white_run(one, 1) > 10


@pytest.mark.parametrize(("key", "captured"), [
    ("plus", {(1, 0)}),                 # LSD-C1
    ("cross", {(1, 0), (0, 1)}),        # LSD-C2, spot B
    ("partners", {(1, 0)}),             # LSD-C1 with a partner's +
])
def test_learn_the_captures_shows_what_the_engine_captures(key, captured):
    example = next(e for e in EXAMPLES if e.key == key)
    played = play(example)
    assert set(played.captured) == captured
    assert example.move.cell in played.laying and example.move.cell in played.after
    assert not captured & played.after.keys() and captured <= played.laying.keys()
    state = lsd.State.from_text(example.picture, num_players=example.players,
                                current_player=example.mover)
    assert state.is_legal(example.move)


def test_the_ghost_says_legal_or_illegal_by_shape_as_well_as_colour(qapp):
    scene = LsdScene()
    scene.show_ghost((0, 0), TileLook("#23348c", "+", "white", 1), True)
    legal = _render(scene, QRectF(-8, -8, CELL + 16, CELL + 16), 1.0)
    scene.show_ghost((0, 0), TileLook("#23348c", "+", "white", 1), False)
    illegal = _render(scene, QRectF(-8, -8, CELL + 16, CELL + 16), 1.0)
    # the solid frame has no gaps along the bottom edge; the dashed one has
    y = int(CELL + 8 + 2)

    def frame_pixels(image: QImage, colour: QColor) -> int:
        return sum(1 for x in range(12, int(CELL))
                   if _close(image.pixelColor(x, y), colour, 60))

    assert frame_pixels(legal, theme.LSD_LEGAL) > frame_pixels(illegal, theme.LSD_ILLEGAL) + 8
    assert QPointF(0, 0) == scene.ghost.pos()
