"""The main window: menus without dead actions, games in and out, remembered geometry,
live language switching, right-to-left Hebrew, a damaged settings file."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from tests.helpers.hosts import FakeScreen
from tilegames.i18n import translations
from tilegames.storage.settings import ANIMATIONS, WINDOW_GEOMETRY, Settings
from tilegames.ui.main_window import MainWindow
from tilegames.ui.registry import entry
from tilegames.ui.settings_dialog import SettingsDialog


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions() if a.isVisible()]


def _all_action_texts(window: MainWindow) -> list[str]:
    texts = []
    for top in window.menuBar().actions():
        texts.append(top.text())
        if top.menu():
            texts += [a.text() for a in top.menu().actions()]
    return texts


def test_menu_bar_is_game_view_settings_help(app, settings):
    window = MainWindow(settings)
    assert _menu_titles(window) == ["&Game", "&View", "&Settings…", "&Help"]


def test_saving_needs_a_game_and_opening_does_not(app, settings):
    window = MainWindow(settings)
    assert window.open_action.isEnabled()
    assert not window.save_action.isEnabled() and not window.save_as_action.isEnabled()
    window.show_game(FakeScreen(window))
    assert window.save_action.isEnabled() and window.save_as_action.isEnabled()


def test_zoom_and_close_only_with_a_game(app, settings):
    window = MainWindow(settings)
    game_only = (window.zoom_in_action, window.zoom_out_action, window.zoom_fit_action,
                 window.close_action)
    assert not any(a.isEnabled() for a in game_only)
    window.show_game(FakeScreen(window))
    assert all(a.isEnabled() for a in game_only)
    window.close_game()
    assert not any(a.isEnabled() for a in game_only)


def test_show_game_wires_status_title_actions_and_zoom(app, settings):
    window = MainWindow(settings)
    screen = FakeScreen(window)
    window.show_game(screen)
    screen.host.show_status("Red to move")        # the screen's host is the window
    assert window.statusBar().currentMessage() == "Red to move"
    assert window.windowTitle() == "LSD — tilegames"   # the title names the screen's game
    assert window.move_menu.menuAction().isVisible()
    assert screen.undo in window.move_menu.actions()
    window.zoom_in_action.trigger()
    window.zoom_out_action.trigger()
    window.zoom_fit_action.trigger()
    assert screen.calls[-3:] == ["zoom_in", "zoom_out", "zoom_fit"]


def test_a_screen_can_refuse_to_be_closed(app, settings, qtbot):
    """Issue 10: closing a game can be refused by the screen, and the window honours it (the
    Game menu, a new game, and closing the window)."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    screen = FakeScreen(window)
    window.show_game(screen)
    screen.closable = False
    assert window.close_game() is False
    assert window.screen_widget is screen and "shutdown" not in screen.calls
    other = FakeScreen(window)
    window.show_game(other)
    assert window.screen_widget is screen and "shutdown" in other.calls
    assert not window.close()
    assert window.isVisible()
    screen.closable = True
    assert window.close()


def test_close_game_shuts_the_screen_down_and_shows_the_start_page(app, settings):
    window = MainWindow(settings)
    screen = FakeScreen(window)
    window.show_game(screen)
    assert window.close_game() is True
    assert "shutdown" in screen.calls
    assert window.screen_widget is None
    assert window.stack.currentWidget() is window.start_area
    assert not window.move_menu.menuAction().isVisible()
    assert window.windowTitle() == "tilegames"


def test_window_geometry_is_remembered(app, settings, qtbot):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    chosen = QRect(0, 60, 800, 640)  # fits the offscreen screen (800×800)
    window.setGeometry(chosen)
    window.close()
    assert settings.get(WINDOW_GEOMETRY)
    again = MainWindow(Settings(settings.path))  # read back from the file
    qtbot.addWidget(again)
    assert again.geometry() == chosen


def test_language_switch_retranslates_the_open_window_live(app, settings):
    window = MainWindow(settings)
    screen = FakeScreen(window)
    window.show_game(screen)
    translations().set_language("nl")
    assert _menu_titles(window)[:2] == ["&Spel", "&Zet"]
    assert window.start_page.heading.text() == "Kies een spel"
    assert "retranslate" in screen.calls
    translations().set_language("de")
    assert window.view_menu.title() == "&Ansicht"


def test_hebrew_makes_the_main_window_right_to_left(app, settings):
    translations().set_language("he")
    window = MainWindow(settings)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    translations().set_language("en")
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_damaged_settings_file_still_starts_and_says_so(app, tilegames_home, qtbot):
    path = tilegames_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json", encoding="utf-8")
    settings = Settings()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    message = window.statusBar().currentMessage()
    assert "settings file was damaged" in message and "settings.json.bad" in message
    assert (path.parent / "settings.json.bad").exists()


def test_a_non_ascii_window_geometry_does_not_stop_the_start(app, tilegames_home, qtbot):
    """Issue 9 case 3: {"window_geometry": "é"} raised UnicodeEncodeError in the window."""
    path = tilegames_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"window_geometry": "é"}), encoding="utf-8")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.isVisible()


@pytest.mark.parametrize("content", [b"\xff\xfe{}", b"[" * 100_000 + b"]" * 100_000,
                                     b"\x00" * 50, b'"just a text"'],
                         ids=["not-utf8", "deeply-nested", "zero-bytes", "not-an-object"])
def test_an_unusable_settings_file_is_set_aside_and_the_window_opens(app, tilegames_home, qtbot,
                                                                      content):
    """Issue 9 case 2: non-UTF-8 bytes and deep nesting stopped the start."""
    path = tilegames_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert "settings.json.bad" in window.statusBar().currentMessage()
    assert (path.parent / "settings.json.bad").read_bytes() == content


def test_full_screen_toggles(app, settings, qtbot):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.full_screen_action.setChecked(True)
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    window.full_screen_action.setChecked(False)
    assert not window.windowState() & Qt.WindowState.WindowFullScreen


def test_full_screen_tick_follows_the_window_state(app, settings, qtbot):
    """A window restored full screen from the last run shows the tick (one click leaves)."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.showFullScreen()
    assert window.full_screen_action.isChecked()
    window.showNormal()
    assert not window.full_screen_action.isChecked()


def test_full_screen_has_a_key_even_without_a_desktop_standard(app, settings, monkeypatch):
    monkeypatch.setattr(QKeySequence, "keyBindings", lambda key: [])
    window = MainWindow(settings)
    assert [k.toString() for k in window.full_screen_action.shortcuts()] == ["F11"]


def test_missing_catalogue_is_told_in_the_status_bar(app, settings, monkeypatch, tmp_path):
    monkeypatch.setattr("tilegames.i18n.i18n_dir", lambda: tmp_path)  # no .qm files there
    translations().set_language("nl")
    window = MainWindow(settings)
    assert "tilegames_nl" in window.statusBar().currentMessage()
    translations().set_language("de")  # also when switching while the window is open
    assert "tilegames_de" in window.statusBar().currentMessage()


def test_settings_notice_is_retranslated_with_the_window(app, tilegames_home):
    path = tilegames_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2", encoding="utf-8")
    window = MainWindow(Settings())
    english = window.statusBar().currentMessage()
    translations().set_language("nl")
    dutch = window.statusBar().currentMessage()
    assert dutch and dutch != english
    assert "settings.json.bad" in dutch  # the detail stays


def test_a_games_status_message_does_not_stay_in_the_old_language(app, settings):
    window = MainWindow(settings)
    screen = FakeScreen(window)
    window.show_game(screen)
    window.show_status("not in the row or column of the last marble")
    translations().set_language("de")
    assert window.statusBar().currentMessage() == ""


def test_settings_of_the_wrong_type_fall_back_and_every_screen_opens(app, tilegames_home,
                                                                     qtbot):
    path = tilegames_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "language": 5, "window_geometry": "!!not base64", "show_legal_moves": "yes",
        "animations": None, "computer_delay_ms": 99_999_999_999, "kulami_new_game": "junk"}),
        encoding="utf-8")
    settings = Settings()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    dialog = SettingsDialog(settings, window)
    assert dialog.legal_moves.isChecked() and dialog.animations.isChecked()
    assert dialog.delay.value() == dialog.delay.maximum()
    assert dialog.language.currentData() == "en"
    for item in window.entries:
        if item.make_dialog is not None:
            window.show_game(item.make_dialog(window, window).create_screen())
            window.close_game()


def test_closing_with_a_full_disk_loses_nothing_and_does_not_fail(app, settings, qtbot,
                                                                   monkeypatch):
    settings.set(ANIMATIONS, False)
    before = settings.path.read_bytes()

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tilegames.storage.settings.write_json_atomic", disk_full)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window.close()
    assert settings.path.read_bytes() == before


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&(?!&)(.)", text)
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", ["en", "nl", "de", "he"])
def test_menu_mnemonics_are_unique_in_every_language(app, settings, lang):
    """Alt+letter opens one menu, a letter picks one item (with the Kulami game's Move menu)."""
    translations().set_language(lang)
    window = MainWindow(settings)
    window.show_game(entry("kulami").make_dialog(window, window).create_screen())
    groups = {"menu bar": window.menuBar().actions()}
    for top in window.menuBar().actions():
        if top.menu():
            groups[top.text()] = [a for a in top.menu().actions() if not a.isSeparator()]
    for name, actions in groups.items():
        letters = [m for a in actions if (m := _mnemonic(a.text()))]
        assert len(letters) == len(set(letters)), (lang, name, [a.text() for a in actions])
    window.close_game()


@pytest.mark.parametrize("lang", ["en", "nl", "de", "he"])
def test_settings_dialog_mnemonics_are_unique_in_every_language(app, settings, lang):
    translations().set_language(lang)
    dialog = SettingsDialog(settings)
    texts = [label.text() for label in dialog.labels]
    texts += [dialog.legal_moves.text(), dialog.animations.text()]
    letters = [m for t in texts if (m := _mnemonic(t))]
    assert len(letters) == len(set(letters)), (lang, texts)
