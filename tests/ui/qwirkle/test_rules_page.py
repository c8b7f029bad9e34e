"""The Qwirkle rules page's "In this program" (resources/rules/qwirkle.<lang>.html) describes the
real screen in all four languages: it uses the words the program shows (read from i18n/, so a
renamed button shows up here), names the keys, and states the undo rule."""

from __future__ import annotations

import pytest

from tests.helpers.rules_pages import LANGS, REDO_KEY, UNDO_KEY, read_page, screen_text

SCREEN_TEXTS = (
    ("QwirkleScreen", "Play"),
    ("QwirkleScreen", "Take back"),
    ("QwirkleScreen", "Exchange…"),
    ("QwirkleScreen", "Pass"),
    ("SettingsDialog", "&Show where a piece may go"),
    ("ResultPanel", "Review the game"),
    ("ResultPanel", "Play again with the same settings"),
)

# The hand-over sentence, with the example name the pictures use in that language.
EXAMPLE_NAME = {"en": "Anna", "nl": "Anna", "de": "Anna", "he": "ענבל"}

# The undo rule (the session's, see controller/session.py) in each page's words.
UNDO_RULE = {
    "en": ("stays played", "shuffled anew"),
    "nl": ("blijft een gespeelde zet gespeeld", "opnieuw geschud"),
    "de": ("bleibt ein gespielter Zug gespielt", "neu gemischt"),
    "he": ("מהלך ששוחק נשאר", "מעורבבים מחדש"),
}


def page(lang: str) -> str:
    """The last section, "In this program", with line breaks as spaces."""
    html = read_page("qwirkle", lang)
    return " ".join(html[html.rindex("<h2>"):].split())


@pytest.mark.parametrize("lang", LANGS)
def test_the_qwirkle_page_names_the_screens_own_words(lang):
    text = page(lang)
    for context, source in SCREEN_TEXTS:
        words = screen_text(context, source, lang)
        assert words in text, f"{words!r} ({source!r}) missing"
    handover = screen_text("HandOverPanel", "Pass the computer to {name}", lang)
    assert handover.format(name=EXAMPLE_NAME[lang]) in text
    assert UNDO_KEY[lang] in text and REDO_KEY[lang] in text
    assert "Enter" in text and "Esc" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_qwirkle_page_states_the_undo_rule_that_leaks_nothing(lang):
    text = page(lang)
    for words in UNDO_RULE[lang]:
        assert words in text, f"{words!r} missing"
