"""Help ▸ About: the icon, what the program is, its version and licence, the three games with
their designers and publishers (and thanks to them), and the software it runs on.

Names in Latin letters (the games, their makers, Python and Qt) go into the texts as isolated
left-to-right runs (``ui.numbers.ltr``): in Hebrew a sentence keeps its own direction, and a
Latin name, its brackets and the sentence's full stop each stay where they belong. The makers'
names are the rule pages' (resources/rules/*.html).
"""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tilegames import __version__
from tilegames.i18n import translations
from tilegames.ui.app_icon import app_icon
from tilegames.ui.numbers import ltr
from tilegames.ui.table.elided_label import isolated_name
from tilegames.ui.typography import align_leading, paragraphs_html, scaled_font

ICON_SIZE = 64

# As the rule pages name them: each game's designer and publisher (LSD's rule sheet names only
# Symbiose, which made and published it). The games' names are the catalogue's (context "games").
LSD = ("LSD (Linearity, Simplicity, Duality)", "Symbiose", "Symbiose")
KULAMI = ("Kulami", "Andreas Kuhnekath", "FoxMind")
QWIRKLE = ("Qwirkle", "Susan McKinley Ross", "MindWare")


class AboutDialog(QDialog):
    """Icon, name and version, the three games and their makers, licence, software."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-dialog")
        self.icon = QLabel(self)
        self.icon.setPixmap(app_icon().pixmap(ICON_SIZE, ICON_SIZE))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self, 1.8, bold=True))
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        # about 64 characters a line: at large text the dialog widens rather than grows too tall
        self.body.setMinimumWidth(max(420, self.fontMetrics().horizontalAdvance("x") * 64))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        text = QVBoxLayout()
        text.setSpacing(12)
        text.addWidget(self.title)
        text.addWidget(self.body)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(text, 1)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(buttons)
        translations().follow(self, self.retranslate)
        self.retranslate()

    def games_text(self) -> str:
        """The three games and their makers, one line each."""
        lines = []
        for game, designer, publisher in (LSD, KULAMI, QWIRKLE):
            name = (ltr(game) if game == LSD[0]     # LSD's full name is Latin in every language
                    else isolated_name(QCoreApplication.translate("games", game), True))
            if designer == publisher:
                line = self.tr("{game}: designed and published by {publisher}.")
            else:
                line = self.tr("{game}: designed by {designer}, published by {publisher}.")
            lines.append(line.format(game=name, designer=ltr(designer), publisher=ltr(publisher)))
        return "<br>".join(lines)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About tilegames"))
        self.title.setText(self.tr("tilegames {version}").format(version=ltr(__version__)))
        align_leading(self.title)
        qt = ltr(f"Qt for Python (PySide6) {pyside_version}")
        paragraphs = [
            self.tr("Three tile games for one computer: play against each other or against "
                    "the computer, in English, Dutch, German or Hebrew."),
            self.games_text(),
            self.tr("Our thanks go to the designers and publishers of these three games."),
            self.tr("Licence: proprietary, all rights reserved. {qt} is used under the GNU "
                    "Lesser General Public License, version 3.").format(qt=ltr("PySide6")),
            self.tr("Runs on {python} and {qt}.").format(
                python=ltr(f"Python {platform.python_version()}"), qt=qt),
        ]
        self.body.setText(paragraphs_html(self, paragraphs))
