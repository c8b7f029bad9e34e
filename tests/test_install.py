"""A normal install works (issue 10): the wheel carries resources/, the compiled catalogues and the
numbered rules (docs/rules/), and the program installed from it runs its self-test with the
installed copies, not the checkout's.

Builds the wheel from a copy of the checkout, installs it with pip into a fresh virtual
environment (``--no-deps``, no network) and runs that environment's ``tilegames --self-test`` from
an empty folder. About 15 s. PySide6 and platformdirs come from the environment running the tests,
whatever it is (the system's Python, a virtual environment, Windows or macOS): a ``.pth`` file names
its site folders, as plain paths, so none of their own ``.pth`` files (an editable install of this
checkout among them) is run and the installed wheel is the only ``tilegames`` there.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

# Under pytest-xdist every test here runs in one worker, which builds the wheel once.
pytestmark = pytest.mark.xdist_group("install")

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "nl", "de", "he")
# Not part of a build: caches, build output, tests, the README's pictures (packaging/out can be
# 100s of MB). docs/rules/ is: the wheel ships it.
SKIP = {".git", "build", "dist", "out", "tests", "__pycache__", ".venv", "venv",
        ".pytest_cache", ".ruff_cache", ".hypothesis", ".mypy_cache"}

PROBE = """
import json, tilegames
from tilegames.games import GAMES
from tilegames.games.kulami.layouts import builtin_layouts
from tilegames.base.resources import i18n_dir, resources_dir
from tilegames.ui.rules_dialog import numbered_rules_path
from tilegames import puzzles
print(json.dumps({"package": tilegames.__file__, "resources": str(resources_dir()),
                  "i18n": str(i18n_dir()), "layouts": sorted(builtin_layouts()),
                  "catalogues": sorted(p.name for p in i18n_dir().glob("*.qm")),
                  "rules": {g: str(numbered_rules_path(g)) for g in GAMES},
                  "puzzles": {g: [str(puzzles.puzzle_path(g)), len(puzzles.load(g))]
                              for g in GAMES}}))
"""


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kw)
    assert out.returncode == 0, f"{cmd} failed ({out.returncode}):\n{out.stdout}\n{out.stderr}"
    return out


def _ignore(folder: str, names: list[str]) -> set[str]:
    pictures = Path(folder).name == "docs"
    return {n for n in names if n in SKIP or n.endswith(".egg-info")
            or (pictures and n.endswith(".png"))}


def _venv_bin(venv: Path, name: str) -> Path:
    scripts = venv / ("Scripts" if sys.platform == "win32" else "bin")
    return scripts / (f"{name}.exe" if sys.platform == "win32" else name)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel built from a copy of this checkout (the checkout itself gets no build/)."""
    import setuptools

    if tuple(int(p) for p in setuptools.__version__.split(".")[:2]) < (70, 1):
        pytest.fail(f"setuptools {setuptools.__version__} is too old to build the wheel "
                    "without build isolation: install the test extra (pip install -e '.[test]')")
    base = tmp_path_factory.mktemp("wheel")
    source = base / "src"
    shutil.copytree(ROOT, source, ignore=_ignore)
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
          "--no-cache-dir", "--quiet", "--wheel-dir", str(base / "dist"), str(source)])
    (built,) = (base / "dist").glob("tilegames-*.whl")
    return built


def _site_folders() -> list[str]:
    """Where the running interpreter finds its installed packages (a virtual environment's own
    folder when the tests run in one: ``venv --system-site-packages`` would give the base
    Python's instead, without PySide6)."""
    folders = list(site.getsitepackages())
    if site.ENABLE_USER_SITE and os.path.isdir(site.getusersitepackages()):
        folders.append(site.getusersitepackages())
    return [f for f in dict.fromkeys(folders) if os.path.isdir(f)]


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment with the wheel installed in it; it sees the running
    environment's packages (PySide6, platformdirs, pip) after its own."""
    venv = tmp_path_factory.mktemp("venv") / "env"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = _venv_bin(venv, "python")
    own = _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    (Path(own.stdout.strip()) / "tilegames-tests-parent.pth").write_text(
        "".join(f"{folder}\n" for folder in _site_folders()), encoding="utf-8")
    # The running environment's pip, run by the venv's Python, installs into the venv.
    _run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "--force-reinstall",
          "--quiet", str(wheel)])
    return venv


def test_data_folders_in_a_checkout_a_wheel_and_a_frozen_bundle(monkeypatch, tmp_path):
    from tilegames.base import resources as paths
    from tilegames.ui.rules_dialog import numbered_rules_path

    # This checkout (or an editable install of it): the top-level folders.
    assert paths.resources_dir() == ROOT / "resources"
    assert paths.i18n_dir() == ROOT / "i18n"
    assert numbered_rules_path("kulami") == ROOT / "docs" / "rules" / "kulami.md"
    # Installed from a wheel: tilegames/_data beside the code.
    package = tmp_path / "site-packages" / "tilegames"
    (package / "_data").mkdir(parents=True)
    monkeypatch.setattr(paths, "PACKAGE_DIR", package)
    assert paths.resources_dir() == package / "_data" / "resources"
    assert paths.i18n_dir() == package / "_data" / "i18n"
    assert numbered_rules_path("lsd") == package / "_data" / "docs" / "rules" / "lsd.md"
    # Frozen: the same place inside the bundle, whatever the package folder says.
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    assert paths.resources_dir() == tmp_path / "bundle" / "tilegames" / "_data" / "resources"
    assert numbered_rules_path("qwirkle") == (
        tmp_path / "bundle" / "tilegames" / "_data" / "docs" / "rules" / "qwirkle.md")


def test_wheel_carries_resources_compiled_catalogues_and_numbered_rules(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    resources = sorted(p.relative_to(ROOT).as_posix()
                       for p in (ROOT / "resources").rglob("*") if p.is_file())
    assert resources, "the checkout has resources/"
    rules = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs/rules").glob("*.md"))
    assert len(rules) >= 4, "the checkout has docs/rules/ (an index and a page per game)"
    for name in resources + rules:
        assert f"tilegames/_data/{name}" in names, name
    assert not any(n.endswith(".png") for n in names if n.startswith("tilegames/_data/docs/"))
    for lang in LANGUAGES:
        assert f"tilegames/_data/i18n/tilegames_{lang}.qm" in names, lang
    shipped_i18n = {n for n in names if n.startswith("tilegames/_data/i18n/")}
    assert all(n.endswith(".qm") for n in shipped_i18n), shipped_i18n  # no .ts, no update.py


def test_installed_program_finds_its_own_files(installed, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TILEGAMES_HOME=str(tmp_path / "home"))
    out = _run([str(_venv_bin(installed, "python")), "-c", PROBE], cwd=tmp_path, env=env)
    found = json.loads(out.stdout)
    venv = installed.resolve()
    for key in ("package", "resources", "i18n"):
        assert Path(found[key]).resolve().is_relative_to(venv), (key, found[key])
    assert found["layouts"] == sorted(p.stem for p in (ROOT / "resources/layouts/kulami").glob(
        "*.txt")), "the built-in Kulami layouts come from the installed copy"
    assert found["catalogues"] == sorted(f"tilegames_{lang}.qm" for lang in LANGUAGES)
    for game, page in found["rules"].items():
        assert Path(page).resolve().is_relative_to(venv), (game, page)
        assert Path(page).read_bytes() == (ROOT / "docs/rules" / f"{game}.md").read_bytes(), game
    for game, (path, count) in found["puzzles"].items():   # loaded from the installed copy
        assert Path(path).resolve().is_relative_to(venv), (game, path)
        assert Path(path).read_bytes() == (ROOT / "resources/puzzles" / f"{game}.json").read_bytes()
        assert count >= 150, game


@pytest.mark.parametrize("languages", [
    pytest.param(["he"], id="one-language"),
    pytest.param(LANGUAGES, id="every-language", marks=pytest.mark.slow)])
def test_installed_tilegames_passes_its_self_test(installed, tmp_path, languages):
    """The venv's ``tilegames`` command, run from an empty folder: the language's catalogues
    load (the self-test checks that) and every screen renders. The normal suite checks Hebrew
    (right to left, the longest layout work); every language is the ``slow`` version, and
    ``.ci/run`` runs the installed program's whole ``--self-test`` besides."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TILEGAMES_HOME=str(tmp_path / "home"))
    env.pop("PYTHONPATH", None)
    one = ["--lang", languages[0]] if len(languages) == 1 else []
    out = _run([str(_venv_bin(installed, "tilegames")), "--self-test", *one], cwd=tmp_path,
               env=env)
    if sys.platform != "win32":  # a gui-script on Windows has no stdout: the exit status tells
        for lang in languages:
            assert f"self-test {lang}: all" in out.stdout, out.stdout + out.stderr
