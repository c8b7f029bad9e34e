"""What a Qwirkle game is started from, and starting it: one path for the dialog, "play again",
the demo and the self-test.

A ``QwirkleSetup`` is the player's choice: 2 to 6 seats in playing order and an optional seed. It
is stored in the settings as a plain dict under ``SETTINGS_KEY``; ``from_dict`` reads any JSON
value without failing. ``start_game`` turns it into an engine state and a ``GameSession``; the seed
decides the whole bag, so the same seed deals the same tiles again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from tilegames.ai.players import LEVELS, normalise_level
from tilegames.base.seats import Seat
from tilegames.controller.session import GameSession
from tilegames.games import qwirkle
from tilegames.storage.display import readable
from tilegames.storage.settings import Settings, new_game_key
from tilegames.ui.game_screen import MAX_SEED, random_seed
from tilegames.ui.table.seats_editor import MAX_NAME

SETTINGS_KEY = new_game_key("qwirkle")
MIN_SEATS, MAX_SEATS = 2, 6


def default_seats() -> tuple[Seat, ...]:
    """A person against the computer. Empty names mean "Player 1", "Player 2"…"""
    return (Seat("", "human"), Seat("", "computer", next(iter(LEVELS))))


def seat_display_name(seat: int, name: str) -> str:
    """The name shown for a seat: the one typed (``readable``), else "Player <n>"."""
    return readable(name).strip() or QCoreApplication.translate(
        "QwirkleSeats", "Player {n}").format(n=seat + 1)


def _seat(raw: object) -> Seat | None:
    if not isinstance(raw, dict):
        return None
    name, kind, level = raw.get("name"), raw.get("kind"), raw.get("level")
    return Seat(name[:MAX_NAME] if isinstance(name, str) else "",
                "computer" if kind == "computer" else "human",
                level if isinstance(level, str) and level in LEVELS
                else normalise_level(level))


@dataclass(frozen=True)
class QwirkleSetup:
    """One game's choices: ``seats`` in playing order (2 to 6); ``seed`` None means a fresh
    random seed for each game."""

    seats: tuple[Seat, ...] = field(default_factory=default_seats)
    seed: int | None = None

    def to_dict(self) -> dict[str, object]:
        return {"seats": [{"name": s.name, "kind": s.kind, "level": s.level}
                          for s in self.seats], "seed": self.seed}

    @classmethod
    def from_dict(cls, data: object) -> QwirkleSetup:
        """Tolerant: anything missing, unknown or of the wrong type takes its default; too few
        seats are filled up with the default ones, too many are cut."""
        if not isinstance(data, dict):
            return cls()
        raw = data.get("seats")
        seats = [s for s in (map(_seat, raw[:MAX_SEATS]) if isinstance(raw, list) else [])
                 if s is not None]
        defaults = default_seats()
        while len(seats) < MIN_SEATS:
            seats.append(defaults[len(seats)])
        seed = data.get("seed")
        if not (type(seed) is int and 0 <= seed <= MAX_SEED):
            seed = None
        return cls(seats=tuple(seats), seed=seed)


@dataclass(frozen=True)
class StartedGame:
    """A setup made concrete: the seed used (a save's may be a text) and the session (not yet
    started)."""

    setup: QwirkleSetup
    seed: int | str
    session: GameSession


def start_game(setup: QwirkleSetup, settings: Settings | None = None,
               seed: int | None = None, bag: list[qwirkle.Tile] | None = None) -> StartedGame:
    """Build the state and the session (call ``session.start()`` once the screen listens).
    ``seed`` overrides ``setup.seed``; with neither, a fresh one is drawn. ``bag`` (tests): an
    explicit draw order instead of a shuffled bag."""
    if seed is None:
        seed = setup.seed if setup.seed is not None else random_seed()
    state = qwirkle.new_game(len(setup.seats), seed=seed, bag=bag)
    session = GameSession(state, setup.seats, settings=settings, seed=seed)
    return StartedGame(setup, seed, session)
