"""The games of tilegames, one descriptor each (``spec.GameSpec``), in the order the program shows
them: the one list of games below the screens (README, "Adding a game"). Everything else finds a
game here, by its key or by one of its states."""

from __future__ import annotations

from tilegames.games.kulami.spec import SPEC as KULAMI
from tilegames.games.lsd.spec import SPEC as LSD
from tilegames.games.qwirkle.spec import SPEC as QWIRKLE
from tilegames.games.spec import AnySpec

SPECS: tuple[AnySpec, ...] = (LSD, KULAMI, QWIRKLE)
GAMES: tuple[str, ...] = tuple(spec.key for spec in SPECS)
_BY_KEY = {spec.key: spec for spec in SPECS}


def find_spec(key: object) -> AnySpec | None:
    """The descriptor of the game called ``key``, or None for anything else."""
    return _BY_KEY.get(key) if isinstance(key, str) else None


def game_spec(key: str) -> AnySpec:
    """The descriptor of the game called ``key`` (KeyError for no game)."""
    return _BY_KEY[key]


def spec_of(position: object) -> AnySpec:
    """The descriptor of the game ``position`` (a state, or a seat's view) belongs to
    (TypeError for anything else)."""
    for spec in SPECS:
        if spec.owns(position):
            return spec
    raise TypeError(f"not a tilegames state: {type(position).__name__}")
