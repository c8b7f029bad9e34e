"""The static evaluation of an LSD position (a ``SearchBoard``), from one seat's side.

What it knows, per seat: rows of its own colour (every line of ``win_length`` cells, across and
down, that holds only its tiles and cells that can still be filled, weighted by how many of its
tiles it holds: an open three counts far more than two ones), its cells that win at once, its
mobility (a seat that cannot place is skipped, LSD-E1) and its supply (tiles left), and the tiles
it lost (LSD-C4). For the seat to move: the captures it can make now, and the move itself.
"""

from __future__ import annotations

import math
from itertools import product

from tilegames.ai.lsd.board import (
    CROSS_TYPES,
    KEY_TYPES,
    OWNER,
    PLUS_TYPES,
    STRIDE,
    SearchBoard,
)

DEAD = ord("#")
OPEN = ord(".")
# tile byte -> the seat digit; an empty cell -> "."
_TRANSLATE = bytes(OPEN if c == 0 else ord("0") + OWNER[c] for c in range(256))

# Weights of a line of win_length cells holding k tiles of one seat and nothing else in its way.
LINE_WEIGHTS = {4: (0.0, 1.0, 4.0, 14.0, 40.0), 3: (0.0, 1.5, 10.0, 40.0)}
THREAT = 10.0        # a cell where the seat not to move wins next turn (the mover must answer)
MULTI_THREAT = 30.0  # two or more such cells
DOUBLE_NOW = 45.0    # the mover can make two winning cells at once (a win, unless it is answered)
DOUBLE_NOW_FOUR = 45.0  # the same with four players (three seats may answer it)
THREAT_NOW = 4.0     # the mover can make a winning cell (a forcing move)
DOUBLE_LATER = 10.0  # a cell where another seat could make two winning cells
MOBILITY = 0.4       # per open cell the seat can fill (up to MOBILITY_CAP)
MOBILITY_CAP = 8
STUCK = 10.0         # the seat cannot place now (it would be skipped)
SUPPLY = 1.0         # per tile left in the supply
LOST = 1.0           # per tile captured (besides the rows it spoils)
CAPTURE_NOW = 3.0    # per tile the mover can capture with its next move
TEMPO = 2.0          # the mover's turn
SCALE = 40.0         # static values are squashed into (-STATIC_LIMIT, STATIC_LIMIT)
STATIC_LIMIT = 60.0


def _window_table(length: int) -> dict[bytes, tuple[int, float]]:
    weights = LINE_WEIGHTS[length]
    table = {}
    for cells in product(b"0123.#", repeat=length):
        if DEAD in cells:
            continue
        owners = {c for c in cells if c != OPEN}
        if len(owners) == 1:
            owner = owners.pop()
            table[bytes(cells)] = (owner - ord("0"), weights[cells.count(owner)])
    return table


WINDOWS = {length: _window_table(length) for length in LINE_WEIGHTS}


def line_scores(sb: SearchBoard) -> list[float]:
    """Per seat, the weighted sum of its open lines (see the module docstring)."""
    length = sb.win_length
    table = WINDOWS[length]
    scores = [0.0] * sb.players
    if not sb.tiles:
        return scores
    rows: dict[int, list[int]] = {}
    cols: dict[int, list[int]] = {}
    for cell in sb.tiles:
        r, c = divmod(cell, STRIDE)
        span = rows.get(r)
        if span is None:
            rows[r] = [c, c]
        elif c < span[0]:
            span[0] = c
        elif c > span[1]:
            span[1] = c
        span = cols.get(c)
        if span is None:
            cols[c] = [r, r]
        elif r < span[0]:
            span[0] = r
        elif r > span[1]:
            span[1] = r
    dead_rows: dict[int, list[int]] = {}
    dead_cols: dict[int, list[int]] = {}
    for cell in sb.dead:
        r, c = divmod(cell, STRIDE)
        if r in rows:
            dead_rows.setdefault(r, []).append(c)
        if c in cols:
            dead_cols.setdefault(c, []).append(r)
    board = sb.board
    reach = length - 1
    cache = _LINE_CACHE
    if len(cache) > LINE_CACHE_LIMIT:
        cache.clear()
    for r, (lo, hi) in rows.items():
        lo -= reach
        base = r * STRIDE
        line = bytes(board[base + lo:base + hi + reach + 1].translate(_TRANSLATE))
        dead = dead_rows.get(r)
        if dead:
            marked = bytearray(line)
            for c in dead:
                if lo <= c <= hi + reach:
                    marked[c - lo] = DEAD
            line = bytes(marked)
        values = cache.get(line)
        if values is None:
            values = cache[line] = _line_values(line, table, length)
        for seat, value in values:
            scores[seat] += value
    for c, (lo, hi) in cols.items():
        lo -= reach
        start = lo * STRIDE + c
        line = bytes(board[start:(hi + reach) * STRIDE + c + 1:STRIDE].translate(_TRANSLATE))
        dead = dead_cols.get(c)
        if dead:
            marked = bytearray(line)
            for r in dead:
                if lo <= r <= hi + reach:
                    marked[r - lo] = DEAD
            line = bytes(marked)
        values = cache.get(line)
        if values is None:
            values = cache[line] = _line_values(line, table, length)
        for seat, value in values:
            scores[seat] += value
    return scores


_LINE_CACHE: dict[bytes, tuple[tuple[int, float], ...]] = {}
LINE_CACHE_LIMIT = 200_000


def _line_values(line: bytes, table: dict[bytes, tuple[int, float]],
                 length: int) -> tuple[tuple[int, float], ...]:
    """``((seat, value), ...)``: what the windows of one line are worth to each seat."""
    totals: dict[int, float] = {}
    for j in range(len(line) - length + 1):
        hit = table.get(line[j:j + length])
        if hit:
            totals[hit[0]] = totals.get(hit[0], 0.0) + hit[1]
    return tuple(sorted(totals.items()))


def capture_gain(sb: SearchBoard, seat: int) -> int:
    """The most tiles ``seat`` could capture with one placement now (LSD-C1, C2)."""
    available = sb.available[seat]
    best = 0
    plus_code = (seat + 1) << 5
    cross_code = plus_code | 16
    for cell, key in sb.frontier.items():
        types = KEY_TYPES[key] & available
        if types & PLUS_TYPES:
            n = len(sb.captures_of(cell, plus_code))
            if n > best:
                best = n
        if types & CROSS_TYPES:
            n = len(sb.captures_of(cell, cross_code))
            if n > best:
                best = n
    return best


def threat_moves(sb: SearchBoard, seat: int) -> tuple[int, int]:
    """``(most, doubles)``: the most cells ``seat`` could win on after one more tile, and on how
    many open cells a tile would give it two or more such cells (a double threat). An estimate:
    a cell next to the new tile counts as fillable (the tile can point a dot at it)."""
    available = sb.available[seat]
    if not available:
        return 0, 0
    board = sb.board
    frontier = sb.frontier
    need = sb.win_length
    most = doubles = 0
    for cell, key in frontier.items():
        if not KEY_TYPES[key] & available:
            continue
        made = 0
        for step in (1, STRIDE):
            low = cell - step
            while OWNER[board[low]] == seat:
                low -= step
            high = cell + step
            while OWNER[board[high]] == seat:
                high += step
            run = (high - low) // step - 1
            if run < need - 1:
                continue
            for end, beyond in ((low, -step), (high, step)):
                if board[end]:
                    continue
                if end != cell - step and end != cell + step:
                    end_key = frontier.get(end)
                    if end_key is None or not KEY_TYPES[end_key] & available:
                        continue
                total = run + 1
                far = end + beyond
                while OWNER[board[far]] == seat:
                    total += 1
                    far += beyond
                if total >= need:
                    made += 1
        if made > most:
            most = made
        if made >= 2:
            doubles += 1
    return most, doubles


def seat_scores(sb: SearchBoard) -> list[float]:
    """Per seat, its static strength (larger is better), without the mover's extras."""
    scores = line_scores(sb)
    for seat in range(sb.players):
        available = sb.available[seat]
        mobility = 0
        if available:
            for key in sb.frontier.values():
                if KEY_TYPES[key] & available:
                    mobility += 1
        extra = SUPPLY * sum(sb.supply[seat]) - LOST * sb.captured[seat]
        if mobility:
            extra += MOBILITY * min(mobility, MOBILITY_CAP)
        else:
            extra -= STUCK
        scores[seat] += extra
    return scores


def evaluate(sb: SearchBoard, seat: int) -> float:
    """The position for ``seat``, static, in (-STATIC_LIMIT, STATIC_LIMIT). Assumes the mover
    cannot win at once (the search checks that first). With 4 players ``seat`` is measured
    against its strongest rival (each seat wins alone)."""
    scores = seat_scores(sb)
    mover = sb.mover
    scores[mover] += TEMPO + CAPTURE_NOW * capture_gain(sb, mover)
    most, _doubles = threat_moves(sb, mover)
    if most >= 2:
        scores[mover] += DOUBLE_NOW if sb.players == 2 else DOUBLE_NOW_FOUR
    elif most == 1:
        scores[mover] += THREAT_NOW
    for other in range(sb.players):
        if other != mover:
            threats = len(sb.win_cells(other))
            if threats:
                scores[other] += MULTI_THREAT if threats > 1 else THREAT
            _most, doubles = threat_moves(sb, other)
            if doubles:
                scores[other] += DOUBLE_LATER if doubles == 1 else 2 * DOUBLE_LATER
    rival = max(scores[o] for o in range(sb.players) if o != seat)
    return STATIC_LIMIT * math.tanh((scores[seat] - rival) / SCALE)
