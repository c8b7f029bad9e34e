"""Default seat names ("Red", "Player 2") as one player in the statistics, in every language.

A seat without a typed name is called by a default name in the current language, and the
statistics record the name shown ("Rood", "Schwarz"). ``aliases(game)`` maps every default name
of the game in every language to a language-independent key (``storage.stats.DEFAULT_PREFIX`` +
the English source text, e.g. "default:Player 2"), so that ``Statistics(aliases=…)`` merges
those records into one on reading; ``shown_name`` shows a key in the current language.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from tilegames.base.resources import i18n_dir
from tilegames.i18n import LANGUAGES
from tilegames.storage.display import readable
from tilegames.storage.stats import DEFAULT_PREFIX

MAX_SEATS = 6


def _sources(game: str) -> list[tuple[str, str, str]]:
    """(context, source, filled source) of every default name of ``game`` (its
    ``ScreenSpec.seat_names``)."""
    from tilegames.ui.registry import entry  # the registry imports every game's package

    screens = entry(game).screens
    found = []
    for context, source in screens.seat_names if screens is not None else ():
        numbers = range(1, MAX_SEATS + 1) if "{n}" in source else (None,)
        for n in numbers:
            found.append((context, source, source if n is None else source.format(n=n)))
    return found


def _fill(text: str, source: str, filled: str) -> str:
    if source == filled:
        return text
    number = filled.rsplit(" ", 1)[-1]
    return text.replace("{n}", number)


def shown_name(game: str, stored: str) -> str:
    """A name as the statistics keep it, for showing: a default name's key in the current
    language, any other name ``readable``."""
    if stored.startswith(DEFAULT_PREFIX):
        filled = stored.removeprefix(DEFAULT_PREFIX)
        for context, source, candidate in _sources(game):
            if candidate == filled:
                return _fill(QCoreApplication.translate(context, source), source, filled)
        return readable(filled)
    return readable(stored)


@cache
def _translator(lang: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(f"tilegames_{lang}", str(i18n_dir())) else None


def aliases(game: str) -> dict[str, str]:
    """Every default seat name of ``game`` in every language (as older files stored them) →
    its key."""
    found: dict[str, str] = {}
    for context, source, filled in _sources(game):
        key = DEFAULT_PREFIX + filled
        found[filled] = key
        for lang in LANGUAGES:
            translator = _translator(lang)
            text = translator.translate(context, source) if translator is not None else ""
            if text:
                found[_fill(text, source, filled)] = key
    return found
