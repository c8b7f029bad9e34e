"""Fill unfinished entries of the .ts catalogues from a JSON file, then compile them.

    python3 i18n/fill.py --list [LANG]       # print the unfinished source texts as JSON
    python3 i18n/fill.py texts.json          # fill them in
    python3 i18n/fill.py --reuse REV         # fill texts that moved to another context with
                                             # their translations at git revision REV

``texts.json`` maps a source text (or ``"Context|source text"`` when one source needs different
words in different contexts) to ``{"nl": "…", "de": "…", "he": "…"}``; English takes the source
itself unless an ``"en"`` entry is given. Plural sources (``%n``) map a language to a list of
forms (English: ``[one, other]``, Dutch/German ``[one, other]``, Hebrew ``[one, two, many]``
as Qt orders them). Only entries marked unfinished are touched; ``update.py`` runs afterwards so
the .qm files match.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = ("en", "nl", "de", "he")


def _unfinished(lang: str) -> list[tuple[str, str]]:
    tree = ET.parse(HERE / f"tilegames_{lang}.ts")
    found = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                found.append((name, message.findtext("source") or ""))
    return found


def _fill(lang: str, texts: dict[str, dict[str, object]]) -> list[str]:
    path = HERE / f"tilegames_{lang}.ts"
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            source = message.findtext("source") or ""
            entry = texts.get(f"{name}|{source}") or texts.get(source)
            value = None if entry is None else entry.get(lang)
            if value is None and lang == "en" and entry is not None:
                value = source if message.get("numerus") != "yes" else [source, source]
            if value is None:
                missing.append(f"{lang}: {name}|{source}")
                continue
            if message.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value]
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = str(form)
            else:
                translation.text = str(value)
            del translation.attrib["type"]
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    return missing


def _translations_at(rev: str, lang: str) -> dict[str, object]:
    """{source: translation} of every finished entry of the catalogue at git revision ``rev``."""
    text = subprocess.run(["git", "show", f"{rev}:i18n/tilegames_{lang}.ts"], cwd=HERE,
                          capture_output=True, text=True, check=True).stdout
    found: dict[str, object] = {}
    for message in ET.fromstring(text).iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                               "obsolete"):
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        found[message.findtext("source") or ""] = forms if forms else (translation.text or "")
    return found


def reuse(rev: str) -> dict[str, dict[str, object]]:
    """Texts for ``_fill``: every source with its translations at ``rev``."""
    texts: dict[str, dict[str, object]] = {}
    for lang in LANGS:
        for source, translation in _translations_at(rev, lang).items():
            texts.setdefault(source, {})[lang] = translation
    return texts


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    if argv[0] == "--list":
        langs = argv[1:] or ["nl"]
        seen: dict[str, None] = {}
        for lang in langs:
            for context, source in _unfinished(lang):
                seen[f"{context}|{source}"] = None
        print(json.dumps(list(seen), ensure_ascii=False, indent=1))
        return 0
    if argv[0] == "--reuse":
        texts = reuse(argv[1])
        for lang in LANGS:
            _fill(lang, texts)
        subprocess.run([sys.executable, str(HERE / "update.py")], check=True)
        return 0
    texts = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    missing = [m for lang in LANGS for m in _fill(lang, texts)]
    subprocess.run([sys.executable, str(HERE / "update.py")], check=True)
    for line in missing:
        print("still unfinished:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
