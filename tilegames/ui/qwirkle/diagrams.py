"""Qwirkle's diagrams for the rules pages (``ui/diagrams.py``), moves of its lesson drawn by the
board's own scene: ``qwirkle-lines`` (a line of one colour and a line of one shape),
``qwirkle-scoring`` (one tile scoring in two lines)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QImage

from tilegames.controller.lesson import load_lesson
from tilegames.games import qwirkle
from tilegames.games.qwirkle.notation import format_move, parse_move
from tilegames.ui.diagrams import scene_picture
from tilegames.ui.numbers import signed
from tilegames.ui.qwirkle.scene import QwirkleScene


def _picture(moves: list[str], last: int) -> QImage:
    """The tiles of ``moves`` (the notation of saves) on the table; the move ``last`` outlined
    with the points the engine gives it."""
    lesson = load_lesson("qwirkle")
    state = lesson.start_state()
    points = 0
    for index, text in enumerate(moves):
        move = parse_move(text)
        result = state.apply(move)
        if index == last:
            assert isinstance(move, qwirkle.Place)
            points, last_cells = result.points, move.cells
    assert isinstance(state, qwirkle.State)
    tiles = {}
    for text in moves:
        placed = parse_move(text)
        assert isinstance(placed, qwirkle.Place)
        for x, y, tile in placed.tiles:
            tiles[(x, y)] = tile
    scene = QwirkleScene()
    scene.show_board(tiles)
    scene.show_last(tuple(last_cells), signed(points))
    source = scene.itemsBoundingRect().adjusted(-24, -24, 24, 24)
    return scene_picture(scene, source, 0.75)


def _moves() -> list[str]:
    lesson = load_lesson("qwirkle")
    return [format_move(step.move) for step in lesson.steps
            if isinstance(step.move, qwirkle.Move)]


def lines() -> QImage:
    return _picture(_moves()[:2], last=1)


def scoring() -> QImage:
    return _picture(_moves()[:3], last=2)


DIAGRAMS: dict[str, Callable[[], QImage]] = {"qwirkle-lines": lines, "qwirkle-scoring": scoring}
