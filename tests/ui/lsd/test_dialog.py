"""The LSD new-game dialog: 2 or 4 seats, distinct colours, the icon shades (LSD-K2) and who plays
together, who starts (LSD-T1), and remembered choices that survive anything."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.helpers.hosts import FakeHost
from tilegames.base.seats import Seat
from tilegames.storage.settings import Settings
from tilegames.ui.lsd import colours, make_new_game_dialog
from tilegames.ui.lsd.game_setup import COLOURS, SETTINGS_KEY, LsdSetup, first_seat, start_game
from tilegames.ui.lsd.new_game_dialog import ColourChoice, LsdNewGameDialog
from tilegames.ui.lsd.screen import LsdScreen


def make_dialog(qtbot, tmp_path, remembered=None) -> LsdNewGameDialog:
    settings = Settings(tmp_path / "settings.json")
    if remembered is not None:
        settings.set(SETTINGS_KEY, remembered)
    dialog = make_new_game_dialog(FakeHost(settings))
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog, LsdNewGameDialog)
    return dialog


def choices(dialog: LsdNewGameDialog) -> list[ColourChoice]:
    return [row.extra for row in dialog.seats_editor.rows]


def test_the_defaults_are_a_person_against_the_computer_in_two_colours(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    setup = dialog.setup()
    assert setup.players == 2 and dialog.two.isChecked()
    assert [s.kind for s in setup.playing()] == ["human", "computer"]
    assert len(set(setup.colours)) == 4
    assert setup.first == 0
    assert dialog._first.count() == 3                          # two seats and random


def test_lsd_k2_each_row_shows_its_shade_and_with_four_who_plays_together(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    assert [c.shade.text() for c in choices(dialog)] == ["White icons", "Black icons"]
    assert "Blue plays with white icons, Orange with black icons." in dialog.partners.text()
    qtbot.mouseClick(dialog.four, Qt.MouseButton.LeftButton)
    assert dialog.setup().players == 4 and len(dialog.seats_editor.rows) == 4
    assert [c.shade.text() for c in choices(dialog)] == ["White icons", "Black icons"] * 2
    assert "Blue and Green play with white icons and capture together; Orange and Pink" in \
        dialog.partners.text()
    assert not dialog.seats_editor.add_button.isVisible()      # 3 players do not exist


def test_colours_stay_distinct_a_taken_colour_is_swapped(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.set_players(4)
    combo = choices(dialog)[0].combo
    combo.setCurrentIndex(combo.findData("pink"))               # seat 3 had pink
    setup = dialog.setup()
    assert setup.colours[0] == "pink" and setup.colours[3] == "blue"
    assert len(set(setup.colours)) == 4
    assert combo.currentText() == "Pink"
    combo = choices(dialog)[1].combo
    combo.setCurrentIndex(combo.findData("yellow"))             # a free one: no swap
    assert dialog.setup().colours == ("pink", "yellow", "green", "blue")


def test_switching_to_two_and_back_keeps_the_other_seats(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.set_players(4)
    dialog.seats_editor.rows[3].name.setText("Di")
    dialog.set_players(2)
    assert len(dialog.seats_editor.rows) == 2
    dialog.set_players(4)
    assert dialog.seats_editor.rows[3].name.text() == "Di"


def test_lsd_t1_who_starts_a_seat_or_random_from_the_seed(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.set_players(4)
    dialog._first.setCurrentIndex(dialog._first.findData("random"))
    setup = dialog.setup()
    assert setup.first == "random"
    firsts = {first_seat(setup, seed) for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert first_seat(setup, 17) == first_seat(setup, 17)
    game = start_game(setup, seed=17)
    assert game.session.state.current_player == game.first == first_seat(setup, 17)
    dialog._first.setCurrentIndex(dialog._first.findData(2))
    assert start_game(dialog.setup(), seed=1).session.state.current_player == 2


def test_accepting_remembers_the_choices(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.set_players(4)
    dialog.seats_editor.rows[0].name.setText("Ann")
    dialog.seats_editor.rows[1].kind.setCurrentIndex(0)         # a person
    combo = choices(dialog)[2].combo
    combo.setCurrentIndex(combo.findData("yellow"))
    dialog._first.setCurrentIndex(dialog._first.findData("random"))
    dialog.accept()
    again = make_dialog(qtbot, tmp_path, remembered=dialog.settings.get(SETTINGS_KEY))
    setup = again.setup()
    assert setup.players == 4 and setup.seats[0] == Seat("Ann", "human", "easy")
    assert setup.seats[1].kind == "human" and setup.colours[2] == "yellow"
    assert setup.first == "random" and again.four.isChecked()


def test_the_screen_plays_the_chosen_setup(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.set_players(4)
    screen = dialog.create_screen()
    qtbot.addWidget(screen)
    assert isinstance(screen, LsdScreen)
    assert screen.session.state.num_players == 4
    assert [c.name() for c in screen.colours()] == \
        [colours.TILE_COLOURS[key].name() for key in dialog.setup().colours]
    assert len(screen.side_panel.cards) == 4 and len(screen.supplies.boxes) == 4
    screen.shutdown()


@pytest.mark.parametrize("remembered", [
    None, [], "4", {"players": 3}, {"players": True}, {"seats": "x"},
    {"seats": [{"colour": "blue"}, {"colour": "blue"}, {"colour": 7}, None]},
    {"first": 3, "players": 2}, {"first": "random"}, {"first": True}, {"seed": -1},
    {"seats": [{"name": ["a"], "kind": "robot", "level": {}}]},
])
def test_any_remembered_choice_gives_a_valid_setup(remembered):
    setup = LsdSetup.from_dict(remembered)
    assert setup.players in (2, 4)
    assert len(setup.seats) == 4 and len(setup.colours) == 4
    assert len(set(setup.colours)) == 4 and set(setup.colours) <= set(COLOURS)
    assert setup.first == "random" or 0 <= setup.first < setup.players
    assert LsdSetup.from_dict(setup.to_dict()) == setup


def test_each_row_shows_its_colour_in_its_chooser_and_as_placeholder(qtbot, tmp_path):
    """The row says "Player n"; the empty name field shows in grey the colour the seat is then
    called by (as Kulami's and Qwirkle's show their default names); the label and the shade do
    not name the colour."""
    dialog = make_dialog(qtbot, tmp_path)
    dialog.set_players(4)
    for i, row in enumerate(dialog.seats_editor.rows):
        colour = choices(dialog)[i].combo.currentText()
        shown = [row.label.text(), choices(dialog)[i].shade.text()]
        assert row.label.text() == f"Player {i + 1}"
        assert row.name.placeholderText() == colour
        assert all(colour not in text for text in shown), (colour, shown)
