"""Errors and results shared by every rules engine.

Reasons are English templates marked with ``QT_TRANSLATE_NOOP("rules", ...)`` so that
``pyside6-lupdate`` collects them; the UI translates ``error.reason`` in the "rules" context and
formats it with ``error.params``. ``str(error)`` is the formatted English text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (read by lupdate); return it unchanged."""
    return text


class ExplainedError(ValueError):
    """An error that says why in words for a player: ``reason`` is an English template marked
    for translation in the context ``CONTEXT``, ``params`` fills it in; ``str(error)`` is the
    formatted English text."""

    CONTEXT: ClassVar[str] = "rules"

    def __init__(self, reason: str, **params: object) -> None:
        self.reason = reason
        self.params = params
        super().__init__(reason.format(**params) if params else reason)


class IllegalMoveError(ExplainedError):
    """A move that breaks a rule. The state it was offered to is left exactly as it was.

    ``reason`` is an English template (``"{cell} is taken"``), ``params`` fills it in,
    ``rule`` is the spec id of the broken rule (``"K-M4"``), or ``""``.
    """

    def __init__(self, reason: str, rule: str = "", **params: object) -> None:
        self.rule = rule
        super().__init__(reason, **params)


@dataclass(frozen=True, slots=True)
class MoveResult:
    """What one move did: points it scored and cells it emptied (LSD captures)."""

    points: int = 0
    captured: tuple[tuple[int, int], ...] = ()
