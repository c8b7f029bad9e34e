"""Why a placement or an exchange is illegal, in words a player understands."""

from __future__ import annotations

from collections import Counter

from tilegames.games.errors import QT_TRANSLATE_NOOP, IllegalMoveError
from tilegames.games.qwirkle.board import Board, Cell
from tilegames.games.qwirkle.moves import Exchange, Place
from tilegames.games.qwirkle.scoring import lines_through, points_of
from tilegames.games.qwirkle.tiles import is_valid_line, start_number, tile_id


def _check_own(hand: list[int], ids: list[int]) -> None:
    if Counter(ids) - Counter(hand):
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "you don't have those tiles"),
                               rule="Q-K2")


def check_place(board: Board, hand: list[int], move: Place) -> tuple[list[tuple[int, int, int]],
                                                                      int]:
    """The placement as ``(x, y, id)`` and its points (without the going-out bonus).

    Raises IllegalMoveError if ``hand`` may not make it on ``board`` (Q-S4, Q-P1..Q-P5).
    """
    placed = []
    for entry in move.tiles:
        tid = tile_id(entry[2]) if len(entry) == 3 else None
        if tid is None or type(entry[0]) is not int or type(entry[1]) is not int:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that is not a Qwirkle move"))
        placed.append((entry[0], entry[1], tid))
    if not placed:
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "place at least one tile"), rule="Q-P1")
    _check_own(hand, [t for _, _, t in placed])
    cells: dict[Cell, int] = {(x, y): t for x, y, t in placed}
    if len(cells) != len(placed):
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "put one tile on each cell"),
                               rule="Q-P1")
    if any(cell in board.cells for cell in cells):
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that cell is taken"), rule="Q-P1")
    xs = {x for x, _ in cells}
    ys = {y for _, y in cells}
    if not board.cells:
        count = start_number(hand)
        line = [(i, 0) for i in range(count)], [(0, i) for i in range(count)]
        if (sorted(cells) not in line or
                (count > 1 and not is_valid_line([t for _, _, t in placed]))):
            raise IllegalMoveError(QT_TRANSLATE_NOOP(
                "rules", "the first move must place your {count} tiles that share a colour or "
                "shape, starting at the centre"), rule="Q-S4", count=count)
        return placed, points_of(lines_through(cells, cells))
    if len(xs) > 1 and len(ys) > 1:
        raise IllegalMoveError(QT_TRANSLATE_NOOP(
            "rules", "all tiles must be in one row or one column"), rule="Q-P1")
    after = dict(board.cells)
    after.update(cells)
    if max(xs) - min(xs) + max(ys) - min(ys) >= len(after):  # longer than all tiles together
        gap = True
    elif len(xs) == 1:
        (x,) = xs
        gap = any((x, y) not in after for y in range(min(ys), max(ys)))
    else:
        (y,) = ys
        gap = any((x, y) not in after for x in range(min(xs), max(xs)))
    if gap:
        raise IllegalMoveError(QT_TRANSLATE_NOOP(
            "rules", "the tiles must form one unbroken line"), rule="Q-P2")
    if not any((x + dx, y + dy) in board.cells
               for x, y in cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
        raise IllegalMoveError(QT_TRANSLATE_NOOP(
            "rules", "a placed tile must touch the tiles on the board"), rule="Q-P4")
    lines = lines_through(after, cells)
    if not all(is_valid_line([after[c] for c in line]) for line in lines):
        alone_ok = all(_fits_alone(board, x, y, t) for x, y, t in placed)
        raise IllegalMoveError(QT_TRANSLATE_NOOP(
            "rules", "a line may hold only one colour or one shape, each once"),
            rule="Q-P5" if alone_ok else "Q-P3")
    return placed, points_of(lines)


def _fits_alone(board: Board, x: int, y: int, tid: int) -> bool:
    anchor = board.anchors.get((x, y))
    return anchor is None or bool((anchor[0] & anchor[2]) >> tid & 1)


def check_exchange(board: Board, hand: list[int], bag_size: int, move: Exchange) -> list[int]:
    """The ids given back; IllegalMoveError unless ``hand`` may exchange them (Q-X1, Q-S4)."""
    found = [tile_id(tile) for tile in move.tiles]
    ids = [tid for tid in found if tid is not None]
    if len(ids) != len(found):
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "that is not a Qwirkle move"))
    if not board.cells:
        count = start_number(hand)
        raise IllegalMoveError(QT_TRANSLATE_NOOP(
            "rules", "the first move must place your {count} tiles that share a colour or "
            "shape, starting at the centre"), rule="Q-S4", count=count)
    if not ids:
        raise IllegalMoveError(QT_TRANSLATE_NOOP("rules", "choose at least one tile to exchange"),
                               rule="Q-X1")
    _check_own(hand, ids)
    if len(ids) > bag_size:
        raise IllegalMoveError(QT_TRANSLATE_NOOP(
            "rules", "the bag has too few tiles to exchange that many"), rule="Q-X1")
    return ids
