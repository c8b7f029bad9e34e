"""Help ▸ About: what the program is, its version, and who made the games."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tilegames import __version__
from tilegames.i18n import translations
from tilegames.ui.typography import align_leading, paragraphs_html, scaled_font


class AboutDialog(QDialog):
    """Name, version, the three games and their designers, and the software it runs on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-dialog")
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self, 1.8, bold=True))
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(buttons)
        translations().follow(self, self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About tilegames"))
        self.title.setText(self.tr("tilegames {version}").format(version=__version__))
        align_leading(self.title)
        paragraphs = [
            self.tr("Three tile games for one computer: play against each other or against "
                    "the computer, in English, Dutch, German or Hebrew."),
            self.tr("LSD (Linearity, Simplicity, Duality) by Symbiose, 2005.<br>"
                    "Kulami by Andreas Kuhnekath, published by FoxMind.<br>"
                    "Qwirkle by Susan McKinley Ross, published by MindWare."),
            self.tr("Python {python}, Qt for Python (PySide6) {pyside}.").format(
                python=platform.python_version(), pyside=pyside_version),
        ]
        self.body.setText(paragraphs_html(self, paragraphs))
