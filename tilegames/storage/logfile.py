"""The program's log: one small text file in ``paths.log_dir()``, rotated.

    from tilegames.storage import logfile
    logfile.start()          # once, when the program starts (app.main); tests call it themselves
    logfile.log_file()       # where it goes: <log folder>/tilegames.log
    logfile.stop()           # detach it again (tests)

Every record of Python's ``logging`` from INFO up (the modules' ``log = logging.getLogger(...)``,
and the tracebacks of unexpected errors, ``ui.unexpected``) goes to ``tilegames.log``, UTF-8, one
line a record with its time and process id, a traceback below its record. At ``MAX_BYTES`` the
file becomes ``tilegames.log.1`` (the older ones ``.2``, ``.3``; the oldest goes), so the log
never takes more than ``(BACKUPS + 1) * MAX_BYTES``.

Logging never stops the program: a folder that cannot be written makes ``start`` return None
(nothing is logged); a write that fails later is dropped. Two copies of the program write to the
same file; on Windows a copy cannot rotate the file while the other has it open, so it goes on
writing to the file as it is and rotates it at a later record.
"""

from __future__ import annotations

import logging
from io import TextIOWrapper
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import cast

from tilegames.storage.atomic import keep_aside
from tilegames.storage.paths import log_dir
from tilegames.storage.saves.reading import NotRegularFileError, open_regular

FILE = "tilegames.log"
MAX_BYTES = 256 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s [%(process)d] %(levelname)s %(name)s: %(message)s"

_handler: logging.Handler | None = None


class _Rotating(RotatingFileHandler):
    """A RotatingFileHandler that writes on when the file cannot be rotated just now, and never
    waits on a FIFO (or device) in the log's place: that is set aside and a new log begun."""

    def _open(self) -> TextIOWrapper:
        try:
            return self._open_regular()
        except NotRegularFileError:
            keep_aside(Path(self.baseFilename))
            return self._open_regular()

    def _open_regular(self) -> TextIOWrapper:
        # The handler keeps the stream open (and closes it): no ``with`` here.
        return cast(TextIOWrapper, open(self.baseFilename, self.mode,  # noqa: SIM115
                                        encoding=self.encoding, errors=self.errors,
                                        opener=open_regular))

    def doRollover(self) -> None:
        try:
            super().doRollover()
        except OSError:   # Windows: another copy of the program has the file open
            if self.stream is None:
                self.stream = self._open()


def log_file() -> Path:
    """The log file (it may not exist yet)."""
    return log_dir() / FILE


def start(level: int = logging.INFO, max_bytes: int = MAX_BYTES) -> Path | None:
    """Send the log (the root logger, from ``level`` up) to ``log_file()``; return that file,
    or None when it cannot be written. Calling it again changes nothing while the log folder
    is the same (``TILEGAMES_HOME`` may have moved it: then the log moves with it)."""
    global _handler
    path = log_file()
    if _handler is not None:
        if Path(getattr(_handler, "baseFilename", "")) == path.absolute():
            return path
        stop()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _Rotating(path, maxBytes=max_bytes, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(level)
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level > level:
        root.setLevel(level)
    _handler = handler
    return path


def stop() -> None:
    """Detach and close the log file (``start`` may be called again)."""
    global _handler
    if _handler is None:
        return
    logging.getLogger().removeHandler(_handler)
    _handler.close()
    _handler = None
