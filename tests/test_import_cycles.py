"""No import cycles anywhere in tilegames/ (issue 28, point 3): the modules form a graph that can be
read from the bottom up, so each can be understood, tested and changed on top of what it imports.

The graph is read from the source (``ast``), not by importing. Every ``import`` statement counts,
wherever it stands:
- at the top of a module, also inside ``try``/``if`` blocks and class bodies;
- under ``if TYPE_CHECKING:``: a cycle that only the type checker follows is still a cycle in the
  design (the two modules cannot be read one after the other);
- inside a function: an import moved into a function to dodge a cycle still is one.
Imports by a computed name (``importlib.import_module(f"...{game}")``) are not seen.

Importing ``a.b.c`` also runs the ``__init__`` of ``a.b`` and ``a``, so it counts as importing
those packages too, except the packages the importing module itself lies in (they are already
being imported when it runs). A package that imports its own submodules (re-exports) is thus no
cycle, unless one of those submodules imports the package back by name (``from pkg import x``
where ``x`` is not a submodule).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "tilegames"


def module_names(root: Path, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of ``package`` under ``root``: dotted name -> file (a package by its
    ``__init__.py``)."""
    out = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _packages_of(name: str) -> list[str]:
    """The packages ``name`` lies in, outermost first (``a.b.c``: ``a``, ``a.b``)."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def imports_of(source: str, module: str, is_package: bool,
               modules: set[str]) -> dict[str, list[int]]:
    """The modules of ``modules`` that ``source`` (module ``module``) imports: name -> the line
    numbers of the import statements. See the module docstring for what counts."""
    here = module if is_package else module.rpartition(".")[0]
    found: dict[str, list[int]] = {}

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    def add(target: str | None, line: int) -> None:
        if target is None:
            return
        own = _packages_of(module)     # already being imported when ``module`` runs
        for name in [name for name in _packages_of(target) if name not in own] + [target]:
            lines = found.setdefault(name, []) if name in modules and name != module else None
            if lines is not None and line not in lines:
                lines.append(line)

    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(known(alias.name), node.lineno)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".")
                parts = parts[:len(parts) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                add(whole if whole in modules else known(base), node.lineno)
    return found


def import_graph(root: Path, package: str = PACKAGE) -> dict[str, dict[str, list[int]]]:
    """module -> {imported module -> lines} for every module of ``package``."""
    modules = module_names(root, package)
    names = set(modules)
    return {name: imports_of(path.read_text(encoding="utf-8"), name,
                             path.name == "__init__.py", names)
            for name, path in modules.items()}


def cycles(graph: dict[str, dict[str, list[int]]]) -> list[list[str]]:
    """The strongly connected components of more than one module (each holds a cycle), each
    sorted, in a fixed order (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, {})))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        out.append(sorted(component))
    return sorted(out)


def describe(component: list[str], graph: dict[str, dict[str, list[int]]]) -> str:
    """A cycle's modules and the import statements that join them."""
    lines = [f"import cycle of {len(component)} modules: {', '.join(component)}"]
    for module in component:
        for target, at in sorted(graph[module].items()):
            if target in component:
                lines.append(f"  {module} (line {', '.join(map(str, at))}) imports {target}")
    return "\n".join(lines)


def test_tilegames_has_no_import_cycle():
    found = cycles(import_graph(ROOT))
    assert not found, "\n\n".join(describe(component, import_graph(ROOT)) for component in found)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_check_finds_every_kind_of_cycle(tmp_path):
    _write(tmp_path, {
        "pkg/__init__.py": "",
        # a runtime cycle
        "pkg/a.py": "from pkg.b import x\n",
        "pkg/b.py": "import pkg.a\n",
        # a type-only cycle
        "pkg/c.py": "import typing\nif typing.TYPE_CHECKING:\n    from pkg.d import y\n",
        "pkg/d.py": "from pkg import c\n",
        # a cycle dodged by an import inside a function
        "pkg/e.py": "from .f import z\n",
        "pkg/f.py": "def later():\n    from pkg.e import w\n",
        # a package and a submodule that imports a name of the package back
        "pkg/sub/__init__.py": "from pkg.sub.g import g\nLIMIT = 3\n",
        "pkg/sub/g.py": "def g():\n    from pkg.sub import LIMIT\n",
    })
    graph = import_graph(tmp_path, "pkg")
    assert cycles(graph) == [["pkg.a", "pkg.b"], ["pkg.c", "pkg.d"], ["pkg.e", "pkg.f"],
                             ["pkg.sub", "pkg.sub.g"]]
    assert "pkg.a (line 1) imports pkg.b" in describe(["pkg.a", "pkg.b"], graph)


def test_a_package_importing_its_own_submodules_is_no_cycle(tmp_path):
    _write(tmp_path, {
        "pkg/__init__.py": "from pkg.core import thing\nfrom pkg import extra\n",
        "pkg/core.py": "from pkg import helpers\nfrom . import extra\n",
        "pkg/helpers.py": "",
        "pkg/extra.py": "from pkg.helpers import *\n",
    })
    assert cycles(import_graph(tmp_path, "pkg")) == []


def test_importing_a_submodule_runs_its_package_first(tmp_path):
    _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/game/__init__.py": "from pkg.game.rules import r\n",
        "pkg/game/rules.py": "from pkg.tools import t\n",
        "pkg/tools.py": "from pkg.game.pieces import p\n",    # runs pkg/game/__init__ first
        "pkg/game/pieces.py": "",
    })
    assert cycles(import_graph(tmp_path, "pkg")) == [["pkg.game", "pkg.game.rules", "pkg.tools"]]
