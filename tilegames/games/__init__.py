"""Pure-Python rules engines, one subpackage per game (no Qt import; see spec/engine-api.md).

``GAMES`` names them in the order the program shows them: the keys of ``catalogue.SPECS``, the one
list of the games' descriptors (``spec.GameSpec``).
"""

from tilegames.games.catalogue import GAMES
from tilegames.games.errors import IllegalMoveError, MoveResult
from tilegames.games.protocol import GameState, Move, Position

__all__ = ["GAMES", "GameState", "IllegalMoveError", "Move", "MoveResult", "Position"]
