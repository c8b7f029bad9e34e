"""ItemPool keeps a scene's items in step with the board, and every game's scene uses it."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from tilegames.games.qwirkle import Tile
from tilegames.games.qwirkle.tiles import Color, Shape
from tilegames.ui.kulami.scene import KulamiScene
from tilegames.ui.lsd.scene import LsdScene, TileLook
from tilegames.ui.qwirkle.scene import QwirkleScene
from tilegames.ui.table.item_pool import ItemPool


class Made(QGraphicsRectItem):
    def __init__(self, key: str, value: int) -> None:
        super().__init__()
        self.key, self.value = key, value


def pool(scene: QGraphicsScene) -> ItemPool[str, int, Made]:
    return ItemPool(scene, Made)


def test_show_makes_keeps_remakes_and_removes(qapp):
    scene = QGraphicsScene()
    items = pool(scene)
    changes = items.show({"a": 1, "b": 2, "c": 3})
    assert changes.made == ["a", "b", "c"] and changes.removed == []
    first = dict(items)
    assert [(i.key, i.value) for i in first.values()] == [("a", 1), ("b", 2), ("c", 3)]
    assert all(item.scene() is scene for item in first.values())

    changes = items.show({"a": 1, "b": 5, "d": 4})
    assert changes.made == ["b", "d"] and sorted(changes.removed) == ["b", "c"]
    assert items["a"] is first["a"]                       # kept: the same value
    assert items["b"] is not first["b"] and items["b"].value == 5     # made anew
    assert first["b"].scene() is None and first["c"].scene() is None
    assert set(items) == {"a", "b", "d"} and len(items) == 3 and "c" not in items
    assert set(scene.items()) == set(items.values())

    assert items.show({}).removed and items == {} and scene.items() == []


def test_an_unchanged_board_changes_nothing(qapp):
    scene = QGraphicsScene()
    items = pool(scene)
    items.show({"a": 1})
    before = items["a"]
    assert items.show({"a": 1}) == ([], []) and items["a"] is before


def test_retire_takes_the_leaving_items_away_instead(qapp):
    scene = QGraphicsScene()
    items = pool(scene)
    items.show({"a": 1, "b": 2})
    leaving = items["b"]
    retired: list[tuple[str, Made]] = []
    items.show({"a": 1}, retire=lambda key, item: retired.append((key, item)))
    assert retired == [("b", leaving)]
    assert leaving.scene() is scene and "b" not in items   # the pool lets it go


def test_show_keys_for_items_of_the_key_alone(qapp):
    scene = QGraphicsScene()
    marks: ItemPool[tuple[int, int], None, QGraphicsRectItem] = ItemPool(
        scene, lambda cell, _: QGraphicsRectItem(cell[0], cell[1], 1, 1))
    marks.show_keys([(0, 0), (1, 0)])
    kept = marks[(1, 0)]
    marks.show_keys({(1, 0), (2, 0)})
    assert set(marks) == {(1, 0), (2, 0)} and marks[(1, 0)] is kept
    assert len(scene.items()) == 2


def test_the_scenes_keep_pieces_that_stay(qapp):
    """The three games' scenes draw their pieces and marks through pools: a piece that stays is
    the same item after a redraw, a changed one is made anew."""
    lsd = LsdScene()
    look = TileLook("#23348c", "+", "white", 5)
    lsd.show_position({(0, 0): look, (1, 0): look}, legal=[(2, 0)])
    tile, mark = lsd.tiles[(0, 0)], lsd.legal_marks[(2, 0)]
    other = TileLook("#b3261e", "x", "black", 3)
    lsd.show_position({(0, 0): look, (1, 0): other}, legal=[(2, 0), (3, 0)])
    assert lsd.tiles[(0, 0)] is tile and lsd.legal_marks[(2, 0)] is mark
    assert lsd.tiles[(1, 0)].look == other and set(lsd.legal_marks) == {(2, 0), (3, 0)}

    kulami = KulamiScene([[(0, 0), (1, 0)], [(0, 1), (1, 1)]], lambda cell: "a1")
    kulami.show_position({(0, 0): 0}, to_move=1, legal=[(1, 0)], closed=[], last=(0, 0))
    marble, ring = kulami.marbles[(0, 0)], kulami.legal_marks[(1, 0)]
    kulami.show_position({(0, 0): 0, (1, 0): 1}, to_move=0, legal=[(0, 1), (1, 1)],
                         closed=[], last=(1, 0))
    assert kulami.marbles[(0, 0)] is marble and kulami.marbles[(1, 0)].seat == 1
    assert ring.scene() is None and set(kulami.legal_marks) == {(0, 1), (1, 1)}

    qwirkle = QwirkleScene()
    red = Tile(Color.RED, Shape.CIRCLE)
    qwirkle.show_board({(0, 0): red})
    qwirkle.show_marks([(1, 0)], later=[(2, 0)])
    placed, fits = qwirkle.tiles[(0, 0)], qwirkle.marks[(1, 0)]
    qwirkle.show_board({(0, 0): red, (0, 1): Tile(Color.RED, Shape.SQUARE)})
    qwirkle.show_marks([(1, 0), (2, 0)])
    assert qwirkle.tiles[(0, 0)] is placed and qwirkle.marks[(1, 0)] is fits
    assert qwirkle.marks[(2, 0)].kind == "fits"                    # "later" became "fits"
