"""Kulami in the shared conformance suite: boards, scorings, variants and first players vary; the
scores and the end are recomputed here from ``marble_at`` and the plates, independently of the
engine's bitmasks."""

from __future__ import annotations

import random

from tests.helpers.adapters import Adapter
from tilegames.games import kulami
from tilegames.games.kulami import Move

BOX = range(-1, 11)  # a 12×12 box around any board (boards are at most 10×10, from (0, 0))


def new_state(rng: random.Random) -> kulami.State:
    kind = rng.choice(["standard", "irregular", "builtin"])
    if kind == "standard":
        board = kulami.standard_board(rng.randrange(10**6))
    elif kind == "irregular":
        board = kulami.irregular_board(rng.randrange(10**6))
    else:
        layouts = kulami.builtin_layouts()
        board = layouts[rng.choice(sorted(layouts))]
    return kulami.new_game(board, first_player=rng.randrange(2),
                           scoring=rng.choice(["marbles", "holes"]),
                           variant=rng.choice([None, "regions", "areas"]))


def _legal_by_sheet(state: kulami.State) -> set[tuple[int, int]]:
    """K-M2..K-M5 written out plainly: empty holes in the row or column of the last marble
    (any of them at first), off the plates of the last two marbles."""
    board = state.board
    empty = {cell for cell in board.cells if state.marble_at(cell) is None}
    if not state.moves:
        return empty
    last = state.moves[-1]
    closed = {board.plate_at(m.cell) for m in state.moves[-2:]}
    return {cell for cell in empty if (cell[0] == last.x or cell[1] == last.y)
            and board.plate_at(cell) not in closed}


def candidates(state: kulami.State, rng: random.Random) -> list[object]:
    """Every cell of the box (holes, gaps, outside), plus moves that are not ints, among them
    float and bool look-alikes of legal moves (unequal to them, and illegal). Also checks the
    legal moves against the rules written out plainly."""
    if not state.is_over():  # (the end itself is checked in check_end)
        assert {m.cell for m in state.legal_moves()} == _legal_by_sheet(state)
    lookalikes = [Move(float(m.x), m.y) for m in state.legal_moves()[:2]]
    lookalikes += [Move(m.x, bool(m.y)) for m in state.legal_moves()[:2] if m.y in (0, 1)]
    return ([Move(x, y) for y in BOX for x in BOX] + [Move("a", 1), Move(0.5, 0), Move(None, None)]
            + lookalikes)


def _plates(state: kulami.State) -> list[tuple[int | None, int]]:
    """(owner, value) of every plate, from marble_at (K-S1, K-S2)."""
    out = []
    for plate in state.board.plates:
        seats = [state.marble_at(cell) for cell in plate.cells]
        red, black = seats.count(0), seats.count(1)
        owner = None if red == black else (0 if red > black else 1)
        value = red + black if state.scoring == "marbles" else plate.size
        out.append((owner, value))
    return out


def _largest_region(state: kulami.State, seat: int) -> int:
    """K-V1 by plain flood fill over cells: holes of the largest set of owned plates joined by
    holes side by side across plate borders."""
    board = state.board
    owned = {p.index for p, (owner, _) in zip(board.plates, _plates(state), strict=True)
             if owner == seat}
    best = 0
    seen: set[int] = set()
    for start in owned:
        if start in seen:
            continue
        seen.add(start)
        todo, size = [start], 0
        while todo:
            plate = board.plates[todo.pop()]
            size += plate.size
            for x, y in plate.cells:
                for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    other = board.plate_at(cell)
                    if other is not None and other.index in owned and other.index not in seen:
                        seen.add(other.index)
                        todo.append(other.index)
        best = max(best, size)
    return best


def _largest_area(state: kulami.State, seat: int) -> int:
    """K-V2 by plain flood fill over cells."""
    mine = {cell for cell in state.board.cells if state.marble_at(cell) == seat}
    best = 0
    while mine:
        todo, size = [mine.pop()], 0
        while todo:
            x, y = todo.pop()
            size += 1
            for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if cell in mine:
                    mine.remove(cell)
                    todo.append(cell)
        best = max(best, size)
    return best


def _expected_scores(state: kulami.State) -> list[int]:
    points = [0, 0]
    for owner, value in _plates(state):
        if owner is not None:
            points[owner] += value
    if state.variant == "areas" and state.is_over():
        a, b = _largest_area(state, 0), _largest_area(state, 1)
        points[0 if a > b else 1] += abs(a - b)
    return points


def check_scores(state: kulami.State) -> None:
    assert list(state.scores()) == _expected_scores(state)
    breakdown = [(p.owner, p.value) for p in state.plate_scores()]
    assert breakdown == _plates(state)
    placed = [state.marble_at(cell) for cell in state.board.cells]
    for seat in (0, 1):
        assert state.marbles_left(seat) == kulami.MARBLES_PER_PLAYER - placed.count(seat)


def check_end(state: kulami.State) -> None:
    # K-E1: all 56 marbles are placed, or the player to move has no legal hole.
    if len(state.moves) < 2 * kulami.MARBLES_PER_PLAYER:
        last = state.moves[-1]
        before = state.moves[-2] if len(state.moves) > 1 else None
        closed = {state.board.plate_at(last.cell)}
        if before is not None:
            closed.add(state.board.plate_at(before.cell))
        for cell in state.board.cells:
            if (cell[0] == last.x or cell[1] == last.y) and state.marble_at(cell) is None:
                assert state.board.plate_at(cell) in closed, f"{cell} was still open"
    points = _expected_scores(state)
    expected = tuple(seat for seat in (0, 1) if points[seat] == max(points))
    if state.variant == "regions":
        a, b = _largest_region(state, 0), _largest_region(state, 1)
        assert state.region_sizes() == (a, b)
        if a != b:
            expected = (0,) if a > b else (1,)
    if state.variant == "areas":
        assert state.area_sizes() == (_largest_area(state, 0), _largest_area(state, 1))
    assert state.winners() == expected


ADAPTER = Adapter(
    name="kulami",
    new_state=new_state,
    candidates=candidates,
    max_moves=2 * kulami.MARBLES_PER_PLAYER,
    examples=30,
    check_scores=check_scores,
    check_end=check_end,
)
