"""Atomic file writes: write a temporary file beside the target, then rename it into place."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that readers see the old file or the new, never half.

    Raises ``OSError`` (disk full, no permission) with the old file untouched.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_json_atomic(path: Path, data: Any) -> None:
    """``write_text_atomic`` of ``data`` as indented JSON."""
    write_text_atomic(path, json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n")


def remove_stale_temporaries(folder: Path, name: str, max_age_s: float = 60.0) -> int:
    """Delete the temporary files ``write_text_atomic`` left for ``folder/name`` when a write was
    killed halfway (``.<name>.*.tmp`` older than ``max_age_s``). Returns how many went; a file
    that cannot be removed is left (never an error)."""
    removed = 0
    now = time.time()
    try:
        candidates = list(Path(folder).glob(f".{name}.*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if now - path.stat().st_mtime >= max_age_s:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed
