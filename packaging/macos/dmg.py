"""packaging/out/dist/tilegames.app -> the drag-to-Applications disk image (build.py, on macOS).

1. With ``TILEGAMES_CODESIGN_IDENTITY`` ("Developer ID Application: …", in a keychain) the app
   was signed by PyInstaller, binary by binary with the hardened runtime (tilegames.spec):
   checked here with ``codesign --verify --strict`` (no ``codesign --deep`` signing).
2. With an App Store Connect API key (``TILEGAMES_NOTARY_KEY``: the .p8 file,
   ``TILEGAMES_NOTARY_KEY_ID``, ``TILEGAMES_NOTARY_ISSUER``) the app is notarised (zipped with
   ``ditto``) and its ticket stapled to it, so it also opens when copied off the image offline.
3. dmgbuild lays out the window (the app, an Applications link, the painted background);
   ``hdiutil``'s intermittent "Resource busy" is tried again.
4. The image is signed, notarised and stapled in turn.

``notarytool submit --wait`` exits 0 whatever Apple decided, so its JSON status is read: anything
but "Accepted" prints Apple's log (``notarytool log``) and fails the build. Without an identity
or a key each step says it is skipped and an unsigned image is still made.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

HERE = Path(__file__).resolve().parent
NOTARY_ENV = ("TILEGAMES_NOTARY_KEY", "TILEGAMES_NOTARY_KEY_ID", "TILEGAMES_NOTARY_ISSUER")
IDENTITY_ENV = "TILEGAMES_CODESIGN_IDENTITY"
BUSY = "Resource busy"
DMG_TRIES = 4

Runner = Callable[..., subprocess.CompletedProcess]


class NotarisationError(SystemExit):
    """Apple did not accept a submission (its log was printed)."""


HIDDEN_AFTER = ("--key", "--key-id", "--issuer", "--password")


def shown(cmd: list[str]) -> str:
    """``cmd`` as printed: the notary key's file, id and issuer hidden."""
    return subprocess.list2cmdline(["***" if i and cmd[i - 1] in HIDDEN_AFTER else word
                                    for i, word in enumerate(cmd)])


def _run(cmd: list[str], *, capture: bool = False) -> subprocess.CompletedProcess:
    print("+", shown(cmd), flush=True)
    return subprocess.run(cmd, capture_output=capture, text=True, check=False)


def notary_key(environ: Mapping[str, str]) -> list[str] | None:
    """notarytool's ``--key … --key-id … --issuer …``, or None when the key is not given."""
    values = [environ.get(name, "") for name in NOTARY_ENV]
    if not all(values):
        return None
    key, key_id, issuer = values
    return ["--key", key, "--key-id", key_id, "--issuer", issuer]


def notarise(path: Path, key: list[str], run: Runner = _run) -> None:
    """Submit ``path`` and wait; NotarisationError (after printing Apple's log) unless
    Accepted."""
    out = run(["xcrun", "notarytool", "submit", str(path), *key, "--wait",
               "--output-format", "json"], capture=True)
    try:
        result = json.loads(out.stdout)
    except ValueError:
        result = {}
    status, submission = result.get("status", ""), result.get("id", "")
    print(f"notarytool: {path.name}: {status or 'no status'} ({submission or 'no id'})",
          flush=True)
    if out.returncode == 0 and status == "Accepted":
        return
    if out.stderr:
        print(out.stderr, file=sys.stderr)
    if submission:
        log = run(["xcrun", "notarytool", "log", submission, *key], capture=True)
        print(log.stdout or log.stderr, file=sys.stderr)
    raise NotarisationError(f"notarisation of {path.name} was not accepted: {status or out}")


def staple(path: Path, run: Runner = _run) -> None:
    for action in ("staple", "validate"):
        if run(["xcrun", "stapler", action, str(path)]).returncode != 0:
            raise SystemExit(f"stapler {action} failed for {path.name}")


def build_image(app: Path, dmg: Path, background: Path, icon: Path, python: str,
                run: Runner = _run, sleep: Callable[[float], None] = time.sleep) -> None:
    """dmgbuild, tried again (up to DMG_TRIES times) when hdiutil says "Resource busy"."""
    cmd = [python, "-m", "dmgbuild", "-s", str(HERE / "dmg_settings.py"), "-D", f"app={app}",
           "-D", f"background={background}", "-D", f"icon={icon}", "tilegames", str(dmg)]
    for attempt in range(1, DMG_TRIES + 1):
        dmg.unlink(missing_ok=True)
        out = run(cmd, capture=True)
        print(out.stdout, out.stderr, sep="", end="", flush=True)
        if out.returncode == 0:
            return
        if BUSY not in (out.stdout or "") + (out.stderr or "") or attempt == DMG_TRIES:
            raise SystemExit(f"dmgbuild failed (exit {out.returncode})")
        print(f"make_dmg: hdiutil was busy; trying again ({attempt + 1}/{DMG_TRIES})", flush=True)
        sleep(10 * attempt)


def make_dmg(app: Path, dmg: Path, out: Path, environ: Mapping[str, str] = os.environ,
             run: Runner = _run, python: str = sys.executable) -> Path:
    """Steps 1-4 of the module's doc; the image's path."""
    identity = environ.get(IDENTITY_ENV, "")
    key = notary_key(environ)
    if not app.is_dir():
        raise SystemExit(f"no {app}: run packaging/build.py first")
    if identity:
        if run(["codesign", "--verify", "--strict", "--verbose=2", str(app)]).returncode != 0:
            raise SystemExit(f"{app.name} is not validly signed")
    else:
        print(f"make_dmg: not signing ({IDENTITY_ENV} is not set)", flush=True)
    if key and not identity:
        raise SystemExit("make_dmg: notarising needs a signed app")
    if key:
        archive = out / "tilegames-app.zip"
        run(["ditto", "-c", "-k", "--keepParent", str(app), str(archive)])
        notarise(archive, key, run)
        archive.unlink(missing_ok=True)
        staple(app, run)
    else:
        print("make_dmg: not notarising (TILEGAMES_NOTARY_KEY/_KEY_ID/_ISSUER are not all "
              "set)", flush=True)
    background = out / "dmg-background.tiff"  # both resolutions, for Retina screens
    if run(["tiffutil", "-cathidpicheck", str(out / "dmg-background.png"),
            str(out / "dmg-background@2x.png"), "-out", str(background)]).returncode != 0:
        raise SystemExit("tiffutil failed")
    build_image(app, dmg, background, out / "tilegames.icns", python, run)
    signed = identity and run(["codesign", "--force", "--timestamp", "--sign", identity,
                               str(dmg)]).returncode == 0
    if identity and not signed:
        raise SystemExit(f"signing {dmg.name} failed")
    if key:
        notarise(dmg, key, run)
        staple(dmg, run)
    return dmg
