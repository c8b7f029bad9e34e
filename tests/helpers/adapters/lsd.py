"""LSD in the engine conformance suite: 2 and 4 players, a random first player.

Equal-looking rotations: ``Place`` normalises them at construction (a cross at rotation 3 *is*
the cross at rotation 0), so probing every rotation 0..3 keeps ``is_legal(m) == (m in
legal_moves())`` by construction; the candidates check that normalisation too. The end checks
recount everything from the public API (``tile_at``, ``supply``) with rules written out again here,
independently of the engine's tables.
"""

from __future__ import annotations

import random

from tests.helpers.adapters import Adapter
from tilegames.games import lsd

_DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
_OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
_BAD = [
    lsd.Place("blob", "+", 0, 0, 0), lsd.Place("cross", "o", 0, 0, 0),
    lsd.Place("single", "+", 4, 0, 0), lsd.Place("single", "x", -1, 0, 0),
    lsd.Place("tee", "+", "1", 0, 0), lsd.Place("tee", "+", 1, 0.5, 0),
    lsd.Place(None, None, None, None, None), "pass",
]


def _new_state(rng: random.Random) -> lsd.State:
    players = rng.choice(lsd.PLAYER_COUNTS)
    return lsd.new_game(players, first_player=rng.randrange(players))


def _played_cells(state: lsd.State) -> set[tuple[int, int]]:
    """Every cell that holds a tile lies among the cells of the moves."""
    return {(m.x, m.y) for m in state.moves}


def _random_place(rng: random.Random, x: int, y: int) -> lsd.Place:
    return lsd.Place(rng.choice(lsd.KINDS), rng.choice(lsd.ICONS), rng.randrange(4), x, y)


def _candidates(state: lsd.State, rng: random.Random) -> list[object]:
    cells = sorted(_played_cells(state)) or [(0, 0)]
    near = [(x + dx, y + dy) for x, y in cells for dx, dy in _DIRS.values()]
    probes: list[object] = []
    for cell in rng.sample(near, min(len(near), 10)):  # frontier and closed empty cells
        probes.append(_random_place(rng, *cell))
    for cell in rng.sample(cells, min(len(cells), 3)):  # occupied (or emptied by a capture)
        probes.append(_random_place(rng, *cell))
    probes += [_random_place(rng, 40, -40), _random_place(rng, rng.randint(-3, 3), 5)]
    for move in rng.sample(state.legal_moves(), min(3, len(state.legal_moves()))):
        for turns in range(4):  # every rotation of a legal move: equal to it or a new placement
            probes.append(lsd.Place(move.kind, move.icon, turns, move.x, move.y))
    probes += rng.sample(_BAD, 3)
    for move in probes:
        if isinstance(move, lsd.Place) and move.kind in ("cross", "straight"):
            assert move.rotation in (0, 1) and (move.kind != "cross" or move.rotation == 0)
        assert state.is_legal(move) == _legal_by_sheet(state, move), move
    if not state.is_over():  # LSD-E1: the seat to move can always place
        assert state.can_place(state.current_player) and _can_place(state, state.current_player)
    return probes


def _check_scores(state: lsd.State) -> None:
    assert state.scores() == (0,) * state.num_players
    on_field = [0] * state.num_players
    for cell in _played_cells(state):
        tile = state.tile_at(cell)
        if tile is not None:
            on_field[tile.owner] += 1
            assert tile.shade == ("white" if tile.owner % 2 == 0 else "black")  # LSD-K2
    for seat in range(state.num_players):  # LSD-C4: captured tiles never come back
        left = sum(state.supply(seat).values())
        assert left + on_field[seat] + state.captured(seat) == lsd.SUPPLY_SIZE


def _longest_run(state: lsd.State, owner: int) -> int:
    best = 0
    for x, y in _played_cells(state):
        for dx, dy in ((1, 0), (0, 1)):
            n = 0
            while (t := state.tile_at((x + n * dx, y + n * dy))) is not None and t.owner == owner:
                n += 1
            best = max(best, n)
    return best


def _fits_by_sheet(state: lsd.State, kind: str, turns: int, x: int, y: int) -> bool:
    """LSD-P1..P3 written out from the sheet: the cell is empty, every touching edge pair matches
    (dot to dot, plain to plain) and at least one makes a whole dot; the first tile goes at
    (0, 0)."""
    if state.tile_at((x, y)) is not None:
        return False
    if not state.moves:
        return (x, y) == (0, 0)
    dots = {"NESW"[("NESW".index(d) + turns) % 4] for d in lsd.DOTS[kind]}
    touching = {d: state.tile_at((x + dx, y + dy)) for d, (dx, dy) in _DIRS.items()}
    pairs = [(d in dots, _OPPOSITE[d] in t.dots) for d, t in touching.items() if t]
    return all(a == b for a, b in pairs) and any(a and b for a, b in pairs)


def _legal_by_sheet(state: lsd.State, move: object) -> bool:
    if state.is_over() or not isinstance(move, lsd.Place):
        return False
    if (move.kind not in lsd.KINDS if isinstance(move.kind, str) else True) or (
            move.icon not in lsd.ICONS or move.rotation not in range(4)
            or not isinstance(move.x, int) or not isinstance(move.y, int)):
        return False
    if not state.supply(state.current_player)[(move.kind, move.icon)]:
        return False
    return _fits_by_sheet(state, move.kind, move.rotation, move.x, move.y)


def _can_place(state: lsd.State, seat: int) -> bool:
    """Some tile of the supply, turned somehow, fits some empty cell next to the field."""
    kinds = {kind for (kind, _icon), count in state.supply(seat).items() if count}
    cells = _played_cells(state)
    empty = {(x + dx, y + dy) for x, y in cells for dx, dy in _DIRS.values()} or {(0, 0)}
    return any(_fits_by_sheet(state, kind, turns, x, y)
               for x, y in empty for kind in kinds for turns in range(4))


def _check_end(state: lsd.State) -> None:
    last = state.moves[-1]
    mover = state.tile_at((last.x, last.y)).owner
    if state.winners():
        assert state.winners() == (mover,)
        assert not state.is_draw()
        assert _longest_run(state, mover) >= state.win_length
        line = state.winning_line()
        assert len(line) >= state.win_length
        assert all(state.tile_at(c).owner == mover for c in line)
    else:
        assert state.is_draw() and state.winning_line() == ()
        assert all(_longest_run(state, s) < state.win_length for s in range(state.num_players))
        assert not any(_can_place(state, s) for s in range(state.num_players))


ADAPTER = Adapter(
    name="lsd",
    new_state=_new_state,
    candidates=_candidates,
    max_moves=4 * lsd.SUPPLY_SIZE,
    examples=100,
    check_scores=_check_scores,
    check_end=_check_end,
)
