"""The supplies under the LSD field (issue 32): pieces as large as the panel allows, count badges
beside the tiles and large enough for their text, and other seats' supplies dimmed but legible,
with 2 and 4 players, at normal and 200 % text, left to right and right to left."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tests.helpers.lsd import make_screen
from tilegames.ui.colour_vision import contrast_ratio, lab
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.supplies import MIN_PIECE, ONE_ROW_PIECE
from tilegames.ui.lsd.tile_art import paint_tile
from tilegames.ui.table.tray import PieceTray, TrayPiece


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


@pytest.fixture(params=[1.0, 2.0], ids=["normal-text", "large-text"])
def text_scale(request, qapp):
    normal = QApplication.font()
    font = QApplication.font()
    font.setPointSizeF(font.pointSizeF() * request.param)
    QApplication.setFont(font)
    yield request.param
    QApplication.setFont(normal)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight,
                                       Qt.LayoutDirection.RightToLeft])
def test_supply_pieces_use_the_panel_and_their_badges_sit_beside_them(
        qtbot, tmp_path, text_scale, players, direction):
    screen = make_screen(qtbot, tmp_path, players=players)
    screen.setLayoutDirection(direction)
    QApplication.processEvents()
    supplies = screen.supplies
    supplies.resize(supplies.size())
    for _ in range(3):
        QApplication.processEvents()
    rtl = direction == Qt.LayoutDirection.RightToLeft
    for seat, box in enumerate(supplies.boxes):
        tray = box.tray
        # the tray fits its box, and the boxes the panel
        assert tray.geometry().right() <= box.contentsRect().right() + 1, seat
        assert box.geometry().right() <= supplies.width(), seat
        if text_scale == 1.0:
            assert tray.piece_size >= (40 if players == 2 else ONE_ROW_PIECE), seat
        else:
            assert tray.piece_size >= MIN_PIECE, seat
        metrics = QFontMetricsF(tray.badge_font())      # the font the badges are drawn in
        for index, piece in enumerate(tray.pieces):
            tile, badge = tray.piece_rect(index), tray.badge_rect(index)
            assert not tile.intersects(badge), (seat, index)
            assert (badge.right() <= tile.left()) if rtl else (badge.left() >= tile.right())
            text = metrics.boundingRect(str(piece.count))
            assert badge.width() >= text.width() and badge.height() >= metrics.capHeight()
            assert tray.rect().contains(tray.cell_rect(index).toRect()), (seat, index)
    if players == 4 and text_scale == 1.0:
        assert supplies.boxes[0].tray.piece_size > 24          # not the old cramped 22-24 px


def test_a_tray_without_counts_keeps_its_pieces_side_by_side(qtbot):
    """Qwirkle's rack: no badges, no room kept for them."""
    tray = PieceTray(40)
    qtbot.addWidget(tray)
    tray.set_pieces([TrayPiece(b"a", lambda p, r: None), TrayPiece(b"b", lambda p, r: None)])
    assert tray.badge_size().isEmpty()
    assert tray.piece_rect(1).left() == tray.piece_rect(0).right() + tray.gap


def _body_and_icon(colour: QColor, shade: str, faded: bool) -> tuple[QColor, QColor]:
    size = 120
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#fffdf8"))
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, size, size), colour, "+", shade, 0, faded=faded)
    painter.end()
    return image.pixelColor(int(size * 0.25), int(size * 0.72)), image.pixelColor(
        size // 2, int(size * 0.36))       # the body beside the icon; the + bar's middle


@pytest.mark.parametrize("key", list(colours.STANDARD))
@pytest.mark.parametrize("shade", ["white", "black"])
def test_a_dimmed_supply_tile_is_muted_but_its_icon_still_stands_out(qapp, key, shade):
    colour = QColor(colours.STANDARD[key])
    body, icon = _body_and_icon(colour, shade, faded=False)
    dim_body, dim_icon = _body_and_icon(colour, shade, faded=True)
    # clearly dimmed: most of the colour's chroma is gone
    chroma = lambda c: (lab(_rgb(c))[1] ** 2 + lab(_rgb(c))[2] ** 2) ** 0.5  # noqa: E731
    assert chroma(dim_body) <= 0.5 * chroma(body) + 2
    # still legible: the icon keeps a contrast of 3:1 (non-text contrast) with the body, or
    # the one it had if the tile colour itself gives less
    need = min(3.0, contrast_ratio(_rgb(icon), _rgb(body)) * 0.9)
    assert contrast_ratio(_rgb(dim_icon), _rgb(dim_body)) >= need


def test_other_seats_supplies_paint_their_pieces_muted_not_washed_out(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, players=2)
    other = screen.supplies.tray(1)
    assert other.dimmed and other.dim_opacity >= 0.8


def test_a_badge_is_nearer_its_own_tile_than_the_next_one(qtbot, tmp_path):
    tray = make_screen(qtbot, tmp_path, players=2).supplies.tray(0)
    badge, own, following = tray.badge_rect(0), tray.piece_rect(0), tray.piece_rect(1)
    assert badge.left() - own.right() < following.left() - badge.right()


def test_four_supplies_two_by_two_keep_the_field_high(qtbot, tmp_path, text_scale):
    """Four boxes two by two at the first-run size: with normal text the names go beside the
    trays, so the panel stays low; with large text above them, so the pieces stay large."""
    screen = make_screen(qtbot, tmp_path, players=4)
    for _ in range(3):
        QApplication.processEvents()
    supplies = screen.supplies
    assert supplies._two_by_two
    for box in supplies.boxes:
        assert box.beside == (text_scale == 1.0)
        name, tray = box.name.geometry(), box.tray.geometry()
        assert not name.intersects(tray) and not box.token.geometry().intersects(tray)
    if text_scale == 1.0:
        assert supplies.height() <= 260
        assert screen.view.height() >= 480


def test_badge_digits_never_dwarf_small_pieces(qtbot):
    """Beside a small piece the badge's font shrinks to at most BADGE_DIGITS of it, whether the
    tray's font is given in points or pixels."""
    from PySide6.QtGui import QFont

    from tilegames.ui.table.tray import BADGE_DIGITS

    tray = PieceTray(20)
    qtbot.addWidget(tray)
    tray.set_pieces([TrayPiece(b"a", lambda p, r: None, count=2)])
    for make in (lambda f: f.setPointSizeF(30), lambda f: f.setPixelSize(40)):
        font = QFont(tray.font())
        make(font)
        tray.setFont(font)
        assert QFontMetricsF(tray.badge_font()).capHeight() <= BADGE_DIGITS * 20 + 1
        assert tray.badge_size().height() < 20


@pytest.mark.parametrize("players", [2, 4])
def test_a_clear_gap_parts_each_tile_and_its_half_dots_from_its_badge(qtbot, tmp_path,
                                                                     text_scale, players):
    """Issue 32: the count badge touched the half dot on the tile's right edge; now a clear gap
    of ``BADGE_GAP`` pixels lies between the tile's edge (where its half dots end) and the
    badge."""
    from tilegames.ui.lsd.supplies import BADGE_GAP

    screen = make_screen(qtbot, tmp_path, players=players)
    for _ in range(3):
        QApplication.processEvents()
    assert BADGE_GAP >= 5
    for box in screen.supplies.boxes:
        tray = box.tray
        for index in range(len(tray.pieces)):
            tile, badge = tray.piece_rect(index), tray.badge_rect(index)
            assert badge.left() - tile.right() >= BADGE_GAP - 0.01, index
