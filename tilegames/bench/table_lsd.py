"""LSD table figures: how long the screen takes to redraw after a move on a field of 40 tiles.

    python -m tilegames.bench table_lsd

Target (issue 11): under 16 ms (one frame at 60 Hz). A real ``LsdScreen`` in a window, offscreen,
four people, no animations: 40 tiles are laid by seeded random moves (none winning), then a move is
laid through the session (which redraws the field, the seats, the supplies and the move list once)
Qt paints what changed; the move is undone (not timed) and the next one tried. Printed: the median
and the 95th percentile of the redraw alone, of redraw plus painting, and (for comparison) of
painting every widget of the screen afresh. Wall-clock figures grow with the machine's load;
the CPU time the window's thread spent on redraw and paint is printed too.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

TILES = 40
SAMPLES = 60


def _quiet_moves(state) -> list:
    """The legal moves that do not end the game."""
    quiet = []
    for move in state.legal_moves():
        twin = state.clone()
        twin.apply(move)
        if not twin.is_over():
            quiet.append(move)
    return quiet


def run(out: Callable[..., object]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
    from PySide6.QtWidgets import QApplication

    from tilegames.base.seats import Seat
    from tilegames.storage.settings import Settings
    from tilegames.ui.lsd.game_setup import LsdSetup
    from tilegames.ui.lsd.screen import LsdScreen

    class Host(QObject):
        settingChanged = Signal(str)

        def __init__(self, settings: Settings) -> None:
            super().__init__()
            self.settings = settings

        def new_game(self, key: str) -> None:
            pass

        def play_on(self, saved: object) -> None:
            pass

        def show_status(self, text: str) -> None:
            pass

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="tilegames-bench-") as home:
        settings = Settings(Path(home) / "settings.json")
        settings.update({"animations": False, "computer_delay_ms": 0})
        host = Host(settings)
        setup = LsdSetup(players=4, seats=tuple(Seat(f"P{n}") for n in range(4)))
        screen = LsdScreen(host, setup, seed=1)
        screen.resize(1180, 780)
        screen.show()
        app.processEvents()
        for seed in range(1, 50):
            screen.start(setup, seed)
            rng = random.Random(seed)
            session = screen.session
            assert session is not None
            while len(screen.tiles(session.state)) < TILES:
                quiet = _quiet_moves(session.state)
                if not quiet:
                    break
                session.request_move(rng.choice(quiet))
            if len(screen.tiles(session.state)) >= TILES:
                break
        assert session is not None
        state = session.state
        tiles = len(screen.tiles(state))
        app.processEvents()
        refresh_ms, painted_ms, cpu_ms, whole_ms = [], [], [], []
        rng = random.Random(0)
        candidates = _quiet_moves(state)
        for _ in range(SAMPLES):
            move = rng.choice(candidates)
            cpu = time.thread_time()
            start = time.perf_counter()
            session.request_move(move)
            redrawn = time.perf_counter()
            app.processEvents()            # Qt paints what the move changed
            painted = time.perf_counter()
            cpu_ms.append((time.thread_time() - cpu) * 1000)
            refresh_ms.append((redrawn - start) * 1000)
            painted_ms.append((painted - start) * 1000)
            start = time.perf_counter()
            screen.repaint()               # every widget of the screen, as after a resize
            whole_ms.append((time.perf_counter() - start) * 1000)
            session.undo()
            app.processEvents()
        screen.shutdown()
        screen.close()
        screen.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)   # gone for good

    def line(name: str, values: list[float]) -> str:
        p95 = sorted(values)[int(len(values) * 0.95) - 1]
        return f"{name}: median {statistics.median(values):.1f} ms, 95th percentile {p95:.1f} ms"

    out(f"redraw after a move on a field of {tiles} tiles, 4 players, {SAMPLES} moves "
        f"(target < 16 ms):")
    out("  " + line("redraw (field, seats, supplies, move list)", refresh_ms))
    out("  " + line("redraw and paint what changed", painted_ms))
    out("  " + line("the same in CPU time of the window's thread (less load-dependent)",
                    cpu_ms))
    out("  " + line("for comparison, painting the whole screen afresh", whole_ms))
