"""A guard against a reference-count bug of PySide6 builds on Python 3.11.

Some PySide6 releases (seen with 6.12.0 on CPython 3.11) take one reference from ``None`` each time
a Qt method that returns nothing is called. Python 3.12 made ``None`` immortal, so there it does
no harm; on 3.11 the count reaches zero after enough painting and the interpreter aborts with
"none_dealloc: deallocating None". ``guard_none_refcount()`` checks for the bug with one harmless
call and, only if it is there, lifts ``None``'s count out of reach — what 3.12 does for every
program.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPointF

_HEADROOM = 1 << 50  # far more void calls than a program can make


def has_none_refcount_bug() -> bool:
    """True when calling a void Qt method takes a reference from ``None``."""
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(1.0)
    return sys.getrefcount(None) < before


def guard_none_refcount() -> bool:
    """Apply the guard when needed (idempotent); True when it was applied now."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not has_none_refcount_bug() or sys.getrefcount(None) > _HEADROOM // 2:
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
    return True
