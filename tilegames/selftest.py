"""``tilegames --self-test``: open every screen in every language and render it in memory.

Screens: the main window, the settings dialog, the rules of each game, About, the dialog for an
unexpected error (``problem``), and for each game that exists its new-game dialog and (via
``create_screen()`` with the dialog's defaults, without showing the dialog modally) its game screen
— in the middle of an example game where the game offers one; Qwirkle's hand-over screen between
two people's turns is checked too (the rack must be hidden). Each is rendered with ``grab()``; an
image that is null or of one colour, or any exception, is a failure. Both catalogues of each
language (Qt's and ours) must load, and Hebrew must lay the window out right to left, the others
left to right.
One summary line per language; exit status 0 only if all passed. With ``pictures`` (a folder),
each picture is also saved there as ``<lang>-<screen>.png`` for a person to look at (Python
writes the files, so any folder name the system can give works).
The Kulami board designer is checked too, with a half-built board (``kulami-designer``), each
game's end (``end-<game>``: ``ScreenSpec.example_end``, a game between people played out) and its
review, analysed (``review-<game>``; the moves judged by ``_PictureWorker``, always alike), each
game's guided first game at one of its steps (``learn-<game>``), its bubble included, the start
page with the unfinished games the example games left (``continue``), the statistics, the Puzzles
page (``puzzles``) and each game's first puzzle being solved (``puzzle-<game>``: its goal, the
answer to a wrong try and the hint on the board).

Every screen is checked twice: in the first-run window and with the application font doubled
(200 % text; names and pictures end in ``large text``, ``main-window-large-text``). Each is laid
out as shown (``ui/layout_check.py``): every problem it finds is a failure naming the screen,
the control and its geometry.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QEvent,
    QIODevice,
    QMessageLogContext,
    QObject,
    Qt,
    QTimer,
    QtMsgType,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFont, QImage, QImageWriter
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from tilegames.ai.players import Verdict
from tilegames.controller.lesson import LessonSession
from tilegames.i18n import translations
from tilegames.storage.atomic import write_bytes_atomic
from tilegames.storage.display import readable
from tilegames.storage.settings import Settings
from tilegames.ui import layout_check, registry
from tilegames.ui.about_dialog import AboutDialog
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.main_window import DEFAULT_SIZE, MainWindow
from tilegames.ui.problem_dialog import ProblemDialog
from tilegames.ui.rules_dialog import RulesDialog
from tilegames.ui.screen_spec import ExtraPicture
from tilegames.ui.settings_dialog import SettingsDialog
from tilegames.ui.statistics_dialog import StatisticsDialog

if TYPE_CHECKING:
    from tilegames.controller.computer import ComputerWorker
    from tilegames.ui.learn.screens import LessonParts as LessonParts
    from tilegames.ui.puzzles.parts import PuzzleParts as PuzzleParts

RTL_LANGUAGES = {"he"}
W = TypeVar("W", bound=QWidget)


def rendered_problem(widget: QWidget) -> str:
    """Why ``widget`` did not render properly, or "" when its picture is fine."""
    QApplication.processEvents()
    return picture_problem(widget.grab().toImage())


def save_picture(image: QImage, path: Path) -> str:
    """Write ``image`` to ``path`` as PNG; why not, or "". Qt encodes the picture and Python
    writes the file: Qt cannot take a path that is not UTF-8 (a Linux folder name may be)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not QImageWriter(buffer, b"PNG").write(image):
        return "Qt could not make a PNG of it"
    try:
        write_bytes_atomic(path, bytes(buffer.data().data()))
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


def picture_problem(image: QImage) -> str:
    """Why ``image`` is not a proper picture of a screen ("no image", "blank image"), or ""."""
    if image.isNull() or image.width() == 0 or image.height() == 0:
        return "no image"
    small = image.scaled(48, 48)
    first = small.pixel(0, 0)
    if all(small.pixel(x, y) == first for x in range(small.width()) for y in range(small.height())):
        return "blank image"
    return ""


class _Run:
    """The checks of one language, collecting failures instead of stopping at the first."""

    def __init__(self, lang: str, pictures: Path | None = None) -> None:
        self.lang = lang
        self.pictures = pictures
        self.count = 0
        self.failures: list[str] = []

    def check(self, name: str, make: Callable[[], W]) -> W | None:
        """Build a widget with ``make``, show it, render it. The widget, or None on failure."""
        self.count += 1
        try:
            widget = make()
            widget.show()
            for _ in range(3):          # a layout may settle over a few passes after showing
                QApplication.processEvents()
            _finish_animations(widget.window())
            image = widget.grab().toImage()
            problem = picture_problem(image)
            layout = layout_check.problems(widget.window())
        except Exception as exc:  # noqa: BLE001 - every failure is reported, none stops the run
            self.failures.append(f"{name} ({type(exc).__name__}: {exc})")
            return None
        self.failures += [f"{name}: {found}" for found in layout]
        if problem:
            self.failures.append(f"{name} ({problem})")
        elif self.pictures is not None:
            slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
            path = self.pictures / f"{self.lang}-{slug}.png"
            problem = save_picture(image, path)
            if problem:
                self.failures.append(f"{name} (could not save {readable(path)}: {problem})")
        return widget

    def expect(self, name: str, ok: bool) -> None:
        self.count += 1
        if not ok:
            self.failures.append(name)


def _finish_animations(window: QWidget) -> None:
    """Jump the animations of the boards in ``window`` to their ends (``finish_animations`` of
    a scene that has it): a picture shows a settled screen."""
    for view in window.findChildren(QGraphicsView):
        finish = getattr(view.scene(), "finish_animations", None)
        if callable(finish):
            finish()
    QApplication.processEvents()


def _close(widget: QWidget | None) -> None:
    if widget is not None:
        widget.close()
        widget.deleteLater()


def _check_language(app: QApplication, settings: Settings, lang: str,
                    pictures: Path | None) -> _Run:
    run = _Run(lang, pictures)
    translations().set_language(lang)
    missing = translations().missing
    run.expect(f"catalogues ({', '.join(missing)} missing)", not missing)
    want = (Qt.LayoutDirection.RightToLeft if lang in RTL_LANGUAGES
            else Qt.LayoutDirection.LeftToRight)
    window = run.check("main window", lambda: _main_window(settings))
    if window is None:
        return run
    run.expect("layout direction", app.layoutDirection() == want
               and window.layoutDirection() == want)
    _check_screens(run, window, settings, "")
    _close(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)   # gone before 200 %
    try:
        window = run.check("main window large text", lambda: _large_text_window(app, settings))
        if window is not None:
            _check_screens(run, window, settings, " large text")
        _close(window)
    finally:
        _restore_font(app)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return run


def _check_screens(run: _Run, window: MainWindow, settings: Settings, size: str) -> None:
    """Every screen but the main window's first page, in ``window``'s font; ``size`` ends each
    name (" large text" or "")."""
    _close(run.check(f"settings{size}", lambda: SettingsDialog(settings, window)))
    rules = RulesDialog(parent=window)
    for entry in window.entries:
        run.check(f"rules ({entry.key}){size}", partial(_set_rules_game, rules, entry.key))
    _close(rules)
    _close(run.check(f"about{size}", lambda: AboutDialog(window)))
    _close(run.check(f"problem{size}", lambda: _problem_dialog(window)))
    for entry in window.entries:
        if entry.make_dialog is None:
            continue
        dialog = run.check(f"new game ({entry.key}){size}",
                           partial(entry.make_dialog, window, window))
        if dialog is None:
            continue
        screen = run.check(f"game ({entry.key}){size}",
                           partial(_open_game, window, dialog, entry.key))
        if screen is not None:
            window.close_game()
        screens = entry.screens
        for extra in screens.extra_pictures if screens is not None else ():
            widget = run.check(f"{extra.name}{size}", partial(_extra_picture, window, extra))
            if widget is None:
                continue
            if extra.check is not None:
                run.expect(extra.expect, extra.check(widget))
            if extra.game:
                window.close_game()
            else:
                _close(widget)
        _close(dialog)
        if screens is not None and screens.example_end is not None:
            end = run.check(f"end ({entry.key}){size}",
                            partial(_finished_game, window, screens.example_end))
            if end is not None:
                run.check(f"review ({entry.key}){size}", partial(_review, end))
                window.close_game()
        lesson = run.check(f"learn ({entry.key}){size}", partial(_learn, window, entry.key))
        if lesson is not None:
            run.expect(f"learn ({entry.key}) bubble{size}", lesson.guide is not None
                       and lesson.guide.bubble.isVisible() and not rendered_problem(
                           lesson.guide.bubble))
            window.close_game()
    if run.check(f"puzzles{size}", partial(_puzzles_page, window)) is not None:
        window.close_game()
    for entry in window.entries:
        if entry.screens is None or entry.screens.puzzle_screen is None:
            continue
        puzzle = run.check(f"puzzle ({entry.key}){size}", partial(_puzzle, window, entry.key))
        if puzzle is not None:
            panel = puzzle.puzzle_panel
            run.expect(f"puzzle ({entry.key}) goal{size}", panel is not None
                       and panel.goal.isVisible() and bool(panel.goal.text()))
            window.close_game()
    run.check(f"continue{size}", partial(_continue, window))
    _close(run.check(f"statistics{size}", lambda: StatisticsDialog(window)))


def _finished_game(window: MainWindow, make: Callable[[MainWindow], GameScreen]) -> GameScreen:
    """A game between people played to its end (``ScreenSpec.example_end``), in the window."""
    screen = make(window)
    window.show_game(screen)
    return screen


class _PictureWorker(QObject):
    """Judges the moves of a game for the review's picture at once and always alike, as the
    computer players' worker would (``ComputerWorker.analyse``): every fifth move a mistake (the
    first legal move was better), the others best, the values going up and down."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = 0

    def analyse(self, position: Any, move: object) -> int:
        index = self.jobs
        self.jobs += 1
        value = float((index * 7) % 11 - 5)
        better = position.legal_moves()[0] if index % 5 == 3 else move
        verdict = (Verdict(better, value + 6, value, move) if better != move
                   else Verdict(move, value, value, move))
        QTimer.singleShot(0, lambda: self.answered.emit(index + 1, verdict))
        return index + 1

    def cancel(self, job: int) -> None:
        """Nothing runs long enough to cancel."""


def _review(screen: GameScreen) -> GameScreen:
    """The review of the finished game on ``screen``, analysed (``_PictureWorker``), at the
    position before its first mistake."""
    from tilegames.ui.table.screen import TableScreen

    assert isinstance(screen, TableScreen) and screen.session is not None
    screen.enter_review()
    screen.analyse(cast("ComputerWorker", _PictureWorker(screen)))
    for _ in range(3):
        QApplication.processEvents()
    screen.review_bar.slider.setValue(min(3, len(screen.session.history)))
    return screen


def _continue(window: MainWindow) -> MainWindow:
    """The start page with the games left unfinished under "Continue" (the example games)."""
    window.close_game()
    return window


def _puzzles_page(window: MainWindow) -> QWidget:
    """The Puzzles page, as Game ▸ Puzzles shows it."""
    window.show_puzzles()
    assert window.puzzles_page is not None
    return window.puzzles_page


def _puzzle(window: MainWindow, key: str) -> PuzzleParts:
    """The first puzzle of ``key`` being solved: a wrong try answered (its reason stays under
    the goal), back at the puzzle's position, the hint on the board."""
    from tilegames import puzzles
    from tilegames.controller.puzzle import PuzzleSession
    from tilegames.ui.puzzles.parts import PuzzleParts

    puzzle = puzzles.load(key)[0]
    window.open_puzzle(puzzle)
    screen = window.screen_widget
    assert isinstance(screen, PuzzleParts) and isinstance(screen.session, PuzzleSession)
    session = screen.session
    wrong = next((m for m in puzzle.state.legal_moves() if m not in puzzle.answers), None)
    if wrong is not None:
        session.request_move(wrong)
        session.finish_line()
        session.back()
    screen.hint()
    if screen.view is not None:
        finish = getattr(screen.view.board_scene(), "finish_animations", None)
        if callable(finish):
            finish()
    QApplication.processEvents()
    return screen


def _problem_dialog(window: MainWindow) -> ProblemDialog:
    """The dialog for an unexpected error, as two errors leave it (its count line shown)."""
    dialog = ProblemDialog(window)
    dialog.add("ZeroDivisionError: division by zero", "")
    dialog.add("ZeroDivisionError: division by zero", "")
    return dialog


def _main_window(settings: Settings) -> MainWindow:
    """The main window at its first-run size (each language's pictures alike)."""
    window = MainWindow(settings)
    window.resize(DEFAULT_SIZE)
    return window


_NORMAL_FONT: list[QFont] = []


def _large_text_window(app: QApplication, settings: Settings) -> MainWindow:
    """The main window with the application font doubled (200 % text), at its first-run size
    (the font stays doubled until ``_restore_font``)."""
    if not _NORMAL_FONT:
        font = app.font()
        _NORMAL_FONT.append(QFont(font))
        font.setPointSizeF(font.pointSizeF() * 2)
        app.setFont(font)
    return _main_window(settings)


def _restore_font(app: QApplication) -> None:
    if _NORMAL_FONT:
        app.setFont(_NORMAL_FONT.pop())


def _set_rules_game(rules: RulesDialog, key: str) -> RulesDialog:
    rules.set_game(key)
    return rules


def _open_game(window: MainWindow, dialog: NewGameDialog, key: str = "") -> GameScreen:
    """The dialog's game, with its default setup, shown in the main window; then, where the game
    ``key`` offers one (``ScreenSpec.example_game``), an example game in mid-play instead of an
    empty table."""
    screen = dialog.create_screen()
    window.show_game(screen)
    screens = registry.entry(key).screens if key else None
    if screens is not None and screens.example_game is not None:
        screen = screens.example_game(window, screen)
    return screen


def _extra_picture(window: MainWindow, extra: ExtraPicture) -> QWidget:
    """One more screen of a game (``ScreenSpec.extra_pictures``), a game's shown in the
    window."""
    widget = extra.make(window, window)
    if extra.game:
        assert isinstance(widget, GameScreen)
        window.show_game(widget)
    return widget


def _learn(window: MainWindow, key: str) -> LessonParts:
    """The guided first game of ``key``, played up to its picture's step (a step with a bubble
    beside pieces on the board: ``ScreenSpec.learn_picture_step``)."""
    from tilegames.ui.learn.screens import LessonParts

    screens = registry.entry(key).screens
    step = screens.learn_picture_step if screens is not None else ""
    window.learn(key)
    screen = window.screen_widget
    assert isinstance(screen, LessonParts) and isinstance(screen.session, LessonSession)
    session = screen.session
    while session.step.text != step and not session.finished:
        if session.step.kind == "you":
            session.request_move(session.expected_move())
        else:
            session.next()
    return screen


def _drop_offscreen_notices(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages on stderr, without the offscreen platform's "does not support" notices."""
    if not message.startswith("This plugin does not support"):
        sys.stderr.write(message + "\n")


def run_self_test(app: QApplication, settings: Settings, languages: list[str],
                  report: Callable[[str], None] = print, pictures: Path | None = None) -> int:
    """Check every screen in each of ``languages``; report one line each; 0 when all passed.
    ``pictures``: a folder (created if needed) to save every rendered screen in."""
    previous = qInstallMessageHandler(_drop_offscreen_notices)
    failed = False
    if pictures is not None:
        pictures.mkdir(parents=True, exist_ok=True)
    try:
        for lang in languages:
            run = _check_language(app, settings, lang, pictures)
            if run.failures:
                failed = True
                report(readable(f"self-test {lang}: {len(run.failures)} of {run.count} checks "
                                f"FAILED: " + "; ".join(run.failures)))
            else:
                report(f"self-test {lang}: all {run.count} checks passed")
        problem = computer_players_problem()
        failed = failed or bool(problem)
        report(f"self-test computer players: FAILED: {problem}" if problem
               else "self-test computer players: the worker process answers")
    finally:
        qInstallMessageHandler(previous)
    return 1 if failed else 0


def computer_players_problem(timeout_s: float = 60.0) -> str:
    """Why the computer players' worker process does not answer a first move of every game
    (``GameSpec.new_game``), or "" when it does (in the frozen program this proves the worker
    starts, ``multiprocessing.freeze_support``, and finds every game's players)."""
    from tilegames.ai.players import seat_view
    from tilegames.controller.computer import ComputerWorker
    from tilegames.games.catalogue import SPECS

    worker = ComputerWorker.instance()
    answers: dict[int, tuple[str, object]] = {}
    worker.answered.connect(lambda job, move: answers.setdefault(job, ("done", move)))
    worker.failed.connect(lambda job, message: answers.setdefault(job, ("failed", message)))
    try:
        for spec in SPECS:
            state = spec.new_game(spec.player_counts[0], 1)
            job = worker.choose("easy", 1, seat_view(state))
            deadline = time.monotonic() + timeout_s
            while job not in answers and time.monotonic() < deadline:
                QApplication.processEvents()
                time.sleep(0.01)
            if job not in answers:
                return f"no answer within {timeout_s:.0f} s"
            kind, value = answers[job]
            if kind != "done":
                return str(value)
            if not state.is_legal(value):
                return f"an illegal {spec.key} move {value!r}"
    finally:
        worker.stop()
    return ""
