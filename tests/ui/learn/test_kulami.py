"""The guided first game of Kulami: run to its end by clicks, off-script moves refused."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from tests.helpers.lessons import lesson_screen, run_to_end
from tilegames.games import kulami
from tilegames.ui.kulami.scene import CELL, cell_center


def click(qtbot, screen, cell) -> None:
    view = screen.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(cell_center(cell)))


def test_the_kulami_lesson_runs_to_its_end_by_clicks(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    session = screen.session
    shown = run_to_end(screen, lambda move: click(qtbot, screen, move.cell))
    assert len(shown) == len(session.lesson.steps)
    assert len(set(shown)) == len(shown) and all(shown)
    # the script's opponent played its moves, not a computer player
    assert [str(m) for m in session.history] == ["b2", "e2", "d2", "d4", "d3", "c3", "c2", "a2"]
    assert session.thinking_seat() is None
    # K-S1, K-S2: the plate of c2 and d2 is red's (2 marbles), the tied plate of a2/b2 nobody's
    assert session.state.scores() == (3, 3)
    assert screen.save_data() is None and screen.game_actions() == []


def test_k_m3_k_m5_off_script_moves_are_refused_with_the_reason_in_the_bubble(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    session = screen.session
    bubble = screen.guide.bubble
    click(qtbot, screen, (3, 3))                       # legal, but not the b2 asked for
    assert session.history == ()
    assert "lesson asks" in bubble.refusal_label.text() and bubble.refusal_label.isVisible()
    click(qtbot, screen, (1, 1))                       # b2
    bubble.next_button.click()                         # Black played e2
    click(qtbot, screen, (0, 1))                       # a2: own last plate (K-M5)
    assert len(session.history) == 2
    assert bubble.refusal_label.text() == str(_reason(session.state, kulami.Move(0, 1)))
    click(qtbot, screen, (0, 4))                       # a5: not in row 2 or column e (K-M3)
    assert bubble.refusal_label.text() == str(_reason(session.state, kulami.Move(0, 4)))
    assert len(session.history) == 2
    click(qtbot, screen, (3, 1))                       # d2, as asked: the refusal goes
    assert len(session.history) == 4               # and Black's d4 at once
    assert not bubble.refusal_label.isVisible()


def _reason(state, move):
    try:
        state.clone().apply(move)
    except ValueError as exc:
        return exc
    raise AssertionError("legal")


def test_the_bubble_stands_beside_the_cells_it_is_about(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    bubble = screen.guide.bubble
    target = screen.view.mapFromScene(cell_center((1, 1)))
    assert screen.view.viewport().rect().contains(bubble.geometry())
    assert not bubble.geometry().contains(target)      # it does not hide the hole asked for
    scene = screen.view.board_scene()
    # the hole asked for is marked once, by the hint ring (issue 32: no frame on top of it)
    assert scene.hint_ring.isVisible() and scene.hint_ring.pos() == cell_center((1, 1))
    assert screen.guide.marks.cells == ()


def _marker_kinds(screen) -> set[str]:
    """The kinds of mark the Kulami lesson's board shows now."""
    scene = screen.view.board_scene()
    kinds = set()
    if screen.guide.marks.cells:
        kinds.add("frames")
    if scene.hint_ring.isVisible():
        kinds.add("hint")
    if scene._last_ring.isVisible():
        kinds.add("last")
    if len(scene.legal_marks):
        kinds.add("legal")
    if any(plate.closed for plate in scene.plates):
        kinds.add("closed")
    return kinds


def test_each_kulami_lesson_step_shows_at_most_two_kinds_of_mark(qtbot, tmp_path):
    """Issue 32: five kinds of marker sat on one row; now each step shows what it is about."""
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    session = screen.session
    seen = []

    def play(move):
        seen.append((session.step.text, _marker_kinds(screen)))
        click(qtbot, screen, move.cell)

    run_to_end(screen, play)
    assert all(len(kinds) <= 2 for _text, kinds in seen), seen
    closed = dict(seen)["kulami.closed"]
    assert closed == {"closed", "hint"}                 # the step about closed plates


def test_the_lesson_marbles_are_drawn_whole_when_a_picture_is_taken(qtbot, tmp_path):
    """The marbles dropped in by animation are at rest once the scene finishes its animations
    (the self-test's pictures call it): not a faint glow."""
    screen = lesson_screen(qtbot, tmp_path, "kulami")
    screen.settings.update({"animations": True})
    click(qtbot, screen, (1, 1))                         # b2, animated
    scene = screen.view.board_scene()
    marble = scene.marbles[(1, 1)]
    scene.finish_animations()
    assert not scene.animating()
    assert marble.opacity() == 1.0 and marble.scale() == 1.0
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 64, 64), QRectF(CELL, CELL, CELL, CELL))
    painter.end()
    middle = image.pixelColor(34, 36)
    assert middle.red() > 150 and middle.red() > 2 * middle.green()   # a red marble, solid


def test_the_bubble_covers_no_hole_and_points_at_the_hole_asked_for(qtbot, tmp_path):
    """Issue 32: Kulami's empty holes matter too, so the bubble stays off every hole (the
    board leaves it room beside it), and its point aims at the hole asked for (d2, marked by
    the hint ring), not at the middle of the cells the step talks about."""
    from tilegames.ui.learn.guide import pointed_cells
    from tilegames.ui.table.board_scene import kept_clear

    screen = lesson_screen(qtbot, tmp_path, "kulami")
    session, bubble, view = screen.session, screen.guide.bubble, screen.view
    holes = [piece for piece in kept_clear(view.board_scene()) if piece.width() < CELL * 0.6]
    assert len(holes) == 36                             # every hole of the 6×6 board, empty too
    click(qtbot, screen, (1, 1))                        # b2
    bubble.next_button.click()                          # Black played e2: now d2 is asked for
    assert session.step.move == kulami.Move(3, 1)
    assert pointed_cells(session.step) == ((3, 1),)
    body = bubble.body().toRect().translated(bubble.pos())
    for hole in holes:
        assert not view.mapFromScene(hole).boundingRect().intersects(body), hole
    target = view.mapFromScene(cell_center((3, 1)))
    tip = bubble.mapToParent(bubble._point.toPoint())
    assert abs(tip.y() - target.y()) <= 2              # level with d2, beside the board


def test_after_a_resize_the_bubble_points_at_the_hole_asked_for_on_the_new_scale(qtbot,
                                                                                tmp_path):
    """The viewport hears of a new size before the board takes its new scale: the bubble is
    placed again afterwards, so its point still lines up with d2 (not where d2 was)."""
    from PySide6.QtWidgets import QApplication

    screen = lesson_screen(qtbot, tmp_path, "kulami")
    bubble, view = screen.guide.bubble, screen.view
    click(qtbot, screen, (1, 1))                        # b2
    bubble.next_button.click()                          # Black played e2: d2 is asked for
    for size in ((700, 450), (1180, 714)):
        screen.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        target = view.mapFromScene(cell_center((3, 1)))
        tip = bubble.mapToParent(bubble._point.toPoint())
        assert abs(tip.y() - target.y()) <= 2 or abs(tip.x() - target.x()) <= 2, size
