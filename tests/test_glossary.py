"""One word for one thing: every catalogue follows i18n/glossary.ini (the rule sheets' terms)."""

from __future__ import annotations

import configparser
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
LANGS = ("en", "nl", "de", "he")
PLACEHOLDER = re.compile(r"\{\w*\}")


def glossary() -> configparser.ConfigParser:
    parser = configparser.ConfigParser()
    parser.read(I18N / "glossary.ini", encoding="utf-8")
    return parser


def words(value: str) -> list[str]:
    return [word.strip() for word in value.split(",") if word.strip()]


def messages(lang: str) -> list[tuple[str, str, list[str]]]:
    """(context, English source, translations) of every entry of one catalogue."""
    found = []
    for context in ET.parse(I18N / f"tilegames_{lang}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = translation.findall("numerusform")
            texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
            found.append((name, source, texts))
    return found


def whole_word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)


SECTIONS = glossary().sections()


def test_the_glossary_names_every_thing_in_every_language():
    for section in SECTIONS:
        entry = glossary()[section]
        assert entry.get("source"), section
        for lang in LANGS[1:]:
            assert words(entry.get(lang, "")), (section, lang)


@pytest.mark.parametrize("lang", LANGS[1:])
@pytest.mark.parametrize("section", SECTIONS)
def test_a_text_about_a_thing_uses_the_glossary_word(section, lang):
    entry = glossary()[section]
    source = re.compile(entry["source"], re.IGNORECASE)
    wanted = [word.lower() for word in words(entry[lang])]
    wrong = []
    for context, text, translations in messages(lang):
        if not source.search(PLACEHOLDER.sub("", text).replace("&", "")):
            continue
        for translation in translations:
            if not any(word in translation.replace("&", "").lower() for word in wanted):
                wrong.append((context, text, translation))
    assert not wrong, f"{section} in {lang} should say {wanted}: {wrong}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("section", SECTIONS)
def test_no_text_uses_a_forbidden_variant(section, lang):
    entry = glossary()[section]
    forbidden = [whole_word(word) for word in words(entry.get(f"not.{lang}", ""))]
    wrong = []
    for context, text, translations in messages(lang):
        for shown in ([text] if lang == "en" else translations):
            shown = PLACEHOLDER.sub("", shown)
            wrong += [(context, shown) for pattern in forbidden if pattern.search(shown)]
    assert not wrong, f"{section} in {lang}: a forbidden variant in {wrong}"
