"""Keeping a scene's items in step with the board: one item per key (a cell), made, kept or
removed as what the board shows changes.

Every game's scene draws its pieces and marks this way, so that a redraw after a move costs what
the move changed: an ``ItemPool`` holds the item shown for each key and the value it shows (a
tile, a seat, a kind of mark). ``show(wanted)`` brings it in step with ``wanted``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from typing import Generic, NamedTuple, TypeVar

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
Item = TypeVar("Item", bound=QGraphicsItem)


class Changes(NamedTuple, Generic[K]):
    """What one ``ItemPool.show`` did: the keys whose items were made (new keys and keys whose
    value changed, in ``wanted``'s order) and the keys whose items left (stale keys and keys
    whose value changed)."""

    made: list[K]
    removed: list[K]


class ItemPool(Mapping[K, Item], Generic[K, V, Item]):
    """The items a scene shows by key; read like a dict of the items (``pool[cell]``).

    ``make(key, value)`` makes the item for a key (not yet in the scene: the pool adds it). An item
    stays as long as its key is wanted with the same value (compared with ``==``); a changed
    value gets a new item in place of the old one.
    """

    def __init__(self, scene: QGraphicsScene, make: Callable[[K, V], Item]) -> None:
        self._scene = scene
        self._make = make
        self._items: dict[K, Item] = {}
        self._values: dict[K, V] = {}

    def show(self, wanted: Mapping[K, V],
             retire: Callable[[K, Item], None] | None = None) -> Changes[K]:
        """Show exactly ``wanted``: items of keys no longer wanted, or wanted with another value,
        leave first (``retire(key, item)`` takes them away, for example with an animation;
        by default they leave the scene at once), then the missing ones are made and added, in
        ``wanted``'s order."""
        removed = [key for key, value in self._values.items()
                   if key not in wanted or wanted[key] != value]
        for key in removed:
            item = self._items.pop(key)
            del self._values[key]
            if retire is not None:
                retire(key, item)
            else:
                self._scene.removeItem(item)
        made = [key for key in wanted if key not in self._items]
        for key in made:
            value = wanted[key]
            item = self._make(key, value)
            self._scene.addItem(item)
            self._items[key] = item
            self._values[key] = value
        return Changes(made, removed)

    def show_keys(self: ItemPool[K, None, Item], keys: Iterable[K]) -> Changes[K]:
        """``show`` for a pool whose items depend on the key alone (marks on cells)."""
        return self.show(dict.fromkeys(keys, None))

    def __getitem__(self, key: K) -> Item:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"ItemPool({self._values!r})"
