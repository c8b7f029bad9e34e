"""The guided first game of Kulami: run to its end by clicks, off-script moves refused."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.helpers.lessons import lesson_screen, run_to_end
from tilegames.games import kulami
from tilegames.ui.kulami.scene import cell_center


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
    assert screen.guide.marks.cells == ((1, 1),) and screen.guide.marks.dashed
