"""Colour vision (issue 16, "Everyone"): the pieces of two players and two Qwirkle colours stay
apart for people with protanopia, deuteranopia and tritanopia — computed on the palettes and
measured on the rendered boards (Machado 2009 simulation on linear RGB, CIEDE2000).

Thresholds (CIEDE2000): the colour-blind palette keeps every two players' pieces, every two
Qwirkle colours and the Kulami marbles against the wood and the holes at least ``CB_MIN`` apart for
normal vision and all three dichromacies; the standard palette at least ``STANDARD_MIN`` (pieces
that close are still told apart side by side, but only just: hence the colour-blind palette).
"""

from __future__ import annotations

import itertools
import statistics

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage

from tilegames.storage.settings import PIECE_COLOURS
from tilegames.ui import theme
from tilegames.ui.colour_vision import (
    VISIONS,
    ciede2000,
    closest_pair,
    contrast_ratio,
    delta_e,
    lab,
    simulate,
)
from tilegames.ui.kulami import colours as kulami
from tilegames.ui.lsd import colours as lsd
from tilegames.ui.qwirkle import colours as qwirkle

CB_MIN = 20.0           # the colour-blind palette: clearly different at a glance, for every vision
STANDARD_MIN = 10.0     # the standard palette: apart, though not by much for some eyes
BOARD_SLACK = 3.0       # measured on a rendered board (shading, antialiasing) a little less


def _rgb(colour: str | QColor) -> tuple[int, int, int]:
    c = QColor(colour)
    return c.red(), c.green(), c.blue()


@pytest.fixture(autouse=True)
def _standard_looks(qapp):
    yield
    theme.looks().configure("system", "standard")


def test_ciede2000_and_the_simulation_match_published_values():
    # Sharma, Wu and Dalal (2005), pairs 1 and 17 of their test data.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert lab((255, 255, 255))[0] == pytest.approx(100, abs=0.01)
    # For a protanope pure red is a dark olive; white, grey and black stay as they are.
    assert simulate((255, 0, 0), "protanopia")[0] < 120
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        for vision in VISIONS:
            assert delta_e(grey, simulate(grey, vision)) < 1.5
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21)


def _pieces(palette: str) -> dict[str, dict[str, tuple[int, int, int]]]:
    return {
        "kulami": {f"seat {i}": _rgb(c)
                   for i, c in enumerate(kulami.PALETTES[palette].marbles)},
        "lsd": {name: _rgb(c) for name, c in lsd.PALETTES[palette].items()},
        "qwirkle": {name: _rgb(c) for name, c in qwirkle.PALETTES[palette].items()},
    }


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize(("palette", "least"), [("standard", STANDARD_MIN),
                                               ("colour-blind", CB_MIN)])
def test_no_two_players_pieces_nor_two_qwirkle_colours_look_alike(palette, least, vision):
    for game, colours in _pieces(palette).items():
        distance, a, b = closest_pair(colours, vision)
        assert distance >= least, f"{palette} {game}: {a} and {b} {distance:.1f} for {vision}"


@pytest.mark.parametrize("vision", VISIONS)
def test_colour_blind_kulami_marbles_stand_out_from_the_wood_and_the_holes(vision):
    marbles = kulami.COLOUR_BLIND.marbles
    for marble, ground in itertools.product(
            marbles, (kulami.WOOD_LIGHT, kulami.WOOD_DARK, kulami.HOLE)):
        if QColor(marble) == QColor(kulami.STANDARD.marbles[1]) and ground == kulami.HOLE:
            continue   # the black marble in its dark hole: the shine and the rim show it
        assert delta_e(_rgb(marble), _rgb(ground), vision) >= 30, (marble, ground.name())


def test_colour_blind_lsd_colours_differ_in_lightness():
    """The dialog offers all six to each seat: any two must differ in lightness too."""
    lightness = sorted(lab(_rgb(c))[0] for c in lsd.COLOUR_BLIND.values())
    assert min(b - a for a, b in itertools.pairwise(lightness)) >= 8


def test_colour_blind_qwirkle_colours_stand_out_on_the_black_tile():
    tile = lab(_rgb(qwirkle.TILE))[0]
    for colour in qwirkle.COLOUR_BLIND.values():
        assert lab(_rgb(colour))[0] - tile >= 30


def _in_use() -> dict[str, object]:
    return {"kulami": (kulami.MARBLE_RED.name(), kulami.MARBLE_BLACK.name(),
                       kulami.PIECES.first_marble),
            "lsd": {name: c.name() for name, c in lsd.TILE_COLOURS.items()},
            "qwirkle": {name: c.name() for name, c in qwirkle.COLORS.items()}}


def _palette(palette: str) -> dict[str, object]:
    marbles = kulami.PALETTES[palette]
    return {"kulami": (*marbles.marbles, marbles.first_marble),
            "lsd": lsd.PALETTES[palette], "qwirkle": qwirkle.PALETTES[palette]}


def test_switching_the_palette_repaints_every_games_pieces_before_it_says_so(qapp):
    """Every game offers its palette switch in its descriptor; ``theme.looks()`` calls them all
    (``registry.follow_piece_colours``) before ``changed``, and back again."""
    from tilegames.ui.registry import entries, follow_piece_colours

    assert all(game.screens is not None and game.screens.use_pieces is not None
               for game in entries())
    follow_piece_colours()
    follow_piece_colours()                      # once per game, however often
    seen: list[dict[str, object]] = []
    theme.looks().changed.connect(lambda: seen.append(_in_use()))
    theme.looks().configure(pieces="colour-blind")
    assert seen == [_palette("colour-blind")]
    assert list(lsd.TILE_COLOURS) == list(lsd.STANDARD)      # the dialogs' order stays
    theme.looks().configure(pieces="standard")
    assert seen[-1] == _palette("standard") == _in_use()
    assert _palette("standard") != _palette("colour-blind")


# --- On the rendered board ------------------------------------------------------------------
def _sample(image: QImage, point: QPoint, radius: int = 2) -> tuple[int, int, int]:
    """The median colour of a small square of ``image`` around ``point``."""
    pixels = [image.pixelColor(point.x() + dx, point.y() + dy)
              for dx in range(-radius, radius + 1) for dy in range(-radius, radius + 1)]
    return (round(statistics.median(p.red() for p in pixels)),
            round(statistics.median(p.green() for p in pixels)),
            round(statistics.median(p.blue() for p in pixels)))


def _board_colours(screen, key: str) -> dict[str, tuple[int, int, int]]:
    """For each player (Qwirkle: each colour) the colour its pieces show on the rendered board:
    the median over its pieces of a patch where the piece's colour is painted (a marble below
    its shine, an LSD tile's free corner, a Qwirkle tile's symbol)."""
    from tilegames.ui.kulami.scene import MarbleItem
    from tilegames.ui.lsd.scene import TileItem as LsdTile
    from tilegames.ui.qwirkle.scene import TileItem as QwirkleTile

    view = screen.view
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    found: dict[str, list[tuple[int, int, int]]] = {}
    for item in view.scene().items():
        rect = item.sceneBoundingRect()
        if isinstance(item, MarbleItem):
            group, spot = f"seat {item.seat}", rect.center() + (rect.bottomRight()
                                                                  - rect.center()) * 0.25
        elif isinstance(item, LsdTile):
            group = item.look.colour
            spot = rect.topLeft() + (rect.center() - rect.topLeft()) * 0.45
        elif isinstance(item, QwirkleTile):
            group, spot = item.tile.color.name, rect.center()
        else:
            continue
        point = view.mapFromScene(spot)
        covered = isinstance(item, QwirkleTile) and not _on_top(view, item, point)  # a badge
        if view.viewport().rect().contains(point) and not covered:
            found.setdefault(group, []).append(
                _sample(image, QPoint(round(point.x() * ratio), round(point.y() * ratio))))
    return {group: tuple(round(statistics.median(c[i] for c in colours)) for i in range(3))
            for group, colours in found.items()}


def _on_top(view, item, point: QPoint) -> bool:
    """``item`` (or a part of it) is what the view shows at ``point``: no badge, marker or
    other piece lies over the spot sampled."""
    shown = [i for i in view.items(point) if i.isVisible() and i.opacity() > 0]
    return bool(shown) and (shown[0] is item or item.isAncestorOf(shown[0]))


def _kulami_marbles(screen) -> None:
    """A few marbles of each seat on the board (a position, not a game)."""
    cells = sorted(screen.view.scene().holes)[:8]
    screen.view.scene().show_position({cell: i % 2 for i, cell in enumerate(cells)},
                                      to_move=None, legal=(), closed=(), last=None)


@pytest.mark.parametrize("palette", ["colour-blind", "standard"])
@pytest.mark.parametrize("key", ["kulami", "lsd", "qwirkle"])
def test_rendered_boards_keep_every_players_pieces_apart(app, settings, qtbot, key, palette):
    from tilegames.selftest import _open_game
    from tilegames.ui.main_window import MainWindow

    settings.set(PIECE_COLOURS, palette)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    entry = next(e for e in window.entries if e.key == key)
    dialog = entry.make_dialog(window, window)
    qtbot.addWidget(dialog)
    screen = _open_game(window, dialog, key)
    if key == "kulami":
        _kulami_marbles(screen)
        # a marble a computer seat just dropped in is sampled once it has landed (a busy machine
        # may grab the board mid-animation)
        qtbot.waitUntil(lambda: not screen.view.scene().animating(), timeout=5000)
    # every piece at rest, as the self-test's pictures show it (a tile fading in mixes colours)
    screen.view.scene().finish_animations()
    app.processEvents()
    seen = _board_colours(screen, key)
    expected = {"kulami": 2, "lsd": 4, "qwirkle": 6}[key]
    assert len(seen) == expected, seen
    least = (CB_MIN if palette == "colour-blind" else STANDARD_MIN) - BOARD_SLACK
    for vision in VISIONS:
        distance, a, b = closest_pair(seen, vision)
        assert distance >= least, f"{key}: {a} and {b} {distance:.1f} for {vision}"


def test_the_palette_applies_at_once_to_an_open_game(app, settings, qtbot):
    """Choosing the colour-blind palette in Settings repaints the open board: the first
    Kulami seat's marbles turn from red to white, and its name with them."""
    from tilegames.selftest import _open_game
    from tilegames.ui.kulami.labels import seat_colour_name
    from tilegames.ui.main_window import MainWindow
    from tilegames.ui.settings_dialog import SettingsDialog

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    entry = next(e for e in window.entries if e.key == "kulami")
    dialog = entry.make_dialog(window, window)
    qtbot.addWidget(dialog)
    screen = _open_game(window, dialog, "kulami")
    move = next(iter(screen.session.state.legal_moves()))
    screen.cell_chosen((move.x, move.y))            # a real red marble, drawn by the screen
    app.processEvents()
    before = _board_colours(screen, "kulami")["seat 0"]
    assert seat_colour_name(0) == "Red"
    settings_dialog = SettingsDialog(settings, window)
    qtbot.addWidget(settings_dialog)
    settings_dialog.settingChanged.connect(window.settingChanged)
    settings_dialog.pieces.setCurrentIndex(settings_dialog.pieces.findData("colour-blind"))
    app.processEvents()
    after = _board_colours(screen, "kulami")["seat 0"]
    assert settings.get(PIECE_COLOURS) == "colour-blind"
    assert delta_e(before, _rgb(kulami.STANDARD.marbles[0])) < delta_e(
        before, _rgb(kulami.COLOUR_BLIND.marbles[0]))
    assert delta_e(after, _rgb(kulami.COLOUR_BLIND.marbles[0])) < delta_e(
        after, _rgb(kulami.STANDARD.marbles[0]))
    assert seat_colour_name(0) == "White"
    assert screen.side_panel.seats.cards[0].name.text() == "White"
