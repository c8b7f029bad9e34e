"""Qwirkle tiles on screen (Q-K1): six shapes in six colours that stay apart for colour-blind
players, painted as vector paths that are crisp at twice the pixel ratio."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tilegames.games.qwirkle import TILES, Color, Shape, Tile
from tilegames.ui.qwirkle import colours
from tilegames.ui.qwirkle.tiles import paint_tile, tile_name

# Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
MIN_DELTA_E = 15.0     # CIELAB distance between any two tile colours, for every vision
MIN_LIGHTNESS_GAP = 5.0


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(colour: QColor, vision: str) -> tuple[float, float, float]:
    linear = [_linear(v) for v in (colour.red(), colour.green(), colour.blue())]
    if vision != "normal":
        m = SIMULATIONS[vision]
        linear = [max(0.0, min(1.0, sum(m[i][j] * linear[j] for j in range(3))))
                  for i in range(3)]
    return _lab(tuple(linear))


@pytest.mark.parametrize("vision", ["normal", *SIMULATIONS])
def test_q_k1_the_six_colours_stay_apart_for_colour_blind_players(vision):
    tiles = colours.COLORS
    assert set(tiles) == {c.name for c in Color}
    for a, b in itertools.combinations(tiles, 2):
        distance = math.dist(_seen(tiles[a], vision), _seen(tiles[b], vision))
        assert distance >= MIN_DELTA_E, f"{a} and {b}: {distance:.1f} for {vision}"


def test_q_k1_the_colours_differ_in_lightness_and_stand_out_on_the_black_tile():
    lightness = sorted(_seen(c, "normal")[0] for c in colours.COLORS.values())
    assert min(b - a for a, b in itertools.pairwise(lightness)) >= MIN_LIGHTNESS_GAP
    tile = _seen(colours.TILE, "normal")[0]
    assert lightness[0] - tile >= 35


def _render(tile: Tile, size: int = 64, ratio: float = 2.0) -> QImage:
    image = QImage(round(size * ratio), round(size * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, size, size), tile, shadow=False)
    painter.end()
    return image


@pytest.mark.parametrize("tile", [Tile(c, s) for c, s in zip(Color, Shape, strict=True)])
def test_a_tile_is_painted_black_with_its_shape_in_its_colour_sharp_at_twice_the_ratio(tile):
    image = _render(tile)
    centre = QColor(image.pixel(image.width() // 2, image.height() // 2))
    want = colours.COLORS[tile.color.name]
    if tile.shape is not Shape.CROSS:     # the criss-cross is thin in the middle
        assert abs(centre.red() - want.red()) + abs(centre.green() - want.green()) \
            + abs(centre.blue() - want.blue()) <= 12
    corner = QColor(image.pixel(round(image.width() * 0.12), round(image.height() * 0.5)))
    assert corner.lightness() < 60                 # the black body beside the shape
    edge = [QColor(image.pixel(x, image.height() // 2)) for x in range(image.width())]
    soft = [c for c in edge if 0 < c.alpha() < 255]
    assert len(soft) <= 4                          # one anti-aliased pixel or two per side


def test_every_tile_has_a_name():
    names = {tile_name(tile) for tile in TILES}
    assert len(names) == 36 and "circle (red)" in names
