"""Pure-Python rules engines, one subpackage per game (no Qt import; see spec/engine-api.md).

``GAMES`` names them in the order the program shows them; it is the one list of game keys.
"""

from tilegames.games.errors import IllegalMoveError, MoveResult
from tilegames.games.protocol import GameState, Move, Position

GAMES = ("lsd", "kulami", "qwirkle")

__all__ = ["GAMES", "GameState", "IllegalMoveError", "Move", "MoveResult", "Position"]
