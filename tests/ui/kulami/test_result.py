"""The end of a Kulami game on screen: the result panel's scores, plates and variants, review, and
playing again. Expected figures are counted here from the marbles, independently of the engine."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tests.helpers.kulami import HUMANS, click, make_screen, marbles_in_state, play_to_the_end
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.ui.kulami.result import variant_line


def count_plates(state, scoring: str) -> tuple[list[int], list[tuple[int | None, int]]]:
    """K-S1/K-S2 by hand: points per seat and (owner, value) per plate."""
    marbles = marbles_in_state(state)
    points = [0, 0]
    plates = []
    for plate in state.board.plates:
        on = [sum(1 for c in plate.cells if marbles.get(c) == seat) for seat in (0, 1)]
        owner = None if on[0] == on[1] else (0 if on[0] > on[1] else 1)
        value = sum(on) if scoring == "marbles" else len(plate.cells)
        if owner is not None:
            points[owner] += value
        plates.append((owner, value))
    return points, plates


def largest_groups(cells: set[tuple[int, int]], joined) -> int:
    """Size of the largest group of ``cells`` under the neighbour relation ``joined(c)``."""
    best, seen = 0, set()
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        todo, size = [start], 0
        while todo:
            cell = todo.pop()
            size += 1
            for nxt in joined(cell):
                if nxt in cells and nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        best = max(best, size)
    return best


def area_size(state, seat: int) -> int:
    """K-V2 by hand: the largest orthogonally joined group of the seat's marbles."""
    mine = {c for c, s in marbles_in_state(state).items() if s == seat}
    return largest_groups(mine, lambda c: [(c[0] + 1, c[1]), (c[0] - 1, c[1]),
                                           (c[0], c[1] + 1), (c[0], c[1] - 1)])


@pytest.mark.parametrize("scoring", ["marbles", "holes"])
def test_k_s2_result_panel_shows_the_right_scores(qtbot, tmp_path, scoring):
    screen = make_screen(qtbot, tmp_path, seed=11, scoring=scoring)
    play_to_the_end(qtbot, screen, seed=5)
    state = screen.session.state
    points, plates = count_plates(state, scoring)
    panel = screen.result_panel
    assert screen.panels.currentWidget() is panel
    assert [row.points.text() for row in panel.seat_rows()] == [str(p) for p in points]
    if points[0] != points[1]:
        winner = HUMANS[0 if points[0] > points[1] else 1].name
        assert panel.title.text() == f"{winner} wins!"
    else:
        assert panel.title.text() == "A shared win!"
    table = screen.plates_table
    assert table.isVisibleTo(panel) and table.rowCount() == 17
    for row, (owner, value) in enumerate(plates):
        shown = table.item(row, 4).text()
        assert shown == (str(value) if owner is not None else f"({value})")
        assert (table.item(row, 3).text() == "—") == (owner is None)
    scene = screen.view.board_scene()
    marbles = marbles_in_state(state)
    used = [p for p in state.board.plates if any(c in marbles for c in p.cells)]
    assert len(scene.badges) == len(used)      # a plate without marbles gets no value badge
    assert not any(plate.closed for plate in scene.plates)
    owned = [plate.owner_color is not None for plate in scene.plates]
    assert owned == [owner is not None for owner, _ in plates]


def test_k_v2_areas_show_each_largest_group_and_the_bonus(qtbot, app, tmp_path):
    screen = make_screen(qtbot, tmp_path, seed=3, variant="areas")
    play_to_the_end(qtbot, screen, seed=9)
    state = screen.session.state
    sizes = [area_size(state, 0), area_size(state, 1)]
    extras = [row.extra.text() for row in screen.result_panel.seat_rows()]
    for seat in (0, 1):
        assert f"Largest group: {sizes[seat]} marbles" in extras[seat]
    points, _ = count_plates(state, "marbles")
    bigger = 0 if sizes[0] > sizes[1] else 1
    if sizes[0] != sizes[1]:
        points[bigger] += abs(sizes[0] - sizes[1])
        assert f"bonus \u2066+{abs(sizes[0] - sizes[1])}\u2069" in extras[bigger]
    shown = [row.points.text() for row in screen.result_panel.seat_rows()]
    assert shown == [str(p) for p in points]


def test_k_v1_regions_show_each_largest_region(qtbot, app, tmp_path):
    screen = make_screen(qtbot, tmp_path, seed=4, variant="regions")
    play_to_the_end(qtbot, screen, seed=2)
    state = screen.session.state
    _, plates = count_plates(state, "marbles")
    board = state.board
    for seat in (0, 1):
        mine = {p.index for p, (owner, _) in zip(board.plates, plates, strict=True)
                if owner == seat}
        holes = {c for i in mine for c in board.plates[i].cells}
        # a region's holes are joined across plate borders too, so group the holes
        size = largest_groups(holes, lambda c: [(c[0] + 1, c[1]), (c[0] - 1, c[1]),
                                                (c[0], c[1] + 1), (c[0], c[1] - 1)])
        assert screen.result_panel.seat_rows()[seat].extra.text() == f"Largest region: {size} holes"
    assert screen.result_panel.rows[0].extra.isVisibleTo(screen.result_panel)


def test_review_steps_through_the_game_and_returns_to_the_end(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seed=11)
    play_to_the_end(qtbot, screen, seed=5)
    history = screen.session.history
    end = marbles_in_state(screen.session.state)
    scene = screen.view.board_scene()
    screen.result_panel.review_button.click()
    bar = screen.review_bar
    assert bar.isVisible() and bar.slider.value() == len(history)
    assert screen.panels.currentWidget() is screen.side_panel
    bar.slider.setValue(10)
    assert len(scene.marbles) == 10 and scene.last == history[9].cell
    assert scene.badges == []
    bar.back.click()
    assert len(scene.marbles) == 9
    assert screen.side_panel.moves.currentRow() == 4   # move 9 is in round 5
    bar.forward.click()
    bar.forward.click()
    assert len(scene.marbles) == 11
    assert bar.position.text() == f"Move 11 of {len(history)}"
    assert bar.back.shortcut() == QKeySequence(Qt.Key.Key_Left)      # arrow keys step too
    assert bar.forward.shortcut() == QKeySequence(Qt.Key.Key_Right)
    click(qtbot, screen, next(c for c in state_cells(screen) if c not in scene.marbles))
    assert len(scene.marbles) == 11                     # the board takes no moves in review
    assert screen.session.history == history
    bar.slider.setValue(0)
    assert scene.marbles == {} and not bar.back.isEnabled()
    bar.leave.click()
    assert not bar.isVisible() and screen.reviewing is None
    assert {c: i.seat for c, i in scene.marbles.items()} == end
    assert screen.panels.currentWidget() is screen.result_panel


def state_cells(screen):
    return screen.session.state.board.cells


def test_play_again_with_the_same_settings_repeats_a_seeded_board(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seed=11)
    board = screen.game.board
    play_to_the_end(qtbot, screen, seed=5)
    old_session = screen.session
    screen.result_panel.play_again.click()
    assert screen.session is not old_session
    assert screen.game.board == board and screen.session.history == ()
    assert screen.view.board_scene().marbles == {}
    assert screen.panels.currentWidget() is screen.side_panel
    click(qtbot, screen, (0, 0))
    assert screen.session.history == (kulami.Move(0, 0),)


def test_undo_after_the_end_goes_back_into_the_game(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seed=11)
    play_to_the_end(qtbot, screen, seed=5)
    screen.undo_action.trigger()
    assert not screen.session.state.is_over()
    assert screen.panels.currentWidget() is screen.side_panel
    assert screen.view.board_scene().badges == []


def test_k_v2_the_bonus_sign_stays_before_its_number_in_hebrew(qtbot, app, tmp_path):
    """Right to left, a bare "+6" shows as "6+": the Hebrew text isolates it left to right."""
    from tilegames.i18n import translations

    translations().set_language("he")
    line = variant_line("areas", (9, 4), 0)
    assert "\u2066+5\u2069" in line and "9" in line
    other = variant_line("areas", (9, 4), 1)
    assert other.count("4") == 1 and "+" not in other


def test_a_long_name_is_shortened_never_clipped(qtbot, tmp_path):
    """A 24-letter name without spaces cannot wrap: cards, status line and result title shorten
    it with "…" to the panel's width, and a card's tooltip gives it in full."""
    long = "W" * 24
    screen = make_screen(qtbot, tmp_path, seats=(Seat(long, "human"), Seat("Ben", "human")))

    def fits(label) -> bool:
        width = label.contentsRect().width()
        return all(label.fontMetrics().horizontalAdvance(word) <= width
                   for word in label.text().split())

    card = screen.side_panel.cards[0].name
    assert card.full_text() == long and card.toolTip() == long
    assert card.text().endswith("…") and fits(card)
    assert "…" in screen.side_panel.status.text() and fits(screen.side_panel.status)
    play_to_the_end(qtbot, screen, seed=5)
    panel = screen.result_panel
    assert fits(panel.rows[0].name) and panel.rows[0].name.text().endswith("…")
    assert fits(panel.title)
    fitted = panel.fitting(long)           # the winner's name as the title would hold it
    assert fitted.startswith("W") and fitted.endswith("…")
    assert panel.title.fontMetrics().horizontalAdvance(fitted) <= panel.title.width()


def test_plate_badges_cover_no_hole_and_the_plates_table_ends_with_its_last_plate(qtbot,
                                                                                   tmp_path):
    """Issue 32: the plates' value badges sat on marbles (and the last marble's ring); now each
    sits on its plate's top-right corner, clear of every hole with its marble and ring. The
    plates table is no taller than its rows: no empty band that looks like one more row."""
    import math

    from tilegames.ui.kulami.scene import MARBLE_R, BadgeItem, cell_center

    screen = make_screen(qtbot, tmp_path, seed=11)
    screen.resize(1180, 780)
    play_to_the_end(qtbot, screen, seed=5)
    scene = screen.view.board_scene()
    assert scene.badges
    ring = MARBLE_R + 3.5 + 3.2          # the last marble's ring, its rim included
    for badge in scene.badges:
        for hole in scene.holes:
            centre = cell_center(hole)
            distance = math.hypot(badge.x() - centre.x(), badge.y() - centre.y())
            assert distance > BadgeItem.RADIUS + ring, (hole, badge.pos())
    table = screen.plates_table
    qtbot.waitUntil(lambda: table.isVisible())
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    assert table.viewport().height() - last.bottom() <= 2
