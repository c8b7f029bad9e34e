"""Driving the Qwirkle screen in tests: known bags, screens, clicks, a seat-view computer level.

Screens on a known bag (the draw order), clicks on tiles and cells, a computer level that plays
from its seat view only, and a walk over everything the screen shows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableWidget, QWidget

from tests.helpers.adapters.qwirkle import T
from tests.helpers.computers import use_level
from tests.helpers.hosts import FakeHost
from tilegames.ai import players
from tilegames.base.seats import Seat
from tilegames.storage.settings import Settings
from tilegames.ui.qwirkle.game_setup import QwirkleSetup
from tilegames.ui.qwirkle.scene import TileItem
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.qwirkle.tiles import tile_name
from tilegames.ui.table.board_scene import cell_center

PEOPLE = (Seat("Anna"), Seat("Ben"))
VS_COMPUTER = (Seat("Anna"), Seat("Cora", "computer", "easy"))

# A known bag (the draw order): Anna's rack, Ben's, then the tiles to come.
ANNA = ["red circle", "red square", "red diamond", "blue star", "green clover", "yellow cross"]
BEN = ["blue circle", "orange circle", "yellow circle", "green star", "purple diamond",
       "blue cross"]
REST = ["purple circle", "green circle", "orange star", "purple star", "yellow star", "red cross",
        "orange clover", "purple clover", "red star", "green diamond", "yellow diamond",
        "orange cross"]
BAG = ANNA + BEN + REST


def view_players(monkeypatch) -> None:
    """Every computer level plays with ``QwirkleViewPlayer`` (``tests.helpers.computers``)."""
    for level in players.BUDGETS:
        use_level(monkeypatch, level, "tests.helpers.computers:QwirkleViewPlayer")


def tiles(*names: str):
    return [T(name) for name in names]


def make_settings(tmp_path, **values) -> Settings:
    settings = Settings(tmp_path / "settings.json")
    settings.update({"computer_delay_ms": 0, "animations": False, **values})
    return settings


def make_screen(qtbot, tmp_path, seats=PEOPLE, bag=None, seed: int = 3, settings=None,
                size=(1180, 740)) -> QwirkleScreen:
    """A shown screen for ``seats``; ``bag`` (tile names) is the draw order when given."""
    settings = settings or make_settings(tmp_path)
    screen = QwirkleScreen(FakeHost(settings), QwirkleSetup(seats=tuple(seats), seed=seed),
                           bag=tiles(*bag) if bag is not None else None)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def ready(screen: QwirkleScreen) -> None:
    """Click the hand-over panel's button (when it shows)."""
    if screen.handover_pending():
        screen.below.handover.button.click()
    assert not screen.handover_pending()


def click_cell(qtbot, screen: QwirkleScreen, cell: tuple[int, int]) -> None:
    view = screen.view
    view.ensure_cell_visible(cell)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(cell_center(cell)))


def hover_cell(qtbot, screen: QwirkleScreen, cell: tuple[int, int]) -> None:
    view = screen.view
    view.ensure_cell_visible(cell)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(cell_center(cell)))


def rack_names(screen: QwirkleScreen) -> list[str]:
    """The tiles in the rack tray, in order, as names ("red circle")."""
    turn_slots = {}
    for seat_slots in (screen.racks.slots(s) for s in range(len(screen.session.seats))):
        turn_slots.update({slot.key: slot.tile for slot in seat_slots})
    keys = screen.below.rack.tray.keys()
    return [f"{turn_slots[k].color.name.lower()} {turn_slots[k].shape.name.lower()}"
            for k in keys]


def click_tile(qtbot, screen: QwirkleScreen, name: str) -> None:
    """Click the first rack tile named ``name`` that is not put down yet."""
    tray = screen.below.rack.tray
    turn = screen.active_turn()
    staged = turn.staged_keys() if turn is not None else set()
    for index, key in enumerate(tray.keys()):
        if rack_names(screen)[index] == name and key not in staged:
            qtbot.mouseClick(tray, Qt.MouseButton.LeftButton,
                             pos=tray.piece_rect(index).center().toPoint())
            return
    raise AssertionError(f"no {name} in the rack {rack_names(screen)}")


def stage(qtbot, screen: QwirkleScreen, *placed: tuple[int, int, str]) -> None:
    """Put tiles down by clicks: the tile in the rack, then its cell."""
    for x, y, name in placed:
        click_tile(qtbot, screen, name)
        click_cell(qtbot, screen, (x, y))


def everything_shown(screen: QwirkleScreen) -> tuple[list[str], list[object]]:
    """Every text on the screen (labels, buttons, tooltips, the move list, the scene's items'
    tooltips) and every tile drawn (board, staged, ghost, rack)."""
    texts: list[str] = []
    drawn: list[object] = []
    for widget in [screen, *screen.findChildren(QWidget)]:
        texts.append(widget.toolTip())
        texts.append(widget.accessibleName())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QTableWidget):
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    item = widget.item(row, column)
                    if item is not None:
                        texts += [item.text(), item.toolTip()]
    for item in screen.view.board_scene().items():
        texts.append(item.toolTip())
        if isinstance(item, TileItem):
            drawn.append(item.tile)
        if hasattr(item, "text") and isinstance(item.text, str):
            texts.append(item.text)
    tray = screen.below.rack.tray
    if screen.below.currentWidget() is screen.below.rack:
        texts += [piece.tooltip for piece in tray.pieces]
        slots = {slot.key: slot.tile for s in range(len(screen.session.seats))
                 for slot in screen.racks.slots(s)}
        drawn += [slots[piece.key] for piece in tray.pieces]
    texts.append(screen.host.status)
    return [t for t in texts if t], drawn


def name_of(tile) -> str:
    return tile_name(tile)
