"""Default seat names are one player in the statistics, whatever the language."""

from __future__ import annotations

from tilegames.base.seats import Seat
from tilegames.i18n import translations
from tilegames.storage.stats import DEFAULT_PREFIX, Statistics
from tilegames.ui.default_names import aliases, default_key, shown_name
from tilegames.ui.statistics_dialog import StatisticsDialog


def test_a_default_name_is_kept_as_a_key_and_shown_in_the_language(app):
    assert default_key("kulami", "Black") == DEFAULT_PREFIX + "Black"
    assert default_key("qwirkle", "Player 2") == DEFAULT_PREFIX + "Player 2"
    assert default_key("lsd", "Blue") == DEFAULT_PREFIX + "Blue"
    assert default_key("kulami", "Anna") is None
    translations().set_language("nl")
    assert default_key("kulami", "Zwart") == DEFAULT_PREFIX + "Black"
    assert shown_name("kulami", DEFAULT_PREFIX + "Black") == "Zwart"
    assert shown_name("qwirkle", DEFAULT_PREFIX + "Player 2") == "Speler 2"
    assert shown_name("kulami", "Anna") == "Anna"


def test_old_names_of_every_language_are_aliases():
    black = aliases("kulami")
    assert {black[n] for n in ("Black", "Zwart", "Schwarz")} == {DEFAULT_PREFIX + "Black"}
    assert aliases("qwirkle")["Spieler 3"] == DEFAULT_PREFIX + "Player 3"


def test_the_statistics_show_one_player_for_names_of_several_languages(app, tmp_path):
    stats = Statistics(tmp_path / "stats.json")
    for name in ("Black", "Zwart", "Schwarz", DEFAULT_PREFIX + "Black"):
        stats.record("kulami", [Seat("Ann"), Seat(name)], (1,), (20, 30))
    dialog = StatisticsDialog(stats=stats)
    dialog.game.setCurrentIndex(dialog.game.findData("kulami"))
    names = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert names == ["Ann", "Black"]
    assert dialog.table.item(1, 1).text() == "4"
    translations().set_language("de")
    assert dialog.table.item(1, 0).text() == "Schwarz"
    dialog.table.setCurrentCell(1, 0)
    assert "Schwarz" in dialog.chart_title.text()
