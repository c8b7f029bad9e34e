"""Where tilegames keeps the player's files (the program's own files: ``base.resources``).

Per-user folders come from platformdirs for the app "tilegames". Setting the environment variable
``TILEGAMES_HOME`` puts every folder below that one path instead (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from tilegames import APP_NAME

HOME_ENV = "TILEGAMES_HOME"


def _base(kind: str) -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override) / kind
    dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
    return Path({"config": dirs.user_config_dir, "data": dirs.user_data_dir,
                 "log": dirs.user_log_dir}[kind])


def config_dir() -> Path:
    """Settings live here."""
    return _base("config")


def data_dir() -> Path:
    """Saves, autosave, statistics and custom layouts live here."""
    return _base("data")


def log_dir() -> Path:
    """The program's log file (``storage.logfile``) lives here: the user's log folder, or
    ``$TILEGAMES_HOME/log``."""
    return _base("log")
