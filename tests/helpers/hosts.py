"""Fakes for the main window's contracts: a host for screens and dialogs, a fake game."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tilegames.storage.settings import Settings
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.table.host import GameHost


class FakeHost(QObject):
    """A host that records the status lines and new-game requests it gets."""

    settingChanged = Signal(str)

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.statuses: list[str] = []
        self.new_games: list[str] = []
        self.played_on: list[object] = []

    def new_game(self, key: str) -> None:
        self.new_games.append(key)

    def play_on(self, saved: object) -> None:
        self.played_on.append(saved)

    def show_status(self, text: str) -> None:
        self.statuses.append(text)

    @property
    def status(self) -> str:
        """The status line now."""
        return self.statuses[-1] if self.statuses else ""


class FakeScreen(GameScreen):
    """A game screen that records what the main window asks of it."""

    key = "lsd"

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.calls: list[str] = []
        self.closable = True
        self.undo = QAction("Undo", self)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("a fake board", self))

    def game_actions(self) -> list[QAction]:
        return [self.undo]

    def zoom_in(self) -> None:
        self.calls.append("zoom_in")

    def zoom_out(self) -> None:
        self.calls.append("zoom_out")

    def zoom_fit(self) -> None:
        self.calls.append("zoom_fit")

    def retranslate(self) -> None:
        self.calls.append("retranslate")

    def can_close(self) -> bool:
        self.calls.append("can_close")
        return self.closable

    def shutdown(self) -> None:
        self.calls.append("shutdown")


class FakeDialog(NewGameDialog):
    """A new-game dialog that accepts at once when run and builds a ``FakeScreen``."""

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.setMinimumSize(200, 100)
        QVBoxLayout(self).addWidget(QLabel("fake setup", self))

    def exec(self) -> int:
        self.accept()
        return self.result()

    def create_screen(self) -> GameScreen:
        return FakeScreen(self.host)
