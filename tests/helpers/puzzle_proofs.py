"""Independent proofs of shipped puzzles: brute force through the engines' public API (and, for
Qwirkle, a placement enumerator of its own), never the generator's solvers nor the stored data.

Each ``prove_<game>(puzzle)`` returns the set of moves that solve the puzzle's position for its
kind; the tests compare it with ``puzzle.answers``.
"""

from __future__ import annotations

# --- Kulami: exact negamax with alpha-beta and a table of bounds over engine apply/undo --------


def _kulami_final(state, me: int) -> int:
    scores = state.scores()
    return scores[me] - scores[1 - me]


def _kulami_value(state, alpha: float, beta: float, table: dict) -> int:
    """The exact final margin for the mover of ``state`` (a Kulami State), within (alpha, beta)
    fail-soft; ``table`` keeps bounds by the marbles and the last two moves."""
    me = state.current_player
    if state.is_over():
        return _kulami_final(state, me)
    key = (state.marbles(), state.moves[-2:], me)
    low, high = table.get(key, (-10**6, 10**6))
    if low >= beta:
        return low
    if high <= alpha:
        return high
    if low == high:
        return low
    a0, b0 = max(alpha, low), min(beta, high)
    a = a0
    best = -10**6
    for move in _ordered(state, me, table.get(("best", key))):
        state.apply(move)
        if state.is_over():
            value = _kulami_final(state, me)
        else:       # K-E1: a mover without a legal hole ends the game, so the turn passes
            value = -_kulami_value(state, -b0, -a, table)
        state.undo()
        if value > best:
            best = value
            table["best", key] = move
            a = max(a, value)
            if a >= b0:
                break
    if best <= a0:
        table[key] = (low, best)
    elif best >= b0:
        table[key] = (best, high)
    else:
        table[key] = (best, best)
    return best


def _ordered(state, me: int, first) -> list:
    """The legal moves, the table's best first, then by the live count after each (K-S3): only
    the order of the search, never its result."""
    gains = {}
    for move in state.legal_moves():
        state.apply(move)
        gains[move] = _kulami_final(state, me)
        state.undo()
    return sorted(gains, key=lambda m: (m != first, -gains[m]))


def kulami_values(state) -> dict:
    """Every legal move of ``state`` -> the exact final margin for its mover."""
    state = state.clone()
    me = state.current_player
    table: dict = {}
    values = {}
    for move in state.legal_moves():
        state.apply(move)
        values[move] = (_kulami_final(state, me) if state.is_over()
                        else -_kulami_value(state, -10**6, 10**6, table))
        state.undo()
    return values


def prove_kulami(puzzle) -> set:
    values = kulami_values(puzzle.state)
    best = max(values.values())
    return {m for m, v in values.items() if v == best}


# --- LSD: every legal move played on a copy --------------------------------------------------


def _own_run(state, cell, seat: int) -> int:
    """The longest row of ``seat``'s tiles through ``cell`` if it held one of theirs."""
    best = 0
    for dx, dy in ((1, 0), (0, 1)):
        run = 1
        for sign in (1, -1):
            x, y = cell[0] + sign * dx, cell[1] + sign * dy
            while (tile := state.tile_at((x, y))) is not None and tile.owner == seat:
                run += 1
                x, y = x + sign * dx, y + sign * dy
        best = max(best, run)
    return best


def lsd_winning_moves(state) -> list:
    """The mover's moves that win at once. Only a cell whose row of the mover's tiles would be
    long enough can win: a move adds one tile, and captures take only the other shade's
    (LSD-C1, C2); every move on such a cell is played."""
    me = state.current_player
    if state.is_over():
        return []
    out = []
    for move in state.legal_moves():
        if _own_run(state, move.cell, me) < state.win_length:
            continue
        after = state.clone()
        after.apply(move)
        if me in after.winners():
            out.append(move)
    return out


def _lsd_forced(state, move, me: int) -> bool:
    """Whether after ``move`` the mover wins with their next move whatever the reply."""
    after = state.clone()
    after.apply(move)
    if after.is_over():
        return False
    if after.current_player == me:
        return bool(lsd_winning_moves(after))
    for reply in after.legal_moves():
        answered = after.clone()
        answered.apply(reply)
        if answered.is_over() or answered.current_player != me:
            return False
        if not lsd_winning_moves(answered):
            return False
    return True


def prove_lsd(puzzle) -> set:
    state = puzzle.state
    wins = lsd_winning_moves(state)
    if puzzle.kind == "win-in-1":
        return set(wins)
    assert puzzle.kind == "win-in-2" and not wins and state.num_players == 2
    me = state.current_player
    return {m for m in state.legal_moves() if _lsd_forced(state, m, me)}


# --- Qwirkle: an enumerator of every placement with its points, from the rules alone --------


def _line_ok(tiles: list) -> bool:
    """Q-P3: one colour and all shapes different, or one shape and all colours different."""
    if len(tiles) <= 1:
        return True
    if len(tiles) > 6 or len(set(tiles)) != len(tiles):
        return False
    return len({t.color for t in tiles}) == 1 or len({t.shape for t in tiles}) == 1


def _run(cells: dict, cell, step) -> list:
    """The cells of the line through ``cell`` along ``step`` (cell included)."""
    (x, y), (dx, dy) = cell, step
    back = []
    while (x - dx, y - dy) in cells:
        x, y = x - dx, y - dy
        back.append((x, y))
    out = list(reversed(back)) + [cell]
    x, y = cell
    while (x + dx, y + dy) in cells:
        x, y = x + dx, y + dy
        out.append((x, y))
    return out


def _tiles_on(state) -> dict:
    return {(x, y): state.tile_at((x, y)) for x, y, _ in state.to_dict()["board"]}


def qwirkle_placements(state) -> dict:
    """Every legal placement of the mover (a frozenset of (x, y, tile)) -> its points (Q-SC1..3,
    with Q-E1's +6 for going out): every stretch of a row or column from one empty cell to
    another whose empty cells are all new (Q-P1, P2), touching the tiles on the table (Q-P4),
    filled with distinct rack tiles so that every line is valid (Q-P3)."""
    board = _tiles_on(state)
    hand = list(state.hand(state.current_player))
    found: dict = {}
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    for step in ((1, 0), (0, 1)):
        for x0 in range(min(xs) - 7, max(xs) + 8):
            for y0 in range(min(ys) - 7, max(ys) + 8):
                if (x0, y0) in board:
                    continue
                cells = []
                x, y = x0, y0
                while len(cells) < len(hand):
                    if (x, y) not in board:
                        cells.append((x, y))
                        if len(cells) > 1 or step == (1, 0):
                            _fill(board, list(cells), step, hand, state.bag_size() == 0, found)
                    x, y = x + step[0], y + step[1]
    return found


def _touches(board, cells) -> bool:
    return any((x + dx, y + dy) in board for x, y in cells
               for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def _fill(board, cells, step, hand, bag_empty, found) -> None:
    """Every filling of ``cells`` with distinct rack tiles that makes valid lines."""
    if not _touches(board, cells):
        return
    cross = (step[1], step[0])
    line_old = [board[c] for c in _run({**board, **dict.fromkeys(cells)}, cells[0], step)
                if c in board]

    def extend(i: int, used: tuple, placed: dict) -> None:
        if i == len(cells):
            _score(board, placed, step, cross, len(hand), bag_empty, found)
            return
        cell = cells[i]
        for n, tile in enumerate(hand):
            if n in used:
                continue
            if not _line_ok(line_old + list(placed.values()) + [tile]):
                continue
            across = [board[c] for c in _run({**board, cell: tile}, cell, cross) if c != cell]
            if not _line_ok(across + [tile]):
                continue
            extend(i + 1, (*used, n), {**placed, cell: tile})

    extend(0, (), {})


def _score(board, new, step, cross, rack, bag_empty, found) -> None:
    after = {**board, **new}
    cells = list(new)
    points = 0
    for line in [_run(after, cells[0], step)] + [_run(after, c, cross) for c in cells]:
        if len(line) > 1:
            points += len(line) + (6 if len(line) == 6 else 0)
    if bag_empty and len(new) == rack:
        points += 6
    found[frozenset((x, y, t) for (x, y), t in new.items())] = points


def prove_qwirkle(puzzle) -> set:
    placements = qwirkle_placements(puzzle.state)
    hand = len(puzzle.state.hand(puzzle.state.current_player))
    if puzzle.kind == "best-score":
        best = max(placements.values())
        return {p for p, v in placements.items() if v == best}
    if puzzle.kind == "go-out":
        return {p for p in placements if len(p) == hand}
    return {p for p in placements if _makes_qwirkle(puzzle.state, p)}


def _makes_qwirkle(state, placement) -> bool:
    after = {**_tiles_on(state), **{(x, y): t for x, y, t in placement}}
    return any(len(_run(after, (x, y), step)) == 6
               for x, y, _ in placement for step in ((1, 0), (0, 1)))


def as_set(move) -> frozenset:
    """A Qwirkle Place as the enumerator's key."""
    return frozenset(move.tiles)
