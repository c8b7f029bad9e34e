"""Issue 10: one redraw per change, one retranslation per widget per language switch."""

from __future__ import annotations

from collections import Counter

import pytest
import shiboken6

from tests.helpers.kulami import HUMANS, click, make_screen
from tilegames.base.seats import Seat
from tilegames.i18n import translations
from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.main_window import MainWindow
from tilegames.ui.start_page import GameCard, StartPage
from tilegames.ui.table.result_panel import ResultPanel
from tilegames.ui.table.review_bar import ReviewBar
from tilegames.ui.table.side_panel import SidePanel


def count_draws(screen, monkeypatch) -> list[str]:
    """Record every drawing of the board (one per refresh of the table)."""
    drawn: list[str] = []
    original = screen.draw_board

    def draw(state, change):
        drawn.append(change.kind if change is not None else "-")
        original(state, change)

    monkeypatch.setattr(screen, "draw_board", draw)
    return drawn


def test_a_move_an_undo_and_a_redo_each_redraw_once(qtbot, tmp_path, monkeypatch):
    screen = make_screen(qtbot, tmp_path, seats=HUMANS)
    drawn = count_draws(screen, monkeypatch)
    click(qtbot, screen, (0, 0))
    assert drawn == ["move"]
    screen.undo_action.trigger()
    assert drawn == ["move", "undo"]
    screen.redo_action.trigger()
    assert drawn == ["move", "undo", "redo"]


def test_a_move_against_the_computer_and_its_reply_redraw_once_each(qtbot, tmp_path,
                                                                     monkeypatch):
    screen = make_screen(qtbot, tmp_path, seats=(Seat("Ann"), Seat("", "computer", "easy")))
    drawn = count_draws(screen, monkeypatch)
    click(qtbot, screen, (0, 0))
    assert drawn == ["move"] and screen.session.is_thinking()
    qtbot.waitUntil(lambda: len(screen.session.history) == 2, timeout=10_000)
    assert drawn == ["move", "move"]       # the computer's reply: one more, not eight


@pytest.mark.parametrize("lang", ["nl", "he"])
def test_a_language_switch_retranslates_each_widget_once(app, settings, qtbot, monkeypatch,
                                                         lang):
    calls: Counter = Counter()
    def counting(cls):
        original = cls.retranslate

        def retranslate(self, *_signal_args):
            calls[(cls.__name__, id(self))] += 1
            return original(self)
        return retranslate

    for cls in (MainWindow, StartPage, GameCard, KulamiScreen, ResultPanel, ReviewBar, SidePanel,
                KulamiNewGameDialog):
        monkeypatch.setattr(cls, "retranslate", counting(cls))
    window = MainWindow(settings)
    window.show()
    dialog = window.entries[1].make_dialog(window, window)
    try:
        window.show_game(dialog.create_screen())
        drawn = count_draws(window.screen_widget, monkeypatch)
        calls.clear()
        translations().set_language(lang)
        assert calls and set(calls.values()) == {1}, calls
        kinds = {name for name, _ in calls}
        assert {"MainWindow", "StartPage", "GameCard", "KulamiScreen", "ResultPanel",
                "KulamiNewGameDialog"} <= kinds
        assert len(drawn) == 1                  # and the board is drawn once for it
    finally:
        # gone before the patched methods are restored (they are connected to the language)
        window.close_game()
        shiboken6.delete(dialog)
        shiboken6.delete(window)
