"""The translation catalogues: complete, current with the code, compiled, and loadable; the
language choice order; Hebrew right to left."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from tilegames import i18n
from tilegames.i18n import LANGUAGES, choose_language, translations

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
PLACEHOLDER = re.compile(r"\{\w*\}|%n")


def _load_update_script():
    spec = importlib.util.spec_from_file_location("i18n_update", I18N / "update.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update = _load_update_script()


def _messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, comment) → <message> of one .ts file."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source"), message.findtext("comment") or "")
            found[key] = message
    return found


def _translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogue_has_no_unfinished_or_vanished_entries(lang):
    for key, message in _messages(update.ts_path(lang)).items():
        kind = message.find("translation").get("type")
        assert kind is None, f"{lang}: {kind} translation of {key}"
        assert all(_translations(message)), f"{lang}: empty translation of {key}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_every_placeholder(lang):
    for (context, source, _), message in _messages(update.ts_path(lang)).items():
        if message.find("translation").get("type") == "unfinished":
            continue  # reported by the test above
        wanted = sorted(set(PLACEHOLDER.findall(source)) - {"%n"})
        for text in _translations(message):
            found = sorted(set(PLACEHOLDER.findall(text)) - {"%n"})
            assert found == wanted, (lang, context, source)


def test_ts_files_are_up_to_date_with_the_code(tmp_path):
    """Fails when someone adds, changes or removes a text without running i18n/update.py."""
    copies = []
    for lang in LANGUAGES:
        copies.append(tmp_path / update.ts_path(lang).name)
        shutil.copy(update.ts_path(lang), copies[-1])
    update.lupdate(copies)
    for lang, copy in zip(LANGUAGES, copies, strict=True):
        committed = set(_messages(update.ts_path(lang)))
        fresh = set(_messages(copy))
        assert fresh == committed, (
            f"{lang}: run `python3 i18n/update.py` and translate; "
            f"new: {sorted(fresh - committed)}, gone: {sorted(committed - fresh)}")
        assert copy.read_bytes() == update.ts_path(lang).read_bytes(), lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_qm_files_are_compiled_from_the_current_ts(lang, tmp_path):
    fresh = tmp_path / f"tilegames_{lang}.qm"
    update.lrelease(update.ts_path(lang), fresh)
    assert fresh.read_bytes() == update.ts_path(lang).with_suffix(".qm").read_bytes(), (
        "run `python3 i18n/update.py`")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogue_loads(lang, qapp):
    translator = QTranslator()
    assert translator.load(f"tilegames_{lang}", str(I18N))
    assert not translator.isEmpty()
    assert translator.language() == lang


def test_hebrew_catalogue_asks_for_right_to_left(qapp):
    translator = QTranslator()
    assert translator.load("tilegames_he", str(I18N))
    assert translator.translate("QGuiApplication", "QT_LAYOUT_DIRECTION",
                                _layout_comment()) == "RTL"


def _layout_comment() -> str:
    return next(key[2] for key in _messages(update.ts_path("he"))
                if key[:2] == ("QGuiApplication", "QT_LAYOUT_DIRECTION"))


def test_switching_language_switches_layout_direction_and_texts(qapp):
    switched = []
    translations().languageChanged.connect(switched.append)
    try:
        translations().set_language("he")
        assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert QCoreApplication.translate("games", "Kulami") == "קולאמי"
        assert translations().missing == []
        translations().set_language("nl")
        assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert QCoreApplication.translate("StartPage", "Choose a game") == "Kies een spel"
        assert switched == ["he", "nl"]
    finally:
        translations().languageChanged.disconnect(switched.append)
        translations().set_language("en")


def test_language_choice_is_explicit_then_setting_then_system_then_english(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "de")
    assert choose_language("he", "nl") == "he"
    assert choose_language(None, "nl") == "nl"
    assert choose_language(None, "") == "de"
    assert choose_language(None, "fr") == "de"
    monkeypatch.setattr(i18n, "system_language", lambda: None)
    assert choose_language(None, "") == "en"


def test_locale_names_map_to_our_languages():
    assert i18n.normalise("nl_BE") == "nl"
    assert i18n.normalise("de-AT") == "de"
    assert i18n.normalise("iw_IL") == "he"
    assert i18n.normalise("fr_FR") is None


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_lone_icon_sign_never_starts_or_ends_a_line_apart_from_its_word(lang):
    """A + or x standing alone (the LSD icons) is tied to the word before it by a no-break space,
    and after a prefix hyphen (ה-+, ו-x) by a word joiner: a wrapped line never ends in a bare
    sign, nor breaks between a Hebrew prefix and its sign. In Hebrew, where the adjective follows
    ("+ חדש", a new +), the sign is tied to the word after it too."""
    lone = re.compile(r"(?<=\S) [+x](?=[\s,.:;)!?]|$)")
    split = re.compile(r"[\u05d0-\u05ea][-\u05be][+x](?!\w)")
    before_hebrew = re.compile(r"(?:(?<=[\s\u00a0\u2060])|^)[+x] (?=[\u05d0-\u05ea])")
    for (context, _source, _), message in _messages(update.ts_path(lang)).items():
        for text in _translations(message):
            assert not lone.search(text), (lang, context, text)
            assert not split.search(text), (lang, context, text)
            assert not before_hebrew.search(text), (lang, context, text)
