"""Wrapped plain text in a right-to-left window ends flush on the right (typography's
WrappedTextStyle, which create_application installs)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel

from tilegames.i18n import translations
from tilegames.ui.typography import WrappedTextStyle

WORDS = " ".join(["שלום"] * 30)   # one word again and again: every line starts with it


def _right_edges(label: QLabel) -> list[int]:
    """The rightmost dark pixel of each line of text in the label's picture."""
    image: QImage = label.grab().toImage()
    rows = []
    for y in range(image.height()):
        dark = [x for x in range(image.width()) if image.pixelColor(x, y).lightness() < 100]
        rows.append(max(dark) if dark else None)
    edges, line = [], []
    for right in rows + [None]:
        if right is not None:
            line.append(right)
        elif line:
            edges.append(max(line))
            line = []
    return edges


def test_wrapped_hebrew_lines_end_flush_on_the_right(app):
    assert isinstance(QApplication.style(), WrappedTextStyle)
    translations().set_language("he")
    label = QLabel(WORDS)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet("background: white; color: black;")
    label.resize(300, 200)
    edges = _right_edges(label)
    assert len(edges) >= 3
    assert max(edges) - min(edges) <= 1, edges       # Qt alone: every line but the last 4 px in


def test_lines_of_their_own_end_flush_on_the_right_too(app):
    translations().set_language("he")
    label = QLabel("\n".join([" ".join(["שלום"] * 5)] * 3))
    label.setWordWrap(True)
    label.setStyleSheet("background: white; color: black;")
    label.resize(400, 200)
    edges = _right_edges(label)
    assert len(edges) == 3
    assert max(edges) - min(edges) <= 1, edges


def test_the_style_answers_as_qstyle_does_with_the_last_arguments_left_out(app):
    style = QApplication.style()
    assert not style.standardPixmap(style.StandardPixmap.SP_ArrowUp).isNull()
    assert not style.standardIcon(style.StandardPixmap.SP_ArrowUp).isNull()
