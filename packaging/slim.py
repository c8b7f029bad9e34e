"""Leave out of the frozen program what it never loads (used by tilegames.spec).

The program is Qt Widgets painting with the raster engine: no network, no QML/Quick, no OpenGL,
no SVG, no image files (its pictures are painted; PNG, for ``--pictures``, is built into QtGui).
PyInstaller's Qt hooks collect every plugin of the modules in use, and with them the libraries
those plugins need. ``prune()`` drops

- the plugin folders the program has no use for (everything but ``KEPT_PLUGIN_TYPES``; on Linux
  the platform themes stay: ``qgtk3`` gives GNOME's file dialogs and colours, ``qxdgdesktopportal``
  the desktop portal's, and with them the desktop's dark mode) and every
  platform plugin but the system's own and ``offscreen`` (the self-test): on Linux that is xcb,
  so Wayland (which runs X11 programs through XWayland), EGL, the frame buffer and VNC go;
- Qt's translations except ``qtbase_{en,nl,de,he}`` (the program loads no others);
- on Linux, the system's own libraries that every desktop able to show an X11 window has and
  that PySide6 itself takes from the system when installed with pip (``LINUX_SYSTEM_LIBRARIES``:
  X11, fontconfig, FreeType, GLib, D-Bus, zlib, …; the list is a part of the AppImage project's
  exclude list), and GTK 3 with its libraries (the ``qgtk3`` theme's: a desktop without GTK 3
  has no use for it, and Qt goes on without the plugin it cannot load): a bundled copy only
  risks disagreeing with the system's fonts and settings;
- then every shared library that nothing kept needs any more (a dependency closure: it starts
  from the Python extension modules, the kept plugins and the Python library and follows the
  libraries' import tables; a library that cannot be read is kept).

What is dropped is returned, so the build can print it. Pure functions over PyInstaller's TOC
tuples ``(destination, source, typecode)``; the import-table reader is passed in (tests fake it).
"""

from __future__ import annotations

import posixpath
import subprocess
import sys
from collections.abc import Callable, Iterable

LANGUAGES = ("en", "nl", "de", "he")
KEPT_QT_TRANSLATIONS = frozenset(f"qtbase_{lang}.qm" for lang in LANGUAGES)
# styles: the native look on Windows and macOS; platforminputcontexts: compose keys, input
# methods; accessible*: screen readers; platformthemes (Linux only has them): the desktop's
# dialogs, colours and dark mode.
KEPT_PLUGIN_TYPES = frozenset({"platforms", "styles", "platforminputcontexts", "accessible",
                               "accessiblebridge", "platformthemes"})
KEPT_PLATFORMS = {"linux": {"qxcb", "qoffscreen"}, "win32": {"qwindows", "qoffscreen"},
                  "darwin": {"qcocoa", "qoffscreen"}}

LINUX_SYSTEM_LIBRARIES = frozenset({
    "libX11.so.6", "libX11-xcb.so.1", "libxcb.so.1", "libfontconfig.so.1", "libfreetype.so.6",
    "libexpat.so.1", "libz.so.1", "libgcc_s.so.1", "libglib-2.0.so.0", "libgthread-2.0.so.0",
    "libgpg-error.so.0", "libdbus-1.so.3",
    # GTK 3 and what it stands on (platformthemes/libqgtk3.so needs them; the system's or none)
    "libgtk-3.so.0", "libgdk-3.so.0", "libatk-1.0.so.0", "libatk-bridge-2.0.so.0",
    "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libharfbuzz.so.0",
    "libcairo.so.2", "libcairo-gobject.so.2", "libgdk_pixbuf-2.0.so.0", "libgio-2.0.so.0",
    "libgobject-2.0.so.0", "libgmodule-2.0.so.0", "libepoxy.so.0", "libfribidi.so.0",
})

Entry = tuple[str, str, str]


def platform_key(platform: str = sys.platform) -> str:
    return "linux" if platform.startswith("linux") else platform


def _parts(dest: str) -> list[str]:
    return dest.replace("\\", "/").split("/")


def plugin_of(dest: str) -> tuple[str, str] | None:
    """(plugin type, plugin name without "lib" and suffix) for a Qt plugin's destination
    (``PySide6/Qt/plugins/platforms/libqxcb.so`` -> ``("platforms", "qxcb")``), else None."""
    parts = _parts(dest)
    if "PySide6" not in parts or "plugins" not in parts[:-2]:
        return None
    at = max(i for i, part in enumerate(parts[:-2]) if part == "plugins")
    stem = parts[-1].split(".")[0]
    return parts[at + 1], stem[3:] if stem.startswith("lib") else stem


def unwanted(dest: str, platform: str = sys.platform) -> str:
    """Why ``dest`` is left out before the closure ("" = keep it)."""
    parts = _parts(dest)
    name = parts[-1]
    if platform_key(platform) == "linux" and len(parts) == 1 and name in LINUX_SYSTEM_LIBRARIES:
        return "system library"
    if "translations" in parts[:-1] and "PySide6" in parts and name.endswith(".qm"):
        return "" if name in KEPT_QT_TRANSLATIONS else "Qt translation"
    plugin = plugin_of(dest)
    if plugin is None:
        return ""
    kind, stem = plugin
    if kind not in KEPT_PLUGIN_TYPES:
        return f"Qt plugin ({kind})"
    if kind == "platforms" and stem not in KEPT_PLATFORMS.get(platform_key(platform), {stem}):
        return "Qt platform plugin"
    return ""


def elf_needed(path: str) -> list[str]:
    """The libraries an ELF file names itself (DT_NEEDED; ``ldd`` would also list theirs)."""
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True, check=True)
    return [line.split()[1] for line in out.stdout.splitlines()
            if line.strip().startswith("NEEDED")]


def _is_root(entry: Entry) -> bool:
    """Kept for its own sake: extension modules, plugins, the Python library."""
    dest, _, kind = entry
    name = _parts(dest)[-1].lower()
    return (kind == "EXTENSION" or plugin_of(dest) is not None
            or name.startswith(("libpython", "python")) or name == "python")


def _key(name: str) -> str:
    return posixpath.basename(name.replace("\\", "/")).lower()


def prune(binaries: Iterable[Entry], datas: Iterable[Entry],
          imports_of: Callable[[str], Iterable[str]], platform: str = sys.platform,
          ) -> tuple[list[Entry], list[Entry], list[tuple[str, str]]]:
    """(kept binaries, kept datas, dropped (destination, reason)) — see the module's doc.
    ``imports_of(source)`` names the libraries a binary imports (raises if it cannot tell)."""
    dropped: list[tuple[str, str]] = []
    kept: list[Entry] = []
    for entry in binaries:
        reason = unwanted(entry[0], platform) if entry[2] != "SYMLINK" else ""
        (dropped.append((entry[0], reason)) if reason else kept.append(entry))
    datas_kept = []
    for entry in datas:
        reason = unwanted(entry[0], platform)
        (dropped.append((entry[0], reason)) if reason else datas_kept.append(entry))

    files = [e for e in kept if e[2] != "SYMLINK"]
    by_name: dict[str, list[Entry]] = {}
    for entry in files:
        by_name.setdefault(_key(entry[0]), []).append(entry)
    needed: set[int] = set()
    todo = [e for e in files if _is_root(e)]
    while todo:
        entry = todo.pop()
        if id(entry) in needed:
            continue
        needed.add(id(entry))
        try:
            names = list(imports_of(entry[1]))
        except Exception:  # noqa: BLE001 - unreadable: keep everything it might need
            names = list(by_name)
        for name in names:
            todo.extend(e for e in by_name.get(_key(name), []) if id(e) not in needed)
    gone_frameworks: set[str] = set()
    result: list[Entry] = []
    for entry in kept:
        if entry[2] == "SYMLINK" or id(entry) in needed:
            result.append(entry)
            continue
        dropped.append((entry[0], "library nothing kept needs"))
        parts = _parts(entry[0])
        frameworks = [i for i, p in enumerate(parts) if p.endswith(".framework")]
        if frameworks:
            gone_frameworks.add("/".join(parts[:frameworks[-1] + 1]) + "/")

    def inside_gone_framework(dest: str) -> bool:
        return any(_norm(dest).startswith(f) for f in gone_frameworks)

    if gone_frameworks:  # macOS: the rest of a dropped framework goes with it
        dropped += [(e[0], "part of a dropped framework") for e in result + datas_kept
                    if inside_gone_framework(e[0]) and e[2] != "SYMLINK"]
        result = [e for e in result if e[2] == "SYMLINK" or not inside_gone_framework(e[0])]
        datas_kept = [e for e in datas_kept
                      if e[2] == "SYMLINK" or not inside_gone_framework(e[0])]
    gone = {_norm(dest) for dest, _ in dropped}
    links = {_norm(e[0]): _norm(e[1]) for e in result + datas_kept if e[2] == "SYMLINK"}

    def link_is_dangling(entry: Entry) -> bool:
        target = _resolve(_norm(entry[0]), links)
        return target in gone or inside_gone_framework(target) or inside_gone_framework(
            _norm(entry[0]))

    for entries in (result, datas_kept):
        for entry in [e for e in entries if e[2] == "SYMLINK" and link_is_dangling(e)]:
            entries.remove(entry)
            dropped.append((entry[0], "link to a dropped file"))
    return result, datas_kept, dropped


def _norm(path: str) -> str:
    return path.replace("\\", "/")


def _resolve(path: str, links: dict[str, str]) -> str:
    """``path`` with every symbolic link among its parts followed (``links``: link -> target
    relative to the link's folder, as PyInstaller writes it with ``os.symlink``)."""
    for _ in range(40):  # no more hops than that: a loop stays unresolved
        parts = path.split("/")
        for i in range(len(parts), 0, -1):
            head = "/".join(parts[:i])
            if head in links:
                base = posixpath.normpath(posixpath.join(posixpath.dirname(head), links[head]))
                path = "/".join([base, *parts[i:]])
                break
        else:
            return path
    return path
