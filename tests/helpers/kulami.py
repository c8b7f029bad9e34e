"""Driving the Kulami screens in tests: seats, settings, shown screens, clicks, a designer."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from tests.helpers.hosts import FakeHost
from tilegames.base.seats import Seat
from tilegames.storage.boards import BoardLibrary
from tilegames.storage.settings import Settings
from tilegames.ui.kulami.designer.window import KulamiDesigner
from tilegames.ui.kulami.game_setup import KulamiSetup
from tilegames.ui.kulami.scene import cell_center
from tilegames.ui.kulami.screen import KulamiScreen

HUMANS = (Seat("Ann", "human"), Seat("Ben", "human"))
VS_COMPUTER = (Seat("Ann", "human"), Seat("", "computer", "random"))


def make_settings(tmp_path, **values) -> Settings:
    settings = Settings(tmp_path / "settings.json")
    settings.update({"computer_delay_ms": 0, "animations": False, **values})
    return settings


def make_screen(qtbot, tmp_path, seats=HUMANS, seed: int = 7, settings=None,
                **setup) -> KulamiScreen:
    """A shown screen on a standard board from ``seed``; red (seat 0) starts."""
    settings = settings or make_settings(tmp_path)
    screen = KulamiScreen(FakeHost(settings), KulamiSetup(seats=seats, seed=seed, **setup))
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def kulami_in_main_window(qtbot, settings, activate: bool = False):
    """The real main window showing a Kulami game started through the registry's dialog."""
    from tilegames.ui.main_window import MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    if activate:
        window.activateWindow()
        qtbot.waitActive(window)
    dialog = window.entries[[e.key for e in window.entries].index("kulami")].make_dialog(window,
                                                                                           window)
    screen = dialog.create_screen()
    window.show_game(screen)
    return window, screen


def click(qtbot, screen: KulamiScreen, cell: tuple[int, int]) -> None:
    """A left click on the hole ``cell``, in viewport coordinates."""
    view = screen.view
    pos = view.mapFromScene(cell_center(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def marbles_in_state(state) -> dict[tuple[int, int], int]:
    return {c: s for c in state.board.cells if (s := state.marble_at(c)) is not None}


def play_to_the_end(qtbot, screen, seed: int) -> None:
    rng = random.Random(seed)
    session = screen.session
    while not session.state.is_over():
        click(qtbot, screen, rng.choice(session.state.legal_moves()).cell)


def make_designer(qtbot, library: BoardLibrary) -> KulamiDesigner:
    designer = KulamiDesigner(None, library)
    qtbot.addWidget(designer)
    designer.resize(1120, 720)
    designer.show()
    qtbot.waitExposed(designer)
    return designer
