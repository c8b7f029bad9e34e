"""Hidden information beyond ``State.view``: what everybody may know, the last move as anybody
sees it, and dealing the unseen tiles afresh (the undo rule of the program).

- ``public_view(view)``: a seat's view with nothing private left — no hand, every exchange only
  as a count — for a table that nobody is looking at privately (pass-and-play between turns,
  computers only).
- ``last_move_cells``, ``last_scored_lines``, ``last_move_points``: the last placement of a view
  (or a State), the lines it scored and its points, for outlining it on the board.
- ``redeal_unseen(state, seat, seed)``: the same game, but every tile ``seat`` has not seen (the
  other hands and the bag) dealt again from ``seed``. Taking a move back would otherwise tell a
  player what they will draw next (the bag's front is known once drawn) and show which tiles the
  other players hold (the ones they played and took back); after a redeal with a fresh seed the
  player knows exactly what their view says, nothing more.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from tilegames.games.qwirkle.board import Cell
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.scoring import lines_through, points_of
from tilegames.games.qwirkle.view import HiddenExchange, SeatView

if TYPE_CHECKING:
    from tilegames.games.qwirkle.state import State

GOING_OUT_BONUS = 6


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


def redeal_unseen(state: State, seat: int, seed: int | str) -> State:
    """A copy of ``state`` in which the other hands and the bag are dealt again from ``seed``.

    Everything ``seat`` knows stays: the board, its own hand, the scores, the turn, the moves, how
    many tiles each hand and the bag hold, and so which tiles are unseen. The deal depends only on
    those unseen tiles and ``seed`` (not on where they lay before), and later reshuffles after an
    exchange continue from the same generator.
    """
    if type(seat) is not int or not 0 <= seat < state.num_players:
        raise ValueError(f"no seat {seat!r} in a game of {state.num_players}")
    data = state.to_dict()
    others = [s for s in range(state.num_players) if s != seat]
    pool = sorted([t for s in others for t in data["hands"][s]] + data["bag"])
    rng = random.Random(seed)
    rng.shuffle(pool)
    for s in others:
        size = len(data["hands"][s])
        data["hands"][s] = pool[:size]
        del pool[:size]
    data["bag"] = pool
    version, internal, gauss = rng.getstate()
    data["rng"] = [version, list(internal), gauss]
    return type(state).from_dict(data)
