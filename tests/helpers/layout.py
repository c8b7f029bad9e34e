"""Settling a window's layout and the large-text factor, for the tests that look at layouts."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

LARGE = 2.0


def settle(qtbot, root: QWidget) -> None:
    """Run the event loop until ``root``'s layout has settled: a pass of the posted events (layout
    requests) and timers leaves every widget where it was, and none of its zero-interval timers
    (the start page's pictures) is due."""
    last: list[object] = [None]

    def settled() -> bool:
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        now = [(w, w.geometry(), w.isVisible()) for w in [root, *root.findChildren(QWidget)]]
        still, last[0] = now == last[0], now
        return still and not any(timer.isActive() and timer.interval() == 0
                                 for timer in root.findChildren(QTimer))

    qtbot.waitUntil(settled)
