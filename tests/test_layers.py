"""The layers hold: every import statement of tilegames/ points down the order the README writes
("How the code is organised"), and no part imports more of Qt than its row allows.

The order is read from the README's table, so it is written once: each row is one part of a layer
(its modules, its Qt); a module imports from its own part and from lower layers only, never from a
higher layer nor from another part of its own layer. Every import statement counts, at module
level and inside functions, ``TYPE_CHECKING`` blocks included.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "tilegames"
QT = ("PySide6", "shiboken6")
QT_ALLOWED = {"none": frozenset(), "QtCore": frozenset({"QtCore"}),
              "QtCore, QtWidgets": frozenset({"QtCore", "QtWidgets"})}   # "any": everything


@dataclass(frozen=True)
class Part:
    """One row of the README's table: its layer (higher imports lower), its modules (paths in
    tilegames/: ``ui/`` a package, ``app.py`` a module) and the Qt it may import (None: any)."""

    layer: int
    paths: tuple[str, ...]
    qt: frozenset[str] | None

    def holds(self, relative: str) -> bool:
        return any(relative == path or (path.endswith("/") and relative.startswith(path))
                   for path in self.paths)


def read_order(readme: str) -> list[Part]:
    """The parts of the README's layer table ("How the code is organised")."""
    section = readme[readme.index("## How the code is organised"):]
    section = section[:section.find("\n## ", 1)]
    parts = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].isdigit():
            continue
        paths = tuple(re.findall(r"`([^`]+)`", cells[1]))
        qt = cells[2]
        assert qt == "any" or qt in QT_ALLOWED, f"unknown Qt {qt!r} in the README's row {line}"
        parts.append(Part(int(cells[0]), paths, None if qt == "any" else QT_ALLOWED[qt]))
    return parts


def part_of(parts: list[Part], relative: str) -> Part:
    found = [part for part in parts if part.holds(relative)]
    assert len(found) == 1, f"{relative} is in {len(found)} rows of the README's layer table"
    return found[0]


def _module_path(root: Path, dotted: str) -> str | None:
    """``tilegames.a.b`` as a path in ``root`` relative to the package (``a/b.py``,
    ``a/b/__init__.py``), or None when no such module exists."""
    inner = dotted.split(".")[1:]
    base = root.joinpath(*inner) if inner else root
    if base.with_suffix(".py").is_file() and inner:
        return base.with_suffix(".py").relative_to(root).as_posix()
    if (base / "__init__.py").is_file():
        return (base / "__init__.py").relative_to(root).as_posix()
    return None


def imported(root: Path, relative: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement of ``relative`` (a file in ``root``) takes from:
    tilegames' as paths relative to ``root``, Qt's as "PySide6.QtX"."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
        candidates = [[name] for name in names]
    else:
        if node.level:
            package = (PACKAGE + "/" + relative).split("/")[:-1]
            package = package[:len(package) - node.level + 1]
            module = ".".join(package + ([node.module] if node.module else []))
        else:
            module = node.module or ""
        # "from a import b": b is a module of a, or a name a defines
        candidates = [[f"{module}.{alias.name}", module] for alias in node.names]
    out = []
    for options in candidates:
        for dotted in options:
            top = dotted.split(".")[0]
            if top in QT:
                out.append(".".join(dotted.split(".")[:2]))
                break
            if top == PACKAGE:
                path = _module_path(root, dotted)
                if path is not None:
                    out.append(path)
                    break
    return list(dict.fromkeys(out))


def offences(root: Path, parts: list[Part]) -> list[str]:
    """Every import statement of the package in ``root`` that breaks the order."""
    found = []
    for file in sorted(root.rglob("*.py")):
        relative = file.relative_to(root).as_posix()
        if "__pycache__" in relative:
            continue
        own = part_of(parts, relative)
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            for target in imported(root, relative, node):
                where = f"{relative}:{node.lineno} imports {target}"
                if target.split(".")[0] in QT:
                    qt = target.split(".")[1] if "." in target else "PySide6"
                    if own.qt is not None and qt not in own.qt:
                        found.append(f"{where}: Qt beyond its row")
                    continue
                other = part_of(parts, target)
                if other is own:
                    continue
                if other.layer > own.layer:
                    found.append(f"{where}: up")
                elif other.layer == own.layer:
                    found.append(f"{where}: across its layer")
    return found


README = (ROOT / "README.md").read_text(encoding="utf-8")
ORDER = read_order(README)


def test_the_readme_places_every_module_once():
    assert ORDER, "the README's layer table is missing"
    for file in sorted((ROOT / PACKAGE).rglob("*.py")):
        part_of(ORDER, file.relative_to(ROOT / PACKAGE).as_posix())
    for part in ORDER:
        for path in part.paths:
            assert (ROOT / PACKAGE / path).exists(), f"the README's layer table names {path}"


def test_every_import_points_down_the_readmes_order():
    assert offences(ROOT / PACKAGE, ORDER) == []


def test_the_check_finds_every_kind_of_offence(tmp_path):
    """Up, across a layer, inside a function, relative, and Qt beyond a row's allowance."""
    package = tmp_path / PACKAGE
    for folder in ("low", "mid", "side", "top"):
        (package / folder).mkdir(parents=True)
        (package / folder / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "low" / "a.py").write_text("def later():\n    from tilegames.top import b\n")
    (package / "mid" / "c.py").write_text("from ..side import d\nfrom tilegames.low import a\n"
                                          "from PySide6.QtGui import QColor\n")
    (package / "side" / "d.py").write_text("from PySide6 import QtCore\n")
    (package / "top" / "b.py").write_text("import tilegames.mid.c\nfrom tilegames import low\n"
                                          "from PySide6.QtWidgets import QWidget\n")
    readme = ("## How the code is organised\n| layer | part | Qt |\n|---|---|---|\n"
              "| 3 | `top/` | any |\n| 2 | `mid/` | QtCore |\n| 2 | `side/` | none |\n"
              "| 1 | `low/`, `__init__.py` | none |\n")
    found = offences(package, read_order(readme))
    assert [line.split(" imports ")[0] + " -> " + line.split(": ")[-1] for line in found] == [
        "low/a.py:2 -> up", "mid/c.py:1 -> across its layer", "mid/c.py:3 -> Qt beyond its row",
        "side/d.py:1 -> Qt beyond its row"]


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
    """DESIGN.md: the rules engines and the computer players never import Qt, not even through
    what they import."""
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt imported by games/ai: {out.stdout}"
