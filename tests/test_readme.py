"""The README stays true: its quick start is what CI runs (.ci/run reads it), its pictures exist
and are small, and every file or folder "How the code is organised" names is in the tree."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
MAX_PICTURE_BYTES = 300_000


def _section(title: str) -> str:
    start = README.index(f"## {title}")
    end = README.find("\n## ", start + 1)
    return README[start:end if end > 0 else None]


def _commands(section: str) -> list[str]:
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


def test_quick_start_is_two_commands_and_ci_runs_the_second():
    install_and_start, install_and_test = _commands(_section("Quick start"))
    assert install_and_start.startswith("python3 -m pip install -e . && ")
    assert install_and_test == 'python3 -m pip install -e ".[test]" && python3 -m pytest'
    # .ci/run reads both from here and runs them (tests/test_ci.py runs .ci/run)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'start="$(readme_command 1)"' in ci and 'tests="$(readme_command 2)"' in ci


def test_pictures_exist_and_are_small():
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README)
    assert pictures, "the README shows the program"
    for name in pictures:
        path = ROOT / name
        assert path.is_file(), name
        assert path.read_bytes().startswith(b"\x89PNG"), name
        assert path.stat().st_size < MAX_PICTURE_BYTES, (name, path.stat().st_size)


def test_every_path_named_in_how_the_code_is_organised_exists():
    section = _section("How the code is organised")
    named = {token for token in re.findall(r"`([^`\s]+)`", section)
             if re.fullmatch(r"[\w./-]+(/|\.py|\.iss|\.sh|\.spec)", token)}
    assert "controller/" in named and "packaging/" in named
    tree = {p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*") if ".git" not in p.parts}
    for token in sorted(named):
        wanted = token.rstrip("/")
        assert any(p == wanted or p.endswith("/" + wanted) for p in tree), token
