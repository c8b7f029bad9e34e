"""Packaging: the pictures the installers need, what the frozen build leaves out (slim.py), the
installer inputs for Windows (Inno Setup), macOS (Info.plist, disk image) and Linux (.tar.gz with
a .desktop file), and (slow) a real frozen build. .ci/run builds and self-tests the frozen
program on every change; these tests check the pieces without building."""

from __future__ import annotations

import ast
import configparser
import hashlib
import importlib.util
import json
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from tilegames.ui import theme

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
LANGUAGES = ("en", "nl", "de", "he")


def _load(relative: str):
    path = PACKAGING / relative
    spec = importlib.util.spec_from_file_location(f"packaging_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icons = _load("make_icons.py")
slim = _load("slim.py")
build = _load("build.py")
info_plist = _load("macos/info_plist.py")
sign = _load("sign.py")
dmg = _load("macos/dmg.py")


# --- pictures ------------------------------------------------------------------------------


def test_icons_for_every_installer(qapp, tmp_path):
    files = make_icons.make_icons(tmp_path)
    for kind, size in (("ico", 256), ("icns", 512), ("png", 512)):
        image = QImage(str(files[kind]))
        assert not image.isNull(), kind
        assert image.width() == size and image.height() == size


def test_disk_image_background_is_painted_at_both_scales_with_its_arrow(qapp, tmp_path):
    one, two = make_icons.make_dmg_backgrounds(tmp_path)
    width, height = make_icons.DMG_WINDOW
    for path, scale in ((one, 1), (two, 2)):
        image = QImage(str(path))
        assert (image.width(), image.height()) == (width * scale, height * scale), path.name
        middle = (make_icons.DMG_APP_AT[0] + make_icons.DMG_APPLICATIONS_AT[0]) // 2
        arrow = QColor(image.pixel(middle * scale, make_icons.DMG_APP_AT[1] * scale))
        assert arrow.name() == theme.ACCENT.name(), "the arrow runs between the two icons"
        corner = QColor(image.pixel(2, 2))
        assert corner.name() != theme.ACCENT.name()


def test_dmg_layout_puts_the_icons_where_the_background_expects_them():
    settings = (PACKAGING / "macos" / "dmg_settings.py").read_text(encoding="utf-8")
    assert f"appname: {make_icons.DMG_APP_AT}" in settings
    assert f'"Applications": {make_icons.DMG_APPLICATIONS_AT}' in settings
    assert f"{make_icons.DMG_WINDOW}" in settings
    assert 'symlinks = {"Applications": "/Applications"}' in settings


# --- what the frozen build leaves out --------------------------------------------------------

QT = "PySide6/Qt"


def _linux_toc():
    binaries = [
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("PySide6/QtWidgets.abi3.so", "/qt/QtWidgets.abi3.so", "EXTENSION"),
        (f"{QT}/lib/libQt6Widgets.so.6", "/qt/libQt6Widgets.so.6", "BINARY"),
        (f"{QT}/lib/libQt6Gui.so.6", "/qt/libQt6Gui.so.6", "BINARY"),
        (f"{QT}/lib/libQt6Core.so.6", "/qt/libQt6Core.so.6", "BINARY"),
        (f"{QT}/lib/libQt6Network.so.6", "/qt/libQt6Network.so.6", "BINARY"),
        (f"{QT}/lib/libQt6WaylandClient.so.6", "/qt/libQt6WaylandClient.so.6", "BINARY"),
        (f"{QT}/lib/libQt6XcbQpa.so.6", "/qt/libQt6XcbQpa.so.6", "BINARY"),
        (f"{QT}/plugins/platforms/libqxcb.so", "/qt/libqxcb.so", "BINARY"),
        (f"{QT}/plugins/platforms/libqoffscreen.so", "/qt/libqoffscreen.so", "BINARY"),
        (f"{QT}/plugins/platforms/libqwayland.so", "/qt/libqwayland.so", "BINARY"),
        (f"{QT}/plugins/platforms/libqvnc.so", "/qt/libqvnc.so", "BINARY"),
        (f"{QT}/plugins/imageformats/libqjpeg.so", "/qt/libqjpeg.so", "BINARY"),
        (f"{QT}/plugins/platformthemes/libqgtk3.so", "/qt/libqgtk3.so", "BINARY"),
        (f"{QT}/plugins/platforminputcontexts/libcompose.so", "/qt/libcompose.so", "BINARY"),
        ("libjpeg.so.62", "/usr/libjpeg.so.62", "BINARY"),
        ("libgtk-3.so.0", "/usr/libgtk-3.so.0", "BINARY"),
        ("libgtkstuff.so.0", "/usr/libgtkstuff.so.0", "BINARY"),
        ("libfontconfig.so.1", "/usr/libfontconfig.so.1", "BINARY"),
        ("libxkbcommon.so.0", "/usr/libxkbcommon.so.0", "BINARY"),
    ]
    datas = [
        ("libQt6Core.so.6", f"{QT}/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", f"{QT}/lib/libQt6Network.so.6", "SYMLINK"),
        ("tilegames/_data/i18n/tilegames_he.qm", "/src/i18n/tilegames_he.qm", "DATA"),
        *[(f"{QT}/translations/qtbase_{lang}.qm", f"/qt/qtbase_{lang}.qm", "DATA")
          for lang in ("en", "nl", "de", "he", "fr", "ja")],
        (f"{QT}/translations/qt_help_de.qm", "/qt/qt_help_de.qm", "DATA"),
    ]
    imports = {
        "/qt/QtWidgets.abi3.so": ["libQt6Widgets.so.6", "libQt6Gui.so.6", "libc.so.6"],
        "/qt/libQt6Widgets.so.6": ["libQt6Gui.so.6", "libQt6Core.so.6"],
        "/qt/libQt6Gui.so.6": ["libQt6Core.so.6", "libfontconfig.so.1", "libxkbcommon.so.0"],
        "/qt/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/qt/libqwayland.so": ["libQt6WaylandClient.so.6"],
        "/qt/libqvnc.so": ["libQt6Network.so.6"],
        "/qt/libqjpeg.so": ["libjpeg.so.62"],
        "/qt/libqgtk3.so": ["libgtk-3.so.0"],
    }
    return binaries, datas, imports


def _prune(binaries, datas, imports, platform="linux"):
    def imports_of(source):
        if source == "UNREADABLE":
            raise OSError("cannot read")
        return imports.get(source, [])

    kept, kept_datas, dropped = slim.prune(binaries, datas, imports_of, platform)
    return ({e[0] for e in kept}, {e[0] for e in kept_datas}, dict(dropped))


def test_slim_keeps_what_the_program_loads_and_drops_the_rest():
    binaries, datas, imports = _linux_toc()
    kept, kept_datas, dropped = _prune(binaries, datas, imports)
    for name in ("libpython3.11.so.1.0", "PySide6/QtWidgets.abi3.so",
                 f"{QT}/lib/libQt6Core.so.6", f"{QT}/lib/libQt6XcbQpa.so.6",
                 f"{QT}/plugins/platforms/libqxcb.so", f"{QT}/plugins/platforms/libqoffscreen.so",
                 f"{QT}/plugins/platforminputcontexts/libcompose.so", "libxkbcommon.so.0",
                 f"{QT}/plugins/platformthemes/libqgtk3.so"):  # dialogs, dark mode (issue 29)
        assert name in kept, name
    for name, why in ((f"{QT}/plugins/platforms/libqwayland.so", "Qt platform plugin"),
                      (f"{QT}/plugins/platforms/libqvnc.so", "Qt platform plugin"),
                      (f"{QT}/plugins/imageformats/libqjpeg.so", "Qt plugin (imageformats)"),
                      (f"{QT}/lib/libQt6Network.so.6", "library nothing kept needs"),
                      (f"{QT}/lib/libQt6WaylandClient.so.6", "library nothing kept needs"),
                      ("libjpeg.so.62", "library nothing kept needs"),
                      ("libgtkstuff.so.0", "library nothing kept needs"),
                      ("libgtk-3.so.0", "system library"),  # GTK 3: the desktop's own
                      ("libfontconfig.so.1", "system library"),
                      ("libQt6Network.so.6", "link to a dropped file")):
        assert dropped.get(name) == why, name
        assert name not in kept | kept_datas
    assert "libQt6Core.so.6" in kept_datas  # a link to a kept library stays


def test_slim_keeps_qt_translations_of_the_four_languages_only():
    binaries, datas, imports = _linux_toc()
    _, kept_datas, dropped = _prune(binaries, datas, imports)
    qt = {Path(n).name for n in kept_datas if "/translations/" in n}
    assert qt == {f"qtbase_{lang}.qm" for lang in LANGUAGES}
    assert dropped[f"{QT}/translations/qt_help_de.qm"] == "Qt translation"
    assert "tilegames/_data/i18n/tilegames_he.qm" in kept_datas


def test_slim_keeps_everything_an_unreadable_binary_might_need():
    binaries, datas, imports = _linux_toc()
    binaries = [(d, "UNREADABLE" if d.endswith("libqxcb.so") else s, t) for d, s, t in binaries]
    kept, _, _ = _prune(binaries, datas, imports)
    assert f"{QT}/lib/libQt6Network.so.6" in kept and "libjpeg.so.62" in kept
    assert f"{QT}/plugins/platforms/libqwayland.so" not in kept  # unwanted plugins still go


def test_slim_on_windows_and_macos():
    win = [("python311.dll", "/py/python311.dll", "BINARY"),
           ("PySide6/QtGui.pyd", "/qt/QtGui.pyd", "EXTENSION"),
           ("PySide6/Qt6Gui.dll", "/qt/Qt6Gui.dll", "BINARY"),
           ("PySide6/Qt6Network.dll", "/qt/Qt6Network.dll", "BINARY"),
           ("PySide6/opengl32sw.dll", "/qt/opengl32sw.dll", "BINARY"),
           ("PySide6/plugins/platforms/qwindows.dll", "/qt/qwindows.dll", "BINARY"),
           ("PySide6/plugins/platforms/qminimal.dll", "/qt/qminimal.dll", "BINARY"),
           ("PySide6/plugins/styles/qmodernwindowsstyle.dll", "/qt/qmws.dll", "BINARY"),
           ("libfontconfig.so.1", "/x/libfontconfig.so.1", "BINARY")]
    kept, _, dropped = _prune(win, [], {"/qt/QtGui.pyd": ["QT6GUI.DLL"]}, "win32")
    assert {"PySide6/Qt6Gui.dll", "PySide6/plugins/platforms/qwindows.dll",
            "PySide6/plugins/styles/qmodernwindowsstyle.dll", "python311.dll"} <= kept
    assert {"PySide6/Qt6Network.dll", "PySide6/opengl32sw.dll",
            "PySide6/plugins/platforms/qminimal.dll", "libfontconfig.so.1"}.isdisjoint(kept)
    assert dropped["libfontconfig.so.1"] == "library nothing kept needs"  # not "system library"

    fw = f"{QT}/lib/QtNetwork.framework"
    mac = [("PySide6/QtGui.abi3.so", "/qt/QtGui.abi3.so", "EXTENSION"),
           (f"{QT}/lib/QtGui.framework/Versions/A/QtGui", "/qt/QtGui", "BINARY"),
           (f"{fw}/Versions/A/QtNetwork", "/qt/QtNetwork", "BINARY"),
           (f"{QT}/plugins/platforms/libqcocoa.dylib", "/qt/libqcocoa.dylib", "BINARY")]
    mac_datas = [(f"{fw}/Resources/Info.plist", "/qt/Info.plist", "DATA"),
                 (f"{fw}/QtNetwork", "Versions/Current/QtNetwork", "SYMLINK"),
                 (f"{fw}/Versions/Current", "A", "SYMLINK"),
                 (f"{QT}/lib/QtGui.framework/QtGui", "Versions/Current/QtGui", "SYMLINK"),
                 (f"{QT}/lib/QtGui.framework/Versions/Current", "A", "SYMLINK")]
    kept, kept_datas, _ = _prune(
        mac, mac_datas, {"/qt/QtGui.abi3.so": ["@rpath/QtGui.framework/Versions/A/QtGui"]},
        "darwin")
    assert f"{QT}/plugins/platforms/libqcocoa.dylib" in kept
    assert f"{QT}/lib/QtGui.framework/Versions/A/QtGui" in kept
    assert {f"{QT}/lib/QtGui.framework/QtGui",
            f"{QT}/lib/QtGui.framework/Versions/Current"} <= kept_datas  # its links stay
    assert not any(n.startswith(fw) for n in kept | kept_datas)  # the whole framework goes


def test_spec_feeds_pyinstaller_through_slim_and_bundles_the_data_where_resources_looks():
    spec = (PACKAGING / "tilegames.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("tilegames")' in spec  # game screens are imported by name
    assert "slim.prune(a.binaries, a.datas" in spec
    assert 'BUNDLED = "tilegames/_data"' in spec
    # the numbered rules, where ui/rules_dialog.numbered_rules_path looks
    assert 'RULES = ROOT / "docs" / "rules"' in spec
    assert 'f"{BUNDLED}/docs/rules") for md in sorted(RULES.glob("*.md"))' in spec
    dialog = (ROOT / "tilegames" / "ui" / "rules_dialog.py").read_text(encoding="utf-8")
    assert 'install_root() / "docs" / "rules" / f"{game}.md"' in dialog
    resources = (ROOT / "tilegames" / "base" / "resources.py").read_text(encoding="utf-8")
    assert ('BUNDLED_DIR = "_data"' in resources
            and 'Path(frozen) / "tilegames" / BUNDLED_DIR' in resources)
    for script in re.findall(r'PACKAGING / "(\w+\.py)"', spec):
        assert (PACKAGING / script).is_file(), script
    assert (PACKAGING / "macos" / "entitlements.plist").is_file()


def test_frozen_entry_point_calls_freeze_support_before_importing_the_program():
    tree = ast.parse((PACKAGING / "launcher.py").read_text(encoding="utf-8"))
    main_block = next(n for n in tree.body if isinstance(n, ast.If))
    source = [ast.unparse(n) for n in main_block.body]
    assert source[0] == "multiprocessing.freeze_support()"
    assert source.index("from tilegames.app import main") > 0


# --- versions, names, sums --------------------------------------------------------------------


def test_installer_names_carry_the_version_and_the_machine():
    assert build.installer_name("1.2.3", "win32") == "tilegames-1.2.3-windows-x64-setup.exe"
    assert build.installer_name("1.2.3", "darwin", "arm64") == "tilegames-1.2.3-macos-arm64.dmg"
    assert build.installer_name("1.2.3", "linux", "x86_64") == \
        "tilegames-1.2.3-linux-x86_64.tar.gz"
    assert build.version() == __import__("tilegames").__version__


def test_windows_version_resource_is_what_pyinstaller_reads():
    """The version file is one Python expression over PyInstaller's versioninfo classes."""
    assert build.numeric_version("0.1.0") == (0, 1, 0, 0)
    assert build.numeric_version("2.10rc1") == (2, 10, 1, 0)  # digits only; rc1 -> 1 is fine
    assert build.numeric_version("3") == (3, 0, 0, 0)
    text = build.version_file_text("1.4.2")
    made = {}

    def record(name):
        def make(*args, **kw):
            made.setdefault(name, []).append((args, kw))
            return (name, args, kw)
        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    eval(compile(text, "version_info.txt", "eval"), {n: record(n) for n in names})  # noqa: S307
    ffi = made["FixedFileInfo"][0][1]
    assert ffi["filevers"] == ffi["prodvers"] == (1, 4, 2, 0)
    strings = {args[0]: args[1] for args, _ in made["StringStruct"]}
    assert strings["FileVersion"] == strings["ProductVersion"] == "1.4.2"
    assert strings["ProductName"] == "tilegames" and strings["FileDescription"]
    assert strings["OriginalFilename"] == "tilegames.exe"


def test_sha256_file_is_in_sha256sum_format(tmp_path):
    installer = tmp_path / "tilegames-1.0-linux-x86_64.tar.gz"
    installer.write_bytes(b"abc" * 1000)
    sums = build.sha256_file(installer)
    assert sums.name == installer.name + ".sha256"
    assert sums.read_text() == f"{hashlib.sha256(b'abc' * 1000).hexdigest()}  {installer.name}\n"


# --- Windows: Inno Setup ---------------------------------------------------------------------

ISS = PACKAGING / "windows" / "tilegames.iss"


def _iss() -> str:
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "ISCC reads a script as UTF-8 only with a BOM"
    return raw.decode("utf-8-sig")


def test_windows_installer_is_per_user_versioned_and_four_languages():
    iss = _iss()
    assert "PrivilegesRequired=lowest" in iss
    assert "MinVersion=10.0" in iss
    name = re.search(r"^OutputBaseFilename=(.+)$", iss, re.M).group(1).replace(
        "{#AppVersion}", "9.8.7")
    assert name + ".exe" == build.installer_name("9.8.7", "win32")
    for isl in ("Default.isl", "Dutch.isl", "German.isl", "Hebrew.isl"):
        assert isl in iss
    languages = ("english", "dutch", "german", "hebrew")
    custom = iss.split("[CustomMessages]")[1].split("\n[")[0]
    keys = {line.split("=")[0] for line in custom.splitlines() if "=" in line}
    messages = {k.split(".", 1)[1] for k in keys}
    assert messages >= {"SavedGame", "RemoveSaves", "AppComment"}
    for message in messages:
        for lang in languages:
            assert f"{lang}.{message}" in keys, f"{lang}.{message}"
    for used in re.findall(r"\{cm:(\w+)", iss) + re.findall(r"CustomMessage\('(\w+)'", iss):
        assert used in messages or used in ("CreateDesktopIcon", "AdditionalIcons",
                                            "UninstallProgram", "LaunchProgram"), used


def test_windows_installer_menu_desktop_association_signing_and_kept_saves():
    iss = _iss()
    assert re.search(r'^Name: "\{group\}\\tilegames"', iss, re.M), "Start-menu entry"
    assert re.search(r"^Name: \"desktopicon\".*Flags: unchecked", iss, re.M), "optional icon"
    assert 'Tasks: desktopicon' in iss
    assert "ChangesAssociations=yes" in iss
    assert 'Subkey: "Software\\Classes\\.tilegames"' in iss
    assert '""{app}\\{#AppExe}"" ""%1""' in iss, "the file is handed to the program"
    signing = iss.split("#ifdef Sign")[1].split("#endif")[0]
    assert "SignTool=signtool" in signing and "SignedUninstaller=yes" in signing
    code = iss.split("[Code]")[1]
    assert "usPostUninstall" in code and "not UninstallSilent()" in code
    assert "MB_DEFBUTTON2" in code, "No (keep the saves) is the default answer"
    assert "{localappdata}\\tilegames" in code


def test_windows_upgrade_removes_the_old_internal_folder():
    iss = _iss()
    section = iss.split("[InstallDelete]")[1].split("\n[")[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in section
    assert iss.index("[InstallDelete]") < iss.index("[Files]")


SECRET = "pa55-word-1234"


def _signing_env(tmp_path, command):
    return {"TILEGAMES_SIGN_COMMAND": command, "SIGN_SECRET": SECRET, "PATH": "/usr/bin"}


def test_signing_fills_in_the_file_and_the_environment_and_never_prints_the_secret(tmp_path,
                                                                                  capsys):
    """The signing tool gets the secret; the build's output never shows it, not even when the
    tool fails and its output is shown."""
    tool = tmp_path / "fake-signtool.py"
    tool.write_text("import sys\nprint('signing with', sys.argv[1:])\n"
                    "sys.exit(0 if sys.argv[-1].endswith('.exe') else 5)\n")
    command = f"{sys.executable} {tool} /p $SIGN_SECRET /fd sha256 {{file}}"
    target = tmp_path / "odd name.exe"
    env = _signing_env(tmp_path, command)
    words, secrets = sign.command_line(str(target), env, windows=False)
    assert words[-1] == str(target) and words[words.index("/p") + 1] == SECRET
    assert secrets == [SECRET]
    sign.sign(target, env, windows=False)
    out = capsys.readouterr()
    assert "signed odd name.exe" in out.out and SECRET not in out.out + out.err
    with pytest.raises(SystemExit, match="failed"):
        sign.sign(tmp_path / "setup.bin", env, windows=False)
    out = capsys.readouterr()
    assert "signing with" in out.err and sign.MASK in out.err
    assert SECRET not in out.out + out.err

    line, secrets = sign.command_line(r"C:\out\odd name.exe",
                                      dict(env, TILEGAMES_SIGN_COMMAND=(
                                          "signtool sign /dlib %SIGN_SECRET% {file}")),
                                      windows=True)
    assert line == f'signtool sign /dlib {SECRET} "C:\\out\\odd name.exe"'
    assert secrets == [SECRET]


def test_signing_needs_its_placeholder_and_its_variables(tmp_path):
    assert not sign.configured({}) and sign.configured({"TILEGAMES_SIGN_COMMAND": "x {file}"})
    with pytest.raises(SystemExit, match="where the file goes"):
        sign.command_line("a.exe", {"TILEGAMES_SIGN_COMMAND": "signtool sign"}, windows=True)
    with pytest.raises(SystemExit, match="MISSING"):
        sign.command_line("a.exe", {"TILEGAMES_SIGN_COMMAND": "x $MISSING {file}"},
                          windows=False)


def test_inno_setup_signs_through_sign_py_so_iscc_never_prints_the_command():
    cmd = build.iscc_command("1.2.3rc1", "ISCC.exe", sign=True, python=r"C:\py\python.exe")
    assert cmd[:3] == ["ISCC.exe", "/DAppVersion=1.2.3rc1", "/DNumericVersion=1.2.3.0"]
    assert "/DSign" in cmd
    (tool,) = [c for c in cmd if c.startswith("/Ssigntool=")]
    assert tool == (f"/Ssigntool=$qC:\\py\\python.exe$q $q{PACKAGING / 'sign.py'}$q $f")
    assert cmd[-1].endswith("tilegames.iss")
    assert not any(c.startswith(("/DSign", "/Ssigntool")) for c in
                   build.iscc_command("1.2.3", "ISCC.exe", sign=False))


def test_a_release_build_fails_early_when_its_signing_is_not_configured(capsys):
    with pytest.raises(SystemExit, match="TILEGAMES_SIGN_COMMAND is not set"):
        build.require_signing("win32", {})
    build.require_signing("win32", {"TILEGAMES_SIGN_COMMAND": "signtool sign {file}"})
    mac = {"TILEGAMES_CODESIGN_IDENTITY": "Developer ID Application: X (T)",
           "TILEGAMES_NOTARY_KEY": "k.p8", "TILEGAMES_NOTARY_KEY_ID": "K",
           "TILEGAMES_NOTARY_ISSUER": "I"}
    build.require_signing("darwin", mac)
    with pytest.raises(SystemExit, match="TILEGAMES_NOTARY_ISSUER"):
        build.require_signing("darwin", dict(mac, TILEGAMES_NOTARY_ISSUER=""))
    build.require_signing("linux", {})  # the tarball is not signed (its .sha256 is published)


def test_pins_prereleases_and_the_glibc_a_build_needs(tmp_path):
    assert build.pinned("innosetup") and build.pinned("pyinstaller")
    assert build.pinned("PyInstaller") == build.pinned("pyinstaller")
    with pytest.raises(SystemExit):
        build.pinned("not-a-tool")
    for tag in ("v1.0rc1", "1.0rc1", "v2.0b2", "v2.0a1", "v3.0.dev1", "3.0dev2"):
        assert build.is_prerelease(tag), tag
    for tag in ("v1.0", "1.0.1", "v10.20.30", "v1.0.post1"):
        assert not build.is_prerelease(tag), tag
    (tmp_path / "lib").mkdir()
    for name in ("a.so", "lib/b.so", "notes.txt"):
        (tmp_path / name).write_bytes(b"\x7fELF" if name.endswith(".so") else b"text")
    dumps = {"a.so": "0 DF *UND* GLIBC_2.17 memcpy\n0 DF *UND* GLIBC_2.34 pthread_x",
             "b.so": "0 DF *UND* GLIBC_2.4 f\n0 DF *UND* GLIBC_2.35 g\n0 GLIBCXX_3.4.30 h"}
    assert build.glibc_needed(tmp_path, lambda path: dumps[path.name]) == "2.35"
    assert build.glibc_needed(tmp_path / "lib", lambda path: "") == ""


# --- macOS: Info.plist, lproj, disk image ------------------------------------------------------


def test_info_plist_localizations_and_the_saved_game_type():
    plist = info_plist.info_plist("1.2.3")
    plistlib.loads(plistlib.dumps(plist))  # every value is a plist value
    assert plist["CFBundleLocalizations"] == list(LANGUAGES)
    assert plist["LSMinimumSystemVersion"] == "11.0"
    assert plist["CFBundleShortVersionString"] == "1.2.3" and plist["CFBundleVersion"] == "1.2.3"
    for version, numeric in (("1.0rc1", "1.0"), ("2.10b3", "2.10"), ("1.2.3.4", "1.2.3"),
                             ("7", "7")):
        made = info_plist.info_plist(version)
        assert made["CFBundleVersion"] == numeric, version
        assert made["CFBundleShortVersionString"] == version
    (doc,) = plist["CFBundleDocumentTypes"]
    (uti,) = plist["UTExportedTypeDeclarations"]
    assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    assert doc["LSHandlerRank"] == "Owner"
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["tilegames"]
    spec = (PACKAGING / "tilegames.spec").read_text(encoding="utf-8")
    assert "info_plist=info_plist(__version__)" in spec


def test_document_type_name_is_translated_for_finder():
    for lang in LANGUAGES:
        strings = PACKAGING / "macos" / "lproj" / f"{lang}.lproj" / "InfoPlist.strings"
        text = strings.read_text(encoding="utf-8")
        match = re.search(r'^"([^"]+)" = "([^"]+)";$', text, re.M)
        assert match and match.group(1) == info_plist.SAVE_TYPE_NAME, lang


def test_macos_pins_a_qt_that_runs_on_macos_11():
    constraints = (ROOT / ".ci" / "constraints.txt").read_text(encoding="utf-8")
    pin = re.search(r'^PySide6-Essentials==(6)\.(\d+)\.\d+; sys_platform == "darwin"$',
                    constraints, re.M)
    assert pin and int(pin.group(2)) <= 7, "6.8 and later need macOS 12 or 13"
    assert re.search(r'^PySide6-Essentials==6\.\d+\.\d+; sys_platform != "darwin"$',
                     constraints, re.M), "Windows and Linux ship a pinned Qt too"


class FakeMac:
    """codesign, notarytool, stapler, ditto, tiffutil and dmgbuild, answering as told."""

    def __init__(self, verdicts=("Accepted", "Accepted"), busy=0):
        self.calls: list[list[str]] = []
        self.verdicts = list(verdicts)
        self.busy = busy

    def __call__(self, cmd, capture=False):
        self.calls.append(cmd)
        out = ""
        code = 0
        if cmd[:3] == ["xcrun", "notarytool", "submit"]:
            verdict = self.verdicts.pop(0)
            out = json.dumps({"id": f"sub-{len(self.verdicts)}", "status": verdict})
        elif cmd[:3] == ["xcrun", "notarytool", "log"]:
            out = '{"issues": [{"message": "The binary is not signed."}]}'
        elif "dmgbuild" in cmd and self.busy:
            self.busy -= 1
            return subprocess.CompletedProcess(cmd, 1, "", "hdiutil: create failed - "
                                               "Resource busy")
        return subprocess.CompletedProcess(cmd, code, out, "")


MAC_ENV = {"TILEGAMES_CODESIGN_IDENTITY": "Developer ID Application: T (ABC)",
           "TILEGAMES_NOTARY_KEY": "/tmp/AuthKey.p8", "TILEGAMES_NOTARY_KEY_ID": "KEYID",
           "TILEGAMES_NOTARY_ISSUER": "ISSUER-UUID"}


def _mac_app(tmp_path):
    app = tmp_path / "dist" / "tilegames.app"
    app.mkdir(parents=True)
    return app


def test_dmg_notarises_with_an_api_key_and_staples_the_app_and_the_image(tmp_path):
    fake = FakeMac()
    app = _mac_app(tmp_path)
    dmg.make_dmg(app, tmp_path / "t.dmg", tmp_path, MAC_ENV, fake, python="py")
    joined = [" ".join(c) for c in fake.calls]
    assert not any("--deep" in c and c.startswith("codesign --force") for c in joined)
    assert joined[0] == f"codesign --verify --strict --verbose=2 {app}"
    submits = [c for c in fake.calls if c[:3] == ["xcrun", "notarytool", "submit"]]
    assert [Path(c[3]).name for c in submits] == ["tilegames-app.zip", "t.dmg"]
    for submit in submits:
        assert submit[4:10] == ["--key", "/tmp/AuthKey.p8", "--key-id", "KEYID", "--issuer",
                                "ISSUER-UUID"]
        assert "--wait" in submit and submit[-2:] == ["--output-format", "json"]
    stapled = [c[-1] for c in fake.calls if c[:3] == ["xcrun", "stapler", "staple"]]
    assert stapled == [str(app), str(tmp_path / "t.dmg")]
    order = [c[0] if c[0] != "xcrun" else c[1] + c[2] for c in fake.calls]
    assert order.index("py") < order.index("codesign", 1), "the image is signed after dmgbuild"
    assert "--apple-id" not in " ".join(joined) and "--password" not in " ".join(joined)
    shown = dmg.shown(submits[0])
    assert "KEYID" not in shown and "ISSUER-UUID" not in shown and "AuthKey" not in shown


def test_a_submission_apple_refuses_fails_the_build_and_shows_apples_log(tmp_path, capsys):
    fake = FakeMac(verdicts=("Invalid",))
    with pytest.raises(SystemExit, match="not accepted: Invalid"):
        dmg.make_dmg(_mac_app(tmp_path), tmp_path / "t.dmg", tmp_path, MAC_ENV, fake,
                     python="py")
    assert fake.calls[-1][:4] == ["xcrun", "notarytool", "log", "sub-0"]
    assert "The binary is not signed." in capsys.readouterr().err
    assert not any(c[:3] == ["xcrun", "stapler", "staple"] for c in fake.calls)


def test_dmg_without_signing_secrets_is_made_unsigned_and_says_so(tmp_path, capsys):
    fake = FakeMac()
    dmg.make_dmg(_mac_app(tmp_path), tmp_path / "t.dmg", tmp_path, {}, fake, python="py")
    assert not any(c[0] in ("codesign", "xcrun") for c in fake.calls)
    out = capsys.readouterr().out
    assert "not signing" in out and "not notarising" in out
    with pytest.raises(SystemExit, match="needs a signed app"):
        dmg.make_dmg(_mac_app(tmp_path / "b"), tmp_path / "t.dmg", tmp_path,
                     {k: v for k, v in MAC_ENV.items() if "IDENTITY" not in k}, fake)


def test_dmgbuild_is_tried_again_when_hdiutil_is_busy(tmp_path):
    fake = FakeMac(busy=2)
    slept = []
    dmg.build_image(Path("a.app"), tmp_path / "t.dmg", Path("bg"), Path("i"), "py", fake,
                    sleep=slept.append)
    assert sum("dmgbuild" in c for c in fake.calls) == 3 and len(slept) == 2
    with pytest.raises(SystemExit, match="dmgbuild failed"):
        dmg.build_image(Path("a.app"), tmp_path / "t.dmg", Path("bg"), Path("i"), "py",
                        FakeMac(busy=dmg.DMG_TRIES), sleep=slept.append)


# --- Linux: .tar.gz with .desktop, icon, file type, install.sh --------------------------------


def test_desktop_entry_is_valid_and_translated():
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(PACKAGING / "linux" / "tilegames.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Name"] == "tilegames"
    assert entry["Exec"] == "tilegames %f" and entry["Icon"] == "tilegames"
    assert entry["MimeType"] == "application/x-tilegames;"
    for lang in LANGUAGES[1:]:
        assert entry[f"Comment[{lang}]"] and entry[f"GenericName[{lang}]"], lang
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "tilegames.desktop")],
                       check=True)
    mime = (PACKAGING / "linux" / "tilegames-mime.xml").read_text(encoding="utf-8")
    assert 'type="application/x-tilegames"' in mime and 'pattern="*.tilegames"' in mime


@pytest.mark.skipif(sys.platform == "win32", reason="a Linux tarball is made on Linux")
def test_linux_tarball_holds_the_program_desktop_file_icon_and_installer(tmp_path, monkeypatch):
    out = tmp_path / "out"
    bundle = out / "dist" / "tilegames"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "tilegames").write_text("frozen program")
    (bundle / "tilegames").chmod(0o755)
    (out / "tilegames.png").write_bytes(b"png")
    monkeypatch.setattr(build, "OUT", out)
    monkeypatch.setattr(build, "DIST", out / "dist")
    monkeypatch.setattr(build.sys, "platform", "linux")
    archive = build.linux_installer("1.2.3")
    assert archive.name == "tilegames-1.2.3-linux-" + build.machine() + ".tar.gz"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = "tilegames-1.2.3"
    for name in ("tilegames", "tilegames.desktop", "tilegames.png", "tilegames-mime.xml",
                 "install.sh", "_internal"):
        assert f"{top}/{name}" in members, name
    assert members[f"{top}/install.sh"].mode & 0o111, "install.sh is executable"
    assert members[f"{top}/tilegames"].mode & 0o111
    assert members[f"{top}/tilegames"].uname == "root"


@pytest.mark.skipif(shutil.which("sh") is None or sys.platform == "win32", reason="POSIX sh")
def test_linux_install_script_adds_and_removes_the_menu_entry(tmp_path):
    folder = tmp_path / "odd $folder %name"
    folder.mkdir()
    for name in ("install.sh", "tilegames.desktop", "tilegames-mime.xml"):
        shutil.copy2(PACKAGING / "linux" / name, folder / name)
    (folder / "tilegames.png").write_bytes(b"png")
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    subprocess.run(["sh", str(folder / "install.sh")], check=True, env=env, capture_output=True)
    desktop = (tmp_path / "data" / "applications" / "tilegames.desktop").read_text()
    exec_line = next(line for line in desktop.splitlines() if line.startswith("Exec="))
    assert exec_line == f'Exec="{tmp_path}/odd \\\\$folder %%name/tilegames" %f'
    assert (tmp_path / "data" / "icons/hicolor/512x512/apps/tilegames.png").is_file()
    assert (tmp_path / "data" / "mime/packages/tilegames.xml").is_file()
    subprocess.run(["sh", str(folder / "install.sh"), "--remove"], check=True, env=env,
                   capture_output=True)
    assert not (tmp_path / "data" / "applications" / "tilegames.desktop").exists()


# --- the real build (CI runs it through .ci/run) -----------------------------------------------


@pytest.mark.slow
def test_frozen_build_passes_its_self_test_and_installs_as_a_user_installs_it():
    """Builds with PyInstaller, runs the frozen --self-test and makes the installer, then
    packaging/check_installed.py installs, starts and uninstalls it (~2 min; on Linux it needs
    xvfb-run and the xcb libraries, as .ci/run installs them)."""
    pytest.importorskip("PyInstaller")
    subprocess.run([sys.executable, str(PACKAGING / "build.py")], check=True, cwd=ROOT,
                   timeout=1800)
    out = subprocess.run([sys.executable, str(PACKAGING / "check_installed.py")], cwd=ROOT,
                         capture_output=True, text=True, timeout=1800)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "all 5 steps passed" in out.stdout
