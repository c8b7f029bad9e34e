"""A guided first game ("Learn to play"): a short scripted game on the real board.

A lesson is data, one file per game (``resources/learn/<game>.json``): how the game starts (the
game's descriptor reads it, ``GameSpec.lesson_start``: Kulami the board's layout text, LSD the
players, Qwirkle the bag's draw order) and a list of *steps*,
each with the id of the text that explains it (the texts themselves are translatable strings in
``tilegames.ui.learn.texts``) and at most one move in the game's save-file notation
(``storage.saves.notation``):

- ``{"you": "<move>", "text": id}`` — the learner is asked for this move; any other is refused;
- ``{"them": "<move>", "text": id}`` — the opponent's move, played by the script as the step
  begins (never by a computer player); its text explains it;
- ``{"text": id}`` — an explanation only; ``next()`` goes on.

``"at"`` (optional): the cells the step is about, ``[x, y]`` or in the game's own notation where it
has one (``GameSpec.parse_cell``: Kulami ``"c2"``); by default the cells of the step's move. The
last step ends the lesson.

``LessonSession`` is a ``GameSession`` whose opponent seat is played from the script: the learner's
moves go through ``request_move`` like any person's, refused with the engine's reason when
illegal and with the lesson's reason when legal but not the one asked for; ``stepChanged`` says
when the next step begins. Nothing of a lesson is undone, hinted or saved.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tilegames.base.resources import resources_dir
from tilegames.base.seats import Seat
from tilegames.controller.session import ScriptedSession
from tilegames.games import GameState, Move
from tilegames.games.catalogue import find_spec, game_spec
from tilegames.storage.saves.notation import parse_move
from tilegames.storage.settings import Settings

Cell = tuple[int, int]
KINDS = ("you", "them", "note")


class LessonError(ValueError):
    """A lesson file that cannot be read, or whose moves do not fit the game."""


@dataclass(frozen=True)
class LessonStep:
    """One step: ``kind`` "you" (the learner's move), "them" (the script's opponent move) or
    "note"; ``text`` the id of its explanation; ``move`` the move (None for a note); ``at`` the
    cells it is about."""

    kind: str
    text: str
    move: Move | None = None
    at: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A lesson as its file describes it (``load_lesson``)."""

    game: str
    start: dict[str, object]
    steps: tuple[LessonStep, ...]

    def start_state(self) -> GameState[Move]:
        """The position the lesson starts from (a fresh one each call)."""
        state: GameState[Move] = game_spec(self.game).lesson_start(self.start)
        return state

    def check(self) -> None:
        """Play the whole script on a fresh state: LessonError if a move does not fit, or a
        learner's step is not the learner's turn (seat 0)."""
        state = self.start_state()
        for number, step in enumerate(self.steps, 1):
            if step.move is None:
                continue
            mover = 0 if step.kind == "you" else 1
            if state.is_over() or state.current_player != mover or not state.is_legal(step.move):
                raise LessonError(f"{self.game} lesson, step {number}: {step.move} does not fit")
            state.apply(step.move)


def lesson_path(game: str) -> Path:
    return resources_dir() / "learn" / f"{game}.json"


def _cell(game: str, raw: object) -> Cell:
    parse_cell = game_spec(game).parse_cell
    if parse_cell is not None and isinstance(raw, str):
        return parse_cell(raw)
    if (isinstance(raw, list) and len(raw) == 2
            and all(type(v) is int for v in raw)):
        return (raw[0], raw[1])
    raise LessonError(f"not a cell: {raw!r}")


def move_cells(move: object) -> tuple[Cell, ...]:
    """The cells a move of any game puts a piece on."""
    cell = getattr(move, "cell", None)
    if cell is not None:
        return (cell,)
    return tuple(getattr(move, "cells", ()))


def load_lesson(game: str, path: Path | None = None) -> Lesson:
    """The lesson of ``game`` (from ``path``, else the program's own file); LessonError if it
    cannot be read."""
    if find_spec(game) is None:
        raise LessonError(f"no lesson for {game!r}")
    path = path or lesson_path(game)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        steps = []
        for raw in data["steps"]:
            kind = "you" if "you" in raw else "them" if "them" in raw else "note"
            move = parse_move(game, raw[kind]) if kind != "note" else None
            at = tuple(_cell(game, c) for c in raw.get("at", ())) or move_cells(move)
            steps.append(LessonStep(kind, str(raw["text"]), move, at))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise LessonError(f"{path.name}: {exc}") from exc
    if not steps:
        raise LessonError(f"{path.name}: no steps")
    start = {key: value for key, value in data.items() if key not in ("steps", "game")}
    return Lesson(game, start, tuple(steps))


class LessonSession(ScriptedSession[GameState[Move], Move]):
    """A ``GameSession`` that plays a ``Lesson``: seat 0 is the learner, seat 1 the script.

    ``stepChanged(index)``: a step began (after its opponent move, if it has one). ``next()``
    leaves a step that asks for no move of the learner. ``finished`` is True on the last step.
    """

    stepChanged = Signal(int)

    def __init__(self, lesson: Lesson, seats: Sequence[Seat], *,
                 settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(lesson.start_state(), seats, settings=settings, seed="lesson",
                         parent=parent)
        self.lesson = lesson
        self._step = 0
        self._entered = False

    # --- reading -----------------------------------------------------------------------------
    @property
    def step_index(self) -> int:
        return self._step

    @property
    def step(self) -> LessonStep:
        return self.lesson.steps[self._step]

    @property
    def finished(self) -> bool:
        """On the last step: the lesson has nothing more to show."""
        return self._step == len(self.lesson.steps) - 1 and self.step.kind != "you"

    def expected_move(self) -> Move | None:
        """The move the learner is asked for now, or None."""
        return self.step.move if self.step.kind == "you" else None

    # --- acting ------------------------------------------------------------------------------
    def start(self) -> None:
        super().start()
        if not self._entered:
            self._entered = True
            self._enter(0)

    def request_move(self, move: Move | None) -> bool:
        """The learner's move: played only when it is the one the step asks for."""
        if self._closed:
            return False
        expected = self.expected_move()
        if expected is None:
            self.illegalMove.emit(self.tr(
                "Not yet: read the explanation, then press Next."))
            return False
        if move != expected:
            if not self.state.is_legal(move):
                return super().request_move(move)     # the engine's reason
            self.illegalMove.emit(self.tr(
                "That move is allowed, but this lesson asks for the one marked on the board."))
            return False
        if not super().request_move(move):
            return False
        self._enter(self._step + 1)
        return True

    def next(self) -> None:
        """Leave a step that asks nothing of the learner (an explanation, the opponent's
        move); the last step stays."""
        if self.step.kind != "you" and self._step + 1 < len(self.lesson.steps):
            self._enter(self._step + 1)

    def _enter(self, index: int) -> None:
        self._step = index
        step = self.step
        if step.kind == "them":
            with self._transition("move"):
                self._play(step.move)
                self.historyChanged.emit()
                self._continue()
        self.stepChanged.emit(index)
