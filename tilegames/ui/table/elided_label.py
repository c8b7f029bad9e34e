"""A one-line label for names: shortened with "…" to the width it gets, never clipped."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tilegames.storage.display import readable


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


def has_right_to_left(text: str) -> bool:
    """Whether ``text`` holds a letter of a right-to-left script (Hebrew, Arabic)."""
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


def isolated_name(name: str, right_to_left: bool) -> str:
    """A player's name as it goes into a sentence: isolated (FSI…PDI) when the sentence runs
    right to left or the name holds right-to-left letters, so that neither the name nor the
    sentence's punctuation and numbers trade places ("אבי: 3 tiles" would read "3 :אבי")."""
    name = readable(name)    # a name read from a file may hold lone surrogates: Qt drops them
    if right_to_left or has_right_to_left(name):
        return f"\u2068{name}\u2069"
    return name


def name_in_sentence(name: str, label: QLabel, width: int) -> str:
    """A player's name to put into a sentence of ``label`` (which wraps only at spaces): shortened
    with "…" to ``width`` pixels (when known), and isolated where the directions of the name and
    the sentence could mix (``isolated_name``)."""
    if width > 0:
        name = label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width)
    return isolated_name(name, label.isRightToLeft())
