"""Issue 9: every new-game dialog opens whatever its remembered choice holds (any JSON value)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings

from tests.helpers.choices import CHOICE
from tests.helpers.hosts import FakeHost
from tilegames.storage.settings import Settings
from tilegames.ui.registry import entries


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
