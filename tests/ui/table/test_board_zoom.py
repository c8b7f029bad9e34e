"""Issue 9 case 1: zooming must never make the board view re-enter its own layout.

At the first-run window size, View ▸ Zoom in made the scroll bars appear, which refitted the
board, which hid them, and so on (thousands of resize events inside one processEvents; on a
real display the window froze). For a grid of window sizes: zoom in, twice, out, fit — each step
costs a handful of view resizes at most and the event loop keeps running timers.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from tilegames.ui.main_window import MainWindow

SIZES = [(w, h) for w in (1140, 1160, 1180, 1200, 1220) for h in (740, 760, 780, 800)]


class ResizeCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
        return False


def _run_timers() -> bool:
    """True when a zero timer fires: the event loop is not stuck."""
    fired = []
    QTimer.singleShot(0, lambda: fired.append(True))
    for _ in range(5):
        QApplication.processEvents()
    return bool(fired)


def test_zoom_steps_never_loop_on_the_layout(app, settings, qtbot):
    settings.update({"computer_delay_ms": 0, "animations": False})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    entry = next(e for e in window.entries if e.key == "kulami")
    window.show_game(entry.make_dialog(window, window).create_screen())
    view = window.screen_widget.view
    counter = ResizeCounter()
    view.viewport().installEventFilter(counter)
    steps = [window.zoom_in_action, window.zoom_in_action, window.zoom_out_action,
             window.zoom_fit_action]
    for size in SIZES:
        window.resize(*size)
        QApplication.processEvents()
        for action in steps:
            counter.count = 0
            action.trigger()
            assert _run_timers()
            assert counter.count <= 4, (
                f"{size}, {action.text()}: {counter.count} resizes of the board view")
        assert view.zoom == pytest.approx(1.0)
    window.close_game()
