""".ci/run walks the README's path and fails with any step; the tools CI depends on are pinned
(.ci/constraints.txt, used by .ci/run and by every workflow job that installs).

.ci/run itself runs here with a stand-in ``python3`` that logs each call instead of installing
or testing, so that each step can be made to fail."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CONSTRAINTS = ROOT / ".ci" / "constraints.txt"
# The tools named by issue 27 that CI depends on: each must be pinned.
TOOLS = {"ruff", "mypy", "hypothesis", "pytest", "pytest-qt", "pytest-timeout", "pytest-xdist",
         "pyinstaller"}

# Logs each call with the PIP_CONSTRAINT it saw; "-m venv DIR" makes a folder whose activate
# puts a copy of this stand-in first on PATH; "python3 - N" (the README reader) is real Python;
# a call whose words contain $FAIL_ON fails.
STAND_IN = r"""#!/usr/bin/env bash
if [ "$1" = "-" ]; then exec "$REAL_PYTHON" "$@"; fi
if [ "$1 $2" = "-m venv" ]; then
    mkdir -p "$3/bin"
    printf 'export PATH="%s/bin:$PATH"\n' "$3" > "$3/bin/activate"
    cp "$0" "$3/bin/python3"
    echo "venv $3" >> "$CALLS"
    exit 0
fi
echo "$(command -v python3) | $* | $PIP_CONSTRAINT" >> "$CALLS"
if [ -n "$FAIL_ON" ] && [[ "$*" == *"$FAIL_ON"* ]]; then exit 3; fi
exit 0
"""

STEPS = ["-m pip install -e .", "-m tilegames --self-test", "-m pip install -e .[test]",
         "-m pytest", "-m pip install -e .[build]", "packaging/build.py",
         "packaging/check_installed.py"]


def _run_ci(tmp_path: Path, fail_on: str = "") -> tuple[int, list[str], str]:
    checkout = tmp_path / "checkout"
    (checkout / ".ci").mkdir(parents=True)
    for name in (".ci/run", ".ci/constraints.txt", "README.md"):
        shutil.copy(ROOT / name, checkout / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    stand_in = bin_dir / "python3"
    stand_in.write_text(STAND_IN, encoding="utf-8")
    stand_in.chmod(0o755)
    calls = tmp_path / "calls.txt"
    calls.touch()
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "CALLS": str(calls), "FAIL_ON": fail_on,
           "REAL_PYTHON": sys.executable, "HOME": str(tmp_path), "TMPDIR": str(tmp_path),
           "TILEGAMES_CI_SKIP_SYSTEM_PACKAGES": "1"}  # (no apt-get from a test)
    out = subprocess.run(["bash", str(checkout / ".ci" / "run")], capture_output=True,
                         text=True, env=env, timeout=60)
    return out.returncode, calls.read_text(encoding="utf-8").splitlines(), out.stdout + out.stderr


needs_bash = pytest.mark.skipif(sys.platform == "win32" or not shutil.which("bash"),
                                reason=".ci/run is a bash script for the project's Linux CI")


@needs_bash
def test_ci_runs_the_readme_commands_in_a_fresh_environment_with_pinned_tools(tmp_path):
    code, calls, output = _run_ci(tmp_path)
    assert code == 0, output
    venv = calls[0].removeprefix("venv ")
    assert calls[0].startswith("venv ") and Path(venv).is_relative_to(tmp_path)  # a temp folder
    steps = [call.split(" | ") for call in calls[1:]]
    assert [words for _python, words, _constraint in steps] == STEPS
    for python, _words, constraint in steps:
        assert python == f"{venv}/bin/python3", "every step runs in the fresh environment"
        assert constraint.endswith("/.ci/constraints.txt")
    assert not Path(venv).exists(), "the temporary environment is removed afterwards"


@needs_bash
@pytest.mark.parametrize("failing", range(len(STEPS)), ids=[s.split()[-1] for s in STEPS])
def test_ci_fails_when_any_step_fails_and_runs_nothing_after_it(tmp_path, failing):
    code, calls, output = _run_ci(tmp_path, fail_on=STEPS[failing])
    assert code != 0, output
    ran = [call.split(" | ")[1] for call in calls[1:]]
    assert ran[-1] == STEPS[failing] and ran == STEPS[:failing + 1]
    assert "CI failed: " in output


def test_ci_installs_what_the_linux_check_needs_and_the_readme_names_it():
    """.ci/run installs the system packages packaging/check_installed.py needs when missing
    (a fresh CI machine has no xvfb); the README's Linux notes name the same ones."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    packages = re.search(r'SYSTEM_PACKAGES="([^"]+)"', ci).group(1).split()
    assert {"xvfb", "xauth", "libxcb-cursor0", "libgtk-3-0"} <= set(packages)
    assert '[ -n "${TILEGAMES_CI_SKIP_SYSTEM_PACKAGES:-}" ] || system_packages' in ci
    assert ci.index("|| system_packages") < ci.index('step "python3 packaging/check_installed.py"')
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for package in packages:
        assert package in readme, package


def _pins() -> dict[str, str]:
    pins = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, version = line.split(";")[0].split("==")
            pins.setdefault(name.strip().lower(), version.strip())
    return pins


def _requirement_name(requirement: str) -> str:
    return re.match(r"[A-Za-z0-9_.-]+", requirement).group(0).lower()


def test_every_tool_ci_installs_is_pinned():
    pins = _pins()
    assert set(pins) >= TOOLS, TOOLS - set(pins)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = project["project"]["optional-dependencies"]
    for extra in ("test", "build"):
        for requirement in extras[extra]:
            assert _requirement_name(requirement) in pins, (extra, requirement)
    # The release toolchain (issue 29): the Qt the installers carry is pinned per system, so
    # the installers ship what CI tested; platformdirs stays free.
    assert "pyside6-essentials" in pins
    for requirement in project["project"]["dependencies"]:
        if _requirement_name(requirement) != "pyside6-essentials":
            assert _requirement_name(requirement) not in pins, requirement


def test_every_workflow_job_that_installs_uses_the_constraints():
    for path in sorted((ROOT / ".github" / "workflows").glob("*.yml")):
        workflow = yaml.safe_load(path.read_text(encoding="utf-8"))
        for name, job in workflow["jobs"].items():
            runs = "\n".join(step.get("run", "") for step in job.get("steps", []))
            if "pip install" in runs:
                assert job["env"]["PIP_CONSTRAINT"].endswith("/.ci/constraints.txt"), (path, name)


def test_the_suite_runs_in_parallel_and_hypothesis_is_derandomized_in_ci():
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    assert "-n auto" in options["pytest"]["ini_options"]["addopts"]
    out = subprocess.run(
        [sys.executable, "-c", "import tests.conftest; from hypothesis import settings; "
         "print(settings.get_current_profile_name(), settings.default.derandomize)"],
        capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, CI="true"), check=True)
    assert out.stdout.split() == ["ci", "True"]
