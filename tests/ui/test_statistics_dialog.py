"""The statistics window: default seat names are one player in every language; the table shows
its rows; the recent-games chart says what it shows."""

from __future__ import annotations

from tilegames.base.seats import Seat
from tilegames.i18n import translations
from tilegames.storage.stats import DEFAULT_PREFIX, Statistics
from tilegames.ui.default_names import aliases, shown_name
from tilegames.ui.statistics_dialog import StatisticsDialog


def test_a_default_name_is_shown_in_the_language(app):
    translations().set_language("nl")
    assert shown_name("kulami", DEFAULT_PREFIX + "Black") == "Zwart"
    assert shown_name("qwirkle", DEFAULT_PREFIX + "Player 2") == "Speler 2"
    assert shown_name("lsd", DEFAULT_PREFIX + "Blue") == "Blauw"
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


def test_the_table_is_as_tall_as_its_rows_and_headings_say_more_in_tooltips(app, tmp_path,
                                                                            qtbot):
    """Every row shows (up to five), at normal and at large text; each short heading has its
    full words in a tooltip."""
    from PySide6.QtWidgets import QApplication

    stats = Statistics(tmp_path / "stats.json")
    for name in ("Ann", "Bob", "Cleo"):
        stats.record("qwirkle", [Seat(name), Seat("Computer", "computer")], (0,), (30, 20))
    font = app.font()
    for factor in (1, 2):
        large = QApplication.font()
        large.setPointSizeF(font.pointSizeF() * factor)
        app.setFont(large)
        try:
            dialog = StatisticsDialog(stats=stats)
            qtbot.addWidget(dialog)
            dialog.game.setCurrentIndex(dialog.game.findData("qwirkle"))
            dialog.puzzles.setText("A long line. " * 200)     # much below the table
            dialog.show()
            dialog.resize(800, 460)       # as the review's pictures show it
            QApplication.processEvents()
            table = dialog.table
            assert table.rowCount() == 3
            last = table.rowViewportPosition(2) + table.rowHeight(2)
            assert last <= table.viewport().height()
            assert table.horizontalHeaderItem(6).toolTip() == "Best score"
        finally:
            app.setFont(font)


def test_the_chart_labels_its_axis_and_has_a_caption(app, tmp_path):
    stats = Statistics(tmp_path / "stats.json")
    stats.record("qwirkle", [Seat("Ann"), Seat("Computer", "computer")], (0,), (30, 20))
    dialog = StatisticsDialog(stats=stats)
    dialog.game.setCurrentIndex(dialog.game.findData("qwirkle"))
    assert dialog.chart.labels == ("Won", "Lost")
    assert "win" in dialog.chart_caption.text() and not dialog.chart_caption.isHidden()
    assert dialog.chart.results[-1].margin == 10


def test_a_column_with_nothing_for_anyone_is_left_out(app, tmp_path):
    """No points (LSD) and no computer: best score, margin and computer columns are hidden;
    a game against the computer shows its column again."""
    stats = Statistics(tmp_path / "stats.json")
    stats.record("lsd", [Seat("Ann"), Seat("Bob")], (0,))
    dialog = StatisticsDialog(stats=stats)
    dialog.game.setCurrentIndex(dialog.game.findData("lsd"))
    assert [dialog.table.isColumnHidden(c) for c in range(dialog.COLUMNS)] == [
        False] * 6 + [True] * 3
    stats.record("lsd", [Seat("Ann"), Seat("Computer", "computer")], (0,))
    dialog.refresh()
    assert not dialog.table.isColumnHidden(8) and dialog.table.isColumnHidden(7)
