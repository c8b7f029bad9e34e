"""Qwirkle screen figures (``python -m tilegames.bench table_qwirkle``), offscreen:

- the live preview: a tile held over a cell of a mid-game board, from the hover reaching the
  scene to the cell framed, the ghost tile drawn and the reason or points written under the
  board (target: within 5 ms);
- the redraw after a move on a board of about 100 tiles: the session's change, the scene, the
  panels and the move list brought up to date, and then the board's picture painted (target:
  under 16 ms, one frame at 60 Hz).

People play every seat (greedy moves through the session), so no computer thinks meanwhile.
"""

from __future__ import annotations

import functools
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from tilegames.games.qwirkle import Move

if TYPE_CHECKING:
    from tilegames.controller.session import GameSession

SEED = 3


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _host():
    import tempfile

    from PySide6.QtCore import QObject, Signal

    from tilegames.storage.settings import Settings

    class Host(QObject):
        settingChanged = Signal(str)

        def __init__(self) -> None:
            super().__init__()
            folder = tempfile.mkdtemp(prefix="tilegames-bench-")
            self.settings = Settings(Path(folder) / "settings.json")
            self.settings.update({"computer_delay_ms": 0, "animations": False})

        def new_game(self, key: str) -> None:
            pass

        def play_on(self, saved: object) -> None:
            pass

        def show_status(self, text: str) -> None:
            pass

    return Host()


class _Clock:
    """Wall time and this thread's CPU time of each timed step, in milliseconds (on a loaded
    machine the CPU time is the steadier figure)."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def time(self, fn: Callable[[], object]) -> None:
        wall, cpu = time.perf_counter(), time.thread_time()
        fn()
        self.cpu.append((time.thread_time() - cpu) * 1000)
        self.wall.append((time.perf_counter() - wall) * 1000)

    def summary(self) -> str:
        return f"wall {_summary(self.wall)}\n    cpu  {_summary(self.cpu)}"


def _summary(times: list[float]) -> str:
    ninety = sorted(times)[len(times) * 9 // 10]
    return (f"median {statistics.median(times):.2f} ms, 90% {ninety:.2f} ms, "
            f"worst {max(times):.2f} ms ({len(times)} runs)")


def preview(out: Callable[[str], None]) -> None:
    from PySide6.QtWidgets import QApplication

    from tilegames.ui.qwirkle.pictures import example_screen, qwirkle_state

    host = _host()
    screen = example_screen(host, players=2, seed=SEED, moves=24, staged=False)
    screen.resize(1180, 740)
    screen.show()
    screen.hand_over()
    QApplication.processEvents()
    turn = screen.active_turn()
    assert turn is not None
    assert screen.session is not None
    board = qwirkle_state(screen.session).board.cells
    assert screen.view is not None
    scene = screen.view.board_scene()
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    cells = [(x, y) for x in range(min(xs) - 1, max(xs) + 2)
             for y in range(min(ys) - 1, max(ys) + 2) if (x, y) not in board]
    clock = _Clock()

    def hover(cell: tuple[int, int]) -> None:
        scene.set_hover(cell)              # the view's hover reaches the scene …
        QApplication.processEvents()       # … and the board and the line below are painted

    for slot in list(turn.slots):
        turn.hold(slot)
        screen._draw_turn()
        for cell in cells:
            scene.set_hover(None)
            QApplication.processEvents()
            clock.time(functools.partial(hover, cell))
    out(f"live preview of a held tile over a cell, mid-game board of {len(board)} tiles, "
        f"{len(cells)} cells x {len(turn.slots)} tiles (target: within 5 ms):")
    out(f"    {clock.summary()}")
    screen.shutdown()


def redraw(out: Callable[[str], None], games: int = 6) -> None:
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from tilegames.ui.qwirkle.pictures import example_screen, greedy_move, qwirkle_state

    host = _host()
    updates, redraws = _Clock(), _Clock()
    sizes: list[int] = []
    played = 0
    for seed in range(SEED, SEED + 60):   # 2-player games whose board reaches about 100 tiles
        if played == games:
            break
        screen = example_screen(host, players=2, seed=seed, moves=0, staged=False)
        session = screen.session
        assert session is not None
        while not session.state.is_over() and len(qwirkle_state(session).board.cells) < 92:
            session.request_move(greedy_move(qwirkle_state(session)))
        if session.state.is_over():
            screen.shutdown()
            continue
        played += 1
        screen.resize(1180, 740)
        screen.show()
        QApplication.processEvents()
        view = screen.view
        assert view is not None
        image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

        def paint(view=view, image=image) -> None:
            painter = QPainter(image)
            view.render(painter)                           # the board's whole picture
            painter.end()

        while not session.state.is_over():
            move = greedy_move(qwirkle_state(session))
            def step(move: Move = move, session: GameSession = session,
                     paint: Callable[[], None] = paint) -> None:
                updates.time(functools.partial(session.request_move, move))
                paint()

            redraws.time(step)
            sizes.append(len(qwirkle_state(session).board.cells))
        screen.shutdown()
        screen.deleteLater()
    out(f"redraw after a move on boards of {min(sizes)} to {max(sizes)} tiles ({len(sizes)} moves "
        f"in {played} games; the engine's move included):")
    out(f"  update (scene, panels, move list):\n    {updates.summary()}")
    out(f"  update and painting the whole board (target: under 16 ms):\n    {redraws.summary()}")


def run(out: Callable[[str], None] = print) -> None:
    _app()
    preview(out)
    redraw(out)


if __name__ == "__main__":
    run()
