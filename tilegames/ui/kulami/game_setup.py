"""What a Kulami game is started from, and starting it: one path for the dialog, "play again"
and the demo tool.

A ``KulamiSetup`` is the player's choice (seats, who starts, board, seed, scoring, variant); it is
stored in the settings as a plain dict under ``SETTINGS_KEY``. A board of the player's own (from
the board designer) is recorded with its layout text, so a game on it, its save and "play again"
never depend on the board's file (it may be renamed or deleted meanwhile). ``start_game`` turns a
setup into a board, an engine state and a ``GameSession``. Randomness comes from one seed,
recorded in the result: the same seed gives the same board and the same starting player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tilegames.ai.players import LEVELS, normalise_level
from tilegames.base.seats import Seat
from tilegames.controller.session import GameSession
from tilegames.games import kulami
from tilegames.storage.settings import Settings, new_game_key
from tilegames.ui.game_screen import MAX_SEED, random_seed
from tilegames.ui.kulami.designer.model import board_verdict

SETTINGS_KEY = new_game_key("kulami")
FIRST_CHOICES = ("red", "black", "random")
SCORINGS = ("marbles", "holes")
VARIANTS = (None, "regions", "areas")
STANDARD, IRREGULAR, LAYOUT_PREFIX = "standard", "irregular", "layout:"
OWN_PREFIX = "mine:"          # "mine:<name>": a board of the player's, with ``layout`` its text
MAX_LAYOUT_TEXT = 2_000
MAX_OWN_NAME = 200            # a board's name is only shown: any text (files may be named by hand)


def default_seats() -> tuple[Seat, Seat]:
    """A person (red) against the computer (black). Empty names mean "the colour's name"."""
    return (Seat("", "human"), Seat("", "computer", next(iter(LEVELS))))


@dataclass(frozen=True)
class KulamiSetup:
    """One game's choices. ``board`` is "standard" (random 8×8), "irregular", "layout:<name>"
    (a built-in layout) or "mine:<name>" (one of the player's boards: ``layout`` is its layout
    text, a playable board); ``seed`` None means a fresh random seed for each game."""

    seats: tuple[Seat, Seat] = field(default_factory=default_seats)
    first: str = "red"
    board: str = STANDARD
    seed: int | None = None
    scoring: str = "marbles"
    variant: str | None = None
    layout: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "first": self.first, "board": self.board, "seed": self.seed,
            "scoring": self.scoring, "variant": self.variant, "layout": self.layout,
        }

    @classmethod
    def from_dict(cls, data: object) -> KulamiSetup:
        """Tolerant: anything missing, unknown or of the wrong type takes its default."""
        if not isinstance(data, dict):
            return cls()
        base = cls()
        seats = list(base.seats)
        raw_seats = data.get("seats")
        if isinstance(raw_seats, list):
            for i, raw in enumerate(raw_seats[:2]):
                if isinstance(raw, dict):
                    name = raw.get("name")
                    kind = raw.get("kind")
                    level = raw.get("level")
                    seats[i] = Seat(
                        name if isinstance(name, str) else "",
                        kind if kind in ("human", "computer") else seats[i].kind,
                        level if isinstance(level, str) and level in LEVELS
                        else normalise_level(level),
                    )
        board = data.get("board")
        layout = data.get("layout")
        layouts = [LAYOUT_PREFIX + name for name in builtin_names()]
        if isinstance(board, str) and board.startswith(OWN_PREFIX):
            layout = own_layout(board, layout)
            if layout is None:
                board = base.board
        elif board not in (STANDARD, IRREGULAR, *layouts):
            board = base.board
        if not (isinstance(board, str) and board.startswith(OWN_PREFIX)):
            layout = None
        seed = data.get("seed")
        if not (isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MAX_SEED):
            seed = None
        first = data.get("first")
        scoring = data.get("scoring")
        variant = data.get("variant")
        return cls(
            seats=(seats[0], seats[1]),
            first=first if first in FIRST_CHOICES else base.first,
            board=board, seed=seed,
            scoring=scoring if scoring in SCORINGS else base.scoring,
            variant=variant if variant in VARIANTS else base.variant,
            layout=layout,
        )


def own_layout(board: str, layout: object) -> str | None:
    """The canonical text of ``layout`` when ``board`` ("mine:<name>") and it make a playable
    board of the player's (K-B3: all 17 plates in one shape within 10×10), else None."""
    name = board.removeprefix(OWN_PREFIX)
    if not name.strip() or len(name) > MAX_OWN_NAME:
        return None
    if not isinstance(layout, str) or len(layout) > MAX_LAYOUT_TEXT:
        return None
    try:
        parsed = kulami.Board.from_text(layout)
    except ValueError:
        return None
    verdict = board_verdict(parsed)
    return parsed.to_text() if verdict is not None and verdict.playable else None


def builtin_names() -> list[str]:
    """Names of the engine's built-in layouts, in its order."""
    return list(kulami.builtin_layouts())


def make_board(choice: str, seed: int, layout: str | None = None) -> kulami.Board:
    """The board a setup's ``board`` choice names (random ones from ``seed``; a board of the
    player's from its ``layout`` text)."""
    if choice == IRREGULAR:
        return kulami.irregular_board(seed)
    if choice.startswith(OWN_PREFIX) and layout is not None:
        try:
            return kulami.Board.from_text(layout)
        except ValueError:
            pass
    if choice.startswith(LAYOUT_PREFIX):
        layouts = kulami.builtin_layouts()
        name = choice.removeprefix(LAYOUT_PREFIX)
        if name in layouts:
            return layouts[name]
    return kulami.standard_board(seed)


@dataclass(frozen=True)
class StartedGame:
    """A setup made concrete: the seed used, the board, and the running session."""

    setup: KulamiSetup
    seed: int
    board: kulami.Board
    session: GameSession


def start_game(setup: KulamiSetup, settings: Settings | None = None,
               seed: int | None = None) -> StartedGame:
    """Build board, state and session (not yet started: call ``session.start()`` once the screen
    listens). ``seed`` overrides ``setup.seed``; with neither, a fresh one is drawn."""
    if seed is None:
        seed = setup.seed if setup.seed is not None else random_seed()
    board = make_board(setup.board, seed, setup.layout)
    if setup.first == "random":
        first = random.Random(f"kulami-first:{seed}").randrange(2)
    else:
        first = FIRST_CHOICES.index(setup.first)
    state = kulami.new_game(board, first_player=first, scoring=setup.scoring,
                            variant=setup.variant)
    session = GameSession(state, setup.seats, settings=settings, seed=seed)
    return StartedGame(setup, seed, board, session)
