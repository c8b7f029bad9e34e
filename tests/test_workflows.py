"""The GitHub workflows (they cannot run here): valid YAML, valid against GitHub's workflow schema
(check-jsonschema's copy, offline), only actions and runners that exist, and consistent with the
README's test command and packaging/build.py."""

from __future__ import annotations

import fnmatch
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
README_TEST_COMMAND = 'python3 -m pip install -e ".[test]" && python3 -m pytest'
# Actions (at the major version used) known to exist; add one here only after checking it does.
KNOWN_ACTIONS = {
    "actions/checkout@v4",
    "actions/setup-python@v5",
    "actions/upload-artifact@v4",
    "actions/download-artifact@v4",
    "softprops/action-gh-release@v2",
}
# GitHub-hosted runner labels (x64 unless said): macos-15 is arm64, macos-15-intel x86_64.
KNOWN_RUNNERS = {"ubuntu-latest", "ubuntu-24.04", "ubuntu-22.04", "windows-latest",
                 "windows-2025", "windows-2022", "macos-latest", "macos-15", "macos-14",
                 "macos-15-intel"}


def _load(path: Path) -> dict:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if True in data:  # YAML 1.1 reads the key `on` as true
        data["on"] = data.pop(True)
    return data


def _build_module():
    spec = importlib.util.spec_from_file_location("packaging_build",
                                                  ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def workflows() -> dict[str, dict]:
    found = {p.name: _load(p) for p in sorted(WORKFLOWS.glob("*.yml"))}
    assert {"tests.yml", "release.yml"} <= set(found)
    return found


def _steps(job: dict) -> list[dict]:
    return job.get("steps", [])


def _runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in _steps(job))


def test_workflows_match_githubs_workflow_schema():
    files = [str(p) for p in sorted(WORKFLOWS.glob("*.y*ml"))]
    out = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                          "vendor.github-workflows", *files], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_only_actions_and_runners_that_exist(workflows):
    for name, workflow in workflows.items():
        for job_name, job in workflow["jobs"].items():
            for step in _steps(job):
                if "uses" in step:
                    assert step["uses"] in KNOWN_ACTIONS, (name, job_name, step["uses"])
                assert ("uses" in step) != ("run" in step), (name, job_name, step)
            matrix = job.get("strategy", {}).get("matrix", {})
            labels = matrix.get("os", []) + [e["os"] for e in matrix.get("include", [])]
            if "${{" not in job["runs-on"]:
                labels.append(job["runs-on"])
            assert labels, (name, job_name)
            for label in labels:
                assert label in KNOWN_RUNNERS, (name, job_name, label)


def test_every_push_runs_the_readme_test_command_on_three_systems(workflows):
    tests = workflows["tests.yml"]
    assert "push" in tests["on"]
    (job,) = tests["jobs"].values()
    systems = {label.split("-")[0] for label in job["strategy"]["matrix"]["os"]}
    assert systems == {"ubuntu", "windows", "macos"}
    assert README_TEST_COMMAND in [step.get("run") for step in _steps(job)]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert README_TEST_COMMAND in readme


def test_release_builds_tests_and_uploads_every_installer(workflows):
    release = workflows["release.yml"]
    assert release["on"]["push"]["tags"] == ["v*"] and "workflow_dispatch" in release["on"]
    build_job = release["jobs"]["build"]
    entries = build_job["strategy"]["matrix"]["include"]
    assert {e["name"] for e in entries} == {"windows-x64", "macos-arm64", "macos-x86_64",
                                            "linux-x86_64"}
    runs = _runs(build_job)
    assert README_TEST_COMMAND in runs, "the test suite runs before building"
    assert runs.count("packaging/build.py --native-check") == 2  # under xvfb-run on Linux
    assert "xvfb-run -a" in runs and "choco install innosetup" in runs
    upload = next(s for s in _steps(build_job) if s.get("uses", "").startswith(
        "actions/upload-artifact"))
    (pattern,) = [p.strip() for p in upload["with"]["path"].split("\n") if p.strip()]
    build = _build_module()
    for entry in entries:
        system = {"windows": "win32", "macos": "darwin", "linux": "linux"}[
            entry["name"].split("-")[0]]
        arch = entry.get("arch", "x86_64")
        installer = "packaging/out/" + build.installer_name("1.2.3", system, arch)
        assert fnmatch.fnmatch(installer, pattern), installer
        assert fnmatch.fnmatch(installer + ".sha256", pattern)
    mac = [e for e in entries if e["name"].startswith("macos")]
    assert {e["arch"] for e in mac} == {"arm64", "x86_64"}
    assert {e["os"] for e in mac} == {"macos-15", "macos-15-intel"}  # arm64, Intel runners
    assert "packaging/macos/constraints.txt" in runs


def test_release_job_attaches_installers_with_checked_sums(workflows):
    release = workflows["release.yml"]
    job = release["jobs"]["release"]
    assert job["needs"] == "build" and job["permissions"] == {"contents": "write"}
    assert job["if"].startswith("startsWith(github.ref, 'refs/tags/v')")
    runs = _runs(job)
    assert "sha256sum --check SHA256SUMS.txt" in runs
    publish = next(s for s in _steps(job) if s.get("uses", "").startswith("softprops/"))
    assert "installers/SHA256SUMS.txt" in publish["with"]["files"]
    assert release["permissions"] == {"contents": "read"}  # write only where it is needed


def test_signing_secrets_are_documented_and_optional(workflows):
    text = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    header = text.split("\nname:")[0]
    for secret in sorted(set(re.findall(r"secrets\.(\w+)", text))):
        assert secret in header, f"{secret} is not described at the top of release.yml"
    runs = _runs(workflows["release.yml"]["jobs"]["build"])
    assert 'if [ -z "$PFX_BASE64" ]' in runs and "will not be signed" in runs
    assert "TILEGAMES_SIGN_PFX=" in runs and "TILEGAMES_CODESIGN_IDENTITY=" in runs
    assert "TILEGAMES_NOTARY_APPLE_ID=" in runs
    build_py = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    for variable in ("TILEGAMES_SIGN_PFX", "TILEGAMES_SIGN_PASSWORD"):
        assert variable in build_py
    dmg = (ROOT / "packaging" / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    for variable in ("TILEGAMES_CODESIGN_IDENTITY", "TILEGAMES_NOTARY_APPLE_ID",
                     "TILEGAMES_NOTARY_TEAM_ID", "TILEGAMES_NOTARY_PASSWORD"):
        assert variable in dmg
