"""How a path or a stored text is shown to a person: ``readable(text)``.

On Linux a file name may be bytes that are not UTF-8; Python gives it as a ``str`` holding
surrogate escapes (``os.fsdecode(b"caf\\xe9")`` is ``"caf\\udce9"``), and a JSON file may hold
lone surrogates (``"\\ud800"``). Such a ``str`` opens the file, but Qt silently drops those
characters and a terminal cannot print them. So: keep the real text for opening and storing, and
show ``readable(text)``. No Qt here.
"""

from __future__ import annotations

import os


def readable(text: str | os.PathLike[str]) -> str:
    """``text`` (or a path) fit to show: each lone surrogate (an undecodable byte of a file
    name, or a stray half of a UTF-16 pair) becomes U+FFFD, a high and a low surrogate side by
    side become their one character. Everything else stays as it is; never raises."""
    value = os.fspath(text)
    return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
