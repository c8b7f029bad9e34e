"""DESIGN.md layers: storage is plain files; nothing in it imports Qt (the controller's worker
threads, command-line tools and tests use it without a GUI)."""

import subprocess
import sys

CHECK = """
import importlib, pkgutil, sys
import tilegames.storage
for info in pkgutil.walk_packages(tilegames.storage.__path__, "tilegames.storage."):
    importlib.import_module(info.name)
print(",".join(sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))))
"""


def test_storage_imports_no_qt():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "", f"Qt imported by storage: {out.stdout}"
