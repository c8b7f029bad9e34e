"""What an LSD game is started from, and starting it: one path for the dialog, "play again", the
demo tool, the self-test and the tests.

An ``LsdSetup`` is the player's choice: 2 or 4 players (LSD-K1), four seats (the first
``players`` play; the others are kept so that switching back and forth loses nothing), a tile
colour per seat (all different), who starts (a seat or "random": LSD-T1) and an optional seed. It
is stored in the settings as a plain dict under ``SETTINGS_KEY``; ``from_dict`` accepts any JSON
value and falls back to defaults part by part. ``start_game`` makes the engine state and the
``GameSession``; a random start is drawn from the seed, which the session records.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from tilegames.ai.players import LEVELS, normalise_level
from tilegames.base.seats import Seat
from tilegames.controller.session import GameSession
from tilegames.games import lsd
from tilegames.storage.settings import Settings, new_game_key
from tilegames.ui.game_screen import MAX_SEED, random_seed
from tilegames.ui.lsd import colours

SETTINGS_KEY = new_game_key("lsd")
COLOURS = tuple(colours.TILE_COLOURS)     # the colours a seat may choose, in order
RANDOM = "random"
MAX_SEATS = 4


def default_seats() -> tuple[Seat, ...]:
    """A person against the computer; with four, three computers. Empty names mean "the
    colour's name"."""
    level = next(iter(LEVELS))
    return (Seat("", "human"), Seat("", "computer", level), Seat("", "computer", level),
            Seat("", "computer", level))


def distinct_colours(wanted: Sequence[object]) -> tuple[str, ...]:
    """Four different colours: each wanted one that is known and not taken by an earlier seat,
    else the first free one (the defaults first)."""
    order = list(colours.DEFAULT_COLOURS) + [c for c in COLOURS
                                              if c not in colours.DEFAULT_COLOURS]
    chosen: list[str] = []
    for seat in range(MAX_SEATS):
        colour = wanted[seat] if seat < len(wanted) else None
        if not isinstance(colour, str) or colour not in COLOURS or colour in chosen:
            colour = next(c for c in order if c not in chosen)
        chosen.append(colour)
    return tuple(chosen)


@dataclass(frozen=True)
class LsdSetup:
    """One game's choices. ``seats`` and ``colours`` always hold four entries; the first
    ``players`` of them play. ``first`` is a seat number or ``"random"``; ``seed`` None means a
    fresh seed for each game (computer players and a random start)."""

    players: int = 2
    seats: tuple[Seat, ...] = field(default_factory=default_seats)
    colours: tuple[str, ...] = colours.DEFAULT_COLOURS
    first: int | str = 0
    seed: int | None = None

    def playing(self) -> tuple[Seat, ...]:
        """The seats that play."""
        return self.seats[:self.players]

    def to_dict(self) -> dict[str, object]:
        return {
            "players": self.players,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level, "colour": c}
                      for s, c in zip(self.seats, self.colours, strict=True)],
            "first": self.first,
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: object) -> LsdSetup:
        """Tolerant: anything missing, unknown or of the wrong type takes its default."""
        base = cls()
        if not isinstance(data, dict):
            return base
        players = data.get("players")
        if type(players) is not int or players not in lsd.PLAYER_COUNTS:
            players = base.players
        seats = list(base.seats)
        wanted: list[object] = list(base.colours)
        raw_seats = data.get("seats")
        if isinstance(raw_seats, list):
            for i, raw in enumerate(raw_seats[:MAX_SEATS]):
                if not isinstance(raw, dict):
                    continue
                name, kind, level = raw.get("name"), raw.get("kind"), raw.get("level")
                seats[i] = Seat(
                    name if isinstance(name, str) else "",
                    kind if kind in ("human", "computer") else seats[i].kind,
                    level if isinstance(level, str) and level in LEVELS
                    else normalise_level(level))
                wanted[i] = raw.get("colour")
        first = data.get("first")
        if not (first == RANDOM or (type(first) is int and 0 <= first < players)):
            first = base.first
        seed = data.get("seed")
        if not (type(seed) is int and 0 <= seed <= MAX_SEED):
            seed = None
        return cls(players=players, seats=tuple(seats), colours=distinct_colours(wanted),
                   first=first, seed=seed)


@dataclass(frozen=True)
class StartedGame:
    """A setup made concrete: the seed used, the seat that starts, the running session, and the
    set-up field it began on (``position``, a picture; None: an empty one)."""

    setup: LsdSetup
    seed: int
    first: int
    session: GameSession
    position: str | None = None


def first_seat(setup: LsdSetup, seed: int) -> int:
    """The starting seat: the chosen one, or one drawn from ``seed`` ("the most confused player
    starts")."""
    if setup.first == RANDOM:
        return random.Random(f"lsd-first:{seed}").randrange(setup.players)
    return int(setup.first) if int(setup.first) < setup.players else 0


def start_game(setup: LsdSetup, settings: Settings | None = None, seed: int | None = None,
               position: str | None = None) -> StartedGame:
    """Build state and session (not yet started: ``session.start()`` once the screen listens).
    ``seed`` overrides ``setup.seed``; with neither, a fresh one is drawn. ``position``: a set-up
    field as a picture (``lsd.State.from_text``) instead of an empty one (tests, examples)."""
    if seed is None:
        seed = setup.seed if setup.seed is not None else random_seed()
    first = first_seat(setup, seed)
    if position is None:
        state = lsd.new_game(setup.players, first_player=first)
    else:
        state = lsd.State.from_text(position, num_players=setup.players, current_player=first)
    session = GameSession(state, setup.playing(), settings=settings, seed=seed)
    return StartedGame(setup, seed, first, session, position)
