"""The guided first game of Qwirkle: tiles put down and played, a Qwirkle, refusals."""

from __future__ import annotations

from tests.helpers.lessons import lesson_screen, run_to_end
from tilegames.games.qwirkle import Place


def test_q_sc2_the_qwirkle_lesson_runs_to_its_end_with_a_qwirkle(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "qwirkle")
    session = screen.session

    def play(move):
        assert screen.stage(move)                      # tile by tile from the rack
        screen.play()

    run_to_end(screen, play)
    assert session.state.scores() == (24, 7)           # 3 + 4 + 5 + 12; 2 + 2 + 3
    assert screen.below.currentWidget() is screen.below.rack   # the learner's own tiles
    assert screen.save_data() is None


def test_q_p3_off_script_placements_are_refused(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "qwirkle")
    session = screen.session
    bubble = screen.guide.bubble
    first = session.expected_move()
    down = Place(tuple((0, i, tile) for i, (_x, _y, tile) in enumerate(first.tiles)))
    assert session.state.is_legal(down)                # legal, but not the row asked for
    assert screen.stage(down)
    screen.play()
    assert session.history == () and "lesson asks" in bubble.refusal_label.text()
    screen.take_back()
    assert not session.request_move(Place(((0, 0, first.tiles[0][2]), (0, 2, first.tiles[1][2]))))
    assert session.history == ()
    assert "lesson" not in bubble.refusal_label.text()


def test_the_bubble_points_at_the_tile_that_made_the_qwirkle():
    """Issue 32: a step about cells that do not fill a rectangle (the two ends of the Qwirkle
    line) points at the last of them (the tile that made it), not between them."""
    from tilegames.controller.lesson import LessonStep, load_lesson
    from tilegames.ui.learn.guide import pointed_cells

    lesson = load_lesson("qwirkle")
    note = next(step for step in lesson.steps if step.kind == "note" and step.at)
    assert pointed_cells(note) == ((5, 0),)
    line = LessonStep("note", "x", None, ((0, 0), (1, 0), (2, 0)))
    assert pointed_cells(line) == line.at               # a line: all of it
