"""Analysis of a finished game: Hard judges every move, in the worker process, in the background.

``GameAnalysis(session)``: ``start()`` sends one job per move (the position before the move, as
the mover saw it — a Qwirkle player's own view — and the move played); ``judged(index, verdict)``
arrives for each as it is done, ``progress(done, total)`` with it, ``finished()`` at the end;
``cancel()`` stops at once. ``verdicts`` holds what is known so far; ``grade(index)`` says
"best", "good", "inaccuracy" or "mistake" (``players.grade``), and ``better_move(index)`` the
better move where a move was a mistake.
"""

from __future__ import annotations

import logging
from typing import Generic

from PySide6.QtCore import QObject, Signal

from tilegames.ai.players import Verdict, game_of, grade, seat_view
from tilegames.controller.computer import ComputerWorker
from tilegames.controller.session import GameSession
from tilegames.games.protocol import M, S

log = logging.getLogger(__name__)


class GameAnalysis(QObject, Generic[S, M]):
    judged = Signal(int, object)
    progress = Signal(int, int)
    finished = Signal()

    def __init__(self, session: GameSession[S, M], parent: QObject | None = None,
                 worker: ComputerWorker | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.game = game_of(session.state)
        self.moves: tuple[M, ...] = session.history
        self.verdicts: dict[int, Verdict[M]] = {}
        self.failed: set[int] = set()
        self._jobs: dict[int, int] = {}      # worker job -> move index
        self._worker: ComputerWorker | None = None
        self._given_worker = worker
        self.running = False

    @property
    def total(self) -> int:
        return len(self.moves)

    def start(self) -> None:
        """Judge every move not judged yet."""
        if self.running:
            return
        worker = self._worker = self._given_worker or ComputerWorker.instance()
        worker.answered.connect(self._answered)
        worker.failed.connect(self._failed)
        self.running = True
        for index, move in enumerate(self.moves):
            if index not in self.verdicts:
                position = seat_view(self.session.state_after(index))
                self._jobs[worker.analyse(position, move)] = index
        if not self._jobs:
            self._finish()

    def cancel(self) -> None:
        """Stop at once; what was judged stays."""
        if self._worker is not None:
            for job in self._jobs:
                self._worker.cancel(job)
        self._jobs.clear()
        self._finish()

    def grade(self, index: int) -> str | None:
        verdict = self.verdicts.get(index)
        return None if verdict is None else grade(self.game, verdict)

    def better_move(self, index: int) -> M | None:
        """The better move where move ``index`` was judged a mistake, else None (not judged,
        or no mistake): what "Play the better move from here" plays."""
        verdict = self.verdicts.get(index)
        if verdict is None or self.grade(index) != "mistake":
            return None
        return verdict.best

    def _answered(self, job: int, verdict: object) -> None:
        index = self._jobs.pop(job, None)
        if index is None:
            return
        if isinstance(verdict, Verdict):
            self.verdicts[index] = verdict
            self.judged.emit(index, verdict)
        else:
            self.failed.add(index)
        self._step()

    def _failed(self, job: int, message: str) -> None:
        index = self._jobs.pop(job, None)
        if index is None:
            return
        log.error("analysis of move %d failed: %s", index + 1, message)
        self.failed.add(index)
        self._step()

    def _step(self) -> None:
        self.progress.emit(len(self.verdicts) + len(self.failed), self.total)
        if not self._jobs:
            self._finish()

    def _finish(self) -> None:
        if self._worker is not None:
            self._worker.answered.disconnect(self._answered)
            self._worker.failed.disconnect(self._failed)
            self._worker = None
        if self.running:
            self.running = False
            self.finished.emit()
