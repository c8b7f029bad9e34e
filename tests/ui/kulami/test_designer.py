"""The Kulami board designer (issue 15): building boards with the mouse and the keys, turning,
refusals, the live check (K-B2, K-B3), the boards on disk, sharing as text, undo and redo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication

from tests.helpers.kulami import make_designer
from tilegames.games import kulami
from tilegames.storage.boards import BoardLibrary
from tilegames.ui.kulami.designer.model import PLATES, Design, Spot
from tilegames.ui.kulami.designer.view import DesignerView
from tilegames.ui.kulami.designer.window import KulamiDesigner
from tilegames.ui.kulami.scene import CELL

# --- helpers ---------------------------------------------------------------------------------


@pytest.fixture
def library(tmp_path) -> BoardLibrary:
    return BoardLibrary(kulami.Board.from_text, tmp_path / "boards")


def keys(action) -> list[str]:
    return [sequence.toString() for sequence in action.shortcuts()]


def view_point(view: DesignerView, point: QPointF) -> QPoint:
    return view.mapFromScene(point)


def press(qtbot, view: DesignerView, point: QPointF,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mousePress(view.viewport(), button, pos=view_point(view, point))


def move_to(qtbot, view: DesignerView, point: QPointF) -> None:
    qtbot.mouseMove(view.viewport(), pos=view_point(view, point))


def release(qtbot, view: DesignerView, point: QPointF) -> None:
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(view, point))


def wheel(view: DesignerView, point: QPointF) -> None:
    pos = QPointF(view_point(view, point))
    event = QWheelEvent(pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def grip(view: DesignerView, index: int) -> QPointF:
    """A point on plate ``index`` wherever it lies: the middle of its first hole."""
    return view.designer_scene.plates[index].pos() + QPointF(CELL / 2, CELL / 2)


def drag_plate(qtbot, view: DesignerView, index: int, spot: Spot, turn_with: str = "wheel"
               ) -> None:
    """Drag plate ``index`` with the mouse so that it lands on ``spot``, turning it on the way
    (with the wheel, a right click or R) when it lies the other way round."""
    start = grip(view, index)
    press(qtbot, view, start)
    move_to(qtbot, view, start + QPointF(CELL, CELL))
    assert view.carry is not None and view.carry.moved
    if (view.carry.width, view.carry.height) != (spot.width, spot.height):
        here = start + QPointF(CELL, CELL)
        if turn_with == "wheel":
            wheel(view, here)
        elif turn_with == "right":
            press(qtbot, view, here, Qt.MouseButton.RightButton)
        else:
            qtbot.keyClick(view, Qt.Key.Key_R)
        assert (view.carry.width, view.carry.height) == (spot.width, spot.height)
    end = QPointF(spot.x * CELL, spot.y * CELL) + view.carry.grab
    move_to(qtbot, view, end)
    release(qtbot, view, end)


def target(board: kulami.Board, offset: int = 1) -> list[tuple[int, Spot]]:
    """(designer plate, spot) for each plate of ``board``, laid ``offset`` cells in."""
    design = Design.from_board(board)
    shift = offset - min(s.x for s in design.spots if s is not None)
    return [(i, Spot(s.x + shift, s.y + shift, s.width, s.height))
            for i, s in enumerate(design.spots) if s is not None]


def check_texts(designer: KulamiDesigner) -> list[tuple[bool, str]]:
    return [(line.ok, line.text.text()) for line in
            (designer.check_plates, designer.check_shape, designer.check_inside)]


# --- building --------------------------------------------------------------------------------


def test_k_b2_a_standard_board_built_by_drags_is_recognised(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    assert "17 plate(s) still in the tray" in designer.check_plates.text.text() or \
        not designer.check_plates.ok
    for number, (index, spot) in enumerate(target(kulami.standard_board(5))):
        drag_plate(qtbot, view, index, spot, turn_with=("wheel", "right", "key")[number % 3])
        assert designer.design.spots[index] == spot, index
    assert designer.design.board() == kulami.standard_board(5)
    assert all(ok for ok, _ in check_texts(designer))
    assert designer.verdict.text() == "Ready to play: a standard 8×8 board."
    assert len(designer.history.done) == 17


def test_k_b3_an_irregular_board_built_with_the_keyboard(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    view.setFocus()
    board = kulami.irregular_board(8)
    for index, spot in target(board, offset=0):
        while view.selected != index:
            qtbot.keyClick(view, Qt.Key.Key_Tab)
        qtbot.keyClick(view, Qt.Key.Key_Right)            # lifts it from the tray onto the grid
        assert view.floating is not None
        if (view.floating.width, view.floating.height) != (spot.width, spot.height):
            qtbot.keyClick(view, Qt.Key.Key_R)
        assert (view.floating.width, view.floating.height) == (spot.width, spot.height)
        for _ in range(abs(spot.x - view.floating.x)):
            qtbot.keyClick(view, Qt.Key.Key_Right if spot.x > view.floating.x
                           else Qt.Key.Key_Left)
        for _ in range(abs(spot.y - view.floating.y)):
            qtbot.keyClick(view, Qt.Key.Key_Down if spot.y > view.floating.y else Qt.Key.Key_Up)
        assert view.floating == spot
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert designer.design.spots[index] == spot and view.floating is None
    assert designer.design.board() == board
    assert designer.verdict.text() == "Ready to play: an irregular board."


def test_keyboard_tab_enter_delete_and_escape(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.selected == 0 and designer.view.designer_scene.selected == 0
    assert "2×3" in designer.status.text()
    qtbot.keyClick(view, Qt.Key.Key_Return)             # from the tray: the first free place
    assert designer.design.spots[0] == Spot(0, 0, 3, 2)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.floating == Spot(0, 1, 3, 2)
    qtbot.keyClick(view, Qt.Key.Key_Escape)             # cancels the carrying
    assert view.floating is None and designer.design.spots[0] == Spot(0, 0, 3, 2)
    qtbot.keyClick(view, Qt.Key.Key_Delete)             # back to the tray
    assert designer.design.spots[0] is None
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert view.selected == 16
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected is None
    qtbot.keyClick(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert not view.hasFocus()                          # Ctrl+Tab leaves the board


def test_a_plate_dragged_off_the_grid_goes_back_to_the_tray(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    drag_plate(qtbot, view, 4, Spot(3, 3, 2, 2))
    assert designer.design.spots[4] == Spot(3, 3, 2, 2)
    start = grip(view, 4)
    press(qtbot, view, start)
    tray = view.designer_scene.tray_rect.center()
    move_to(qtbot, view, tray)
    assert not view.designer_scene.landing.isVisible()    # no landing: it goes home
    release(qtbot, view, tray)
    assert designer.design.spots[4] is None
    home, width, height = view.designer_scene.homes[4]
    assert view.designer_scene.plates[4].pos() == home
    assert designer.history.undo_text == "put a plate back in the tray"


def test_a_plate_can_never_overlap_another(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    drag_plate(qtbot, view, 0, Spot(2, 2, 3, 2))
    before = designer.design
    start = grip(view, 4)
    press(qtbot, view, start)
    over = QPointF(3 * CELL, 2 * CELL) + (start - view.designer_scene.plates[4].pos())
    move_to(qtbot, view, start + QPointF(CELL, 0))
    move_to(qtbot, view, over)
    landing = view.designer_scene.landing
    assert landing.isVisible() and not landing.fits       # marked as refused while dragging
    release(qtbot, view, over)
    assert designer.design == before                      # refused: nothing changed
    assert "overlap" in designer.status.text()
    assert view.designer_scene.plates[4].pos() == view.designer_scene.homes[4][0]
    # the keyboard cannot put one on another either
    view.setFocus()
    while view.selected != 4:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    view.carry_with_keys(4, Spot(3, 2, 2, 2))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert designer.design == before and "overlap" in designer.status.text()


def test_rotation_right_click_on_the_grid_and_r_while_carried(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    drag_plate(qtbot, view, 9, Spot(4, 4, 1, 3))         # a 1×3 plate, standing
    press(qtbot, view, grip(view, 9), Qt.MouseButton.RightButton)
    assert designer.design.spots[9] == Spot(3, 5, 3, 1)   # turned where it lies
    assert designer.history.undo_text == "turn a plate"
    view.setFocus()
    while view.selected != 9:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert view.floating == Spot(4, 4, 1, 3)
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert designer.design.spots[9] == Spot(4, 4, 1, 3)
    # no room to turn: refused with the reason
    drag_plate(qtbot, view, 13, Spot(3, 5, 1, 2))
    drag_plate(qtbot, view, 14, Spot(5, 5, 1, 2))
    press(qtbot, view, grip(view, 9), Qt.MouseButton.RightButton)
    assert designer.design.spots[9] == Spot(4, 4, 1, 3)
    assert "no room to turn" in designer.status.text()


# --- the check ---------------------------------------------------------------------------------


def test_k_b3_each_reason_of_an_unplayable_board_in_words(qtbot, library, app):
    designer = make_designer(qtbot, library)
    assert [ok for ok, _ in check_texts(designer)] == [False, False, True]
    assert "No plate on the grid yet." in check_texts(designer)[1][1]
    square = Design.from_board(kulami.standard_board(2))
    spots = tuple(Spot(s.x - 1, s.y - 1, s.width, s.height) for s in square.spots)
    designer._push_design(Design(spots).with_spot(16, None), "paste")
    (plates_ok, plates), (shape_ok, _), _ = check_texts(designer)
    assert not plates_ok and plates == "1 plate still in the tray; all 17 must be on the grid."
    assert shape_ok
    assert designer.verdict.text() == "Not playable yet; you can save it as a draft."
    assert not designer.play_button.isEnabled()
    designer._push_design(Design(spots).with_spot(16, None).with_spot(16, Spot(9, 8, 1, 2)),
                          "paste")
    (plates_ok, _), (shape_ok, shape), _ = check_texts(designer)
    assert plates_ok and not shape_ok
    assert shape.startswith("The plates form 2 separate parts")
    designer.name.setText("Two parts")
    designer.save()
    assert "draft" in designer.status.text()
    assert not designer.play_button.isEnabled()
    assert "Save" not in designer.play_button.toolTip()      # the check, not saving, stops it
    # too big for 10×10: a pasted board says so
    QGuiApplication.clipboard().setText("AABBCCDDEEF\nAABBCCDDEEF\n")
    designer.paste_text()
    assert "must fit in 10×10" in designer.status.text()


# --- the boards ----------------------------------------------------------------------------------


def test_the_designers_seed_follows_the_new_game_dialogs_rule(qtbot, library):
    """A random start reads its seed as the new-game dialogs do (game_screen.read_seed): spaces
    around the digits are ignored, anything that is no seed gives a random one, never a crash."""
    designer = make_designer(qtbot, library)
    designer.start_choice.setCurrentIndex(designer.start_choice.findData("standard"))
    designer.seed.setText(" 000042 ")
    designer.start_new()
    assert designer.design.board() == kulami.standard_board(42)
    assert "game number 42" in designer.status.text()
    designer.seed.setValidator(None)        # what the validator keeps out: other digits
    designer.seed.setText("٣")
    designer.start_new()
    assert "game number " in designer.status.text()                   # a random seed, said
    assert "seed 3." not in designer.status.text()             # not the Arabic-Indic digit's 3


def test_save_restart_find_it_and_play_it(qtbot, library):
    designer = make_designer(qtbot, library)
    designer.start_choice.setCurrentIndex(designer.start_choice.findData("irregular"))
    designer.seed.setText("44")
    designer.start_new()
    assert designer.design.board() == kulami.irregular_board(44)
    assert "game number 44" in designer.status.text()
    assert not designer.play_button.isEnabled()              # not saved yet
    assert "Save the board first" in designer.play_button.toolTip()
    designer.name.setText("  Island  ")
    assert designer.save_button.text() == "Save"
    qtbot.mouseClick(designer.save_button, Qt.MouseButton.LeftButton)
    assert designer.status.text() == "Saved Island."
    assert designer.play_button.isEnabled()
    designer.close()
    # the next run of the program
    again = make_designer(qtbot, BoardLibrary(kulami.Board.from_text, library.folder))
    rows = [again.boards.item(i).text() for i in range(again.boards.count())]
    assert "Island" in rows
    again.boards.setCurrentRow(rows.index("Island"))
    assert again.name.text() == "Island"
    again.open_selected()
    assert again.design.board() == kulami.irregular_board(44)
    qtbot.mouseClick(again.play_button, Qt.MouseButton.LeftButton)
    assert again.chosen == "mine:Island" and again.result() == again.DialogCode.Accepted


def test_a_changed_board_is_saved_again_by_replacing(qtbot, library):
    designer = make_designer(qtbot, library)
    designer.open_board(kulami.standard_board(3), "Mine")
    designer.save()
    drag_plate(qtbot, designer.view, 16, Spot(9, 0, 1, 2))   # one plate moved: a change
    assert designer.save_button.text() == "Replace"
    assert not designer.play_button.isEnabled()
    designer.save()
    assert library.listing().find("Mine").text == designer.design.text()
    designer.undo()                                           # the old board comes back
    assert library.listing().find("Mine").board == kulami.standard_board(3)


def test_built_in_boards_open_and_cannot_be_deleted(qtbot, library):
    designer = make_designer(qtbot, library)
    designer.boards.setCurrentRow(0)
    assert designer.boards.currentItem().text().endswith("(built in)")
    assert not designer.delete_button.isEnabled() and not designer.rename_button.isEnabled()
    designer.open_selected()
    name = next(iter(kulami.builtin_layouts()))
    assert designer.design.board() == kulami.builtin_layouts()[name]
    assert designer.name.text() == ""


def test_rename_and_delete_are_undoable_while_the_designer_is_open(qtbot, library):
    library.save("Old", kulami.irregular_board(2))
    designer = make_designer(qtbot, library)
    rows = [designer.boards.item(i).text() for i in range(designer.boards.count())]
    designer.boards.setCurrentRow(rows.index("Old"))
    designer.name.setText("New")
    designer.rename_selected()
    assert [b.name for b in library.listing().boards] == ["New"]
    assert designer.history.undo_text == "rename Old to New"
    assert designer.boards.currentItem().text() == "New"
    designer.delete_selected()
    assert library.listing().boards == ()
    assert "Undo brings it back" in designer.status.text()
    designer.undo()
    assert [b.name for b in library.listing().boards] == ["New"]
    assert designer.status.text() == "Undone: delete New"
    designer.undo()
    assert [b.name for b in library.listing().boards] == ["Old"]
    designer.redo()
    designer.redo()
    assert library.listing().boards == ()
    # a name that is taken is refused with the reason
    library.save("A", kulami.standard_board(1))
    library.save("B", kulami.standard_board(2))
    designer._refresh_library()
    designer._select_entry("own", "A")
    designer.name.setText("b")
    designer.rename_selected()
    assert "already a board called B" in designer.status.text()
    assert sorted(b.name for b in library.listing().boards) == ["A", "B"]


def test_a_damaged_board_file_is_listed_as_unreadable_and_skipped(qtbot, library):
    library.save("Fine", kulami.standard_board(1))
    (library.folder / "Broken.txt").write_bytes(b"\x00\xffnot a board")
    (library.folder / "Bent.txt").write_text("AAA\nA..\n", encoding="utf-8")
    designer = make_designer(qtbot, library)
    rows = {designer.boards.item(i).text(): designer.boards.item(i)
            for i in range(designer.boards.count())}
    assert "Broken (unreadable)" in rows and "Bent (unreadable)" in rows and "Fine" in rows
    assert "not a solid rectangle" in rows["Bent (unreadable)"].toolTip()
    designer.boards.setCurrentItem(rows["Broken (unreadable)"])
    assert not designer.open_button.isEnabled() and designer.delete_button.isEnabled()
    designer.delete_selected()
    assert not (library.folder / "Broken.txt").exists()
    designer.undo()
    assert (library.folder / "Broken.txt").read_bytes() == b"\x00\xffnot a board"


def test_saving_needs_plates_and_a_name_and_says_why_the_disk_refused(qtbot, library,
                                                                      monkeypatch):
    designer = make_designer(qtbot, library)
    designer.name.setText("Empty")
    designer.save()
    assert designer.status.text() == "There is no plate on the grid yet."
    designer.open_board(kulami.standard_board(1))
    designer.name.setText("   ")
    assert not designer.save_button.isEnabled()
    designer.save()
    assert designer.status.text() == "a board needs a name"

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tilegames.storage.boards.write_text_atomic", disk_full)
    designer.name.setText("Full")
    designer.save()
    assert "No space left on device" in designer.status.text()
    assert library.listing().boards == () and not designer.history.undo_text.startswith("save")


# --- sharing ----------------------------------------------------------------------------------


def test_copy_as_text_and_a_friend_pastes_it(qtbot, library, tmp_path):
    designer = make_designer(qtbot, library)
    designer.copy_text()
    assert designer.status.text() == "There is no plate on the grid yet."
    designer.open_board(kulami.irregular_board(21))
    qtbot.mouseClick(designer.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert text == kulami.irregular_board(21).to_text()
    friend = make_designer(qtbot, BoardLibrary(kulami.Board.from_text, tmp_path / "friend"))
    qtbot.mouseClick(friend.paste_button, Qt.MouseButton.LeftButton)
    assert friend.design.board() == kulami.irregular_board(21)
    assert friend.history.undo_text == "paste a board"
    friend.name.setText("From a friend")
    friend.save()
    assert friend.play_button.isEnabled()


@pytest.mark.parametrize(("junk", "words"), [
    ("Hello, let's play!", "This is not a board: row 1 has a space"),
    ("AAA\nA..\n", "not a solid rectangle"),
    ("AB\nAB\nAB\nAB\n", "plate A is 1×4"),
    ("ABBBBB\nA.....\n", "wrong number of holes"),
    ("AABBCCDDEE\nAABBCCDDEE\nFF........\nFF........\n", "the set has 5"),
    ("", "holds no text"),
])
def test_pasting_junk_is_refused_with_the_reason(qtbot, library, junk, words):
    designer = make_designer(qtbot, library)
    designer.open_board(kulami.standard_board(1))
    before = designer.design
    QGuiApplication.clipboard().setText(junk)
    assert "Ctrl+V" in keys(designer.paste_action)
    assert designer.paste_action in designer.view.actions()     # on the board, not the name field
    designer.paste_action.trigger()
    assert designer.design == before
    assert words in designer.status.text()


# --- undo and redo ----------------------------------------------------------------------------


def test_undo_and_redo_of_designer_steps(qtbot, library):
    designer = make_designer(qtbot, library)
    view = designer.view
    assert not designer.undo_button.isEnabled()
    drag_plate(qtbot, view, 0, Spot(0, 0, 3, 2))
    drag_plate(qtbot, view, 0, Spot(4, 4, 2, 3))
    designer.start_choice.setCurrentIndex(designer.start_choice.findData("standard"))
    designer.seed.setText("9")
    designer.start_new()
    steps = [designer.design]
    assert designer.undo_button.toolTip() == "Undo: start from a random 8×8 square"
    assert "Ctrl+Z" in keys(designer.undo_action)
    assert "Ctrl+Shift+Z" in keys(designer.redo_action)
    designer.undo_action.trigger()
    assert designer.design.spots[0] == Spot(4, 4, 2, 3) and designer.design.verdict().missing
    designer.undo()
    assert designer.design.spots[0] == Spot(0, 0, 3, 2)
    assert view.designer_scene.plates[0].pos() == QPointF(0, 0)
    designer.undo()
    assert designer.design == Design() and not designer.undo_button.isEnabled()
    assert designer.redo_button.toolTip() == "Redo: put a plate on the grid"
    designer.redo()
    designer.redo_action.trigger()
    designer.redo()
    assert designer.design == steps[0]
    assert not designer.redo_button.isEnabled()
    drag_plate(qtbot, view, 16, Spot(9, 0, 1, 2))
    designer.undo()
    assert designer.design == steps[0]


def test_hebrew_lays_the_window_out_right_to_left_but_not_the_table(qtbot, library, app):
    from tilegames.i18n import translations

    translations().set_language("he")
    try:
        designer = make_designer(qtbot, library)
        assert designer.isRightToLeft()
        assert designer.view.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert designer.windowTitle() != "Kulami board designer"
        drag_plate(qtbot, designer.view, 0, Spot(0, 0, 3, 2))
        assert designer.design.spots[0] == Spot(0, 0, 3, 2)   # the grid is not mirrored
    finally:
        translations().set_language("en")
    assert designer.windowTitle() == "Kulami board designer"


def test_the_tray_has_a_slot_for_every_plate(qtbot, library):
    designer = make_designer(qtbot, library)
    scene = designer.view.designer_scene
    rects = []
    for index, (corner, width, height) in enumerate(scene.homes):
        assert (min(width, height), max(width, height)) == PLATES[index]
        rect = scene.plates[index].sceneBoundingRect()
        assert scene.tray_rect.contains(rect.center())
        rects.append((corner.x(), corner.y(), width * CELL, height * CELL))
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            apart = (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1]
                     or b[1] + b[3] <= a[1])
            assert apart
    assert not scene.tray_rect.intersects(scene.grid_rect)
