"""The column beside the board: the panel over the move list. At large text in a low window the
panel scrolls inside itself and the move list keeps at least its ``MIN_ROWS`` rows in sight, with
nothing of the column below the window's edge; at the end the list stays under the result."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.helpers import kulami as kulami_helpers
from tests.helpers.layout import LARGE, settle
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


def test_the_result_cards_go_by_place_and_show_it_not_the_seat(qtbot):
    from PySide6.QtGui import QPixmap

    from tilegames.ui.table.result_panel import ResultPanel, ResultView, ScoreLine, ranks

    assert ranks([130, 116, 142]) == [2, 3, 1]
    assert ranks([7, 9, 9, 2]) == [3, 1, 1, 4]                   # a tie shares its place
    panel = ResultPanel()
    qtbot.addWidget(panel)
    lines = tuple(ScoreLine(QPixmap(), name, str(points), "", name == "Chris", place)
                  for name, points, place in (("Anna", 130, 2), ("Ben", 116, 3),
                                              ("Chris", 142, 1)))
    panel.show_result(ResultView("Chris wins!", "", lines))
    assert [row.name.full_text() for row in panel.rows] == ["Chris", "Anna", "Ben"]
    assert [row.rank.text() for row in panel.rows] == ["1st", "2nd", "3rd"]
    assert not any(row.token.isVisibleTo(panel) for row in panel.rows)    # no seat number
    assert [row.name.full_text() for row in panel.seat_rows()] == ["Anna", "Ben", "Chris"]
    # a game that ranks only the winner (rank 0): the winner first, no places, tokens shown
    token = QPixmap(8, 8)
    lines = tuple(ScoreLine(token, name, "", "", name == "Cy") for name in ("Al", "Bo", "Cy"))
    panel.show_result(ResultView("Cy wins!", "", lines))
    assert [row.name.full_text() for row in panel.rows] == ["Cy", "Al", "Bo"]
    assert not any(row.rank.isVisibleTo(panel) for row in panel.rows)
    assert all(row.token.isVisibleTo(panel) for row in panel.rows)


def test_the_current_move_stays_in_sight_when_the_list_shrinks(qtbot, tmp_path):
    screen = kulami_helpers.make_screen(qtbot, tmp_path)
    kulami_helpers.play_to_the_end(qtbot, screen, seed=4)
    settle(qtbot, screen)
    moves = screen.side_panel.moves
    screen.resize(screen.width(), screen.height() - 150)
    settle(qtbot, screen)
    item = moves.currentItem()
    assert item is not None
    assert moves.viewport().rect().contains(moves.visualItemRect(item))


def test_the_layout_check_finds_a_column_cut_at_the_bottom(qtbot, tmp_path):
    """The column does not scroll as a whole: when even the move list's rows do not fit, the
    check says so (only the panel above the list scrolls, inside the column)."""
    screen = kulami_helpers.make_screen(qtbot, tmp_path)
    screen.setMinimumSize(1, 1)          # as in a window that cannot grow
    screen.resize(1000, 120)
    settle(qtbot, screen)
    assert any(p.kind == "outside" for p in layout_check.problems(screen))


def test_at_the_end_the_result_buttons_go_before_the_move_list(app, qtbot, tmp_path):
    normal = QApplication.font()
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * LARGE)
    app.setFont(font)
    try:
        screen = kulami_helpers.make_screen(qtbot, tmp_path)
        kulami_helpers.play_to_the_end(qtbot, screen, seed=4)
        screen.resize(1000, 600)
        settle(qtbot, screen)
        result = screen.result_panel
        assert not screen.side_panel.moves_part.isVisible()     # no room for both
        assert screen.panel_scroll.verticalScrollBar().maximum() == 0 or _inside(
            screen.panel_scroll.viewport(), result.play_again)
        screen.enter_review()                                    # the list is back in review
        settle(qtbot, screen)
        assert screen.side_panel.moves_part.isVisible()
    finally:
        app.setFont(normal)
