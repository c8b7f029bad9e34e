"""Reading JSON from files a user (or a damaged disk) may have changed, with bounds.

``parse(text)`` returns plain JSON data or raises ``SaveError``, never anything else, for any text:
empty, cut short, not JSON, ``NaN``/``Infinity``, numbers of more than ``MAX_DIGITS`` digits,
a key twice in one object, nesting deeper than ``MAX_DEPTH`` (no RecursionError escapes), lists or
objects longer than ``MAX_ITEMS``, texts longer than ``MAX_TEXT``.
``plain(value, ...)`` checks that a value the program built is plain bounded JSON (``meta``).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import NoReturn, overload

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.storage.saves.errors import SaveError

MAX_DEPTH = 32
MAX_ITEMS = 20_000      # entries of one list or object
MAX_NODES = 1_000_000   # values in the whole document
MAX_TEXT = 1_000_000    # characters of one string
MAX_DIGITS = 40         # digits of one number

CUT_SHORT = QT_TRANSLATE_NOOP("storage", "the file is cut short: its data ends too early")
NOT_JSON = QT_TRANSLATE_NOOP(
    "storage", "it is not a tilegames save: its text is not JSON data (line {line}, column "
    "{column})")
EMPTY = QT_TRANSLATE_NOOP("storage", "the file is empty")
TOO_DEEP = QT_TRANSLATE_NOOP("storage", "its data is nested too deeply")
TOO_LONG = QT_TRANSLATE_NOOP("storage", "it holds a list or text that is far too long")
TOO_BIG_NUMBER = QT_TRANSLATE_NOOP("storage", "it holds a number that is far too large")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("storage", "it holds a value that is not a number ({value})")
TWICE = QT_TRANSLATE_NOOP("storage", "the name {key} appears twice in one place")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise SaveError(TOO_BIG_NUMBER)
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS:
        raise SaveError(TOO_BIG_NUMBER)
    value = float(text)
    if not math.isfinite(value):
        raise SaveError(TOO_BIG_NUMBER)
    return value


def _constant(text: str) -> NoReturn:
    raise SaveError(NOT_A_NUMBER, value=text)


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    if len(pairs) > MAX_ITEMS:
        raise SaveError(TOO_LONG)
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise SaveError(TWICE, key=repr(key[:40]))
        out[key] = value
    return out


def parse(text: str) -> object:
    """The JSON value of ``text`` within the bounds above; SaveError otherwise."""
    if not text.strip():
        raise SaveError(EMPTY)
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant,
                          object_pairs_hook=_object)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(TOO_DEEP) from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise SaveError(CUT_SHORT) from None
        raise SaveError(NOT_JSON, line=exc.lineno, column=exc.colno) from None
    except (ValueError, MemoryError):  # int() digit limits, a surrogate pair gone wrong
        raise SaveError(TOO_BIG_NUMBER) from None
    check_bounds(data)
    return data


def check_bounds(data: object, *, max_depth: int = MAX_DEPTH) -> None:
    """SaveError when ``data`` (parsed JSON) is nested deeper than ``max_depth`` or has too many
    values, too long lists or texts. Iterative: no recursion limit to hit."""
    stack: list[tuple[object, int]] = [(data, 1)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise SaveError(TOO_LONG)
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                raise SaveError(TOO_LONG)
        elif isinstance(value, list | dict):
            if depth > max_depth:
                raise SaveError(TOO_DEEP)
            if len(value) > MAX_ITEMS:
                raise SaveError(TOO_LONG)
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, depth + 1) for item in items)


BAD_META = QT_TRANSLATE_NOOP("storage", "its extra data is not valid ({why})")


@overload
def plain(value: Mapping[str, object], *, max_depth: int,
          max_chars: int) -> dict[str, object]: ...
@overload
def plain(value: object, *, max_depth: int, max_chars: int) -> object: ...
def plain(value: object, *, max_depth: int, max_chars: int) -> object:
    """A JSON-normalised copy of ``value`` (tuples become lists) if it is plain JSON — dicts with
    text keys, lists, texts, whole numbers of at most MAX_DIGITS digits, finite floats, booleans,
    None — nested at most ``max_depth`` deep and at most ``max_chars`` long as JSON text; else
    SaveError. A JSON object gives a dict."""
    def fail(why: str) -> SaveError:
        return SaveError(BAD_META, why=why)

    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if item is None or isinstance(item, bool | str):
            continue
        if isinstance(item, int):
            if abs(item) >= 10**MAX_DIGITS:
                raise fail("a number is too large")
            continue
        if isinstance(item, float):
            if not math.isfinite(item):
                raise fail("a number is not finite")
            continue
        if isinstance(item, list | tuple | dict):
            if depth > max_depth:
                raise fail("it is nested too deeply")
            if isinstance(item, dict):
                if not all(isinstance(k, str) for k in item):
                    raise fail("a key is not text")
                stack.extend((v, depth + 1) for v in item.values())
            else:
                stack.extend((v, depth + 1) for v in item)
            continue
        raise fail(f"{type(item).__name__} is not a JSON type")
    text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    if len(text) > max_chars:
        raise fail(f"it is {len(text)} characters long (at most {max_chars})")
    return json.loads(text)
