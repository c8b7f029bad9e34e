"""The Qwirkle new-game dialog: 2 to 6 seats added and removed, the playing-order note (Q-S3), an
optional seed, the remembered choice (any JSON value opens the dialog), and the screen it
starts."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

from tests.helpers.choices import CHOICE
from tests.helpers.hosts import FakeHost
from tilegames.base.seats import Seat
from tilegames.storage.settings import Settings
from tilegames.ui.qwirkle import make_new_game_dialog
from tilegames.ui.qwirkle.game_setup import (
    MAX_SEATS,
    MIN_SEATS,
    SETTINGS_KEY,
    QwirkleSetup,
    start_game,
)
from tilegames.ui.qwirkle.new_game_dialog import QwirkleNewGameDialog
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.registry import entry

pytestmark = pytest.mark.usefixtures("app")


def dialog_for(qtbot, store: Settings):
    dialog = make_new_game_dialog(FakeHost(store))
    qtbot.addWidget(dialog)
    return dialog


def test_the_start_page_card_is_playable(qtbot, settings):
    """The registry's Qwirkle entry (what the start page's card runs) makes the Qwirkle new-game
    dialog, holding a complete, valid setup: the defaults while nothing is remembered."""
    make_dialog = entry("qwirkle").make_dialog
    assert make_dialog is not None
    dialog = make_dialog(FakeHost(settings), None)
    qtbot.addWidget(dialog)
    assert type(dialog) is QwirkleNewGameDialog
    assert dialog.windowTitle() == "New Qwirkle game"
    setup = dialog.setup()
    assert setup == QwirkleSetup()
    assert MIN_SEATS <= len(setup.seats) <= MAX_SEATS
    assert QwirkleSetup.from_dict(setup.to_dict()) == setup


def test_q_k2_two_to_six_seats_are_added_and_removed(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    editor = dialog.seats_editor
    assert dialog.windowTitle() == "New Qwirkle game"
    assert [s.kind for s in dialog.setup().seats] == ["human", "computer"]
    for _ in range(6):
        editor.add_seat()
    assert len(dialog.setup().seats) == 6 and not editor.add_button.isEnabled()
    editor.rows[2].name.setText("Carl")
    editor.remove_seat(0)
    assert len(dialog.setup().seats) == 5 and dialog.setup().seats[1].name == "Carl"
    for _ in range(5):
        editor.remove_seat(0)
    assert len(dialog.setup().seats) == 2
    assert editor.rows[0].label.text() == "Player 1"


def test_q_s3_the_dialog_says_seats_are_the_playing_order_and_ties_go_to_the_earlier_seat(
        qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    note = dialog.order_note.text()
    assert "playing order" in note and "seated first of them starts" in note and "oldest" in note


def test_q_k3_the_seed_is_optional_and_the_same_seed_deals_the_same_tiles(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    assert dialog.setup().seed is None
    dialog.seed_field.edit.setText("4711")
    assert dialog.setup().seed == 4711
    a = start_game(dialog.setup()).session.state
    b = start_game(dialog.setup()).session.state
    assert a.to_dict() == b.to_dict()


def test_the_choices_are_remembered(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    dialog.seats_editor.add_seat()
    dialog.seats_editor.rows[0].name.setText("Anna")
    dialog.seed_field.edit.setText("12")
    dialog.accept()
    stored = settings.get(SETTINGS_KEY)
    assert stored["seed"] == 12 and len(stored["seats"]) == 3
    again = dialog_for(qtbot, settings)
    assert again.setup() == dialog.setup()
    assert again.setup().seats[0] == Seat("Anna")


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(choice=CHOICE)
def test_any_remembered_json_opens_the_dialog_with_a_valid_setup(qtbot, tmp_path, choice):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({SETTINGS_KEY: choice}), encoding="utf-8")
    dialog = dialog_for(qtbot, Settings(path))
    setup = dialog.setup()
    assert 2 <= len(setup.seats) <= 6
    assert setup.seed is None or 0 <= setup.seed <= 999_999
    assert QwirkleSetup.from_dict(setup.to_dict()) == setup
    dialog.deleteLater()


def test_from_dict_mends_what_it_can():
    assert QwirkleSetup.from_dict([1, 2]) == QwirkleSetup()
    seats = [{"name": "A" * 99, "kind": "robot", "level": []}] * 9
    setup = QwirkleSetup.from_dict({"seats": seats, "seed": True})
    assert len(setup.seats) == 6 and setup.seed is None
    assert setup.seats[0] == Seat("A" * 24, "human", "easy")
    assert len(QwirkleSetup.from_dict({"seats": [{}]}).seats) == 2


def test_ok_starts_a_game_of_the_chosen_seats(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    for _ in range(4):
        dialog.seats_editor.add_seat()
    screen = dialog.create_screen()
    qtbot.addWidget(screen)
    assert isinstance(screen, QwirkleScreen) and screen.key == "qwirkle"
    assert len(screen.session.seats) == 6
    screen.shutdown()
