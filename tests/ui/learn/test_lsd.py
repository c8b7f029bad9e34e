"""The guided first game of LSD: laying tiles where asked, both captures, refusals."""

from __future__ import annotations

from tests.helpers.lessons import lesson_screen, run_to_end


def test_lsd_c1_c2_the_lsd_lesson_runs_to_its_end_with_both_captures(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "lsd")
    session = screen.session

    def lay(move):
        # the hint chose the tile and turned it: a click on the marked cell lays it
        assert screen.selected == (move.kind, move.icon) and screen.rotation == move.rotation
        screen.cell_chosen(move.cell)

    run_to_end(screen, lay)
    captured = [len(r.captured) for r in screen.results()]
    assert captured == [0, 0, 1, 0, 0, 0, 2]           # + took one, x took two at once
    assert session.state.captured(1) == 3
    assert screen.save_data() is None


def test_lsd_p1_an_illegal_tile_gets_the_engine_reason_a_legal_one_the_lessons(qtbot, tmp_path):
    screen = lesson_screen(qtbot, tmp_path, "lsd")
    session = screen.session
    bubble = screen.guide.bubble
    screen.cell_chosen((0, 0))                         # the cross tile with +, as asked
    bubble.next_button.click()                         # orange's tile at (1, 0)
    screen.select(("single", "+"))
    screen.rotation = 0                                # its half dot north: cuts off nothing
    screen.cell_chosen((1, 1))                          # no dot completed (LSD-P2)
    assert len(session.history) == 2
    assert bubble.refusal_label.isVisible() and "lesson" not in bubble.refusal_label.text()
    screen.select(("single", "x"))
    screen.rotation = 1
    assert session.state.is_legal(screen._move_at((-1, 0), 1))
    screen.cell_chosen((-1, 0))                        # legal, but not the one asked for
    assert "lesson asks" in bubble.refusal_label.text()
    assert len(session.history) == 2


def test_the_lessons_rings_lie_under_the_tiles_and_around_their_cells(qtbot, tmp_path):
    """Issue 32: a ring over a tile hid its half dots' straight sides (they looked cut); the
    LSD lesson's rings lie under the tiles and run outside the cells."""
    from tilegames.ui.lsd.scene import TileItem
    from tilegames.ui.table.board_scene import cell_rect

    screen = lesson_screen(qtbot, tmp_path, "lsd")
    marks = screen.guide.marks
    tiles = [item for item in screen.view.board_scene().items() if isinstance(item, TileItem)]
    assert marks.inset < 0
    marks.show_cells(((0, 0),), False)
    assert marks.boundingRect().contains(cell_rect((0, 0)).adjusted(-4, -4, 4, 4))
    screen.session.request_move(screen.session.step.move)
    tiles = [item for item in screen.view.board_scene().items() if isinstance(item, TileItem)]
    assert tiles and all(marks.zValue() < tile.zValue() for tile in tiles)
