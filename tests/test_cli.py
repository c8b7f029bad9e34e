"""The command line: --version, --lang, --self-test (the packaged program's smoke test)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import types

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel, QWidget

from tilegames import __version__
from tilegames.app import build_parser, create_application, main
from tilegames.i18n import translations
from tilegames.selftest import rendered_problem, run_self_test
from tilegames.storage.settings import LANGUAGE, Settings
from tilegames.ui import lsd as lsd_screens
from tilegames.ui.app_icon import ICON_SIZES
from tilegames.ui.main_window import DEFAULT_SIZE


def _run(*args: str, timeout: float = 240) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "tilegames", *args], capture_output=True,
                          text=True, timeout=timeout, env=env)


def test_version_prints_the_version():
    out = _run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"tilegames {__version__}"


def test_lang_accepts_the_four_languages_only(capsys):
    parser = build_parser()
    for lang in ("en", "nl", "de", "he"):
        assert parser.parse_args(["--lang", lang]).lang == lang
    with pytest.raises(SystemExit) as exit_:
        main(["tilegames", "--lang", "fr"])
    assert exit_.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


@pytest.mark.slow
def test_self_test_passes_in_every_language():
    """All four languages, both sizes (about a minute): .ci/run runs the same ``--self-test``
    itself, and the normal suite runs one language (``…_with_lang_checks_that_language_only``)."""
    out = _run("--self-test")
    lines = [line for line in out.stdout.splitlines() if line.startswith("self-test")]
    assert out.returncode == 0, out.stdout + out.stderr
    assert [line.split(":")[0] for line in lines] == [
        "self-test en", "self-test nl", "self-test de", "self-test he",
        "self-test computer players"]
    assert all("passed" in line for line in lines[:4]), lines
    assert lines[4] == "self-test computer players: the worker process answers"


def test_self_test_with_lang_checks_that_language_only():
    out = _run("--self-test", "--lang", "he")
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("self-test he: all ")
    assert out.stdout.count("self-test") == 2      # Hebrew, and the computer players


def test_lang_overrides_the_setting_for_one_run(qapp, tilegames_home):
    settings = Settings()
    settings.set(LANGUAGE, "de")
    try:
        create_application([], "nl", settings)
        assert translations().language == "nl"
        create_application([], None, settings)
        assert translations().language == "de"
    finally:
        translations().set_language("en")


def test_every_window_has_the_painted_icon(qapp, tilegames_home):
    create_application([], "en", Settings())
    sizes = {size.width() for size in qapp.windowIcon().availableSizes()}
    assert sizes == set(ICON_SIZES)


def test_self_test_fails_when_a_screen_fails(qapp, tilegames_home, monkeypatch):
    def broken_dialog(host, parent):
        raise RuntimeError("no board today")

    broken = types.ModuleType("tilegames.ui.lsd")
    broken.SCREENS = dataclasses.replace(lsd_screens.SCREENS, make_dialog=broken_dialog)
    monkeypatch.setitem(sys.modules, "tilegames.ui.lsd", broken)
    lines: list[str] = []
    try:
        assert run_self_test(qapp, Settings(), ["en"], report=lines.append) == 1
    finally:
        translations().set_language("en")
    assert len(lines) == 2 and "FAILED" in lines[0] and "FAILED" not in lines[1]
    assert "new game (lsd) (RuntimeError: no board today)" in lines[0]


def test_self_test_calls_an_empty_picture_blank(qapp):
    empty = QWidget()
    empty.resize(80, 60)
    assert rendered_problem(empty) == "blank image"
    label = QLabel("tilegames")
    assert rendered_problem(label) == ""


def test_self_test_saves_its_pictures_when_asked(qapp, tilegames_home, tmp_path):
    folder = tmp_path / "pictures"
    lines: list[str] = []
    try:
        assert run_self_test(qapp, Settings(), ["he"], report=lines.append, pictures=folder) == 0
    finally:
        translations().set_language("en")
    names = sorted(p.name for p in folder.iterdir())
    assert "he-main-window.png" in names and "he-settings.png" in names
    assert "he-main-window-large-text.png" in names          # 200 % text (issue 16)
    assert "he-rules-kulami.png" in names
    for name in ("end-qwirkle", "review-lsd", "continue", "statistics", "handover-qwirkle"):
        assert f"he-{name}.png" in names and f"he-{name}-large-text.png" in names  # issue 32
    main = QImage(str(folder / "he-main-window.png"))
    assert (main.width(), main.height()) == (DEFAULT_SIZE.width(), DEFAULT_SIZE.height())


def test_unknown_language_is_a_clear_error_not_a_traceback():
    out = _run("--lang", "xx")
    assert out.returncode == 2
    assert "invalid choice: 'xx'" in out.stderr
    assert "Traceback" not in out.stderr


def test_pictures_without_self_test_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["tilegames", "--pictures", "somewhere"])
    assert exit_.value.code == 2
    assert "--pictures goes with --self-test" in capsys.readouterr().err


def test_pictures_in_a_place_that_cannot_be_a_folder_is_a_one_line_error(tmp_path):
    """Issue 9 case 6: a file, or a folder that cannot be made, ended in a traceback."""
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    for place in (a_file, a_file / "below"):
        out = _run("--self-test", "--lang", "en", "--pictures", str(place))
        assert out.returncode == 2
        assert "Traceback" not in out.stderr
        assert "--pictures: cannot use" in out.stderr.strip().splitlines()[-1]


def test_self_test_fails_when_the_computer_players_do_not_answer(qapp, monkeypatch):
    from tilegames import selftest
    from tilegames.controller import computer

    class Silent:
        def __init__(self):
            from PySide6.QtCore import QObject, Signal

            class Relay(QObject):
                answered = Signal(int, object)
                failed = Signal(int, str)

            self.relay = Relay()
            self.answered, self.failed = self.relay.answered, self.relay.failed

        def choose(self, *args):
            self.failed.emit(1, "OSError: cannot start")
            return 1

        def stop(self):
            pass

    monkeypatch.setattr(computer.ComputerWorker, "instance", classmethod(lambda cls: Silent()))
    assert "cannot start" in selftest.computer_players_problem(timeout_s=1)
