"""One game as the shared code sees it: its descriptor, ``GameSpec``.

Each game's package offers its descriptor as ``tilegames.games.<key>.spec.SPEC``, and
``tilegames.games.catalogue`` lists them: the one list of games (the screens find each game's
screen descriptor by its key, ``tilegames.ui.registry``). Saves, statistics, settings, lessons,
the computer players' analysis and the tools ask a game's descriptor (``catalogue.game_spec(key)``,
or ``catalogue.spec_of(state)`` for a state or a seat's view) instead of naming the game; a new
game is its own packages plus its entry in the catalogue.

A game's players per level are found by the same key: the module ``tilegames.ai.<key>``
(``tilegames.ai.players`` says what it offers), and so are its puzzles: the judge
``tilegames.games.<key>.puzzles`` (``tilegames.games.puzzle`` says what it offers) and the finder
``tilegames.ai.<key>.puzzles``, which ``tilegames.puzzles`` imports by the key.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from tilegames.games.protocol import M, S

Cell = tuple[int, int]


@dataclass(frozen=True)
class GameSpec(Generic[S, M]):
    """What the shared code needs to know of one game (its rules stay in its package).

    - ``key``: the game's stable name ("kulami"): save files, settings, statistics, file names
      of rules pages and lessons, and the name of its packages (``games/``, ``ai/``, ``ui/``).
    - ``name``: its name in English, marked for translation in the context "games".
    - ``state_type``: the class of its states (what ``new_game`` and a save give);
      ``view_types``: other positions a computer player may be given instead of a whole state
      (Qwirkle: ``SeatView``, one seat's view). Both tell ``catalogue.spec_of`` the game; a game
      with views hides information (``hides_information``: its states are
      ``protocol.HiddenInformation``).
    - ``player_counts``: how many may play.
    - ``new_game(players, seed)``: a new game whose setup the seed decides (the arena plays
      both games of a pair from it; the self-test asks a computer player for its first move).
    - ``format_move(move)`` / ``parse_move(text)``: a move as the text a save file's ``moves``
      list holds, and back; ``parse_move`` raises ValueError for a text that names no move of
      the game (it does not check legality: the engine does).
    - ``save_options(state, bag)``: the options a save records to start the game again (JSON);
      ``bag`` is the explicit draw order the game was made with, for a game dealt from a bag,
      else None. ``start(options)`` checks them and returns the new game, raising
      ``options.OptionsError`` (plain English) for anything ``save_options`` cannot have
      written.
    - ``dealt_order(state)`` (games dealt from a bag): before the first move, the draw order the
      game was dealt in, for a game made from an explicit bag that is saved without it; None
      for the other games.
    - ``lesson_start(start)``: the position a lesson file's ``start`` object describes
      (``controller.lesson``); ``parse_cell(text)``: a cell in the game's own notation, which a
      lesson may use for the cells a step is about (Kulami "c2"); None where cells are
      written ``[x, y]`` only.
    - ``points``: whether its scores are points (statistics count margins and best scores);
      False where a game is only won, lost or drawn (LSD).
    - ``grades``: how much a move may lose on the analysis's scale (``ai.players.Verdict``: the
      game's points, or LSD's evaluation on which a won game is 100) and still be "good", and
      still an "inaccuracy" rather than a "mistake".
    """

    key: str
    name: str
    state_type: type[S]
    player_counts: tuple[int, ...]
    new_game: Callable[[int, int], S]
    format_move: Callable[[M], str]
    parse_move: Callable[[str], M]
    save_options: Callable[[S, Sequence[Any] | None], dict[str, object]]
    start: Callable[[object], S]
    lesson_start: Callable[[Mapping[str, object]], S]
    grades: tuple[float, float]
    view_types: tuple[type, ...] = ()
    dealt_order: Callable[[S], list[Any]] | None = None
    parse_cell: Callable[[str], Cell] | None = None
    points: bool = True

    def owns(self, position: object) -> bool:
        """Whether ``position`` is a state (or a seat's view) of this game."""
        return isinstance(position, (self.state_type, *self.view_types))

    @property
    def hides_information(self) -> bool:
        """Whether the game keeps things from its players (a seat is given its view)."""
        return bool(self.view_types)


AnySpec = GameSpec[Any, Any]   # the descriptor of some game (the lists hold several)
