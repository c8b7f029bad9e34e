"""The rack order of each person and the turn being built, as plain data (no widgets).

- ``Racks``: each seat's rack as slots (a key and a tile) in the order the person arranged them.
  ``sync`` brings a rack up to date with the hand after a move: tiles still there keep their
  place (and key), new ones join at the end. The order is kept between turns.
- ``Turn``: one person's turn on the screen: the tiles staged on the board (cell -> slot), the
  slot held in the hand (to be put down), the slots marked for an exchange. It asks the engine's
  ``Stager`` whether the staging is legal, possible and what it scores; it decides nothing itself.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tilegames.games.qwirkle import Exchange, Place, SeatView, Tile
from tilegames.games.qwirkle.board import Cell
from tilegames.games.qwirkle.staging import Stager, StagingCheck


@dataclass(frozen=True)
class Slot:
    """One tile in a rack; ``key`` names it for drags and the tray (unique in the rack)."""

    key: bytes
    tile: Tile


class Racks:
    """Every person's rack order (by seat)."""

    def __init__(self) -> None:
        self._slots: dict[int, list[Slot]] = {}
        self._made = 0

    def sync(self, seat: int, hand: tuple[Tile, ...]) -> list[Slot]:
        """The rack of ``seat`` for ``hand``: the slots that still hold a tile of the hand in
        their order, then the hand's other tiles (new ones) in the order drawn."""
        left = Counter(hand)
        kept = []
        for slot in self._slots.get(seat, []):
            if left[slot.tile] > 0:
                left[slot.tile] -= 1
                kept.append(slot)
        for tile in hand:
            if left[tile] > 0:
                left[tile] -= 1
                self._made += 1
                kept.append(Slot(f"{seat}.{self._made}".encode(), tile))
        self._slots[seat] = kept
        return list(kept)

    def reorder(self, seat: int, keys: list[bytes]) -> None:
        """Put ``seat``'s slots in the order of ``keys`` (unknown keys ignored, missing ones
        keep their place at the end)."""
        slots = self._slots.get(seat, [])
        by_key = {slot.key: slot for slot in slots}
        order = [by_key[k] for k in keys if k in by_key]
        order += [slot for slot in slots if slot not in order]
        self._slots[seat] = order

    def slots(self, seat: int) -> list[Slot]:
        return list(self._slots.get(seat, []))


class Turn:
    """A person's turn being built from ``view`` (their own seat view) and their rack ``slots``."""

    def __init__(self, view: SeatView, slots: list[Slot]) -> None:
        self.view = view
        self.stager = Stager.of(view)
        self.slots = {slot.key: slot for slot in slots}
        self.staged: dict[Cell, bytes] = {}
        self.held: bytes | None = None
        self.exchanging = False
        self.marked: set[bytes] = set()
        self._check: StagingCheck | None = None

    # --- reading ------------------------------------------------------------------------------
    def staged_tiles(self) -> dict[Cell, Tile]:
        return {cell: self.slots[key].tile for cell, key in self.staged.items()}

    def staged_keys(self) -> set[bytes]:
        return set(self.staged.values())

    def held_tile(self) -> Tile | None:
        return self.slots[self.held].tile if self.held is not None else None

    def check(self) -> StagingCheck:
        """The staging as it stands (cached until it changes)."""
        if self._check is None:
            self._check = self.stager.check(self.staged_tiles())
        return self._check

    def check_at(self, cell: Cell, key: bytes | None = None) -> StagingCheck | None:
        """The staging with the held tile (or slot ``key``) on ``cell``; None without a tile."""
        key = key if key is not None else self.held
        if key is None or key not in self.slots:
            return None
        staged = {c: t for c, t in self.staged_tiles().items() if self.staged[c] != key}
        return self.stager.check_with(staged, cell, self.slots[key].tile)

    def cells_for_held(self) -> tuple[frozenset[Cell], frozenset[Cell]]:
        """Where the held tile may go: (cells where the staging becomes a legal move, cells where
        more tiles are needed after it)."""
        tile = self.held_tile()
        if tile is None:
            return frozenset(), frozenset()
        staged = self.staged_tiles()
        cells = self.stager.cells_for(staged, tile)
        complete = frozenset(c for c in cells if self.stager.check_with(staged, c, tile).complete)
        return complete, cells - complete

    def place_move(self) -> Place:
        return Place(tuple((x, y, tile) for (x, y), tile in self.staged_tiles().items()))

    def exchange_move(self) -> Exchange:
        return Exchange(tuple(self.slots[k].tile for k in self.marked if k in self.slots))

    # --- changing -------------------------------------------------------------------------------
    def hold(self, key: bytes | None) -> None:
        """Take slot ``key`` in hand (a staged one is lifted off the board)."""
        if key is not None and key not in self.slots:
            return
        if key is not None:
            self.lift_key(key)
        self.held = key

    def lift(self, cell: Cell) -> bytes | None:
        """Take the staged tile on ``cell`` back into hand; its key (or None)."""
        key = self.staged.pop(cell, None)
        if key is not None:
            self._check = None
            self.held = key
        return key

    def lift_key(self, key: bytes) -> None:
        for cell, staged in list(self.staged.items()):
            if staged == key:
                self.staged.pop(cell)
                self._check = None

    def put(self, cell: Cell, key: bytes | None = None) -> StagingCheck | None:
        """Put the held tile (or slot ``key``) on ``cell`` if that staging is possible. The check
        of the new staging (done or refused: see ``possible``), or None without a tile."""
        check = self.check_at(cell, key)
        if check is None or not check.possible:
            return check
        key = key if key is not None else self.held
        assert key is not None
        self.lift_key(key)
        self.staged[cell] = key
        self.held = None
        self._check = check
        return check

    def take_back(self) -> bool:
        """All staged tiles back to the rack (and nothing held). False if there was nothing."""
        had = bool(self.staged) or self.held is not None
        self.staged.clear()
        self.held = None
        self._check = None
        return had

    def take_back_last(self) -> bool:
        """The tile staged last back to the rack."""
        if not self.staged:
            return False
        cell = list(self.staged)[-1]
        self.staged.pop(cell)
        self._check = None
        return True

    def toggle_mark(self, key: bytes) -> None:
        if key in self.slots:
            self.marked ^= {key}
