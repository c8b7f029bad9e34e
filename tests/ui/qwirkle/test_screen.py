"""The Qwirkle screen played by clicks: staged turns with their preview and reasons, take back,
the rack's order, exchanges, passing, the first move, the end, undo, and the hand-over between
people. Real widgets, offscreen; tiles come from known bags (the draw order)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.helpers.adapters.qwirkle import T
from tests.helpers.computers import wait_idle
from tests.helpers.qwirkle import (
    ANNA,
    BAG,
    BEN,
    PEOPLE,
    REST,
    VS_COMPUTER,
    click_cell,
    click_tile,
    hover_cell,
    make_settings,
    rack_names,
    ready,
    stage,
    tiles,
    view_players,
)
from tests.helpers.qwirkle import make_screen as _make_screen
from tilegames.base.seats import Seat
from tilegames.games.qwirkle import Exchange, Pass, Place
from tilegames.storage.settings import SHOW_LEGAL_MOVES
from tilegames.ui.main_window import MainWindow
from tilegames.ui.numbers import plain
from tilegames.ui.qwirkle.game_setup import QwirkleSetup
from tilegames.ui.qwirkle.screen import QwirkleScreen

REDS = ((0, 0, "red circle"), (1, 0, "red square"), (2, 0, "red diamond"))
CIRCLES = ((0, 1, "blue circle"), (0, 2, "orange circle"), (0, 3, "yellow circle"))

pytestmark = pytest.mark.usefixtures("app")   # the program's set-up, in English


def make_screen(qtbot, tmp_path, seats=PEOPLE, bag=BAG, **kw):
    return _make_screen(qtbot, tmp_path, seats=seats, bag=bag, **kw)


def first_move(qtbot, screen) -> None:
    ready(screen)
    stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()


def message(screen) -> str:
    return plain(screen.below.rack.message.text())


def test_q_p1_q_sc1_two_people_stage_three_tiles_each_and_score_right(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    session = screen.session
    assert screen.handover_pending() and screen.below.currentWidget() is screen.below.handover
    ready(screen)
    stage(qtbot, screen, *REDS)
    assert session.history == ()                          # staged, not played
    scene = screen.view.board_scene()
    assert set(scene.staged) == {(0, 0), (1, 0), (2, 0)}
    assert screen.below.rack.play_button.isEnabled()
    assert "+3" in plain(screen.below.rack.preview.text())
    assert scene.preview_badge.text == "\u2066+3\u2069"
    screen.below.rack.play_button.click()
    assert session.history == (Place(tuple((x, y, T(n)) for x, y, n in REDS)),)
    assert session.state.scores() == (3, 0)
    assert scene.staged == {} and set(scene.tiles) == {(0, 0), (1, 0), (2, 0)}
    assert scene.last_cells == ((0, 0), (1, 0), (2, 0)) and plain(scene.last_badge.text) == "+3"

    ready(screen)                                         # Ben's turn, after the hand-over
    stage(qtbot, screen, *CIRCLES)
    assert plain(screen.below.rack.preview.text()).startswith("+4")   # the red circle counts too
    screen.below.rack.play_button.click()
    assert session.state.scores() == (3, 4)
    rows = screen.side_panel.moves
    assert rows.item(0, 0).text() == "Anna: 3 tiles, 3 points"
    assert rows.item(1, 0).text() == "Ben: 3 tiles, 4 points"
    assert [card.points.text() for card in screen.side_panel.cards] == ["3", "4"]
    assert screen.side_panel.cards[1].lines[0].text() == "Tiles in hand: 6"
    assert "Tiles in the bag: 6" in screen.side_panel.facts.text()


def test_q_p3_an_illegal_staging_names_the_rule_in_words_and_stages_nothing(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    first_move(qtbot, screen)
    ready(screen)
    click_tile(qtbot, screen, "green star")
    hover_cell(qtbot, screen, (3, 0))
    scene = screen.view.board_scene()
    assert scene.ghost is not None and scene.hover_mark.kind == "refused"
    assert message(screen) == ("Not there: a line may hold only one colour or one shape, "
                               "each once.")
    hover_cell(qtbot, screen, (2, 1))                     # under the red diamond: no
    assert scene.hover_mark.kind == "refused"
    click_tile(qtbot, screen, "purple diamond")
    hover_cell(qtbot, screen, (2, 1))                     # a diamond under the diamond: yes
    assert scene.hover_mark.kind == "ok"
    # the hover's score names its cell and tile: never taken for the staged move's score
    assert plain(message(screen)) == "Put the diamond (purple) at 2,1: the move would score +2."
    click_tile(qtbot, screen, "green star")
    click_cell(qtbot, screen, (3, 0))
    assert screen.host.status == ("Not there: a line may hold only one colour or one shape, "
                                  "each once.")
    assert scene.staged == {} and len(screen.session.history) == 1


def test_q_p2_a_part_built_line_is_staged_and_waits_for_the_gap(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    first_move(qtbot, screen)
    ready(screen)
    stage(qtbot, screen, (0, 1, "blue circle"), (0, 3, "yellow circle"))
    assert set(screen.view.board_scene().staged) == {(0, 1), (0, 3)}
    assert not screen.below.rack.play_button.isEnabled()
    assert message(screen) == "Not a move yet: the tiles must form one unbroken line."
    stage(qtbot, screen, (0, 2, "orange circle"))
    assert screen.below.rack.play_button.isEnabled()


def test_take_back_returns_every_staged_tile_and_a_click_lifts_one(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    ready(screen)
    stage(qtbot, screen, REDS[0], REDS[1])
    scene = screen.view.board_scene()
    assert len(scene.staged) == 2
    click_cell(qtbot, screen, (1, 0))                     # lifts the red square into the hand
    assert set(scene.staged) == {(0, 0)}
    assert screen.active_turn().held_tile() == T("red square")
    click_cell(qtbot, screen, (0, 1))                     # and puts it down elsewhere
    assert set(scene.staged) == {(0, 0), (0, 1)}
    screen.below.rack.take_back_button.click()
    assert scene.staged == {} and screen.session.history == ()
    assert all(piece.enabled for piece in screen.below.rack.tray.pieces)


def test_the_rack_order_is_kept_across_turns(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    ready(screen)
    tray = screen.below.rack.tray
    tray.move_piece(tray.keys()[5], 0)                    # yellow cross to the front
    assert rack_names(screen)[0] == "yellow cross"
    stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()
    ready(screen)
    stage(qtbot, screen, *CIRCLES)
    screen.below.rack.play_button.click()
    ready(screen)
    assert rack_names(screen) == ["yellow cross", "blue star", "green clover", "purple circle",
                                  "green circle", "orange star"]


def test_q_x1_an_exchange_chosen_in_the_rack(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    first_move(qtbot, screen)
    ready(screen)
    rack = screen.below.rack
    rack.exchange_button.click()
    assert rack.exchange_button.text() == "Exchange 0 tiles"
    assert not rack.exchange_button.isEnabled()
    click_tile(qtbot, screen, "green star")
    click_tile(qtbot, screen, "purple diamond")
    assert rack.exchange_button.text() == "Exchange 2 tiles" and rack.exchange_button.isEnabled()
    assert screen.view.board_scene().staged == {}
    rack.exchange_button.click()
    session = screen.session
    assert session.history[-1] == Exchange((T("green star"), T("purple diamond")))
    assert screen.side_panel.moves.item(1, 0).text() == "Ben exchanged 2 tiles"
    assert session.state.scores() == (3, 0)
    assert session.state.hand(1)[-2:] == (T("purple star"), T("yellow star"))


@pytest.mark.parametrize("left", [1, 0])
def test_q_x1_q_x2_exchange_is_refused_with_the_reason_when_the_bag_is_too_small(qtbot, tmp_path,
                                                                              left):
    screen = make_screen(qtbot, tmp_path, bag=ANNA + BEN + REST[:3 + left])
    first_move(qtbot, screen)
    ready(screen)
    rack = screen.below.rack
    if left == 0:
        assert not rack.exchange_button.isEnabled()
        assert rack.exchange_button.toolTip() == "The bag is empty, so you cannot exchange."
        assert message(screen).endswith(" The bag is empty, so you cannot exchange.")
        assert message(screen).count("exchange") == 1           # said once, not twice
        rack.exchange_button.setEnabled(True)
        rack.exchange_button.click()
        assert screen.host.status == "The bag is empty, so you cannot exchange."
        return
    rack.exchange_button.click()
    click_tile(qtbot, screen, "green star")
    assert rack.exchange_button.isEnabled()
    click_tile(qtbot, screen, "purple diamond")
    assert not rack.exchange_button.isEnabled()
    assert message(screen) == "The bag holds only 1 tile: choose fewer."
    rack.exchange_button.click()
    assert len(screen.session.history) == 1


def test_q_x3_pass_appears_only_when_it_is_the_only_move(qtbot, tmp_path):
    anna = ["red circle", "red square", "red diamond", "orange circle", "green cross",
            "green cross"]
    ben = ["blue star", "blue clover", "green star", "green clover", "purple cross",
           "yellow cross"]
    screen = make_screen(qtbot, tmp_path, bag=anna + ben)
    ready(screen)
    assert not screen.below.rack.pass_button.isVisible()
    stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()
    ready(screen)
    rack = screen.below.rack
    assert rack.pass_button.isVisible() and not rack.exchange_button.isEnabled()
    assert message(screen) == "You can neither place a tile nor exchange: press Pass."
    rack.pass_button.click()
    assert screen.session.history[-1] == Pass()
    assert screen.side_panel.moves.item(1, 0).text() == "Ben passed"
    ready(screen)
    assert not screen.below.rack.pass_button.isVisible()
    stage(qtbot, screen, (0, 1, "orange circle"))
    screen.below.rack.play_button.click()
    assert screen.session.state.is_over()              # Q-E2: nobody can place any more
    assert screen.result_panel.subtitle.text() == (
        "The bag is empty and nobody can place a tile any more.")


def test_q_s4_the_first_move_must_use_the_start_number_of_tiles(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    # the hand-over panel alone asks for the computer to be passed
    assert screen.below.handover.title.text() == "Pass the computer to Anna"
    assert "Pass the computer" not in screen.side_panel.status.text()
    ready(screen)
    assert screen.side_panel.status.text().startswith("Anna starts: 3 tiles")
    assert "Ben too, and the earlier seat starts" in screen.side_panel.status.text()   # Q-S3
    assert [card.lines[0].text() for card in screen.side_panel.cards] == [
        "Opening tiles: 3", "Opening tiles: 3"]
    assert message(screen).startswith("Your first move: put down your 3 tiles")
    stage(qtbot, screen, REDS[0])
    rack = screen.below.rack
    assert not rack.play_button.isEnabled()
    assert message(screen) == ("Not a move yet: the first move must place your 3 tiles that "
                               "share a colour or shape, starting at the centre.")
    click_tile(qtbot, screen, "blue star")
    click_cell(qtbot, screen, (1, 0))
    assert "the first move must place your 3 tiles" in screen.host.status
    assert set(screen.view.board_scene().staged) == {(0, 0)}
    screen.play()
    assert screen.session.history == ()
    click_tile(qtbot, screen, "red square")
    marks = screen.view.board_scene().marks
    assert {c for c, m in marks.items() if m.kind == "later"} == {(1, 0), (2, 0), (0, 1),
                                                                 (0, 2)}
    assert not [m for m in marks.values() if m.kind == "fits"]   # two more tiles are needed


def test_q_e1_q_sc2_going_out_ends_the_game_with_six_extra_and_a_celebration(qtbot, tmp_path):
    anna = ["red circle", "red square", "red diamond", "red clover", "red star", "red cross"]
    ben = ["blue circle", "orange circle", "yellow circle", "green star", "purple diamond",
           "blue cross"]
    settings = make_settings(tmp_path, animations=True)
    screen = make_screen(qtbot, tmp_path, bag=anna + ben, settings=settings)
    ready(screen)
    stage(qtbot, screen, *((i, 0, name) for i, name in enumerate(anna)))
    rack = screen.below.rack
    assert rack.preview.text() == "Qwirkle!  \u2066+12\u2069 points  \u2066+6\u2069 for going out"
    assert plain(screen.view.board_scene().preview_badge.text) == "Qwirkle! +18"
    rack.play_button.click()
    session = screen.session
    assert session.state.is_over() and session.state.scores() == (18, 0)
    scene = screen.view.board_scene()
    assert scene.celebrating() and any(getattr(i, "text", "") == "Qwirkle!"
                                       for i in scene.party_items)
    assert plain(scene.last_badge.text) == "+18"
    assert plain(screen.side_panel.moves.item(0, 0).text()) == (
        "Anna: 6 tiles, 18 points (+6 for going out)")
    result = screen.result_panel
    assert screen.panels.currentWidget() is result
    assert result.title.text() == "Anna wins!"
    assert result.subtitle.text() == "Anna placed their last tile and scored 6 extra points."
    assert [row.points.text() for row in result.rows[:2]] == ["18", "0"]
    assert plain(result.rows[0].extra.text()) == "went out: +6"
    assert result.rows[1].extra.text() == "6 tiles left"
    qtbot.waitUntil(lambda: not scene.celebrating(), timeout=5000)
    assert scene.party_items == []


def test_review_after_the_end_shows_every_hand(qtbot, tmp_path):
    anna = ["red circle", "red square", "red diamond", "red clover", "red star", "red cross"]
    screen = make_screen(qtbot, tmp_path, bag=anna + BEN)
    ready(screen)
    stage(qtbot, screen, *((i, 0, name) for i, name in enumerate(anna)))
    screen.below.rack.play_button.click()
    screen.result_panel.review_button.click()
    screen.review_bar.slider.setValue(0)
    assert screen.below.currentWidget() is screen.below.rack
    assert screen.below.rack.title.text() == "Anna's hand"
    assert len(screen.below.rack.tray.pieces) == 6
    assert screen.view.board_scene().tiles == {}
    # nothing to choose, but the hand is legible: the dark tiles stay dark on the light panel
    tray = screen.below.rack.tray
    assert tray.dimmed and tray.dim_opacity >= 0.8
    image = tray.grab().toImage()
    darkest = min(image.pixelColor(x, y).lightness()
                  for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
    assert darkest < 100


def test_hand_over_between_people_but_never_against_the_computer(qtbot, tmp_path, monkeypatch):
    screen = make_screen(qtbot, tmp_path)
    below = screen.below
    assert below.currentWidget() is below.handover
    assert below.handover.title.text() == "Pass the computer to Anna"
    assert screen.view.board_scene().items()                 # the board stays in sight
    assert screen.active_turn() is None
    ready(screen)
    assert below.currentWidget() is below.rack and screen.active_turn() is not None
    stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()
    assert below.currentWidget() is below.handover
    assert below.handover.title.text() == "Pass the computer to Ben"
    assert screen.active_turn() is None

    view_players(monkeypatch)
    alone = make_screen(qtbot, tmp_path, seats=VS_COMPUTER)
    assert not alone.handover_pending()
    assert alone.below.currentWidget() is alone.below.rack
    first_move(qtbot, alone)
    assert wait_idle(alone.session)
    assert len(alone.session.history) == 2
    assert alone.below.currentWidget() is alone.below.rack and not alone.handover_pending()
    assert alone.below.rack.title.text() == "Your hand"


def test_undo_between_people_takes_back_only_staged_tiles(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path)
    first_move(qtbot, screen)
    ready(screen)
    assert not screen.undo_action.isEnabled()                # a played move stays played
    stage(qtbot, screen, CIRCLES[0], CIRCLES[1])
    assert screen.undo_action.isEnabled()
    screen.undo_action.trigger()
    assert set(screen.view.board_scene().staged) == {(0, 1)}
    screen.undo_action.trigger()
    assert screen.view.board_scene().staged == {} and len(screen.session.history) == 1
    assert not screen.undo_action.isEnabled()
    screen.undo_action.trigger()
    assert len(screen.session.history) == 1


def test_undo_against_the_computer_returns_your_move_and_rack(qtbot, tmp_path, monkeypatch):
    view_players(monkeypatch)
    screen = make_screen(qtbot, tmp_path, seats=VS_COMPUTER)
    rack_before = rack_names(screen)
    first_move(qtbot, screen)
    session = screen.session
    assert wait_idle(session) and len(session.history) == 2
    assert screen.undo_action.isEnabled()
    screen.undo_action.trigger()
    assert session.history == () and session.redeals and session.redeals[0][1] == 0
    assert sorted(rack_names(screen)) == sorted(rack_before)
    assert screen.view.board_scene().tiles == {}
    assert screen.redo_action.isEnabled()
    screen.redo_action.trigger()
    assert wait_idle(session) and len(session.history) == 2


def test_enter_plays_and_escape_takes_back_in_the_main_window(qtbot, tmp_path, monkeypatch):
    settings = make_settings(tmp_path)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    screen = QwirkleScreen(window, QwirkleSetup(seats=PEOPLE, seed=1), bag=tiles(*BAG))
    window.show_game(screen)
    click_cell(qtbot, screen, (4, 4))                       # the board has the focus
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.view)
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)          # Enter: "Anna is ready"
    assert not screen.handover_pending()
    stage(qtbot, screen, REDS[0])
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.view.board_scene().staged == {}
    qtbot.keyClick(screen.view, Qt.Key.Key_1)               # the first rack tile in hand
    assert screen.active_turn().held_tile() == T("red circle")
    click_cell(qtbot, screen, (0, 0))                       # put it down
    stage(qtbot, screen, *REDS[1:])
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    assert len(screen.session.history) == 1
    window.close_game()


def test_the_marks_follow_the_setting_and_no_celebration_without_animations(qtbot, tmp_path):
    anna = ["red circle", "red square", "red diamond", "red clover", "red star", "red cross"]
    settings = make_settings(tmp_path, show_legal_moves=False)
    screen = make_screen(qtbot, tmp_path, bag=anna + BEN, settings=settings)
    ready(screen)
    click_tile(qtbot, screen, "red circle")
    scene = screen.view.board_scene()
    assert scene.marks == {}
    assert message(screen) == "Now choose a cell for the tile."
    settings.set(SHOW_LEGAL_MOVES, True)
    screen.host.settingChanged.emit("show_legal_moves")
    click_tile(qtbot, screen, "red circle")
    assert len(scene.marks) == 11 and message(screen) == "Now choose a cell: the marked cells fit."
    stage(qtbot, screen, *((i, 0, name) for i, name in enumerate(anna)))
    screen.below.rack.play_button.click()
    assert screen.session.state.is_over() and not scene.celebrating()


def test_play_again_starts_a_new_game_of_the_same_seats(qtbot, tmp_path):
    anna = ["red circle", "red square", "red diamond", "red clover", "red star", "red cross"]
    screen = make_screen(qtbot, tmp_path, bag=anna + BEN)
    ready(screen)
    stage(qtbot, screen, *((i, 0, name) for i, name in enumerate(anna)))
    screen.below.rack.play_button.click()
    old = screen.session
    screen.result_panel.play_again.click()
    assert screen.session is not old and screen.session.history == ()
    assert [s.name for s in screen.session.seats] == ["Anna", "Ben"]
    assert screen.panels.currentWidget() is screen.side_panel
    assert screen.view.board_scene().tiles == {} and screen.handover_pending()


def test_six_players_fit_the_first_run_window(qtbot, tmp_path):
    """At 1180×780 with six people every card shows all its lines, the rack shows six whole
    tiles and its buttons, and the log keeps some rows."""
    seats = [Seat(name) for name in ("Anna", "Ben", "Chris", "Dana", "Eli", "Fay")]
    settings = make_settings(tmp_path)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    screen = QwirkleScreen(window, QwirkleSetup(seats=tuple(seats), seed=5))
    window.show_game(screen)
    qtbot.waitExposed(window)
    ready(screen)
    rack = screen.below.rack
    buttons = (rack.play_button, rack.take_back_button, rack.exchange_button)
    qtbot.waitUntil(lambda: all(b.width() >= b.minimumSizeHint().width() for b in buttons))
    for card in screen.side_panel.cards:
        assert card.height() >= card.minimumSizeHint().height()
        assert card.name.full_text() and card.points.isVisible()
    tray = screen.below.rack.tray
    assert tray.width() >= tray.sizeHint().width() and len(tray.pieces) == 6
    assert tray.piece_rect(5).right() <= tray.width()
    assert all(button.isVisible() for button in buttons)
    moves = screen.side_panel.moves
    assert moves.height() >= 3 * moves.verticalHeader().defaultSectionSize()
    window.close_game()


def test_a_rack_tile_names_itself_in_a_tooltip(qtbot, tmp_path):
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    screen = make_screen(qtbot, tmp_path)
    ready(screen)
    tray = screen.below.rack.tray
    centre = tray.piece_rect(0).center().toPoint()
    QApplication.sendEvent(tray, QHelpEvent(QEvent.Type.ToolTip, centre,
                                            tray.mapToGlobal(centre)))
    assert QToolTip.text() == "circle (red)"
    QApplication.sendEvent(tray, QHelpEvent(QEvent.Type.ToolTip, QPoint(1, 1),
                                            tray.mapToGlobal(QPoint(1, 1))))


def test_a_hint_shows_its_tiles_as_ghosts_in_frames_and_the_next_move_clears_it(qtbot, tmp_path):
    """Issue 13: the hint is drawn on the Qwirkle board too (every tile of the placement), and
    said in the status line; an exchange shows nothing on the board; a played move clears it."""
    screen = make_screen(qtbot, tmp_path)
    ready(screen)
    scene = screen.view.board_scene()
    move = Place(tuple((x, y, T(n)) for x, y, n in REDS))
    assert screen.session.state.is_legal(move)
    screen._hint_ready(move)
    assert sorted(scene.hint_cells) == [(0, 0), (1, 0), (2, 0)]
    assert screen.host.status.startswith("Hint: ")
    screen._hint_ready(Exchange((T("red circle"),)))
    assert scene.hint_cells == []
    screen._hint_ready(move)
    stage(qtbot, screen, *REDS)
    screen.below.rack.play_button.click()
    assert scene.hint_cells == [] and set(scene.tiles) == {(0, 0), (1, 0), (2, 0)}


def test_h_asks_hard_from_the_persons_own_view_and_shows_its_move(qtbot, tmp_path):
    """The real hint: the worker's Hard answers for the person to move, and the move it
    suggests is legal for them and drawn on the board."""
    screen = make_screen(qtbot, tmp_path)
    ready(screen)
    assert screen.hint_action.isEnabled()
    screen.hint_action.trigger()
    qtbot.waitUntil(lambda: screen.host.status.startswith("Hint: "), timeout=60_000)
    cells = screen.view.board_scene().hint_cells
    assert cells, screen.host.status                      # the first move always places
    state = screen.session.state
    move = next(m for m in state.legal_moves()
                if isinstance(m, Place) and sorted((x, y) for x, y, _ in m.tiles) == sorted(cells))
    assert state.is_legal(move)
