"""One open game: the engine state, its seats, history with undo/redo, and computer turns.

Widgets never touch the engine. They read ``session.state`` (read-only: draw from it, never mutate
it) — or, for a game with hidden information (Qwirkle's racks), only what one seat may know:
``view_for(seat)`` — and ask the session to act; the session validates through the engine and
answers with signals.
Every transition (a person's move, a computer's move, undo, redo, the start) ends with exactly one
``changed(Change)``: screens redraw once per change, not once per signal.

Computer moves are computed in the computer players' worker process (``controller.computer``),
so that a pure-Python search never makes the window stutter, on the seat's own copy of what it
may know (``players.seat_view``: a Qwirkle seat gets its seat's view, never the other racks or the
bag order). That is the one way computer turns are played: a test's or a tool's level is
registered (``players.register_level``) and made there too. An answer that arrives after undo, new
game or shutdown is dropped (its job was cancelled). A computer player that fails or answers with
an illegal move never stalls the game: the error is logged and reported once (``error``), and a
legal move chosen by the session's seeded generator is played in its place.

The moves, each move's result, undo, redo and redeals are the session's ``History``
(``controller.history``, on the one replay of ``games.history``): see there what may be undone in
a game with hidden information.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal

from tilegames.ai.players import seat_view
from tilegames.base.seats import Seat
from tilegames.controller.computer import ComputerWorker
from tilegames.controller.history import History
from tilegames.games import IllegalMoveError, MoveResult
from tilegames.games.history import Redeal
from tilegames.games.protocol import SC, HiddenInformation, M, M_co, Playable, S
from tilegames.storage.settings import COMPUTER_DELAY_MS, Settings

log = logging.getLogger(__name__)


def translate_reason(error: IllegalMoveError) -> str:
    """The engine's reason in the user's language (English when a translation is missing)."""
    text = QCoreApplication.translate("rules", error.reason)
    try:
        return text.format(**error.params) if error.params else text
    except (KeyError, IndexError, ValueError):  # a broken translation: fall back to English
        return str(error)


V = TypeVar("V")
M2 = TypeVar("M2")


@dataclass(frozen=True)
class Change(Generic[M_co]):
    """What one transition of a session did.

    ``kind``: "start" (play began), "move" (moves were played: a person's or a computer's),
    "undo", "redo", or "thinking" (only who is thinking changed). ``played``: the
    ``(move, result)`` pairs this change applied, in order (for animations).
    """

    kind: str
    played: tuple[tuple[M_co, MoveResult], ...] = ()

    @property
    def last_move(self) -> M_co | None:
        """The last move this change played, or None."""
        return self.played[-1][0] if self.played else None


class GameSession(QObject, Generic[SC, M]):
    """The only way widgets change a game.

    Signals: ``changed(Change)`` once per transition (what screens redraw on);
    ``illegalMove(reason)`` (already translated); ``error(message)`` (a computer player failed;
    a legal move was played in its place); ``hintReady(move)`` (the move Hard suggests to the
    person to move, after ``request_hint``; never after the position changed). Finer signals
    for tools and tests, several per transition: ``moveApplied(move, result)``,
    ``turnChanged(seat)``, ``gameOver(winners)``, ``thinkingChanged(seat, thinking)``,
    ``historyChanged()``.
    """

    changed = Signal(object)
    moveApplied = Signal(object, object)
    turnChanged = Signal(int)
    illegalMove = Signal(str)
    gameOver = Signal(object)
    thinkingChanged = Signal(int, bool)
    historyChanged = Signal()
    error = Signal(str)
    hintReady = Signal(object)

    def __init__(self, state: Playable[SC, M], seats: Sequence[Seat], *,
                 settings: Settings | None = None, seed: int | str = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(seats) != state.num_players:
            raise ValueError(f"{len(seats)} seats for a game of {state.num_players} players")
        self.seats = tuple(seats)
        self.seed = seed
        self._settings = settings
        self._history: History[SC, M] = History(state, self.seats)
        self._thinking_seat: int | None = None
        self._job: int | None = None         # the worker process's job for the thinking seat
        self._hint_job: int | None = None     # a hint being thought out for the person to move
        self._worker: ComputerWorker | None = None
        self._pending_move: object = None      # the computer's answer, not yet shown
        self._clock = QElapsedTimer()
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._show_computer_move)
        self._played: list[tuple[M, MoveResult]] | None = None   # inside a transition
        self._started = False
        self._closed = False

    @classmethod
    def replayed(cls: type[GameSession[S, M2]], start: Playable[S, M2], moves: Sequence[M2],
                 seats: Sequence[Seat], *, settings: Settings | None = None,
                 seed: int | str = 0, redeals: Sequence[Redeal] = (),
                 parent: QObject | None = None) -> GameSession[S, M2]:
        """A session that continues a game: ``moves`` played on ``start`` (a saved game), with
        the whole history for undo and review; ``redeals`` (moves kept, seat, seed) deal the
        unseen tiles again where the game did. IllegalMoveError if a move does not fit."""
        session = cls(start, seats, settings=settings, seed=seed, parent=parent)
        session._history = History.replayed(start, moves, session.seats, redeals)
        return session

    # --- reading -------------------------------------------------------------------------
    @property
    def state(self) -> SC:
        """The position on the table. Read-only for callers."""
        return self._history.state

    @property
    def history(self) -> tuple[M, ...]:
        return self._history.moves

    @property
    def results(self) -> tuple[MoveResult, ...]:
        """The engine's result of each move of ``history`` (points, captures; LSD: skips)."""
        return self._history.results

    @property
    def movers(self) -> tuple[int, ...]:
        """The seat that played each move of ``history``."""
        return self._history.movers

    @property
    def redeals(self) -> list[Redeal]:
        """``(moves kept, seat, seed)`` of each time the unseen tiles were dealt again (a save
        records them: ``storage.saves.dumps``)."""
        return self._history.redeals

    def state_after(self, n: int) -> SC:
        """A copy of the position after the first ``n`` moves (0 = the start), for review."""
        return self._history.position(n).clone()

    @property
    def hides_information(self) -> bool:
        """Whether the game keeps things from the players (``protocol.HiddenInformation``)."""
        return self._history.hides_information

    def view_for(self: GameSession[HiddenInformation[M2, V], M2], seat: int,
                 moves: int | None = None) -> V:
        """What ``seat`` may know of the position after ``moves`` moves (None: the live one): the
        engine's ``view(seat)`` in a game with hidden information, else the position itself (the
        live one read-only, a past one as a copy). ValueError for a seat not at the table. Typed
        for a game with hidden information (``protocol.HiddenInformation``): its view type."""
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise ValueError(f"no seat {seat!r} at a table of {len(self.seats)}")
        state = self.state if moves is None else self._history.position(moves)
        if isinstance(state, HiddenInformation):
            return state.view(seat)
        return state if moves is None else state.clone()   # a game that hides nothing

    def is_thinking(self) -> bool:
        return self._thinking_seat is not None

    def thinking_seat(self) -> int | None:
        return self._thinking_seat

    def human_to_move(self) -> bool:
        """True when the seat to move is a person and the game runs (clicks may play)."""
        state = self.state
        return (not state.is_over() and not self._closed
                and not self.seats[state.current_player].is_computer)

    # --- acting --------------------------------------------------------------------------
    def start(self) -> None:
        """Begin play: call once the screen listens. A computer to move starts thinking."""
        if not self._started:
            self._started = True
            with self._transition("start"):
                self._continue()

    def request_move(self, move: M | None) -> bool:
        """A person's move. Refused (``illegalMove`` emitted, False) if illegal or not theirs;
        None (nothing chosen) only says why not."""
        if self._closed:
            return False
        state = self.state
        if state.is_over():
            self.illegalMove.emit(self.tr("The game is over."))
            return False
        if self.seats[state.current_player].is_computer:
            self.illegalMove.emit(self.tr("Please wait: it is the computer's turn."))
            return False
        if move is None or not state.is_legal(move):
            try:
                state.clone().apply(move)   # the engine's reason, on a throw-away copy
            except IllegalMoveError as exc:
                self.illegalMove.emit(translate_reason(exc))
            return False
        with self._transition("move"):
            self._play(move)
            self.historyChanged.emit()
            self._continue()
        return True

    def can_undo(self) -> bool:
        return self._history.can_undo()

    def undo(self) -> None:
        """Take back the last move; against the computer also its replies since your last move.
        With hidden information see ``controller.history``: only one person against computers,
        and the unseen tiles are dealt again."""
        if not self._history.can_undo():
            return
        with self._transition("undo"):
            self._cancel_thinking()
            self._history.undo()
            self.historyChanged.emit()
            self._continue()

    def can_redo(self) -> bool:
        return self._history.can_redo()

    def redo(self) -> None:
        """Play the undone moves again, up to the next turn of a person (or all of them)."""
        history = self._history
        if not history.can_redo():
            return
        with self._transition("redo"):
            self._cancel_thinking()
            self._played_now(*history.redo())
            while history.can_redo() and not self.state.is_over() and not self.human_to_move():
                self._played_now(*history.redo())
            self.historyChanged.emit()
            self._continue()

    def request_hint(self) -> bool:
        """Ask Hard for the move it would play for the person to move, from what that person
        may see; ``hintReady(move)`` follows unless the position changes first. False when no
        person is to move."""
        if not self.human_to_move():
            return False
        worker = self._computer_worker()
        if self._hint_job is not None:
            worker.cancel(self._hint_job)
        self._hint_job = worker.choose("hard", f"{self.seed}:hint:{len(self.history)}",
                                       seat_view(self.state.clone()))
        return True

    def hint_pending(self) -> bool:
        return self._hint_job is not None

    def shutdown(self) -> None:
        """Stop for good: a thinking computer is cancelled and its answer dropped."""
        self._closed = True
        self._drop_hint()
        self._cancel_thinking()

    # --- internals -----------------------------------------------------------------------
    @contextlib.contextmanager
    def _transition(self, kind: str) -> Iterator[None]:
        """Collect what happens inside and announce it as one ``changed`` at the end (nested
        transitions belong to the outer one)."""
        if self._played is not None:
            yield
            return
        self._played = []
        self._drop_hint()
        try:
            yield
        finally:
            played, self._played = tuple(self._played), None
        if played or not self._closed:   # a move made just before shutdown is still shown
            self.changed.emit(Change(kind, played))

    def _drop_hint(self) -> None:
        """A hint belongs to one position: any change makes a pending one worthless."""
        if self._hint_job is not None and self._worker is not None:
            self._worker.cancel(self._hint_job)
        self._hint_job = None

    def _play(self, move: M) -> MoveResult:
        """A new move through the engine and into the history (raises IllegalMoveError,
        nothing changed); the undone moves are forgotten."""
        result = self._history.play(move)
        self._played_now(move, result)
        return result

    def _played_now(self, move: M, result: MoveResult) -> None:
        """Tell what was just played (inside a transition: also its ``changed``)."""
        if self._played is not None:
            self._played.append((move, result))
        self.moveApplied.emit(move, result)

    def _continue(self) -> None:
        """After any change: report the end, or the turn, and let a computer to move think."""
        if self._closed or not self._started:
            return
        state = self.state
        if state.is_over():
            self.gameOver.emit(state.winners())
            return
        seat = state.current_player
        self.turnChanged.emit(seat)
        if self.seats[seat].is_computer and not self._history.can_redo():
            self._think(seat)

    def _think(self, seat: int) -> None:
        level = self.seats[seat].level
        seed = f"{self.seed}:{seat}:{len(self.history)}"
        self._thinking_seat = seat
        self._clock.start()
        self.thinkingChanged.emit(seat, True)
        position = seat_view(self.state.clone())   # only what this seat may know
        self._job = self._computer_worker().choose(level, seed, position)

    def _computer_worker(self) -> ComputerWorker:
        if self._worker is None:
            self._worker = ComputerWorker.instance()
            self._worker.answered.connect(self._on_worker_answer)
            self._worker.failed.connect(self._on_worker_failure)
        return self._worker

    def _on_worker_answer(self, job: int, move: object) -> None:
        if job == self._hint_job:
            self._hint_job = None
            legal = self._legal(move)
            if legal is not None:
                self.hintReady.emit(legal)
            return
        if job == self._job:
            self._job = None
            self._on_answer(move)

    def _on_worker_failure(self, job: int, message: str) -> None:
        if job == self._hint_job:
            self._hint_job = None
            log.error("the hint failed: %s", message)
            return
        if job == self._job:
            self._job = None
            self._on_failure(message)

    def _delay_ms(self) -> int:
        """The pause before a computer move is shown (``Settings.get`` already clamps it)."""
        return 0 if self._settings is None else self._settings.get(COMPUTER_DELAY_MS)

    def _on_answer(self, move: object) -> None:
        if self._closed:
            return
        self._pending_move = move
        self._show_timer.start(max(0, self._delay_ms() - self._clock.elapsed()))

    def _on_failure(self, message: str) -> None:
        if self._closed:
            return
        self._report_failure(message)
        self._pending_move = self._fallback_move()
        self._show_timer.start(0)

    def _show_computer_move(self) -> None:
        answer, self._pending_move = self._pending_move, None
        with self._transition("move"):
            self._stop_thinking()
            move = self._legal(answer)
            if move is None:
                # the move itself only goes to the log: it may name tiles of a hidden rack
                self._report_failure("it chose an illegal move", detail=repr(answer))
                move = self._fallback_move()
            self._play(move)
            self.historyChanged.emit()
            self._continue()

    def _report_failure(self, message: str, detail: str = "") -> None:
        seat = self.state.current_player
        log.error("computer player %r of seat %d failed at move %d: %s %s",
                  self.seats[seat].level, seat, len(self.history) + 1, message, detail)
        self.error.emit(self.tr("The computer player failed ({message}); a legal move was "
                                "played for it instead.").format(message=message))

    def _legal(self, answer: object) -> M | None:
        """The legal move ``answer`` (from the worker process) is, or None if it is none."""
        if not self.state.is_legal(answer):
            return None
        return cast(M, answer)   # the engine has just said it is one of its moves

    def _fallback_move(self) -> M:
        """A legal move for the seat to move, from the session's own seeded generator."""
        rng = random.Random(f"{self.seed}:fallback:{len(self.history)}")
        legal: Sequence[M] = self.state.legal_moves()
        return rng.choice(list(legal))

    def _cancel_thinking(self) -> None:
        if self._job is not None and self._worker is not None:
            self._worker.cancel(self._job)
        self._job = None
        self._show_timer.stop()
        self._pending_move = None
        self._stop_thinking()

    def _stop_thinking(self) -> None:
        """Nobody thinks any more; say so if somebody did."""
        seat, self._thinking_seat = self._thinking_seat, None
        if seat is not None:
            self.thinkingChanged.emit(seat, False)


class ScriptedSession(GameSession[SC, M]):
    """A session whose moves come only from its people and its own script (a lesson, a
    puzzle): no computer is asked, nothing is undone or redone, no hint is given."""

    def _think(self, seat: int) -> None:
        """The script plays the other side's moves: no computer is asked."""

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        """Nothing is undone: a script goes its own way."""

    def can_redo(self) -> bool:
        return False

    def redo(self) -> None:
        """Nothing to redo."""

    def request_hint(self) -> bool:
        return False
