"""A small picture of a Kulami position (the start page's unfinished games)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from tilegames.ui.previews import paint_kulami_pieces


def paint_position(painter: QPainter, rect: QRectF, saved: Any) -> None:
    """The plates of ``saved.state``'s board with the marbles on them, fitted into ``rect``."""
    state = saved.state
    plates = []
    marbles = {}
    for plate in state.board.plates:
        xs = [x for x, _ in plate.cells]
        ys = [y for _, y in plate.cells]
        plates.append((min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
        for cell in plate.cells:
            seat = state.marble_at(cell)
            if seat is not None:
                marbles[cell] = seat
    paint_kulami_pieces(painter, rect, plates, marbles)
