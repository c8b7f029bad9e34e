"""One running program per user: a second start hands its saved game to the first and ends.

    if single_instance.hand_over(files):     # a copy is running: it got the files
        return 0
    listener = single_instance.Listener(window)
    listener.filesReceived.connect(window.open_handed_over)
    listener.listen()
    ...
    listener.close()                         # when the program ends

The running program listens on a ``QLocalServer`` (a named pipe on Windows, a socket file on
macOS and Linux) named by ``server_name()``: one name per user and per data folder, so a run with
``TILEGAMES_HOME`` (tests, portable installs) only ever meets copies with the same home, never the
user's own program. The socket is open to its user alone.

The protocol is one line each way: the second start sends ``{"files": [absolute paths]}`` as JSON
and a newline (no files: "come to the front"); the running program answers ``ok`` and a newline,
then emits ``filesReceived(paths)``. ``hand_over`` gives up after ``HAND_OVER_MS`` at each step
and returns False when nobody answered, so a second start never waits longer than that before it
starts on its own.

A name left behind by a copy that crashed (a socket file nobody listens on) is taken over by
``listen``; a name another copy listens on is left to it.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCryptographicHash, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

from tilegames import APP_NAME
from tilegames.storage.paths import data_dir

log = logging.getLogger(__name__)

HAND_OVER_MS = 800      # per step (connect, send, answer); an answer normally takes milliseconds
MAX_MESSAGE = 64 * 1024
ANSWER = b"ok\n"


def server_name() -> str:
    """The name this user's program listens on, for the data folder in use (``TILEGAMES_HOME``
    or the user's own). On Linux it lies in ``XDG_RUNTIME_DIR`` (the user's private folder) when
    there is one; elsewhere Qt puts it in the user's temporary folder (a named pipe on Windows)."""
    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name to be had: the folder still tells users apart
        user = str(getattr(os, "getuid", lambda: "")())
    text = f"{user}\0{data_dir().resolve()}".encode()
    digest = bytes(QCryptographicHash.hash(text, QCryptographicHash.Algorithm.Sha256)
                   .toHex().data()).decode("ascii")[:16]
    name = f"{APP_NAME}-{digest}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if sys.platform.startswith("linux") and runtime and Path(runtime).is_dir():
        return str(Path(runtime) / name)
    return name


def _allow_foreground() -> None:
    """Windows lets only the program the user just started take the foreground: pass that right
    on to the running copy before asking it to come to the front (nothing elsewhere)."""
    if sys.platform == "win32":
        import ctypes

        asfw_any = -1
        with contextlib.suppress(Exception):
            ctypes.windll.user32.AllowSetForegroundWindow(asfw_any)


def hand_over(files: Sequence[str | os.PathLike[str]], name: str | None = None,
              timeout_ms: int = HAND_OVER_MS) -> bool:
    """Give ``files`` (none: just "come to the front") to the copy of the program running for
    this user and data folder. True once it has answered; False when no copy runs (or it did not
    answer in time): then this start goes on as the program. Needs no QApplication."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    _allow_foreground()
    paths = [str(Path(f).absolute()) for f in files]
    socket.write(json.dumps({"files": paths}).encode("utf-8") + b"\n")
    answer = b""
    if socket.waitForBytesWritten(timeout_ms):
        while not answer.endswith(b"\n") and len(answer) < len(ANSWER):
            if not socket.bytesAvailable() and not socket.waitForReadyRead(timeout_ms):
                break
            answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    if answer != ANSWER:
        log.warning("the running copy did not answer (%s); starting on its own",
                    socket.errorString())
        return False
    return True


def _answers(name: str) -> bool:
    """Whether a program listens on ``name`` (a connection is made and dropped at once)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    alive = socket.waitForConnected(HAND_OVER_MS)
    socket.abort()
    return alive


class Listener(QObject):
    """The running program's side: ``filesReceived(paths)`` for each second start (an empty
    list: it only asked for the window), emitted after that start has had its answer."""

    filesReceived = Signal(list)

    def __init__(self, parent: QObject | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Start listening, unless another copy already does (both were started at once): then
        this one goes on without. A name left by a copy that crashed is taken over (on Unix Qt
        puts the new socket file in its place; where it cannot, the old one is removed first)."""
        if _answers(self.name):
            log.warning("another copy listens as %s already; not listening", self.name)
            return False
        if not self.server.listen(self.name):
            if self.server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
                log.warning("not listening for a second start: %s", self.server.errorString())
                return False
            log.info("removing the name a copy that ended left behind: %s", self.name)
            QLocalServer.removeServer(self.name)
            if not self.server.listen(self.name):
                log.warning("not listening for a second start: %s", self.server.errorString())
                return False
        log.info("listening for a second start as %s", self.server.fullServerName())
        return True

    def close(self) -> None:
        """Stop listening (the program is ending): a later start becomes the program."""
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            buffer = bytearray()
            socket.readyRead.connect(lambda s=socket, b=buffer: self._read(s, b))
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket, buffer)

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(socket.readAll().data())
        if b"\n" not in buffer:
            if len(buffer) > MAX_MESSAGE:
                socket.abort()
            return
        line = bytes(buffer).split(b"\n", 1)[0]
        buffer.clear()
        files = self._files(line)
        if files is None:
            socket.abort()
            return
        socket.write(ANSWER)
        socket.flush()
        socket.disconnectFromServer()
        log.info("a second start handed over %s", files or "nothing (come to the front)")
        QTimer.singleShot(0, self, lambda: self.filesReceived.emit(files))

    @staticmethod
    def _files(line: bytes) -> list[str] | None:
        """The paths of a message, or None when it is not one."""
        try:
            message = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None
        files = message.get("files") if isinstance(message, dict) else None
        if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
            return None
        return files
