"""The computer players' own process: it takes jobs, thinks, and answers (no Qt here).

A pure-Python search holds the interpreter lock for as long as it thinks; in the program's own
process that would make the window stutter. So the program starts one long-lived worker process
(``serve`` below, run through ``multiprocessing`` with the spawn method, which the frozen program
supports through ``multiprocessing.freeze_support()``) and sends it jobs over a pipe:

- ``("choose", job, level, seed, position, factory)`` → ``("done", job, move)``: a player of the
  program's own ``level``, or, when ``factory`` is not None, the player of a level registered by a
  test or a tool (``players.register_level``), made by importing ``factory`` here
- ``("analyse", job, position, move)`` → ``("done", job, Verdict)``
- ``("quit",)`` → the process ends.

Anything that goes wrong in a job is answered ``("failed", job, "Type: message")``. Cancelling is
immediate: the program raises the shared ``cancelled`` number to a job's number, and every job up
to it sees its cancel flag set (a search then returns at once; the answer is dropped anyway). The
worker ends by itself when the program is gone (its pipe closes).
"""

from __future__ import annotations

import os
import threading
import time
from multiprocessing.connection import Connection
from typing import Protocol

from tilegames.ai import players
from tilegames.games.protocol import Position

Request = tuple[object, ...]      # ("choose", job, level, seed, position, factory), …
Answer = tuple[object, ...]       # ("done", job, value), ("failed", job, message)


class SharedNumber(Protocol):
    """The shared integer the program raises to cancel jobs (``multiprocessing.RawValue``)."""

    value: int


class JobCancel:
    """The cancel flag of one job, as a player sees it (``is_set``, ``wait`` like an Event)."""

    def __init__(self, cancelled: SharedNumber, job: int) -> None:
        self._cancelled = cancelled      # a shared integer: every job up to it is cancelled
        self._job = job

    def is_set(self) -> bool:
        cancelled: int = self._cancelled.value
        return cancelled >= self._job

    def wait(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.is_set():
            if deadline is not None and time.monotonic() >= deadline:
                return False
            time.sleep(0.002)
        return True


def run_job(request: Request, cancelled: SharedNumber) -> Answer:
    """Do one job; its answer (never raises)."""
    kind, job = request[0], request[1]
    if not isinstance(job, int):
        return ("failed", job, f"ValueError: not a job number: {job!r}")
    cancel = JobCancel(cancelled, job)
    try:
        if kind == "choose":
            _, _, level, seed, position, factory = request
            if not (isinstance(level, str) and isinstance(seed, int | str)
                    and isinstance(position, Position) and isinstance(factory, str | None)):
                return ("failed", job, "ValueError: not a choose job")
            player = (players.make_player(level, seed) if factory is None
                      else players.make_imported(factory, seed))
            return ("done", job, player.choose(position, cancel))
        if kind == "analyse":
            _, _, position, move = request
            if not isinstance(position, Position):
                return ("failed", job, f"ValueError: not a position: {type(position).__name__}")
            return ("done", job, players.analyse(position, move, cancel))
        return ("failed", job, f"ValueError: unknown job {kind!r}")
    except Exception as exc:  # noqa: BLE001 - every failure is an answer, never the end
        return ("failed", job, f"{type(exc).__name__}: {exc}")


def _watch_parent(parent: int) -> None:
    """End this process when the program that started it is gone (even in the middle of a
    search: nobody waits for the answer)."""
    while True:
        time.sleep(0.5)
        if os.getppid() != parent:
            os._exit(0)


def serve(requests: Connection, answers: Connection, cancelled: SharedNumber,
          parent: int) -> None:
    """The worker's main loop (the target of the worker process)."""
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    while True:
        try:
            request = requests.recv()
        except (EOFError, OSError):
            return
        if not request or request[0] == "quit":
            return
        answer = run_job(request, cancelled)
        try:
            answers.send(answer)
        except (BrokenPipeError, OSError):
            return
