"""User settings: one JSON file in the config folder, checked as a whole, written atomically.

Nothing in the file can stop the program. The file is read once; every known key is checked
against its field (type, range, shape) and any value that does not fit takes the field's
default, whatever JSON it is. A file that cannot be used at all (not UTF-8, not JSON, nested too
deeply, not an object, larger than ``MAX_BYTES``, a FIFO, device or socket: read only through
``saves.reading.read_regular``, which never blocks) is set aside as ``settings.json.bad`` (or
``settings.json.2.bad``, … — earlier ones are kept; ``atomic.keep_aside``) and the defaults are
used. If it cannot be set
aside (a read-only folder), it is left exactly as it was and never saved over: ``save`` then
raises ``OSError``. ``problem`` says in plain (English) words what happened, ``damaged_copy``
where the damaged file went (None when it stayed). Stale temporary files of interrupted writes are
removed at start.

Two copies of the program keep each other's settings: every change (``set``, ``update``,
``change``) reads the file again under its lock (``storage.locks``, ``settings.json.lock``) and
writes it with only the changed keys changed.
"""

from __future__ import annotations

import binascii
import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilegames.games import GAMES
from tilegames.storage.atomic import keep_aside, remove_stale, write_json_atomic
from tilegames.storage.locks import store_lock
from tilegames.storage.paths import config_dir
from tilegames.storage.saves.errors import SaveError
from tilegames.storage.saves.reading import MISSING, is_damage, read_regular

MAX_BYTES = 1_000_000           # a settings file larger than this is not ours
TOO_LARGE = "it is larger than {limit} bytes"   # English only, like ``problem``


@dataclass(frozen=True)
class Field:
    """A known setting: its default and ``clean(value)``, which returns the value to use or
    raises ``ValueError`` when the stored value cannot be used (then the default applies)."""

    default: Any
    clean: Callable[[Any], Any]


def _text(max_length: int) -> Callable[[Any], str]:
    def clean(value: Any) -> str:
        if not isinstance(value, str) or len(value) > max_length:
            raise ValueError("not a short text")
        return value
    return clean


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value


def _whole(low: int, high: int) -> Callable[[Any], int]:
    """A whole number (not a bool), clamped to ``low..high``."""
    def clean(value: Any) -> int:
        if type(value) is not int:
            raise ValueError("not a whole number")
        return min(max(value, low), high)
    return clean


def _choice(*choices: str) -> Callable[[Any], str]:
    """One of ``choices`` (text)."""
    def clean(value: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            raise ValueError("not one of the choices")
        return value
    return clean


def _base64(value: Any) -> str:
    """ASCII base64 text (the window geometry Qt saved), or ""."""
    if not isinstance(value, str) or len(value) > 100_000:
        raise ValueError("not a text")
    try:
        binascii.a2b_base64(value.encode("ascii"))
    except (UnicodeEncodeError, binascii.Error):
        raise ValueError("not base64") from None
    return value


def _object(value: Any) -> dict[str, Any]:
    """A JSON object; its owner (a dialog's ``from_dict``) checks what is inside."""
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def _text_list(max_items: int, max_length: int) -> Callable[[Any], list[str]]:
    def clean(value: Any) -> list[str]:
        if not isinstance(value, list):
            raise ValueError("not a list")
        return [item for item in value[:max_items]
                if isinstance(item, str) and 0 < len(item) <= max_length]
    return clean


def new_game_key(game: str) -> str:
    """The setting that holds the last choices of ``game``'s new-game dialog."""
    return f"{game}_new_game"


# The choices of the look (ui.theme has the colours behind them).
APPEARANCES = ("system", "light", "dark")
PIECE_COLOURS = ("standard", "colour-blind")

# Numbers outside these ranges (a hand-edited file) are clamped; the settings dialog uses them too.
RANGES: dict[str, tuple[int, int]] = {
    "computer_delay_ms": (0, 5000),
}

FIELDS: dict[str, Field] = {
    "language": Field("", _text(16)),             # "" = the system's language, else English
    "window_geometry": Field("", _base64),        # base64 of QWidget.saveGeometry()
    "show_legal_moves": Field(True, _boolean),
    "animations": Field(True, _boolean),
    "computer_delay_ms": Field(600, _whole(*RANGES["computer_delay_ms"])),  # pause before a
                                                                            # computer move shows
    # each game's new-game dialog: its last choices (the dialog's from_dict checks the inside)
    **{new_game_key(game): Field({}, _object) for game in GAMES},
    "recent_files": Field([], _text_list(32, 4096)),   # storage.recent: Open Recent
    "ask_before_leaving": Field(False, _boolean),      # confirm closing a game in progress
    "appearance": Field("system", _choice(*APPEARANCES)),    # light/dark (ui.theme.looks)
    "piece_colours": Field("standard", _choice(*PIECE_COLOURS)),  # the palette of the pieces
}
DEFAULTS: dict[str, Any] = {key: field.default for key, field in FIELDS.items()}


def clean_value(key: str, value: Any) -> Any:
    """``value`` as the setting ``key`` may hold it, else the default (unknown keys: as is)."""
    field = FIELDS.get(key)
    if field is None:
        return value
    try:
        return field.clean(value)
    except (ValueError, TypeError):
        return field.default


class Settings:
    """A dict-like view on the settings file. ``get`` never raises; ``set`` saves at once."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path else config_dir() / "settings.json"
        self.problem = ""
        self.damaged_copy: Path | None = None
        self._protected = False     # a file we could not read or set aside: never save over it
        self._values: dict[str, Any] = {}
        self._load()

    # --- reading -------------------------------------------------------------------------
    def _load(self) -> None:
        remove_stale(self.path.parent, suffix=self.path.name)
        try:
            raw = read_regular(self.path, MAX_BYTES, too_large=TOO_LARGE)
        except SaveError as exc:
            if exc.reason == MISSING:
                return
            if is_damage(exc):      # a FIFO, a device, far too large: set it aside
                self._damaged(str(exc))
                return
            self.problem = f"could not read {self.path}: {exc}"
            self._protected = True
            return
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            self._damaged("it is not UTF-8 text")
            return
        except RecursionError:
            self._damaged("it is nested too deeply")
            return
        except ValueError as exc:
            self._damaged(f"it is not JSON: {exc}")
            return
        if not isinstance(data, dict):
            self._damaged("it is not a JSON object")
            return
        self._values = {key: clean_value(key, value) for key, value in data.items()}

    def _damaged(self, why: str) -> None:
        """Set the unusable file aside under the first free ``.bad`` name (earlier ones stay)."""
        try:
            target = keep_aside(self.path)
        except OSError as exc:
            self._protected = True
            self.problem = (f"{self.path} is damaged ({why}) and could not be set aside "
                            f"({getattr(exc, 'strerror', None) or exc}); it was left as it was")
            return
        self.damaged_copy = target
        self.problem = f"{self.path} was damaged ({why}); it was kept as {target.name}"

    def get(self, key: str, default: Any = None) -> Any:
        """The value to use: checked against its field, else the field's default (``default``
        only for keys no field knows)."""
        if key in FIELDS:
            return self._values.get(key, copy.copy(FIELDS[key].default))
        return self._values.get(key, default)

    # --- writing -------------------------------------------------------------------------
    def set(self, key: str, value: Any) -> None:
        """Store and save. A failed save (disk full) raises ``OSError``; the old file stays."""
        self.update({key: value})

    def update(self, values: dict[str, Any]) -> None:
        """Store ``values`` and save, changing only these keys in the file as it is now (read
        again under its lock, ``storage.locks``): what another copy of the program changed in
        the meantime stays, and is what ``get`` gives from then on. ``OSError`` as ``save``."""
        cleaned = {key: clean_value(key, value) for key, value in values.items()}
        with store_lock(self.path):
            self._reload()
            self._values.update(cleaned)
            self.save()

    def change(self, key: str, how: Callable[[Any], Any]) -> Any:
        """Set ``key`` to ``how(value)`` of its value in the file as it is now (read again under
        its lock; ``recent.remember`` adds to a list another copy may have just added to) and
        save; return the new value. ``OSError`` as ``save``."""
        with store_lock(self.path):
            self._reload()
            value = self._values[key] = clean_value(key, how(self.get(key)))
            self.save()
        return value

    def _reload(self) -> None:
        """Take in the file as it is now; when it is gone or unusable, the values in hand stay
        (and an unusable file is dealt with as at start)."""
        self._protected = False
        self._load()

    def save(self) -> None:
        """Write the file (``OSError`` when that fails or the damaged file must stay)."""
        if self._protected:
            raise OSError(f"{self.path} is kept as it was (it could not be read or set aside)")
        write_json_atomic(self.path, self._values)
