"""Words every puzzle view shares: the difficulties' names and a puzzle's title."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from tilegames.games.errors import QT_TRANSLATE_NOOP
from tilegames.i18n import translations

DIFFICULTIES = {
    1: QT_TRANSLATE_NOOP("PuzzleWords", "Easy"),
    2: QT_TRANSLATE_NOOP("PuzzleWords", "Medium"),
    3: QT_TRANSLATE_NOOP("PuzzleWords", "Hard"),
}


def difficulty_name(difficulty: int) -> str:
    """The difficulty's name in the user's language ("Level 4" beyond the named ones)."""
    name = DIFFICULTIES.get(difficulty)
    if name is None:
        return QCoreApplication.translate("PuzzleWords", "Level {n}").format(n=difficulty)
    return QCoreApplication.translate("PuzzleWords", name)


def day_text(day: date) -> str:
    """``day`` in the user's language, written out ("3 December 2026")."""
    locale = QLocale(translations().language or "en")
    return locale.toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
