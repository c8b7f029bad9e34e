"""Issue 14 for LSD and Qwirkle: a game saved (or autosaved) and opened again continues exactly —
seats, colours, history, Qwirkle's future tiles, even after an undo dealt the unseen tiles again."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from tilegames.base.seats import Seat
from tilegames.storage import autosave, saves
from tilegames.ui.lsd.game_setup import SETTINGS_KEY as LSD_KEY
from tilegames.ui.lsd.game_setup import LsdSetup
from tilegames.ui.main_window import MainWindow
from tilegames.ui.qwirkle.game_setup import SETTINGS_KEY as QWIRKLE_KEY
from tilegames.ui.qwirkle.game_setup import QwirkleSetup


def open_game(qtbot, settings, key: str, choice: dict) -> MainWindow:
    settings.update({"computer_delay_ms": 0, "animations": False, **choice})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    item = next(e for e in window.entries if e.key == key)
    window.show_game(item.make_dialog(window, window).create_screen())
    return window


def test_an_lsd_game_saved_and_opened_goes_on_with_its_colours(qtbot, settings, tmp_path,
                                                             monkeypatch):
    setup = LsdSetup(players=4, seats=tuple(Seat(n) for n in ("Ann", "Ben", "Cy", "Di")),
                     first=0, seed=5)
    window = open_game(qtbot, settings, "lsd", {LSD_KEY: setup.to_dict()})
    screen = window.screen_widget
    for _ in range(7):
        screen.session.request_move(screen.session.state.legal_moves()[3])
    colours = screen.setup.colours
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "lsd.tilegames"), ""))
    window.save_as_action.trigger()
    before = screen.session.state.to_dict()
    window.close_game()
    assert window.open_file(str(tmp_path / "lsd.tilegames"))
    again = window.screen_widget
    assert again.key == "lsd" and again.session.state.to_dict() == before
    assert again.setup.colours == colours and [s.name for s in again.session.seats] == [
        "Ann", "Ben", "Cy", "Di"]
    assert len(again.session.history) == 7 and again.session.can_undo()


def test_a_qwirkle_game_continues_with_the_same_tiles_after_an_undo_and_a_restart(
        qtbot, settings):
    """One person against a computer takes a move back (the unseen tiles are dealt again from a
    fresh seed), plays on, and the program is closed; the game continued from the start page
    is the same game and draws the same tiles as the original would have."""
    setup = QwirkleSetup(seats=(Seat("Ann"), Seat("", "computer", "easy")), seed=11)
    window = open_game(qtbot, settings, "qwirkle", {QWIRKLE_KEY: setup.to_dict()})
    session = window.screen_widget.session

    def human_moves(count: int) -> None:
        for _ in range(count):
            qtbot.waitUntil(session.human_to_move, timeout=30_000)
            session.request_move(session.state.legal_moves()[0])
        qtbot.waitUntil(session.human_to_move, timeout=30_000)

    human_moves(3)
    session.undo()
    assert session.redeals                       # the unseen tiles were dealt again
    human_moves(2)
    original = session.state.clone()
    game_id = window.screen_widget.game_id
    window.close()
    assert autosave.path_for(game_id).exists()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.show()
    again.start_page.unfinished.buttons[0].click()
    resumed = again.screen_widget.session
    assert resumed.state.to_dict() == original.to_dict()
    assert resumed.redeals == session.redeals
    for _ in range(6):                             # the same future, move for move
        if original.is_over():
            break
        move = original.legal_moves()[0]
        original.apply(move)
        resumed.state.apply(move)
        assert resumed.state.to_dict() == original.to_dict()
    resumed.shutdown()


def test_a_qwirkle_save_with_a_redeal_is_checked_on_load(qtbot, settings, tmp_path):
    setup = QwirkleSetup(seats=(Seat("Ann"), Seat("", "computer", "easy")), seed=3)
    window = open_game(qtbot, settings, "qwirkle", {QWIRKLE_KEY: setup.to_dict()})
    session = window.screen_widget.session
    qtbot.waitUntil(session.human_to_move, timeout=30_000)
    session.request_move(session.state.legal_moves()[0])
    qtbot.waitUntil(session.human_to_move, timeout=30_000)
    session.undo()
    data = window.screen_widget.save_data()
    text = saves.dumps(data.game, data.state, data.seats, **data.dumps_options())
    assert saves.loads(text).state.to_dict() == session.state.to_dict()
    forged = text.replace(f"{session.redeals[0][2]}", "12345", 1)    # another deal
    try:
        saves.loads(forged)
    except saves.SaveError:
        pass
    else:
        raise AssertionError("a save with a changed deal must not load")
