"""Sign one file with the signing command the environment configures (Windows Authenticode).

``python packaging/sign.py FILE`` — build.py signs the frozen program with it, and Inno Setup's
``SignTool`` runs it for the installer and the uninstaller (so ISCC, which prints the command it
runs, only ever prints this one).

``TILEGAMES_SIGN_COMMAND`` is one command line with ``{file}`` where the file goes, for any
signing tool or service, e.g. Azure Trusted Signing through signtool::

    signtool sign /v /fd SHA256 /tr http://timestamp.acs.microsoft.com /td SHA256
        /dlib %TRUSTED_SIGNING_DLIB% /dmdf %TRUSTED_SIGNING_METADATA% {file}

or a certificate in the Windows certificate store (a hardware token or cloud HSM whose
provider puts it there): ``signtool sign /sha1 <thumbprint> /fd SHA256 /tr <timestamp URL>
/td SHA256 {file}``. Environment variables in it (``$NAME``, ``${NAME}`` and on Windows
``%NAME%``) are filled in here, so secrets stay in the environment. The command is never printed,
neither as written nor filled in: only which file is signed, and when the tool fails its output
with every filled-in value masked.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

COMMAND_ENV = "TILEGAMES_SIGN_COMMAND"
PLACEHOLDER = "{file}"
MASK = "***"
_VARIABLE = re.compile(r"\$\{(\w+)\}|\$(\w+)|%(\w+)%")


def configured(environ: Mapping[str, str] = os.environ) -> bool:
    return bool(environ.get(COMMAND_ENV, "").strip())


def _expand(text: str, environ: Mapping[str, str], windows: bool) -> tuple[str, list[str]]:
    """``text`` with its environment variables filled in, and the values filled in."""
    values: list[str] = []

    def fill(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2) or match.group(3)
        if match.group(3) and not windows:
            return match.group(0)       # %NAME% is Windows's own
        if name not in environ:
            raise SystemExit(f"sign: {COMMAND_ENV} names ${name}, which is not set")
        values.append(environ[name])
        return environ[name]

    return _VARIABLE.sub(fill, text), [v for v in values if v]


def command_line(file: str, environ: Mapping[str, str] = os.environ,
                 windows: bool = sys.platform == "win32") -> tuple[str | list[str], list[str]]:
    """What to run for ``file`` (Windows: a command line, as CreateProcess takes it; elsewhere
    the words, split as a shell would) and the secrets it holds (the filled-in values)."""
    template = environ.get(COMMAND_ENV, "")
    if PLACEHOLDER not in template:
        raise SystemExit(f"sign: {COMMAND_ENV} must say where the file goes: {PLACEHOLDER}")
    if windows:
        filled, secrets = _expand(template, environ, windows=True)
        return filled.replace(PLACEHOLDER, subprocess.list2cmdline([file])), secrets
    words, secrets = [], []
    for word in shlex.split(template):
        filled, values = _expand(word, environ, windows=False)
        words.append(filled.replace(PLACEHOLDER, file))
        secrets += values
    return words, secrets


def masked(text: str, secrets: list[str]) -> str:
    for secret in sorted(secrets, key=len, reverse=True):
        text = text.replace(secret, MASK)
    return text


def sign(file: str | os.PathLike[str], environ: Mapping[str, str] = os.environ,
         runner: Callable[..., subprocess.CompletedProcess] = subprocess.run,
         windows: bool = sys.platform == "win32") -> None:
    """Sign ``file``; SystemExit (with the tool's masked output) when that fails."""
    name = os.fspath(file)
    command, secrets = command_line(name, environ, windows)
    print(f"sign: signing {Path(name).name} ({COMMAND_ENV})", flush=True)
    try:
        out = runner(command, capture_output=True, text=True, errors="replace")
    except OSError as exc:
        raise SystemExit(f"sign: the signing command could not be started: "
                         f"{masked(str(exc), secrets)}") from None
    if out.returncode != 0:
        print(masked(f"{out.stdout}\n{out.stderr}".strip(), secrets), file=sys.stderr)
        raise SystemExit(f"sign: signing {Path(name).name} failed (exit {out.returncode})")
    print(f"sign: signed {Path(name).name}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/sign.py FILE")
    sign(sys.argv[1])
