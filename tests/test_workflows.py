"""The GitHub workflows (they cannot run here): valid YAML, valid against GitHub's workflow schema
(check-jsonschema's copy, offline), clean for actionlint (with shellcheck) where it is installed,
pinned actions (third-party ones to a full commit SHA, GitHub's own at a major that runs on a
current Node), runners that exist, and consistent with the README's test command,
packaging/build.py and packaging/check_installed.py: every push builds, installs and starts the
installers on three systems; a release reuses those jobs, signed unless marked unsigned."""

from __future__ import annotations

import fnmatch
import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
README_TEST_COMMAND = 'python3 -m pip install -e ".[test]" && python3 -m pytest'
# GitHub's own actions: the first major that runs on Node 24 (the Node 20 runtime is retired);
# a workflow must use that one or a later one (actionlint, where installed, also knows which
# runtime each major has).
NODE24_MAJOR = {"actions/checkout": 5, "actions/setup-python": 6, "actions/upload-artifact": 6,
                "actions/download-artifact": 7}
# GitHub-hosted runner labels (x64 unless said): macos-15 is arm64, macos-15-intel x86_64.
KNOWN_RUNNERS = {"ubuntu-latest", "ubuntu-24.04", "ubuntu-22.04", "windows-latest",
                 "windows-2025", "windows-2022", "macos-latest", "macos-15", "macos-14",
                 "macos-15-intel"}
SIGNING_SECRETS = {"AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET",
                   "MACOS_CERTIFICATE_P12_BASE64", "MACOS_CERTIFICATE_PASSWORD",
                   "MACOS_CODESIGN_IDENTITY", "MACOS_NOTARY_KEY_P8_BASE64",
                   "MACOS_NOTARY_KEY_ID", "MACOS_NOTARY_ISSUER"}


def _load(path: Path) -> dict:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if True in data:  # YAML 1.1 reads the key `on` as true
        data["on"] = data.pop(True)
    return data


def _packaging_module(name: str):
    spec = importlib.util.spec_from_file_location(f"packaging_{name}",
                                                  ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def workflows() -> dict[str, dict]:
    found = {p.name: _load(p) for p in sorted(WORKFLOWS.glob("*.yml"))}
    assert {"tests.yml", "release.yml", "installers.yml"} <= set(found)
    return found


def _steps(job: dict) -> list[dict]:
    return job.get("steps", [])


def _runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in _steps(job))


def _uses(workflow: dict) -> list[tuple[str, str]]:
    """(job, ``uses``) for every step and every called workflow."""
    found = []
    for name, job in workflow["jobs"].items():
        if "uses" in job:
            found.append((name, job["uses"]))
        found += [(name, step["uses"]) for step in _steps(job) if "uses" in step]
    return found


def test_workflows_match_githubs_workflow_schema():
    files = [str(p) for p in sorted(WORKFLOWS.glob("*.y*ml"))]
    out = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                          "vendor.github-workflows", *files], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.skipif(shutil.which("actionlint") is None,
                    reason="actionlint is not installed (the test extra has it on Linux x86_64 "
                           "and Windows x64)")
def test_workflows_pass_actionlint():
    files = [str(p.relative_to(ROOT)) for p in sorted(WORKFLOWS.glob("*.y*ml"))]
    out = subprocess.run(["actionlint", "-no-color", *files], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr


def test_actions_are_pinned(workflows):
    """Third-party actions to a full commit SHA (a tag can be moved); GitHub's own actions
    (actions/…) to a major version tag that runs on a current Node; local workflows by path."""
    for name, workflow in workflows.items():
        for job, uses in _uses(workflow):
            where = (name, job, uses)
            if uses.startswith("./"):
                assert (ROOT / uses).is_file(), where
                continue
            action, _, ref = uses.partition("@")
            owner = action.split("/")[0]
            if owner == "actions":
                major = re.fullmatch(r"v(\d+)", ref)
                assert major, f"{where}: GitHub's actions at a major tag (vN)"
                assert action in NODE24_MAJOR, f"{where}: add its first Node 24 major here"
                assert int(major.group(1)) >= NODE24_MAJOR[action], f"{where}: Node 20 major"
            else:
                assert re.fullmatch(r"[0-9a-f]{40}", ref), f"{where}: pin to a full commit SHA"


def test_pin_check_refuses_what_it_should():
    """The rule above, on made-up references."""
    def allowed(uses: str) -> bool:
        action, _, ref = uses.partition("@")
        if action.startswith("actions/"):
            major = re.fullmatch(r"v(\d+)", ref)
            return bool(major) and int(major.group(1)) >= NODE24_MAJOR.get(action, 10**6)
        return re.fullmatch(r"[0-9a-f]{40}", ref) is not None

    assert allowed("actions/checkout@v7") and allowed("someone/tool@" + "a1" * 20)
    for bad in ("actions/checkout@v4", "actions/checkout@v7.0.1", "actions/checkout@main",
                "someone/tool@v2", "someone/tool@" + "a1" * 10, "someone/tool@main"):
        assert not allowed(bad), bad


def test_only_runners_that_exist(workflows):
    for name, workflow in workflows.items():
        for job_name, job in workflow["jobs"].items():
            for step in _steps(job):
                assert ("uses" in step) != ("run" in step), (name, job_name, step)
            if "uses" in job:
                continue
            matrix = job.get("strategy", {}).get("matrix", {})
            labels = matrix.get("os", []) + [e["os"] for e in matrix.get("include", [])]
            if "${{" not in job["runs-on"]:
                labels.append(job["runs-on"])
            assert labels, (name, job_name)
            for label in labels:
                assert label in KNOWN_RUNNERS, (name, job_name, label)


def test_every_push_builds_installs_and_starts_the_installers_on_three_systems(workflows):
    tests = workflows["tests.yml"]
    assert {"push", "pull_request"} <= set(tests["on"])
    (job,) = tests["jobs"].values()
    assert job["uses"] == "./.github/workflows/installers.yml"
    assert "secrets" not in job and not job.get("with", {}).get("environment"), \
        "a push or pull request never sees the signing secrets"
    installers = workflows["installers.yml"]
    assert set(installers["on"]) == {"workflow_call"}
    (build_job,) = installers["jobs"].values()
    entries = build_job["strategy"]["matrix"]["include"]
    assert {e["name"] for e in entries} == {"windows-x64", "macos-arm64", "macos-x86_64",
                                            "linux-x86_64"}
    systems = {e["os"].split("-")[0] for e in entries}
    assert systems == {"ubuntu", "windows", "macos"}
    mac = [e for e in entries if e["name"].startswith("macos")]
    assert {e["arch"] for e in mac} == {"arm64", "x86_64"}
    assert {e["os"] for e in mac} == {"macos-15", "macos-15-intel"}  # arm64, Intel runners
    runs = [step.get("run", "") for step in _steps(build_job)]
    order = [next(i for i, r in enumerate(runs) if text in r) for text in (
        README_TEST_COMMAND, 'python3 packaging/build.py "${flags[@]}"',
        "packaging/check_installed.py")]
    assert order == sorted(order), "tests, then build, then install and start"
    joined = "\n".join(runs)
    assert "flags=(--native-check)" in joined
    assert 'xvfb-run -a -s "-screen 0 1600x1000x24" python3 packaging/build.py' in joined
    assert "--require-signed" in joined and "--expect-signed" in joined
    assert README_TEST_COMMAND in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_installers_are_uploaded_under_the_names_build_py_gives_them(workflows):
    (job,) = workflows["installers.yml"]["jobs"].values()
    upload = next(s for s in _steps(job) if s.get("uses", "").startswith(
        "actions/upload-artifact"))
    assert upload["with"]["if-no-files-found"] == "error"
    (pattern,) = [p.strip() for p in upload["with"]["path"].split("\n") if p.strip()]
    build = _packaging_module("build")
    for entry in job["strategy"]["matrix"]["include"]:
        system = {"windows": "win32", "macos": "darwin", "linux": "linux"}[
            entry["name"].split("-")[0]]
        installer = "packaging/out/" + build.installer_name("1.2.3", system,
                                                           entry.get("arch", "x86_64"))
        assert fnmatch.fnmatch(installer, pattern), installer
        assert fnmatch.fnmatch(installer + ".sha256", pattern)


def test_the_toolchain_is_the_pinned_one(workflows):
    (job,) = workflows["installers.yml"]["jobs"].values()
    assert job["env"]["PIP_CONSTRAINT"].endswith("/.ci/constraints.txt")
    runs = _runs(job)
    assert 'choco install innosetup --version "$(python packaging/build.py --pinned ' \
           'innosetup)"' in runs
    assert "--pinned Microsoft.Trusted.Signing.Client" in runs
    build = _packaging_module("build")
    assert build.pinned("innosetup") and build.pinned("Microsoft.Trusted.Signing.Client")
    assert "PIP_CONSTRAINT=" not in runs, "one constraints file, never changed on the way"


def test_a_release_reuses_the_installer_jobs_signed_unless_marked_unsigned(workflows):
    release = workflows["release.yml"]
    assert release["on"]["push"]["tags"] == ["v*"]
    assert release["on"]["workflow_dispatch"]["inputs"]["unsigned"]["default"] is False
    job = release["jobs"]["installers"]
    assert job["uses"] == "./.github/workflows/installers.yml"
    assert job["with"]["environment"] == "release", "signing happens in a protected environment"
    assert job["with"]["require-signed"] == "${{ needs.version.outputs.require-signed == 'true' }}"
    version = release["jobs"]["version"]
    runs = _runs(version)
    assert "require_signed=true" in runs
    assert 'if [ "$UNSIGNED_INPUT" = "true" ] || [ "$UNSIGNED_VARIABLE" = "true" ]' in runs
    kind = next(s for s in _steps(version) if s.get("id") == "kind")
    assert kind["env"] == {"UNSIGNED_INPUT": "${{ inputs.unsigned }}",
                           "UNSIGNED_VARIABLE": "${{ vars.TILEGAMES_RELEASE_UNSIGNED }}"}
    (installers,) = workflows["installers.yml"]["jobs"].values()
    assert installers["environment"] == "${{ inputs.environment }}"
    check = next(s for s in _steps(installers) if "--check-signing" in s.get("run", ""))
    assert check["if"] == "inputs.require-signed"
    assert _steps(installers).index(check) < 4, "checked before anything is built"


def test_the_release_is_published_with_checked_sums_as_a_pre_release_when_it_is_one(
        workflows, tmp_path):
    release = workflows["release.yml"]
    job = release["jobs"]["release"]
    assert set(job["needs"]) == {"version", "installers"}
    assert job["permissions"] == {"contents": "write"}
    assert job["if"].startswith("startsWith(github.ref, 'refs/tags/v')")
    runs = _runs(job)
    assert "sha256sum --check SHA256SUMS.txt" in runs
    assert "gh release create" in runs and "installers/SHA256SUMS.txt" in runs
    assert 'if [ "$PRERELEASE" = "true" ]; then flags+=(--prerelease); fi' in runs
    assert release["permissions"] == {"contents": "read"}  # write only where it is needed
    version_runs = _runs(release["jobs"]["version"])
    assert "packaging/build.py --is-prerelease" in version_runs
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"),
                          "--is-prerelease", "1.0rc1"], capture_output=True, text=True)
    assert out.stdout.strip() == "true"


def test_secrets_reach_only_the_steps_that_need_them_and_never_github_env(workflows):
    """Secrets appear only in a step's env (never the workflow's or a job's, never in a run
    script, never written to GITHUB_ENV), and every one used is described at the top of
    installers.yml."""
    for name, workflow in workflows.items():
        text = (WORKFLOWS / name).read_text(encoding="utf-8")
        assert "secrets." not in str(workflow.get("env", {})), name
        for job_name, job in workflow["jobs"].items():
            assert "secrets." not in str(job.get("env", {})), (name, job_name)
            for step in _steps(job):
                assert "secrets." not in step.get("run", ""), (name, job_name, step)
                for line in step.get("run", "").splitlines():
                    if "GITHUB_ENV" in line:
                        assert not re.search(r"PASSWORD|SECRET|P12|KEY_ID|ISSUER|IDENTITY",
                                             line), (name, line)
        if name == "installers.yml":
            header = text.split("\nname:")[0]
            used = set(re.findall(r"secrets\.(\w+)", text))
            assert used == SIGNING_SECRETS, used ^ SIGNING_SECRETS
            for secret in used | set(re.findall(r"vars\.(\w+)", text)):
                assert secret in header, f"{secret} is not described at the top"
    (job,) = workflows["installers.yml"]["jobs"].values()
    github_env_lines = [line for line in _runs(job).splitlines() if "GITHUB_ENV" in line]
    assert len(github_env_lines) == 1 and "} >>" in github_env_lines[0]  # paths only


def test_the_readme_describes_what_the_workflows_do(workflows):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for needed in ("TILEGAMES_SIGN_COMMAND", "TILEGAMES_RELEASE_UNSIGNED", "Open Anyway",
                   "check_installed.py", "Trusted Signing", "certificate store", "--key",
                   "WINDOWS_SIGN_COMMAND", "MACOS_NOTARY_KEY_P8_BASE64", "pre-release",
                   "glibc 2.35", "macOS 11"):
        assert needed in readme, needed
    text = "\n".join((WORKFLOWS / name).read_text(encoding="utf-8") for name in workflows)
    for secret in SIGNING_SECRETS:
        assert secret in text and secret in readme, secret
