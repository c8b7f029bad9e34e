"""Kulami: rules engine (spec/rules-kulami.md, API spec/engine-api.md). No Qt.

    board = kulami.standard_board(seed)          # or irregular_board(seed), Board.from_text(text)
    state = kulami.new_game(board, first_player=0, scoring="marbles", variant=None)
    state.apply(kulami.Move(2, 3))               # "c4"

See ``state.State`` for the GUI/AI additions (closed plates, per-plate breakdown, regions, areas,
undo) and the bitmask fast path; ``playout.random_playout`` for whole random games.
"""

from tilegames.games.kulami.board import Board, LayoutError, Plate
from tilegames.games.kulami.layouts import builtin_layouts, irregular_board, standard_board
from tilegames.games.kulami.move import Move
from tilegames.games.kulami.playout import random_playout
from tilegames.games.kulami.scoring import SCORINGS, VARIANTS, PlateScore
from tilegames.games.kulami.state import MARBLES_PER_PLAYER, State, new_game

__all__ = [
    "MARBLES_PER_PLAYER", "SCORINGS", "VARIANTS", "Board", "LayoutError", "Move", "Plate",
    "PlateScore", "State", "builtin_layouts", "irregular_board", "new_game", "random_playout",
    "standard_board",
]
