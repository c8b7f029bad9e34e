"""The engine contract of spec/engine-api.md, checked the same way for every game.

Junk moves of every kind (None, strings, wrong types, floats and bools where ints belong) must
give ``is_legal(m) == (m in legal_moves())`` and be refused by ``apply`` with an
IllegalMoveError that leaves the state as it was. Saves come from user files, so ``from_dict``
must refuse corrupt or hand-edited data with a ValueError (never a KeyError, TypeError or
IndexError), and ``to_dict`` must be plain JSON.
"""

from __future__ import annotations

import copy
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tilegames.games import IllegalMoveError, kulami, lsd, qwirkle
from tilegames.games.qwirkle import Color, Exchange, Pass, Place, Shape, Tile

JUNK: list[Any] = [None, "", "a1", 0, 1.5, (0, 0), [0, 0], {"x": 0}, object(), float("nan"),
                   kulami.Move(0, 0), lsd.Place("single", "+", 0, 0, 0), Pass(),
                   Exchange(()), Place(()), kulami.Move([0], {}), lsd.Place([], {}, [], [0], 0),
                   Place(((0, 0, [1]),)), Exchange(([1],)), True, b"a1", ...]


@dataclass(frozen=True)
class Game:
    name: str
    module: Any
    fresh: Callable[[], Any]
    midgame: Callable[[], Any]
    lookalikes: Callable[[Any], list[Any]]  # same values as a legal move, other types


def _kulami_mid() -> kulami.State:
    state = kulami.new_game(kulami.builtin_layouts()["square"])
    for _ in range(5):
        state.apply(state.legal_moves()[-1])
    return state


def _kulami_lookalikes(state: kulami.State) -> list[Any]:
    move = state.legal_moves()[0]
    return [kulami.Move(float(move.x), move.y), kulami.Move(move.x, float(move.y)),
            kulami.Move(True, 0), kulami.Move(1.0, 0), kulami.Move(0, 1.0),
            kulami.Move(str(move.x), move.y)]


def _lsd_mid() -> lsd.State:
    state = lsd.new_game(2)
    for _ in range(6):
        state.apply(state.legal_moves()[len(state.legal_moves()) // 2])
    return state


def _lsd_lookalikes(state: lsd.State) -> list[Any]:
    m = state.legal_moves()[0]
    return [lsd.Place(m.kind, m.icon, m.rotation, float(m.x), m.y),
            lsd.Place(m.kind, m.icon, float(m.rotation), m.x, m.y),
            lsd.Place(m.kind, m.icon, m.rotation, m.x + 0.5, m.y),
            lsd.Place(m.kind.upper(), m.icon, m.rotation, m.x, m.y),
            lsd.Place(m.kind, m.icon, str(m.rotation), m.x, m.y)]


def _qwirkle_mid() -> qwirkle.State:
    state = qwirkle.new_game(2, seed=3)
    for _ in range(4):
        state.apply(max(state.placements_with_scores(), key=lambda p: p[1])[0])
    return state


def _qwirkle_lookalikes(state: qwirkle.State) -> list[Any]:
    place = next(m for m in state.legal_moves() if isinstance(m, Place))
    (x, y, tile), *rest = place.tiles
    hand = state.hand(state.current_player)
    return [
        Place(((float(x), y, tile), *rest)),
        Place(((x, float(y), tile), *rest)),
        Place(((x, y, Tile(float(tile.color), tile.shape)), *rest)),
        Place(((x, y, Tile(int(tile.color), int(tile.shape))), *rest)),
        Place(((x, y, (tile.color, tile.shape)), *rest)),
        Place(((x, y, Tile("red", "circle")), *rest)),
        Place(((x, y, Tile(Color.RED, 9)), *rest)),
        Place(((x, y, None), *rest)),
        Place(((x, y),)),
        Place(((x, y, tile, 0),)),
        Exchange((Tile(float(hand[0].color), hand[0].shape),)),
        Exchange((Tile("red", "circle"),)),
        Exchange((None,)),
        Exchange((hand[0], hand[0], hand[0], hand[0], hand[0], hand[0], hand[0])),
    ]


GAMES = [
    Game("kulami", kulami, lambda: kulami.new_game(kulami.builtin_layouts()["square"]),
         _kulami_mid, _kulami_lookalikes),
    Game("lsd", lsd, lambda: lsd.new_game(2), _lsd_mid, _lsd_lookalikes),
    Game("qwirkle", qwirkle, lambda: qwirkle.new_game(2, seed=1), _qwirkle_mid,
         _qwirkle_lookalikes),
]
IDS = [g.name for g in GAMES]


def _refused_unchanged(state: Any, move: Any) -> None:
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as info:
        state.apply(move)
    assert isinstance(info.value, ValueError) and str(info.value)
    assert state.to_dict() == before, f"refusing {move!r} changed the state"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_is_legal_agrees_with_legal_moves_for_junk_and_lookalikes(game: Game):
    for state in (game.fresh(), game.midgame()):
        legal = state.legal_moves()
        for move in [*JUNK, *game.lookalikes(state)]:
            listed = move in legal
            assert state.is_legal(move) == listed, move
            if listed:
                state.clone().apply(move)
            else:
                _refused_unchanged(state, move)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_new_game_options_are_keyword_only(game: Game):
    params = list(inspect.signature(game.module.new_game).parameters.values())
    assert params[0].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[1:]), params


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_winners_empty_while_running_and_moves_in_order(game: Game):
    state = game.midgame()
    assert not state.is_over() and state.winners() == ()
    assert all(state.clone().is_legal(m) for m in state.legal_moves()[:5])
    twin = state.clone()
    move = state.legal_moves()[0]
    state.apply(move)
    assert state.moves[-1] == move and len(state.moves) == len(twin.moves) + 1
    assert twin.to_dict() != state.to_dict()  # the clone did not move along
    json.dumps(state.to_dict())


# -- from_dict on corrupt data ----------------------------------------------------------------

def _corruptions(data: dict[str, Any]) -> list[Any]:
    """Hand-edited variants of a saved game: every key missing, every value of a wrong type."""
    out: list[Any] = [None, [], "save", 3, {}]
    for key in data:
        missing = dict(data)
        del missing[key]
        out.append(missing)
        for junk in (None, "x", -1, 2.5, [], {}, [[]], [None], True, 10**9):
            edited = copy.deepcopy(data)
            edited[key] = junk
            out.append(edited)
    for key, value in data.items():  # one wrong entry inside a list
        if isinstance(value, list) and value:
            for junk in (None, "x", -1, 10**9, [], [None, None, None], [1.5, 0, 0]):
                edited = copy.deepcopy(data)
                edited[key][0] = junk
                out.append(edited)
                if isinstance(value[0], list) and value[0]:
                    edited = copy.deepcopy(data)
                    edited[key][0][0] = junk
                    out.append(edited)
    return out


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_from_dict_refuses_corrupt_saves_with_a_value_error(game: Game):
    cls = type(game.fresh())
    for state in (game.fresh(), game.midgame()):
        data = state.to_dict()
        for bad in _corruptions(data):
            try:
                restored = cls.from_dict(bad)
            except ValueError:
                continue
            # Accepted: then it must be a usable game that saves again as plain JSON.
            json.dumps(restored.to_dict())
            restored.legal_moves()
            restored.scores()
            restored.winners()


def test_kulami_from_dict_refuses_impossible_moves():
    data = _kulami_mid().to_dict()
    for moves in ([[0, 0], [0, 0]], [[0, 0], [1, 1]], [[99, 0]], [[0]], [[0, 0, 0]], ["a1"]):
        with pytest.raises(ValueError):
            kulami.State.from_dict({**data, "moves": moves})


def test_lsd_from_dict_refuses_impossible_moves():
    data = _lsd_mid().to_dict()
    for moves in ([["single", "+", 0, 5, 5]], [["single", "+", 0, 0, 0]] * 2, [[]],
                  [["cross", "+", 0, 0]], [[1, 2, 3, 4, 5]]):
        with pytest.raises(ValueError):
            lsd.State.from_dict({**data, "moves": moves})
    for change in ({"num_players": 2.0}, {"first_player": 0.0}, {"setup": "@ 0 0\n0+Q"},
                   {"setup": "garbage"}, {"game": "kulami"}):
        with pytest.raises(ValueError):
            lsd.State.from_dict({**data, **change})


def test_qwirkle_from_dict_refuses_impossible_positions():
    data = _qwirkle_mid().to_dict()
    red_circle = Tile(Color.RED, Shape.CIRCLE).id
    cases = [
        {"hands": data["hands"][:1]},                      # a seat without a hand
        {"hands": [[red_circle] * 7, data["hands"][1]]},   # seven tiles in a hand
        {"bag": data["bag"] + [36]},                       # no such tile
        {"board": data["board"] + [[500, 0, red_circle]]},  # further than any game reaches
        {"board": data["board"] + [data["board"][0]]},     # two tiles on one cell
        {"board": [[0, 0, 36]]},                           # no such tile
        {"current_player": 2}, {"first_player": -1},
        {"scores": [0]}, {"scores": ["1", 0]},
        {"num_players": 7}, {"num_players": 2.0},
        {"rng": [3, [0], None]}, {"rng": "state"},
        {"moves": [{"place": [[0, 0, 99]]}]}, {"moves": [{"exchange": "all"}]}, {"moves": [7]},
        {"over": "no"}, {"seed": 2.5}, {"seed": None},
    ]
    for change in cases:
        with pytest.raises(ValueError):
            qwirkle.State.from_dict({**copy.deepcopy(data), **change})


def test_qwirkle_q_k3_a_text_seed_survives_a_save_and_other_seeds_are_refused():
    state = qwirkle.new_game(3, seed="bug report 42")
    data = json.loads(json.dumps(state.to_dict()))
    assert qwirkle.State.from_dict(data).to_dict() == data
    for seed in (1.5, [1], True):
        with pytest.raises(ValueError):
            qwirkle.new_game(2, seed=seed)
        with pytest.raises(ValueError):
            qwirkle.State.from_dict({**data, "seed": seed})


def test_qwirkle_from_dict_refuses_out_of_range_generator_words_with_a_value_error():
    """A hand-edited generator state (a word below 0 or above 2**32 - 1) is a ValueError, not
    the OverflowError of ``random.setstate``."""
    data = _qwirkle_mid().to_dict()
    for word in (-1, 2**64):
        bad = copy.deepcopy(data)
        bad["rng"][1][0] = word
        with pytest.raises(ValueError):
            qwirkle.State.from_dict(bad)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_from_dict_needs_the_game_key_in_every_game(game: Game):
    """Every game's ``to_dict`` writes ``game``; data without it is refused alike by all three."""
    state = game.fresh()
    data = state.to_dict()
    del data["game"]
    with pytest.raises(ValueError):
        type(state).from_dict(data)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=2**31)
    | st.integers(max_value=-(2**31)) | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=6)


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree (dict keys and list indexes), the root excluded."""
    found = []
    items = (data.items() if isinstance(data, dict)
             else enumerate(data) if isinstance(data, list) else ())
    for key, value in items:
        found.append((*prefix, key))
        found += _paths(value, (*prefix, key))
    return found


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_value_anywhere_in_a_save_is_refused_with_a_value_error(game: Game, data):
    """Issue 9: hunting the OverflowError kind everywhere — any JSON value put at any place of
    a saved game gives a ValueError or a usable game, never another exception."""
    state = game.midgame() if data.draw(st.booleans()) else game.fresh()
    saved = json.loads(json.dumps(state.to_dict()))
    where = data.draw(st.sampled_from(_paths(saved)))
    target = saved
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = data.draw(JSON_VALUES)
    try:
        restored = type(state).from_dict(saved)
    except ValueError:
        return
    json.dumps(restored.to_dict())
    restored.legal_moves()
    restored.winners()
