"""The Kulami new-game dialog: defaults without exec, remembered choices, the setup it builds."""

from __future__ import annotations

import json

from tests.helpers.hosts import FakeHost
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage.settings import Settings
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.kulami import make_new_game_dialog
from tilegames.ui.kulami.game_setup import SETTINGS_KEY, KulamiSetup, start_game
from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog


def make_dialog(qtbot, tmp_path) -> KulamiNewGameDialog:
    dialog = KulamiNewGameDialog(FakeHost(Settings(tmp_path / "settings.json")))
    qtbot.addWidget(dialog)
    return dialog


def test_the_main_window_finds_the_dialog(qtbot, tilegames_home):
    dialog = make_new_game_dialog(FakeHost(Settings()))
    qtbot.addWidget(dialog)
    assert isinstance(dialog, NewGameDialog)


def test_defaults_make_a_game_without_exec(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    setup = dialog.setup()
    assert setup == KulamiSetup()
    assert [s.kind for s in setup.seats] == ["human", "computer"]
    assert (setup.first, setup.board, setup.scoring, setup.variant) == (
        "red", "standard", "marbles", None)
    screen = dialog.create_screen()
    qtbot.addWidget(screen)
    assert isinstance(screen, GameScreen)
    assert screen.game.board.is_standard()
    assert screen.session.state.current_player == 0
    screen.shutdown()


def test_k_s2_the_rule_sheets_scoring_is_offered_first(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    assert [dialog._scoring.itemData(i) for i in range(2)] == ["marbles", "holes"]
    assert [dialog._variant.itemData(i) for i in range(3)] == [None, "regions", "areas"]
    assert dialog._scoring_help.text() and dialog._variant_help.text()
    dialog._variant.setCurrentIndex(2)
    assert "bonus" in dialog._variant_help.text()


def test_accept_remembers_the_choices(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    chosen = KulamiSetup(seats=(Seat("Ann", "computer", "hard"), Seat("Ben", "human")),
                         first="random", board="layout:" + next(iter(kulami.builtin_layouts())),
                         seed=1234, scoring="holes", variant="areas")
    dialog.set_setup(chosen)
    assert dialog.setup() == chosen
    dialog.accept()
    again = make_dialog(qtbot, tmp_path)
    assert again.setup() == chosen
    assert Settings(tmp_path / "settings.json").get(SETTINGS_KEY)["seed"] == 1234


def test_a_cancelled_dialog_remembers_nothing(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.seed_field.edit.setText("77")
    dialog.reject()
    assert make_dialog(qtbot, tmp_path).setup().seed is None


def test_a_broken_remembered_choice_falls_back_to_defaults(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.json")
    settings.set(SETTINGS_KEY, {"seats": [{"name": 5, "kind": "robot"}], "board": "layout:nope",
                                "seed": -3, "scoring": "x", "variant": "big", "first": 2})
    dialog = KulamiNewGameDialog(FakeHost(settings))
    qtbot.addWidget(dialog)
    assert dialog.setup() == KulamiSetup()


def test_k_b4_the_same_seed_gives_the_same_board_and_starter(qtbot, tmp_path):
    for board in ("standard", "irregular"):
        setup = KulamiSetup(board=board, seed=99, first="random")
        one, two = start_game(setup), start_game(setup)
        assert one.board == two.board
        assert one.session.state.current_player == two.session.state.current_player
    assert start_game(KulamiSetup(board="irregular", seed=99)).board != start_game(
        KulamiSetup(board="irregular", seed=100)).board
    unseeded = start_game(KulamiSetup())
    assert start_game(KulamiSetup(seed=unseeded.seed)).board == unseeded.board


def test_every_board_choice_is_listed_and_playable(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    boards = [dialog._board.itemData(i) for i in range(dialog._board.count())]
    assert boards[:2] == ["standard", "irregular"]
    assert boards[2:] == ["layout:" + name for name in kulami.builtin_layouts()]
    for board in boards:
        game = start_game(KulamiSetup(board=board, seed=5))
        assert game.session.state.legal_moves()


def test_the_preview_shows_the_chosen_board(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    unseeded = dialog._preview.pixmap().toImage()
    assert dialog._preview_note.text()            # "an example": the real board will differ
    dialog.seed_field.edit.setText("12")
    assert dialog._preview_note.text() == ""
    seeded = dialog._preview.pixmap().toImage()
    assert seeded != unseeded
    dialog._board.setCurrentIndex(dialog._board.count() - 1)   # a built-in layout
    assert dialog._preview.pixmap().toImage() != seeded


def test_a_full_disk_still_starts_the_game_and_says_so(app, settings, qtbot, monkeypatch):
    """Remembering the choices is a convenience: a failed save starts the game all the same and
    the status bar tells why the choices will not be there next time."""
    from PySide6.QtWidgets import QDialog

    from tilegames.ui.main_window import MainWindow

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    def accept_at_once(dialog):
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr("tilegames.storage.settings.write_json_atomic", disk_full)
    monkeypatch.setattr(KulamiNewGameDialog, "exec", accept_at_once)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.new_game("kulami")
    assert window.screen_widget is not None
    assert "No space left on device" in window.statusBar().currentMessage()
    assert SETTINGS_KEY not in json.loads(settings.path.read_text(encoding="utf-8")
                                          if settings.path.exists() else "{}")
    window.close_game()
