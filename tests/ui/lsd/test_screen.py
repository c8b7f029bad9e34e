"""The LSD screen, driven as a person drives it (pytest-qt, real widgets, offscreen): choosing,
turning and laying tiles by mouse, drag and keyboard; refusals with the engine's reason; captures
leaving the field; partners; the winning row; skips; a draw; undo and redo; computer seats.

Positions are set up in the engine's notation (``State.from_text``). The screen comes from
``tests/helpers/lsd.py``; helpers at the top drive it.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from tests.helpers.computers import SlowPlayer, wait_idle, wait_turns_ended
from tests.helpers.lsd import THREE_IN_A_ROW, make_screen, make_settings
from tilegames.ai import players
from tilegames.base.seats import Seat
from tilegames.games import lsd
from tilegames.games.lsd.tiles import rotate
from tilegames.storage.settings import ANIMATIONS, SHOW_LEGAL_MOVES
from tilegames.ui.lsd.captures_help import CapturesHelp
from tilegames.ui.lsd.labels import kind_mask
from tilegames.ui.lsd.screen import LsdScreen
from tilegames.ui.lsd.supplies import ORDER, type_key
from tilegames.ui.table.board_scene import cell_center
from tilegames.ui.table.board_view import PIECE_MIME

# LSD-C1: white + at (0,0), black tile between; white lays a + at (2,0)
PLUS_CAPTURE = "0+E 1xEW ."
# LSD-C2: black x at (0,0), white tiles at (1,0) and (0,1) ("B"); black lays an x at (1,1)
CROSS_CAPTURE = "1xES 0+WS\n0+NE ."
# With 4 players: seat 2's white + is seat 0's partner
PARTNER_CAPTURE = "2+E 1xEW ."
# LSD-E1/E2: a closed block with two holes that only a single fits (N dot); seat 1 has used
# all its singles (the two pairs below), so after seat 0 fills one hole seat 1 is skipped, and
# after the second nobody can place: a draw.
TWO_HOLES = """
0xES  1+WES 0+WES 1xWES 0+WS
1+NS  .     0+NS  .     1xNS
0xNE  1+WE  0xNWE 1xWE  0+NW
.     .     .     .     .
1+E   1+W   .     1xE   1xW
"""


def viewport_pos(screen: LsdScreen, cell: tuple[int, int]) -> QPoint:
    return screen.view.mapFromScene(cell_center(cell))


def hover(qtbot, screen: LsdScreen, cell: tuple[int, int]) -> None:
    """The mouse over ``cell`` (coming from elsewhere: Qt drops a move to where it already is)."""
    target = viewport_pos(screen, cell)
    qtbot.mouseMove(screen.view.viewport(), target + QPoint(7, 5))
    qtbot.mouseMove(screen.view.viewport(), target)


def click(qtbot, screen: LsdScreen, cell: tuple[int, int],
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(screen.view.viewport(), button, pos=viewport_pos(screen, cell))


def choose(qtbot, screen: LsdScreen, kind: str, icon: str) -> None:
    """Click the tile type in the supply of the seat to move."""
    seat = screen.session.state.current_player
    tray = screen.supplies.tray(seat)
    index = ORDER.index((kind, icon))
    qtbot.mouseClick(tray, Qt.MouseButton.LeftButton,
                     pos=tray.piece_rect(index).center().toPoint())


def wheel(screen: LsdScreen, cell: tuple[int, int], steps: int) -> None:
    pos = QPointF(viewport_pos(screen, cell))
    event = QWheelEvent(pos, screen.view.viewport().mapToGlobal(pos), QPoint(),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(screen.view.viewport(), event)


def drag_onto(screen: LsdScreen, kind: str, icon: str, cell: tuple[int, int]) -> None:
    """A drag from the supply, as the tray starts it, moved over ``cell`` and dropped there."""
    data = QMimeData()
    data.setData(PIECE_MIME, type_key((kind, icon)))
    pos = QPointF(viewport_pos(screen, cell))
    viewport = screen.view.viewport()
    actions = Qt.DropAction.MoveAction
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(pos.toPoint(), actions, data, left, none))
    QApplication.sendEvent(viewport, QDragMoveEvent(pos.toPoint(), actions, data, left, none))
    QApplication.sendEvent(viewport, QDropEvent(pos, actions, data, left, none))


def field(screen: LsdScreen) -> dict[tuple[int, int], tuple[int, str, int]]:
    """What the scene shows: cell -> (colour, icon, dots) of each tile item."""
    return {cell: (item.look.colour, item.look.icon, item.look.mask)
            for cell, item in screen.lsd_scene().tiles.items()}


def engine_field(screen: LsdScreen) -> dict[tuple[int, int], tuple[int, str, int]]:
    state = screen.session.state
    return {cell: (screen.look(t.owner, t.icon, t.mask).colour, t.icon, t.mask)
            for cell, t in screen.tiles(state).items()}


def status(screen: LsdScreen) -> str:
    return screen.host.status


def card_lines(screen: LsdScreen, seat: int) -> list[str]:
    return [label.text() for label in screen.side_panel.cards[seat].lines if label.isVisible()]


# --- choosing, turning, laying -------------------------------------------------------------

def test_lsd_t2_the_first_tile_is_chosen_in_the_supply_and_laid_by_a_click(qtbot, app, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    scene = screen.lsd_scene()
    choose(qtbot, screen, "corner", "x")
    assert screen.selected == ("corner", "x")
    assert screen.supplies.tray(0).selected == type_key(("corner", "x"))
    assert scene.legal_marks.keys() == {(0, 0)}          # the first tile goes in the middle
    hover(qtbot, screen, (0, 0))
    assert scene.ghost.isVisible() and scene.ghost.legal and scene.ghost.cell == (0, 0)
    click(qtbot, screen, (0, 0))
    assert screen.session.history == (lsd.Place("corner", "x", 0, 0, 0),)
    assert field(screen) == engine_field(screen)
    assert field(screen)[(0, 0)][1:] == ("x", kind_mask("corner"))
    assert screen.supplies.tray(0).pieces[ORDER.index(("corner", "x"))].count == 1
    assert screen.supplies.tray(0).dimmed and not screen.supplies.tray(1).dimmed
    assert "19 tiles left" in card_lines(screen, 0)[1]
    assert screen.side_panel.moves.item(0, 0).text() == "\u2066x\u202f0,0\u2069"


def test_lsd_k5_the_tile_turns_by_r_right_click_wheel_and_buttons(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    scene = screen.lsd_scene()
    choose(qtbot, screen, "single", "+")
    hover(qtbot, screen, (0, 0))
    assert scene.ghost.look.mask == rotate(kind_mask("single"), 0)
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_R)
    assert screen.rotation == 1 and scene.ghost.look.mask == rotate(kind_mask("single"), 1)
    click(qtbot, screen, (2, 2), Qt.MouseButton.RightButton)
    assert screen.rotation == 2 and not screen.session.history    # turning lays nothing
    hover(qtbot, screen, (0, 0))
    wheel(screen, (0, 0), -1)                                       # towards the user
    assert screen.rotation == 3
    wheel(screen, (5, 5), -1)                                       # not over the tile
    assert screen.rotation == 3
    qtbot.mouseClick(screen.supplies.turn_left, Qt.MouseButton.LeftButton)
    assert screen.rotation == 2
    qtbot.mouseClick(screen.supplies.turn_right, Qt.MouseButton.LeftButton)
    qtbot.keyClick(screen.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert screen.rotation == 2
    assert scene.ghost.look.mask == rotate(kind_mask("single"), 2)
    piece = screen.supplies.tray(0).pieces[ORDER.index(("single", "+"))]
    assert piece.key == type_key(("single", "+"))                  # the tray shows it turned
    click(qtbot, screen, (0, 0))
    assert screen.session.history == (lsd.Place("single", "+", 2, 0, 0),)


def test_lsd_p1_a_click_where_exactly_one_rotation_fits_uses_it(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    choose(qtbot, screen, "cross", "+")
    click(qtbot, screen, (0, 0))
    choose(qtbot, screen, "single", "x")                           # Ben, rotation 0: dot N
    click(qtbot, screen, (1, 0))                                   # only a dot W fits here
    assert screen.session.history[-1] == lsd.Place("single", "x", 3, 1, 0)
    assert screen.rotation == 3


def test_lsd_p1_where_several_rotations_fit_the_player_is_asked_to_turn(qtbot, app, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    choose(qtbot, screen, "cross", "+")
    click(qtbot, screen, (0, 0))
    choose(qtbot, screen, "corner", "x")                           # N+E: no dot W
    click(qtbot, screen, (1, 0))
    assert len(screen.session.history) == 1
    assert "2 ways" in status(screen)


def test_lsd_p2_an_illegal_cell_shows_the_reason_and_a_click_changes_nothing(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    scene = screen.lsd_scene()
    choose(qtbot, screen, "single", "+")
    click(qtbot, screen, (0, 0))                                   # dot N only
    before = screen.session.state.to_dict()
    choose(qtbot, screen, "cross", "x")
    hover(qtbot, screen, (1, 0))                                   # beside a plain edge
    assert scene.ghost.isVisible() and not scene.ghost.legal
    assert status(screen) == "this edge would cut off a dot"      # LSD-P1, from the engine
    click(qtbot, screen, (1, 0))
    assert status(screen) == "this edge would cut off a dot"
    choose(qtbot, screen, "single", "x")
    hover(qtbot, screen, (2, 0))                                   # touching nothing
    assert status(screen) == "the tile must complete at least one dot"    # LSD-P2
    click(qtbot, screen, (2, 0))
    assert screen.session.state.to_dict() == before
    assert field(screen) == engine_field(screen) and len(field(screen)) == 1
    hover(qtbot, screen, (0, -1))                                  # fits, turned another way
    assert "Turned another way it fits here" in status(screen)


def test_the_legal_cells_of_the_chosen_tile_are_marked_unless_the_setting_hides_them(
        qtbot, tmp_path):
    settings = make_settings(tmp_path)
    screen = make_screen(qtbot, tmp_path, settings=settings)
    scene = screen.lsd_scene()
    choose(qtbot, screen, "cross", "+")
    click(qtbot, screen, (0, 0))
    choose(qtbot, screen, "straight", "x")
    state = screen.session.state
    wanted = {m.cell for m in state.legal_moves() if (m.kind, m.icon) == ("straight", "x")}
    assert scene.legal_marks.keys() == wanted == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    settings.set(SHOW_LEGAL_MOVES, False)
    screen.host.settingChanged.emit("show_legal_moves")
    assert scene.legal_marks == {}
    hover(qtbot, screen, (1, 0))
    assert scene.ghost.isVisible()                                 # the ghost still shows


def test_a_tile_dragged_from_the_supply_onto_the_field_is_laid(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    drag_onto(screen, "tee", "+", (0, 0))
    assert screen.session.history == (lsd.Place("tee", "+", 0, 0, 0),)
    drag_onto(screen, "single", "x", (0, 1))                       # Ben's: dot N fits as is
    assert screen.session.history[-1] == lsd.Place("single", "x", 0, 0, 1)
    drag_onto(screen, "single", "x", (5, 5))                       # Ann's, but nowhere near
    assert len(screen.session.history) == 2
    assert status(screen) == "the tile must complete at least one dot"


def test_keys_choose_turn_move_the_cursor_and_lay(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    view, scene = screen.view, screen.lsd_scene()
    screen.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert screen.selected == ("straight", "+")
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert screen.selected == ("cross", "x")
    qtbot.keyClick(view, Qt.Key.Key_Tab)                           # wraps to the first
    assert screen.selected == ("single", "+")
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert screen.selected == ("cross", "x")
    qtbot.keyClick(view, Qt.Key.Key_2)
    qtbot.keyClick(view, Qt.Key.Key_R)
    qtbot.keyClick(view, Qt.Key.Key_Right)                         # shows the cursor: (0, 0)
    assert scene.cursor_item.isVisible() and scene.cursor == (0, 0)
    assert scene.ghost.isVisible() and scene.ghost.cell == (0, 0)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert screen.session.history == (lsd.Place("corner", "+", 1, 0, 0),)   # dots E, S
    qtbot.keyClick(view, Qt.Key.Key_6)                             # Ben: single x
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor == (0, 1)
    qtbot.keyClick(view, Qt.Key.Key_Return)                        # the one rotation: dot N
    assert screen.session.history[-1] == lsd.Place("single", "x", 0, 0, 1)
    assert screen.focusWidget() is view                            # keys stay on the field


# --- captures ---------------------------------------------------------------------------------

def test_lsd_c1_a_plus_capture_takes_the_tile_off_the_field_and_counts_it(app, qtbot, tmp_path):
    """(``app``: the English catalogue, for the plural.)"""
    screen = make_screen(qtbot, tmp_path, position=PLUS_CAPTURE)
    scene = screen.lsd_scene()
    assert (1, 0) in field(screen)
    choose(qtbot, screen, "single", "+")
    for _ in range(3):
        screen.turn(1)                                             # dot W
    hover(qtbot, screen, (2, 0))
    assert scene.ghost.legal and scene.targets.keys() == {(1, 0)}
    assert status(screen) == "Laying it here captures 1 tile."
    click(qtbot, screen, (2, 0))
    assert (1, 0) not in field(screen) and field(screen) == engine_field(screen)
    assert scene.emptied.keys() == {(1, 0)}                        # where the tile was
    assert screen.session.state.captured(1) == 1
    assert card_lines(screen, 1)[1].endswith("1 captured")
    assert "✂\u20601" in screen.side_panel.moves.item(0, 0).text()
    # a suggestion on the emptied cell (the analysis's better move) hides its emptied frame,
    # so the pale suggested tile in its ring is not muddied by the frame and its cross
    frame = scene.emptied[(1, 0)]
    assert frame.isVisible()
    scene.show_hint((1, 0), screen.look(1, "x", 15))
    assert not frame.isVisible() and scene.hint.isVisible()
    scene.show_hint(None)
    assert frame.isVisible()


def test_lsd_c2_an_x_capture_takes_both_sides_at_once_spot_b(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, position=CROSS_CAPTURE, first=1)
    assert screen.session.state.current_player == 1
    choose(qtbot, screen, "corner", "x")
    hover(qtbot, screen, (1, 1))
    assert screen.lsd_scene().targets.keys() == set()              # not this way round
    click(qtbot, screen, (1, 1))                                   # the one rotation: N, W
    assert screen.session.history == (lsd.Place("corner", "x", 3, 1, 1),)
    assert (1, 0) not in field(screen) and (0, 1) not in field(screen)
    assert screen.lsd_scene().emptied.keys() == {(1, 0), (0, 1)}
    assert screen.session.state.captured(0) == 2
    assert card_lines(screen, 0)[1].endswith("2 captured")


def test_captured_tiles_leave_with_an_animation_only_when_animations_are_on(qtbot, tmp_path):
    settings = make_settings(tmp_path, animations=True)
    screen = make_screen(qtbot, tmp_path, position=PLUS_CAPTURE, settings=settings)
    scene = screen.lsd_scene()
    choose(qtbot, screen, "single", "+")
    screen.rotation = 3
    click(qtbot, screen, (2, 0))
    assert (1, 0) not in scene.tiles
    leaving = scene.leaving[0]
    assert leaving.cell == (1, 0) and leaving.scene() is scene and scene.animating()
    qtbot.waitUntil(lambda: not scene.animating(), timeout=3000)
    assert leaving.scene() is None and scene.leaving == []
    screen.undo_action.trigger()
    settings.set(ANIMATIONS, False)
    click(qtbot, screen, (2, 0))
    assert scene.leaving == [] and not scene.animating()
    assert (1, 0) not in scene.tiles


def test_lsd_c1_with_four_players_partners_capture_together(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, players=4, position=PARTNER_CAPTURE)
    card = screen.side_panel.cards[0]
    assert card_lines(screen, 0) == ["White icons · 20 left · 0 captured"]   # compact: 4 cards
    assert "with Cy" in card.toolTip()                             # seat 2 is Ann's partner
    assert "Together: Ann and Cy (white icons), Ben and Di (black icons)." in \
        screen.side_panel.facts.text()
    choose(qtbot, screen, "single", "+")
    click(qtbot, screen, (2, 0))
    assert screen.session.history == (lsd.Place("single", "+", 3, 2, 0),)
    assert (1, 0) not in field(screen)
    assert [screen.session.state.captured(s) for s in range(4)] == [0, 1, 0, 0]
    assert card_lines(screen, 1) == ["Black icons · 19 left · 1 captured"]
    assert len(screen.supplies.boxes) == 4
    assert not screen.supplies.tray(1).dimmed                     # Ben's turn now
    assert all(screen.supplies.tray(s).dimmed for s in (0, 2, 3))


def test_undo_and_redo_across_a_capture(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, position=PLUS_CAPTURE)
    choose(qtbot, screen, "single", "+")
    screen.rotation = 3
    click(qtbot, screen, (2, 0))
    after = field(screen)
    screen.undo_action.trigger()
    assert (1, 0) in field(screen) and (2, 0) not in field(screen)
    assert field(screen) == engine_field(screen)
    assert screen.session.state.captured(1) == 0
    assert card_lines(screen, 1)[1].endswith(" 0 captured")
    assert screen.lsd_scene().emptied == {}
    screen.redo_action.trigger()
    assert field(screen) == after and screen.session.state.captured(1) == 1
    assert screen.lsd_scene().emptied.keys() == {(1, 0)}
    # the captures shown are the ones the session's history recorded (no replay of its own)
    assert screen.results() == screen.session.results
    assert screen.session.results[0].captured == ((1, 0),)


# --- the end ------------------------------------------------------------------------------------

def test_lsd_w1_a_win_is_highlighted_and_reviewed(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, position=THREE_IN_A_ROW)
    choose(qtbot, screen, "single", "x")
    click(qtbot, screen, (3, 0))
    state = screen.session.state
    assert state.winners() == (0,)
    scene = screen.lsd_scene()
    assert scene.win_item is not None
    assert set(scene.win_item.cells) == {(0, 0), (1, 0), (2, 0), (3, 0)}
    assert screen.panels.currentWidget() is screen.result_panel
    assert screen.result_panel.title.text() == "Ann wins!"
    assert screen.side_panel.status.text() == "Ann wins with a row of 4!"
    screen.result_panel.review.emit()
    screen.review_bar.slider.setValue(0)
    assert scene.win_item is None and (3, 0) not in field(screen)
    assert all(screen.supplies.tray(s).dimmed for s in range(2))
    screen.leave_review()
    assert scene.win_item is not None
    screen.result_panel.playAgain.emit()
    assert screen.session.history == () and field(screen) == {}
    assert screen.panels.currentWidget() is screen.side_panel


def test_lsd_e1_a_skip_is_announced_and_lsd_e2_the_draw_said(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, position=TWO_HOLES)
    choose(qtbot, screen, "single", "+")
    click(qtbot, screen, (1, 1))
    assert screen.session.state.current_player == 0               # Ben could not place
    assert status(screen) == "Ben cannot place a tile and is skipped."
    assert screen.side_panel.status.text().startswith("Ben cannot place a tile and is skipped.")
    assert "skipped" in screen.side_panel.moves.item(0, 0).toolTip()
    click(qtbot, screen, (3, 1))
    state = screen.session.state
    assert state.is_over() and state.is_draw()
    assert screen.result_panel.title.text() == "A draw"
    assert screen.side_panel.status.text() == "A draw: nobody can place a tile any more."
    moves = screen.side_panel.moves
    assert moves.rowCount() == 2                                   # Ben's cell stays empty
    assert moves.item(0, 1) is None or moves.item(0, 1).text() == ""


# --- computers --------------------------------------------------------------------------------

def test_four_computers_play_to_the_end_at_every_level(qtbot, tmp_path):
    seats = tuple(Seat("", "computer", level) for level in list(players.LEVELS)[:4])
    seats += tuple(Seat("", "computer", "easy") for _ in range(4 - len(seats)))
    screen = make_screen(qtbot, tmp_path, players=4, seats=seats)
    qtbot.waitUntil(lambda: screen.session.state.is_over(), timeout=60_000)
    wait_idle(screen.session, 5000)
    assert screen.panels.currentWidget() is screen.result_panel
    assert field(screen) == engine_field(screen)


def test_undo_against_the_computer_takes_back_its_reply(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seats=(Seat("Ann"), Seat("", "computer", "easy")))
    choose(qtbot, screen, "cross", "+")
    click(qtbot, screen, (0, 0))
    qtbot.waitUntil(lambda: len(screen.session.history) == 2)
    wait_idle(screen.session, 5000)
    assert screen.supplies.tray(0).dimmed is False                 # Ann's turn again
    screen.undo_action.trigger()
    assert screen.session.history == () and field(screen) == {}


def test_closing_while_the_computer_thinks_cancels_it(qtbot, tmp_path, slow_level):
    SlowPlayer.set_seconds(10.0)
    screen = make_screen(qtbot, tmp_path, seats=(Seat("Ann"), Seat("", "computer", "slow")))
    choose(qtbot, screen, "cross", "+")
    click(qtbot, screen, (0, 0))
    session = screen.session
    assert session.is_thinking()
    assert screen.side_panel.status.text() == "Orange is thinking…"
    assert all(screen.supplies.tray(s).dimmed for s in range(2))
    click(qtbot, screen, (1, 0))                                   # not Ann's turn
    assert status(screen) == "Please wait: it is the computer's turn."
    screen.shutdown()
    assert SlowPlayer.cancelled.wait(5.0)
    wait_turns_ended(qtbot)
    assert len(session.history) == 1 and not session.is_thinking()


# --- around the field ------------------------------------------------------------------------

def test_the_field_grows_with_the_tiles_and_fits_on_request(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    scene, view = screen.lsd_scene(), screen.view
    first = scene.play_rect()
    choose(qtbot, screen, "straight", "+")
    screen.rotation = 1
    click(qtbot, screen, (0, 0))
    cell = (1, 0)
    for _ in range(6):
        state = screen.session.state
        move = next(m for m in state.legal_moves() if m.y == 0 and m.x >= cell[0]
                    and m.kind == "straight")
        screen.select((move.kind, move.icon))
        screen.rotation = move.rotation
        screen.cell_chosen(move.cell)
        cell = (move.x + 1, 0)
    grown = scene.play_rect()
    assert grown.width() > first.width()
    assert grown.contains(cell_center(cell))                       # the open cell beyond
    centre = view.mapToScene(view.viewport().rect().center())
    assert abs(centre.x() - grown.center().x()) < 40               # kept in the middle
    view.zoom_by(2.0)
    assert view.zoom == 2.0
    screen.zoom_fit()
    assert view.zoom == 1.0


def test_learn_the_captures_is_reachable_from_the_screen(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, players=4)
    qtbot.mouseClick(screen.learn_button, Qt.MouseButton.LeftButton)
    helper = screen._help
    assert isinstance(helper, CapturesHelp) and helper.isVisible()
    before, after = helper.pictures[0]
    assert before.colours[0] == screen.colours()[0]                # the game's own colours
    assert set(before.targets) == {(1, 0)} and (1, 0) not in after.tiles
    screen.shutdown()
    assert not helper.isVisible()


def test_the_lsd_card_on_the_start_page_opens_a_playable_game(qtbot, app, settings):
    from tilegames.ui.main_window import MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    card = window.start_page.cards["lsd"]
    assert card.playable and card.play_button.isVisibleTo(window)
    dialog = card.entry.make_dialog(window, window)
    screen = dialog.create_screen()
    window.show_game(screen)
    assert isinstance(window.screen_widget, LsdScreen)
    assert [a.text() for a in window.move_menu.actions()][:2] == ["&Undo", "&Redo"]
    assert window.windowTitle().startswith("LSD")
    window.close_game()


def test_the_hint_shows_a_tile_that_fits_chooses_it_and_a_move_clears_it(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    choose(qtbot, screen, "cross", "+")
    click(qtbot, screen, (0, 0))
    scene = screen.lsd_scene()
    screen.hint_action.trigger()
    qtbot.waitUntil(lambda: status(screen).startswith("Hint: "), timeout=60_000)
    hint = scene.hint
    assert hint.isVisible()
    move = lsd.Place(*screen.selected, screen.rotation, *hint.cell)
    assert screen.session.state.is_legal(move)                     # the suggestion, chosen
    assert status(screen) == f"Hint: {screen.move_text(move)}"
    click(qtbot, screen, hint.cell)
    assert screen.session.history[-1] == move and not hint.isVisible()
