"""Computer players and their levels, for every game.

A player is anything with ``choose(state, cancel) -> move``: it gets its own copy of the state
(never the one on the table) and a ``threading.Event`` it polls during long searches; once the
event is set its answer is thrown away, so it may return any legal move early.
Players are seeded: the same seed and state give the same move (replays, bug reports).

Each game's computer players live in ``tilegames.ai.<key>`` (the key of the game's descriptor,
``tilegames.games.spec.GameSpec``), a module or package that provides

- ``choose(level, state, cancel, rng) -> move``: a legal move for ``state.current_player`` at
  ``level`` (a key of ``LEVELS``) within ``BUDGETS[level]`` seconds of one core; ``rng`` is the
  player's seeded ``random.Random`` (its only source of randomness);
- ``analyse(state, played, cancel) -> Verdict``: Hard's judgement of ``played`` (a legal move in
  ``state``), for hints and the analysis of a finished game;
- ``BASELINES``: ``{name: factory(seed) -> Player}``, reference players the arena and the tests
  measure the levels against (for instance a plain depth-3 search); not offered in the program.

A Qwirkle player is given only what its seat may know: ``choose`` and ``analyse`` receive
``state.view(state.current_player)`` (a ``SeatView``), never the full state.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
import threading
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

from tilegames.base.levels import BUDGETS, normalise_level
from tilegames.games.catalogue import game_spec, spec_of
from tilegames.games.protocol import Position


class Player(Protocol):
    def choose(self, state: Position, cancel: threading.Event) -> Any:
        """A legal move for ``state.current_player``; ``state`` is the player's own copy."""


@dataclass(frozen=True)
class Verdict:
    """Hard's judgement of a played move, from the mover's side (higher is better for them).

    ``best`` is the move Hard prefers; ``best_value`` and ``played_value`` are in points of the
    game (Kulami and Qwirkle: a points margin; LSD: an evaluation on which a won game is 100).
    ``best_value`` is also the value of the position for the mover (evaluation graphs).
    """

    best: Any
    best_value: float
    played_value: float
    played_move: Any = None

    @property
    def loss(self) -> float:
        """How much worse the played move is than the best one (0 or more)."""
        return max(0.0, self.best_value - self.played_value)


def game_of(state: object) -> str:
    """The key of the game a state (or a seat's view) belongs to (``catalogue.spec_of``)."""
    return spec_of(state).key


def seat_view(state: Position) -> Position:
    """What the player to move may see: a game with hidden information (one whose state offers
    ``view(seat)``, Qwirkle) gives that seat's view; a perfect-information state is its own."""
    view = getattr(state, "view", None)
    return view(state.current_player) if callable(view) else state


def game_module(game: str) -> ModuleType:
    """``tilegames.ai.<game>``."""
    return importlib.import_module(f"tilegames.ai.{game}")


class LevelPlayer:
    """The player of one level for any game (it looks at the state it is given)."""

    def __init__(self, level: str, seed: int | str = 0) -> None:
        self.level = normalise_level(level)
        self.rng = random.Random(seed)

    def choose(self, state: Position, cancel: threading.Event) -> Any:
        view = seat_view(state)
        return game_module(game_of(view)).choose(self.level, view, cancel, self.rng)


class LevelFactory:
    """Makes the players of one level: ``LEVELS[level](seed)``."""

    def __init__(self, level: str) -> None:
        self.level = level

    def __call__(self, seed: int | str = 0) -> Player:
        return LevelPlayer(self.level, seed)


class ImportedFactory:
    """Makes the players of a level a test or a tool registered (``register_level``): the
    factory(seed) named by ``path``, "package.module:name", imported where the player is made."""

    def __init__(self, path: str) -> None:
        module, _, name = path.partition(":")
        if not module or not name.isidentifier():
            raise ValueError(f"not a factory path (package.module:name): {path!r}")
        self.path = path

    def __call__(self, seed: int | str = 0) -> Player:
        module, _, name = self.path.partition(":")
        factory = getattr(importlib.import_module(module), name)
        player: Player = factory(seed)
        return player


# Level name -> factory(seed). The GUI lists these in order; names are stable (saved in settings).
LEVELS: dict[str, Any] = {level: LevelFactory(level) for level in BUDGETS}


def register_level(name: str, path: str) -> None:
    """Offer level ``name`` (a new one, or in place of one of the program's) played by the
    factory(seed) at ``path``, "package.module:name": a test's or a tool's player. Computer
    turns run in the worker process (``controller.computer``), which makes the player by
    importing ``path`` (it starts with this process's ``sys.path``)."""
    LEVELS[name] = ImportedFactory(path)


def factory_path(level: str) -> str | None:
    """How the worker process makes a player of ``level`` (as ``make_player`` would): None for
    the program's own levels, made there by name; the path of a registered one (an old or
    unknown level: of the level it falls back to). TypeError for anything else put into
    ``LEVELS``: register it."""
    factory = _factory(level)
    if isinstance(factory, LevelFactory):
        return None
    if isinstance(factory, ImportedFactory):
        return factory.path
    raise TypeError(f"level {level!r} cannot be made in the worker process: put it into LEVELS "
                    "with register_level")


def make_imported(path: str, seed: int | str) -> Player:
    """The player of the factory at ``path`` (``register_level``), in any process."""
    return ImportedFactory(path)(seed)


def _factory(level: str) -> Any:
    return LEVELS.get(level) or LEVELS[normalise_level(level)]


def make_player(level: str, seed: int | str) -> Player:
    """The player for ``level`` (an old or unknown level falls back to the easiest, never fails)."""
    player: Player = _factory(level)(seed)
    return player


class RandomPlayer:
    """Plays a uniformly random legal move (a baseline for the arena and tests, not a level)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Position, cancel: threading.Event) -> Any:
        return self.rng.choice(list(state.legal_moves()))


def analyse(state: Position, played: Any, cancel: threading.Event) -> Verdict:
    """Hard's judgement of ``played`` in ``state`` (Qwirkle: from the mover's own view)."""
    view = seat_view(state)
    verdict: Verdict = game_module(game_of(view)).analyse(view, played, cancel)
    return dataclasses.replace(verdict, played_move=played)


GRADES = ("best", "good", "inaccuracy", "mistake")


def grade(game: str, verdict: Verdict) -> str:
    """"best", "good", "inaccuracy" or "mistake" for a judged move of ``game``: how much it
    loses on the game's scale (``Verdict``) against its descriptor's ``grades``."""
    if verdict.best == verdict.played_move or verdict.loss <= 1e-9:
        return "best"
    good, inaccurate = game_spec(game).grades
    if verdict.loss <= good:
        return "good"
    return "inaccuracy" if verdict.loss <= inaccurate else "mistake"


def hint(state: Position, cancel: threading.Event, seed: int | str = 0) -> Any:
    """The move Hard would play for the player to move (Qwirkle: from their own view)."""
    return make_player("hard", seed).choose(state, cancel)
