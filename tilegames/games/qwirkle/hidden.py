"""Hidden information beyond ``State.view`` and ``SeatView.determinize`` (state.py, with the
program's undo rule ``State.redeal_unseen``): what everybody may know, and the last move as
anybody sees it.

- ``public_view(view)``: a seat's view with nothing private left — no hand, every exchange only
  as a count — for a table that nobody is looking at privately (pass-and-play between turns,
  computers only).
- ``last_move_cells``, ``last_scored_lines``, ``last_move_points``: the last placement of a view
  (or a State), the lines it scored and its points, for outlining it on the board.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from tilegames.games.qwirkle.board import Cell
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.scoring import lines_through, points_of
from tilegames.games.qwirkle.state import GOING_OUT_BONUS, HiddenExchange, SeatView, State


def public_view(view: SeatView) -> SeatView:
    """``view`` without its hand: ``seat`` -1, ``hand`` (), the hand's tiles counted as unseen,
    and every exchange (its own too) shown only as a HiddenExchange of that many tiles."""
    moves = tuple(HiddenExchange(len(move.tiles)) if isinstance(move, Exchange) else move
                  for move in view.moves)
    return replace(view, seat=-1, hand=(), unseen=view.unseen + Counter(view.hand), moves=moves)


def last_move_cells(where: State | SeatView) -> tuple[Cell, ...]:
    """The cells of the last move if it was a placement, else ()."""
    moves = where.moves
    last = moves[-1] if moves else None
    return last.cells if isinstance(last, Place) else ()


def last_scored_lines(where: State | SeatView) -> list[tuple[Cell, ...]]:
    """The lines the last placement scored (cells in order); [] if the last move placed
    nothing. A lone first tile scores without making a line."""
    return lines_through(where.board.cells, last_move_cells(where))


def last_move_points(where: State | SeatView) -> int:
    """What the last move scored: its lines (Q-SC1..Q-SC3) plus 6 if it ended the game by going
    out (Q-E1); 0 when the last move placed nothing."""
    cells = last_move_cells(where)
    if not cells:
        return 0
    points = points_of(lines_through(where.board.cells, cells))
    if isinstance(where, SeatView):
        over, emptied = where.over, where.hand_sizes[where.current_player] == 0
    else:
        over, emptied = where.is_over(), not where.hand(where.current_player)
    # going out ends the game at once, with the mover still the seat "to move" (Q-E1)
    return points + (GOING_OUT_BONUS if over and emptied else 0)

