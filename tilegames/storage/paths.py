"""Where tilegames keeps its files.

Per-user folders come from platformdirs for the app "tilegames". Setting the environment variable
``TILEGAMES_HOME`` puts every folder below that one path instead (tests, portable installs).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

from tilegames import APP_NAME

HOME_ENV = "TILEGAMES_HOME"


def _base(kind: str) -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override) / kind
    dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
    return Path({"config": dirs.user_config_dir, "data": dirs.user_data_dir}[kind])


def config_dir() -> Path:
    """Settings live here."""
    return _base("config")


def data_dir() -> Path:
    """Saves, autosave, statistics and custom layouts live here."""
    return _base("data")


def install_root() -> Path:
    """The folder holding ``resources/`` and ``i18n/``: the checkout, or the frozen bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    return install_root() / "resources"


def i18n_dir() -> Path:
    return install_root() / "i18n"
