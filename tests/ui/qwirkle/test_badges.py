"""The points badges on the Qwirkle board: readable at every zoom and text size, on a free cell
beside their move, never over another tile."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsView

from tests.helpers.adapters.qwirkle import T
from tilegames.ui.layout_check import text_box_problems
from tilegames.ui.qwirkle.scene import QwirkleScene
from tilegames.ui.table.board_scene import cell_rect


def _board(scene: QwirkleScene, cells) -> None:
    scene.show_board({cell: T("red circle") for cell in cells})


def _cell_of(badge) -> tuple[int, int]:
    """The cell ``badge`` sits on, checked against where it is drawn."""
    assert badge.cell is not None
    assert cell_rect(badge.cell).contains(badge.pos())
    return badge.cell


def test_a_badge_keeps_its_size_on_the_screen_when_the_board_is_zoomed_out(qtbot):
    scene = QwirkleScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    _board(scene, [(0, 0), (1, 0)])
    scene.show_last(((0, 0), (1, 0)), "+12")
    badge = scene.last_badge
    view.setTransform(QTransform.fromScale(0.2, 0.2))             # far out
    on_screen = badge.deviceTransform(view.viewportTransform()).mapRect(badge.boundingRect())
    app_text = QFontMetricsF(QApplication.font()).ascent()
    assert on_screen.height() >= app_text                         # as readable as the text
    assert QFontMetricsF(badge.font).ascent() >= 0.8 * app_text
    assert text_box_problems(badge, "badge") == []                # the text fits its pill


def test_large_text_makes_the_badges_larger(qtbot):
    scene = QwirkleScene()
    _board(scene, [(0, 0)])
    scene.show_last(((0, 0),), "+1")
    normal = scene.last_badge.boundingRect().height()
    app = QApplication.instance()
    font = app.font()
    large = app.font()
    large.setPointSizeF(font.pointSizeF() * 2)
    app.setFont(large)
    try:
        scene.show_last(((0, 0),), "+1")
        assert scene.last_badge.boundingRect().height() > 1.4 * normal
        assert text_box_problems(scene.last_badge, "badge") == []
    finally:
        app.setFont(font)


def test_a_badge_sits_on_a_free_cell_away_from_other_tiles(qtbot):
    scene = QwirkleScene()
    # a column of two just played, with tiles left and right of its ends and below it
    board = [(0, 0), (0, 1), (-1, 0), (1, 1), (0, 2), (1, 0)]
    _board(scene, board)
    scene.show_last(((0, 0), (0, 1)), "+8")
    cell = _cell_of(scene.last_badge)
    assert cell not in board
    assert cell == (0, -1)                 # above the column: the only cell next to no other
    # against the column's top edge, reaching up, away from the move
    assert scene.last_badge.mapRectToScene(scene.last_badge.boundingRect()).bottom() <= (
        cell_rect((0, 0)).top() + 3)
    # the staged tiles' badge takes another free cell, not the last move's
    scene.show_staged({(2, 1): T("blue square"), (2, 0): T("blue circle")}, "+4")
    staged = _cell_of(scene.preview_badge)
    assert staged not in board and staged not in ((2, 0), (2, 1)) and staged != cell
    assert staged in ((3, 0), (3, 1), (2, -1), (2, 2))
