"""Large text (issue 16, "Everyone"): with the application font doubled (200 % text) no label or
button is clipped in any window: each visible one is at least as large as its text needs
(a label its ``sizeHint``, a word-wrapped one ``heightForWidth``; a button its text's
width and height). Labels that shorten long
names on purpose (``ElidedLabel``, with the full text in a tooltip) are left out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tests.helpers.layout import LARGE, settle
from tilegames.i18n import translations
from tilegames.ui import layout_check
from tilegames.ui.table.elided_label import ElidedLabel

SLACK = 1          # pixels of rounding


def clipped(root: QWidget) -> list[str]:
    """The visible controls of ``root`` smaller than their text needs (the layout check's
    ``text`` problems, ``ui/layout_check.py``: a label its ``sizeHint``, a word-wrapped one
    ``heightForWidth``, a button its text's width and height)."""
    return [str(p) for p in layout_check.problems(root) if p.kind == "text"]


def _shown(widget: QWidget, root: QWidget) -> QRect:
    """The part of ``widget`` one sees, in ``root``'s coordinates (a scroll area's viewport
    clips what lies beyond it)."""
    seen = widget.rect().translated(widget.mapTo(root, QPoint(0, 0)))
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        seen = seen.intersected(parent.rect().translated(parent.mapTo(root, QPoint(0, 0))))
        parent = parent.parentWidget()
    return seen


def overlapping(root: QWidget) -> list[str]:
    """Visible labels and buttons of ``root`` that lie over one another (a squeezed layout
    pushes a text under its neighbour: not clipped, yet hidden)."""
    parts = [w for w in root.findChildren(QWidget)
             if isinstance(w, (QLabel, QAbstractButton)) and w.isVisibleTo(root)
             and w.text().strip() and not isinstance(w, ElidedLabel)]
    found = []
    for i, a in enumerate(parts):
        box_a = _shown(a, root)
        for b in parts[i + 1:]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            box_b = _shown(b, root)
            common = box_a.intersected(box_b)
            if common.width() > SLACK and common.height() > SLACK:
                found.append(f"{a.text()[:30]!r} over {b.text()[:30]!r}")
    return found


@pytest.fixture
def large_text(app):
    font = app.font()
    normal = QApplication.font()
    font.setPointSizeF(font.pointSizeF() * LARGE)
    app.setFont(font)
    yield
    app.setFont(normal)
    translations().set_language("en")


LANGUAGES = ["en", "nl", "de", "he"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_200_percent_text_nothing_is_clipped_on_the_start_page(large_text, settings, qtbot,
                                                                  lang):
    from tilegames.ui.main_window import DEFAULT_SIZE, MainWindow

    translations().set_language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(DEFAULT_SIZE)
    window.show()
    settle(qtbot, window)           # the layout passes after showing (the pictures settle)
    assert clipped(window.start_page) == []
    assert overlapping(window.start_page) == []
    for card in window.start_page.cards.values():      # no title over its picture
        assert card.title_label.geometry().top() >= card.preview.geometry().bottom(), card


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_200_percent_text_nothing_is_clipped_in_settings_and_rules(large_text, settings,
                                                                      qtbot, lang):
    from tilegames.ui.main_window import MainWindow
    from tilegames.ui.rules_dialog import RulesDialog
    from tilegames.ui.settings_dialog import SettingsDialog
    from tilegames.ui.statistics_dialog import StatisticsDialog

    translations().set_language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    for dialog in (SettingsDialog(settings, window), RulesDialog(parent=window),
                   StatisticsDialog(window)):
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        assert clipped(dialog) == [], type(dialog).__name__


@pytest.mark.parametrize("size", [(1180, 780), (1920, 1080)])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", ["lsd", "kulami", "qwirkle"])
def test_at_200_percent_text_nothing_is_clipped_in_new_game_dialogs_and_games(
        large_text, settings, qtbot, lang, key, size):
    """Each game screen in the first-run window (1180×780) and a large one: the panels scroll
    when they are taller, take at most 40% of the width, and wrap their words; Qwirkle's
    buttons go under the rack when they do not fit beside it."""
    from tilegames.selftest import _open_game
    from tilegames.ui.main_window import MainWindow

    translations().set_language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    entry = next(e for e in window.entries if e.key == key)
    dialog = entry.make_dialog(window, window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert clipped(dialog) == [], "new-game dialog"
    screen = _open_game(window, dialog, key)
    settle(qtbot, window)           # the layout passes after showing
    assert clipped(screen) == [], "game screen"
    assert overlapping(screen) == [], "game screen"


@pytest.mark.parametrize("lang", ["en", "he"])
def test_at_200_percent_text_the_start_page_scrolls_each_cards_buttons_wholly_into_view(
        large_text, settings, qtbot, lang, tilegames_home):
    """The game cards' buttons lie below the first-run window's height with large text and
    unfinished games: the page scrolls, and a button given the focus is shown whole."""
    from tests.helpers.played import new, play
    from tilegames.base.seats import Seat
    from tilegames.storage import autosave
    from tilegames.ui.main_window import DEFAULT_SIZE, MainWindow

    for seed in range(3):
        autosave.write(autosave.new_id("kulami"), play(new("kulami", seed), count=6, seed=seed),
                       [Seat("Anna"), Seat("Ben")])
    translations().set_language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(DEFAULT_SIZE)
    window.show()
    settle(qtbot, window)
    area = window.start_area
    view = area.viewport()
    for card in window.start_page.cards.values():
        for button in (card.play_button, card.rules_button, card.learn_button):
            button.setFocus()
            QApplication.processEvents()
            box = button.rect().translated(button.mapTo(view, button.rect().topLeft()))
            assert view.rect().contains(box), (card.entry.key, button.text(), box)
    area.verticalScrollBar().setValue(0)
    assert window.start_page.unfinished.buttons[0].visibleRegion().boundingRect().height() > 0
