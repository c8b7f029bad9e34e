"""What the searching levels know about a Qwirkle position beyond the points of a move: the value
of the tiles kept (the *leave*) and the danger of a line of five an opponent can finish.

Tiles are ids here (``color * 6 + shape``, see games/qwirkle/tiles.py); a set of tiles is an int
with bit ``id`` set.
"""

from __future__ import annotations

from collections import Counter
from math import comb

from tilegames.ai.qwirkle.leave import LeaveValue
from tilegames.ai.qwirkle.leave_weights import WEIGHTS
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.scoring import lines_through
from tilegames.games.qwirkle.tiles import TILE_TYPES, TILES, TYPE_MASK

QWIRKLE_GIFT = 12.0        # what finishing a line of five is worth, at least


# The leave value first written by hand, in the terms of ``leave.FEATURES``: for each line type
# (colour or shape), by how many different tiles of it the leave holds (pairs and triples build
# lines next turn), and the cost of each tile held again (two equal tiles never go into one line).
GUESSED = LeaveValue({"lines2": 1.0, "lines3": 2.5, "lines4": 4.5, "lines5": 7.0, "lines6": 10.0,
                      "duplicates": -3.0, "triplicates": -3.0})
LEARNED = LeaveValue(WEIGHTS)      # learned by self-play (``leave_tuning``, ``leave_weights``)
USE_LEARNED = True


def leave_value(leave: list[int]) -> float:
    """How much better the kept tiles are than as many random tiles (points): the learned
    value (``LEARNED``), or the guessed one (``GUESSED``) with ``USE_LEARNED`` off."""
    return (LEARNED if USE_LEARNED else GUESSED)(leave)


def hand_after(hand: list[int], move: Place | Exchange) -> list[int]:
    """The tiles ``hand`` keeps after ``move`` (before drawing)."""
    rest = list(hand)
    for tile in (t[2] for t in move.tiles) if isinstance(move, Place) else move.tiles:
        rest.remove(tile.id)
    return rest


def chance_held(copies: int, unseen: int, hand: int) -> float:
    """The chance that a hand of ``hand`` tiles drawn from ``unseen`` tiles holds at least one of
    ``copies`` given tiles (hypergeometric)."""
    if copies <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    hand = min(hand, unseen)
    if unseen - copies < hand:
        return 1.0
    return 1.0 - comb(unseen - copies, hand) / comb(unseen, hand)


def open_fives(board: Board, placed: list[Cell]) -> list[tuple[int, list[Cell]]]:
    """The lines of exactly five tiles through ``placed`` (cells on ``board``, after the move):
    for each, the tile id that would make it a Qwirkle and the empty end cells where it could go
    (the anchors there allow it, so the cross line takes it too)."""
    cells = board.cells
    anchors = board.anchors
    out = []
    for line in lines_through(cells, placed):
        if len(line) != 5:
            continue
        bits = 0
        types = 0b111111111111
        for cell in line:
            t = cells[cell]
            bits |= 1 << t
            types &= TILE_TYPES[t]
        if not types:
            continue
        missing = TYPE_MASK[types.bit_length() - 1] & ~bits
        if missing.bit_count() != 1:
            continue
        tid = missing.bit_length() - 1
        (fx, fy), (lx, ly) = line[0], line[-1]
        dx, dy = lx - line[-2][0], ly - line[-2][1]
        ends = []
        for end in ((fx - dx, fy - dy), (lx + dx, ly + dy)):
            anchor = anchors.get(end)
            if anchor is not None and (anchor[0] & anchor[2]) >> tid & 1:
                ends.append(end)
        if ends:
            out.append((tid, ends))
    return out


def danger(board: Board, placed: list[Cell], unseen: Counter[int], unseen_total: int,
           opponent_hand: int) -> float:
    """Expected points given away by lines of five through ``placed`` that the next seat can
    finish: the chance it holds the missing tile (from the unseen tiles) times a Qwirkle."""
    value = 0.0
    for tid, _ends in open_fives(board, placed):
        value += QWIRKLE_GIFT * chance_held(unseen[tid], unseen_total, opponent_hand)
    return value


def keep_sets(hand: list[int]) -> list[list[int]]:
    """Tiles worth keeping when exchanging: for each line type the hand's different tiles of
    that type (biggest groups first), and nothing (exchange all). Each list once."""
    out: list[list[int]] = []
    for mask in TYPE_MASK:
        group = sorted({t for t in hand if mask >> t & 1})
        if len(group) >= 2 and group not in out:
            out.append(group)
    out.sort(key=lambda g: (-len(g), g))
    out.append([])
    return out


def exchange_of(hand: list[int], keep: list[int], bag_size: int) -> Exchange | None:
    """The exchange that keeps ``keep`` (at most as many tiles as the bag holds go back, the
    worst-fitting first); None if nothing would go back."""
    rest = list(hand)
    for t in keep:
        rest.remove(t)
    if not rest or bag_size <= 0:
        return None
    if len(rest) > bag_size:    # give back the duplicates and the loners first
        rest.sort(key=lambda t: -_misfit(hand, t))
        rest = rest[:bag_size]
    return Exchange(tuple(TILES[t] for t in rest))


def _misfit(hand: list[int], tile: int) -> float:
    count = Counter(hand)
    mates = sum(1 for t in set(hand) if t != tile and TILE_TYPES[t] & TILE_TYPES[tile])
    return (count[tile] - 1) * 3 - mates


def five_race(board: Board, placed: list[Cell], leave: list[int], draws: int,
              unseen: Counter[int], unseen_total: int, opponent_hand: int,
              own_only: bool = False) -> float:
    """Expected points of the lines of five a move leaves open (through ``placed``): the next
    seat finishes one if it holds the missing tile (a gift of a Qwirkle); otherwise the mover
    does on its next turn if it keeps that tile or draws it (``draws`` tiles from the unseen).
    A five that neither finishes stays open for later, an even race: worth nothing here.
    ``own_only``: only the mover's part (for a simulation that plays the next seat's reply)."""
    value = 0.0
    done: set[int] = set()
    for tid, _ends in open_fives(board, placed):
        if tid in done:
            continue
        done.add(tid)
        theirs = chance_held(unseen[tid], unseen_total, opponent_hand)
        mine = 1.0 if tid in leave else chance_held(unseen[tid], unseen_total, draws)
        value += QWIRKLE_GIFT * (mine * (1.0 - theirs) - (0.0 if own_only else theirs))
    return value
