"""Build the frozen program and its installer, smoke-testing what was built.

``python packaging/build.py [--no-installer] [--native-check] [--max-size-mb N] [--require-signed]``
(after ``pip install -e ".[build]"``). Everything it writes goes below packaging/out/ (ignored
by git):

1. paints the icons and the disk image background, writes the Windows version file;
2. runs PyInstaller on packaging/tilegames.spec (packaging/slim.py leaves out what the program
   never loads) into packaging/out/dist/;
3. runs the frozen program's ``--self-test`` (every screen in every language, offscreen) and
   fails when it fails; with ``--native-check`` once more on the system's own window platform
   (xcb, windows or cocoa: a screen is needed); prints the bundle's size and, on Linux, fails
   above ``--max-size-mb`` (default 110), and prints the newest glibc its binaries need;
4. the installer, named with the version and the machine, with a ``.sha256`` file beside it:
   Windows ``tilegames-<v>-windows-x64-setup.exe`` (Inno Setup's ISCC), macOS
   ``tilegames-<v>-macos-<arch>.dmg`` (macos/dmg.py), Linux
   ``tilegames-<v>-linux-x86_64.tar.gz`` (the folder, a .desktop file, the icon, install.sh).
   packaging/check_installed.py then installs and checks it.

Signing happens when the environment configures it and is skipped, saying so, when not:
Windows ``TILEGAMES_SIGN_COMMAND`` (one command line with ``{file}``, see sign.py: the program,
the installer and its uninstaller); macOS ``TILEGAMES_CODESIGN_IDENTITY`` and, for notarisation,
an App Store Connect API key: ``TILEGAMES_NOTARY_KEY`` (the .p8 file), ``TILEGAMES_NOTARY_KEY_ID``,
``TILEGAMES_NOTARY_ISSUER`` (see macos/dmg.py). ``--require-signed`` fails before building when
this system's signing is not configured (a release), ``--check-signing`` only checks that.
``--pinned NAME`` prints a pin of .ci/constraints.txt (``innosetup``: Chocolatey's version),
``--is-prerelease VERSION`` prints true for a pre-release (1.0rc1, 2.0b2, 3.0.dev1).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
OUT = PACKAGING / "out"
DIST = OUT / "dist"
LINUX_MAX_MB = 110
sys.path.append(str(PACKAGING))  # not a package ("packaging" is a PyPI name): its modules


def version() -> str:
    """The program's version, read from tilegames/__init__.py (without importing it)."""
    text = (ROOT / "tilegames" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.M).group(1)


def numeric_version(text: str) -> tuple[int, int, int, int]:
    """``"1.2.3rc1"`` -> (1, 2, 3, 0): the four numbers Windows version fields hold."""
    numbers = [int(n) for n in re.findall(r"\d+", text.split("+")[0])[:3]]
    return (*numbers, *[0] * (4 - len(numbers)))[:4]


def machine() -> str:
    """x86_64 / arm64 (the target of a macOS build may be set by TILEGAMES_TARGET_ARCH)."""
    target = os.environ.get("TILEGAMES_TARGET_ARCH")
    if sys.platform == "darwin" and target:
        return target
    name = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(name, name)


def installer_name(ver: str, system: str = sys.platform, arch: str | None = None) -> str:
    """The installer's file name: tilegames-<version>-<system>-<arch>[-setup].<ext>."""
    arch = arch or machine()
    if system == "win32":
        return f"tilegames-{ver}-windows-x64-setup.exe"
    if system == "darwin":
        return f"tilegames-{ver}-macos-{arch}.dmg"
    return f"tilegames-{ver}-linux-{arch}.tar.gz"


def version_file_text(ver: str) -> str:
    """PyInstaller's version resource: what Windows shows under the .exe's Properties ▸ Details."""
    numbers = numeric_version(ver)
    strings = {
        "CompanyName": "tilegames",
        "FileDescription": "tilegames: LSD, Kulami and Qwirkle",
        "FileVersion": ver,
        "InternalName": "tilegames",
        "LegalCopyright": "tilegames",
        "OriginalFilename": "tilegames.exe",
        "ProductName": "tilegames",
        "ProductVersion": ver,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# Written by packaging/build.py: the Windows version resource of tilegames.exe.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def frozen_executable() -> Path:
    if sys.platform == "darwin":
        return DIST / "tilegames.app" / "Contents" / "MacOS" / "tilegames"
    return DIST / "tilegames" / ("tilegames.exe" if sys.platform == "win32" else "tilegames")


def bundle_dir() -> Path:
    return DIST / ("tilegames.app" if sys.platform == "darwin" else "tilegames")


def run(cmd: list[str], **kw) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(cmd, check=True, **kw)


def folder_size(folder: Path) -> int:
    """Bytes of the files below ``folder`` (links not followed, not counted twice)."""
    return sum(p.lstat().st_size for p in folder.rglob("*")
               if p.is_file() and not p.is_symlink())


def sha256_file(path: Path) -> Path:
    """Write ``<path>.sha256`` ("<hex>  <name>", as sha256sum prints it); return its path."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    sums = path.with_name(path.name + ".sha256")
    sums.write_text(f"{digest.hexdigest()}  {path.name}\n", encoding="utf-8")
    return sums


def self_test(exe: Path, platform_name: str = "offscreen", languages: tuple[str, ...] = ()) -> None:
    """The frozen program's --self-test (all languages unless given), from a neutral folder."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform_name,
               TILEGAMES_HOME=str(OUT / "selftest-home"))
    cmd = [str(exe), "--self-test"]
    for lang in languages:
        run([*cmd, "--lang", lang], env=env, timeout=600, cwd=OUT)
    if not languages:
        run(cmd, env=env, timeout=600, cwd=OUT)


def native_platform() -> str:
    return {"win32": "windows", "darwin": "cocoa"}.get(sys.platform, "xcb")


# --- Windows -------------------------------------------------------------------------------


def signing_missing(system: str = sys.platform, environ: dict[str, str] | None = None,
                    ) -> list[str]:
    """The environment variables this system's signing still needs (empty: configured; Linux's
    tarball is not signed)."""
    environ = dict(os.environ if environ is None else environ)
    if system == "win32":
        wanted: tuple[str, ...] = ("TILEGAMES_SIGN_COMMAND",)
    elif system == "darwin":
        wanted = ("TILEGAMES_CODESIGN_IDENTITY", "TILEGAMES_NOTARY_KEY",
                  "TILEGAMES_NOTARY_KEY_ID", "TILEGAMES_NOTARY_ISSUER")
    else:
        wanted = ()
    return [name for name in wanted if not environ.get(name, "").strip()]


def require_signing(system: str = sys.platform, environ: dict[str, str] | None = None) -> None:
    """SystemExit naming what is missing when this system's installer would not be signed."""
    missing = signing_missing(system, environ)
    if missing:
        raise SystemExit("build: a signed build was required but " + ", ".join(missing) +
                         (" is" if len(missing) == 1 else " are") + " not set (mark the release "
                         "unsigned on purpose to publish it unsigned)")
    print("build: signing is configured", flush=True)


def find_iscc() -> str:
    found = shutil.which("ISCC") or shutil.which("iscc")
    if not found:
        kits = [os.environ.get(v, "") for v in ("PROGRAMFILES(X86)", "PROGRAMFILES",
                                                "LOCALAPPDATA")]
        candidates = [Path(k, sub, "Inno Setup 6", "ISCC.exe") for k in kits if k
                      for sub in ("", "Programs")]
        found = next((str(c) for c in candidates if c.is_file()), None)
    if not found:
        raise SystemExit("Inno Setup 6's ISCC was not found: install it "
                         "(choco install innosetup) or put ISCC on PATH")
    return found


def iscc_command(ver: str, iscc: str, sign: bool, python: str = sys.executable) -> list[str]:
    """ISCC's command line. When signing, Inno Setup runs packaging/sign.py for the setup and
    the uninstaller (``$q``: a quote, ``$f``: the file): ISCC prints that command, never the
    signing command itself."""
    cmd = [iscc, f"/DAppVersion={ver}",
           "/DNumericVersion=" + ".".join(map(str, numeric_version(ver)))]
    if sign:
        script = str(PACKAGING / "sign.py")
        quoted = " ".join("$q" + part.replace("$", "$$") + "$q" for part in (python, script))
        cmd += ["/DSign", f"/Ssigntool={quoted} $f"]
    return [*cmd, str(PACKAGING / "windows" / "tilegames.iss")]


def windows_installer(ver: str) -> Path:
    import sign  # beside this file

    signing = sign.configured()
    if signing:
        sign.sign(frozen_executable())
    else:
        print(f"build: not signing ({sign.COMMAND_ENV} is not set)", flush=True)
    run(iscc_command(ver, find_iscc(), signing))
    return OUT / installer_name(ver, "win32")


# --- macOS and Linux -----------------------------------------------------------------------


def macos_installer(ver: str) -> Path:
    from macos.dmg import make_dmg  # beside this file
    from make_icons import make_dmg_backgrounds

    make_dmg_backgrounds(OUT)
    return make_dmg(bundle_dir(), OUT / installer_name(ver, "darwin"), OUT)


def linux_installer(ver: str) -> Path:
    """A .tar.gz of the one-folder build plus tilegames.desktop, the icon, the file type and
    install.sh (puts it in the user's menu); unpacks to ``tilegames-<version>/``."""
    folder = bundle_dir()
    for name in ("tilegames.desktop", "tilegames-mime.xml", "install.sh"):
        shutil.copy2(PACKAGING / "linux" / name, folder / name)
    shutil.copy2(OUT / "tilegames.png", folder / "tilegames.png")
    archive = OUT / installer_name(ver, "linux")
    top = f"tilegames-{ver}"

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=top, filter=normalise)
    return archive


def glibc_needed(folder: Path, dump: Callable[[Path], str] | None = None) -> str:
    """The newest ``GLIBC_x.y`` symbol version an ELF file below ``folder`` needs (``objdump
    -T``), e.g. "2.35": the oldest glibc the build runs on; "" when none is found."""
    def objdump(path: Path) -> str:
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
        return out.stdout if out.returncode == 0 else ""

    dump = dump or objdump
    found: set[tuple[int, ...]] = set()
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as stream:
            if stream.read(4) != b"\x7fELF":
                continue
        found |= {tuple(int(n) for n in v.split(".")) for v in
                  re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)", dump(path))}
    return ".".join(map(str, max(found))) if found else ""


def pinned(name: str, constraints: Path = ROOT / ".ci" / "constraints.txt") -> str:
    """The version .ci/constraints.txt pins ``name`` to: a pip line ``name==v`` or a comment
    ``# choco: name==v`` / ``# nuget: name==v`` (a tool pip does not install)."""
    for line in constraints.read_text(encoding="utf-8").splitlines():
        line = re.sub(r"^#\s*(choco|nuget):", "", line.strip()).strip()
        match = re.match(r"([A-Za-z0-9_.-]+)==([^\s;#]+)", line)
        if match and match.group(1).lower() == name.lower():
            return match.group(2)
    raise SystemExit(f"{name} is not pinned in {constraints}")


def is_prerelease(text: str) -> bool:
    """Whether a version (or a tag v<version>) is a pre-release: a, b, rc or dev."""
    return re.search(r"\d(a|b|rc|\.?dev)\d*$", text.lower()) is not None


# --- the whole build -----------------------------------------------------------------------


def build(installer: bool = True, native_check: bool = False,
          max_size_mb: float | None = None, require_signed: bool = False) -> Path:
    """Build, smoke-test and (unless ``installer`` is False) package; the installer's path, or
    the frozen executable's when no installer is made."""
    from make_icons import make_icons  # beside this file

    if require_signed:
        require_signing()
    started = time.monotonic()
    ver = version()
    make_icons(OUT)
    (OUT / "version_info.txt").write_text(version_file_text(ver), encoding="utf-8")
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(OUT / "build"),
         str(PACKAGING / "tilegames.spec")])
    frozen_at = time.monotonic()
    exe = frozen_executable()
    self_test(exe)
    if native_check:
        self_test(exe, native_platform(), languages=("en",))
    size_mb = folder_size(bundle_dir()) / 1e6
    print(f"build: {bundle_dir().name} is {size_mb:.1f} MB unpacked; PyInstaller took "
          f"{frozen_at - started:.0f} s", flush=True)
    limit = LINUX_MAX_MB if max_size_mb is None and sys.platform.startswith("linux") \
        else max_size_mb
    if limit and size_mb > limit:
        raise SystemExit(f"the bundle is {size_mb:.1f} MB, over the {limit} MB budget: see "
                         "packaging/out/slim-dropped.txt and packaging/slim.py")
    if sys.platform.startswith("linux"):
        print(f"build: its binaries need glibc {glibc_needed(bundle_dir()) or '?'} or newer",
              flush=True)
    if not installer:
        return exe
    if sys.platform == "win32":
        made = windows_installer(ver)
    elif sys.platform == "darwin":
        made = macos_installer(ver)
    else:
        made = linux_installer(ver)
    sums = sha256_file(made)
    print(f"build: {made.name} ({made.stat().st_size / 1e6:.1f} MB), {sums.name}; "
          f"{time.monotonic() - started:.0f} s in all", flush=True)
    return made


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-installer", action="store_true", help="stop after the smoke test")
    parser.add_argument("--native-check", action="store_true",
                        help="also self-test on the system's window platform (needs a screen)")
    parser.add_argument("--max-size-mb", type=float, default=None,
                        help=f"fail above this unpacked size (Linux default {LINUX_MAX_MB}; 0: "
                             "no limit)")
    parser.add_argument("--require-signed", action="store_true",
                        help="fail unless this system's signing is configured (a release)")
    parser.add_argument("--check-signing", action="store_true",
                        help="only check that this system's signing is configured")
    parser.add_argument("--print-version", action="store_true",
                        help="print the version the installers will carry, and stop")
    parser.add_argument("--pinned", metavar="NAME",
                        help="print the version .ci/constraints.txt pins NAME to, and stop")
    parser.add_argument("--is-prerelease", metavar="VERSION",
                        help="print true for a pre-release version (or tag), else false")
    args = parser.parse_args()
    if args.print_version:
        print(version())
    elif args.pinned:
        print(pinned(args.pinned))
    elif args.is_prerelease:
        print(str(is_prerelease(args.is_prerelease)).lower())
    elif args.check_signing:
        require_signing()
    else:
        print(build(installer=not args.no_installer, native_check=args.native_check,
                    max_size_mb=args.max_size_mb, require_signed=args.require_signed))
