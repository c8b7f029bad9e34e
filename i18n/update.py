"""Bring the translations up to date with the code, then compile them.

    python3 i18n/update.py

1. ``pyside6-lupdate`` reads every ``.py`` file of the ``tilegames`` package and merges the texts it
   finds into ``i18n/tilegames_{en,nl,de,he}.ts`` (no obsolete entries, no line numbers, so a
   re-run without code changes changes nothing). New texts arrive "unfinished": translate them
   (Qt Linguist, or by hand) and run this again.
2. ``pyside6-lrelease`` compiles each ``.ts`` to the ``.qm`` beside it, which the program loads.

Safe to re-run at any time. The tests check that the committed files are what this produces.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("en", "nl", "de", "he")


def tool(name: str) -> str:
    """A PySide6 tool: beside this Python (a venv that is not activated), else on PATH."""
    prefix = Path(sys.prefix)
    for folder in (Path(sys.executable).parent, prefix / "bin", prefix / "Scripts"):
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.is_file():
                return str(candidate)
    return name


def ts_path(lang: str, folder: Path = HERE) -> Path:
    return folder / f"tilegames_{lang}.ts"


def sources() -> list[Path]:
    """Every Python file of the package, in a stable order."""
    return sorted((ROOT / "tilegames").rglob("*.py"))


def lupdate(ts_files: list[Path]) -> None:
    """Merge the package's texts into ``ts_files`` (created when missing)."""
    for ts in ts_files:
        lang = ts.stem.rsplit("_", 1)[1]
        subprocess.run(
            [tool("pyside6-lupdate"), *map(str, sources()), "-no-obsolete", "-locations", "none",
             "-source-language", "en", "-target-language", lang, "-silent", "-ts", str(ts)],
            check=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one catalogue."""
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main() -> int:
    files = [ts_path(lang) for lang in LANGUAGES]
    lupdate(files)
    for ts in files:
        lrelease(ts, ts.with_suffix(".qm"))
        unfinished = ts.read_text(encoding="utf-8").count('type="unfinished"')
        print(f"{ts.name}: {unfinished} unfinished" if unfinished else f"{ts.name}: complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
