"""The program's entry point: command line, QApplication, catalogues, main window.

``tilegames [FILE.tilegames] [--lang en|nl|de|he] [--version] [--self-test [--pictures FOLDER]]``;
Qt's own options (``-platform …``) pass through to Qt. A saved game given as FILE (or handed over
by the system: macOS sends a ``QFileOpenEvent``) is opened in the window. While the program runs,
a second start hands its file (or, without one, only the wish to see the window) to the running
copy and ends (``ui.single_instance``: one copy per user and data folder). ``--self-test`` never
does that, nor listens; a run with ``TILEGAMES_HOME`` meets only copies with the same home.

The program logs to a small rotated file in the user's log folder (``storage.logfile``), and an
exception nobody caught is logged and shown in one dialog while the program goes on
(``ui.unexpected``); the self-test does neither.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tilegames import APP_NAME, __version__
from tilegames.i18n import LANGUAGES, choose_language, translations
from tilegames.storage import logfile
from tilegames.storage.paths import HOME_ENV
from tilegames.storage.settings import LANGUAGE, Settings
from tilegames.ui.app_icon import app_icon
from tilegames.ui.single_instance import Listener, hand_over
from tilegames.ui.typography import use_wrapped_text_style

if TYPE_CHECKING:
    from tilegames.ui.main_window import MainWindow

log = logging.getLogger(__name__)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=APP_NAME, description="LSD, Kulami and Qwirkle for players at one computer.")
    parser.add_argument("file", nargs="?", type=Path, metavar="FILE.tilegames",
                        help="a saved game to open")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lang", choices=sorted(LANGUAGES),
                        help="speak this language (instead of the setting or the system's)")
    parser.add_argument("--self-test", action="store_true",
                        help="open every screen offscreen in every language (or --lang), "
                             "render each, exit 0 only if all worked")
    parser.add_argument("--pictures", type=Path, metavar="FOLDER",
                        help="with --self-test: also save each rendered screen there as a PNG")
    return parser


def create_application(argv: list[str], lang: str | None = None,
                       settings: Settings | None = None) -> QApplication:
    """The QApplication (the existing one, if any) with the painted window icon and the
    catalogues of the chosen language.

    Language: ``lang`` > the ``language`` setting > the system locale > English. The translators
    are owned by the application's ``Translations`` object (``tilegames.i18n.translations()``).
    """
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    use_wrapped_text_style(app)
    settings = settings if settings is not None else Settings()
    translations().set_language(choose_language(lang, settings.get(LANGUAGE)))
    return app


def _say(text: str) -> None:
    """Print for a terminal; a windowed program on Windows has no stdout."""
    if sys.stdout is not None:
        print(text)


def _self_test(qt_argv: list[str], languages: list[str], pictures: Path | None) -> int:
    """Offscreen, with every user folder in a throw-away place (the user's files stay untouched)."""
    from tilegames.selftest import run_self_test

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="tilegames-self-test-") as home:
        os.environ[HOME_ENV] = home
        settings = Settings()
        app = create_application(qt_argv, languages[0], settings)
        return run_self_test(app, settings, languages, report=_say, pictures=pictures)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    parser = build_parser()
    args, qt_args = parser.parse_known_args(argv[1:])
    if args.pictures and not args.self_test:
        parser.error("--pictures goes with --self-test")
    if args.version:
        _say(f"{APP_NAME} {__version__}")
        return 0
    if args.self_test:
        if args.pictures is not None:
            try:
                args.pictures.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                parser.error(f"--pictures: cannot use {args.pictures} as a folder: "
                             f"{exc.strerror or exc}")
        return _self_test(argv[:1] + qt_args, [args.lang] if args.lang else list(LANGUAGES),
                          args.pictures)
    logfile.start()
    given = [args.file] if args.file is not None else []
    if hand_over(given):
        log.info("handed over to the copy already running: %s",
                 [str(f) for f in given] or "come to the front")
        return 0
    # Only now the window's modules: a second start that hands over never loads them.
    from tilegames.ui.main_window import MainWindow
    from tilegames.ui.problem_dialog import versions
    from tilegames.ui.unexpected import UnexpectedErrors

    log.info("started: %s", versions())
    settings = Settings()
    app = create_application(argv[:1] + qt_args, args.lang, settings)
    log.info("window system %s, colour scheme %s", app.platformName(),
             app.styleHints().colorScheme().name)
    window = MainWindow(settings)
    UnexpectedErrors(window).install()
    opener = FileOpenEvents(window)
    app.installEventFilter(opener)
    listener = Listener(window)
    listener.filesReceived.connect(window.open_handed_over)
    listener.listen()
    window.show()
    if args.file is not None:
        window.open_file(str(args.file))
    status = app.exec()
    listener.close()
    log.info("quit")
    return status


class FileOpenEvents(QObject):
    """Opens a saved game the system hands over (macOS: a double-click in Finder, also while
    the program runs), as a second start's file is opened."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.window.open_handed_over([event.file()])
            return True
        return super().eventFilter(watched, event)
