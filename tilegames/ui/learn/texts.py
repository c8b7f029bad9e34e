"""Showing the explaining texts of the guided first games. Each game keeps its own in
``ui/<game>/lesson_texts.py`` (``TEXTS``, by the ids its lesson file ``resources/learn/<game>.json``
uses), translatable in the context "learn"."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication


def text(texts: Mapping[str, object], key: str) -> str:
    """The text ``key`` of a lesson's ``texts`` (a game's ``lesson_texts.TEXTS``: id -> source
    text) in the current language (the key itself if unknown)."""
    source = texts.get(key)
    return QCoreApplication.translate("learn", str(source)) if source is not None else key
