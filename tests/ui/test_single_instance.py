"""Issue 29, part 5: a second start hands its saved game to the program already running
(ui/single_instance.py) and ends; the running window opens it and comes to the front.

The protocol and the window's side run in this process (the second start's blocking side in a
thread); the last tests start the real program twice, as separate processes."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtWidgets import QDialog

from tilegames import app as program
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage import saves
from tilegames.storage.settings import ASK_BEFORE_LEAVING
from tilegames.ui import single_instance
from tilegames.ui.main_window import MainWindow
from tilegames.ui.single_instance import Listener, hand_over, server_name

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 60  # the longest a test waits for a process to get somewhere (not a measured limit)


def _saved_game(path: Path) -> Path:
    state = kulami.new_game(kulami.standard_board(4))
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    saves.save(path, "kulami", state, (Seat("Cy"), Seat("Di")))
    return path


# A second start's side, in a process of its own (its calls block; this process's event loop
# must go on meanwhile): exit 0 when handed over, 3 when not; with "raw" it sends argv[2] as is
# and prints what came back.
SECOND_START = """
import sys
from PySide6.QtNetwork import QLocalSocket
from tilegames.ui.single_instance import hand_over, server_name
if sys.argv[1] == "raw":
    client = QLocalSocket()
    client.connectToServer(server_name())
    assert client.waitForConnected(30000)
    client.write(sys.argv[2].encode())
    client.waitForBytesWritten(30000)
    answer = b""
    while client.waitForReadyRead(30000):
        answer += bytes(client.readAll().data())
    print(repr(answer))
    sys.exit(0)
timeout = int(sys.argv[2])
sys.exit(0 if hand_over(sys.argv[3:], timeout_ms=timeout) else 3)
"""


def _second_start(qtbot, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run SECOND_START with this test's TILEGAMES_HOME while the event loop goes on."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen([sys.executable, "-c", SECOND_START, *args], env=env, cwd=cwd,
                               stdout=subprocess.PIPE, text=True)
    qtbot.waitUntil(lambda: process.poll() is not None, timeout=WAIT_S * 1000)
    return subprocess.CompletedProcess(process.args, process.returncode,
                                       process.stdout.read() if process.stdout else "")


def _hand_over(qtbot, *files: str, cwd: Path | None = None, timeout_ms: int = 5000) -> bool:
    return _second_start(qtbot, "hand", str(timeout_ms), *files, cwd=cwd).returncode == 0


@pytest.fixture
def listener(qapp, tilegames_home):
    listening = Listener()
    assert listening.listen()
    yield listening
    listening.close()
    listening.deleteLater()


# --- the name ------------------------------------------------------------------------------------


def test_one_name_per_user_and_data_folder(tilegames_home, tmp_path, monkeypatch):
    first = server_name()
    assert first == server_name(), "the same for every start with this home"
    assert "tilegames-" in first
    monkeypatch.setenv("TILEGAMES_HOME", str(tmp_path / "elsewhere"))
    assert server_name() != first, "a test home never meets the user's own program"
    monkeypatch.setattr(single_instance.getpass, "getuser", lambda: "someone-else")
    monkeypatch.setenv("TILEGAMES_HOME", str(tilegames_home))
    assert server_name() != first, "another user has another name"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_RUNTIME_DIR is Linux's")
def test_on_linux_the_name_lies_in_the_users_runtime_folder(tilegames_home, tmp_path,
                                                            monkeypatch):
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert Path(server_name()).parent == tmp_path
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "missing"))
    assert "/" not in server_name()  # Qt's temporary folder then


# --- the protocol --------------------------------------------------------------------------------


def test_a_second_start_hands_over_its_files_as_absolute_paths(qtbot, listener, tmp_path):
    with qtbot.waitSignal(listener.filesReceived, timeout=WAIT_S * 1000) as received:
        assert _hand_over(qtbot, "game.tilegames", str(tmp_path / "b.tilegames"), cwd=tmp_path)
    assert received.args == [[str(tmp_path / "game.tilegames"), str(tmp_path / "b.tilegames")]]


def test_a_second_start_without_a_file_asks_only_for_the_window(qtbot, listener):
    with qtbot.waitSignal(listener.filesReceived, timeout=WAIT_S * 1000) as received:
        assert _hand_over(qtbot)
    assert received.args == [[]]


def test_without_a_running_copy_nothing_is_handed_over(qapp, tilegames_home):
    assert hand_over(["x.tilegames"]) is False


def test_a_message_that_is_not_one_is_refused(qtbot, listener):
    received = []
    listener.filesReceived.connect(received.append)
    for junk in ("not json\n", '{"files": "x"}\n', '["x"]\n', '{"files": [1]}\n'):
        out = _second_start(qtbot, "raw", junk)
        assert out.returncode == 0 and out.stdout.strip() == "b''", junk  # hung up, no answer
    assert _hand_over(qtbot, "fine.tilegames")      # and it still serves the next one
    qtbot.waitUntil(lambda: bool(received))
    assert len(received) == 1 and received[0][0].endswith("fine.tilegames")


def test_a_running_copy_that_does_not_answer_is_not_waited_for(qapp, tilegames_home):
    """A copy that hangs (here: a listener whose event loop does not run) costs the second start
    at most the hand-over time; it then starts on its own."""
    mute = Listener()
    assert mute.listen()
    try:
        out = subprocess.run([sys.executable, "-c", SECOND_START, "hand", "300", "x.tilegames"],
                             env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=WAIT_S)
        assert out.returncode == 3
    finally:
        mute.close()


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe goes with its program")
def test_a_name_left_by_a_copy_that_crashed_is_taken_over(qtbot, tilegames_home):
    name = server_name()
    path = name if os.path.isabs(name) else os.path.join(QDir.tempPath(), name)
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(path)          # a socket file nobody listens on, as a crash leaves it
    stale.close()
    assert os.path.exists(path)
    listening = Listener()
    try:
        assert listening.listen()
        with qtbot.waitSignal(listening.filesReceived, timeout=WAIT_S * 1000):
            assert _hand_over(qtbot)
    finally:
        listening.close()


def test_when_another_copy_listens_this_one_goes_on_without(qtbot, listener):
    second = Listener()
    with qtbot.waitSignal(listener.filesReceived, timeout=WAIT_S * 1000):
        assert second.listen() is False   # (it connected to the first to find out)
        assert _hand_over(qtbot), "the first copy still has the name"


# --- the window's side ---------------------------------------------------------------------------


def test_the_window_opens_a_handed_over_file_and_comes_to_the_front(qtbot, app, settings,
                                                                   tmp_path, monkeypatch):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.showMinimized()
    raised = []
    monkeypatch.setattr(window, "raise_", lambda: raised.append("raise"))
    monkeypatch.setattr(window, "activateWindow", lambda: raised.append("activate"))
    path = _saved_game(tmp_path / "handed.tilegames")
    window.open_handed_over([str(path)])
    assert raised == ["raise", "activate"] and not window.isMinimized()
    assert window.screen_widget is not None and window.files.path == path.resolve()

    window.open_handed_over([])                     # a second start without a file
    assert raised[2:] == ["raise", "activate"]
    assert window.files.path == path.resolve(), "the open game stays"


def test_a_handed_over_file_waits_until_an_open_dialog_is_closed(qtbot, app, settings, tmp_path):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: app.activeModalWidget() is dialog)
    window.open_handed_over([str(_saved_game(tmp_path / "later.tilegames"))])
    assert window.screen_widget is None, "nothing changes under a dialog"
    dialog.close()
    qtbot.waitUntil(lambda: window.screen_widget is not None, timeout=WAIT_S * 1000)
    assert window.files.path == (tmp_path / "later.tilegames").resolve()


def test_a_handed_over_file_follows_the_rules_for_leaving_a_game(qtbot, app, settings, tmp_path,
                                                                monkeypatch):
    """With "ask before leaving" and a game in progress, the player is asked first; "No" keeps
    the game (the file is not opened)."""
    from PySide6.QtWidgets import QMessageBox

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    first = _saved_game(tmp_path / "first.tilegames")
    assert window.open_file(str(first))
    settings.set(ASK_BEFORE_LEAVING, True)
    asked = []

    def answer(*args):
        asked.append(args)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.open_handed_over([str(_saved_game(tmp_path / "second.tilegames"))])
    assert asked and window.files.path == first.resolve()


def test_self_test_never_hands_over_nor_listens(qapp, tilegames_home, monkeypatch):
    def refuse(*args, **kw):
        raise AssertionError("the self-test must not meet another copy")

    monkeypatch.setattr(program, "hand_over", refuse)
    monkeypatch.setattr(program, "Listener", refuse)
    monkeypatch.setattr(program, "_self_test", lambda *args: 0)
    assert program.main(["tilegames", "--self-test"]) == 0


def test_main_hands_over_and_ends_without_a_window(qapp, tilegames_home, monkeypatch, tmp_path):
    handed = []
    monkeypatch.setattr(program, "hand_over", lambda files: handed.append(files) or True)
    monkeypatch.setattr(program, "create_application", lambda *a, **k: pytest.fail("no window"))
    assert program.main(["tilegames", str(tmp_path / "g.tilegames")]) == 0
    assert handed == [[tmp_path / "g.tilegames"]]


# --- two real processes --------------------------------------------------------------------------


def _start(home: Path, *args: str) -> subprocess.Popen:
    env = dict(os.environ, TILEGAMES_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "tilegames", *args], env=env, cwd=home,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _log(home: Path) -> str:
    log = home / "log" / "tilegames.log"
    return log.read_text(encoding="utf-8") if log.exists() else ""


def _wait_for(condition, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not condition():
        assert time.monotonic() < deadline, f"waited {WAIT_S} s for {what}"
        time.sleep(0.1)


def _recent(home: Path) -> list[str]:
    path = home / "config" / "settings.json"
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("recent_files", [])
    except (OSError, ValueError):
        return []


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    process.wait(WAIT_S)


@pytest.fixture
def first_copy(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    first = _start(home)
    try:
        _wait_for(lambda: "listening for a second start" in _log(home) or first.poll() is not None,
                  "the first copy to listen")
        assert first.poll() is None, _log(home)
        yield home, first
    finally:
        _stop(first)


def test_two_processes_a_second_start_hands_its_file_to_the_first(first_copy):
    home, first = first_copy
    game = _saved_game(home / "double-clicked.tilegames")
    started = time.monotonic()
    second = _start(home, game.name)       # relative to its folder: handed over as absolute
    assert second.wait(WAIT_S) == 0
    print(f"the second start ended after {time.monotonic() - started:.2f} s")
    _wait_for(lambda: str(game.resolve()) in _recent(home), "the first copy to open the file")
    assert f"a second start handed over [{str(game)!r}]" in _log(home)
    assert first.poll() is None, "the first copy goes on"

    alone = _start(home)                   # no file: only "come to the front"
    assert alone.wait(WAIT_S) == 0
    _wait_for(lambda: "handed over nothing (come to the front)" in _log(home),
              "the first copy to hear of the second start")
    assert first.poll() is None


def test_two_processes_a_start_with_another_home_is_a_program_of_its_own(first_copy, tmp_path):
    home, _first = first_copy
    other_home = tmp_path / "other"
    other_home.mkdir()
    other = _start(other_home)
    try:
        _wait_for(lambda: "listening for a second start" in _log(other_home)
                  or other.poll() is not None, "the other copy to listen")
        assert other.poll() is None, "it did not hand over to the first copy and end"
    finally:
        _stop(other)
    assert "a second start handed over" not in _log(home)


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe goes with its program")
def test_two_processes_a_copy_that_was_killed_leaves_no_trap(first_copy):
    home, first = first_copy
    first.kill()                                         # its socket file stays behind
    first.wait(WAIT_S)
    again = _start(home)
    try:
        _wait_for(lambda: _log(home).count("listening for a second start") == 2
                  or again.poll() is not None, "the new copy to listen")
        assert again.poll() is None
        reaches = _start(home)
        assert reaches.wait(WAIT_S) == 0
        _wait_for(lambda: "handed over nothing (come to the front)" in _log(home),
                  "the new copy to hear of a second start")
    finally:
        _stop(again)
