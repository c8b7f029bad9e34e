"""Pure-Python rules engines, one subpackage per game (no Qt import; see spec/engine-api.md)."""

from tilegames.games.errors import IllegalMoveError, MoveResult

GAMES = ("lsd", "kulami", "qwirkle")

__all__ = ["GAMES", "IllegalMoveError", "MoveResult"]
