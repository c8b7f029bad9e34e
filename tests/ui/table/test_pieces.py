"""The shared table pieces on their own: tray, seats editor, move list, board view."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication

from tilegames.base.seats import Seat
from tilegames.ui.table.board_scene import CELL, BoardScene
from tilegames.ui.table.board_view import BoardView
from tilegames.ui.table.move_list import MoveList, MoveRow
from tilegames.ui.table.seats_editor import SeatsEditor
from tilegames.ui.table.tray import PieceTray, TrayPiece


def _square(colour: str):
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor(colour))
    return paint


def _tray(qtbot, **kw) -> PieceTray:
    tray = PieceTray(40, **kw)
    qtbot.addWidget(tray)
    tray.set_pieces([TrayPiece(b"a", _square("red")), TrayPiece(b"b", _square("blue"), count=2),
                     TrayPiece(b"c", _square("green"), enabled=False),
                     TrayPiece(b"d", _square("black"))])
    tray.show()
    return tray


def test_a_tray_piece_is_chosen_by_click_number_and_tab_never_when_disabled(qtbot):
    tray = _tray(qtbot)
    chosen = []
    tray.chosen.connect(chosen.append)
    qtbot.mouseClick(tray, Qt.MouseButton.LeftButton,
                     pos=tray.piece_rect(1).center().toPoint())
    assert chosen == [b"b"] and tray.selected == b"b"
    qtbot.keyClick(tray, Qt.Key.Key_3)            # disabled
    assert tray.selected == b"b"
    qtbot.keyClick(tray, Qt.Key.Key_4)
    assert tray.selected == b"d"
    tray.setFocus()
    tray.focusNextPrevChild(False)                # Shift+Tab skips the disabled piece
    assert tray.selected == b"b"
    tray.set_dimmed(True)
    qtbot.keyClick(tray, Qt.Key.Key_1)
    assert tray.selected == b"b"                  # another seat's supply: nothing to choose


def test_a_reorderable_tray_moves_a_piece(qtbot):
    tray = _tray(qtbot, reorderable=True)
    orders = []
    tray.reordered.connect(orders.append)
    tray.move_piece(b"a", 3)
    assert tray.keys() == [b"b", b"c", b"a", b"d"] and orders[-1] == tray.keys()


def test_a_reorderable_tray_moves_the_current_piece_by_keys(qtbot):
    """Ctrl or Shift with an arrow moves the current piece (the keyboard's drag); plain arrows
    only walk, and a tray that cannot be reordered ignores the modifier."""
    tray = _tray(qtbot, reorderable=True)
    orders = []
    tray.reordered.connect(orders.append)
    qtbot.keyClick(tray, Qt.Key.Key_1)
    qtbot.keyClick(tray, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert tray.keys() == [b"b", b"a", b"c", b"d"] and orders[-1] == tray.keys()
    assert tray.current == 1 and tray.selected == b"a"
    qtbot.keyClick(tray, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(tray, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(tray, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)  # at the end
    assert tray.keys() == [b"b", b"c", b"d", b"a"] and tray.current == 3
    qtbot.keyClick(tray, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert tray.keys() == [b"b", b"c", b"a", b"d"]
    assert "3 of 4" in tray.accessibleName()
    fixed = _tray(qtbot)
    qtbot.keyClick(fixed, Qt.Key.Key_1)
    qtbot.keyClick(fixed, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert fixed.keys() == [b"a", b"b", b"c", b"d"] and fixed.selected == b"b"


def test_the_seats_editor_adds_and_removes_within_limits(qtbot):
    editor = SeatsEditor(2, 4)
    qtbot.addWidget(editor)
    editor.set_seats([Seat("Ann"), Seat("Ben", "computer", "hard")])
    assert editor.seats() == [Seat("Ann"), Seat("Ben", "computer", "hard")]
    editor.add_seat()
    editor.add_seat()
    editor.add_seat()                             # a fifth is refused
    assert len(editor.seats()) == 4 and not editor.add_button.isEnabled()
    editor.remove_seat(0)
    assert [s.name for s in editor.seats()] == ["Ben", "", ""]
    editor.remove_seat(0)
    editor.remove_seat(0)                         # below two is refused
    assert len(editor.seats()) == 2
    editor.set_seats([Seat("X", "computer", "random")])   # an old level opens as easy
    assert editor.seats()[0] == Seat("X", "computer", "easy") and len(editor.seats()) == 2


def test_the_move_list_keeps_a_skipped_seats_cell_empty_and_updates_in_place(qtbot):
    moves = MoveList(rounds=True)
    qtbot.addWidget(moves)
    tokens = [QApplication.style().standardPixmap(
        QApplication.style().StandardPixmap.SP_ArrowUp) for _ in range(4)]
    moves.set_seats(tokens, first=0)
    rows = [MoveRow(0, "a"), MoveRow(1, "b"), MoveRow(3, "d"), MoveRow(0, "e")]  # seat 2 skipped
    moves.show_moves(rows)
    assert moves.rowCount() == 2
    assert moves.item(0, 2) is None or moves.item(0, 2).text() == ""
    assert moves.item(0, 3).text() == "d" and moves.item(1, 0).text() == "e"
    first = moves.item(0, 0)
    moves.show_moves(rows + [MoveRow(1, "f")])
    assert moves.item(0, 0) is first              # an earlier cell is not made again
    moves.show_moves(rows[:1])                    # after an undo
    assert moves.rowCount() == 1 and moves.item(0, 1).text() == ""


class OpenField(BoardScene):
    pass


def test_a_growing_board_refits_while_fitted_and_keeps_its_scale_when_zoomed(qtbot):
    scene = OpenField()
    scene.set_play_rect(QRectF(-CELL, -CELL, 3 * CELL, 3 * CELL))
    view = BoardView(scene, grows=True)
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.show()
    qtbot.waitExposed(view)
    fitted = view.transform().m11()
    scene.set_play_rect(QRectF(-4 * CELL, -CELL, 9 * CELL, 3 * CELL))
    assert view.transform().m11() < fitted        # fitted: the view zooms out to show it all
    view.zoom_by(2.0)
    zoomed = view.transform().m11()
    centre = view.mapToScene(view.viewport().rect().center())
    scene.set_play_rect(QRectF(-8 * CELL, -CELL, 17 * CELL, 3 * CELL))
    assert view.transform().m11() == zoomed       # zoomed in: no jump
    assert (view.mapToScene(view.viewport().rect().center()) - centre).manhattanLength() < 2
    view.zoom_fit()
    assert view.zoom == 1.0


def test_the_board_pans_with_the_middle_button_and_shift_arrows(qtbot):
    scene = OpenField()
    scene.set_play_rect(QRectF(0, 0, 3 * CELL, 3 * CELL))
    view = BoardView(scene, grows=True)
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show()
    qtbot.waitExposed(view)
    before = view.mapToScene(view.viewport().rect().center())
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    after = view.mapToScene(view.viewport().rect().center())
    assert after.x() > before.x()                 # the view looks further right
    start = view.viewport().rect().center()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(view.viewport(), start + QPointF(-60, 0).toPoint())
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton,
                       pos=start + QPointF(-60, 0).toPoint())
    assert view.mapToScene(view.viewport().rect().center()).x() > after.x()


def test_a_disabled_primary_button_does_not_look_pressable(qtbot):
    """Qwirkle's Play before a tile is down: the accent colour is only for a button that works."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    from tilegames.ui import theme
    from tilegames.ui.table.style import panel_style_sheet

    box = QWidget()
    qtbot.addWidget(box)
    box.setStyleSheet(panel_style_sheet())
    layout = QVBoxLayout(box)
    buttons = []
    for enabled in (True, False):
        button = QPushButton("Play")
        button.setObjectName("primary")
        button.setEnabled(enabled)
        layout.addWidget(button)
        buttons.append(button)
    box.show()
    qtbot.waitExposed(box)
    on, off = (b.grab().toImage() for b in buttons)
    spot = (6, on.height() // 2)
    assert on.pixelColor(*spot) == theme.ACCENT
    assert off.pixelColor(*spot) != theme.ACCENT
