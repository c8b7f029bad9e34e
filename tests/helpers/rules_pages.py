"""Reading the rules pages in tests: their paths, languages, undo/redo keys, the screen's words."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "resources" / "rules"
I18N = ROOT / "i18n"
LANGS = ("en", "nl", "de", "he")

UNDO_KEY = {"en": "Ctrl+Z", "nl": "Ctrl+Z", "de": "Strg+Z", "he": "Ctrl+Z"}
REDO_KEY = {"en": "Ctrl+Shift+Z", "nl": "Ctrl+Shift+Z", "de": "Strg+Umschalt+Z",
            "he": "Ctrl+Shift+Z"}


def screen_text(context: str, source: str, lang: str) -> str:
    """How the program shows ``source`` in ``lang`` (from i18n/), without the ``&`` of a
    keyboard shortcut."""
    if lang == "en":
        return source.replace("&", "")
    root = ET.parse(I18N / f"tilegames_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return (message.findtext("translation") or "").replace("&", "")
    raise KeyError((context, source))


def page_path(game: str, lang: str) -> Path:
    return RULES / f"{game}.{lang}.html"


def read_page(game: str, lang: str) -> str:
    return page_path(game, lang).read_bytes().decode("utf-8")
