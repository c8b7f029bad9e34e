"""Per game: the engine options a save records, and the new game they start (for the replay).

- kulami: ``{"board": layout text, "first_player": 0|1, "scoring": "marbles"|"holes",
  "variant": null|"regions"|"areas"}``
- lsd: ``{"players": 2|4, "first_player": seat, "setup": null|picture text}`` (a set-up position
  made with ``State.from_text``)
- qwirkle: ``{"players": 2..6, "seed": int|text}`` plus ``"bag": [tile names]`` when the game was
  made with an explicit draw order (``new_game(bag=...)``); the seed drives every shuffle.

``GAMES[key].options(state, bag)`` reads them from a state; ``GAMES[key].start(options)`` checks
them (SaveError in plain words) and returns the new game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tilegames.games import kulami, lsd, qwirkle
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.saves.errors import SaveError
from tilegames.storage.saves.notation import tile_from_name, tile_name

BAD_OPTIONS = QT_TRANSLATE_NOOP("storage", "its game settings are not valid ({why})")
MAX_LAYOUT_TEXT = 2_000
MAX_PICTURE_TEXT = 20_000
MAX_SEED_TEXT = 200
MAX_BAG = 108


def _bad(why: str) -> SaveError:
    return SaveError(BAD_OPTIONS, why=why)


def _keys(options: Any, required: set[str], optional: frozenset[str] = frozenset()) -> dict:
    if not isinstance(options, dict):
        raise _bad("they are not a JSON object")
    missing = sorted(required - options.keys())
    if missing:
        raise _bad(f"{', '.join(missing)} missing")
    extra = sorted(options.keys() - required - optional)
    if extra:
        raise _bad(f"unknown setting {extra[0][:40]!r}")
    return options


def _whole(value: Any, what: str, choices: Sequence[int]) -> int:
    if type(value) is not int or value not in choices:
        raise _bad(f"{what} is {str(value)[:40]}, not one of {', '.join(map(str, choices))}")
    return value


def _text(value: Any, what: str, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise _bad(f"{what} must be a text of at most {limit} characters")
    return value


@dataclass(frozen=True)
class GameKind:
    key: str
    state_type: type
    options: Callable[[Any, Sequence[Any] | None], dict[str, Any]]
    start: Callable[[Any], Any]


# --- Kulami ----------------------------------------------------------------------------------

def _kulami_options(state: Any, _bag: Sequence[Any] | None) -> dict[str, Any]:
    data = state.to_dict()
    return {key: data[key] for key in ("board", "first_player", "scoring", "variant")}


def _kulami_start(options: Any) -> Any:
    options = _keys(options, {"board", "first_player", "scoring", "variant"})
    text = _text(options["board"], "the board", MAX_LAYOUT_TEXT)
    first = _whole(options["first_player"], "the first player", (0, 1))
    scoring, variant = options["scoring"], options["variant"]
    if not isinstance(scoring, str) or scoring not in kulami.SCORINGS:
        raise _bad(f"the scoring is {str(scoring)[:40]!r}, not one of {kulami.SCORINGS}")
    if not (variant is None or isinstance(variant, str)) or variant not in kulami.VARIANTS:
        raise _bad(f"the variant is {str(variant)[:40]!r}, not one of {kulami.VARIANTS}")
    try:
        board = kulami.Board.from_text(text)
    except ValueError as exc:
        raise _bad(f"the board: {exc}") from None
    return kulami.new_game(board, first_player=first, scoring=scoring, variant=variant)


# --- LSD -------------------------------------------------------------------------------------

def _lsd_options(state: Any, _bag: Sequence[Any] | None) -> dict[str, Any]:
    data = state.to_dict()
    return {"players": data["num_players"], "first_player": data["first_player"],
            "setup": data["setup"]}


def _lsd_start(options: Any) -> Any:
    options = _keys(options, {"players", "first_player", "setup"})
    players = _whole(options["players"], "the number of players", lsd.PLAYER_COUNTS)
    first = _whole(options["first_player"], "the first player", range(players))
    setup = options["setup"]
    if setup is None:
        return lsd.new_game(players, first_player=first)
    setup = _text(setup, "the set-up picture", MAX_PICTURE_TEXT)
    try:
        return lsd.State.from_text(setup, num_players=players, current_player=first)
    except ValueError as exc:
        raise _bad(f"the set-up picture: {exc}") from None


# --- Qwirkle ---------------------------------------------------------------------------------

def _qwirkle_options(state: Any, bag: Sequence[Any] | None) -> dict[str, Any]:
    options: dict[str, Any] = {"players": state.num_players, "seed": state.seed}
    if bag is not None:
        options["bag"] = [tile_name(tile) for tile in bag]
    return options


def _qwirkle_start(options: Any) -> Any:
    options = _keys(options, {"players", "seed"}, frozenset({"bag", "redeals"}))
    players = _whole(options["players"], "the number of players", range(2, 7))
    seed = options["seed"]
    if type(seed) is not int:
        seed = _text(seed, "the seed", MAX_SEED_TEXT)
    bag = None
    if "bag" in options:
        names = options["bag"]
        if not isinstance(names, list) or len(names) > MAX_BAG:
            raise _bad(f"the bag must be a list of at most {MAX_BAG} tiles")
        try:
            bag = [tile_from_name(name) for name in names]
        except ValueError as exc:
            raise _bad(f"the bag: {exc}") from None
    try:
        return qwirkle.new_game(players, seed=seed, bag=bag)
    except ValueError as exc:
        raise _bad(str(exc)) from None


GAMES: dict[str, GameKind] = {
    "kulami": GameKind("kulami", kulami.State, _kulami_options, _kulami_start),
    "lsd": GameKind("lsd", lsd.State, _lsd_options, _lsd_start),
    "qwirkle": GameKind("qwirkle", qwirkle.State, _qwirkle_options, _qwirkle_start),
}
