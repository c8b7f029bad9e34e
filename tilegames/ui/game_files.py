"""Saving and opening games for the main window: Save, Save As…, Open…, Open Recent, a file
given on the command line or handed over by the system, and continuing an autosaved game.

The window owns one ``GameFiles``. Files go through ``storage.saves`` (a bad file is refused with
its reason in a message box, nothing else changes); the list of recent files through
``storage.recent`` (missing files are dropped and said so in the status bar).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from tilegames.storage import autosave, recent, saves
from tilegames.storage.display import readable, real_path
from tilegames.storage.paths import data_dir
from tilegames.ui import announce
from tilegames.ui.game_screen import GameScreen
from tilegames.ui.registry import entry
from tilegames.ui.table.host import GameHost

RECENT_SHOWN = 8


def game_lock(game_id: str) -> QLockFile:
    """The lock a program holds on an autosaved game it continues (``<autosave>.lock``): the
    system's own process check frees it when that program ends in any way, never its age."""
    lock = QLockFile(f"{autosave.path_for(game_id)}.lock")
    lock.setStaleLockTime(0)
    return lock


def played_elsewhere(game_id: str) -> bool:
    """Whether another running copy of the program is playing the autosaved game now."""
    lock = game_lock(game_id)
    if lock.tryLock(0):
        lock.unlock()
        return False
    return lock.error() == QLockFile.LockError.LockFailedError


class FileHost(GameHost, Protocol):
    """What ``GameFiles`` needs of the main window: a screen's host that also shows games."""

    screen_widget: GameScreen | None

    def show_game(self, screen: GameScreen) -> bool: ...


class GameFiles(QObject):
    """``path``: the file the open game was last saved to or opened from (None: none);
    ``pathChanged()`` when that changes (the window's title names the file)."""

    pathChanged = Signal()

    def __init__(self, window: QWidget, host: FileHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self._path: Path | None = None
        self._game_lock: QLockFile | None = None    # the continued game, while it is open

    @property
    def path(self) -> Path | None:
        return self._path

    @path.setter
    def path(self, value: Path | None) -> None:
        if value != self._path:
            self._path = value
            self.pathChanged.emit()

    def _status(self, text: str) -> None:
        """A note in the status line, also said to screen readers."""
        self.host.show_status(text)
        announce.say(text, self.window)

    # --- opening ----------------------------------------------------------------------------
    def open_dialog(self) -> bool:
        """Open… : choose a file and open its game."""
        name, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a game"),
                                              str(self._folder()), self._filter())
        return bool(name) and self.open_file(name)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Open the game saved in ``path`` in place of the open game. False (and the reason in
        a message box) when it cannot be opened; nothing else changes then."""
        path = real_path(os.fspath(path))   # a name from a file dialog: the file it stands for
        try:
            saved = saves.load(path)
        except saves.SaveError as exc:
            self._warn(self.tr("This game cannot be opened"),
                       exc.translated(QCoreApplication.translate))
            return False
        if not self.open_saved(saved):
            return False
        self.path = Path(path).resolve()
        self._remember(self.path)
        return True

    def open_saved(self, saved: saves.SavedGame) -> bool:
        """Show ``saved`` (a loaded file or autosave) continued in the window."""
        item = entry(saved.game)
        if item.open_game is None:
            self._warn(self.tr("This game cannot be opened"), self.tr(
                "{game} games cannot be played in this version yet.").format(game=item.title()))
            return False
        if not self.host.show_game(item.open_game(self.host, saved, self.window)):
            return False
        self.path = None
        return True

    def resume(self, game_id: str) -> bool:
        """Continue the autosaved game ``game_id`` (the start page's "Continue"); its moves go on
        being autosaved under the same id. A game another copy of the program is playing is not
        opened twice (both would write its autosave): it says so instead."""
        games = autosave.unfinished_game(game_id).games
        if not games:
            self._status(self.tr("That game is no longer there to continue."))
            return False
        lock = game_lock(game_id)
        if not lock.tryLock(0):
            self._status(self.tr("This game is being played in another tilegames window; "
                                 "continue it there."))
            return False
        if not self.open_saved(games[0].saved):
            lock.unlock()
            return False
        self.release_game()
        self._game_lock = lock
        if self.host.screen_widget is not None:
            self.host.screen_widget.game_id = game_id
        return True

    def release_game(self) -> None:
        """Let go of the game continued last (its window closed): another copy may continue it."""
        if self._game_lock is not None:
            self._game_lock.unlock()
            self._game_lock = None

    def remove_unfinished(self, game_id: str) -> autosave.Removed | None:
        """Take the autosaved game ``game_id`` off "Continue" (``restore_unfinished`` undoes it);
        None, with the reason in the status line, when that fails."""
        try:
            return autosave.remove(game_id)
        except saves.SaveError as exc:
            reason = exc.translated(QCoreApplication.translate)
        except OSError as exc:
            reason = exc.strerror or str(exc)
        self._status(self.tr("The game could not be removed ({reason}).").format(reason=reason))
        return None

    def restore_unfinished(self, removed: autosave.Removed) -> bool:
        """Put a removed game back under "Continue"."""
        try:
            autosave.restore(removed)
        except OSError as exc:
            self._status(self.tr("The game could not be put back ({reason}).").format(
                reason=exc.strerror or str(exc)))
            return False
        return True

    def open_older(self) -> bool:
        """Open… in the folder of the unfinished games that no longer fit under "Continue"."""
        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open an older unfinished game"),
            str(autosave.older_folder()), self._filter())
        return bool(name) and self.open_file(name)

    # --- saving -----------------------------------------------------------------------------
    def save(self) -> bool:
        """Save: to the game's file, or ask for one."""
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self) -> bool:
        """Save As… : choose a file (".tilegames" is added when missing) and save there."""
        screen = self.host.screen_widget
        if screen is None:
            return False
        suggested = self._folder() / f"{entry(screen.key).title()}{saves.EXTENSION}"
        if self.path is not None:
            suggested = self.path
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"),
                                              str(suggested), self._filter())
        if not name:
            return False
        path = Path(real_path(name))
        if path.suffix.lower() != saves.EXTENSION:
            path = path.with_name(path.name + saves.EXTENSION)
        if not self._save_to(path):
            return False
        self.path = path.resolve()
        return True

    def _save_to(self, path: Path) -> bool:
        screen = self.host.screen_widget
        data = screen.save_data() if screen is not None else None
        if data is None:
            return False
        try:
            saves.save(path, data.game, data.state, data.seats, **data.dumps_options())
        except saves.SaveError as exc:
            self._warn(self.tr("The game could not be saved"),
                       exc.translated(QCoreApplication.translate))
            return False
        except OSError as exc:
            self._warn(self.tr("The game could not be saved"), self.tr(
                "{file}: {reason}. Nothing was changed.").format(
                file=readable(path), reason=exc.strerror or str(exc)))
            return False
        self._remember(path)
        self._status(self.tr("Saved as {file}").format(file=readable(path.name)))
        return True

    # --- recent files -------------------------------------------------------------------------
    def fill_recent(self, menu: QMenu) -> None:
        """Open Recent: the last files, newest first; missing ones are dropped (and said so)."""
        menu.clear()
        paths, notices = recent.entries(self.host.settings)
        for notice in notices:
            self._status(notice.translated(QCoreApplication.translate))
        for number, path in enumerate(paths[:RECENT_SHOWN], 1):
            action = QAction(f"&{number} {readable(Path(path).name)}", menu)
            action.setToolTip(readable(path))     # shown; the real path opens the file
            action.setStatusTip(readable(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
            menu.addAction(action)
        if not paths:
            empty = menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)

    def _remember(self, path: Path) -> None:
        with contextlib.suppress(OSError):   # a convenience, not worth a message
            recent.remember(self.host.settings, path)

    # --- helpers ------------------------------------------------------------------------------
    def _folder(self) -> Path:
        """Where the file dialogs start: the last file's folder, else the documents folder."""
        if self.path is not None:
            return self.path.parent
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(documents) if documents else data_dir()

    def _filter(self) -> str:
        return self.tr("Games (*{extension})").format(extension=saves.EXTENSION)

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)
