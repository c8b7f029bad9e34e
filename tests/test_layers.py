"""DESIGN.md: the rules engines and the computer players never import Qt."""

import subprocess
import sys

CHECK = """
import importlib, pkgutil, sys
import tilegames.games, tilegames.ai
for pkg in (tilegames.games, tilegames.ai):
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        importlib.import_module(info.name)
bad = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(",".join(bad))
"""


def test_games_and_ai_import_no_qt():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt imported by games/ai: {out.stdout}"
