"""Kulami's diagrams for the rules pages (``ui/diagrams.py``), positions of its lesson drawn by the
board's own scene: ``kulami-turn`` (the row and column of the last marble, the two closed plates),
``kulami-plates`` (who owns each plate and what it is worth)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QImage

from tilegames.controller.lesson import load_lesson
from tilegames.games import kulami
from tilegames.ui.diagrams import scene_picture
from tilegames.ui.kulami.scene import KulamiScene


def _position(moves: int) -> kulami.State:
    """The position of the Kulami lesson after ``moves`` of its moves."""
    lesson = load_lesson("kulami")
    state = lesson.start_state()
    assert isinstance(state, kulami.State)
    played = [step.move for step in lesson.steps if step.move is not None]
    for move in played[:moves]:
        state.apply(move)
    return state


def _picture(state: kulami.State, result: bool) -> QImage:
    board = state.board
    scene = KulamiScene([plate.cells for plate in board.plates], lambda c: str(kulami.Move(*c)))
    marbles = {cell: seat for cell in board.cells if (seat := state.marble_at(cell)) is not None}
    last = state.last_move.cell if state.last_move is not None else None
    scene.show_position(
        marbles, to_move=None if result else state.current_player,
        legal=() if result else [m.cell for m in state.legal_moves()],
        closed=() if result else [board.plates[i].cells for i in state.closed_plates()],
        last=last, show_legal=not result, animate=None)
    if result:
        scene.show_result((line.plate.cells, line.owner, line.value)
                          for line in state.plate_scores())
    return scene_picture(scene, scene.sceneRect(), 0.7)


def turn() -> QImage:
    return _picture(_position(2), result=False)


def plates() -> QImage:
    return _picture(_position(8), result=True)


DIAGRAMS: dict[str, Callable[[], QImage]] = {"kulami-turn": turn, "kulami-plates": plates}
