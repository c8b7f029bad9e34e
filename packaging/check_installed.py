"""Install the built installer as a user does, start the installed program, uninstall it.

``python packaging/check_installed.py [INSTALLER] [--expect-signed] [--work FOLDER]``
(after ``packaging/build.py``; INSTALLER defaults to the one it made for this machine). Every
step prints what it runs; the first that fails ends the check with ``check_installed: FAILED``
and its reason (exit 1), after the program has been uninstalled again when it was installed.

1. install: Windows runs the Inno Setup installer silently for this user alone
   (``/VERYSILENT /CURRENTUSER``) into the work folder; macOS attaches the disk image
   (``hdiutil attach -nobrowse -readonly``), checks its Applications link and copies the app out
   (``ditto``); Linux unpacks the tarball (``tar``) and runs its ``install.sh`` with ``HOME`` in
   the work folder;
2. file type: ``.tilegames`` is registered for the installed program: the registry's
   ``HKCU\\Software\\Classes`` (Windows); Launch Services (``lsregister``; ``mdls`` and ``duti``
   where the runner has them, as a note) (macOS); the menu entry, ``update-mime-database``'s and
   ``update-desktop-database``'s caches and ``desktop-file-validate`` where present (Linux);
3. self-test: the installed program's ``--self-test --lang en`` on the system's own window system
   (windows, cocoa, xcb: on Linux without a screen the whole check runs under ``xvfb-run``);
4. second start: the installed program runs (with ``TILEGAMES_HOME`` in the work folder); a
   second start with a saved game hands it over and ends, the first opens it (its recent files
   list names it), a start without a file ends too. On Linux, where GTK 3 is installed, the first
   copy runs with GTK's dark theme and must report the dark colour scheme (the platform theme
   plugin works in the frozen build);
5. signatures (``--expect-signed``): Authenticode (Windows); ``codesign``, Gatekeeper
   (``spctl``) and the stapled tickets (macOS);
6. uninstall: the uninstaller silently (it keeps the user's saved games and settings), the app
   taken out of Launch Services and deleted, ``install.sh --remove``; the file type is gone
   again and a saved game in the user's own data folder is still there.
"""

from __future__ import annotations

import argparse
import json
import os
import plistlib
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
WAIT_S = 120            # the longest a step waits for the program or the uninstaller
SELF_TEST_S = 900
SAVE_TYPE = "application/x-tilegames"
SAVE_UTI = "org.tilegames.savedgame"
SAVE_PROG_ID = "tilegames.SavedGame"
XVFB_SCREEN = "-screen 0 1280x1024x24"
UNDER_XVFB = "TILEGAMES_CHECK_UNDER_XVFB"
LSREGISTER = ("/System/Library/Frameworks/CoreServices.framework/Frameworks/"
              "LaunchServices.framework/Support/lsregister")
CLASSES = r"HKCU\Software\Classes"


class CheckFailedError(Exception):
    """A step found the installed program wrong: the message says what."""


def run(cmd: Sequence[str | os.PathLike[str]], *, env: dict[str, str] | None = None,
        timeout: float = WAIT_S, check: bool = True, echo: bool = True,
        ) -> subprocess.CompletedProcess[str]:
    """Run ``cmd`` (printed first), its output captured and printed (not with ``echo=False``:
    a long listing); CheckFailedError when it fails and ``check``."""
    words = [str(c) for c in cmd]
    print("+", subprocess.list2cmdline(words), flush=True)
    try:
        out = subprocess.run(words, env=env, capture_output=True, text=True, timeout=timeout,
                             errors="replace")
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise CheckFailedError(f"{words[0]}: {exc}") from exc
    for text in (out.stdout if echo else "", out.stderr):
        if text.strip():
            print(text.rstrip(), flush=True)
    if check and out.returncode != 0:
        raise CheckFailedError(f"{words[0]} exited with {out.returncode}")
    return out


def start(cmd: Sequence[str | os.PathLike[str]], *, env: dict[str, str]) -> subprocess.Popen:
    """Start ``cmd`` (printed first) and leave it running."""
    words = [str(c) for c in cmd]
    print("+", subprocess.list2cmdline(words), "&", flush=True)
    return subprocess.Popen(words, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_for(condition: Callable[[], bool], what: str, seconds: float = WAIT_S) -> None:
    """Poll ``condition`` until it holds; CheckFailedError after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise CheckFailedError(f"waited {seconds:.0f} s for {what}")
        time.sleep(0.2)


def native_platform(system: str = sys.platform) -> str:
    return {"win32": "windows", "darwin": "cocoa"}.get(system, "xcb")


def default_installer(system: str = sys.platform) -> Path:
    """What packaging/build.py made on this machine."""
    sys.path.insert(0, str(PACKAGING))
    import build  # beside this file

    return build.OUT / build.installer_name(build.version(), system)


def write_saved_game(path: Path) -> Path:
    """A small Kulami game in ``path`` (the checkout's own code writes it)."""
    sys.path.insert(0, str(ROOT))
    from tilegames.base.seats import Seat
    from tilegames.games import kulami
    from tilegames.storage import saves

    state = kulami.new_game(kulami.standard_board(4))
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    path.parent.mkdir(parents=True, exist_ok=True)
    saves.save(path, "kulami", state, (Seat("Ann"), Seat("Ben")))
    return path


@dataclass
class Installed:
    """What the install step found: the program to start, and where user data lives."""

    program: Path
    folder: Path                        # what uninstalling takes away
    user_data: Path                     # the user's own data folder (saved games, settings)
    notes: list[str] = field(default_factory=list)


class Check:
    """The steps for one system; ``runner``/``starter`` run commands (tests pass fakes)."""

    def __init__(self, installer: Path, work: Path, *, system: str = sys.platform,
                 expect_signed: bool = False, runner: Callable[..., subprocess.CompletedProcess]
                 = run, starter: Callable[..., subprocess.Popen] = start,
                 environ: dict[str, str] | None = None) -> None:
        self.installer = installer.resolve()
        self.work = work.resolve()
        self.system = system
        self.expect_signed = expect_signed
        self.run = runner
        self.start = starter
        self.environ = dict(os.environ if environ is None else environ)
        self.installed: Installed | None = None
        self.marker: Path | None = None
        self.notes: list[str] = []

    # --- the plan ---------------------------------------------------------------------------
    def steps(self) -> list[tuple[str, Callable[[], None]]]:
        steps = [("install", self.install), ("file type registered", self.file_type),
                 ("self-test on the native window system", self.self_test),
                 ("a second start hands over its saved game", self.second_start)]
        if self.expect_signed:
            steps.append(("signatures", self.signatures))
        steps.append(("uninstall, keeping the user's saved games", self.uninstall))
        return steps

    def check(self) -> int:
        """Run every step; 0 when all passed, else 1 (the program uninstalled again)."""
        steps = self.steps()
        for number, (name, step) in enumerate(steps, 1):
            print(f"\ncheck_installed: step {number}/{len(steps)}: {name}", flush=True)
            try:
                step()
            except CheckFailedError as failure:
                print(f"\ncheck_installed: FAILED in step {number} ({name}): {failure}",
                      file=sys.stderr, flush=True)
                self._clean_up(step)
                return 1
        for note in self.notes:
            print(f"check_installed: note: {note}")
        print(f"\ncheck_installed: all {len(steps)} steps passed ({self.installer.name})")
        return 0

    def _clean_up(self, failed: Callable[[], None]) -> None:
        """After a failed step: uninstall what was installed (unless uninstalling failed)."""
        if self.installed is not None and failed != self.uninstall:
            print("check_installed: uninstalling what was installed", flush=True)
            try:
                self.uninstall()
            except CheckFailedError as again:
                print(f"check_installed: uninstalling failed too: {again}", file=sys.stderr)

    # --- 1. install ---------------------------------------------------------------------------
    def install(self) -> None:
        if not self.installer.is_file():
            raise CheckFailedError(f"no installer at {self.installer} (run packaging/build.py)")
        self.work.mkdir(parents=True, exist_ok=True)
        if self.system == "win32":
            self.installed = self._install_windows()
        elif self.system == "darwin":
            self.installed = self._install_macos()
        else:
            self.installed = self._install_linux()
        if not self.installed.program.is_file():
            raise CheckFailedError(f"the installed program is not at {self.installed.program}")
        print(f"installed: {self.installed.program}")

    def _install_windows(self) -> Installed:
        folder = self.work / "app"
        self.run([self.installer, "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
                  "/CURRENTUSER", f"/DIR={folder}", f"/LOG={self.work / 'setup.log'}"],
                 timeout=600)
        local = self.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Installed(folder / "tilegames.exe", folder, Path(local) / "tilegames")

    def _install_macos(self) -> Installed:
        mount = self.work / "mnt"
        mount.mkdir(parents=True, exist_ok=True)
        applications = self.work / "Applications"
        applications.mkdir(parents=True, exist_ok=True)
        app = applications / "tilegames.app"
        self.run(["hdiutil", "attach", "-nobrowse", "-readonly", "-noautoopen",
                  "-mountpoint", mount, self.installer], timeout=300)
        try:
            link = mount / "Applications"
            if not link.is_symlink() or os.readlink(link) != "/Applications":
                raise CheckFailedError("the disk image has no link to /Applications to drag onto")
            self.run(["ditto", mount / "tilegames.app", app], timeout=300)
        finally:
            self._detach(mount)
        home = Path(self.environ.get("HOME") or Path.home())
        return Installed(app / "Contents" / "MacOS" / "tilegames", app,
                         home / "Library" / "Application Support" / "tilegames")

    def _detach(self, mount: Path) -> None:
        """``hdiutil detach``; Spotlight or Finder may hold the volume a moment ("Resource
        busy"): tried again, the last time with -force."""
        for attempt in range(5):
            force = ["-force"] if attempt == 4 else []
            if self.run(["hdiutil", "detach", *force, mount], check=False).returncode == 0:
                return
            time.sleep(2 * (attempt + 1))
        raise CheckFailedError(f"the disk image at {mount} could not be detached")

    def _install_linux(self) -> Installed:
        prefix = self.work / "opt"
        prefix.mkdir(parents=True, exist_ok=True)
        self.run(["tar", "-xzf", self.installer, "-C", prefix], timeout=300)
        tops = sorted(p for p in prefix.iterdir() if p.is_dir())
        if len(tops) != 1:
            raise CheckFailedError(f"the tarball should unpack to one folder, not {tops}")
        self.run(["sh", tops[0] / "install.sh"], env=self._linux_env())
        data = self._xdg_data()
        return Installed(tops[0] / "tilegames", tops[0], data / "tilegames")

    def _linux_env(self) -> dict[str, str]:
        """The environment of a user whose home is in the work folder (XDG folders default)."""
        env = {k: v for k, v in self.environ.items() if not k.startswith("XDG_")}
        env["HOME"] = str(self.work / "home")
        return env

    def _xdg_data(self) -> Path:
        return self.work / "home" / ".local" / "share"

    # --- 2. the file type ----------------------------------------------------------------------
    def file_type(self) -> None:
        if self.system == "win32":
            self._file_type_windows()
        elif self.system == "darwin":
            self._file_type_macos()
        else:
            self._file_type_linux()

    def _reg_query(self, key: str, *value: str, check: bool = True) -> str:
        out = self.run(["reg", "query", f"{CLASSES}\\{key}", *(value or ("/ve",))],
                       check=check)
        return out.stdout if out.returncode == 0 else ""

    def _file_type_windows(self) -> None:
        assert self.installed is not None
        if SAVE_PROG_ID not in self._reg_query(".tilegames", check=False):
            raise CheckFailedError(f".tilegames is not tied to {SAVE_PROG_ID} in {CLASSES}")
        command = self._reg_query(f"{SAVE_PROG_ID}\\shell\\open\\command", check=False)
        wanted = f'"{self.installed.program}" "%1"'
        if wanted.lower() not in command.lower():
            raise CheckFailedError(f"the open command is not {wanted}: {command.strip()!r}")
        if not self._reg_query(".tilegames\\OpenWithProgids", "/v", SAVE_PROG_ID, check=False):
            raise CheckFailedError(f"{SAVE_PROG_ID} is not among .tilegames' OpenWithProgids")

    def _file_type_macos(self) -> None:
        assert self.installed is not None
        app = self.installed.folder
        info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
        types = [t for d in info.get("CFBundleDocumentTypes", [])
                 for t in d.get("LSItemContentTypes", [])]
        if SAVE_UTI not in types:
            raise CheckFailedError(f"Info.plist claims no {SAVE_UTI} documents")
        version = info.get("CFBundleVersion", "")
        if not all(part.isdigit() for part in version.split(".")):
            raise CheckFailedError(f"CFBundleVersion {version!r} is not numeric")
        self.run([LSREGISTER, "-f", app])
        dump = self.run([LSREGISTER, "-dump"], timeout=300, echo=False).stdout
        if SAVE_UTI not in dump or str(app) not in dump:
            raise CheckFailedError(f"Launch Services does not know {app} and {SAVE_UTI}")
        game = write_saved_game(self.work / "probe" / "probe.tilegames")
        kind = self.run(["mdls", "-name", "kMDItemContentType", "-raw", game], check=False)
        if SAVE_UTI not in kind.stdout:
            self.notes.append(f"mdls says {kind.stdout.strip()!r} (Spotlight may be off)")
        if shutil.which("duti"):
            handler = self.run(["duti", "-x", "tilegames"], check=False)
            if "tilegames" not in handler.stdout:
                self.notes.append(f"duti -x tilegames: {handler.stdout.strip()!r}")
        else:
            self.notes.append("duti is not installed: the default handler was not asked")

    def _file_type_linux(self) -> None:
        assert self.installed is not None
        data = self._xdg_data()
        desktop = data / "applications" / "tilegames.desktop"
        if not desktop.is_file():
            raise CheckFailedError(f"install.sh wrote no {desktop}")
        text = desktop.read_text(encoding="utf-8")
        exec_line = next((line for line in text.splitlines() if line.startswith("Exec=")), "")
        if exec_line != f'Exec="{self.installed.program}" %f':
            raise CheckFailedError(f"the menu entry starts {exec_line!r}, not the installed "
                                   "program")
        if f"MimeType={SAVE_TYPE};" not in text:
            raise CheckFailedError(f"the menu entry does not open {SAVE_TYPE}")
        if not (data / "mime" / "packages" / "tilegames.xml").is_file():
            raise CheckFailedError("install.sh put no file type in mime/packages")
        for tool, cache, line in (
                ("update-mime-database", data / "mime" / "globs2", f":{SAVE_TYPE}:*.tilegames"),
                ("update-desktop-database", data / "applications" / "mimeinfo.cache",
                 f"{SAVE_TYPE}=tilegames.desktop;")):
            if not shutil.which(tool):
                self.notes.append(f"{tool} is not installed: {cache.name} was not checked")
                continue
            found = cache.read_text(encoding="utf-8") if cache.is_file() else ""
            if line not in found:
                raise CheckFailedError(f"{cache} has no {line!r} (install.sh ran {tool})")
        if shutil.which("desktop-file-validate"):
            self.run(["desktop-file-validate", desktop])

    # --- 3. self-test ----------------------------------------------------------------------------
    def program_env(self, **extra: str) -> dict[str, str]:
        env = self._linux_env() if self.system.startswith("linux") else dict(self.environ)
        env.pop("TILEGAMES_HOME", None)
        env["QT_QPA_PLATFORM"] = native_platform(self.system)
        env.update(extra)
        return env

    def self_test(self) -> None:
        assert self.installed is not None
        self.run([self.installed.program, "--self-test", "--lang", "en"],
                 env=self.program_env(), timeout=SELF_TEST_S)

    # --- 4. a second start -----------------------------------------------------------------------
    def second_start(self) -> None:
        assert self.installed is not None
        home = self.work / "program-home"
        log = home / "log" / "tilegames.log"
        settings = home / "config" / "settings.json"
        game = write_saved_game(self.work / "games" / "handed over.tilegames")
        env = self.program_env(TILEGAMES_HOME=str(home))
        dark = self.system.startswith("linux") and self._has_gtk3()
        first_env = dict(env, QT_QPA_PLATFORMTHEME="gtk3", GTK_THEME="Adwaita:dark") \
            if dark else env
        first = self.start([self.installed.program], env=first_env)
        try:
            wait_for(lambda: "listening for a second start" in _read(log)
                     or first.poll() is not None, "the program to start")
            if first.poll() is not None:
                raise CheckFailedError(f"the program ended at once ({first.returncode}):\n"
                                  f"{_read(log)}")
            if dark:
                if "colour scheme Dark" not in _read(log):
                    raise CheckFailedError("with GTK's dark theme the program did not see the dark "
                                      f"colour scheme (platformthemes/libqgtk3):\n{_read(log)}")
                print("the frozen program follows GTK's dark theme")
            elif self.system.startswith("linux"):
                self.notes.append("GTK 3 is not installed: dark mode was not checked")
            started = time.monotonic()
            self.run([self.installed.program, game], env=env, timeout=WAIT_S)
            took = time.monotonic() - started
            print(f"the second start ended after {took:.2f} s")
            if took > 1:
                self.notes.append(f"a second start took {took:.2f} s to hand over and end")
            wait_for(lambda: str(game.resolve()) in _recent(settings),
                     "the running program to open the handed-over game")
            self.run([self.installed.program], env=env, timeout=WAIT_S)
            wait_for(lambda: "handed over nothing (come to the front)" in _read(log),
                     "the running program to hear of a start without a file")
            if first.poll() is not None:
                raise CheckFailedError("the running program ended")
        finally:
            first.terminate()
            try:
                first.wait(WAIT_S)
            except subprocess.TimeoutExpired:
                first.kill()

    def _has_gtk3(self) -> bool:
        out = self.run([shutil.which("ldconfig") or "/sbin/ldconfig", "-p"], check=False,
                       echo=False)
        return "libgtk-3.so.0" in out.stdout

    # --- 5. signatures -------------------------------------------------------------------------
    def signatures(self) -> None:
        assert self.installed is not None
        if self.system == "win32":
            for path in (self.installer, self.installed.program,
                         self.installed.folder / "unins000.exe"):
                status = self.run(["powershell", "-NoProfile", "-Command",
                                   f"(Get-AuthenticodeSignature -LiteralPath '{path}').Status"])
                if status.stdout.strip() != "Valid":
                    raise CheckFailedError(f"{path.name} is not validly signed: "
                                      f"{status.stdout.strip()}")
        elif self.system == "darwin":
            app = self.installed.folder
            self.run(["codesign", "--verify", "--strict", "--verbose=2", app])
            self.run(["spctl", "--assess", "--type", "execute", "--verbose=2", app])
            self.run(["xcrun", "stapler", "validate", app])
            self.run(["xcrun", "stapler", "validate", self.installer])
            self.run(["spctl", "--assess", "--type", "open", "--context",
                      "context:primary-signature", "--verbose=2", self.installer])
        else:
            self.notes.append("Linux tarballs are not signed (their .sha256 is published)")

    # --- 6. uninstall ----------------------------------------------------------------------------
    def _leave_a_saved_game(self) -> None:
        """A saved game in the user's own data folder, which uninstalling must leave."""
        assert self.installed is not None
        self.marker = self.installed.user_data / "check-installed" / "kept.tilegames"
        write_saved_game(self.marker)

    def uninstall(self) -> None:
        assert self.installed is not None
        if self.marker is None:
            self._leave_a_saved_game()
        if self.system == "win32":
            self._uninstall_windows()
        elif self.system == "darwin":
            self.run([LSREGISTER, "-u", self.installed.folder], check=False)
            shutil.rmtree(self.installed.folder)
        else:
            self.run(["sh", self.installed.folder / "install.sh", "--remove"],
                     env=self._linux_env())
            shutil.rmtree(self.installed.folder)
            data = self._xdg_data()
            for gone in (data / "applications" / "tilegames.desktop",
                         data / "mime" / "packages" / "tilegames.xml"):
                if gone.exists():
                    raise CheckFailedError(f"install.sh --remove left {gone}")
        assert self.marker is not None
        if not self.marker.is_file():
            raise CheckFailedError(f"uninstalling deleted the user's saved game {self.marker}")
        print(f"the user's saved game is still there: {self.marker}")
        shutil.rmtree(self.marker.parent)
        self.installed = None

    def _uninstall_windows(self) -> None:
        assert self.installed is not None
        uninstaller = self.installed.folder / "unins000.exe"
        self.run([uninstaller, "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
                  f"/LOG={self.work / 'uninstall.log'}"], timeout=600)
        # the uninstaller hands over to a copy of itself in %TEMP% and returns at once
        program = self.installed.program
        wait_for(lambda: not program.exists() and not uninstaller.exists(),
                 "the uninstaller to remove the program", seconds=300)
        if self._reg_query(SAVE_PROG_ID, check=False):
            raise CheckFailedError(f"{CLASSES}\\{SAVE_PROG_ID} is still there after uninstalling")
        if SAVE_PROG_ID in self._reg_query(".tilegames", check=False):
            raise CheckFailedError(".tilegames still opens with tilegames after uninstalling")


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _recent(settings: Path) -> list[str]:
    try:
        return json.loads(settings.read_text(encoding="utf-8")).get("recent_files", [])
    except (OSError, ValueError, AttributeError):
        return []


def xvfb_command(argv: Sequence[str]) -> list[str]:
    """This check again under ``xvfb-run`` (Linux without a screen)."""
    return ["xvfb-run", "-a", "-s", XVFB_SCREEN, sys.executable, str(Path(__file__).resolve()),
            *argv]


def needs_xvfb(environ: dict[str, str], system: str = sys.platform) -> bool:
    return (system.startswith("linux") and not environ.get("DISPLAY")
            and not environ.get(UNDER_XVFB))


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("installer", nargs="?", type=Path,
                        help="the installer to check (default: what build.py made here)")
    parser.add_argument("--expect-signed", action="store_true",
                        help="also check the signatures (and on macOS the notarisation)")
    parser.add_argument("--work", type=Path,
                        help="the folder to install into (default: a new temporary folder, "
                             "removed afterwards)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    if needs_xvfb(dict(os.environ)):
        if not shutil.which("xvfb-run"):
            print("check_installed: no screen and no xvfb-run (Debian/Ubuntu: apt-get install "
                  "xvfb xauth)", file=sys.stderr)
            return 1
        return subprocess.call(xvfb_command(argv), env=dict(os.environ, **{UNDER_XVFB: "1"}))
    installer = args.installer or default_installer()
    if args.work is not None:
        return Check(installer, args.work, expect_signed=args.expect_signed).check()
    with tempfile.TemporaryDirectory(prefix="tilegames-check-") as work:
        return Check(installer, Path(work), expect_signed=args.expect_signed).check()


if __name__ == "__main__":
    sys.exit(main())
