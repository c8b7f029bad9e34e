"""The computer levels by name: the names settings, saves and statistics keep, and the seconds of
one core a move of each may take. The players themselves live in ``tilegames.ai.players``."""

from __future__ import annotations

# Level name -> seconds one move may take on one core. Ordered; names are stable (settings, saves).
BUDGETS: dict[str, float] = {"easy": 0.05, "medium": 0.2, "hard": 1.0, "expert": 5.0}
DEFAULT_LEVEL = "easy"
OLD_LEVELS = {"random": "easy"}   # names of earlier versions, read from settings and saves


# Tools (the arena) may scale every level's work at once: budgets and node counts are multiplied by
# this factor (``set_effort``). The program itself always plays at 1, with the clock on.
_effort = [1.0]
_clock = [True]
NO_CLOCK = 1e6       # seconds: a budget the clock never reaches (``set_clock(False)``)


def effort() -> float:
    """The factor on every level's budget and node counts (1 in the program)."""
    return _effort[0]


def set_effort(factor: float) -> None:
    """Scale every level's work by ``factor`` (> 0) in this process: a tool's reduced measure
    (``python -m tilegames.arena --effort F``), never the program's play."""
    if not factor > 0:
        raise ValueError(f"effort must be positive, not {factor!r}")
    _effort[0] = float(factor)


def set_clock(on: bool) -> None:
    """With the clock off (a tool's measure on a busy machine), ``budget`` is ``NO_CLOCK``: only
    the levels' node counts bound their searches, so figures do not depend on the load."""
    _clock[0] = bool(on)


def budget(level: str) -> float:
    """Seconds of one core a move at ``level`` may take (``BUDGETS``, times ``effort()``);
    unknown levels take Hard's. ``NO_CLOCK`` while a tool has the clock off."""
    if not _clock[0]:
        return NO_CLOCK
    return BUDGETS.get(level, BUDGETS["hard"]) * _effort[0]


def scaled(nodes: int) -> int:
    """A node count of a level's search times ``effort()`` (at least 1)."""
    return max(1, round(nodes * _effort[0]))


def normalise_level(level: object) -> str:
    """A level name as the program uses it: known names as they are, old names mapped
    (``random`` → ``easy``), anything else the default."""
    if isinstance(level, str):
        level = OLD_LEVELS.get(level, level)
        if level in BUDGETS:
            return level
    return DEFAULT_LEVEL
