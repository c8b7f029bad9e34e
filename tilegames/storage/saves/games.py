"""The games a save file can hold, as the save codec sees them: each game's descriptor
(``tilegames.games.spec.GameSpec``) with its refusals turned into ``SaveError``.

What a save's ``options`` hold for each game is the game's own (its ``spec.py`` says):
``GAMES[key].options(state, bag)`` reads them from a state; ``GAMES[key].start(options)`` checks
them (SaveError in plain words) and returns the new game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tilegames.games.catalogue import SPECS
from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.games.options import OptionsError
from tilegames.games.protocol import AnyState
from tilegames.games.spec import AnySpec
from tilegames.storage.saves.errors import SaveError

BAD_OPTIONS = QT_TRANSLATE_NOOP("storage", "its game settings are not valid ({why})")


@dataclass(frozen=True)
class GameKind:
    """One game's saving and starting again, for the codec."""

    spec: AnySpec

    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def state_type(self) -> type:
        return self.spec.state_type

    def options(self, state: object, bag: Sequence[object] | None) -> dict[str, object]:
        """What ``start`` needs to start ``state``'s game again."""
        return self.spec.save_options(state, bag)

    def start(self, options: object) -> AnyState:
        """The game ``options`` start, a state of ``state_type`` (SaveError when they start
        none)."""
        try:
            state: AnyState = self.spec.start(options)
            return state
        except OptionsError as exc:
            raise SaveError(BAD_OPTIONS, why=str(exc)) from None


GAMES: dict[str, GameKind] = {spec.key: GameKind(spec) for spec in SPECS}
