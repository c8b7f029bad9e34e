"""Numbers that carry a sign, and board cells, as every language shows them.

A signed number ("+4", "−3") or a cell ("4,−5") is written left to right inside a Unicode
isolate (LRI … PDI). In right-to-left text (Hebrew) the bidirectional algorithm would otherwise
move the sign to the far side of the digits ("4+", "5-") or join the number to the words around
it; inside an isolate it stays as written and the sentence around it is untouched. An isolate
changes nothing in left-to-right text, so these helpers are used in every language. A minus is
the minus sign (U+2212), never a hyphen: after Hebrew's maqaf ("ב־") a hyphen reads as a double
dash.

- ``signed(n)``: "+4", "−3", "0" (one decimal at most for a fraction), isolated.
- ``cell_text(x, y)``: "4,−5", isolated: the one way a cell of an open board (LSD, Qwirkle) is
  written; each game's describe module names its cells with it.
- ``isolate_signed(text)``: every signed number in a finished text (a translation that writes
  "+%n") isolated; numbers already isolated are left alone.
- ``plain(text)``: the text without isolates, for comparing or for screen readers.
"""

from __future__ import annotations

import re

LRI = "\u2066"       # left-to-right isolate
PDI = "\u2069"       # pop directional isolate
FSI = "\u2068"       # first-strong isolate
MINUS = "\u2212"
_ISOLATES = (LRI, PDI, FSI, "\u2067")

# A sign directly before a digit, the sign not glued to a word or number before it ("4-5" is a
# range) nor the second number of a cell ("4,-5"), and not yet inside an isolate.
_SIGNED = re.compile(r"(?<![\w,\u2066])([+\-\u2212]\d+(?:[.,]\d+)?)")


def ltr(text: str) -> str:
    """``text`` as one left-to-right island in any sentence."""
    return f"{LRI}{text}{PDI}"


def _digits(value: float) -> str:
    """A number without sign: an integer as is, a fraction with one decimal ("1.5")."""
    value = abs(value)
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.1f}".rstrip("0").rstrip(".")


def signed(value: float, plus: bool = True) -> str:
    """``value`` with its sign ("+4", "−3"; "0" has none), isolated; ``plus`` False: no "+"."""
    if value < 0 and _digits(value) != "0":
        return ltr(MINUS + _digits(value))
    if value > 0 and plus and _digits(value) != "0":
        return ltr("+" + _digits(value))
    return _digits(value)


def cell_text(x: int, y: int) -> str:
    """A cell of an open board: column, then row ("4,−5"), isolated."""
    return ltr(f"{plain(signed(x, plus=False))},{plain(signed(y, plus=False))}")


def isolate_signed(text: str) -> str:
    """``text`` with every signed number not yet isolated wrapped in an isolate; its hyphen
    signs become minus signs."""
    return _SIGNED.sub(lambda m: ltr(m.group(1).replace("-", MINUS)), text)


def plain(text: str) -> str:
    """``text`` without directional isolates."""
    for mark in _ISOLATES:
        text = text.replace(mark, "")
    return text
