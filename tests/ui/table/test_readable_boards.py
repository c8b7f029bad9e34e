"""Boards a player can read: the open boards number their edges in line with the cells, the texts
write a cell one way, a move pointed at in the move list is marked on the board, the move list is
as tall as its moves and explains its marks, and the analysis graph says what it shows."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from tests.helpers import kulami as kulami_helpers
from tests.helpers import lsd as lsd_helpers
from tests.helpers import qwirkle as qwirkle_helpers
from tests.helpers.bidi import reads_left_to_right
from tilegames.ai.players import Verdict
from tilegames.ui.lsd.describe import CAPTURE_MARK, cell_name
from tilegames.ui.numbers import MINUS, plain
from tilegames.ui.table.axes import axis_number, label_step
from tilegames.ui.table.board_scene import CELL, cell_center
from tilegames.ui.table.eval_graph import EvalGraph, tick_moves
from tilegames.ui.table.move_list import MIN_ROWS, MoveList, MoveRow

pytestmark = pytest.mark.usefixtures("app")   # the program's set-up, in English

PLUS_CAPTURE = "0+E 1xEW ."                   # seat 0 lays a single + at (2, 0): captures (1, 0)
REDS = ((0, 0, "red circle"), (1, 0, "red square"), (2, 0, "red diamond"))


def capture(screen) -> None:
    """Seat 0 lays the single + at (2, 0), which captures the x at (1, 0)."""
    state = screen.session.state
    move = next(m for m in state.legal_moves() if m.cell == (2, 0) and m.kind == "single"
                and m.icon == "+")
    screen.session.request_move(move)
    assert screen.session.history == (move,)
OLD_FORMAT = re.compile(r"-?\d+, -?\d+")     # "4, -5": the way cells were written before


def test_the_open_boards_number_their_edges_in_line_with_the_cells(qtbot, tmp_path):
    screen = lsd_helpers.make_screen(qtbot, tmp_path)
    view = screen.view
    axes = view.axes
    assert axes is not None and axes.columns.isVisible() and axes.rows.isVisible()
    margins = view.viewportMargins()
    assert margins.left() == axes.rows.width() and margins.top() == axes.columns.height()
    for ruler, coordinate in ((axes.columns, 0), (axes.rows, 1)):
        numbers = ruler.numbers()
        assert numbers
        for n, where in numbers:
            centre = view.mapFromScene(cell_center((n, n)))
            assert abs(where - (centre.x(), centre.y())[coordinate]) <= 1
    before = dict(axes.columns.numbers())
    view.pan_by(3 * CELL * view.transform().m11(), 0)       # the rulers follow a scroll
    after = dict(axes.columns.numbers())
    shared = set(before) & set(after)
    assert shared and all(after[n] > before[n] + CELL for n in shared)


def test_the_edges_show_the_column_and_row_of_the_cell_under_the_mouse_or_cursor(
        qtbot, tmp_path):
    screen = qwirkle_helpers.make_screen(qtbot, tmp_path, bag=qwirkle_helpers.BAG)
    axes = screen.view.axes
    qwirkle_helpers.hover_cell(qtbot, screen, (2, -1))
    assert (axes.columns.marked, axes.rows.marked) == (2, -1)
    assert 2 in dict(axes.columns.numbers()) and -1 in dict(axes.rows.numbers())
    screen.view.leaveEvent(None)
    assert (axes.columns.marked, axes.rows.marked) == (None, None)
    screen.view.setFocus(Qt.FocusReason.TabFocusReason)          # the keyboard cursor
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    cursor = screen.view.board_scene().cursor
    assert (axes.columns.marked, axes.rows.marked) == cursor


def test_kulami_keeps_its_own_labels_and_no_rulers(qtbot, tmp_path):
    screen = kulami_helpers.make_screen(qtbot, tmp_path)
    assert screen.view.axes is None


def test_rulers_write_minus_signs_and_thin_out_when_cells_get_small():
    assert plain(axis_number(-3)) == f"{MINUS}3" and plain(axis_number(4)) == "4"
    assert label_step(40, 20) == 1 and label_step(12, 20) == 5 and label_step(3, 20) == 10


def test_lsd_writes_every_cell_one_way_in_texts_move_list_and_screen_reader_names(
        qtbot, tmp_path):
    screen = lsd_helpers.make_screen(qtbot, tmp_path, position=PLUS_CAPTURE)
    capture(screen)
    move = screen.session.history[0]
    written = cell_name(move.cell)
    row = screen.side_panel.moves.item(0, 0)
    texts = [screen.move_text(move), screen.move_words(0), row.toolTip(),
             screen.describe_cell((2, 0)), screen.describe_cell((-4, -5))]
    assert plain(row.text()).split()[1].startswith(plain(written))
    for text in texts[:4]:
        assert written in text and not OLD_FORMAT.search(plain(text))
    assert cell_name((-4, -5)) in texts[4]


def test_lsd_explains_the_capture_mark_under_the_move_list(qtbot, tmp_path):
    screen = lsd_helpers.make_screen(qtbot, tmp_path, position=PLUS_CAPTURE)
    note = screen.side_panel.moves_note
    assert not note.isVisibleTo(screen)                         # nothing captured yet
    capture(screen)
    assert f"{CAPTURE_MARK}\u20601" in screen.side_panel.moves.item(0, 0).text()
    assert note.isVisibleTo(screen) and CAPTURE_MARK in note.text() and "captured" in note.text()


def test_qwirkle_tooltips_name_the_cells_and_the_log_has_one_number_a_row(qtbot, tmp_path):
    screen = qwirkle_helpers.make_screen(qtbot, tmp_path, bag=qwirkle_helpers.BAG)
    qwirkle_helpers.ready(screen)
    qwirkle_helpers.stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()
    moves = screen.side_panel.moves
    assert moves.columnCount() == 1                              # no empty second column
    assert moves.item(0, 0).icon().isNull()                      # no seat number beside the row's
    assert moves.model().headerData(0, Qt.Orientation.Vertical) == "1"   # the move's number
    tip = moves.item(0, 0).toolTip()
    from tilegames.ui.qwirkle.describe import cell_name as qwirkle_cell
    assert all(qwirkle_cell((x, 0)) in tip for x in range(3))
    assert screen.describe_cell((1, 0)).count(qwirkle_cell((1, 0))) == 1
    hint = screen.move_text(screen.session.history[0])         # hints and the analysis too
    assert all(qwirkle_cell((x, 0)) in hint for x in range(3)) and "(" + "0,0)" not in hint


def test_pointing_at_a_move_in_the_list_marks_its_cells_on_the_board(qtbot, tmp_path):
    screen = qwirkle_helpers.make_screen(qtbot, tmp_path, bag=qwirkle_helpers.BAG)
    qwirkle_helpers.ready(screen)
    qwirkle_helpers.stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()
    scene = screen.view.board_scene()
    moves = screen.side_panel.moves
    assert scene.pointed_cells == ()
    moves.setFocus(Qt.FocusReason.TabFocusReason)                # chosen by the keyboard
    qtbot.waitUntil(moves.hasFocus)
    assert set(scene.pointed_cells) == {(0, 0), (1, 0), (2, 0)}
    screen.view.setFocus()                                        # away from the list: gone
    qtbot.waitUntil(lambda: not moves.hasFocus())
    assert scene.pointed_cells == ()
    rect = moves.visualItemRect(moves.item(0, 0))                 # the mouse over the row
    qtbot.mouseMove(moves.viewport(), rect.center() + QPoint(3, 0))
    qtbot.mouseMove(moves.viewport(), rect.center())
    qtbot.waitUntil(lambda: set(scene.pointed_cells) == {(0, 0), (1, 0), (2, 0)})
    qtbot.mouseMove(moves.viewport(), QPoint(rect.center().x(), moves.viewport().height() - 2))
    qtbot.waitUntil(lambda: scene.pointed_cells == ())


def test_the_move_list_is_as_tall_as_its_moves_and_says_when_it_is_empty(qtbot):
    moves = MoveList(rounds=True)
    qtbot.addWidget(moves)
    moves.set_seats([kulami_helpers_token() for _ in range(2)], first=0)
    empty = moves.maximumHeight()
    assert moves.rowCount() == 0 and moves.empty_text() == "No moves yet"
    assert empty == moves.minimumSizeHint().height() == moves.sizeHint().height()
    moves.show_moves([MoveRow(seat % 2, str(seat)) for seat in range(2 * (MIN_ROWS + 4))])
    assert moves.rowCount() == MIN_ROWS + 4
    assert moves.maximumHeight() - empty == 4 * moves.rowHeight(0)
    assert moves.sizeHint().height() == empty        # it asks for little: the panel never
    #                                                  grows taller than the window for it


def kulami_helpers_token():
    from tilegames.ui.kulami.labels import marble_icon
    return marble_icon(0, 14)


def test_an_empty_move_list_in_the_panel_is_no_big_box(qtbot, tmp_path):
    screen = kulami_helpers.make_screen(qtbot, tmp_path)
    moves = screen.side_panel.moves
    assert moves.rowCount() == 0
    assert moves.height() <= moves.minimumSizeHint().height()
    assert screen.side_panel.moves_part.height() - moves.geometry().bottom() > 100   # room below
    kulami_helpers.play_to_the_end(qtbot, screen, seed=4)       # a long game: the list scrolls,
    screen.enter_review()                                        # the panel does not
    assert screen.panels.currentWidget() is screen.side_panel
    scroll = screen.panel_scroll.verticalScrollBar()
    assert moves.rowCount() > 20 and moves.verticalScrollBar().maximum() > 0
    assert scroll.maximum() == 0 or not scroll.isVisible()


def test_the_graph_names_its_sides_and_axes(qtbot):
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.set_sides(("Ann", "Ben"), (QColor("red"), QColor("black")))
    graph.set_values([0.0, 4.0, -6.0, 25.0], 20.0)
    assert graph.legend() == ("Ann ahead", "Ben ahead")
    assert [plain(text) for text in graph._value_labels()] == ["+20", "0", f"{MINUS}20"]
    assert "Ann" in graph.toolTip() and "Ben" in graph.toolTip()
    assert graph.height() >= graph.plot_rect().height() + 3 * graph.fontMetrics().height()
    graph.resize(300, graph.minimumHeight())
    assert graph.plot_rect().bottom() + graph.fontMetrics().height() <= graph.height()
    assert tick_moves(4) == [1, 2, 3, 4] and tick_moves(40) == [1, 10, 20, 30, 40]
    assert tick_moves(0) == []


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("title", ["Move", "Zug", "Zetnummer"])
def test_the_graphs_move_numbers_and_title_never_overlap(qtbot, monkeypatch, rtl, title):
    """The axis title has a line of its own under the move numbers; numbers that would touch
    are left out, the first and the last kept; all of them stay inside the graph."""
    graph = EvalGraph()
    qtbot.addWidget(graph)
    monkeypatch.setattr(graph, "axis_title", lambda: title)
    if rtl:
        graph.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    for width in (160, 300, 420):
        graph.resize(width, graph.minimumHeight())
        for count in (1, 2, 7, 25, 50, 56, 99, 100, 230):
            graph.set_values([0.0] * count, 20.0)
            ticks = graph.tick_rects()
            numbers = [number for number, _ in ticks]
            assert numbers[0] == 1 and numbers[-1] == tick_moves(count)[-1]
            title_rect = graph.title_rect()
            assert title_rect.top() >= max(r.bottom() for _, r in ticks)
            assert title_rect.bottom() <= graph.height()
            for i, (_, rect) in enumerate(ticks):
                assert rect.left() >= 0 and rect.right() <= graph.width()
                assert not rect.intersects(title_rect)
                assert all(not rect.intersects(other) for _, other in ticks[i + 1:])
    graph.resize(420, graph.minimumHeight())
    graph.set_values([0.0] * 56, 20.0)
    assert [n for n, _ in graph.tick_rects()] == [1, 10, 20, 30, 40, 50]


class _Judged:
    """An analysis that judged every move: the computer preferred another move each time."""

    def __init__(self, screen) -> None:
        history = screen.session.history
        self.verdicts = {i: Verdict(history[(i + 1) % len(history)], 8.0, 2.0, move)
                         for i, move in enumerate(history)}
        self.running, self.failed, self.total = False, set(), len(history)

    def grade(self, index: int) -> str:
        return "mistake"

    def better_move(self, index: int):
        verdict = self.verdicts.get(index)
        return None if verdict is None else verdict.best

    def cancel(self) -> None:
        pass


def test_the_review_says_plainly_what_was_played_and_what_the_computer_would_play(
        qtbot, tmp_path):
    screen = kulami_helpers.make_screen(qtbot, tmp_path)
    kulami_helpers.play_to_the_end(qtbot, screen, seed=4)
    screen.enter_review()
    screen.analysis = _Judged(screen)
    screen._review_step(2)
    history = screen.session.history
    status = screen.side_panel.status.text()
    assert status.startswith(f"Next: move 3 was {history[2]}. ")    # the move after the one shown
    assert f"the computer would have played {history[3]}" in status
    assert "Next move" not in status and "Best:" not in status
    note = screen.side_panel.moves_note.text()
    assert "?! an inaccuracy" in plain(note) and "? a mistake" in plain(note)
    graph = screen.eval_graph
    assert graph.isVisible() and graph.names == screen.names()


def test_in_hebrew_points_and_cells_keep_their_sign_before_the_digits(qtbot, tmp_path):
    from tilegames.i18n import translations

    translations().set_language("he")
    screen = qwirkle_helpers.make_screen(qtbot, tmp_path, bag=qwirkle_helpers.BAG)
    qwirkle_helpers.ready(screen)
    qwirkle_helpers.stage(qtbot, screen, *REDS)
    preview = screen.below.rack.preview.text()
    assert reads_left_to_right(preview, "+3")
    assert reads_left_to_right(screen.view.board_scene().preview_badge.text, "+3")
    lsd_screen = lsd_helpers.make_screen(qtbot, tmp_path, position="@ -3 -2\n0+E 1xEW .")
    state = lsd_screen.session.state
    move = next(m for m in state.legal_moves() if m.kind == "single" and m.icon == "+")
    lsd_screen.session.request_move(move)
    said = lsd_screen.side_panel.announcement.text()
    assert cell_name(move.cell) in said and not re.search(r"-\d", said)
    assert reads_left_to_right(said, plain(cell_name(move.cell)))


def test_an_analysis_mark_stays_after_its_move_in_a_right_to_left_list():
    from tilegames.ui.table.screen import TableScreen

    marked = TableScreen._with_mark("e8", " ?!")
    assert plain(marked) == "e8 ?!" and reads_left_to_right(marked, "e8 ?!")
    words = TableScreen._with_mark("ענבל: 2 אריחים", " ?")
    assert words == "ענבל: 2 אריחים \u2066?\u2069"          # after words: the mark alone
    assert TableScreen._with_mark("e8", "") == "e8"
