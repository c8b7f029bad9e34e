"""Hebrew: every top-level window right to left, boards never mirrored; player names in any
script (Hebrew, accented Latin, mixed) shown whole and isolated where directions could mix."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.helpers.hosts import FakeHost
from tilegames.base.seats import Seat
from tilegames.i18n import translations
from tilegames.storage.settings import Settings
from tilegames.ui.table.elided_label import isolated_name

HEBREW, ACCENTED, MIXED = "אבי", "Zoë Ångström", "Noa נועה"
FSI, PDI = "\u2068", "\u2069"


def _settings(tmp_path) -> Settings:
    settings = Settings(tmp_path / "settings.json")
    settings.update({"computer_delay_ms": 0, "animations": False})
    return settings


def _windows(settings: Settings):
    """One of each top-level window class of the program."""
    from tilegames.ui.about_dialog import AboutDialog
    from tilegames.ui.kulami.designer.window import KulamiDesigner
    from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog
    from tilegames.ui.lsd.captures_help import CapturesHelp
    from tilegames.ui.lsd.colours import TILE_COLOURS
    from tilegames.ui.lsd.new_game_dialog import LsdNewGameDialog
    from tilegames.ui.main_window import MainWindow
    from tilegames.ui.qwirkle.new_game_dialog import QwirkleNewGameDialog
    from tilegames.ui.rules_dialog import RulesDialog
    from tilegames.ui.settings_dialog import SettingsDialog
    from tilegames.ui.statistics_dialog import StatisticsDialog

    host = FakeHost(settings)
    return [MainWindow(settings), SettingsDialog(settings), RulesDialog(), AboutDialog(),
            StatisticsDialog(), KulamiNewGameDialog(host), LsdNewGameDialog(host),
            QwirkleNewGameDialog(host), CapturesHelp(list(TILE_COLOURS.values())[:4]),
            KulamiDesigner()]


def test_every_top_level_window_is_right_to_left_in_hebrew(app, tmp_path):
    translations().set_language("he")
    windows = _windows(_settings(tmp_path))
    assert len({type(w) for w in windows}) == 10
    for window in windows:
        assert window.isWindow()
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft, type(window).__name__
        window.deleteLater()
    translations().set_language("en")
    for window in _windows(_settings(tmp_path)):
        assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight, type(window).__name__
        window.deleteLater()


def test_a_name_is_isolated_where_directions_could_mix():
    assert isolated_name("Anna", False) == "Anna"
    assert isolated_name(ACCENTED, False) == ACCENTED
    assert isolated_name(HEBREW, False) == FSI + HEBREW + PDI      # "3 :אבי" otherwise
    assert isolated_name(MIXED, False) == FSI + MIXED + PDI
    assert isolated_name("Anna", True) == FSI + "Anna" + PDI


@pytest.mark.parametrize("lang", ["en", "he"])
def test_names_in_any_script_on_cards_status_and_result_kulami(app, qtbot, tmp_path, lang):
    from tests.helpers.kulami import play_to_the_end
    from tilegames.ui.kulami.game_setup import KulamiSetup
    from tilegames.ui.kulami.screen import KulamiScreen

    translations().set_language(lang)
    screen = KulamiScreen(FakeHost(_settings(tmp_path)),
                          KulamiSetup(seats=(Seat(HEBREW), Seat(ACCENTED)), seed=5))
    qtbot.addWidget(screen)
    screen.resize(1100, 720)
    screen.show()
    assert [c.name.full_text() for c in screen.side_panel.cards] == [HEBREW, ACCENTED]
    assert FSI + HEBREW + PDI in screen.side_panel.status.text()
    assert screen.view.layoutDirection() == Qt.LayoutDirection.LeftToRight   # not mirrored
    play_to_the_end(qtbot, screen, seed=3)
    rows = screen.result_panel.rows
    assert {rows[0].name.full_text(), rows[1].name.full_text()} == {HEBREW, ACCENTED}
    title = screen.result_panel.title.text()
    winner = screen.session.state.winners()
    if len(winner) == 1:
        name = (HEBREW, ACCENTED)[winner[0]]
        assert isolated_name(name, lang == "he") in title


def test_a_hebrew_name_in_the_qwirkle_log_keeps_its_place(app, qtbot, tmp_path):
    from tilegames.ui.qwirkle.game_setup import QwirkleSetup
    from tilegames.ui.qwirkle.screen import QwirkleScreen

    screen = QwirkleScreen(FakeHost(_settings(tmp_path)),
                           QwirkleSetup(seats=(Seat(MIXED), Seat("", "computer", "easy"))),
                           seed=4)
    qtbot.addWidget(screen)
    session = screen.session
    if session.state.current_player != 0:
        qtbot.waitUntil(lambda: session.state.current_player == 0, timeout=20000)
    move = next(m for m in session.state.legal_moves() if hasattr(m, "tiles"))
    assert session.request_move(move)
    row = screen.move_rows()[[i for i, s in enumerate(session.movers) if s == 0][0]]
    assert row.text.startswith(FSI + MIXED + PDI + ":")


def test_an_unfinished_game_isolates_a_hebrew_name(app, settings):
    from tilegames.games import kulami
    from tilegames.storage import autosave
    from tilegames.ui.main_window import MainWindow

    state = kulami.new_game(kulami.standard_board(3))
    state.apply(state.legal_moves()[0])
    autosave.write(autosave.new_id("kulami"), state, (Seat(HEBREW), Seat(ACCENTED)))
    window = MainWindow(settings)
    text = window.start_page.unfinished.cards[0].players.full_text()
    assert FSI + HEBREW + PDI in text and ACCENTED in text
