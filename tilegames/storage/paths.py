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


# Where a wheel and the frozen build carry the top-level folders resources/ and i18n/ (put there by
# setup.py and packaging/tilegames.spec): inside the package.
BUNDLED_DIR = "_data"
PACKAGE_DIR = Path(__file__).resolve().parents[1]


def install_root() -> Path:
    """The folder holding ``resources/`` and ``i18n/``.

    Frozen (PyInstaller): ``tilegames/_data`` in the bundle. Installed from a wheel:
    ``tilegames/_data`` beside the installed code. A checkout or an editable install (no
    ``_data`` in the package): the checkout itself, where the folders are kept.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "tilegames" / BUNDLED_DIR
    bundled = PACKAGE_DIR / BUNDLED_DIR
    return bundled if bundled.is_dir() else PACKAGE_DIR.parent


def resources_dir() -> Path:
    """Rules pages and built-in layouts (read only)."""
    return install_root() / "resources"


def i18n_dir() -> Path:
    """The compiled catalogues ``tilegames_<lang>.qm`` (read only)."""
    return install_root() / "i18n"
