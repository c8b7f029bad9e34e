"""The one build step pyproject.toml cannot say: put the top-level data folders into the package.

Everything else about the build is in pyproject.toml. A wheel (``pip install .``, ``pip wheel .``,
``python -m build``) carries ``resources/`` as ``tilegames/_data/resources/``, the compiled
catalogues ``i18n/*.qm`` as ``tilegames/_data/i18n/`` (not the ``.ts`` sources, not ``update.py``)
and the numbered rules ``docs/rules/*.md`` as ``tilegames/_data/docs/rules/`` (not the pictures in
``docs/``); ``tilegames.base.resources`` looks there first. An editable install copies nothing: it
reads the checkout's own folders. MANIFEST.in puts the same files into an sdist.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
BUNDLED = Path("tilegames", "_data")  # keep in step with tilegames/base/resources.py
# target folder below BUNDLED -> (source folder, pattern of the files it ships)
DATA = {"resources": ("resources", "**/*"), "i18n": ("i18n", "*.qm"),
        "docs/rules": ("docs/rules", "*.md")}


def data_files() -> list[tuple[Path, Path]]:
    """(source file, path below the build folder) for every shipped data file.
    Fails when a folder ships nothing: a wheel without its boards, catalogues or rules is broken."""
    pairs = []
    for target, (source, pattern) in DATA.items():
        found = sorted(p for p in (ROOT / source).glob(pattern) if p.is_file())
        if not found:
            raise SystemExit(f"{source}/{pattern} matches no file: the wheel would lack it")
        pairs += [(p, BUNDLED / target / p.relative_to(ROOT / source)) for p in found]
    return pairs


class BuildPyWithData(build_py):
    """build_py, plus the data folders copied into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for source, relative in data_files():
            dest = Path(self.build_lib, relative)
            self.mkpath(str(dest.parent))
            self.copy_file(str(source), str(dest), preserve_mode=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if getattr(self, "editable_mode", False):
            return outputs
        return outputs + [str(Path(self.build_lib, rel)) for _, rel in data_files()]


setup(cmdclass={"build_py": BuildPyWithData})
