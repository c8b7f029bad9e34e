"""Play for everyone: every game by keyboard alone (F6 between the board, the pieces and the
panel; a visible focus), and the words screen readers get (accessible names of the controls and
of the cell under the cursor, the announcement after each move). Keys go to the focused widget
(offscreen windows never become active, so focus is set and keys are sent to it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tests.helpers.kulami import make_screen as kulami_screen
from tilegames.games import kulami
from tilegames.ui import announce
from tilegames.ui.numbers import cell_text, plain

pytestmark = pytest.mark.usefixtures("app")   # the program's set-up, in English


@pytest.fixture
def said(monkeypatch) -> list[str]:
    """What was announced to screen readers (the texts of announcement events)."""
    texts: list[str] = []
    real = QAccessible.updateAccessibility

    def record(event) -> None:
        if announce.Announcement is not None and isinstance(event, announce.Announcement):
            texts.append(event.message())
        real(event)

    monkeypatch.setattr(announce.QAccessible, "updateAccessibility", record)
    return texts


def focused(screen) -> object:
    """The screen's focus widget (the application's when its window is not active)."""
    return screen.focusWidget()


def walk(qtbot, view, target: tuple[int, int]) -> None:
    """Arrow keys until the board's cursor is on ``target`` (the cursor shown first)."""
    scene = view.board_scene()
    if not scene.cursor_item.isVisible():
        view.show_keyboard_cursor()
    for _ in range(200):
        x, y = scene.cursor
        if (x, y) == target:
            return
        key = (Qt.Key.Key_Right if target[0] > x else Qt.Key.Key_Left if target[0] < x
               else Qt.Key.Key_Down if target[1] > y else Qt.Key.Key_Up)
        qtbot.keyClick(view, key)
    raise AssertionError(f"the cursor did not reach {target}: {scene.cursor}")


# --- Kulami --------------------------------------------------------------------------------------

def test_kulami_a_whole_game_by_keys_with_words_for_screen_readers(qtbot, tmp_path, said):
    screen = kulami_screen(qtbot, tmp_path)
    view = screen.view
    screen.side_panel.moves.setFocus()
    qtbot.keyClick(screen.side_panel.moves, Qt.Key.Key_F6)  # F6: round to the board
    assert focused(screen) is view and view.board_scene().cursor_item.isVisible()
    assert plain(view.accessibleName()).startswith("Empty hole at a1 on a plate of ")
    assert "Arrow keys" in view.accessibleDescription()
    walk(qtbot, view, (1, 2))
    assert plain(view.accessibleName()).startswith("Empty hole at b3 on a plate of")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert screen.session.history == (kulami.Move(1, 2),)
    assert plain(view.accessibleName()) == "Red marble at b3, the last move"
    expected = "Ann placed a marble at b3. Ben to move, 28 marbles left."
    assert plain(screen.side_panel.announcement.text()) == expected
    if announce.Announcement is not None:
        assert [plain(text) for text in said] == [expected]
    card = screen.side_panel.cards[1]
    assert card.accessibleName().startswith("Ben, Person") and "To move" in \
        card.accessibleName()
    legal = {m.cell for m in screen.session.state.legal_moves()}
    refused = next(c for c in sorted(view.board_scene().holes)
                   if c not in legal and screen.session.state.marble_at(c) is None)
    walk(qtbot, view, refused)
    qtbot.keyClick(view, Qt.Key.Key_Return)                  # K-M6: refused, with the reason
    assert len(screen.session.history) == 1 and screen.host.status
    if announce.Announcement is not None:
        assert said[-1] == screen.host.status               # said, not only shown
    while not screen.session.state.is_over():              # the rest of the game, by keys
        target = screen.session.state.legal_moves()[0].cell
        walk(qtbot, view, target)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert screen.session.state.marble_at(target) is not None
    assert screen.panels.currentWidget() is screen.result_panel
    assert "wins" in screen.side_panel.announcement.text() or "draw" in \
        screen.side_panel.announcement.text().lower()
    # F6: from the board to the result's buttons; Space there reviews the game
    qtbot.keyClick(view, Qt.Key.Key_F6)
    assert focused(screen) is screen.result_panel.play_again
    qtbot.keyClick(focused(screen), Qt.Key.Key_Tab)
    qtbot.keyClick(focused(screen), Qt.Key.Key_Tab)
    assert focused(screen) is screen.result_panel.review_button
    qtbot.keyClick(focused(screen), Qt.Key.Key_Space)
    assert screen.reviewing is not None
    assert focused(screen) is screen.review_bar.slider       # the keys go on to the review
    qtbot.keyClick(focused(screen), Qt.Key.Key_Left)
    assert screen.reviewing == len(screen.session.history) - 1
    qtbot.keyClick(focused(screen), Qt.Key.Key_F6)           # F6: the board and back
    assert focused(screen) is view
    qtbot.keyClick(view, Qt.Key.Key_F6)
    assert focused(screen) is screen.review_bar.slider
    screen.review_bar.leave.click()
    assert focused(screen) is screen.result_panel.review_button
    assert screen.review_bar.back.accessibleName() == "Previous move"


# --- LSD -----------------------------------------------------------------------------------------

def test_lsd_a_turn_by_keys_supply_rotation_and_words(qtbot, tmp_path, said):
    from tests.helpers.lsd import make_screen as lsd_screen

    screen = lsd_screen(qtbot, tmp_path)
    view = screen.view
    tray = screen.supplies.tray(0)
    screen.side_panel.moves.setFocus()
    qtbot.keyClick(focused(screen), Qt.Key.Key_F6)           # the board, its cursor shown
    assert focused(screen) is view and view.board_scene().cursor_item.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_F6)                      # Ann's supply
    assert focused(screen) is tray
    qtbot.keyClick(tray, Qt.Key.Key_Right)                   # the next tile: corner tile with +
    assert screen.selected == ("corner", "+")
    assert tray.accessibleName() == "Supply of Ann: 2 of 10: corner tile with +, 2 left, chosen"
    qtbot.keyClick(tray, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)   # back to the board
    assert focused(screen) is view
    assert plain(view.accessibleName()) == ("Empty at 0,0: the corner tile with + fits here "
                                            "turned 4 ways; turned now: dots north, east")
    qtbot.keyClick(view, Qt.Key.Key_R)                       # dots east and south
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert screen.session.history == (screen.session.history[0],)
    assert screen.session.history[0].rotation == 1
    assert plain(view.accessibleName()) == ("Tile of Ann, corner tile with +, dots east, south, "
                                            "at 0,0")
    left = sum(screen.session.state.supply(1).values())
    expected = (f"Ann laid a corner tile with + at {cell_text(0, 0)}. Ben to move, {left} tiles "
                "left. Chosen: corner tile with +.")                 # Ben's first tile that fits
    assert screen.side_panel.announcement.text() == expected
    if announce.Announcement is not None:
        assert said == [expected]
    assert screen.supplies.turn_right.accessibleName() == "Turn the tile clockwise"
    assert screen.supplies.turn_right.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert screen.learn_button.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_lsd_w1_a_short_game_won_by_keys_then_the_result_by_keys(qtbot, tmp_path):
    from tests.helpers.lsd import THREE_IN_A_ROW
    from tests.helpers.lsd import make_screen as lsd_screen

    screen = lsd_screen(qtbot, tmp_path, position=THREE_IN_A_ROW)
    view = screen.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_6)                       # single tile with x
    walk(qtbot, view, (3, 0))
    assert "the single tile with x fits here" in view.accessibleName()
    qtbot.keyClick(view, Qt.Key.Key_Return)                  # the one turning that fits
    assert screen.session.state.winners() == (0,)
    assert screen.side_panel.announcement.text().endswith(
        "Ann wins! A row of 4 tiles of one colour.")
    qtbot.keyClick(view, Qt.Key.Key_F6)
    assert focused(screen) is screen.result_panel.play_again
    qtbot.keyClick(focused(screen), Qt.Key.Key_Space)        # play again, by keys
    assert screen.session.history == () and not screen.session.state.is_over()


# --- Qwirkle -------------------------------------------------------------------------------------

def test_qwirkle_turns_by_keys_rack_stage_take_back_play_exchange(qtbot, tmp_path, said):
    """Q-P1 (a turn put down tile by tile and played) and Q-X1 (an exchange), by keys."""
    from tests.helpers.qwirkle import BAG
    from tests.helpers.qwirkle import make_screen as qwirkle_screen

    screen = qwirkle_screen(qtbot, tmp_path, bag=BAG)
    view, rack = screen.view, screen.below.rack
    tray = rack.tray
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)                  # "Anna is ready"
    assert not screen.handover_pending()
    qtbot.keyClick(view, Qt.Key.Key_F6)
    assert focused(screen) is tray
    assert tray.accessibleName() == "Anna, your hand: 1 of 6: circle (red)"
    qtbot.keyClick(tray, Qt.Key.Key_Space)                   # the current tile: the first
    assert screen.active_turn().held_tile() is not None
    assert tray.accessibleName() == "Anna, your hand: 1 of 6: circle (red), chosen"
    qtbot.keyClick(tray, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focused(screen) is view and view.board_scene().cursor == (0, 0)
    assert plain(view.accessibleName()) == "Empty at 0,0: the circle (red) fits here"
    qtbot.keyClick(view, Qt.Key.Key_Space)                   # put it down
    assert plain(view.accessibleName()) == "circle (red) at 0,0, put down this turn"
    qtbot.keyClick(view, Qt.Key.Key_Escape)                  # take back
    assert screen.view.board_scene().staged == {}
    for number, x in ((Qt.Key.Key_1, 0), (Qt.Key.Key_2, 1), (Qt.Key.Key_3, 2)):
        qtbot.keyClick(view, number)                          # 1-6 on the board: a rack tile
        walk(qtbot, view, (x, 0))
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(screen.view.board_scene().staged) == 3
    screen.undo_action.trigger()                              # Ctrl+Z: the last one back
    assert len(screen.view.board_scene().staged) == 2
    qtbot.keyClick(view, Qt.Key.Key_3)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Return)                   # Play
    assert len(screen.session.history) == 1
    # who is next, true after the hand-over too (the hand-over panel asks for it, once)
    expected = (f"Anna: 3 tiles, 3 points: circle (red) at {cell_text(0, 0)}, square (red) at "
                f"{cell_text(1, 0)}, diamond (red) at {cell_text(2, 0)}. Ben to move. "
                "9 tiles in the bag.")
    assert screen.side_panel.announcement.text() == expected
    if announce.Announcement is not None:
        assert said == [expected]

    qtbot.keyClick(view, Qt.Key.Key_F6)                       # the hand-over button
    assert focused(screen) is screen.below.handover.button
    qtbot.keyClick(focused(screen), Qt.Key.Key_Space)
    assert not screen.handover_pending()
    for _ in range(12):                                      # Tab through the rack to Exchange
        if focused(screen) is rack.exchange_button:
            break
        qtbot.keyClick(focused(screen), Qt.Key.Key_Tab)
    assert focused(screen) is rack.exchange_button
    qtbot.keyClick(rack.exchange_button, Qt.Key.Key_Space)
    assert screen.active_turn().exchanging
    assert focused(screen) is tray                           # the keys go on to the rack
    qtbot.keyClick(tray, Qt.Key.Key_Space)                   # marks the current tile
    qtbot.keyClick(tray, Qt.Key.Key_Right)                   # walking marks nothing
    qtbot.keyClick(tray, Qt.Key.Key_Right)
    qtbot.keyClick(tray, Qt.Key.Key_Space)
    assert len(screen.active_turn().marked) == 2
    assert tray.accessibleName().endswith(", marked")
    qtbot.keyClick(tray, Qt.Key.Key_Return)                  # Enter: exchange them
    assert len(screen.session.history) == 2
    assert screen.side_panel.announcement.text().startswith("Ben exchanged 2 tiles.")
    assert len(BAG) == 24


# --- the other windows: Tab reaches every control, and every control has a name -------------------

def _audit(window) -> tuple[list[str], list[str]]:
    """(controls Tab never reaches, controls without a name for screen readers) of ``window``."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QWidget

    window.show()
    controls = [w for w in window.findChildren(QWidget)
                if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                and type(w) is not QWidget          # a view's viewport: focus goes to its view
                and not isinstance(w.parentWidget(), QAbstractSpinBox | QComboBox)]
    reached, widget = set(), controls[0]
    for _ in range(400):
        reached.add(id(widget))
        widget = widget.nextInFocusChain()
        if widget is controls[0]:
            break
    buddies = {id(label.buddy()) for label in window.findChildren(QLabel) if label.buddy()}
    unnamed = [type(w).__name__ for w in controls
               if not (w.accessibleName() or id(w) in buddies
                       or (isinstance(w, QAbstractButton) and w.text()))]
    return [type(w).__name__ for w in controls if id(w) not in reached], unnamed


def test_dialogs_and_windows_are_reachable_by_tab_and_named(qtbot, settings):
    from tilegames.storage.boards import BoardLibrary
    from tilegames.ui.kulami.designer.window import KulamiDesigner
    from tilegames.ui.main_window import MainWindow
    from tilegames.ui.rules_dialog import RulesDialog
    from tilegames.ui.settings_dialog import SettingsDialog
    from tilegames.ui.statistics_dialog import StatisticsDialog

    window = MainWindow(settings)
    qtbot.addWidget(window)
    windows = [window, SettingsDialog(settings, window), RulesDialog("kulami", window),
               StatisticsDialog(window),
               KulamiDesigner(window, BoardLibrary(kulami.Board.from_text))]
    windows += [entry.make_dialog(window, window) for entry in window.entries]
    for shown in windows:
        assert _audit(shown) == ([], []), shown
        if shown is not window:
            shown.close()


def test_the_windows_own_notes_are_said_too(app, tilegames_home, qtbot, said):
    """Screen-reader users do not watch the status line: a damaged settings file's note (and
    every note of the main window's own, ``MainWindow.report``) is announced as well."""
    from tilegames.storage.settings import Settings
    from tilegames.ui.main_window import MainWindow

    path = tilegames_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json", encoding="utf-8")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    if announce.Announcement is None:       # pragma: no cover - Qt before 6.8
        return
    assert any("settings file was damaged" in text for text in said)
    window.report("A note of the window's own")
    assert said[-1] == "A note of the window's own"
    assert window.statusBar().currentMessage() == "A note of the window's own"
