"""Every rule id that the code and the tests cite is a numbered rule in ``docs/rules/``.

A page there defines a rule by starting a line with ``<a id="k-m4"><b>K-M4</b></a>``. An id is
cited as ``K-M4`` anywhere in a file, shortened after a full id (``LSD-T1, T2, P1..P3``,
``Q-SC1..3``: a range includes every rule in between), or in a test's name (``test_k_m4_…``,
``test_k_m4_k_m5_…``). Only this checkout is read, so the check runs in a clean clone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules"
# Where ids are cited: the program, its tests and data, the README and the rule pages themselves.
CITING = [ROOT / "tilegames", ROOT / "tests", ROOT / "resources", RULES, ROOT / "README.md"]
SUFFIXES = {".py", ".md", ".json", ".html", ".txt", ".toml"}

DEFINITION = re.compile(r'^<a id="(?P<anchor>[^"]*)"><b>(?P<id>[^<]*)</b></a>')
ID_SHAPE = re.compile(r"(?P<prefix>[A-Z]{1,3})-(?P<group>[A-Z]{1,2})(?P<number>[0-9]+)")
# A full id, then shortened ones after it: ", T2", " and P1", "/E2", "..P3", "..3", "..K-M5".
CITATION = re.compile(
    r"\b(?P<prefix>[A-Z]{1,3})-(?P<group>[A-Z]{1,2})(?P<number>[0-9]+)\b"
    r"(?P<more>(?:(?:\s*(?:,|/|\band\b|\bor\b)\s*[A-Z]{1,2}[0-9]+\b(?!-))"
    r"|(?:\.\.(?:[A-Z]{1,3}-)?(?:[A-Z]{1,2})?[0-9]+\b))*)")
MORE = re.compile(r"(?P<range>\.\.)?(?:[A-Z]{1,3}-)?(?P<group>[A-Z]{1,2})?(?P<number>[0-9]+)")
TEST_NAME = re.compile(r"\bdef (test_\w+)")
TEST_NAME_ID = re.compile(r"(?<=_)(lsd|k|q)_([a-z]{1,2})([0-9]+)(?=_|$)")
LINK = re.compile(r"\]\((?P<page>[\w.-]*\.md)?#(?P<anchor>[^)\s]+)\)")


def defined_rules() -> dict[str, tuple[str, int]]:
    """Every defined id -> (page, line). Fails on a malformed or repeated definition."""
    found: dict[str, tuple[str, int]] = {}
    problems = []
    for page in sorted(RULES.glob("*.md")):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            match = DEFINITION.match(line)
            if not match:
                continue
            rule, where = match["id"], (page.name, number)
            if not ID_SHAPE.fullmatch(rule) or match["anchor"] != rule.lower():
                problems.append(f"{page.name}:{number}: {rule!r} with anchor {match['anchor']!r}")
            elif rule in found:
                problems.append(f"{page.name}:{number}: {rule} is defined again "
                                f"(first at {found[rule][0]}:{found[rule][1]})")
            else:
                found[rule] = where
    assert not problems, "\n".join(problems)
    return found


def cited_in_line(line: str) -> list[str]:
    """The ids one line cites, shortened forms written out and ranges expanded."""
    ids = []
    for match in CITATION.finditer(line):
        prefix, group, number = match["prefix"], match["group"], int(match["number"])
        ids.append(f"{prefix}-{group}{number}")
        for more in MORE.finditer(match["more"]):
            end_group, end = more["group"] or group, int(more["number"])
            if more["range"] and end_group == group:
                ids += [f"{prefix}-{group}{n}" for n in range(number + 1, end + 1)]
            ids.append(f"{prefix}-{end_group}{end}")
            group, number = end_group, end
    for name in TEST_NAME.findall(line):
        ids += [f"{p.upper()}-{g.upper()}{n}" for p, g, n in TEST_NAME_ID.findall(name)]
    return list(dict.fromkeys(ids))


def _citing_files() -> Iterator[Path]:
    for place in CITING:
        files = [place] if place.is_file() else sorted(place.rglob("*"))
        yield from (f for f in files if f.is_file() and f.suffix in SUFFIXES
                    and "__pycache__" not in f.parts)


def citations() -> Iterator[tuple[str, int, str]]:
    """(file, line, id) for every id cited in the checkout."""
    for path in _citing_files():
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), 1):
            for rule in cited_in_line(line):
                yield path.relative_to(ROOT).as_posix(), number, rule


def test_the_citation_reader_reads_every_form():
    assert cited_in_line('raise IllegalMoveError(reason, rule="K-M4")') == ["K-M4"]
    assert cited_in_line("LSD turn order (LSD-T1, T2, P1..P3).") == [
        "LSD-T1", "LSD-T2", "LSD-P1", "LSD-P2", "LSD-P3"]
    assert cited_in_line("Q-SC1..3: each line scores") == ["Q-SC1", "Q-SC2", "Q-SC3"]
    assert cited_in_line("moves (K-M3..K-M5) and LSD-E1/E2") == [
        "K-M3", "K-M4", "K-M5", "LSD-E1", "LSD-E2"]
    assert cited_in_line("K-S1 and S2, Q-P1 or P5") == ["K-S1", "K-S2", "Q-P1", "Q-P5"]
    assert cited_in_line("def test_k_m4_k_m5_closed_plates(app):") == ["K-M4", "K-M5"]
    assert cited_in_line("def test_lsd_w1_and_q_sc2_x():") == ["LSD-W1", "Q-SC2"]
    assert cited_in_line("K-K1: 17 plates, 2 sizes, UTF-8, x-y1, K-M") == ["K-K1"]
    assert cited_in_line("def test_q_k2s_is_no_id_and_q_x1():") == ["Q-X1"]
    assert cited_in_line("see K-V1, K-V2, 28 marbles") == ["K-V1", "K-V2"]


def test_every_cited_rule_id_is_defined_in_docs_rules():
    defined = defined_rules()
    missing = [f"{path}:{line}: {rule}" for path, line, rule in citations()
               if rule not in defined]
    assert not missing, ("rule ids cited but not defined in docs/rules/:\n"
                         + "\n".join(missing))


def test_each_game_has_a_page_of_numbered_rules_with_one_prefix():
    from tilegames.games import GAMES

    defined = defined_rules()
    prefixes = {}
    for page in {page for page, _ in defined.values()}:
        prefixes[page] = {ID_SHAPE.fullmatch(rule)["prefix"]
                          for rule, (where, _) in defined.items() if where == page}
    assert sorted(prefixes) == sorted(f"{game}.md" for game in GAMES)
    assert all(len(found) == 1 for found in prefixes.values()), prefixes
    assert len({next(iter(found)) for found in prefixes.values()}) == len(prefixes), prefixes


def test_rule_links_lead_to_a_rule():
    """``[K-M4](#k-m4)`` in a page, and ``kulami.md#k-m4`` from the index, open a rule."""
    anchors = {(page, rule.lower()) for rule, (page, _) in defined_rules().items()}
    broken = []
    for page in sorted(RULES.glob("*.md")):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            for link in LINK.finditer(line):
                if (link["page"] or page.name, link["anchor"]) not in anchors:
                    broken.append(f"{page.name}:{number}: {link[0]}")
    assert not broken, "\n".join(broken)


def test_the_index_lists_every_page():
    index = (RULES / "README.md").read_text(encoding="utf-8")
    for page in sorted(RULES.glob("*.md")):
        if page.name != "README.md":
            assert f"]({page.name})" in index, page.name
