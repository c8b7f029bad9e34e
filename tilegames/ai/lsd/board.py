"""A fast LSD position for searching: integer cells, make/unmake, the rules of the engine.

``SearchBoard.from_state(state)`` copies an engine ``State``; ``make(move)`` / ``unmake()`` play and
take back moves in place (no copies), keeping the open cells (the *frontier*, LSD-P1..P3), the
supplies, captures (LSD-C1..C3), the win (LSD-W1) and the skips and draw (LSD-E1, E2) exactly as
``tilegames.games.lsd.State.apply`` does (the tests compare the two on random games).

A cell is one int, ``(y + OFFSET) * STRIDE + (x + OFFSET)``; a move is ``cell << 5 | slot`` where
``slot`` indexes ``tiles.SLOTS`` (a shape with an icon). A tile on the field is one byte
``(owner + 1) << 5 | icon << 4 | dots`` (icon 0 is ``+``, 1 is ``x``; dots as in ``tiles``).
"""

from __future__ import annotations

from tilegames.games.lsd.moves import Place
from tilegames.games.lsd.placement import places_at
from tilegames.games.lsd.state import WIN_LENGTH, State
from tilegames.games.lsd.tiles import (
    MAX_SEATS,
    NUM_SLOTS,
    SLOT_INDEX,
    SLOT_MASK,
    SLOT_TYPE,
    SLOTS,
    TYPES,
)

STRIDE = 256
OFFSET = 128           # a game lays at most 80 tiles: cells stay well inside (-128, 128)
SIZE = STRIDE * STRIDE
ORIGIN = OFFSET * STRIDE + OFFSET
NORTH, EAST, SOUTH, WEST = -STRIDE, 1, STRIDE, -1
# (offset, own side bit, bit of the neighbour's edge that faces back) for N, E, S, W.
NEIGHBOURS = ((NORTH, 1, 4), (EAST, 2, 8), (SOUTH, 4, 1), (WEST, 8, 2))
ORTHOGONAL = (NORTH, EAST, SOUTH, WEST)
# (diagonal offset, its two sides) for NE, SE, SW, NW.
DIAGONALS = ((NORTH + EAST, NORTH, EAST), (SOUTH + EAST, SOUTH, EAST),
             (SOUTH + WEST, SOUTH, WEST), (NORTH + WEST, NORTH, WEST))
FIRST_KEY = 0
SLOT_BITS = 5
SLOT_LIMIT = 1 << SLOT_BITS
if NUM_SLOTS > SLOT_LIMIT:
    raise ValueError("the LSD search packs a slot in 5 bits")

PLUS, CROSS_ICON = 0, 1
SLOT_ICON = tuple(0 if icon == "+" else 1 for _k, icon, _r, _m in SLOTS)
NUM_TYPES = len(TYPES)
ALL_TYPES = (1 << NUM_TYPES) - 1
TYPE_ICON = tuple(0 if icon == "+" else 1 for _k, icon in TYPES)
PLUS_TYPES = sum(1 << t for t in range(NUM_TYPES) if TYPE_ICON[t] == PLUS)
CROSS_TYPES = ALL_TYPES & ~PLUS_TYPES


def code_of(owner: int, slot: int) -> int:
    return (owner + 1) << 5 | SLOT_ICON[slot] << 4 | SLOT_MASK[slot]


CODE = tuple(tuple(code_of(owner, slot) for slot in range(NUM_SLOTS)) for owner in range(MAX_SEATS))
# Per tile byte: owner (-1 for empty), shade (0 white, 1 black, -1 empty), icon.
OWNER = tuple((c >> 5) - 1 if c else -1 for c in range(256))
SHADE = tuple(o & 1 if o >= 0 else -1 for o in OWNER)
ICON = tuple(c >> 4 & 1 for c in range(256))


def _fits(key: int, mask: int) -> bool:
    return key == FIRST_KEY or mask & (key >> 4) == key & 15


FIT_SLOTS = tuple(tuple(s for s in range(NUM_SLOTS) if _fits(key, SLOT_MASK[s]))
                  for key in range(256))
KEY_TYPES = tuple(sum({1 << SLOT_TYPE[s] for s in FIT_SLOTS[key]}) for key in range(256))
_SLOTS_CACHE: dict[int, tuple[int, ...]] = {}


def slots_for(key: int, available: int) -> tuple[int, ...]:
    """The slots that fit a frontier cell with ``key`` using the types in ``available``."""
    index = key << NUM_TYPES | available
    slots = _SLOTS_CACHE.get(index)
    if slots is None:
        slots = tuple(s for s in FIT_SLOTS[key] if available >> SLOT_TYPE[s] & 1)
        _SLOTS_CACHE[index] = slots
    return slots


def cell_index(x: int, y: int) -> int:
    if not (-OFFSET < x < OFFSET and -OFFSET < y < OFFSET):
        raise ValueError(f"cell ({x}, {y}) is too far from the centre for the search")
    return (y + OFFSET) * STRIDE + (x + OFFSET)


def cell_xy(cell: int) -> tuple[int, int]:
    return cell % STRIDE - OFFSET, cell // STRIDE - OFFSET


def to_place(move: int) -> Place:
    """The engine's ``Place`` for a search move."""
    return places_at(cell_xy(move >> SLOT_BITS))[move & (SLOT_LIMIT - 1)]


def from_place(place: Place) -> int:
    """The search move of an engine ``Place`` (ValueError if it names no tile slot)."""
    slot = SLOT_INDEX.get((place.kind, place.icon, place.rotation))
    if slot is None:
        raise ValueError(f"not an LSD placement: {place!r}")
    return cell_index(place.x, place.y) << SLOT_BITS | slot


# What ``make`` keeps for ``unmake``: the move, the mover, their old available tile types, the old
# ``over`` and ``winner``, the frontier changes, the captured cells and the tiles that were on them.
_Undo = tuple[int, int, int, bool, int, list[tuple[int, int, int]], list[int], list[int]]


def _mix(value: int) -> int:
    """splitmix64: a fixed pseudo-random 64-bit number for ``value`` (Zobrist keys)."""
    value = (value + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return value ^ (value >> 31)


_ZOBRIST: dict[int, int] = {}


def zobrist(index: int) -> int:
    key = _ZOBRIST.get(index)
    if key is None:
        if len(_ZOBRIST) > 400_000:
            _ZOBRIST.clear()
        key = _ZOBRIST[index] = _mix(index)
    return key


def _tile_key(cell: int, code: int) -> int:
    return zobrist(cell << 8 | code)


def _supply_key(seat: int, kind: int, count: int) -> int:
    return zobrist(1 << 40 | seat << 16 | kind << 8 | count)


class SearchBoard:
    """A mutable LSD position with ``make``/``unmake`` (see the module docstring)."""

    __slots__ = ("players", "win_length", "board", "tiles", "frontier", "dead", "supply",
                 "available", "captured", "mover", "over", "winner", "hash", "_undo")

    def __init__(self, players: int) -> None:
        self.players = players
        self.win_length = WIN_LENGTH[players]
        self.board = bytearray(SIZE)
        self.tiles: dict[int, int] = {}       # occupied cell -> tile byte
        self.frontier: dict[int, int] = {ORIGIN: FIRST_KEY}   # open cell -> key
        self.dead: dict[int, int] = {}        # empty cell with neighbours but no dot -> key
        self.supply = [[0] * NUM_TYPES for _ in range(players)]
        self.available = [0] * players
        self.captured = [0] * players
        self.mover = 0
        self.over = False
        self.winner = -1
        self.hash = 0
        self._undo: list[_Undo] = []

    @classmethod
    def from_state(cls, state: State) -> SearchBoard:
        """A copy of the engine ``state`` (any position, finished or not)."""
        sb = cls(state.num_players)
        for (x, y), tile in sorted(state._board.items()):
            slot = SLOT_INDEX[(tile.kind, tile.icon, tile.rotation)]
            cell = cell_index(x, y)
            code = CODE[tile.owner][slot]
            sb.board[cell] = code
            sb.tiles[cell] = code
            sb.hash ^= _tile_key(cell, code)
        if sb.tiles:
            sb.frontier.clear()
            for cell in sb.tiles:
                sb._refresh_around(cell, None)
        for seat in range(sb.players):
            sb.supply[seat] = list(state._supply[seat])
            sb.available[seat] = sum(1 << t for t, n in enumerate(sb.supply[seat]) if n)
            sb.captured[seat] = state.captured(seat)
            for kind, count in enumerate(sb.supply[seat]):
                sb.hash ^= _supply_key(seat, kind, count)
        sb.mover = state.current_player
        sb.over = state.is_over()
        winners = state.winners()
        sb.winner = winners[0] if winners else -1
        return sb

    # --- reading -----------------------------------------------------------------------------

    def can_place(self, seat: int) -> bool:
        available = self.available[seat]
        if not available:
            return False
        for key in self.frontier.values():  # noqa: SIM110 (a plain loop is quicker on this hot path)
            if KEY_TYPES[key] & available:
                return True
        return False

    def moves(self) -> list[int]:
        """Every legal move of the mover (one per distinct placement), none once over."""
        if self.over:
            return []
        available = self.available[self.mover]
        out: list[int] = []
        for cell, key in self.frontier.items():
            base = cell << SLOT_BITS
            out.extend([base | s for s in slots_for(key, available)])
        return out

    def run_through(self, cell: int, seat: int) -> int:
        """The longest horizontal or vertical run of ``seat``'s tiles through ``cell`` if
        ``seat`` had a tile there."""
        board = self.board
        best = 0
        for step in (1, STRIDE):
            run = 1
            c = cell + step
            while OWNER[board[c]] == seat:
                run += 1
                c += step
            c = cell - step
            while OWNER[board[c]] == seat:
                run += 1
                c -= step
            if run > best:
                best = run
        return best

    def win_cells(self, seat: int) -> list[int]:
        """The open cells where ``seat`` could lay a tile of its supply and so win (LSD-W1)."""
        available = self.available[seat]
        if not available:
            return []
        board = self.board
        need = self.win_length - 1
        out = []
        for cell, key in self.frontier.items():
            if not KEY_TYPES[key] & available:
                continue
            for step in (1, STRIDE):
                run = 0
                c = cell + step
                while OWNER[board[c]] == seat:
                    run += 1
                    c += step
                c = cell - step
                while OWNER[board[c]] == seat:
                    run += 1
                    c -= step
                if run >= need:
                    out.append(cell)
                    break
        return out

    def has_latent_win(self, seat: int) -> bool:
        """Whether some cell not holding ``seat``'s tile (empty, closed, or held by another
        seat) would complete a winning run of ``seat`` if it held one of its tiles: the
        precondition for ``seat`` ever having a win in one before its own next tile."""
        board = self.board
        need = self.win_length
        for cell, code in self.tiles.items():
            if OWNER[code] != seat:
                continue
            for step in (1, STRIDE):
                if OWNER[board[cell - step]] == seat:
                    continue                  # not the start of a run
                end = cell + step
                while OWNER[board[end]] == seat:
                    end += step
                run = (end - cell) // step
                for gap, beyond in ((end, step), (cell - step, -step)):
                    total = run + 1
                    far = gap + beyond
                    while OWNER[board[far]] == seat:
                        total += 1
                        far += beyond
                    if total >= need:
                        return True
        return False

    def next_seat(self, seat: int) -> int:
        """The seat that would move after ``seat`` (skipping those that cannot place), or -1."""
        players = self.players
        for step in range(1, players + 1):
            other = (seat + step) % players
            if self.can_place(other):
                return other
        return -1

    def captures_of(self, cell: int, code: int) -> list[int]:
        """The cells a tile ``code`` laid on the empty ``cell`` would capture (LSD-C1, C2)."""
        board = self.board
        shade = SHADE[code]
        hit: list[int] = []
        if ICON[code] == PLUS:
            for d in ORTHOGONAL:
                between = board[cell + d]
                if between and SHADE[between] != shade:
                    far = board[cell + 2 * d]
                    if far and ICON[far] == PLUS and SHADE[far] == shade:
                        hit.append(cell + d)
        else:
            for diag, side1, side2 in DIAGONALS:
                partner = board[cell + diag]
                if partner and ICON[partner] == CROSS_ICON and SHADE[partner] == shade:
                    for side in (cell + side1, cell + side2):
                        tile = board[side]
                        if tile and SHADE[tile] != shade and side not in hit:
                            hit.append(side)
        return hit

    # --- playing -----------------------------------------------------------------------------

    def make(self, move: int) -> list[int]:
        """Play ``move`` (a legal move of the mover); returns the captured cells."""
        cell = move >> SLOT_BITS
        slot = move & (SLOT_LIMIT - 1)
        mover = self.mover
        code = CODE[mover][slot]
        board = self.board
        changes: list[tuple[int, int, int]] = []   # (cell, old frontier key, old dead key); -1 none
        old_key = self.frontier.pop(cell)
        changes.append((cell, old_key, -1))
        board[cell] = code
        self.tiles[cell] = code
        kind = SLOT_TYPE[slot]
        supply = self.supply[mover]
        count = supply[kind]
        supply[kind] = count - 1
        self.hash ^= (_tile_key(cell, code) ^ _supply_key(mover, kind, count)
                      ^ _supply_key(mover, kind, count - 1))
        old_available = self.available[mover]
        if count == 1:
            self.available[mover] = old_available & ~(1 << kind)
        captured = self.captures_of(cell, code)
        lost = []
        for gone in captured:
            gone_code = board[gone]
            lost.append(gone_code)
            board[gone] = 0
            del self.tiles[gone]
            self.captured[OWNER[gone_code]] += 1
            self.hash ^= _tile_key(gone, gone_code)
        self._refresh_around(cell, changes)
        for gone in captured:
            self._refresh(gone, changes)
            self._refresh_around(gone, changes)
        self._undo.append((move, mover, old_available, self.over, self.winner, changes,
                           captured, lost))
        if self.run_through(cell, mover) >= self.win_length:
            self.over = True
            self.winner = mover
            return captured
        nxt = self.next_seat(mover)
        if nxt < 0:
            self.over = True
        else:
            self.mover = nxt
        return captured

    def unmake(self) -> None:
        """Take back the last ``make``."""
        move, mover, old_available, over, winner, changes, captured, lost = self._undo.pop()
        cell = move >> SLOT_BITS
        slot = move & (SLOT_LIMIT - 1)
        board = self.board
        code = board[cell]
        for gone, gone_code in zip(captured, lost, strict=True):
            board[gone] = gone_code
            self.tiles[gone] = gone_code
            self.captured[OWNER[gone_code]] -= 1
            self.hash ^= _tile_key(gone, gone_code)
        board[cell] = 0
        del self.tiles[cell]
        frontier, dead = self.frontier, self.dead
        for changed, old_key, old_dead in reversed(changes):
            if old_key < 0:
                frontier.pop(changed, None)
            else:
                frontier[changed] = old_key
            if old_dead < 0:
                dead.pop(changed, None)
            else:
                dead[changed] = old_dead
        kind = SLOT_TYPE[slot]
        supply = self.supply[mover]
        count = supply[kind]
        supply[kind] = count + 1
        self.hash ^= (_tile_key(cell, code) ^ _supply_key(mover, kind, count)
                      ^ _supply_key(mover, kind, count + 1))
        self.available[mover] = old_available
        self.mover = mover
        self.over = over
        self.winner = winner

    def _refresh(self, cell: int, changes: list[tuple[int, int, int]] | None) -> None:
        """Recompute whether the empty ``cell`` is open (frontier) or closed (dead)."""
        board = self.board
        sides = dots = 0
        for offset, bit, back in NEIGHBOURS:
            tile = board[cell + offset]
            if tile:
                sides |= bit
                if tile & back:
                    dots |= bit
        frontier, dead = self.frontier, self.dead
        if changes is not None:
            changes.append((cell, frontier.get(cell, -1), dead.get(cell, -1)))
        if dots:
            frontier[cell] = sides << 4 | dots
            dead.pop(cell, None)
        else:
            frontier.pop(cell, None)
            if sides:
                dead[cell] = sides << 4
            else:
                dead.pop(cell, None)

    def _refresh_around(self, cell: int, changes: list[tuple[int, int, int]] | None) -> None:
        board = self.board
        for offset, _bit, _back in NEIGHBOURS:
            neighbour = cell + offset
            if not board[neighbour]:
                self._refresh(neighbour, changes)
