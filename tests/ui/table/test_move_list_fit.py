"""A move list's cell shows its whole text: smaller (to ``MIN_SHRINK``) when the column is
narrow, then on more lines between words (the row grows); what is still cut is caught by the
layout check (``text_boxes``)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QApplication

from tilegames.ui import layout_check
from tilegames.ui.table.move_list import MIN_SHRINK, MoveList, MoveRow


def shown_list(qtbot, width: int, point_size: float = 9.0, seats: int = 4) -> MoveList:
    moves = MoveList(rounds=True)
    qtbot.addWidget(moves)
    font = QFont(moves.font())
    font.setPointSizeF(point_size)
    moves.setFont(font)
    tokens = [QPixmap(12, 12) for _ in range(seats)]
    moves.set_seats(tokens)
    moves.resize(width, 300)
    moves.show()
    QApplication.processEvents()
    return moves


def cut(moves: MoveList) -> list[layout_check.Problem]:
    return layout_check.text_box_problems(moves, "moves")


def test_a_text_a_little_too_wide_is_drawn_smaller_on_one_line(qtbot):
    moves = shown_list(qtbot, 330)
    column = moves.columnWidth(0)
    text = "x" * 40
    font = moves.cell_font(text, column)
    assert font.pointSizeF() < moves.font().pointSizeF()
    assert font.pointSizeF() >= MIN_SHRINK * moves.font().pointSizeF() - 0.01
    assert moves.cell_font("x", column).pointSizeF() == moves.font().pointSizeF()


def test_long_texts_wrap_and_their_rows_grow_so_nothing_is_cut(qtbot):
    moves = shown_list(qtbot, 560, point_size=18)
    one_line = moves.rowHeight(0) if moves.rowCount() else moves.row_height()
    rows = [MoveRow(seat, f"+\u202f\u221213,\u221212\u2009\u2702\u20603 and more words {seat}")
            for seat in range(4)]
    moves.show_moves(rows)
    QApplication.processEvents()
    assert moves.rowHeight(0) > one_line                 # wrapped onto more lines
    assert moves.text_boxes() and cut(moves) == []
    assert moves.maximumHeight() >= moves.verticalHeader().length()   # the list shows the row


def test_a_word_wider_than_its_column_even_when_smaller_is_caught(qtbot):
    moves = shown_list(qtbot, 200, point_size=18)
    moves.show_moves([MoveRow(0, "Unbreakablewordthatcannotfitanywhere")])
    QApplication.processEvents()
    found = cut(moves)
    assert [p.kind for p in found] == ["badge"] and "Unbreakable" in found[0].widget
