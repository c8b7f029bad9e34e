"""Issue 9: every new-game dialog opens whatever its remembered choice holds (any JSON value)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.ui.fakes import FakeHost
from tilegames.storage.settings import Settings
from tilegames.ui.registry import entries

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=10)
KNOWN_KEYS = ["seats", "name", "kind", "level", "first", "board", "seed", "scoring", "variant",
              "players", "colour", "colors", "starts"]
# a remembered choice: an object whose keys are mostly the ones the dialogs use, any values;
# seats as lists of objects with any values (the case the hostile try found: {"level": []})
SEAT = st.dictionaries(st.sampled_from(["name", "kind", "level", "colour"]), JSON, max_size=4)
CHOICE = (st.dictionaries(st.sampled_from(KNOWN_KEYS), JSON | st.lists(SEAT, max_size=7),
                          max_size=8) | JSON)


def _open_every_dialog(store: Settings) -> None:
    host = FakeHost(store)
    for item in entries():
        if item.make_dialog is None:
            continue
        dialog = item.make_dialog(host, None)
        assert dialog.windowTitle()          # it was built in full, with its texts
        dialog.deleteLater()


def test_the_hostile_remembered_kulami_choice_opens_the_dialog(qtbot, tmp_path):
    """{"kulami_new_game": {"seats": [{"level": []}]}} printed a TypeError; no dialog opened."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"kulami_new_game": {"seats": [{"level": []}]}}),
                    encoding="utf-8")
    _open_every_dialog(Settings(path))


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(choice=CHOICE)
def test_any_remembered_choice_opens_every_dialog(qtbot, tmp_path, choice):
    path = tmp_path / "settings.json"
    values = {f"{item.key}_new_game": choice for item in entries()}
    path.write_text(json.dumps(values), encoding="utf-8")
    _open_every_dialog(Settings(path))
