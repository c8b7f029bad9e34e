"""A fake game that plugs into the main window through the registry contract."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tilegames.ui.game_screen import GameScreen, NewGameDialog


class FakeScreen(GameScreen):
    """A game screen that records what the main window asks of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.calls: list[str] = []
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

    def shutdown(self) -> None:
        self.calls.append("shutdown")


class FakeDialog(NewGameDialog):
    """A new-game dialog that accepts at once when run and builds a ``FakeScreen``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(200, 100)
        QVBoxLayout(self).addWidget(QLabel("fake setup", self))

    def exec(self) -> int:
        self.accept()
        return self.result()

    def create_screen(self, parent: QWidget | None = None) -> GameScreen:
        return FakeScreen(parent)
