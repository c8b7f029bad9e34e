"""The computer levels by name: the names settings, saves and statistics keep, and the seconds of
one core a move of each may take. The players themselves live in ``tilegames.ai.players``."""

from __future__ import annotations

# Level name -> seconds one move may take on one core. Ordered; names are stable (settings, saves).
BUDGETS: dict[str, float] = {"easy": 0.05, "medium": 0.2, "hard": 1.0, "expert": 5.0}
DEFAULT_LEVEL = "easy"
OLD_LEVELS = {"random": "easy"}   # names of earlier versions, read from settings and saves


def normalise_level(level: object) -> str:
    """A level name as the program uses it: known names as they are, old names mapped
    (``random`` → ``easy``), anything else the default."""
    if isinstance(level, str):
        level = OLD_LEVELS.get(level, level)
        if level in BUDGETS:
            return level
    return DEFAULT_LEVEL
