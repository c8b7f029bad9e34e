"""The "Something went wrong" dialog for an unexpected error (``ui.unexpected`` shows it), and
``open_log_folder`` (the dialog's button and Help ▸ Open log folder).

The dialog is not modal (``show()``, never ``exec()``): the program, its self-test and its tests
go on while it is open. It says in plain words what happened and that the game is saved, names
the error in one line, and offers *Copy details* (every traceback it was given, with the
versions, to the clipboard), *Open log folder* and *Close*. Errors that come while it is open
are added to it (``add``) and counted under its text, never shown in a second dialog.
"""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tilegames import __version__
from tilegames.i18n import translations
from tilegames.storage.display import readable
from tilegames.storage.paths import log_dir
from tilegames.ui.typography import align_leading, paragraphs_html, scaled_font


def open_log_folder() -> bool:
    """Show the log folder in the system's file manager (made first if need be); False when
    the system could not open it."""
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))))


def log_folder_text(right_to_left: bool) -> str:
    """The log folder as text for a sentence (``readable``): isolated left to right in a
    right-to-left one."""
    folder = readable(log_dir())
    return f"\u2066{folder}\u2069" if right_to_left else folder


def versions() -> str:
    """The program, Python, Qt and system versions: the first line of the details."""
    return (f"tilegames {__version__}, Python {platform.python_version()}, "
            f"PySide6 {pyside_version}, {platform.platform()}")


class ProblemDialog(QDialog):
    """Tells the player that something unexpected went wrong: ``add(summary, details)`` for
    each error (the first one's summary is shown; ``details`` is its traceback text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problem-dialog")
        self.setModal(False)
        self._details: list[str] = []
        self._note = ""                             # "copied" or "no folder": what ``note`` says
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self, 1.3, bold=True))
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setMinimumWidth(420)
        self.summary = QLabel(self)                 # the error in one line, as Python says it
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setFont(scaled_font(self, 0.9))
        self.more = QLabel(self)                    # how many came while it was open
        self.more.setWordWrap(True)
        self.note = QLabel(self)                    # "copied", "the folder could not be opened"
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self)
        self.folder_button = QPushButton(self)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.copy_button.clicked.connect(self.copy_details)
        self.folder_button.clicked.connect(self.open_folder)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        for widget in (self.title, self.body, self.summary, self.more, self.note, self.buttons):
            layout.addWidget(widget)
        translations().follow(self, self.retranslate)
        self.retranslate()

    @property
    def count(self) -> int:
        """How many errors the dialog was told about."""
        return len(self._details)

    def add(self, summary: str, details: str) -> None:
        """One more error: the first one's ``summary`` is shown, later ones are counted."""
        if not self._details:
            self.summary.setText(summary)
        self._details.append(details)
        self.retranslate()

    def details(self) -> str:
        """What *Copy details* puts on the clipboard: the versions and every traceback."""
        return "\n\n".join([versions(), *self._details])

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details())
        self._note = "copied"
        self.retranslate()

    def open_folder(self) -> None:
        if not open_log_folder():
            self._note = "no folder"
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Something went wrong"))
        self.title.setText(self.tr("Something went wrong"))
        self.body.setText(paragraphs_html(self, [html.escape(text) for text in (
            self.tr("Something unexpected went wrong inside tilegames. It is a fault in the "
                    "program, not something you did."),
            self.tr("A game in progress is safe: it is saved after every move, and you can "
                    "play on. If something looks wrong, quit tilegames and start it again; the "
                    "game waits under Continue on the start page."),
        )]))
        others = max(self.count - 1, 0)
        self.more.setText(self.tr("%n more problem(s) came up since this message appeared.",
                                  "", others))
        self.more.setVisible(others > 0)
        self.summary.setVisible(bool(self.summary.text()))
        notes = {"copied": self.tr("The details are on the clipboard."),
                 "no folder": self.tr("The log folder could not be opened. It is {folder}")}
        self.note.setText(notes.get(self._note, "").format(
            folder=log_folder_text(self.isRightToLeft())))
        self.note.setVisible(bool(self._note))
        self.copy_button.setText(self.tr("Copy &details"))
        self.folder_button.setText(self.tr("Open log &folder"))
        for label in (self.title, self.summary, self.more, self.note):
            align_leading(label, Qt.AlignmentFlag.AlignTop)
