"""The rules of each game, in the current language (``resources/rules/<game>.<lang>.html``), and
each game's numbered rules (``docs/rules/<game>.md``, English only), the reference that the
program's code, its tests and bug reports cite by id."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tilegames.base.resources import install_root, resources_dir
from tilegames.games import GAMES
from tilegames.i18n import DEFAULT_LANGUAGE, translations
from tilegames.ui import diagrams, theme
from tilegames.ui.registry import GameEntry, entries
from tilegames.ui.typography import emphasis_css

log = logging.getLogger(__name__)


def rules_path(game: str, lang: str) -> Path:
    """Where the rules page of ``game`` in ``lang`` lives (it may not exist)."""
    return resources_dir() / "rules" / f"{game}.{lang}.html"


def numbered_rules_path(game: str) -> Path:
    """Where the numbered rules of ``game`` live (it may not exist): ``docs/rules/<game>.md`` in
    a checkout, shipped beside ``resources/`` by a wheel and the frozen build. Each rule starts with
    an anchor named after its id in lower case (``#k-m4``)."""
    return install_root() / "docs" / "rules" / f"{game}.md"


class RulesBrowser(QTextBrowser):
    """A text browser that draws the page's ``diagram:<name>`` images with the program's own
    painters (``ui/diagrams.py``), in the colours of the moment."""

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        url = QUrl(url)
        if kind == QTextDocument.ResourceType.ImageResource.value and \
                url.scheme() == diagrams.SCHEME:
            try:
                found = diagrams.image(url.path())
            except Exception:  # noqa: BLE001 - a picture that fails leaves a gap, not a crash
                log.exception("the diagram %s could not be drawn", url.path())
                found = None
            if found is not None:
                return found
        return super().loadResource(kind, url)


class RulesDialog(QDialog):
    """A game chooser over a text browser showing that game's rules page.

    A page missing in the current language is shown in English with a note saying so. The
    *Numbered rules* button, while pressed, shows the game's numbered rules instead (English, with
    a note saying so in the current language).
    """

    def __init__(self, game: str = GAMES[0], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-dialog")
        self.resize(720, 640)
        self._entries: list[GameEntry] = entries()
        self.game_label = QLabel(self)
        self.chooser = QComboBox(self)
        self.game_label.setBuddy(self.chooser)
        self.numbered = QPushButton(self)
        self.numbered.setCheckable(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        theme.style(self.note, lambda: (
            f"background: {theme.CARD.name()}; border: 1px solid {theme.CARD_BORDER.name()};"
            f" border-radius: 6px; padding: 6px; color: {theme.TEXT.name()};"))
        self.browser = RulesBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        self._page_style()
        theme.looks().changed.connect(self._colours_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.chooser, 1)
        top.addWidget(self.numbered)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

        self.chooser.currentIndexChanged.connect(self._show_current)
        self.numbered.toggled.connect(self._show_current)
        translations().follow(self, self.retranslate)
        self.retranslate()
        self.set_game(game)

    @property
    def game(self) -> str:
        return self._entries[self.chooser.currentIndex()].key

    def set_game(self, game: str) -> None:
        """Show the rules of ``game`` (a key of the registry). The chooser's change shows the page;
        the page of the game already chosen is on screen."""
        self.chooser.setCurrentIndex([e.key for e in self._entries].index(game))

    def _page_style(self, right_to_left: bool = False) -> None:
        """Headings in the appearance's colours (text and page follow the palette); a
        right-to-left page without italics (``emphasis_css``) and with its right-aligned table
        kept off the frame by the page margin (Qt floats it to the very edge)."""
        css = f"h1 {{ color: {theme.TEXT.name()}; }} h2 {{ color: {theme.HEADING.name()}; }}"
        if right_to_left:
            margin = round(self.browser.document().documentMargin())
            css += f" table {{ margin-right: {margin}px; }} "
            css += emphasis_css(right_to_left, theme.TEXT_MUTED)
        self.browser.document().setDefaultStyleSheet(css)

    def _colours_changed(self) -> None:
        self._show_current()     # a document takes its default style sheet when it is set

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.game_label.setText(self.tr("&Game:"))
        self.numbered.setText(self.tr("&Numbered rules"))
        self.browser.setAccessibleName(self.tr("Rules"))
        index = max(self.chooser.currentIndex(), 0)
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for item in self._entries:
            self.chooser.addItem(item.title(), item.key)
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)
        self._show_current()

    def _show_current(self) -> None:
        if self.numbered.isChecked():
            self._show_numbered()
            return
        lang = translations().language or DEFAULT_LANGUAGE
        path = rules_path(self.game, lang)
        note = ""
        if not path.is_file():
            path = rules_path(self.game, DEFAULT_LANGUAGE)
            note = self.tr("These rules are not available in your language yet; "
                           "here they are in English.")
        if path.is_file():
            html = path.read_text(encoding="utf-8")
        else:
            html = ""
            note = self.tr("The rules of this game are missing from this installation.")
        self._set_note(note, english=bool(note))
        self._page_style(right_to_left=self.isRightToLeft() and not note)
        self.browser.setHtml(html)

    def _show_numbered(self) -> None:
        """The numbered rules of the chosen game, in English, with the note saying so."""
        path = numbered_rules_path(self.game)
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            note = self.tr("These are the numbered rules, a precise reference that exists in "
                           "English only. Each rule has a number by which a question or a bug "
                           "report can name it.")
        else:
            text = ""
            note = self.tr("The numbered rules of this game are missing from this installation.")
        self._set_note(note, english=True)
        self._page_style()
        self.browser.setMarkdown(text)

    def _set_note(self, note: str, english: bool) -> None:
        """Show ``note`` above the page (none when empty); an ``english`` page stays
        left-to-right inside a right-to-left window."""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        option = QTextOption(self.browser.document().defaultTextOption())
        option.setTextDirection(Qt.LayoutDirection.LeftToRight if english
                                else self.layoutDirection())
        self.browser.document().setDefaultTextOption(option)

