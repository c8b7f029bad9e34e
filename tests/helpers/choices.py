"""Hypothesis strategies for remembered new-game choices: any JSON value, dialog-shaped objects."""

from __future__ import annotations

from hypothesis import strategies as st

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=10)
KNOWN_KEYS = ["seats", "name", "kind", "level", "first", "board", "seed", "scoring", "variant",
              "players", "colour", "colors", "starts"]
# a remembered choice: an object whose keys are mostly the ones the dialogs use, any values;
# seats as lists of objects with any values (the case the hostile try found: {"level": []})
SEAT = st.dictionaries(st.sampled_from(["name", "kind", "level", "colour"]), JSON, max_size=4)
CHOICE = (st.dictionaries(st.sampled_from(KNOWN_KEYS), JSON | st.lists(SEAT, max_size=7),
                          max_size=8) | JSON)
