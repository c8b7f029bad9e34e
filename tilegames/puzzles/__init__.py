"""Puzzles made and proven offline by the engines and solvers, shipped as data (issue 30).

```python
from tilegames import puzzles
puzzles.KINDS                  # kind -> English goal template (context "puzzles")
ps = puzzles.load(game)        # list[Puzzle], sorted by (difficulty, id); the file read once
j = ps[0].judge(move)          # Judgement: solved, reason, params, line (no search)
puzzles.daily(day, game=None)  # the same puzzle for everyone on that date
```

The files are ``resources/puzzles/<game>.json``, written by
``python3 -m tilegames.puzzles.generate --game G --count N --seed S`` (``generate``). Each game's
knowledge lives in its own packages, found by its key: ``tilegames.games.<key>.puzzles`` judges
(``tilegames.games.puzzle`` says what it offers), ``tilegames.ai.<key>.puzzles`` finds and proves
(used by the generator only). A missing or damaged file raises ``PuzzleFileError``.
"""

from __future__ import annotations

import dataclasses
import datetime
import importlib
import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from tilegames.base.resources import resources_dir
from tilegames.games.catalogue import GAMES, game_spec
from tilegames.games.puzzle import CONTEXT, Judgement, PuzzleData

__all__ = ["CONTEXT", "DIFFICULTIES", "FORMAT", "KINDS", "Judgement", "Puzzle", "PuzzleFileError",
           "daily", "decode_state", "encode_state", "judge_module", "kinds_of", "load",
           "parse_file", "puzzle_path"]

FORMAT = 1            # the version of the file format ("format" in every file)
DIFFICULTIES = (1, 2, 3)   # easy, medium, hard


class PuzzleFileError(ValueError):
    """A puzzle file that is missing or damaged; the message says which file and what is wrong."""


def judge_module(game: str) -> ModuleType:
    """``tilegames.games.<game>.puzzles``: the game's judge (``tilegames.games.puzzle``)."""
    return importlib.import_module(f"tilegames.games.{game}.puzzles")


def kinds_of(game: str) -> Mapping[str, str]:
    """The kinds of puzzle ``game`` has: kind -> English goal template."""
    kinds: Mapping[str, str] = judge_module(game).KINDS
    return kinds


def _all_kinds() -> dict[str, str]:
    kinds: dict[str, str] = {}
    for game in GAMES:
        kinds.update(kinds_of(game))
    return kinds


KINDS: dict[str, str] = _all_kinds()


@dataclass(frozen=True, eq=False)
class Puzzle:
    """One puzzle (the fields are the API of PUZZLE-API.md and the README's contracts); two
    puzzles are equal when their game and id are.

    ``state`` is the position of this one object (every ``load`` gives fresh copies); judging
    never changes it, so play on a clone of it. ``goal`` is an English
    template in the context "puzzles" (``translate("puzzles", goal).format(**goal_params)``);
    left empty it is the kind's. ``hint_cell`` is the cell of ``answers[0]`` a hint shows; left
    None it is found by the game's judge. ``data`` is what the game's judge stored; ``rules`` the
    ids of the rules the puzzle turns on (docs/rules/<game>.md, e.g. "Q-SC2")."""

    id: str
    game: str
    kind: str
    difficulty: int
    state: Any
    answers: tuple[Any, ...]
    goal_params: Mapping[str, Any] = field(default_factory=dict)
    goal: str = ""
    hint_cell: Any = None
    data: Mapping[str, Any] = field(default_factory=dict)
    rules: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.goal:
            object.__setattr__(self, "goal", kinds_of(self.game).get(self.kind, ""))
        if self.hint_cell is None and self.answers:
            object.__setattr__(self, "hint_cell",
                               judge_module(self.game).hint_cell(self.answers[0]))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Puzzle):
            return NotImplemented
        return (self.game, self.id) == (other.game, other.id)

    def __hash__(self) -> int:
        return hash((self.game, self.id))

    @property
    def stored(self) -> PuzzleData:
        """What the game's judge reads."""
        return PuzzleData(self.kind, self.state, tuple(self.answers), self.goal_params, self.data)

    def goal_text(self) -> str:
        """The goal in English, filled in."""
        return self.goal.format(**self.goal_params)

    def judge(self, move: Any) -> Judgement:
        """Whether ``move`` solves the puzzle and why (or why not): no search, fast."""
        judgement: Judgement = judge_module(self.game).judge(self.stored, move)
        return judgement

    def solution(self) -> Judgement:
        """The judgement of ``answers[0]``: why it is best, and what follows it (``line``)."""
        judgement: Judgement = judge_module(self.game).solution(self.stored)
        return judgement


def puzzle_path(game: str) -> Path:
    """Where the puzzles of ``game`` are shipped."""
    return resources_dir() / "puzzles" / f"{game}.json"


def parse_file(game: str, text: str, where: str = "") -> list[Puzzle]:
    """The puzzles of one file's ``text``, sorted by (difficulty, id); PuzzleFileError naming
    ``where`` and the fault for anything that is not a valid puzzle file of ``game``."""
    where = where or f"the {game} puzzle file"
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise PuzzleFileError(f"{where} is not valid JSON: {exc}") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT or raw.get("game") != game:
        raise PuzzleFileError(f"{where} is not a {game} puzzle file of format {FORMAT}")
    entries = raw.get("puzzles")
    if not isinstance(entries, list) or not entries:
        raise PuzzleFileError(f"{where} holds no puzzles")
    out: list[Puzzle] = []
    seen: set[str] = set()
    for n, entry in enumerate(entries):
        try:
            puzzle = _puzzle(game, entry)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            name = entry.get("id") if isinstance(entry, dict) else None
            raise PuzzleFileError(f"{where}: puzzle {n + 1} ({name or 'no id'}) is damaged: "
                                  f"{exc}") from None
        if puzzle.id in seen:
            raise PuzzleFileError(f"{where}: the id {puzzle.id} is used twice")
        seen.add(puzzle.id)
        out.append(puzzle)
    out.sort(key=lambda p: (p.difficulty, p.id))
    return out


def _puzzle(game: str, entry: object) -> Puzzle:
    """One entry of a file; ValueError (or TypeError, KeyError) for a damaged one."""
    if not isinstance(entry, dict):
        raise ValueError("not an object")
    spec = game_spec(game)
    pid, kind, difficulty = entry["id"], entry["kind"], entry["difficulty"]
    if not isinstance(pid, str) or not pid:
        raise ValueError("no id")
    if kind not in kinds_of(game):
        raise ValueError(f"unknown kind {str(kind)[:40]!r}")
    if type(difficulty) is not int or difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty {difficulty!r} is not one of {DIFFICULTIES}")
    state = decode_state(game, entry["state"])
    if state.is_over():
        raise ValueError("the game in it is over")
    written = entry["answers"]
    if not isinstance(written, list) or not written:
        raise ValueError("no answers")
    answers = tuple(spec.parse_move(text) for text in written)
    for move in answers:
        if not state.is_legal(move):
            raise ValueError(f"the answer {spec.format_move(move)} is not legal")
    params, data = entry.get("goal_params", {}), entry.get("data", {})
    if not isinstance(params, dict) or not isinstance(data, dict):
        raise ValueError("goal_params and data must be objects")
    rules = entry.get("rules", [])
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        raise ValueError("rules must be a list of rule ids")
    puzzle = Puzzle(id=pid, game=game, kind=kind, difficulty=difficulty, state=state,
                    answers=answers, goal_params=params, data=data, rules=tuple(rules))
    judge_module(game).check(puzzle.stored)
    return puzzle


def decode_state(game: str, data: object) -> Any:
    """The position a file stores: the game judge's ``decode_state``, else the engine's
    ``from_dict``."""
    decode = getattr(judge_module(game), "decode_state", game_spec(game).state_type.from_dict)
    return decode(data)


def encode_state(game: str, state: Any) -> object:
    """Inverse of ``decode_state``."""
    encode = getattr(judge_module(game), "encode_state", None)
    return encode(state) if encode else state.to_dict()


@cache
def _load(game: str) -> tuple[Puzzle, ...]:
    path = puzzle_path(game)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PuzzleFileError(f"the puzzle file {path} is missing") from None
    except (OSError, UnicodeError) as exc:
        raise PuzzleFileError(f"the puzzle file {path} cannot be read: {exc}") from None
    return tuple(parse_file(game, text, f"the puzzle file {path}"))


def load(game: str) -> list[Puzzle]:
    """Every puzzle of ``game`` (a key of ``games.GAMES``), sorted by (difficulty, id); the file
    is read and checked once (cached), each call gives the puzzles with their own copies of the
    positions. PuzzleFileError when the file is missing or damaged; KeyError for no game."""
    game_spec(game)
    return [dataclasses.replace(p, state=p.state.clone()) for p in _load(game)]


def daily(day: datetime.date, game: str | None = None) -> Puzzle:
    """The puzzle of ``day``: the same for everyone (a function of the date and the shipped
    files only). Without ``game`` the date picks the game too. Each game's puzzles come round in
    a shuffled order that is new in every round, so every puzzle is shown once a round."""
    number = day.toordinal()
    if game is None:
        game = GAMES[number % len(GAMES)]
        number //= len(GAMES)
    game_spec(game)
    chosen = sorted(_load(game), key=lambda p: p.id)
    rounds, place = divmod(number, len(chosen))
    order = list(range(len(chosen)))
    random.Random(f"{game} {rounds}").shuffle(order)
    puzzle = chosen[order[place]]
    return dataclasses.replace(puzzle, state=puzzle.state.clone())
