"""Wording found in the picture review: a score of one point is "1 point", the review says
"points" only where the game counts points, and an LSD tile in a sentence is named with the
word "tile" ("corner tile with +")."""

from __future__ import annotations

import re

import pytest

from tests.helpers.kulami import HUMANS
from tests.helpers.kulami import make_screen as kulami_screen
from tests.helpers.lsd import make_screen as lsd_screen
from tilegames.ai.players import Verdict
from tilegames.games import lsd
from tilegames.i18n import translations
from tilegames.ui.lsd.labels import tile_words


@pytest.fixture
def language(app):
    """Switch the program's language; English again afterwards."""
    yield translations().set_language
    translations().set_language("en")


@pytest.mark.parametrize(("lang", "one", "many"), [("en", "point", "points"),
                                                    ("de", "Punkt", "Punkte"),
                                                    ("nl", "punt", "punten")])
def test_a_score_caption_agrees_with_the_number(qtbot, tmp_path, language, lang, one, many):
    language(lang)
    screen = kulami_screen(qtbot, tmp_path, seats=HUMANS)
    state = screen.session.state.clone()
    seen = {}
    for _ in range(12):
        for info in screen.seat_infos(state):
            seen[info.score] = info.score_caption
        state.apply(state.legal_moves()[0])
    assert seen[1] == one and seen[0] == many, seen


def test_the_review_counts_points_in_a_game_of_points_only(qtbot, tmp_path, language):
    language("en")
    screen = kulami_screen(qtbot, tmp_path, seats=HUMANS)
    move = screen.session.state.legal_moves()[0]
    assert screen._verdict_text("mistake", Verdict(move, 7.0, 1.0)).endswith(
        "better by 6 points.")
    assert screen._verdict_text("good", Verdict(move, 2.0, 1.0)).endswith("(by 1 point).")
    board = lsd_screen(qtbot, tmp_path)
    tile = lsd.Place("corner", "+", 0, 1, 0)
    text = board._verdict_text("inaccuracy", Verdict(tile, 40.0, 34.0))
    assert text.startswith("Inaccuracy. The computer's choice: corner tile with + at ")
    assert "6" not in text.split(" at ")[0] and "point" not in text
    language("nl")
    assert "6" not in board._verdict_text("mistake", Verdict(tile, 40.0, 34.0)).split(":")[0]


@pytest.mark.parametrize(("lang", "words"), [("en", "cross tile with x"),
                                              ("nl", "kruistegel met x"),
                                              ("de", "Kreuzstein mit x"),
                                              ("he", "אריח צלב עם x")])
def test_an_lsd_tile_in_a_sentence_is_named_a_tile(app, language, lang, words):
    language(lang)
    assert tile_words("cross", "x") == words


def test_hebrew_joins_a_prefix_with_the_maqaf_and_quotes_with_straight_marks():
    """Hebrew writes "ב־6", "ו־x" with the maqaf (never a hyphen) and quotes "…" (not „…”), in
    the catalogue and on the rules pages alike."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    files = [root / "i18n" / "tilegames_he.ts", *sorted((root / "resources" / "rules").glob(
        "*.he.html"))]
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"[\u05d0-\u05ea]-(?=\S)", text), path.name
        assert not re.search("[\u201e\u201c\u201d]", text), path.name


def test_german_rules_call_the_dot_patterns_half_circles():
    from pathlib import Path

    page = Path(__file__).resolve().parents[2] / "resources" / "rules" / "lsd.de.html"
    assert "Kugelmuster" not in page.read_text(encoding="utf-8")
