"""Where the program's own files are: the folders ``resources/`` (rules pages, built-in layouts,
lessons) and ``i18n/`` (the compiled catalogues), read only.

A wheel and the frozen build carry them inside the package as ``tilegames/_data/`` (put there by
setup.py and packaging/tilegames.spec); a checkout or an editable install reads them from the
checkout. The player's own files are elsewhere: ``tilegames.storage.paths``.
"""

from __future__ import annotations

import sys
from pathlib import Path

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
    """Rules pages, built-in layouts and lessons (read only)."""
    return install_root() / "resources"


def i18n_dir() -> Path:
    """The compiled catalogues ``tilegames_<lang>.qm`` (read only)."""
    return install_root() / "i18n"
