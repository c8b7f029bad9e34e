"""What becomes of an exception nobody caught: logged, and told to the player in one dialog.

    errors = UnexpectedErrors(window)      # app.main, once the main window exists
    errors.install()                       # sys.excepthook and threading.excepthook
    ...
    errors.uninstall()                     # the hooks that were there before (tests)

An exception that reaches Qt's event loop (PySide passes an exception out of a slot, a timer or
an overridden event method to ``sys.excepthook``) or ends a Python thread is logged with its
traceback (logger ``tilegames.unexpected``, which ``storage.logfile`` writes to the log file)
and shown in a ``ProblemDialog``; the program goes on, as Qt's event loop does. While that
dialog is open, further errors are logged and counted in it, never shown in a second one. An
error in another thread reaches the dialog through a queued signal (widgets belong to the GUI
thread). The hook itself never raises: if it fails, Python's own hook prints the error.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tilegames.ui.problem_dialog import ProblemDialog

log = logging.getLogger("tilegames.unexpected")

MAX_SUMMARY = 300   # characters of the one-line summary the dialog shows

_Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
_ThreadHook = Callable[[threading.ExceptHookArgs], object]


def summary(error: BaseException) -> str:
    """The error in one short line, as Python names it ("ZeroDivisionError: division by zero")."""
    text = traceback.format_exception_only(type(error), error)[-1].strip()
    return text if len(text) <= MAX_SUMMARY else text[:MAX_SUMMARY - 1] + "…"


class UnexpectedErrors(QObject):
    """Logs every uncaught exception and shows them in one ``ProblemDialog`` at a time (a child
    of ``window``). ``count``: errors so far; ``dialog``: the one open, or None."""

    problemFound = Signal(str, str)     # summary, details (queued from other threads)

    def __init__(self, window: QWidget | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: ProblemDialog | None = None
        self.count = 0
        self._before: tuple[_Hook, _ThreadHook] | None = None
        self.problemFound.connect(self._show)

    def install(self) -> None:
        """Become ``sys.excepthook`` and ``threading.excepthook``."""
        if self._before is None:
            self._before = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self._thread_ended

    def uninstall(self) -> None:
        """Put back the hooks that were there before ``install``."""
        if self._before is not None:
            sys.excepthook, threading.excepthook = self._before
            self._before = None

    def handle(self, kind: type[BaseException], error: BaseException,
               trace: TracebackType | None) -> None:
        """The exception hook: log, count, and show (or add to the open dialog)."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        try:
            self.count += 1
            log.critical("an unexpected error (%d so far)", self.count,
                         exc_info=(kind, error, trace))
            details = "".join(traceback.format_exception(kind, error, trace))
            self.problemFound.emit(summary(error), details)
        except Exception:
            sys.__excepthook__(kind, error, trace)

    def _thread_ended(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def _show(self, text: str, details: str) -> None:
        try:
            if self.dialog is not None:          # one at a time: counted in the open one
                self.dialog.add(text, details)
                return
            dialog = self.dialog = ProblemDialog(self.window)
            dialog.finished.connect(self._closed)
            dialog.add(text, details)
            dialog.show()
            dialog.raise_()
        except Exception:     # the dialog itself failed: logged (not raised: no loop)
            log.exception("the problem dialog could not be shown")

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None
