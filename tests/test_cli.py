"""The command line: --version, --lang, --self-test (the packaged program's smoke test)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tilegames import __version__
from tilegames.app import build_parser, main


def _run(*args: str, timeout: float = 240) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "tilegames", *args], capture_output=True,
                          text=True, timeout=timeout, env=env)


def test_version_prints_the_version():
    out = _run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"tilegames {__version__}"


def test_lang_accepts_the_four_languages_only(capsys):
    parser = build_parser()
    for lang in ("en", "nl", "de", "he"):
        assert parser.parse_args(["--lang", lang]).lang == lang
    with pytest.raises(SystemExit) as exit_:
        main(["tilegames", "--lang", "fr"])
    assert exit_.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_self_test_passes_in_every_language():
    out = _run("--self-test")
    lines = [line for line in out.stdout.splitlines() if line.startswith("self-test")]
    assert out.returncode == 0, out.stdout + out.stderr
    assert [line.split(":")[0] for line in lines] == [
        "self-test en", "self-test nl", "self-test de", "self-test he"]
    assert all("passed" in line for line in lines), lines


def test_self_test_with_lang_checks_that_language_only():
    out = _run("--self-test", "--lang", "he")
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("self-test he: all ")
    assert out.stdout.count("self-test") == 1
