"""Reading a game's options back (a save file's ``options``, ``GameSpec.start``): checks that
raise ``OptionsError`` saying in plain English what is wrong; the save's refusal quotes it."""

from __future__ import annotations

from collections.abc import Sequence


class OptionsError(ValueError):
    """Options that start no game; ``str(error)`` says why ("the first player is 3, not one of
    0, 1")."""


def checked_keys(options: object, required: set[str],
                 optional: frozenset[str] = frozenset()) -> dict[str, object]:
    """``options`` as a dict holding every ``required`` key and no key beyond ``optional``."""
    if not isinstance(options, dict):
        raise OptionsError("they are not a JSON object")
    missing = sorted(required - options.keys())
    if missing:
        raise OptionsError(f"{', '.join(missing)} missing")
    extra = sorted(options.keys() - required - optional)
    if extra:
        raise OptionsError(f"unknown setting {extra[0][:40]!r}")
    return options


def whole(value: object, what: str, choices: Sequence[int]) -> int:
    """``value``, a whole number among ``choices``."""
    if type(value) is not int or value not in choices:
        raise OptionsError(
            f"{what} is {str(value)[:40]}, not one of {', '.join(map(str, choices))}")
    return value


def text(value: object, what: str, limit: int) -> str:
    """``value``, a text of at most ``limit`` characters."""
    if not isinstance(value, str) or len(value) > limit:
        raise OptionsError(f"{what} must be a text of at most {limit} characters")
    return value
