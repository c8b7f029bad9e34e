"""File names that are not UTF-8 (issue 33, part 2): how to make one, and how to see one."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ODD = b"caf\xe9 \xff"          # not UTF-8
SHOWN = "caf\ufffd \ufffd"      # how it is shown: each undecodable byte as U+FFFD


def odd_name(folder: Path, suffix: str = "") -> Path:
    """A path in ``folder`` (made if missing) whose name is the bytes ``ODD`` + ``suffix``; the
    test is skipped where the system or file system keeps every name in Unicode."""
    if sys.platform in ("darwin", "win32"):
        pytest.skip("this system keeps every file name in Unicode")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / os.fsdecode(ODD + suffix.encode())
    try:
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o644))
        os.unlink(path)
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    return path


def has_surrogates(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (an undecodable byte of a name)."""
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)
