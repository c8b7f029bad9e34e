"""LSD pictures: tile colours that stay apart for colour-blind players, half dots that join into
whole dots, crisp tiles at 2x, and "Learn the captures" agreeing with the engine."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tilegames.games import lsd
from tilegames.ui.colour_vision import delta_e, lab
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.captures_help import EXAMPLES, play
from tilegames.ui.lsd.scene import LsdScene, TileLook
from tilegames.ui.lsd.tile_art import DOT_R, GAP, joined_at, joined_edges, paint_tile
from tilegames.ui.table.board_scene import CELL


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(colours.STANDARD, 2)))
def test_every_two_tile_colours_differ_in_lightness_and_for_colour_blind_eyes(a, b):
    """Issue 11: the tile colours differ in lightness (L* 10 apart) and stay apart under
    simulated deuteranopia and protanopia (CIEDE2000, ``ui.colour_vision``; the colour-blind
    palette's stricter figures are in test_colour_vision.py)."""
    ca, cb = QColor(colours.STANDARD[a]), QColor(colours.STANDARD[b])
    assert abs(lab(_rgb(ca))[0] - lab(_rgb(cb))[0]) >= 10, "lightness"
    for vision in ("deuteranopia", "protanopia"):
        assert delta_e(_rgb(ca), _rgb(cb), vision) >= 10, vision


def test_the_default_seat_colours_are_four_different_ones():
    assert len(set(colours.DEFAULT_COLOURS)) == 4
    assert set(colours.DEFAULT_COLOURS) <= set(colours.TILE_COLOURS)


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
    blue = colours.TILE_COLOURS["blue"].name()
    orange = colours.TILE_COLOURS["orange"].name()
    scene.show_position({(0, 0): TileLook(blue, "+", "white", 0b0010),      # dot E
                         (1, 0): TileLook(orange, "x", "black", 0b1000),    # dot W
                         (0, 1): TileLook(orange, "x", "black", 0b0000)})   # plain
    image = _render(scene, QRectF(0, 0, 2 * CELL, 2 * CELL), 2.0)
    pixel = lambda x, y: image.pixelColor(int(x * 2), int(y * 2))   # noqa: E731
    # the seam between (0,0) and (1,0), at the edge's middle: dot, not felt
    assert _close(pixel(CELL, CELL / 2), colours.DOT_FILL)
    assert _close(pixel(CELL - 5, CELL / 2), colours.DOT_FILL)
    assert _close(pixel(CELL + 5, CELL / 2), colours.DOT_FILL)
    # plain against plain between (0,0) and (0,1): the felt shows in the gap
    assert _close(pixel(CELL / 2 - 14, CELL), colours.FELT, 30)
    # a tile's body colour inside, away from dot and icon
    assert pixel(CELL * 0.2, CELL * 0.8).blue() > pixel(CELL * 0.2, CELL * 0.8).red()
    assert GAP * CELL < 5


@pytest.mark.parametrize("ratio", [1.0, 1.37, 0.63])
def test_a_joined_dot_shows_no_seam_where_its_halves_meet(qapp, ratio):
    """Issue 32: where the cell edge falls between pixels, the two halves of a joined dot do
    not leave an anti-aliased hairline of felt across the dot's middle."""
    scene = LsdScene()
    blue = colours.TILE_COLOURS["blue"].name()
    scene.show_position({(0, 0): TileLook(blue, "+", "white", 0b0010),      # dot E
                         (1, 0): TileLook(blue, "x", "black", 0b1000)})     # dot W
    scene.setSceneRect(QRectF(-0.3, 0, 2 * CELL, CELL))
    image = _render(scene, QRectF(-0.3, 0, 2 * CELL, CELL), ratio)
    row = int(CELL / 2 * ratio)
    seam = (CELL + 0.3) * ratio
    for x in range(int(seam) - 2, int(seam) + 3):
        assert _close(image.pixelColor(x, row), colours.DOT_FILL, 8), (x, ratio)


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

    assert frame_pixels(legal, colours.LEGAL) > frame_pixels(illegal, colours.ILLEGAL) + 8
    assert QPointF(0, 0) == scene.ghost.pos()


def _tile_image(mask: int, joined: int = 0, size: int = 200) -> QImage:
    """One tile painted alone on the felt, ``size`` pixels square."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(colours.FELT)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, size, size), colours.TILE_COLOURS["blue"], "+", "white",
               mask, joined=joined)
    painter.end()
    return image


def test_a_free_half_dot_stays_on_its_tile_and_its_outline_closes_it(qapp):
    """Issue 32: a half dot nothing meets is cut by the tile's body, not the cell, and outlined
    all round (its straight side along the tile's edge), so it neither sticks out past the tile
    nor ends in a bare cut."""
    size = 200
    image = _tile_image(0b0001, size=size)                 # a half dot on N, free
    pixel = lambda x, y: image.pixelColor(int(x), int(y))   # noqa: E731
    edge = GAP * size                                       # where the body begins
    assert _close(pixel(size / 2, edge / 2), colours.FELT)  # nothing in the gap past the tile
    assert _close(pixel(size / 2, edge + 10), colours.DOT_FILL)
    # the straight side, along the body's edge, is outlined: darker than the dot's fill
    assert pixel(size / 2, edge + 1).lightness() < colours.DOT_FILL.lightness() - 60
    # the curved side too
    rim_y = size * DOT_R - 1
    assert pixel(size / 2, rim_y).lightness() < colours.DOT_FILL.lightness() - 60


def test_a_joined_half_dot_reaches_across_the_gap_to_its_partner(qapp):
    size = 200
    image = _tile_image(0b0001, joined=0b0001, size=size)
    assert _close(image.pixelColor(size // 2, 1), colours.DOT_FILL)   # up to the cell's edge


def test_joined_edges_are_the_half_dots_a_neighbours_half_dot_meets():
    masks = {(0, 0): 0b0010, (1, 0): 0b1001, (1, -1): 0b0000, (0, 1): 0b0001}
    # (0,0) E meets (1,0) W; (1,0) N faces a plain S; (0,1) N faces (0,0)'s plain S
    assert joined_edges(masks) == {(0, 0): 0b0010, (1, 0): 0b1000, (1, -1): 0, (0, 1): 0}
    assert joined_at((2, 0), 0b1000, {(1, 0): 0b0010}.get) == 0b1000
    assert joined_at((2, 0), 0b1000, {}.get) == 0


def test_the_field_tells_each_tile_and_the_ghost_which_half_dots_are_joined(qapp):
    scene = LsdScene()
    scene.show_position({(0, 0): TileLook("#23348c", "+", "white", 0b0010)})
    assert scene.tiles[(0, 0)].joined == 0                      # alone: its dot is free
    scene.show_position({(0, 0): TileLook("#23348c", "+", "white", 0b0010),
                         (1, 0): TileLook("#e8890c", "x", "black", 0b1000)})
    assert scene.tiles[(0, 0)].joined == 0b0010 and scene.tiles[(1, 0)].joined == 0b1000
    scene.show_ghost((0, -1), TileLook("#23348c", "+", "white", 0b0100), False)
    assert scene.ghost.joined == 0                              # (0,0) has no dot on N
    scene.show_ghost((2, 0), TileLook("#23348c", "x", "white", 0b1000), True)
    assert scene.ghost.joined == 0                              # (1,0) has no dot on E
    scene.show_hint((1, 1), TileLook("#23348c", "x", "white", 0b0001))
    assert scene.hint.joined == 0
    scene.show_ghost((0, 1), TileLook("#23348c", "x", "white", 0b0001), True)
    assert scene.ghost.joined == 0


@pytest.mark.parametrize("picture", ["card", "captures"])
def test_every_picture_of_tiles_on_a_field_joins_the_half_dots_that_meet(qapp, monkeypatch,
                                                                         picture):
    """The start page's picture and "Learn the captures" (and with it the rules' diagrams) paint
    with the one tile painter and pass it the joined edges."""
    from tilegames.ui.lsd import captures_help, thumbnail

    calls: list[tuple[int, int]] = []

    def record(painter, rect, colour, icon, shade, mask, *, joined=0, faded=False):
        calls.append((mask, joined))

    if picture == "card":
        monkeypatch.setattr(thumbnail, "paint_tile", record)
        image = QImage(300, 240, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        thumbnail.paint_card(painter, QRectF(0, 0, 300, 240))
        painter.end()
        expected = len(thumbnail.CARD_TILES)
    else:
        monkeypatch.setattr(captures_help, "paint_tile", record)
        played = play(EXAMPLES[0])
        widget = captures_help.ExamplePicture(played.laying, played.cells,
                                              [QColor("#23348c")] * 4)
        widget.grab()
        expected = len(played.laying)
    assert len(calls) == expected
    assert any(joined for _mask, joined in calls)               # some dots meet ...
    assert all(joined & ~mask == 0 for mask, joined in calls)   # ... only where there are dots
    assert picture != "card" or any(mask & ~joined for mask, joined in calls)   # some free
