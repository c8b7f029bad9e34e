"""Saying a text to screen readers, one way for every window: ``say(text, source)``.

Qt 6.8 and newer send a polite announcement (``QAccessibleAnnouncementEvent``); older Qt changes
the accessible name of ``source`` instead, which screen readers also read out.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

Announcement: type[QAccessibleAnnouncementEvent] | None
try:        # Qt 6.8: announcements for screen readers
    from PySide6.QtGui import QAccessibleAnnouncementEvent
    Announcement = QAccessibleAnnouncementEvent
except ImportError:     # pragma: no cover - older Qt
    Announcement = None


def say(text: str, source: QWidget) -> None:
    """Announce ``text`` (nothing for ""), as coming from ``source``."""
    if not text:
        return
    if Announcement is not None:
        QAccessible.updateAccessibility(Announcement(source, text))
    else:       # pragma: no cover - Qt before 6.8
        source.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(source, QAccessible.Event.NameChanged))
