"""What every game's new-game dialog shares (``NewGameDialog``): one seed rule with a message for
a text that is no seed, accepting (remembered choices; a failed save only noted), OK and Cancel."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from tests.helpers.hosts import FakeHost
from tilegames.storage.settings import Settings, new_game_key
from tilegames.ui.game_screen import MAX_SEED, NewGameDialog, read_seed
from tilegames.ui.kulami.game_setup import MAX_SEED as KULAMI_MAX_SEED
from tilegames.ui.lsd.game_setup import MAX_SEED as LSD_MAX_SEED
from tilegames.ui.qwirkle.game_setup import MAX_SEED as QWIRKLE_MAX_SEED
from tilegames.ui.registry import entry

pytestmark = pytest.mark.usefixtures("app")

GAMES = ("lsd", "kulami", "qwirkle")
WITH_SEED_FIELD = ("kulami", "qwirkle")

GOOD = {"": None, "   ": None, "0": 0, "7": 7, " 42 ": 42, "000042": 42, "999999": 999_999}
BAD = [
    "٣",             # an Arabic-Indic digit: isdigit(), but not 0-9
    "²",             # a superscript two: isdigit(), and int() refuses it
    "１２",           # full-width digits
    "1234567",       # seven digits: more than MAX_SEED
    "9" * 5000,      # longer than int() takes
    "-5", "+5",      # signs
    "4 2", "12\u00a034",   # a space, a no-break space between digits
    "12a", "abc", "1.5", "1e3", "0x10",
]


def dialog_of(qtbot, key: str, store: Settings) -> NewGameDialog:
    make_dialog = entry(key).make_dialog
    assert make_dialog is not None
    dialog = make_dialog(FakeHost(store), None)
    qtbot.addWidget(dialog)
    return dialog


def ok_button(dialog: NewGameDialog):
    return dialog.button_box().button(QDialogButtonBox.StandardButton.Ok)


def type_seed(qtbot, dialog: NewGameDialog, text: str) -> None:
    """Type ``text`` into the seed field (other than ASCII: as an input method or a paste puts it
    there; Qt's test keyboard has ASCII keys only)."""
    assert dialog.seed_field is not None
    dialog.seed_field.edit.clear()
    if text.isascii():
        qtbot.keyClicks(dialog.seed_field.edit, text)
    else:
        dialog.seed_field.edit.insert(text)
    assert dialog.seed_field.edit.text() == text       # nothing typed was silently dropped


# --- the rule -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "seed"), GOOD.items())
def test_a_seed_is_up_to_six_ascii_digits_or_nothing(text, seed):
    assert read_seed(text) == seed


@pytest.mark.parametrize("text", BAD)
def test_anything_else_is_no_seed(text):
    with pytest.raises(ValueError):
        read_seed(text)


def test_every_game_starts_from_seeds_in_the_same_range():
    assert MAX_SEED == KULAMI_MAX_SEED == LSD_MAX_SEED == QWIRKLE_MAX_SEED == 999_999
    assert read_seed(str(MAX_SEED)) == MAX_SEED


# --- the field in each dialog ---------------------------------------------------------------------
@pytest.mark.parametrize("key", WITH_SEED_FIELD)
@pytest.mark.parametrize("text", BAD[:4] + BAD[5:])      # 5000 keys typed one by one: too slow
def test_a_typed_text_that_is_no_seed_is_explained_and_refused(qtbot, settings, key, text):
    dialog = dialog_of(qtbot, key, settings)
    type_seed(qtbot, dialog, text)
    assert dialog.seed_field is not None
    message = dialog.seed_field.message
    assert message.isVisibleTo(dialog) and str(MAX_SEED) in message.text()
    assert "0 to 9" in message.text() and dialog.seed_problem() == message.text()
    assert not ok_button(dialog).isEnabled()
    assert dialog.seed() is None and dialog.setup().seed is None
    dialog.accept()                                      # Enter, or a call: still refused
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert not settings.get(dialog.settings_key)         # nothing remembered


@pytest.mark.parametrize("key", WITH_SEED_FIELD)
def test_a_very_long_text_is_no_seed(qtbot, settings, key):
    dialog = dialog_of(qtbot, key, settings)
    assert dialog.seed_field is not None
    dialog.seed_field.edit.setText("9" * 5000)          # pasted
    assert dialog.seed_field.message.isVisibleTo(dialog) and not ok_button(dialog).isEnabled()
    assert dialog.setup().seed is None


@pytest.mark.parametrize("key", WITH_SEED_FIELD)
@pytest.mark.parametrize(("text", "seed"), GOOD.items())
def test_a_typed_seed_is_taken_and_remembered(qtbot, settings, key, text, seed):
    dialog = dialog_of(qtbot, key, settings)
    type_seed(qtbot, dialog, "x")                        # no seed first: the message shows
    type_seed(qtbot, dialog, text)
    assert dialog.seed_field is not None
    assert not dialog.seed_field.message.isVisibleTo(dialog) and dialog.seed_problem() == ""
    assert ok_button(dialog).isEnabled()
    assert dialog.seed() == seed and dialog.setup().seed == seed
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert settings.get(dialog.settings_key)["seed"] == seed
    assert dialog_of(qtbot, key, settings).seed() == seed            # shown again next time


@pytest.mark.parametrize("key", WITH_SEED_FIELD)
def test_the_seed_field_is_labelled_and_says_random_when_empty(qtbot, settings, key):
    dialog = dialog_of(qtbot, key, settings)
    assert dialog.seed_field is not None
    assert dialog.seed_field.label.text() == "Game number:"
    assert dialog.seed_field.label.buddy() is dialog.seed_field.edit
    assert dialog.seed_field.edit.placeholderText() == "random"


def test_lsd_has_no_seed_field_and_keeps_the_remembered_seed(qtbot, settings):
    settings.set(new_game_key("lsd"), {"seed": 55})
    dialog = dialog_of(qtbot, "lsd", settings)
    assert dialog.seed_field is None and dialog.seed_problem() == ""
    assert dialog.seed() == 55 and dialog.setup().seed == 55
    dialog.accept()
    assert settings.get(new_game_key("lsd"))["seed"] == 55


# --- accepting ------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", GAMES)
def test_accepting_remembers_the_choice(qtbot, settings, key):
    dialog = dialog_of(qtbot, key, settings)
    dialog.button_box().accepted.emit()                   # OK
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.problem == ""
    assert settings.get(dialog.settings_key) == dialog.setup().to_dict()


@pytest.mark.parametrize("key", GAMES)
def test_a_choice_that_cannot_be_remembered_only_notes_it(qtbot, settings, key, monkeypatch):
    dialog = dialog_of(qtbot, key, settings)

    def full(*_args) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(settings, "set", full)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.problem == ("Your choices could not be remembered for next time: "
                              "No space left on device")


@pytest.mark.parametrize("key", GAMES)
def test_cancel_remembers_nothing(qtbot, settings, key):
    dialog = dialog_of(qtbot, key, settings)
    dialog.button_box().rejected.emit()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert not settings.get(dialog.settings_key)
