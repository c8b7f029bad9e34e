"""What the LSD table added to the shared table, on the shared pieces alone: a right click and a
claimed wheel turn on the board view, new limits for the seats editor, compact cards from a
chosen number of seats, and a game's own move-list rows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPixmap, QWheelEvent
from PySide6.QtWidgets import QApplication

from tilegames.base.seats import Seat
from tilegames.ui.table.board_scene import CELL, BoardScene, cell_center
from tilegames.ui.table.board_view import BoardView
from tilegames.ui.table.seats import SeatInfo, SeatsPanel
from tilegames.ui.table.seats_editor import SeatsEditor


def _view(qtbot) -> BoardView:
    scene = BoardScene()
    scene.set_play_rect(QRectF(0, 0, 3 * CELL, 3 * CELL))
    view = BoardView(scene, grows=True)
    scene.setParent(view)                         # lives as long as the view
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show()
    qtbot.waitExposed(view)
    return view


def _wheel(view: BoardView, cell, steps: int) -> None:
    pos = QPointF(view.mapFromScene(cell_center(cell)))
    QApplication.sendEvent(view.viewport(), QWheelEvent(
        pos, view.viewport().mapToGlobal(pos), QPoint(), QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
        False))


def test_a_right_click_names_its_cell_and_chooses_nothing(qtbot):
    view = _view(qtbot)
    right, chosen = [], []
    view.cellRightClicked.connect(lambda x, y: right.append((x, y)))
    view.cellChosen.connect(lambda x, y: chosen.append((x, y)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton,
                     pos=view.mapFromScene(cell_center((1, 2))))
    assert right == [(1, 2)] and chosen == []
    view.interactive = False                      # reviewing: nothing
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton,
                     pos=view.mapFromScene(cell_center((1, 2))))
    assert right == [(1, 2)]


def test_a_game_may_claim_a_wheel_turn_over_a_cell(qtbot):
    view = _view(qtbot)
    asked = []

    def claim(cell, steps) -> bool:
        asked.append((cell, steps))
        return cell == (1, 1)

    view.wheel_on_cell = claim
    centre = view.mapToScene(view.viewport().rect().center())
    _wheel(view, (1, 1), 1)
    _wheel(view, (0, 0), -1)
    assert asked == [((1, 1), 1), ((0, 0), -1)]
    assert view.zoom == 1.0                       # a claimed or unclaimed turn never zooms
    assert (view.mapToScene(view.viewport().rect().center()) - centre).manhattanLength() < 200


def test_the_seats_editor_takes_new_limits_and_keeps_the_seats_that_stay(qtbot):
    editor = SeatsEditor(2, 2)
    qtbot.addWidget(editor)
    editor.set_seats([Seat("Ann"), Seat("Ben", "computer", "easy")])
    editor.set_limits(4, 4)
    assert [s.name for s in editor.seats()] == ["Ann", "Ben", "", ""]
    assert not editor.add_button.isVisibleTo(editor)      # fixed count: no add or remove
    editor.set_limits(2, 2)
    assert editor.seats() == [Seat("Ann"), Seat("Ben", "computer", "easy")]


def test_cards_are_compact_from_the_number_of_seats_the_game_chooses(qtbot):
    panel = SeatsPanel()
    qtbot.addWidget(panel)
    seats = [SeatInfo(f"P{i}", QPixmap(), "Person", ("a", "b")) for i in range(4)]
    panel.show_seats(seats, 0, None)
    assert [label.text() for label in panel.cards[0].lines if not label.isHidden()] == ["a", "b"]
    panel.compact_from = 4
    panel.show_seats(seats, 0, None)
    assert [label.text() for label in panel.cards[0].lines if not label.isHidden()] == ["a · b"]
