"""Issue 14 in the program: Save / Save As / Open / Open Recent, the autosave and "Continue" on
the start page, asking before leaving, statistics, and a file on the command line."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tests.helpers.kulami import click
from tilegames.base.seats import Seat
from tilegames.storage import autosave, saves
from tilegames.storage.settings import ASK_BEFORE_LEAVING
from tilegames.storage.stats import Statistics
from tilegames.ui.kulami.game_setup import SETTINGS_KEY, KulamiSetup
from tilegames.ui.main_window import MainWindow
from tilegames.ui.statistics_dialog import StatisticsDialog

HUMANS = (Seat("Ann"), Seat("Ben"))


def kulami_window(qtbot, settings, seats=HUMANS, seed=7) -> MainWindow:
    settings.update({"computer_delay_ms": 0, "animations": False,
                     SETTINGS_KEY: KulamiSetup(seats=seats, seed=seed).to_dict()})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    kulami = next(e for e in window.entries if e.key == "kulami")
    window.show_game(kulami.make_dialog(window, window).create_screen())
    return window


def play(qtbot, window, count: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    screen = window.screen_widget
    for _ in range(count):
        if screen.session.state.is_over():
            return
        click(qtbot, screen, rng.choice(screen.session.state.legal_moves()).cell)


@pytest.fixture
def no_boxes(monkeypatch):
    """Message boxes answer at once and are recorded."""
    shown = []

    def warning(parent, title, text, *args):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


def test_save_as_then_open_brings_the_game_back(qtbot, settings, tmp_path, monkeypatch, no_boxes):
    window = kulami_window(qtbot, settings)
    play(qtbot, window, 9)
    history = window.screen_widget.session.history
    target = tmp_path / "evening"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_as_action.trigger()
    saved = tmp_path / "evening.tilegames"
    assert saved.exists() and window.files.path == saved.resolve()
    assert "evening.tilegames" in window.windowTitle()
    assert saves.load(saved).state.to_dict() == window.screen_widget.session.state.to_dict()
    window.close_game()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    window.open_action.trigger()
    screen = window.screen_widget
    assert screen.session.history == history
    assert [s.name for s in screen.session.seats] == ["Ann", "Ben"]
    screen.undo_action.trigger()                    # the history reaches back: undo works
    assert screen.session.history == history[:-1]
    play(qtbot, window, 1)
    window.save_action.trigger()                    # Save writes to the same file, no dialog
    assert len(saves.load(saved).state.moves) == len(history)
    assert no_boxes == []


def test_a_bad_file_is_refused_with_its_reason_and_nothing_changes(qtbot, settings, tmp_path,
                                                                    no_boxes):
    window = kulami_window(qtbot, settings)
    play(qtbot, window, 3)
    screen = window.screen_widget
    bad = tmp_path / "bad.tilegames"
    bad.write_bytes(b"\x00\xffnot a game")
    assert not window.open_file(str(bad))
    assert window.screen_widget is screen and len(screen.session.history) == 3
    assert no_boxes and "bad.tilegames" in no_boxes[0][1]


def test_open_recent_drops_a_deleted_file_and_says_so(qtbot, settings, tmp_path, monkeypatch):
    window = kulami_window(qtbot, settings)
    play(qtbot, window, 2)
    files = []
    for name in ("one", "two"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, n=name, **k: (str(tmp_path / n), ""))
        window.files.path = None
        window.save_as_action.trigger()
        files.append(tmp_path / f"{name}.tilegames")
    files[0].unlink()
    window.files.fill_recent(window.recent_menu)
    texts = [a.text() for a in window.recent_menu.actions()]
    assert texts == ["&1 two.tilegames"]
    assert "one.tilegames" in window.statusBar().currentMessage()
    window.close_game()
    window.recent_menu.actions()[0].trigger()
    assert window.screen_widget is not None and window.files.path == files[1].resolve()


def test_a_game_left_by_closing_the_window_continues_from_the_start_page(qtbot, settings):
    window = kulami_window(qtbot, settings)
    play(qtbot, window, 6)
    history = window.screen_widget.session.history
    game_id = window.screen_widget.game_id
    assert autosave.path_for(game_id).exists()         # written after every move
    assert window.close()                               # asks nothing, keeps the autosave
    again = MainWindow(settings)                        # the next start
    qtbot.addWidget(again)
    again.show()
    strip = again.start_page.unfinished
    assert strip.isVisible() and len(strip.buttons) == 1
    assert strip.buttons[0].text() == "Continue"
    strip.buttons[0].click()
    assert again.screen_widget.session.history == history
    again.close_game()                                  # Close game keeps it too
    assert autosave.path_for(game_id).exists()
    assert again.start_page.unfinished.isVisible()


def test_asking_before_leaving_when_the_setting_says_so(qtbot, settings, monkeypatch):
    window = kulami_window(qtbot, settings)
    play(qtbot, window, 2)
    asked = []

    def question(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    assert window.close_game()                          # the setting is off: nothing asked
    assert asked == []
    window = kulami_window(qtbot, settings)
    play(qtbot, window, 2)
    settings.set(ASK_BEFORE_LEAVING, True)
    assert not window.close_game() and window.screen_widget is not None and asked
    assert not window.close() and window.isVisible()


def test_a_finished_game_is_counted_once_and_kept_across_a_restart(qtbot, settings):
    window = kulami_window(qtbot, settings, seats=(Seat("Ann"), Seat("Ben")))
    play(qtbot, window, 200)
    state = window.screen_widget.session.state
    assert state.is_over()
    window.screen_widget.undo_action.trigger()           # undo and finish again: counted once
    play(qtbot, window, 5)
    records = {p.name: p for p in Statistics().players("kulami")}
    assert set(records) == {"Ann", "Ben"} and records["Ann"].played == 1
    winners = window.screen_widget.session.state.winners()
    if len(winners) == 1:
        winner = "Ann" if winners == (0,) else "Ben"
        assert records[winner].won == 1 and records[winner].best_margin > 0
    assert not autosave.path_for("kulami").exists()      # a finished game is not continued
    dialog = StatisticsDialog()                          # "after a restart": read from the file
    qtbot.addWidget(dialog)
    assert dialog.game_key == "kulami" and dialog.table.rowCount() == 2
    assert dialog.chart.isVisibleTo(dialog) and len(dialog.chart.results) == 1


def test_the_statistics_of_a_game_can_be_reset(qtbot, settings, monkeypatch):
    stats = Statistics()
    stats.record("kulami", HUMANS, (0,), (30, 20))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: QMessageBox.StandardButton.Yes)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2
    dialog.reset_button.click()
    assert dialog.table.rowCount() == 0 and Statistics().players("kulami") == []


def test_a_file_given_on_the_command_line_is_opened(qtbot, app, settings, tmp_path,
                                                   monkeypatch):
    from tilegames import app as program
    from tilegames.games import kulami

    state = kulami.new_game(kulami.standard_board(4))
    for _ in range(5):
        state.apply(state.legal_moves()[0])
    path = tmp_path / "given.tilegames"
    saves.save(path, "kulami", state, (Seat("Cy"), Seat("Di")))
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    before = set(QApplication.topLevelWidgets())
    assert program.main(["tilegames", str(path)]) == 0
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, MainWindow) and w not in before]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    assert window.screen_widget is not None
    assert window.screen_widget.session.state.to_dict() == state.to_dict()
    assert window.files.path == path.resolve()
