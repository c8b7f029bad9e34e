"""The LSD rules page's "In this program" describes the real screen: it names the screen's own
words (from i18n/, so a renamed button shows up here) and the keys that turn and choose tiles."""

from __future__ import annotations

import pytest

from tests.helpers.rules_pages import LANGS, REDO_KEY, UNDO_KEY, read_page, screen_text

LSD_SCREEN_TEXTS = (
    ("LsdScreen", "Learn the captures…"),
    ("SettingsDialog", "&Show where a piece may go"),
    ("ResultPanel", "Review the game"),
    ("ResultPanel", "Play again with the same settings"),
)


def in_this_program(lang: str) -> str:
    html = " ".join(read_page("lsd", lang).split())       # line breaks are spaces
    return html[html.rindex("<h2>"):]


@pytest.mark.parametrize("lang", LANGS)
def test_lsd_page_names_the_screens_own_words_and_keys(lang):
    section = in_this_program(lang)
    for context, source in LSD_SCREEN_TEXTS:
        text = screen_text(context, source, lang)
        assert text in section, f"{text!r} ({source!r}) missing"
    for key in (UNDO_KEY[lang], REDO_KEY[lang], "1–9", "Tab", "R", "✂"):
        assert key in section, key
    assert screen_text("MainWindow", "&Move", lang) in section
