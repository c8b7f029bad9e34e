"""Settings (applied at once), Rules (English fallback with a note, the numbered rules), About."""

from __future__ import annotations

import gc
import re
import warnings

import pytest
import shiboken6
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, Qt, QUrl, qInstallMessageHandler

from tilegames import __version__
from tilegames.i18n import translations
from tilegames.storage.settings import (
    ANIMATIONS,
    COMPUTER_DELAY_MS,
    LANGUAGE,
    SHOW_LEGAL_MOVES,
    Settings,
)
from tilegames.ui import rules_dialog
from tilegames.ui.about_dialog import AboutDialog
from tilegames.ui.main_window import MainWindow
from tilegames.ui.problem_dialog import ProblemDialog
from tilegames.ui.rules_dialog import RulesDialog
from tilegames.ui.settings_dialog import SettingsDialog
from tilegames.ui.statistics_dialog import StatisticsDialog


def test_settings_are_stored_the_moment_they_change(app, settings):
    dialog = SettingsDialog(settings)
    changed = []
    dialog.settingChanged.connect(changed.append)
    dialog.legal_moves.setChecked(False)
    dialog.animations.setChecked(False)
    dialog.delay.setValue(1200)
    stored = Settings(settings.path)
    assert stored.get(SHOW_LEGAL_MOVES) is False
    assert stored.get(ANIMATIONS) is False
    assert stored.get(COMPUTER_DELAY_MS) == 1200
    assert changed == ["show_legal_moves", "animations", "computer_delay_ms"]


def test_languages_are_offered_each_in_its_own_language(app, settings):
    dialog = SettingsDialog(settings)
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names == ["English", "Nederlands", "Deutsch", "עברית"]


def test_choosing_a_language_switches_the_program_at_once(app, settings):
    window = MainWindow(settings)
    dialog = SettingsDialog(settings, window)
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    assert translations().language == "de"
    assert Settings(settings.path).get(LANGUAGE) == "de"
    assert window.game_menu.title() == "&Spiel"
    assert dialog.windowTitle() == "Einstellungen"


def test_rules_page_in_the_current_language(app):
    translations().set_language("nl")
    dialog = RulesDialog("kulami")
    assert not dialog.note.isVisibleTo(dialog)
    assert "Kulami" in dialog.browser.toPlainText()


def test_missing_rules_page_falls_back_to_english_with_a_note(app, tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "lsd.en.html").write_text("<h1>LSD in English</h1>", encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "resources_dir", lambda: tmp_path)
    translations().set_language("de")
    dialog = RulesDialog("lsd")
    assert dialog.browser.toPlainText().strip() == "LSD in English"
    assert dialog.note.isVisibleTo(dialog)
    assert "Englisch" in dialog.note.text()
    dialog.set_game("qwirkle")  # no page at all
    assert dialog.browser.toPlainText().strip() == ""
    assert dialog.note.isVisibleTo(dialog)


def test_rules_chooser_switches_the_page(app):
    dialog = RulesDialog("lsd")
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("qwirkle"))
    assert dialog.game == "qwirkle"
    assert "Qwirkle" in dialog.browser.toPlainText()


def test_numbered_rules_of_every_game_are_one_button_away(app):
    """Each game's numbered rules (docs/rules/<game>.md) show in the rules window, in English
    and left to right with a note in the current language; a rule's link opens it; the button
    goes back to the game's page."""
    translations().set_language("he")
    dialog = RulesDialog("lsd")
    dialog.resize(700, 600)
    dialog.show()
    assert not dialog.numbered.isChecked() and dialog.numbered.text()
    for key in [dialog.chooser.itemData(i) for i in range(dialog.chooser.count())]:
        dialog.set_game(key)
        page = dialog.browser.toPlainText()
        dialog.numbered.click()
        markdown = rules_dialog.numbered_rules_path(key).read_text(encoding="utf-8")
        rules = re.findall(r'^<a id="([a-z0-9-]+)"><b>([^<]+)</b></a>', markdown, re.M)
        assert len(rules) >= 10, key
        html = dialog.browser.toHtml()
        text = dialog.browser.toPlainText()
        for anchor, rule in rules:
            assert f'name="{anchor}"' in html and f"{rule} " in text, (key, rule)
        assert dialog.note.isVisibleTo(dialog) and dialog.note.text()
        direction = dialog.browser.document().defaultTextOption().textDirection()
        assert direction == Qt.LayoutDirection.LeftToRight
        bar = dialog.browser.verticalScrollBar()
        bar.setValue(0)
        dialog.browser.setSource(QUrl(f"#{rules[-1][0]}"))  # what a click on its link does
        assert bar.value() > 0 and dialog.browser.toPlainText() == text, key
        dialog.numbered.click()
        assert dialog.browser.toPlainText() == page
    dialog.numbered.click()
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("kulami"))  # it stays numbered
    assert dialog.browser.toPlainText().startswith("Kulami: the numbered rules")


def test_missing_numbered_rules_are_said(app, tmp_path, monkeypatch):
    monkeypatch.setattr(rules_dialog, "install_root", lambda: tmp_path)
    dialog = RulesDialog("qwirkle")
    dialog.numbered.click()
    assert dialog.browser.toPlainText().strip() == ""
    assert "missing" in dialog.note.text()


def test_about_names_version_and_designers(app):
    dialog = AboutDialog()
    text = dialog.body.text()
    assert "Kuhnekath" in text and "McKinley Ross" in text and "Symbiose" in text
    assert "FoxMind" in text and "MindWare" in text and "thanks" in text
    assert "Licence" in text and "Python" in text
    assert not dialog.icon.pixmap().isNull()
    assert __version__ in dialog.title.text()


def test_about_names_qt_version_once_and_every_game_in_one_form(app):
    from PySide6 import __version__ as pyside_version
    dialog = AboutDialog()
    text = dialog.body.text()
    assert text.count(pyside_version) == 1
    assert "a game by" not in text
    assert text.count("published by") == 3


def test_about_isolates_its_latin_names_in_hebrew(app):
    """In Hebrew a Latin name is one left-to-right island: its brackets and the sentence's full
    stop stay where they belong."""
    from tilegames.i18n import translations

    translations().set_language("he")
    dialog = AboutDialog()
    text = dialog.body.text()
    for name in ("Andreas Kuhnekath", "Susan McKinley Ross", "FoxMind", "MindWare",
                 "LSD (Linearity, Simplicity, Duality)"):
        assert f"\u2066{name}\u2069" in text
    assert 'dir="rtl"' in text


def test_missing_catalogue_is_reported_in_the_settings_dialog(app, settings, monkeypatch,
                                                               tmp_path):
    monkeypatch.setattr("tilegames.i18n.i18n_dir", lambda: tmp_path)  # no .qm files there
    dialog = SettingsDialog(settings)
    dialog.language.setCurrentIndex(dialog.language.findData("nl"))
    assert dialog.problem.isVisibleTo(dialog)
    assert "tilegames_nl" in dialog.problem.text()


def test_a_failed_save_is_reported_and_the_setting_still_applies(app, settings, monkeypatch):
    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tilegames.storage.settings.write_json_atomic", disk_full)
    dialog = SettingsDialog(settings)
    dialog.animations.setChecked(False)
    assert "No space left on device" in dialog.problem.text()
    assert settings.get(ANIMATIONS) is False


def test_statistics_margins_carry_their_sign_isolated(app, tmp_path):
    """A margin is a signed number: "+12", "−3" (kept left to right in Hebrew)."""
    from tilegames.storage.stats import PlayerStats, Statistics
    from tilegames.ui.numbers import MINUS
    from tilegames.ui.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(stats=Statistics(tmp_path / "stats.json"))
    cells = dialog._cells(PlayerStats("Ann", played=2, best_margin=-3, margin_total=5,
                                      margin_count=2))
    assert f"\u2066{MINUS}3\u2069 / \u2066+2.5\u2069" in cells


def _followers() -> int:
    return translations().receivers(SIGNAL("languageChanged(QString)"))


@pytest.mark.parametrize("delete", ["deleteLater", "shiboken"])
def test_a_deleted_dialog_no_longer_follows_the_language(app, settings, delete):
    """Every window that follows language switches stops following when it is deleted, however
    it goes: a switch afterwards reaches no slot of a dead window and warns about nothing."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)   # earlier tests' windows
    gc.collect()
    before = _followers()
    dialogs = [AboutDialog(), RulesDialog(), SettingsDialog(settings), StatisticsDialog(),
               ProblemDialog()]
    assert _followers() == before + len(dialogs)
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, text: messages.append(text))
    try:
        for dialog in dialogs:
            if delete == "deleteLater":
                dialog.deleteLater()
            else:
                shiboken6.delete(dialog)
        del dialog, dialogs
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        assert _followers() == before
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            translations().set_language("he")
            translations().set_language("en")
    finally:
        qInstallMessageHandler(previous)
    assert not [m for m in messages if "Slot" in m or "slot" in m], messages


def test_a_living_dialog_follows_the_language(app):
    dialog = RulesDialog()
    translations().set_language("nl")
    assert dialog.windowTitle() == "Spelregels"
    translations().set_language("en")
    assert dialog.windowTitle() == "Rules"


def _italic_fragments(document) -> list[str]:
    found = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().fontItalic():
                found.append(fragment.text())
            it += 1
        block = block.next()
    return found


def test_a_hebrew_rules_page_has_no_slanted_text_and_its_table_keeps_off_the_frame(app):
    dialog = RulesDialog("lsd")
    assert _italic_fragments(dialog.browser.document())          # English keeps its italics
    translations().set_language("he")
    document = dialog.browser.document()
    assert not _italic_fragments(document)
    tables = [frame for frame in document.rootFrame().childFrames()
              if frame.frameFormat().isTableFormat()]
    assert tables and all(t.frameFormat().rightMargin() >= document.documentMargin()
                          for t in tables)
