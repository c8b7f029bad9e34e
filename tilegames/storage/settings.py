"""User settings: one JSON file in the config folder, read tolerantly, written atomically.

A missing, unreadable or hand-broken file never stops the program: known keys with a wrong type
fall back to their defaults, and a file that is not JSON at all is kept aside as
``settings.json.bad`` so nothing the user wrote is lost. ``Settings.problem`` says what happened.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from tilegames.storage.atomic import write_json_atomic
from tilegames.storage.paths import config_dir

DEFAULTS: dict[str, Any] = {
    "language": "",              # "" = the system's language if we have it, else English
    "window_geometry": "",       # base64 of QWidget.saveGeometry()
    "show_legal_moves": True,
    "animations": True,
    "computer_delay_ms": 600,    # pause before a computer move is shown
}

# Numbers outside these ranges (a hand-edited file) are clamped by ``Settings.get``.
RANGES: dict[str, tuple[int, int]] = {
    "computer_delay_ms": (0, 5000),
}


class Settings:
    """A dict-like view on the settings file. ``get`` never raises; ``set`` saves at once."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path else config_dir() / "settings.json"
        self.problem = ""
        self._values: dict[str, Any] = {}
        self._load()

    def _load(self) -> None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problem = f"could not read {self.path}: {exc.strerror}"
            return
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except ValueError as exc:
            self.problem = f"{self.path} was damaged ({exc}); it was kept as {self.path.name}.bad"
            with contextlib.suppress(OSError):
                os.replace(self.path, self.path.with_name(self.path.name + ".bad"))
            return
        self._values = data

    def get(self, key: str, default: Any = None) -> Any:
        """The stored value; the default when missing or of the wrong type; clamped to RANGES."""
        fallback = DEFAULTS.get(key, default)
        value = self._values.get(key, fallback)
        if fallback is not None and (not isinstance(value, type(fallback))
                                     or isinstance(value, bool) != isinstance(fallback, bool)):
            return fallback
        if key in RANGES:
            low, high = RANGES[key]
            value = min(max(value, low), high)
        return value

    def set(self, key: str, value: Any) -> None:
        """Store and save. A failed save (disk full) raises ``OSError``; the old file stays."""
        self._values[key] = value
        self.save()

    def update(self, values: dict[str, Any]) -> None:
        self._values.update(values)
        self.save()

    def save(self) -> None:
        write_json_atomic(self.path, self._values)
