"""Qwirkle (spec/rules-qwirkle.md), pure Python: ``new_game(num_players, seed=..., bag=...)``.

See spec/engine-api.md for the contract; beyond it: ``state.start_number(seat)``,
``state.placements_with_scores()``, ``score_placement(board, tiles)``, ``state.view(seat)`` (a
SeatView), ``state.redeal_unseen(seat, seed)``, ``state.last_move_cells()``,
``state.last_scored_lines()``, ``move_to_json``/``move_from_json``.

What a computer player works with is the SeatView: ``view.placements_with_scores()``,
``view.legal_moves()`` (for the seat to move the same list as ``state.legal_moves()``),
``view.is_legal(move)`` and ``view.determinize(rng)`` (a full State consistent with the view, the
unseen tiles dealt at random to the other hands and the bag, for a search that samples).
"""

from tilegames.games.qwirkle.board import Board
from tilegames.games.qwirkle.moves import (
    Exchange,
    Move,
    Pass,
    Place,
    move_from_json,
    move_to_json,
)
from tilegames.games.qwirkle.scoring import score_placement
from tilegames.games.qwirkle.state import HiddenExchange, SeatView, State, new_game
from tilegames.games.qwirkle.tiles import TILES, Color, Shape, Tile

__all__ = [
    "TILES", "Board", "Color", "Exchange", "HiddenExchange", "Move", "Pass", "Place",
    "State", "SeatView", "Shape", "Tile", "move_from_json", "move_to_json", "new_game",
    "score_placement",
]
