"""When something unexpected happens anyway (issue 33, part 6): an exception in a slot of a
running game is logged with its traceback, shown in one dialog (Copy details, Open log folder),
and the game goes on; Help ▸ Open log folder.

pytest-qt fails a test on an exception in a Qt slot by installing its own ``sys.excepthook``;
these tests switch that off (``qt_no_exception_capture``) and install the program's hook, as
``app.main`` does.
"""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QApplication

from tests.helpers.kulami import HUMANS, click, kulami_in_main_window
from tilegames.storage import autosave, logfile, saves
from tilegames.storage.paths import log_dir
from tilegames.ui.kulami.game_setup import SETTINGS_KEY, KulamiSetup
from tilegames.ui.problem_dialog import ProblemDialog
from tilegames.ui.unexpected import UnexpectedErrors

pytestmark = [pytest.mark.usefixtures("app"), pytest.mark.qt_no_exception_capture]


class InjectedError(RuntimeError):
    pass


def broken_slot(*_args: object) -> None:
    raise InjectedError("a fault put there by the test")


@pytest.fixture
def log_file(tilegames_home):
    """The program's log file, set up as at start (and detached after the test)."""
    path = logfile.start()
    assert path == tilegames_home / "log" / "tilegames.log"
    yield path
    logfile.stop()


@pytest.fixture
def game(qtbot, settings, log_file):
    """The main window playing Kulami (two people), with the program's exception hook."""
    settings.update({"computer_delay_ms": 0, "animations": False,
                     SETTINGS_KEY: KulamiSetup(seats=HUMANS, seed=7).to_dict()})
    window, screen = kulami_in_main_window(qtbot, settings)
    errors = UnexpectedErrors(window)
    errors.install()
    yield window, screen, errors
    errors.uninstall()


@pytest.fixture
def folder_opened(monkeypatch) -> list[str]:
    """The folders the program asked the system to show (none is really opened)."""
    opened: list[str] = []

    def open_url(url) -> bool:
        opened.append(url.toLocalFile())
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    return opened


def one_move(qtbot, screen, rng: random.Random) -> None:
    before = len(screen.session.state.moves)
    click(qtbot, screen, rng.choice(screen.session.state.legal_moves()).cell)
    assert len(screen.session.state.moves) == before + 1


def shown_problem_dialogs() -> list[ProblemDialog]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, ProblemDialog) and w.isVisible()]


def autosaved_moves() -> list[int]:
    return [len(saves.load(path).state.moves) for path in autosave.folder().glob("*.tilegames")]


def test_an_error_in_a_slot_is_logged_shown_once_and_the_game_goes_on(qtbot, game, log_file,
                                                                        folder_opened):
    window, screen, errors = game
    rng = random.Random(5)
    one_move(qtbot, screen, rng)
    screen.session.moveApplied.connect(broken_slot)      # a fault in a slot of the game
    one_move(qtbot, screen, rng)                          # the move itself is made
    qtbot.waitUntil(lambda: errors.dialog is not None and errors.dialog.isVisible())
    dialog = errors.dialog
    assert dialog is not None and not dialog.isModal()
    assert "Something unexpected went wrong" in dialog.body.text()
    assert "saved after every move" in dialog.body.text()
    assert dialog.summary.text() == "tests.ui.test_unexpected_errors.InjectedError: a fault " \
                                    "put there by the test"
    assert not dialog.more.isVisible()

    text = log_file.read_text(encoding="utf-8")
    assert "CRITICAL tilegames.unexpected: an unexpected error (1 so far)" in text
    assert "Traceback (most recent call last)" in text
    assert "in broken_slot" in text and "InjectedError: a fault put there by the test" in text

    QTimer.singleShot(0, broken_slot)                     # a second one while it is shown
    qtbot.waitUntil(lambda: errors.count == 2)
    QApplication.processEvents()
    assert shown_problem_dialogs() == [dialog]            # counted, not stacked
    assert dialog.count == 2 and dialog.more.isVisible()
    assert "1 more problem" in dialog.more.text()
    assert log_file.read_text(encoding="utf-8").count("Traceback") == 2

    dialog.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("tilegames ") and copied.count("InjectedError: a fault") == 2
    assert dialog.note.isVisible()
    dialog.folder_button.click()
    assert folder_opened == [str(log_dir())]

    screen.session.moveApplied.disconnect(broken_slot)
    dialog.buttons.rejected.emit()                        # Close
    qtbot.waitUntil(lambda: errors.dialog is None)
    one_move(qtbot, screen, rng)                          # still playable
    assert window.screen_widget is screen
    assert len(screen.session.state.moves) == 3
    assert 3 in autosaved_moves()                         # and saved after that move


def test_an_error_in_another_thread_reaches_the_dialog(qtbot, game, log_file):
    _window, _screen, errors = game
    thread = threading.Thread(target=broken_slot, name="worker")
    thread.start()
    thread.join(10)
    qtbot.waitUntil(lambda: errors.dialog is not None and errors.dialog.isVisible())
    assert "InjectedError" in errors.dialog.summary.text()
    assert "in broken_slot" in log_file.read_text(encoding="utf-8")


def test_a_dialog_that_fails_is_logged_and_does_not_loop(qtbot, game, log_file, monkeypatch):
    _window, _screen, errors = game

    def broken_add(self, summary, details):
        raise ValueError("the dialog broke too")

    monkeypatch.setattr(ProblemDialog, "add", broken_add)
    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: "the problem dialog could not be shown"
                    in log_file.read_text(encoding="utf-8"))
    QApplication.processEvents()
    assert errors.count == 1


def test_a_folder_that_cannot_be_opened_is_named(qtbot, app, monkeypatch):
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    dialog = ProblemDialog()
    qtbot.addWidget(dialog)
    dialog.add("OSError: boom", "Traceback …")
    dialog.folder_button.click()
    assert dialog.note.text() == f"The log folder could not be opened. It is {log_dir()}"


def test_help_opens_the_log_folder(qtbot, settings, folder_opened, monkeypatch):
    from tilegames.ui.main_window import MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.log_folder_action in window.help_menu.actions()
    assert window.log_folder_action.text() == "Open log &folder"
    window.log_folder_action.trigger()
    assert folder_opened == [str(log_dir())] and log_dir().is_dir()
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    window.log_folder_action.trigger()
    assert window.statusBar().currentMessage() == (
        f"The log folder could not be opened. It is {log_dir()}")
