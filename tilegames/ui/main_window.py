"""The main window: the start page or one open game, with the menu bar around it."""

from __future__ import annotations

import contextlib
from datetime import date

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMessageBox, QStackedWidget, QWidget

from tilegames.games import GAMES
from tilegames.i18n import translations
from tilegames.storage import autosave
from tilegames.storage.display import readable
from tilegames.storage.progress import Progress
from tilegames.storage.saves import SavedGame
from tilegames.storage.settings import (
    APPEARANCE,
    ASK_BEFORE_LEAVING,
    PIECE_COLOURS,
    WINDOW_GEOMETRY,
    Settings,
)
from tilegames.ui import announce, theme
from tilegames.ui.about_dialog import AboutDialog
from tilegames.ui.game_files import GameFiles, played_elsewhere
from tilegames.ui.game_screen import GameScreen
from tilegames.ui.problem_dialog import log_folder_text, open_log_folder
from tilegames.ui.puzzles.page import PuzzlesArea, PuzzlesPage
from tilegames.ui.registry import entries, entry, follow_piece_colours
from tilegames.ui.rules_dialog import RulesDialog
from tilegames.ui.settings_dialog import SettingsDialog
from tilegames.ui.start_page import StartArea, StartPage
from tilegames.ui.statistics_dialog import StatisticsDialog

APP_TITLE = "tilegames"
DEFAULT_SIZE = QSize(1180, 780)  # until the user's own size is remembered
HANDED_OVER_RETRY_MS = 300  # how often handed-over files wait for an open dialog to close


class MainWindow(QMainWindow):
    """Shows the start page until a game is opened with ``show_game``; ``close_game`` goes back.

    Menus: Game (New ▸ one item per playable game, Open…, Open Recent ▸, Save, Save As…, Close
    game, Puzzles, Statistics…, Quit), the open game's own actions
    (``GameScreen.game_actions()``, e.g. undo/redo) in a Move menu, View (zoom — only with a
    game —, full screen), Settings…, Help (Rules, Learn to play, Open log folder, About).
    Window size and position are kept in the ``window_geometry`` setting.
    ``settingChanged(key)`` repeats the settings dialog's changes.

    The window is the host (``ui/table/host.py``) of its dialogs and game screens: ``settings``,
    ``settingChanged``, ``new_game(key)`` and ``show_status(text)``.
    """

    settingChanged = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        self.settings = settings
        self.screen_widget: GameScreen | None = None
        self._game_title = ""
        self._notice = ""  # the status bar's note about this installation or the settings file
        self._rules: RulesDialog | None = None
        self._handed_over: list[str] = []  # files a second start handed over, not opened yet
        follow_piece_colours()
        theme.looks().configure(settings.get(APPEARANCE), settings.get(PIECE_COLOURS))

        self.entries = entries()
        self.files = GameFiles(self, self)
        self.files.pathChanged.connect(self._update_title)
        self.start_page = StartPage(self.entries, self)
        self.start_page.newGameRequested.connect(self.new_game)
        self.start_page.rulesRequested.connect(self.show_rules)
        self.start_page.learnRequested.connect(self.learn)
        self.start_page.continueRequested.connect(self.files.resume)
        self.start_page.removeRequested.connect(self.remove_unfinished)
        self.start_page.undoRemoveRequested.connect(self.undo_remove_unfinished)
        self.start_page.olderRequested.connect(self.files.open_older)
        self.start_page.puzzlesRequested.connect(self.show_puzzles)
        self.puzzles_page: PuzzlesPage | None = None   # made when first shown
        self.puzzles_area: PuzzlesArea | None = None
        self._removed: autosave.Removed | None = None   # the last game taken off "Continue"
        self.start_area = StartArea(self.start_page, self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.start_area)
        self.setCentralWidget(self.stack)

        self._build_actions()
        self._build_menus()
        self._update_game_state()
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(800, 560)
        self._restore_geometry()
        translations().follow(self, self.retranslate)
        self.retranslate()
        self._show_notice()
        self.refresh_unfinished()

    # --- building -------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.new_actions: dict[str, QAction] = {}
        for item in self.entries:
            if item.make_dialog is not None:
                action = QAction(self)
                action.triggered.connect(lambda _=False, key=item.key: self.new_game(key))
                self.new_actions[item.key] = action
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.files.open_dialog)
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.files.save)
        self.save_as_action = QAction(self)
        self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.save_as_action.triggered.connect(self.files.save_as)
        self.statistics_action = QAction(self)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.puzzles_action = QAction(self)
        self.puzzles_action.triggered.connect(self.show_puzzles)
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close_game)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.zoom_in_action = QAction(self)
        self.zoom_in_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                                          QKeySequence("Ctrl+=")])
        self.zoom_in_action.triggered.connect(lambda: self._screen_call("zoom_in"))
        self.zoom_out_action = QAction(self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self._screen_call("zoom_out"))
        self.zoom_fit_action = QAction(self)
        self.zoom_fit_action.setShortcut(QKeySequence("Ctrl+0"))
        self.zoom_fit_action.triggered.connect(lambda: self._screen_call("zoom_fit"))
        self.full_screen_action = QAction(self)
        self.full_screen_action.setCheckable(True)
        # Desktops without a standard full-screen key (plain X11) get F11.
        self.full_screen_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen) or [QKeySequence("F11")])
        self.full_screen_action.toggled.connect(self._set_full_screen)

        self.settings_action = QAction(self)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.show_settings)
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(lambda: self.show_rules(self._current_game_key()))
        self.learn_actions: dict[str, QAction] = {}
        for item in self.entries:
            if item.make_dialog is not None:
                action = QAction(self)
                action.triggered.connect(lambda _=False, key=item.key: self.learn(key))
                self.learn_actions[item.key] = action
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.log_folder_action = QAction(self)
        self.log_folder_action.triggered.connect(self.open_log_folder)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_menu = QMenu(self)
        for action in self.new_actions.values():
            self.new_menu.addAction(action)
        self.game_menu.addMenu(self.new_menu)
        self.new_menu.menuAction().setVisible(bool(self.new_actions))
        self.game_menu.addAction(self.open_action)
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent(self.recent_menu))
        self.game_menu.addMenu(self.recent_menu)
        self.game_menu.addAction(self.save_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addAction(self.close_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.puzzles_action)
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.move_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_fit_action):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)
        bar.addAction(self.settings_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.learn_menu = QMenu(self)
        for action in self.learn_actions.values():
            self.learn_menu.addAction(action)
        self.help_menu.addMenu(self.learn_menu)
        self.learn_menu.menuAction().setVisible(bool(self.learn_actions))
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.log_folder_action)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Re-set every text of the window, its start page and the open game."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_menu.setTitle(self.tr("&New"))
        for key, action in self.new_actions.items():
            action.setText(self.tr("{game}…").format(game=entry(key).title()))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.puzzles_action.setText(self.tr("&Puzzles"))
        self.close_action.setText(self.tr("&Close game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.move_menu.setTitle(self.tr("&Move"))
        self.view_menu.setTitle(self.tr("&View"))
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.zoom_fit_action.setText(self.tr("&Fit to window"))
        self.full_screen_action.setText(self.tr("F&ull screen"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.learn_menu.setTitle(self.tr("&Learn to play"))
        for key, action in self.learn_actions.items():
            action.setText(self.tr("{game}…").format(game=entry(key).title()))
        self.log_folder_action.setText(self.tr("Open log &folder"))
        self.about_action.setText(self.tr("&About tilegames"))
        self.start_page.retranslate()
        if self.puzzles_page is not None:
            self.puzzles_page.retranslate()
        if self.screen_widget is not None:
            self._game_title = entry(self.screen_widget.key).title()
            self.screen_widget.retranslate()
        self._update_title()
        bar = self.statusBar()
        notice_shown = bool(self._notice) and bar.currentMessage() == self._notice
        bar.clearMessage()  # a game's message is in the language it was written in
        if notice_shown or translations().missing:
            self._show_notice()

    # --- games ----------------------------------------------------------------------------------

    def new_game(self, key: str) -> None:
        """Open the new-game dialog of ``key``; when accepted, show the game it sets up."""
        make_dialog = entry(key).make_dialog
        if make_dialog is None:
            return
        dialog = make_dialog(self, self)
        try:
            if dialog.exec() != dialog.DialogCode.Accepted:
                return
            if not self.close_game():
                return
            self.show_game(dialog.create_screen())
            if dialog.problem:
                self.report(dialog.problem)
        finally:
            dialog.deleteLater()

    def play_on(self, saved: SavedGame) -> None:
        """Show ``saved``, a new game played on from a position of the open game, in its place:
        a game of its own (a new autosave, written at once; no file, so Save asks for one)."""
        if self.files.open_saved(saved) and self.screen_widget is not None:
            self.screen_widget.keep()

    def learn(self, key: str) -> bool:
        """The guided first game of ``key`` in place of the start page or the open game; at
        its end it offers a real game against Easy (``play_easy``)."""
        from tilegames.ui.registry import make_lesson_screen

        if not self.close_game():
            return False
        screen = make_lesson_screen(self, key)
        if screen.guide is not None:
            screen.guide.easyRequested.connect(self.play_easy)
            screen.guide.closeRequested.connect(self.close_game)
        return self.show_game(screen)

    def play_easy(self, key: str) -> bool:
        """A real game of ``key``: you against the computer at level Easy."""
        from tilegames.ui.registry import easy_screen

        if not self.close_game():
            return False
        return self.show_game(easy_screen(self, key))

    def show_puzzles(self) -> bool:
        """The Puzzles page in place of the start page or the open game (False: the open game
        refused to close)."""
        if not self.close_game():
            return False
        if self.puzzles_page is None:
            self.puzzles_page = PuzzlesPage(self)
            self.puzzles_page.puzzleChosen.connect(self.open_puzzle)
            self.puzzles_page.backRequested.connect(self.close_game)
            self.puzzles_page.noticed.connect(self.report)
            self.puzzles_area = PuzzlesArea(self.puzzles_page, self)
            self.stack.addWidget(self.puzzles_area)
        assert self.puzzles_area is not None
        self.stack.setCurrentWidget(self.puzzles_area)
        self._game_title = self.tr("Puzzles")
        self._update_title()
        self.puzzles_page.setFocus()
        return True

    def open_puzzle(self, puzzle: object, daily: object = None) -> bool:
        """``puzzle`` (``tilegames.puzzles``) on its game's screen, to solve; ``daily``: the
        day it is the daily puzzle of."""
        from tilegames.ui.registry import make_puzzle_screen

        if not self.close_game():
            return False
        screen = make_puzzle_screen(self, puzzle, daily=daily if isinstance(daily, date) else None,
                                    progress=Progress())
        screen.nextRequested.connect(self._next_puzzle)
        screen.backRequested.connect(self.show_puzzles)
        return self.show_game(screen)

    def _next_puzzle(self, puzzle: object) -> None:
        page = self.puzzles_page
        following = page.next_after(puzzle) if page is not None else None
        if following is not None:
            QTimer.singleShot(0, lambda: self.open_puzzle(following))   # after the click

    def show_game(self, screen: GameScreen) -> bool:
        """Show ``screen`` in place of the start page (closing any open game first; if that game
        refuses to close, ``screen`` is discarded and False returned)."""
        if not self.close_game():
            screen.shutdown()
            screen.deleteLater()
            return False
        self.files.path = None
        self.screen_widget = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self._game_title = entry(screen.key).title()
        self.move_menu.clear()
        for action in screen.game_actions():
            self.move_menu.addAction(action)
        self._update_game_state()
        screen.setFocus()
        return True

    def close_game(self) -> bool:
        """Stop the open game and go back to the start page. True when no game is open after
        (False: the game refused to close, ``GameScreen.can_close``, or the player said no).

        An unfinished game stays under "Continue" (its autosave), whether the player closed it,
        started or opened another game, or quit. With the setting "ask before leaving a game",
        a game in progress is left only when confirmed."""
        screen = self.screen_widget
        if screen is None:
            if self.stack.currentWidget() is not self.start_area:   # the Puzzles page
                self.stack.setCurrentWidget(self.start_area)
                self._game_title = ""
                self._update_title()
            return True
        if not screen.can_close() or not self._leaving_confirmed(screen):
            return False
        screen.shutdown()
        self.files.release_game()
        self.screen_widget = None
        self.move_menu.clear()
        self.stack.setCurrentWidget(self.start_area)
        self.stack.removeWidget(screen)
        screen.deleteLater()
        self._game_title = ""
        self.files.path = None
        self.statusBar().clearMessage()
        self._update_game_state()
        self.refresh_unfinished()
        return True

    def _leaving_confirmed(self, screen: GameScreen) -> bool:
        data = screen.save_data()
        if (not self.settings.get(ASK_BEFORE_LEAVING) or data is None
                or data.state.is_over() or not data.state.moves):
            return True
        question = self.tr("Leave this game? It is saved and can be continued from the "
                           "start page.")
        answer = QMessageBox.question(self, self.tr("Leave the game"), question)
        return answer == QMessageBox.StandardButton.Yes

    def refresh_unfinished(self) -> None:
        """The start page's "Continue" list: the games left unfinished (autosaves)."""
        found = autosave.unfinished()
        try:
            older = any(autosave.older_folder().iterdir())
        except OSError:
            older = False
        busy = frozenset(game.id for game in found.games if played_elsewhere(game.id))
        self.start_page.show_unfinished(found.games, older, busy)
        for notice in found.notices:
            self.report(notice.translated(QCoreApplication.translate))

    def remove_unfinished(self, game_id: str) -> None:
        """Take a game off "Continue"; the start page offers to undo that until the next
        removal."""
        card = next((c for c in self.start_page.unfinished.cards if c.item.id == game_id), None)
        removed = self.files.remove_unfinished(game_id)
        if removed is None:
            return
        self._removed = removed
        self.refresh_unfinished()
        name = "" if card is None else f"{card.title.text()} — {card.players.full_text()}"
        self.start_page.show_removed(name)

    def undo_remove_unfinished(self) -> None:
        """Put the game removed last back under "Continue"."""
        if self._removed is not None and self.files.restore_unfinished(self._removed):
            self._removed = None
            self.start_page.show_removed("")
            self.refresh_unfinished()

    def open_file(self, path: str) -> bool:
        """Open a saved game (the command line, the system's "open with")."""
        return self.files.open_file(path)

    def open_handed_over(self, paths: list[str]) -> None:
        """Files a second start of the program handed over (``ui.single_instance``; macOS: a
        Finder double-click): the window comes to the front, then each file is opened as
        ``open_file`` opens it (the open game is left as Game ▸ Open… leaves it, asking first
        when the settings say so). While a dialog is open the files wait until it is closed."""
        self.come_to_front()
        self._handed_over += paths
        self._open_handed_over()

    def _open_handed_over(self) -> None:
        if not self._handed_over:
            return
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(HANDED_OVER_RETRY_MS, self, self._open_handed_over)
            return
        waiting, self._handed_over = self._handed_over, []
        for path in waiting:
            if not self.open_file(path):
                break

    def come_to_front(self) -> None:
        """Show the window (restored if it was minimised), raised and active."""
        if self.isMinimized():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        QApplication.alert(self)  # where the system refuses to activate it: ask for attention

    def _screen_call(self, name: str) -> None:
        if self.screen_widget is not None:
            getattr(self.screen_widget, name)()

    def _current_game_key(self) -> str:
        """The key of the open game, else the first game."""
        return self.screen_widget.key if self.screen_widget is not None else GAMES[0]

    def _update_game_state(self) -> None:
        has_game = self.screen_widget is not None
        for action in (self.close_action, self.zoom_in_action, self.zoom_out_action,
                       self.zoom_fit_action):
            action.setEnabled(has_game)
        savable = self.screen_widget is not None and self.screen_widget.savable
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(savable)
        self.move_menu.menuAction().setVisible(has_game and not self.move_menu.isEmpty())
        self._update_title()

    def _update_title(self) -> None:
        parts = [self._game_title] if self._game_title else []
        if self.files.path is not None:
            parts.append(readable(self.files.path.name))
        self.setWindowTitle(" — ".join([*parts, APP_TITLE]))

    def show_status(self, text: str) -> None:
        """The status line (host of the screens): ``text``, or nothing for ""."""
        if text:
            self.statusBar().showMessage(text)
        else:
            self.statusBar().clearMessage()

    def report(self, text: str) -> None:
        """A note of the window's own (a damaged file, a problem saving): in the status line and
        said to screen readers, who do not watch the status line."""
        self.show_status(text)
        announce.say(text, self.statusBar())

    # --- dialogs --------------------------------------------------------------------------------

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        dialog.settingChanged.connect(self.settingChanged)
        dialog.exec()
        dialog.deleteLater()

    def show_rules(self, game: str) -> None:
        """The rules window (one, not modal, so the rules can stay open beside the board)."""
        if self._rules is None:
            self._rules = RulesDialog(game, self)
        else:
            self._rules.set_game(game)
        self._rules.show()
        self._rules.raise_()
        self._rules.activateWindow()

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def open_log_folder(self) -> None:
        """Help ▸ Open log folder: the log file's folder in the system's file manager."""
        if not open_log_folder():
            self.report(self.tr("The log folder could not be opened. It is {folder}").format(
                folder=log_folder_text(self.isRightToLeft())))

    def notice(self) -> str:
        """What the user should know about the settings file or this installation ("" if
        nothing): a settings file that could not be read, catalogues missing for the language."""
        notes = []
        if self.settings.damaged_copy is not None:
            notes.append(self.tr(
                "Your settings file was damaged, so the defaults are used; the damaged file was "
                "kept as {name}.").format(name=self.settings.damaged_copy.name))
        elif self.settings.problem:
            notes.append(self.tr(
                "Your settings could not be read, so the defaults are used. ({detail})").format(
                detail=self.settings.problem))
        if translations().missing:
            notes.append(self.tr(
                "Some translations are missing from this installation: {names}").format(
                names=", ".join(translations().missing)))
        return " ".join(notes)

    def _show_notice(self) -> None:
        """Put ``notice()`` in the status bar, if there is one (the program goes on)."""
        self._notice = self.notice()
        if self._notice:
            self.report(self._notice)

    # --- window state ---------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        """Keep View ▸ Full screen ticked exactly while the window is full screen (a window
        restored full screen from the last run, or left by the window manager)."""
        if event.type() == QEvent.Type.WindowStateChange:
            with QSignalBlocker(self.full_screen_action):
                self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _restore_geometry(self) -> None:
        stored = self.settings.get(WINDOW_GEOMETRY)   # checked: ASCII base64 or ""
        if stored:
            self.restoreGeometry(QByteArray.fromBase64(stored.encode("ascii")))

    def save_geometry(self) -> None:
        """Store the window's size and position (a failed save is not worth a message)."""
        data = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        with contextlib.suppress(OSError):
            self.settings.set(WINDOW_GEOMETRY, data)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.close_game():
            event.ignore()
            return
        self.save_geometry()
        if self._rules is not None:
            self._rules.close()
        super().closeEvent(event)
