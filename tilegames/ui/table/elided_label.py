"""A one-line label for names: shortened with "…" to the width it gets, never clipped."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    """Shows ``full_text()`` shortened with "…" when it is wider than the label; the full text
    is then its tooltip. It takes the width its layout gives (it never widens a panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()

    def _elide(self) -> None:
        width = self.contentsRect().width()
        shown = (self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
                 if width > 0 else self._full)
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


def name_in_sentence(name: str, label: QLabel, width: int) -> str:
    """A player's name to put into a sentence of ``label`` (which wraps only at spaces): shortened
    with "…" to ``width`` pixels (when known), and, right to left, isolated (FSI…PDI) so a Latin
    name keeps its "…" and the sentence's punctuation where they belong."""
    if width > 0:
        name = label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width)
    return f"\u2068{name}\u2069" if label.isRightToLeft() else name
