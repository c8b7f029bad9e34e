"""A number of points in words, for any screen's sentences ("1 point", "6 points")."""

from __future__ import annotations

from PySide6.QtCore import QObject


class Points(QObject):
    """The words of a points count (a plural is looked up in this class's own context)."""

    def words(self, count: int) -> str:
        """``count`` points in words: "1 point", "6 points"."""
        return self.tr("%n point(s)", "", count)


def points_words(count: int) -> str:
    """``count`` points in words: "1 point", "6 points"."""
    return Points().words(count)
