"""Qwirkle as the shared code sees it (``tilegames.games.spec.GameSpec``).

- Moves and tiles are written as ``notation`` writes them.
- A save's options: ``{"players": 2..6, "seed": int|text}`` plus ``"bag": [tile names]`` when the
  game was made with an explicit draw order (``new_game(bag=...)``); the seed drives every
  shuffle. ``"redeals"`` (where the unseen tiles were dealt again after an undo) is the save's
  own and passes unread.
- A lesson starts from ``{"bag": [tile names]}``: two players, the draw order given.
- A computer player may be given one seat's view (``SeatView``) instead of the whole state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.options import OptionsError, checked_keys, text, whole
from tilegames.games.qwirkle.moves import Move
from tilegames.games.qwirkle.notation import format_move, parse_move, tile_from_name, tile_name
from tilegames.games.qwirkle.savedata import read_save
from tilegames.games.qwirkle.state import SeatView, State, new_game
from tilegames.games.qwirkle.tiles import TILES, Tile
from tilegames.games.spec import GameSpec

PLAYER_COUNTS = (2, 3, 4, 5, 6)
MAX_SEED_TEXT = 200
MAX_BAG = 108


def save_options(state: State, bag: Sequence[Tile] | None) -> dict[str, object]:
    options: dict[str, object] = {"players": state.num_players, "seed": state.seed}
    if bag is not None:
        options["bag"] = [tile_name(tile) for tile in bag]
    return options


def start(options: object) -> State:
    """The game ``save_options`` describes; OptionsError for anything else."""
    options = checked_keys(options, {"players", "seed"}, frozenset({"bag", "redeals"}))
    players = whole(options["players"], "the number of players", PLAYER_COUNTS)
    seed = options["seed"]     # a whole number or a text: random.Random takes both
    if type(seed) is not int:
        seed = text(seed, "the seed", MAX_SEED_TEXT)
    bag = None
    if "bag" in options:
        names = options["bag"]
        if not isinstance(names, list) or len(names) > MAX_BAG:
            raise OptionsError(f"the bag must be a list of at most {MAX_BAG} tiles")
        try:
            bag = [tile_from_name(name) for name in names]
        except ValueError as exc:
            raise OptionsError(f"the bag: {exc}") from None
    try:
        return new_game(players, seed=seed, bag=bag)
    except ValueError as exc:
        raise OptionsError(str(exc)) from None


def dealt_order(state: State) -> list[Tile]:
    """Before the first move, the draw order the game was dealt in: the hands, then the bag."""
    data = read_save(state.to_dict())
    return [TILES[t] for hand in data["hands"] for t in hand] + [TILES[t] for t in data["bag"]]


def lesson_start(start: Mapping[str, object]) -> State:
    names = start["bag"]
    if not isinstance(names, list | tuple):
        raise TypeError(f"a lesson's bag is a list of tile names, not {names!r}")
    return new_game(2, seed=1, bag=[tile_from_name(name) for name in names])


def _seeded(players: int, seed: int) -> State:
    """The 108 tiles shuffled with ``seed``."""
    return new_game(players, seed=seed)


SPEC: GameSpec[State, Move] = GameSpec(
    key="qwirkle",
    name=QT_TRANSLATE_NOOP("games", "Qwirkle"),
    state_type=State,
    view_types=(SeatView,),
    player_counts=PLAYER_COUNTS,
    new_game=_seeded,
    format_move=format_move,
    parse_move=parse_move,
    save_options=save_options,
    start=start,
    dealt_order=dealt_order,
    lesson_start=lesson_start,
    grades=(3.0, 8.0),
)
