"""How a path or a stored text is shown to a person (``readable``), and which path a shown one
stands for (``real_path``).

On Linux a file name may be bytes that are not UTF-8; Python gives it as a ``str`` holding
surrogate escapes (``os.fsdecode(b"caf\\xe9")`` is ``"caf\\udce9"``), and a JSON file may hold
lone surrogates (``"\\ud800"``). Such a ``str`` opens the file, but Qt silently drops those
characters and a terminal cannot print them. So: keep the real text for opening and storing, and
show ``readable(text)``. Qt's file dialogs give such a name the same way (U+FFFD for what was
not UTF-8): ``real_path`` finds the file it stands for. No Qt here.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

_REPLACED = re.compile("\ufffd+")


def readable(text: str | os.PathLike[str]) -> str:
    """``text`` (or a path) fit to show: each lone surrogate (an undecodable byte of a file
    name, or a stray half of a UTF-16 pair) becomes U+FFFD, a high and a low surrogate side by
    side become their one character. Everything else stays as it is; never raises."""
    value = os.fspath(text)
    return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _key(name: str) -> str:
    """What a shown name and a real one are matched by: readable, each run of U+FFFD as one
    (decoders differ in how many a broken byte sequence gives)."""
    return _REPLACED.sub("\ufffd", readable(name))


def real_path(shown: str) -> str:
    """The path that ``shown`` (a path as Qt gives it) stands for: ``shown`` itself when it
    exists or holds no U+FFFD; else, part by part, each part that does not exist is replaced by
    the one entry of its folder shown the same way (``readable``). Parts with no such entry (a
    new file to save, say) stay as given. Never raises."""
    if "\ufffd" not in shown or os.path.lexists(shown):
        return shown
    path = Path(shown)
    rest = path.parts[1:] if path.anchor else path.parts
    real = Path(path.parts[0]) if path.anchor else Path()
    for index, part in enumerate(rest):
        candidate = real / part
        if "\ufffd" in part and not os.path.lexists(candidate):
            matches = _shown_as(real, part)
            if len(matches) != 1:
                return str(real.joinpath(*rest[index:]))
            candidate = real / matches[0]
        real = candidate
    return str(real)


def _shown_as(folder: Path, part: str) -> list[str]:
    """The names in ``folder`` shown as ``part`` (none when it cannot be listed)."""
    try:
        return [entry.name for entry in os.scandir(folder) if _key(entry.name) == _key(part)]
    except OSError:
        return []
