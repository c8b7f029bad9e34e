"""Driving the LSD screen in tests: seats, a winning position, settings, a shown screen."""

from __future__ import annotations

from tests.helpers.hosts import FakeHost
from tilegames.base.seats import Seat
from tilegames.storage.settings import Settings
from tilegames.ui.lsd.game_setup import LsdSetup
from tilegames.ui.lsd.screen import LsdScreen

PEOPLE = (Seat("Ann"), Seat("Ben"), Seat("Cy"), Seat("Di"))

# LSD-W1: three of seat 0 in a row, the fourth cell open
THREE_IN_A_ROW = "0+E 0xEW 0+EW ."


def make_settings(tmp_path, **values) -> Settings:
    settings = Settings(tmp_path / "settings.json")
    settings.update({"computer_delay_ms": 0, "animations": False, **values})
    return settings


def make_screen(qtbot, tmp_path, players: int = 2, seats=PEOPLE, position: str | None = None,
                first: int | str = 0, settings: Settings | None = None,
                seed: int = 5) -> LsdScreen:
    """A shown LSD screen; ``position`` a set-up field (``first`` moves first)."""
    settings = settings or make_settings(tmp_path)
    seats = tuple(seats) + PEOPLE[len(seats):]
    setup = LsdSetup(players=players, seats=seats, first=first, seed=seed)
    screen = LsdScreen(FakeHost(settings), setup, position=position)
    qtbot.addWidget(screen)
    screen.resize(1180, 780)
    screen.show()
    screen.raise_()                   # above any window an earlier test left: mouse moves land
    qtbot.waitExposed(screen)
    return screen
