"""Any file name the system can give, in the program (issue 33, part 2): a save file or folder
whose name is not UTF-8 (Linux) opens from the command line and from Open Recent, is saved to
again, is shown readably (Qt drops the surrogate escapes Python uses for such bytes), never makes
the recent list unwritable; Game ▸ New ▸ Kulami works with such a board file in the library;
``--self-test --pictures`` works in such a folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QFile
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.helpers.odd_names import SHOWN, has_surrogates
from tests.helpers.odd_names import odd_name as odd_path
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage import paths, recent, saves
from tilegames.storage.boards import BoardLibrary
from tilegames.storage.settings import ANIMATIONS, Settings
from tilegames.storage.stats import Statistics
from tilegames.ui.lsd.labels import seat_display_name as lsd_name
from tilegames.ui.main_window import MainWindow
from tilegames.ui.problem_dialog import log_folder_text
from tilegames.ui.qwirkle.game_setup import seat_display_name as qwirkle_name
from tilegames.ui.statistics_dialog import StatisticsDialog


def a_save(folder: Path) -> Path:
    path = odd_path(folder, ".tilegames")
    state = kulami.new_game(kulami.standard_board(4))
    for _ in range(5):
        state.apply(state.legal_moves()[0])
    saves.save(path, "kulami", state, [Seat("Ann"), Seat("Ben")])
    return path


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes answer at once and are recorded."""
    shown: list[tuple[str, str]] = []

    def warning(parent, title, text, *args):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


def window_for(qtbot, settings) -> MainWindow:
    settings.update({"computer_delay_ms": 0, "animations": False})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    return window


def test_open_from_the_command_line_then_recent_then_save(qtbot, settings, tmp_path, boxes):
    path = a_save(tmp_path)
    window = window_for(qtbot, settings)
    assert window.open_file(str(path))               # as main() does with a command line FILE
    assert boxes == [] and window.screen_widget is not None
    title = window.windowTitle()
    assert SHOWN in title and not has_surrogates(title)
    assert Settings().get(recent.SETTINGS_KEY) == [str(path.resolve())]   # the real path
    settings.set(ANIMATIONS, True)                 # the settings can still be written
    assert Settings().get(ANIMATIONS) is True

    window.save_action.trigger()                     # Save writes to the same file
    status = window.statusBar().currentMessage()
    assert SHOWN in status and not has_surrogates(status)
    assert saves.load(path).move_count == 5

    window.close_game()
    window.files.fill_recent(window.recent_menu)
    (action,) = window.recent_menu.actions()
    assert action.text() == f"&1 {SHOWN}.tilegames"
    assert not has_surrogates(action.toolTip()) and SHOWN in action.toolTip()
    action.trigger()                                 # opens the real file
    assert boxes == [] and window.screen_widget is not None
    assert window.files.path == path.resolve()


def qt_name(real: Path) -> str:
    """``real`` as a Qt file dialog gives it: the name decoded by Qt (``QFile.decodeName``: U+FFFD
    for each byte that is not UTF-8), which names no file."""
    name = QFile.decodeName(os.fsencode(real.name))
    assert "\ufffd" in name and not has_surrogates(name)
    return str(real.parent / name)


def test_open_and_save_as_from_the_file_dialogs(qtbot, settings, tmp_path, boxes, monkeypatch):
    path = a_save(tmp_path)
    window = window_for(qtbot, settings)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (qt_name(path), ""))
    window.open_action.trigger()
    assert boxes == [] and window.screen_widget is not None
    assert window.files.path == path.resolve()
    assert Settings().get(recent.SETTINGS_KEY) == [str(path.resolve())]

    elsewhere = tmp_path / "elsewhere"
    folder = odd_path(elsewhere)
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(Path(qt_name(folder), "evening")), ""))
    window.save_as_action.trigger()
    assert boxes == [] and saves.load(folder / "evening.tilegames").move_count == 5
    assert window.files.path == (folder / "evening.tilegames").resolve()


def test_a_file_that_cannot_be_opened_is_said_readably(qtbot, settings, tmp_path, boxes):
    path = odd_path(tmp_path, ".tilegames")
    path.write_bytes(b"not a game")
    window = window_for(qtbot, settings)
    assert not window.open_file(str(path))
    assert len(boxes) == 1 and SHOWN in boxes[0][1] and not has_surrogates(boxes[0][1])
    assert not window.open_file(str(tmp_path / "a\x00b.tilegames"))   # names no file at all
    assert len(boxes) == 2 and "Cannot open" in boxes[1][1]
    assert Settings().get(recent.SETTINGS_KEY) == []


def test_new_kulami_with_such_a_board_in_the_library(qtbot, settings, boxes):
    library = BoardLibrary(kulami.Board.from_text)
    odd = odd_path(library.folder, ".txt")
    odd.write_text(kulami.standard_board(5).to_text(), encoding="utf-8")
    window = window_for(qtbot, settings)
    entry = next(e for e in window.entries if e.key == "kulami")
    dialog = entry.make_dialog(window, window)      # raised UnicodeEncodeError before
    qtbot.addWidget(dialog)
    texts = [dialog._board.itemText(i) for i in range(dialog._board.count())]
    assert f"Your board: {SHOWN}" in texts
    dialog._board.setCurrentIndex(texts.index(f"Your board: {SHOWN}"))
    screen = dialog.create_screen()
    assert screen is not None
    assert boxes == []


def test_self_test_pictures_in_such_a_folder(tmp_path):
    folder = odd_path(tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "tilegames", "--self-test", "--lang", "en", "--pictures",
         os.fsencode(folder)], capture_output=True, env=env, timeout=300, check=False)
    out = done.stdout.decode("utf-8", "replace") + done.stderr.decode("utf-8", "replace")
    assert done.returncode == 0, out
    assert "self-test en: all" in out
    pictures = sorted(os.listdir(os.fsencode(folder)))
    assert b"en-main-window.png" in pictures and len(pictures) >= 18
    assert (folder / "en-main-window.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_names_read_from_a_file_are_shown_readably(qtbot, settings, tmp_path, boxes):
    """A name holding lone surrogates (from a file's "\\ud800") shows with U+FFFD, not with
    characters silently dropped (or an empty label)."""
    state = kulami.new_game(kulami.standard_board(4))
    path = tmp_path / "names.tilegames"
    saves.save(path, "kulami", state, [Seat("Ann\ud800"), Seat("\udce9")])
    window = window_for(qtbot, settings)
    assert window.open_file(str(path))
    assert window.screen_widget.display_names() == ["Ann\ufffd", "\ufffd"]
    assert lsd_name("\ud800", "red") == "\ufffd" and qwirkle_name(0, "x\udfff") == "x\ufffd"
    Statistics().record("lsd", [Seat("Bo\ud800"), Seat("Cy")], (0,))
    dialog = StatisticsDialog(window)
    qtbot.addWidget(dialog)
    shown = {dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())}
    assert shown == {"Bo\ufffd", "Cy"}


def test_the_log_folder_is_named_readably(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(odd_path(tmp_path)))
    for right_to_left in (False, True):
        text = log_folder_text(right_to_left)
        assert SHOWN in text and not has_surrogates(text)
