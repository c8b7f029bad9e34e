"""Solving one puzzle (``tilegames.puzzles``) on the real board: ``PuzzleSession``.

A ``PuzzleSession`` is a ``GameSession`` started from the puzzle's position with a person at
every seat and no computer turns. The person's move is judged (``puzzle.judge(move)``: pure and
fast, no search) instead of simply continuing:

- an illegal move is refused with the engine's reason, as in any game;
- a legal move is played and ``judged(judgement, False)`` says what it was worth; then the
  judgement's ``line`` (the opponent's refutation, or the rest of the winning line) is played out
  move by move (``STEP_MS`` apart) and ``playedOut(judgement)`` follows. A wrong move then waits
  ``BACK_MS`` and the position goes back to the puzzle's (``back()``, ``backToStart``), to try
  again; a right one stays and the puzzle is kept as solved in the progress store
  (``storage.progress``; ``solved(puzzle)`` says so);
- ``show_solution()`` goes back to the puzzle's position and plays its first answer and the
  solution's line the same way (``judged(solution, True)``); a puzzle whose solution was shown is
  not counted as solved.

While a line plays out nobody may move (``human_to_move`` is False: the board takes no clicks and
the table's hint is off). Nothing of a puzzle is undone, redone, hinted by the computer, saved or
counted in the statistics: a puzzle is not a game to continue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from tilegames.base.seats import Seat
from tilegames.controller.history import History
from tilegames.controller.session import ScriptedSession
from tilegames.games.puzzle import Judgement
from tilegames.storage.progress import Progress
from tilegames.storage.settings import Settings

SOLVING, PLAYING, SOLVED, SHOWN = "solving", "playing", "solved", "shown"


class Puzzle(Protocol):
    """A puzzle as ``tilegames.puzzles`` has it (what the session and the screens use)."""

    @property
    def id(self) -> str: ...

    @property
    def game(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def difficulty(self) -> int: ...

    @property
    def state(self) -> Any: ...

    @property
    def answers(self) -> Sequence[Any]: ...

    @property
    def goal(self) -> str: ...

    @property
    def goal_params(self) -> Mapping[str, object]: ...

    @property
    def hint_cell(self) -> Any: ...

    def judge(self, move: Any) -> Judgement: ...

    def solution(self) -> Judgement: ...


def translated(template: str, params: Mapping[str, object]) -> str:
    """A puzzle's English ``template`` (context "puzzles") in the user's language, filled in
    with ``params`` (English when the translation does not fit them)."""
    text = QCoreApplication.translate("puzzles", template)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template


def puzzle_seats(puzzle: Puzzle) -> tuple[Seat, ...]:
    """A person at every seat of the puzzle's position (no computer turns)."""
    return tuple(Seat("", "human") for _ in range(puzzle.state.num_players))


class PuzzleSession(ScriptedSession[Any, Any]):
    """One puzzle being solved (see the module docstring). ``progress``: where a solved puzzle
    is kept (None: nowhere); ``daily``: it is the daily puzzle of that day (kept as such when
    solved on that day)."""

    STEP_MS = 700          # between the moves of a line played out
    BACK_MS = 1600         # after a wrong move's line, before the puzzle's position returns

    judged = Signal(object, bool)      # (judgement, it is the solution shown)
    playedOut = Signal(object)         # the judgement whose line has been played out
    backToStart = Signal()
    solvedPuzzle = Signal(object)      # the puzzle, just solved
    notice = Signal(str)               # what the progress store had to say (translated)

    def __init__(self, puzzle: Puzzle, *, seats: Sequence[Seat] | None = None,
                 settings: Settings | None = None, progress: Progress | None = None,
                 daily: date | None = None, parent: QObject | None = None) -> None:
        super().__init__(puzzle.state.clone(), seats or puzzle_seats(puzzle), settings=settings,
                         seed=f"puzzle:{puzzle.id}", parent=parent)
        self.puzzle = puzzle
        self.progress = progress
        self.daily = daily
        self.phase = SOLVING
        self.judgement: Judgement | None = None    # of the last move tried, or the solution
        self.showing_solution = False
        self._line: list[Any] = []
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._step)
        self._back_timer = QTimer(self)
        self._back_timer.setSingleShot(True)
        self._back_timer.timeout.connect(self.back)

    # --- reading -----------------------------------------------------------------------------
    def human_to_move(self) -> bool:
        return self.phase == SOLVING and not self.busy and super().human_to_move()

    @property
    def busy(self) -> bool:
        """A line is being played out (or a wrong move waits to be taken back)."""
        return self.phase == PLAYING or self._back_timer.isActive()

    # --- acting ------------------------------------------------------------------------------
    def request_move(self, move: Any) -> bool:
        """The person's try: refused when illegal (the engine's reason) or while a line plays;
        otherwise played and judged."""
        if self._closed:
            return False
        if self.busy:
            self.illegalMove.emit(self.tr("Wait a moment: the moves are being shown."))
            return False
        if self.phase != SOLVING:
            self.illegalMove.emit(self.tr("This puzzle is done: try the next one."))
            return False
        if move is None or not self.state.is_legal(move):
            return super().request_move(move)       # the engine's reason
        judgement = self.puzzle.judge(move)
        if not super().request_move(move):
            return False
        self._play_out(judgement, solution=False)
        return True

    def show_solution(self) -> None:
        """Back to the puzzle's position, then its first answer and the solution's line."""
        if self._closed:
            return
        self._stop_timers()
        solution = self.puzzle.solution()
        with self._transition("move"):
            self._history = History(self.puzzle.state.clone(), self.seats)
            self._play(self.puzzle.answers[0])
            self.historyChanged.emit()
        self._play_out(solution, solution=True)

    def back(self) -> None:
        """The puzzle's position again, to try (again)."""
        if self._closed:
            return
        self._stop_timers()
        self._line = []
        self.phase = SOLVING
        self.showing_solution = False
        with self._transition("undo"):
            self._history = History(self.puzzle.state.clone(), self.seats)
            self.historyChanged.emit()
            self._continue()
        self.backToStart.emit()

    def finish_line(self) -> None:
        """Play the rest of the line at once (the player does not want to wait)."""
        while self.phase == PLAYING and not self._closed:
            self._step()

    def shutdown(self) -> None:
        self._stop_timers()
        super().shutdown()

    # --- the line ----------------------------------------------------------------------------
    def _play_out(self, judgement: Judgement, *, solution: bool) -> None:
        self.judgement = judgement
        self.showing_solution = solution
        self.phase = PLAYING
        self._line = list(judgement.line)
        self.judged.emit(judgement, solution)
        self._next_step()

    def _next_step(self) -> None:
        if self._line:
            self._step_timer.start(self.STEP_MS)
        else:
            self._line_done()

    def _step(self) -> None:
        self._step_timer.stop()
        if self.phase != PLAYING or self._closed:
            return
        if self._line:
            move = self._line.pop(0)
            with self._transition("move"):
                self._play(move)
                self.historyChanged.emit()
        self._next_step()

    def _line_done(self) -> None:
        judgement = self.judgement
        assert judgement is not None
        if self.showing_solution:
            self.phase = SHOWN
        elif judgement.solved:
            self.phase = SOLVED
            self._keep_solved()
        else:
            self.phase = SOLVING           # the board waits for BACK_MS (``busy``), then back
            self._back_timer.start(self.BACK_MS)
        with self._transition("thinking"):  # one redraw: the board's hints follow the phase
            pass
        self.playedOut.emit(judgement)

    def _keep_solved(self) -> None:
        if self.progress is not None:
            today = date.today()
            puzzle = self.puzzle
            self.progress.solve(puzzle.game, puzzle.id, puzzle.difficulty, day=today,
                                daily=self.daily == today)
            for notice in self.progress.notices:
                self.notice.emit(notice.translated(QCoreApplication.translate))
            self.progress.notices.clear()
        self.solvedPuzzle.emit(self.puzzle)

    def _stop_timers(self) -> None:
        self._step_timer.stop()
        self._back_timer.stop()
