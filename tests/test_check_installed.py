"""packaging/check_installed.py: the steps, the commands each system gets and how a failure is
reported, with the installer, the system's tools and the installed program faked (the real check
of the Linux tarball is test_packaging's slow test; Windows and macOS run on GitHub's runners).
On Linux the real install.sh runs here, against the fake program."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def _load():
    path = PACKAGING / "check_installed.py"
    spec = importlib.util.spec_from_file_location("packaging_check_installed", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


check_installed = _load()


class FakeProgram:
    """The running first copy: it listens as soon as it is started."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.returncode = None
        (home / "log").mkdir(parents=True, exist_ok=True)
        self.log("INFO tilegames.app: window system xcb, colour scheme Dark")
        self.log("INFO tilegames.ui.single_instance: listening for a second start as x")

    def log(self, line: str) -> None:
        with (self.home / "log" / "tilegames.log").open("a", encoding="utf-8") as out:
            out.write(line + "\n")

    def poll(self):
        return self.returncode

    def terminate(self):
        self.returncode = -15

    def kill(self):
        self.returncode = -9

    def wait(self, timeout=None):
        return self.returncode


class FakeSystem:
    """Answers the commands check_installed runs, as the system would; records each."""

    def __init__(self, system: str, work: Path, *, registered: bool = True,
                 signed: str = "Valid") -> None:
        self.system = system
        self.work = work
        self.registered = registered
        self.signed = signed
        self.calls: list[tuple[list[str], dict | None]] = []
        self.first: FakeProgram | None = None
        self.registry: dict[str, str] = {}

    def result(self, cmd, code=0, out=""):
        return subprocess.CompletedProcess(cmd, code, out, "")

    def run(self, cmd, *, env=None, timeout=None, check=True, echo=True):
        words = [str(c) for c in cmd]
        self.calls.append((words, env))
        out = self.answer(words, env)
        if check and out.returncode != 0:
            raise check_installed.CheckFailedError(f"{words[0]} exited with {out.returncode}")
        return out

    def start(self, cmd, *, env):
        self.calls.append(([str(c) for c in cmd] + ["&"], env))
        self.first = FakeProgram(Path(env["TILEGAMES_HOME"]))
        return self.first

    def answer(self, words, env):
        name = Path(words[0]).name
        if name.endswith("setup.exe"):
            folder = Path(words[words.index("/CURRENTUSER") + 1].removeprefix("/DIR="))
            folder.mkdir(parents=True)
            for exe in ("tilegames.exe", "unins000.exe"):
                (folder / exe).write_text("exe")
            if self.registered:
                self.registry[".tilegames"] = "(Default) REG_SZ tilegames.SavedGame"
                self.registry["tilegames.SavedGame\\shell\\open\\command"] = \
                    f'(Default) REG_SZ "{folder / "tilegames.exe"}" "%1"'
                self.registry[".tilegames\\OpenWithProgids"] = "tilegames.SavedGame REG_SZ"
                self.registry["tilegames.SavedGame"] = "(Default) REG_SZ saved game"
            return self.result(words)
        if name == "unins000.exe":
            for exe in ("tilegames.exe", "unins000.exe"):
                (Path(words[0]).parent / exe).unlink()
            self.registry = {}
            return self.result(words)
        if name == "reg":
            key = words[2].removeprefix("HKCU\\Software\\Classes\\")
            value = self.registry.get(key)
            return self.result(words, 0 if value is not None else 1, value or "")
        if name == "hdiutil" and words[1] == "attach":
            mount = Path(words[words.index("-mountpoint") + 1])
            app = mount / "tilegames.app" / "Contents"
            (app / "MacOS").mkdir(parents=True)
            (app / "MacOS" / "tilegames").write_text("exe")
            (app / "Info.plist").write_bytes(_info_plist())
            (mount / "Applications").symlink_to("/Applications")
            return self.result(words)
        if name == "hdiutil":
            return self.result(words)
        if name == "ditto":
            shutil.copytree(words[1], words[2], symlinks=True)
            return self.result(words)
        if name == "lsregister":
            dump = f"path: {self.work}/Applications/tilegames.app\nuti: org.tilegames.savedgame"
            return self.result(words, 0, dump if "-dump" in words else "")
        if name == "powershell":
            return self.result(words, 0, self.signed + "\n")
        if name in ("tar", "sh"):  # Linux: the real thing
            out = subprocess.run(words, env=env, capture_output=True, text=True)
            return self.result(words, out.returncode, out.stdout)
        if name in ("tilegames", "tilegames.exe"):
            return self.program(words, env)
        return self.result(words, 0, "")

    def program(self, words, env):
        """The installed program: --self-test passes; a second start hands over."""
        if "--self-test" in words:
            return self.result(words)
        assert self.first is not None and env["TILEGAMES_HOME"] == str(self.first.home)
        if len(words) > 1:
            settings = self.first.home / "config" / "settings.json"
            settings.parent.mkdir(parents=True, exist_ok=True)
            settings.write_text(json.dumps({"recent_files": [str(Path(words[1]).resolve())]}))
            self.first.log(f"a second start handed over {words[1:]}")
        else:
            self.first.log("a second start handed over nothing (come to the front)")
        return self.result(words)

    def commands(self, program: str) -> list[list[str]]:
        return [words for words, _ in self.calls if Path(words[0]).name == program]


def _info_plist() -> bytes:
    import plistlib

    spec = importlib.util.spec_from_file_location("info", PACKAGING / "macos" / "info_plist.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return plistlib.dumps(module.info_plist("1.2.3rc1"))


def _check(tmp_path, system, name, expect_signed=False, **fake):
    installer = tmp_path / name
    if not installer.exists():
        installer.parent.mkdir(parents=True, exist_ok=True)
        installer.write_bytes(b"installer")
    work = tmp_path / "work"
    fakes = FakeSystem(system, work, **fake)
    environ = {"LOCALAPPDATA": str(tmp_path / "local"), "HOME": str(tmp_path / "userhome"),
               "PATH": "/usr/bin:/bin"}
    check = check_installed.Check(installer, work, system=system, runner=fakes.run,
                                  starter=fakes.start, environ=environ,
                                  expect_signed=expect_signed)
    return check, fakes


WHICH = shutil.which


@pytest.fixture(autouse=True)
def _no_duti(monkeypatch):
    monkeypatch.setattr(check_installed.shutil, "which",
                        lambda tool: None if tool == "duti" else WHICH(tool))


def test_windows_installs_silently_for_the_user_checks_the_registry_and_keeps_saves(tmp_path,
                                                                                 capsys):
    check, fakes = _check(tmp_path, "win32", "tilegames-1.2.3-windows-x64-setup.exe")
    assert check.check() == 0, capsys.readouterr()
    (setup,) = fakes.commands("tilegames-1.2.3-windows-x64-setup.exe")
    work = tmp_path / "work"
    assert setup[1:] == ["/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
                         f"/DIR={work / 'app'}", f"/LOG={work / 'setup.log'}"]
    queried = [words[2] for words in fakes.commands("reg")]
    assert "HKCU\\Software\\Classes\\.tilegames" in queried
    assert "HKCU\\Software\\Classes\\tilegames.SavedGame\\shell\\open\\command" in queried
    (self_test,) = [(w, e) for w, e in fakes.calls if "--self-test" in w]
    assert self_test[0][1:] == ["--self-test", "--lang", "en"]
    assert self_test[1]["QT_QPA_PLATFORM"] == "windows" and "TILEGAMES_HOME" not in self_test[1]
    (uninstall,) = fakes.commands("unins000.exe")
    assert uninstall[1:4] == ["/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"]
    assert (tmp_path / "local" / "tilegames").is_dir(), "the user's data folder stays"
    assert not (tmp_path / "local" / "tilegames" / "check-installed").exists(), "probe removed"
    out = capsys.readouterr().out
    assert "all 5 steps passed" in out and "the user's saved game is still there" in out


def test_a_missing_association_fails_its_step_and_the_program_is_uninstalled(tmp_path, capsys):
    check, fakes = _check(tmp_path, "win32", "tilegames-1.2.3-windows-x64-setup.exe",
                          registered=False)
    assert check.check() == 1
    err = capsys.readouterr().err
    assert "FAILED in step 2 (file type registered)" in err
    assert ".tilegames" in err
    assert fakes.commands("unins000.exe"), "what was installed is taken away again"
    assert not [w for w, _ in fakes.calls if "--self-test" in w], "no step after the failure"


def test_a_missing_installer_fails_the_first_step_and_nothing_is_uninstalled(tmp_path, capsys):
    check = check_installed.Check(tmp_path / "nothing.exe", tmp_path / "work", system="win32",
                                  runner=lambda *a, **k: pytest.fail("nothing to run"))
    assert check.check() == 1
    err = capsys.readouterr().err
    assert "FAILED in step 1 (install)" in err and "run packaging/build.py" in err


def test_expect_signed_checks_every_windows_signature(tmp_path, capsys):
    check, fakes = _check(tmp_path, "win32", "tilegames-1.2.3-windows-x64-setup.exe",
                          signed="NotSigned", expect_signed=True)
    assert [name for name, _ in check.steps()][-2:] == [
        "signatures", "uninstall, keeping the user's saved games"]
    assert check.check() == 1
    assert "FAILED in step 5 (signatures)" in capsys.readouterr().err
    (first, *_), _env = fakes.calls[[w[0] for w, _ in fakes.calls].index("powershell")]
    assert first == "powershell"

    check, fakes = _check(tmp_path / "again", "win32", "tilegames-1.2.3-windows-x64-setup.exe",
                          expect_signed=True)
    assert check.check() == 0
    checked = " ".join(" ".join(w) for w in fakes.commands("powershell"))
    for name in ("setup.exe", "tilegames.exe", "unins000.exe"):
        assert name in checked


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links in the fake disk image")
def test_macos_attaches_read_only_copies_the_app_and_asks_launch_services(tmp_path, capsys):
    check, fakes = _check(tmp_path, "darwin", "tilegames-1.2.3-macos-arm64.dmg",
                          expect_signed=True)
    assert check.check() == 0, capsys.readouterr()
    (attach, detach) = fakes.commands("hdiutil")
    assert attach[:5] == ["hdiutil", "attach", "-nobrowse", "-readonly", "-noautoopen"]
    assert detach[:2] == ["hdiutil", "detach"]
    (ditto,) = fakes.commands("ditto")
    assert ditto[2] == str(tmp_path / "work" / "Applications" / "tilegames.app")
    lsregister = fakes.commands("lsregister")
    assert [w[1] for w in lsregister] == ["-f", "-dump", "-u"]
    (self_test,) = [(w, e) for w, e in fakes.calls if "--self-test" in w]
    assert self_test[0][0].endswith("tilegames.app/Contents/MacOS/tilegames")
    assert self_test[1]["QT_QPA_PLATFORM"] == "cocoa"
    signing = [w for w, _ in fakes.calls if w[0] in ("codesign", "spctl", "xcrun")]
    assert signing[0][:4] == ["codesign", "--verify", "--strict", "--verbose=2"]
    assert not any("--deep" in w for w in signing)
    assert [w[-1] for w in signing if w[0] == "xcrun"] == [
        str(tmp_path / "work" / "Applications" / "tilegames.app"),
        str(tmp_path / "tilegames-1.2.3-macos-arm64.dmg")], "app and dmg are stapled"
    assert not (tmp_path / "work" / "Applications" / "tilegames.app").exists()
    assert "duti is not installed" in capsys.readouterr().out


def test_macos_detach_is_tried_again_when_the_volume_is_busy(tmp_path, monkeypatch):
    monkeypatch.setattr(check_installed.time, "sleep", lambda s: None)
    tries = []

    def runner(cmd, **kw):
        tries.append([str(c) for c in cmd])
        return subprocess.CompletedProcess(cmd, 16 if len(tries) < 5 else 0, "", "")

    check = check_installed.Check(tmp_path / "x.dmg", tmp_path, system="darwin", runner=runner)
    check._detach(tmp_path / "mnt")
    assert len(tries) == 5 and "-force" in tries[-1] and "-force" not in tries[0]


@pytest.mark.skipif(shutil.which("sh") is None or sys.platform == "win32", reason="POSIX sh")
def test_linux_unpacks_runs_install_sh_checks_the_menu_entry_and_removes_it(tmp_path, capsys):
    folder = tmp_path / "build" / "tilegames-1.2.3"
    folder.mkdir(parents=True)
    for name in ("install.sh", "tilegames.desktop", "tilegames-mime.xml"):
        shutil.copy2(PACKAGING / "linux" / name, folder / name)
    (folder / "tilegames.png").write_bytes(b"png")
    (folder / "tilegames").write_text("#!/bin/sh\n")
    installer = tmp_path / "tilegames-1.2.3-linux-x86_64.tar.gz"
    subprocess.run(["tar", "-czf", installer, "-C", folder.parent, folder.name], check=True)
    check, fakes = _check(tmp_path, "linux", installer.name)
    assert check.check() == 0, capsys.readouterr()
    (install, remove) = fakes.commands("sh")
    program = tmp_path / "work" / "opt" / "tilegames-1.2.3" / "tilegames"
    assert install[1] == str(program.parent / "install.sh") and remove[2:] == ["--remove"]
    (self_test,) = [(w, e) for w, e in fakes.calls if "--self-test" in w]
    assert self_test[0][0] == str(program) and self_test[1]["QT_QPA_PLATFORM"] == "xcb"
    assert self_test[1]["HOME"] == str(tmp_path / "work" / "home")
    (first, first_env) = next((w, e) for w, e in fakes.calls if w[-1] == "&")
    if first_env.get("QT_QPA_PLATFORMTHEME"):
        assert first_env["GTK_THEME"] == "Adwaita:dark"
    data = tmp_path / "work" / "home" / ".local" / "share"
    assert not (data / "applications" / "tilegames.desktop").exists()
    assert (data / "tilegames").is_dir(), "the saved games' folder stays"


def test_a_menu_entry_that_starts_something_else_fails(tmp_path):
    check = check_installed.Check(tmp_path / "x.tar.gz", tmp_path, system="linux")
    check.installed = check_installed.Installed(tmp_path / "opt" / "tilegames", tmp_path / "opt",
                                                tmp_path / "data")
    desktop = tmp_path / "home" / ".local" / "share" / "applications" / "tilegames.desktop"
    desktop.parent.mkdir(parents=True)
    desktop.write_text("[Desktop Entry]\nExec=tilegames %f\nMimeType=application/x-tilegames;\n")
    with pytest.raises(check_installed.CheckFailedError, match="not the installed program"):
        check.file_type()


def test_arguments_and_the_virtual_screen(monkeypatch, capsys):
    args = check_installed.parse_args([])
    assert args.installer is None and not args.expect_signed and args.work is None
    args = check_installed.parse_args(["x.exe", "--expect-signed", "--work", "w"])
    assert args.installer == Path("x.exe") and args.expect_signed and args.work == Path("w")
    assert check_installed.needs_xvfb({}, "linux")
    assert not check_installed.needs_xvfb({"DISPLAY": ":0"}, "linux")
    assert not check_installed.needs_xvfb({check_installed.UNDER_XVFB: "1"}, "linux")
    assert not check_installed.needs_xvfb({}, "win32") and not check_installed.needs_xvfb(
        {}, "darwin")
    command = check_installed.xvfb_command(["x.tar.gz"])
    assert command[:4] == ["xvfb-run", "-a", "-s", check_installed.XVFB_SCREEN]
    assert command[-2:] == [str(PACKAGING / "check_installed.py"), "x.tar.gz"]
    assert check_installed.native_platform("win32") == "windows"
    assert check_installed.native_platform("darwin") == "cocoa"
    assert check_installed.native_platform("linux") == "xcb"

    monkeypatch.setattr(check_installed.sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv(check_installed.UNDER_XVFB, raising=False)
    monkeypatch.setattr(check_installed.shutil, "which", lambda tool: None)
    assert check_installed.main(["x.tar.gz"]) == 1
    assert "apt-get install xvfb xauth" in capsys.readouterr().err


def test_the_default_installer_is_what_build_py_made_here():
    made = check_installed.default_installer("linux")
    assert made.parent == PACKAGING / "out" and made.name.endswith(".tar.gz")
    assert check_installed.default_installer("win32").name.endswith("-windows-x64-setup.exe")
