"""Build the frozen program and its installer, then smoke-test what was built.

``python packaging/build.py [--no-installer]`` (needs ``pip install pyinstaller``):
1. renders the icons into packaging/out/, 2. runs PyInstaller on packaging/tilegames.spec,
3. runs the frozen program's ``--self-test`` (every screen in every language, offscreen) and
fails when it fails, 4. on Windows builds the Inno Setup installer (ISCC on PATH), on macOS the
.dmg (hdiutil). Everything it writes goes below packaging/out/ (ignored by git).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "packaging" / "out"
sys.path.insert(0, str(ROOT / "packaging"))  # not a package: "packaging" is also a PyPI name


def frozen_executable() -> Path:
    dist = OUT / "dist"
    if sys.platform == "darwin":
        return dist / "tilegames.app" / "Contents" / "MacOS" / "tilegames"
    return dist / "tilegames" / ("tilegames.exe" if sys.platform == "win32" else "tilegames")


def run(cmd: list[str], **kw) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(cmd, check=True, **kw)


def build(installer: bool = True) -> Path:
    from make_icons import make_icons  # beside this file

    make_icons(OUT)
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
         "--distpath", str(OUT / "dist"), "--workpath", str(OUT / "build"),
         str(ROOT / "packaging" / "tilegames.spec")])
    exe = frozen_executable()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TILEGAMES_HOME=str(OUT / "selftest-home"))
    run([str(exe), "--self-test"], env=env, timeout=600)
    if installer and sys.platform == "win32":
        iscc = shutil.which("ISCC") or shutil.which("iscc")
        if not iscc:
            raise SystemExit("Inno Setup's ISCC is not on PATH: install Inno Setup 6")
        run([iscc, str(ROOT / "packaging" / "windows" / "tilegames.iss")])
    elif installer and sys.platform == "darwin":
        run(["bash", str(ROOT / "packaging" / "macos" / "make_dmg.sh")])
    return exe


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-installer", action="store_true", help="stop after the smoke test")
    print(build(installer=not parser.parse_args().no_installer))
