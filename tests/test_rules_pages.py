"""The in-app rules pages: resources/rules/<game>.<lang>.html for every game and language.

Each page is an HTML fragment in Qt's rich-text subset, shown in a QTextBrowser. These tests check
that every page exists and loads, that the four languages of one game have the same sections, that
the facts the spec fixes are on every page, that the rule sheets' own words are used, and that
"In this program" describes what the program really does.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from tests.helpers.rules_pages import LANGS, REDO_KEY, UNDO_KEY, page_path, read_page, screen_text
from tilegames.ui.registry import entry

GAMES = ("lsd", "kulami", "qwirkle")
PAGES = [(game, lang) for game in GAMES for lang in LANGS]

# Numbers every page of a game states (spec ids in brackets).
FACTS = {
    # 20 tiles each (LSD-K1), 4 in a row, 3 with 4 players (LSD-W1), 2 copies per tile (LSD-K4)
    "lsd": ("20", "4", "3", "2"),
    # 17 plates, 64 holes (K-K1), 28 marbles each (K-K2), 56 in all (K-E1), 17 vs 12 → 5 (K-V2)
    "kulami": ("17", "64", "28", "56", "12", "5"),
    # 108 tiles (Q-K1), hand of 6 (Q-K2), Qwirkle 12 (Q-SC2), examples 15 and 24
    "qwirkle": ("108", "6", "12", "15", "24"),
}

# Words of the original rule sheets that owners of the physical games know.
SHEET_TERMS = {
    ("lsd", "nl"): ("tegel", "bolletje", "slaan", "voorraad", "remise"),
    ("lsd", "de"): ("Stein", "Kugel", "schlagen", "Vorrat", "unentschieden"),
    ("kulami", "he"): ("אריח", "גומה", "כדור"),
    ("qwirkle", "nl"): ("tegel", "reserve", "ruilen", "Qwirkle"),
}

# K-S2: both ways to value a plate; K-V1 / K-V2: the two variants — named as the new-game dialog
# names them (its English source texts and their translations in i18n/).
KULAMI_TERMS = {
    "en": ("Marbles on the plate", "Holes of the plate", "Regions", "Areas"),
    "nl": ("Knikkers op de plaat", "Gaten van de plaat", "Gebieden", "Groepen"),
    "de": ("Kugeln auf der Platte", "Löcher der Platte", "Gebiete", "Gruppen"),
    "he": ("הכדורים שעל האריח", "הגומות של האריח", "אזורים", "קבוצות"),
}

# What the "In this program" section of a game that cannot be played yet says.
COMING = {
    "en": "cannot play",
    "nl": "nog niet spelen",
    "de": "noch nicht spielen",
    "he": "עדיין אי אפשר לשחק",
}

# (context, source text) of the Kulami screen's words the Kulami page quotes.
KULAMI_SCREEN_TEXTS = (
    ("SettingsDialog", "&Show where a piece may go"),
    ("ResultPanel", "Review the game"),
    ("ResultPanel", "Play again with the same settings"),
    ("MainWindow", "&Move"),
    ("KulamiLayouts", "Square"),
    ("KulamiLayouts", "Cross"),
    ("KulamiLayouts", "Ring"),
)

EDITOR_WORDS = {"en": ("editor",), "nl": ("editor",), "de": ("editor",), "he": ("עורך",)}

VOID_TAGS = {"br", "hr", "img"}
ALLOWED_TAGS = {"h1", "h2", "h3", "p", "ul", "ol", "li", "b", "i", "table", "tr", "th", "td",
                "div", "br", "hr", "img"}
DIAGRAM_SRC = re.compile(r'<img src="diagram:([a-z-]+)">')


def plain_text(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


class _TagChecker(HTMLParser):
    """Records unknown tags and nesting errors (every non-void tag closed, in order)."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.h2: int = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            self.errors.append(f"tag <{tag}> is outside the subset used for rules pages")
        for name, value in attrs:
            if tag == "img" and name == "src" and (value or "").startswith("diagram:"):
                continue            # a diagram the program draws (ui/diagrams.py)
            if name in {"href", "src", "style", "class"} or name.startswith("on"):
                self.errors.append(f"attribute {name} on <{tag}>")
        self.h2 += tag == "h2"
        if tag not in VOID_TAGS:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else '-'}>")
            return
        self.stack.pop()

    def close(self) -> None:
        super().close()
        if self.stack:
            self.errors.append(f"unclosed: {self.stack}")


def check_tags(html: str) -> _TagChecker:
    checker = _TagChecker()
    checker.feed(html)
    checker.close()
    return checker


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_exists_and_is_utf8_with_one_h1_first(game, lang):
    path = page_path(game, lang)
    assert path.is_file(), f"missing {path}"
    html = read_page(game, lang)
    assert html.strip()
    body = html.removeprefix('<div dir="rtl">\n') if lang == "he" else html
    assert body.startswith("<h1>"), "a rules page starts with the game's name"
    assert html.count("<h1>") == 1


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_is_well_formed_and_stays_in_the_rich_text_subset(game, lang):
    checker = check_tags(read_page(game, lang))
    assert checker.errors == []


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_loads_into_a_text_document(qapp, game, lang):
    assert len(plain_text(read_page(game, lang))) > 500


@pytest.mark.parametrize("game", GAMES)
def test_all_languages_of_a_game_have_the_same_sections(game):
    counts = {lang: check_tags(read_page(game, lang)).h2 for lang in LANGS}
    assert len(set(counts.values())) == 1, counts
    assert counts["en"] >= 7  # goal, components, setup, a turn, …, end, in this program


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_states_the_numbers_of_the_spec(qapp, game, lang):
    text = plain_text(read_page(game, lang))
    for number in FACTS[game]:
        assert re.search(rf"(?<!\d){number}(?!\d)", text), f"{number} missing"


@pytest.mark.parametrize(("game", "lang"), list(SHEET_TERMS))
def test_page_uses_the_rule_sheets_words(game, lang):
    html = read_page(game, lang)
    for term in SHEET_TERMS[game, lang]:
        assert term in html, f"{term!r} missing"


@pytest.mark.parametrize("lang", LANGS)
def test_k_s2_k_v1_k_v2_kulami_pages_explain_both_scorings_and_both_variants(lang):
    html = read_page("kulami", lang)
    for term in KULAMI_TERMS[lang]:
        assert term in html, f"{term!r} missing"


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_in_this_program_section_names_the_undo_key(game, lang):
    """A playable game's page tells how to undo; a game still coming says so and describes no
    screen (checked against the registry: when a game's UI arrives, its pages must follow)."""
    html = read_page(game, lang)
    if entry(game).make_dialog is not None:
        assert UNDO_KEY[lang] in html
        assert COMING[lang] not in html
    else:
        assert COMING[lang] in html
        assert UNDO_KEY[lang] not in html


@pytest.mark.parametrize("lang", LANGS)
def test_kulami_page_names_the_screens_own_words(lang):
    """The Kulami page's "In this program" uses the names the program shows (from i18n/), so a
    renamed setting or button shows up here."""
    html = " ".join(read_page("kulami", lang).split())  # line breaks are spaces
    for context, source in KULAMI_SCREEN_TEXTS:
        text = screen_text(context, source, lang)
        assert text in html, f"{text!r} ({source!r}) missing"
    assert REDO_KEY[lang] in html


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_no_page_promises_a_board_editor(game, lang):
    html = read_page(game, lang).lower()
    for word in EDITOR_WORDS[lang]:
        assert word not in html


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_no_copyright_or_drug_disclaimer_from_the_sheets(game, lang):
    html = read_page(game, lang).lower()
    for word in ("©", "drug", "drogen", "spelregels.com"):
        assert word not in html


@pytest.mark.parametrize("game", GAMES)
def test_hebrew_pages_read_right_to_left(qapp, game):
    doc = QTextDocument()
    doc.setHtml(read_page(game, "he"))
    block = doc.begin()
    while block.isValid():
        if block.text().strip():
            assert block.textDirection() == Qt.LayoutDirection.RightToLeft, block.text()
        block = block.next()


# Diagrams drawn by the program's painters, per game (ui/diagrams.py).
DIAGRAMS = {
    "lsd": {"lsd-dots", "lsd-plus", "lsd-x"},
    "kulami": {"kulami-turn", "kulami-plates"},
    "qwirkle": {"qwirkle-lines", "qwirkle-scoring"},
}


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_shows_its_diagrams_drawn_by_the_program(qapp, game, lang):
    """LSD-P1, LSD-C1, LSD-C2, K-M3..K-M5, K-S1, K-S2, Q-P3, Q-SC1: every page of a game shows
    the same diagrams, each with a caption, and the dialog's browser resolves each one to a
    picture that is not blank."""
    from PySide6.QtGui import QTextDocument

    from tilegames.selftest import picture_problem
    from tilegames.ui.rules_dialog import RulesBrowser

    html = page_path(game, lang).read_text(encoding="utf-8")
    assert set(DIAGRAM_SRC.findall(html)) == DIAGRAMS[game]
    for name in DIAGRAMS[game]:
        after = html.split(f'<img src="diagram:{name}">', 1)[1]
        assert re.match(r'</p>\s*<p align="center"><i>[^<]{20,}</i></p>', after), name
    browser = RulesBrowser()
    browser.setHtml(html)
    for name in DIAGRAMS[game]:
        image = browser.document().resource(QTextDocument.ResourceType.ImageResource.value,
                                            f"diagram:{name}")
        assert image is not None and not image.isNull(), name
        assert picture_problem(image) == "", name


# What the program settles where the rule sheets leave it open, said plainly on every page:
# LSD's tile set (LSD-K4); Kulami's scorings and variants are checked above (K-S2, K-V1,
# K-V2), Qwirkle's tie for the start by the page's "In this program".
SETTLED = {
    ("lsd", "en"): ("does not list the tiles", "This program uses"),
    ("lsd", "nl"): ("noemen de tegels niet", "Dit programma gebruikt"),
    ("lsd", "de"): ("zählt die Steine nicht einzeln auf", "Dieses Programm verwendet"),
    ("lsd", "he"): ("אינו מפרט את האריחים", "התוכנה משתמשת"),
}


@pytest.mark.parametrize(("game", "lang"), sorted(SETTLED))
def test_lsd_k4_the_page_says_the_tile_set_is_the_programs_choice(game, lang):
    text = page_path(game, lang).read_text(encoding="utf-8")
    for words in SETTLED[(game, lang)]:
        assert words in text, words
