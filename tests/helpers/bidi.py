"""What a reader sees of right-to-left text: where each character is drawn on one line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption


def glyph_x(text: str, right_to_left: bool = True) -> dict[int, float]:
    """Where each character of ``text`` is drawn (x of its glyph), laid out as one line of a
    paragraph in the given direction: what a reader sees from left to right."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if right_to_left
                            else Qt.LayoutDirection.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(2000)
    layout.endLayout()
    places = {}
    for index in range(len(text)):
        runs = layout.glyphRuns(index, 1)
        if runs and runs[0].positions():
            places[index] = runs[0].positions()[0].x()
    return places


def reads_left_to_right(text: str, part: str) -> bool:
    """``part`` (a number with its sign, a move with its mark) shows in ``text`` with its
    characters left to right, in a right-to-left paragraph."""
    start = text.index(part)
    places = glyph_x(text)
    xs = [places[i] for i in range(start, start + len(part)) if i in places]
    return len(xs) >= 2 and xs == sorted(xs)
