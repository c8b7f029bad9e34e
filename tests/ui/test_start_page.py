"""The start page: one card per game, honest about games that cannot be played yet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tests.helpers.hosts import FakeDialog, FakeScreen
from tilegames.i18n import translations
from tilegames.ui import registry
from tilegames.ui.main_window import MainWindow


def test_registry_lists_the_three_games_in_order(app):
    assert [e.key for e in registry.entries()] == ["lsd", "kulami", "qwirkle"]
    assert [e.title() for e in registry.entries()] == ["LSD", "Kulami", "Qwirkle"]
    assert all(e.tagline() for e in registry.entries())


def test_missing_game_package_means_no_dialog(app, no_qwirkle):
    assert registry.entry("qwirkle").make_dialog is None


def test_game_package_with_factory_gives_a_dialog(app, fake_lsd):
    assert registry.entry("lsd").make_dialog is FakeDialog


def test_card_of_a_missing_game_says_it_is_coming(app, settings, no_qwirkle):
    window = MainWindow(settings)
    card = window.start_page.cards["qwirkle"]
    assert not card.playable
    assert card.coming_label.isVisibleTo(window)
    assert "Coming soon" in card.coming_label.text()
    assert not card.play_button.isVisibleTo(window)
    assert "qwirkle" not in window.new_actions  # no dead menu item either


def test_card_of_a_plugged_in_game_opens_its_dialog_and_game(app, settings, fake_lsd, qtbot):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    card = window.start_page.cards["lsd"]
    assert card.playable and card.play_button.isVisibleTo(window)
    assert not card.coming_label.isVisibleTo(window)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.screen_widget, FakeScreen)
    assert window.stack.currentWidget() is window.screen_widget


def test_new_menu_lists_plugged_in_games(app, settings, fake_lsd):
    window = MainWindow(settings)
    assert window.new_actions["lsd"].text() == "LSD…"
    window.new_actions["lsd"].trigger()
    assert isinstance(window.screen_widget, FakeScreen)


def test_rules_button_opens_that_games_rules(app, settings, qtbot):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    qtbot.mouseClick(window.start_page.cards["kulami"].rules_button, Qt.MouseButton.LeftButton)
    assert window._rules is not None and window._rules.game == "kulami"
    window._rules.close()


def _is_blank(image: QImage) -> bool:
    first = image.pixel(0, 0)
    return all(image.pixel(x, y) == first
               for x in range(0, image.width(), 4) for y in range(0, image.height(), 4))


def test_each_preview_draws_something(app):
    for item in registry.entries():
        image = QImage(240, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        item.paint_preview(painter, QRectF(0, 0, 240, 200))
        painter.end()
        assert not _is_blank(image), item.key


@pytest.mark.parametrize("lang", ["en", "de", "he"])
@pytest.mark.parametrize("size", [(800, 560), (1180, 780), (1920, 1080)])
def test_nothing_on_the_start_page_is_clipped(app, settings, qtbot, lang, size):
    translations().set_language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    page = window.start_page
    for card in page.cards.values():
        assert page.rect().contains(card.geometry()), (card.entry.key, card.geometry())
        for part in (card.preview, card.title_label, card.tagline_label, card.coming_label,
                     card.play_button, card.rules_button):
            if part.isVisibleTo(card):
                assert card.rect().contains(part.geometry()), (card.entry.key, part)
                assert part.width() >= part.minimumSizeHint().width(), (card.entry.key, part)
        assert card.preview.height() >= page.MIN_PREVIEW


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_continue_row_shows_whole_cards_a_page_at_a_time(app, settings, qtbot, lang,
                                                             tilegames_home):
    from tests.helpers.played import new, play
    from tilegames.base.seats import Seat
    from tilegames.storage import autosave

    translations().set_language(lang)
    seats = [Seat("Alexandra Konstantinopoulou"), Seat("Maximilian Oberhuber-Schmidt")]
    for seed in range(5):
        autosave.write(autosave.new_id("kulami"), play(new("kulami", seed), count=4 + seed,
                                                       seed=seed), seats)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    QApplication.processEvents()
    strip = window.start_page.unfinished
    assert len(strip.cards) == 5
    seen = []
    for _ in range(5):
        shown = strip.shown_cards()
        assert 0 < len(shown) < 5
        for card in strip.cards:
            assert card.isVisible() == (card in shown)
        for card in shown:               # whole, inside the strip
            assert strip.rect().contains(card.geometry()), card.geometry()
            assert card.width() >= card.minimumWidth()
        seen += [card.item.id for card in shown]
        assert strip.page_label.isVisible() and strip.later_button.isVisible()
        if not strip.later_button.isEnabled():
            break
        strip.later_button.click()
        QApplication.processEvents()
    assert seen == [card.item.id for card in strip.cards]     # every game, once, in order
    last = strip.first
    strip.newer_button.click()
    assert strip.first == max(0, last - strip.per_page)
    # a name too long for its card is shortened with the whole list in its tooltip
    card = strip.cards[0]
    if card.players.text() != card.players.full_text():
        assert card.players.toolTip() == card.players.full_text()


def test_two_games_that_read_alike_are_told_apart_by_their_times(app, settings, qtbot,
                                                                 tilegames_home):
    import os

    from tests.helpers.played import new, play
    from tilegames.base.seats import Seat
    from tilegames.storage import autosave

    seats = [Seat("Anna"), Seat("Ben")]
    state = play(new("kulami", 1), count=6, seed=1)
    paths = [autosave.write(autosave.new_id("kulami"), state, seats) for _ in range(3)]
    moment = 1_800_000_000             # the first two within one minute, the third later
    for path, at in zip(paths, (moment + 5, moment + 17, moment + 600), strict=True):
        assert path is not None
        os.utime(path, (at, at))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    cards = window.start_page.unfinished.cards
    assert len(cards) == 3
    assert [card.precise for card in cards] == [False, True, True]   # newest first
    assert cards[1].details.text() != cards[2].details.text()
    assert cards[1].details.text().count(":") == 2                    # hh:mm:ss


@pytest.mark.parametrize("lang", ["nl", "he"])
def test_many_unfinished_games_never_widen_the_start_page(app, settings, qtbot, lang,
                                                         tilegames_home):
    """The page's width decides how many Continue cards are shown, never the other way round
    (the cards shown once asked the page for their width, and it grew without end)."""
    from tests.helpers.played import new, play
    from tilegames.base.seats import Seat
    from tilegames.storage import autosave

    translations().set_language(lang)
    for seed in range(6):
        autosave.write(autosave.new_id("qwirkle"), play(new("qwirkle", seed), count=3 + seed,
                                                        seed=seed), [Seat("Anna"), Seat("Ben")])
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
    page = window.start_page
    viewport = page.parentWidget()
    assert viewport is not None and page.width() <= viewport.width()
    strip = page.unfinished
    assert 0 < len(strip.shown_cards()) < 6
    for card in strip.shown_cards():
        assert strip.rect().contains(card.geometry()), card.geometry()
    assert "\u2066" in strip.page_label.text()          # "1–3" isolated: reads so in Hebrew
