"""The layout of tests/ stays easy to find one's way in: a test module never imports another (what
several modules share lives in tests/helpers/ or in a conftest.py), tests/ui/ has one folder per
package of tilegames/ui/, and every folder of test modules is a package (two folders may then
hold modules of the same name, such as kulami/test_screen.py and lsd/test_screen.py)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"


def _python_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts)


def _is_test_module(name: str) -> bool:
    return name.rpartition(".")[2].startswith("test_")


def imported_test_modules(source: str) -> list[str]:
    """The test modules (last part of the name "test_…") that ``source`` imports, anywhere in it
    (also inside functions): ``import a.test_x``, ``from a.test_x import y``, ``from a import
    test_x`` and their relative forms."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if _is_test_module(alias.name)]
        elif isinstance(node, ast.ImportFrom):
            dots = "." * node.level
            if node.module and _is_test_module(node.module):
                found.append(dots + node.module)
            else:
                package = dots + f"{node.module}." if node.module else dots
                found += [package + alias.name for alias in node.names
                          if _is_test_module(alias.name)]
    return found


def test_the_import_check_finds_every_form_of_importing_a_test_module():
    source = """
import tests.ui.test_saving
import tests.helpers.kulami as kulami
from tests.ui.kulami.test_screen import click
from tests.ui import test_access, conftest
from .test_dialog import make_dialog
from . import test_result
from tests.helpers.qwirkle import make_screen, tiles


def later():
    from tests.test_rules_pages import read_page
"""
    assert sorted(imported_test_modules(source)) == sorted([
        "tests.ui.test_saving", "tests.ui.kulami.test_screen", "tests.ui.test_access",
        ".test_dialog", ".test_result", "tests.test_rules_pages"])


def test_no_test_module_imports_another():
    """Shared helpers go to tests/helpers/ (fixtures to a conftest.py): a module that imports a
    test module also collects its tests, and runs only when that one can be imported."""
    offences = {path.relative_to(ROOT).as_posix(): found for path in _python_files()
                if (found := imported_test_modules(path.read_text(encoding="utf-8")))}
    assert offences == {}


def test_the_ui_tests_mirror_the_packages_of_tilegames_ui():
    ui_tests = TESTS / "ui"
    folders = {path.parent for path in ui_tests.rglob("test_*.py")}
    assert folders, "no UI tests found"
    for folder in sorted(folders - {ui_tests}):
        package = ROOT / "tilegames" / "ui" / folder.relative_to(ui_tests)
        assert (package / "__init__.py").is_file(), (
            f"{folder.relative_to(ROOT).as_posix()}/ has no package tilegames/ui/"
            f"{folder.relative_to(ui_tests).as_posix()}/ to mirror")


def test_every_folder_of_test_modules_is_a_package():
    for folder in sorted({path.parent for path in TESTS.rglob("test_*.py")}):
        here = folder
        while True:
            assert (here / "__init__.py").is_file(), f"{here.relative_to(ROOT).as_posix()}/"
            if here == TESTS:
                break
            here = here.parent


def test_the_helpers_hold_no_test_modules():
    assert list((TESTS / "helpers").rglob("test_*.py")) == []
