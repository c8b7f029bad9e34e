"""LSD (Symbiose, 2005): lay tiles by matching half dots, capture with icons, make a row.

Rules: spec/rules-lsd.md; API: spec/engine-api.md ("LSD"). No Qt here.
"""

from tilegames.games.lsd.moves import LsdMoveResult, Place
from tilegames.games.lsd.state import PLAYER_COUNTS, WIN_LENGTH, State, new_game
from tilegames.games.lsd.tiles import COPIES, DOTS, ICONS, KINDS, SUPPLY_SIZE, PlacedTile

__all__ = ["COPIES", "DOTS", "ICONS", "KINDS", "PLAYER_COUNTS", "SUPPLY_SIZE", "WIN_LENGTH",
           "LsdMoveResult", "Place", "PlacedTile", "State", "new_game"]
