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
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Generic, TypeVar

from tilegames.games import GAMES
from tilegames.storage.atomic import keep_aside, remove_stale, write_json_atomic
from tilegames.storage.locks import store_lock
from tilegames.storage.paths import config_dir
from tilegames.storage.saves.errors import SaveError
from tilegames.storage.saves.reading import MISSING, is_damage, read_regular

MAX_BYTES = 1_000_000           # a settings file larger than this is not ours
TOO_LARGE = "it is larger than {limit} bytes"   # English only, like ``problem``

T_co = TypeVar("T_co", covariant=True)   # what a key's setting holds
T = TypeVar("T")


class Key(str, Generic[T_co]):
    """A known setting: its name in the file (a ``Key`` is that text, so it also serves where a
    name does, as in ``Settings.update``), its default, and ``clean(value)``, which returns the
    value to use (a ``T_co``) or raises ``ValueError`` when the stored value cannot be used (then
    the default applies). ``Settings.get(key)`` is a ``T_co``."""

    _default: T_co
    _clean: Callable[[object], T_co]

    def __new__(cls, name: str, default: T_co, clean: Callable[[object], T_co]) -> Key[T_co]:
        key = super().__new__(cls, name)
        key._default = default
        key._clean = clean
        return key

    @property
    def default(self) -> T_co:
        return self._default

    def clean(self, value: object) -> T_co:
        """``value`` as this setting holds it; ``ValueError`` (or ``TypeError``) if it cannot."""
        return self._clean(value)

    def read(self, value: object) -> T_co:
        """``value`` checked, else (a fresh copy of) the default: never raises."""
        try:
            return self._clean(value)
        except (ValueError, TypeError):
            return self._clean(self._default)   # a copy: a caller's change stays its own


def _text(max_length: int) -> Callable[[object], str]:
    def clean(value: object) -> str:
        if not isinstance(value, str) or len(value) > max_length:
            raise ValueError("not a short text")
        return value
    return clean


def _boolean(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value


def _whole(low: int, high: int) -> Callable[[object], int]:
    """A whole number (not a bool), clamped to ``low..high``."""
    def clean(value: object) -> int:
        if type(value) is not int:
            raise ValueError("not a whole number")
        return min(max(value, low), high)
    return clean


def _choice(*choices: str) -> Callable[[object], str]:
    """One of ``choices`` (text)."""
    def clean(value: object) -> str:
        if not isinstance(value, str) or value not in choices:
            raise ValueError("not one of the choices")
        return value
    return clean


def _base64(value: object) -> str:
    """ASCII base64 text (the window geometry Qt saved), or ""."""
    if not isinstance(value, str) or len(value) > 100_000:
        raise ValueError("not a text")
    try:
        binascii.a2b_base64(value.encode("ascii"))
    except (UnicodeEncodeError, binascii.Error):
        raise ValueError("not base64") from None
    return value


def _object(value: object) -> dict[str, object]:
    """A JSON object (a copy of its top level); its owner (a dialog's ``from_dict``) checks
    what is inside."""
    if not isinstance(value, dict) or not all(isinstance(name, str) for name in value):
        raise ValueError("not an object")
    return dict(value)


def _text_list(max_items: int, max_length: int) -> Callable[[object], list[str]]:
    def clean(value: object) -> list[str]:
        if not isinstance(value, list):
            raise ValueError("not a list")
        return [item for item in value[:max_items]
                if isinstance(item, str) and 0 < len(item) <= max_length]
    return clean


# The choices of the look (ui.theme has the colours behind them).
APPEARANCES = ("system", "light", "dark")
PALETTES = ("standard", "colour-blind")

# Numbers outside these ranges (a hand-edited file) are clamped; the settings dialog uses them too.
RANGES: dict[str, tuple[int, int]] = {
    "computer_delay_ms": (0, 5000),
}

LANGUAGE = Key("language", "", _text(16))              # "" = the system's language, else English
WINDOW_GEOMETRY = Key("window_geometry", "", _base64)  # base64 of QWidget.saveGeometry()
SHOW_LEGAL_MOVES = Key("show_legal_moves", True, _boolean)
ANIMATIONS = Key("animations", True, _boolean)
COMPUTER_DELAY_MS = Key("computer_delay_ms", 600,     # pause before a computer move shows
                        _whole(*RANGES["computer_delay_ms"]))
RECENT_FILES: Key[list[str]] = Key("recent_files", [],   # storage.recent: Open Recent
                                   _text_list(32, 4096))
ASK_BEFORE_LEAVING = Key("ask_before_leaving", False, _boolean)  # confirm closing a game
APPEARANCE = Key("appearance", "system", _choice(*APPEARANCES))  # light/dark (ui.theme.looks)
PIECE_COLOURS = Key("piece_colours", "standard", _choice(*PALETTES))  # the pieces' palette

# each game's new-game dialog: its last choices (the dialog's from_dict checks the inside)
_NEW_GAME: dict[str, Key[dict[str, object]]] = {
    game: Key(f"{game}_new_game", {}, _object) for game in GAMES}


def new_game_key(game: str) -> Key[dict[str, object]]:
    """The setting that holds the last choices of ``game``'s new-game dialog."""
    return _NEW_GAME[game]


KEYS: dict[str, Key[object]] = {key: key for key in (
    LANGUAGE, WINDOW_GEOMETRY, SHOW_LEGAL_MOVES, ANIMATIONS, COMPUTER_DELAY_MS,
    *_NEW_GAME.values(), RECENT_FILES, ASK_BEFORE_LEAVING, APPEARANCE, PIECE_COLOURS)}
"""Every known setting by name."""


def clean_value(name: str, value: object) -> object:
    """``value`` as the setting ``name`` may hold it, else its default (unknown names: as
    is)."""
    key = KEYS.get(name)
    return value if key is None else key.read(value)


class Settings:
    """A dict-like view on the settings file. ``get`` never raises; ``set`` saves at once."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path else config_dir() / "settings.json"
        self.problem = ""
        self.damaged_copy: Path | None = None
        self._protected = False     # a file we could not read or set aside: never save over it
        self._values: dict[str, object] = {}
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

    def get(self, key: Key[T]) -> T:
        """The value to use: the stored one checked by ``key``, else its default (a fresh
        copy)."""
        return key.read(self._values.get(key, key.default))

    # --- writing -------------------------------------------------------------------------
    def set(self, key: Key[T], value: T) -> None:
        """Store and save. A failed save (disk full) raises ``OSError``; the old file stays."""
        self.update({key: value})

    def update(self, values: Mapping[str, object]) -> None:
        """Store ``values`` (by name, as in the file: a ``Key`` or its text; each checked as on
        reading, unknown names kept as they are) and save, changing only these keys in the file
        as it is now (read again under its lock, ``storage.locks``): what another copy of the
        program changed in the meantime stays, and is what ``get`` gives from then on.
        ``OSError`` as ``save``."""
        cleaned = {key: clean_value(key, value) for key, value in values.items()}
        with store_lock(self.path):
            self._reload()
            self._values.update(cleaned)
            self.save()

    def change(self, key: Key[T], how: Callable[[T], T]) -> T:
        """Set ``key`` to ``how(value)`` of its value in the file as it is now (read again under
        its lock; ``recent.remember`` adds to a list another copy may have just added to) and
        save; return the new value. ``OSError`` as ``save``."""
        with store_lock(self.path):
            self._reload()
            value = key.read(how(self.get(key)))
            self._values[key] = value
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
