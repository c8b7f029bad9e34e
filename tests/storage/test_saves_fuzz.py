"""Whatever ``loads`` is given — random bytes, random text, valid saves with bytes or JSON values
changed — it returns a game or raises SaveError, never anything else."""

from __future__ import annotations

import json
import os
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.played import new, play
from tilegames.storage import saves

# TILEGAMES_FUZZ_EXAMPLES=5000 for a long run
EXAMPLES = int(os.environ.get("TILEGAMES_FUZZ_EXAMPLES", "200"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def valid_texts() -> tuple[str, ...]:
    return tuple(saves.dumps(game, play(new(game, seed), count=count, seed=seed))
                 for game, seed, count in [("kulami", 1, 9), ("lsd", 2, 8), ("qwirkle", 3, 7),
                                           ("qwirkle", 4, 0), ("kulami", 5, 60)])


def loads_safely(data: str | bytes) -> None:
    try:
        saved = saves.loads(data)
    except saves.SaveError as exc:
        assert str(exc)  # a message in words
        return
    assert saved.game in ("kulami", "lsd", "qwirkle")
    assert saved.state.to_dict() is not None


@FUZZ
@given(st.binary(max_size=2_000))
def test_random_bytes(data):
    loads_safely(data)


@FUZZ
@given(st.text(max_size=2_000))
def test_random_text(text):
    loads_safely(text)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                                max_size=5),
    max_leaves=20)


@FUZZ
@given(JSON)
def test_random_json(value):
    loads_safely(json.dumps(value))


@FUZZ
@given(st.integers(0, 4), st.data())
def test_valid_saves_with_bytes_changed(which, data):
    raw = bytearray(valid_texts()[which].encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        kind = data.draw(st.sampled_from(["flip", "delete", "insert", "cut"]))
        if kind == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif kind == "delete":
            del raw[at:at + data.draw(st.integers(1, 20))]
        elif kind == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=10))
        else:
            del raw[at:]
        if not raw:
            break
    loads_safely(bytes(raw))


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


@FUZZ
@given(st.integers(0, 4), st.data())
def test_valid_saves_with_a_json_value_changed(which, data):
    document = json.loads(valid_texts()[which])
    paths = [p for p in _paths(document) if p]
    where = data.draw(st.sampled_from(paths))
    target = document
    for key in where[:-1]:
        target = target[key]
    action = data.draw(st.sampled_from(["replace", "delete"]))
    if action == "delete":
        del target[where[-1]]
    else:
        target[where[-1]] = data.draw(JSON)
    loads_safely(json.dumps(document))


@FUZZ
@given(st.integers(0, 4), st.data())
def test_valid_saves_with_moves_shuffled_or_swapped(which, data):
    document = json.loads(valid_texts()[which])
    moves = document["moves"]
    if len(moves) >= 2:
        i = data.draw(st.integers(0, len(moves) - 1))
        j = data.draw(st.integers(0, len(moves) - 1))
        moves[i], moves[j] = moves[j], moves[i]
    if moves and data.draw(st.booleans()):
        moves.pop(data.draw(st.integers(0, len(moves) - 1)))
    loads_safely(json.dumps(document))


def test_the_valid_texts_load():
    for text in valid_texts():
        saves.loads(text)
