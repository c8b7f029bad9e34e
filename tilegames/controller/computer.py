"""The program's side of the computer players' worker process (``tilegames.ai.worker``).

One ``ComputerWorker`` per application (``ComputerWorker.instance()``): it starts the worker
process when the first job comes, reuses it, and restarts it if it died. Jobs wait in a queue
here and go to the process one at a time, so sending never blocks the window; a reader thread
waits for answers and hands them to the GUI thread as signals (``answered(job, value)``,
``failed(job, message)``). ``cancel(job)`` takes effect at once: a job being worked on sees its
flag (the worker's shared number is set to it; jobs run one at a time, so no other job is
touched), a waiting one is dropped, and no answer of a cancelled job is announced. When the
application quits the process is told to stop, and killed if it does not; if the program itself
is killed, the worker notices and ends.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import multiprocessing
import os
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tilegames.ai import players, worker
from tilegames.ai.worker import Answer, Request, SharedNumber
from tilegames.games.protocol import M, Move, Position

log = logging.getLogger(__name__)


class ComputerWorker(QObject):
    """``answered(job, value)`` and ``failed(job, message)`` arrive on the GUI thread."""

    answered = Signal(int, object)
    failed = Signal(int, str)
    _arrived = Signal(object)          # from the reader thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tilegames-computer-worker")
        self._process: BaseProcess | None = None
        self._requests: Connection | None = None
        self._cancelled: SharedNumber | None = None
        self._next_job = 0
        self._dropped: set[int] = set()        # cancelled jobs whose answers are not wanted
        self._queue: collections.deque[tuple[int, Request]] = collections.deque()   # (job, …)
        self._busy: int | None = None          # the job the process works on
        self._arrived.connect(self._on_arrived)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @classmethod
    def instance(cls) -> ComputerWorker:
        """The application's worker (made, not yet started, on first use)."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication first")
        found = app.findChild(ComputerWorker, "tilegames-computer-worker")
        return found if found is not None else ComputerWorker(app)

    # --- jobs -----------------------------------------------------------------------------
    def choose(self, level: str, seed: int | str, position: Position[Move]) -> int:
        """Ask for a move of ``level`` in ``position`` (only what the seat may know); a level
        registered by a test or a tool (``players.register_level``) is made there too."""
        return self._submit("choose", level, seed, position, players.factory_path(level))

    def analyse(self, position: Position[M], move: M) -> int:
        """Ask for Hard's judgement of ``move`` in ``position`` (a ``players.Verdict``)."""
        return self._submit("analyse", position, move)

    def _submit(self, kind: str, *args: object) -> int:
        self._next_job += 1
        self._queue.append((self._next_job, (kind, self._next_job, *args)))
        self._pump()
        return self._next_job

    def cancel(self, job: int) -> None:
        """Cancel ``job``: its search stops at once, or it is dropped while it waits; its answer
        is never announced."""
        if job == self._busy:
            self._dropped.add(job)
            if self._cancelled is not None:
                self._cancelled.value = job
        else:
            self._queue = collections.deque(r for r in self._queue if r[0] != job)

    def idle(self) -> bool:
        """No job waits or is being worked on: every answer that will come has come."""
        return self._busy is None and not self._queue

    def is_alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    # --- the process ----------------------------------------------------------------------
    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")
        requests_out, requests_in = context.Pipe(duplex=False)
        answers_out, answers_in = context.Pipe(duplex=False)
        self._cancelled = context.RawValue("q", 0)
        process = context.Process(target=worker.serve, name="tilegames-computer",
                                  args=(requests_out, answers_in, self._cancelled, os.getpid()),
                                  daemon=True)
        process.start()
        requests_out.close()
        answers_in.close()
        self._process, self._requests = process, requests_in
        threading.Thread(target=self._read, args=(answers_out,), name="tilegames-answers",
                         daemon=True).start()

    def _read(self, answers: Connection) -> None:
        """The reader thread: every answer to the GUI thread; the end of the process too."""
        while True:
            try:
                answer = answers.recv()
            except (EOFError, OSError):
                answer = ("gone",)
            try:
                self._arrived.emit(answer)
            except RuntimeError:     # the program is tearing this object down
                return
            if answer[0] == "gone":
                answers.close()
                return

    def _pump(self) -> None:
        """Send the next waiting job if the process is free (starting it if needed)."""
        while self._busy is None and self._queue:
            job, request = self._queue.popleft()
            if not self.is_alive():
                try:
                    self._start()
                except OSError as exc:
                    log.error("could not start the computer players' process: %s", exc)
                    self.failed.emit(job, f"OSError: {exc}")
                    continue
            assert self._requests is not None
            try:
                self._requests.send(request)
            except (OSError, ValueError) as exc:    # the process died a moment ago
                log.error("the computer players' process took no job: %s", exc)
                self._forget_process()
                self.failed.emit(job, f"{type(exc).__name__}: {exc}")
                continue
            self._busy = job

    def _on_arrived(self, answer: Answer) -> None:
        if answer[0] == "gone":
            job, self._busy = self._busy, None
            self._forget_process()
            if job is not None and job not in self._dropped:
                log.error("the computer players' process stopped during job %d", job)
                self.failed.emit(job, "the computer players' process stopped")
            if job is not None:
                self._dropped.discard(job)
            self._pump()
            return
        kind, number, value = answer
        if not isinstance(number, int):
            log.error("the computer players' process answered no job: %r", kind)
            return
        if number == self._busy:
            self._busy = None
        if number in self._dropped:
            self._dropped.discard(number)
        else:
            if kind == "done":
                self.answered.emit(number, value)
            else:
                self.failed.emit(number, str(value))
        self._pump()

    def _forget_process(self) -> None:
        if self._requests is not None:
            self._requests.close()
        self._process, self._requests = None, None

    def stop(self) -> None:
        """End the process (at quit): cancel everything, ask it to stop, kill it if it must."""
        self._queue.clear()
        if self._busy is not None:
            self.cancel(self._busy)
        process, requests = self._process, self._requests
        self._process, self._requests = None, None
        if requests is not None:
            with contextlib.suppress(OSError, ValueError):
                requests.send(("quit",))
            requests.close()
        if process is None:
            return
        process.join(1.0)
        if process.is_alive():
            process.kill()
            process.join(1.0)
