"""Fixtures for the main window and its dialogs: the real application set-up, a fake game."""

from __future__ import annotations

import sys
import types

import pytest

from tests.helpers.hosts import FakeDialog
from tilegames.app import create_application
from tilegames.i18n import translations
from tilegames.storage.settings import Settings
from tilegames.ui.screen_spec import ScreenSpec


@pytest.fixture
def settings(tilegames_home) -> Settings:
    """Settings in a fresh, empty TILEGAMES_HOME."""
    return Settings()


@pytest.fixture
def app(qapp, settings):
    """The application as ``main()`` sets it up, in English; English again afterwards."""
    create_application([], "en", settings)
    yield qapp
    translations().set_language("en")


@pytest.fixture
def fake_lsd(monkeypatch) -> types.ModuleType:
    """A tiny ``tilegames.ui.lsd`` package that plugs in through the registry contract: a
    ``SCREENS`` descriptor with a dialog and nothing else."""
    module = types.ModuleType("tilegames.ui.lsd")
    module.SCREENS = ScreenSpec(tagline="A fake game.", paint_card=lambda painter, rect: None,
                                make_dialog=FakeDialog)
    monkeypatch.setitem(sys.modules, "tilegames.ui.lsd", module)
    return module


@pytest.fixture
def no_qwirkle(monkeypatch) -> None:
    """Make ``tilegames.ui.qwirkle`` missing, whatever the tree holds."""
    monkeypatch.setitem(sys.modules, "tilegames.ui.qwirkle", None)
