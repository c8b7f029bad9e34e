"""The column beside the board: the panel over the move list. At large text in a low window the
panel scrolls inside itself and the move list keeps at least its ``MIN_ROWS`` rows in sight, with
nothing of the column below the window's edge; at the end the list stays under the result."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.helpers import kulami as kulami_helpers
from tests.ui.test_large_text import LARGE, settle
from tilegames.ui import layout_check
from tilegames.ui.table.move_list import MIN_ROWS


def _inside(screen, widget) -> bool:
    top_left = widget.mapTo(screen, widget.rect().topLeft())
    return screen.rect().contains(widget.rect().translated(top_left))


def test_at_large_text_the_panel_scrolls_and_the_move_list_keeps_its_rows(app, qtbot, tmp_path):
    normal = QApplication.font()
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * LARGE)
    app.setFont(font)
    try:
        screen = kulami_helpers.make_screen(qtbot, tmp_path)
        screen.resize(1000, 520)
        settle(qtbot, screen)
        moves = screen.side_panel.moves
        assert screen.panel_scroll.verticalScrollBar().maximum() > 0     # the panel scrolls
        assert moves.isVisible() and _inside(screen, moves)
        assert moves.viewport().height() >= MIN_ROWS * moves.row_height()
        assert _inside(screen, screen.side_panel.moves_title)
        assert [p for p in layout_check.problems(screen) if p.kind == "outside"] == []
    finally:
        app.setFont(normal)


def test_at_the_end_the_moves_fill_the_room_under_the_result(qtbot, tmp_path):
    screen = kulami_helpers.make_screen(qtbot, tmp_path)
    kulami_helpers.play_to_the_end(qtbot, screen, seed=4)
    settle(qtbot, screen)
    assert screen.panels.currentWidget() is screen.result_panel
    moves = screen.side_panel.moves
    assert moves.isVisible() and moves.rowCount() > 10
    result = screen.result_panel
    assert moves.mapTo(screen, moves.rect().topLeft()).y() > \
        result.review_button.mapTo(screen, result.review_button.rect().bottomLeft()).y()
    # no big empty box: the list takes the room down to the window's bottom
    assert screen.height() - moves.mapTo(screen, moves.rect().bottomLeft()).y() < 40
    assert _inside(screen, moves)
