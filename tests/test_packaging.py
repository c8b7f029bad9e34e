"""Packaging: the icons the installers need, the spec's inputs, and (slow) a real frozen build."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_icons_for_every_installer(qapp, tmp_path):
    files = _load("make_icons").make_icons(tmp_path)
    for kind, size in (("ico", 256), ("icns", 512), ("png", 512)):
        image = QImage(str(files[kind]))
        assert not image.isNull(), kind
        assert image.width() == size and image.height() == size


def test_spec_inputs_exist():
    spec = (PACKAGING / "tilegames.spec").read_text(encoding="utf-8")
    assert (ROOT / "resources").is_dir()
    assert "collect_submodules(\"tilegames\")" in spec  # game screens are imported by name
    for script in re.findall(r'"packaging" / "(\w+\.py)"', spec):
        assert (PACKAGING / script).is_file(), script
    assert (PACKAGING / "windows" / "tilegames.iss").is_file()
    assert (PACKAGING / "macos" / "make_dmg.sh").is_file()


@pytest.mark.slow
def test_frozen_build_passes_its_self_test():
    """Builds with PyInstaller and runs the frozen --self-test (several minutes)."""
    pytest.importorskip("PyInstaller")
    subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--no-installer"], check=True,
                   cwd=ROOT, timeout=1800)
