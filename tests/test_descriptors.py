"""One descriptor per game, one list of them per layer: the shared code names no game.

Outside a game's own packages (``games/<key>/``, ``ai/<key>/``, ``ui/<key>/``) and ``bench/``,
only the two lists — ``games/catalogue.py`` (the engine descriptors) and ``ui/registry.py`` (the
screen descriptors) — may name a game: a string constant that is a game's key, a string constant
naming a game's package, or an import of one. Docstrings and comments are not code. And every game
offers what the shared code finds by its key: its engine descriptor, its players, its screens.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from tilegames.ai.players import seat_view
from tilegames.games.catalogue import GAMES, SPECS, game_spec, spec_of
from tilegames.games.spec import GameSpec
from tilegames.ui.screen_spec import ScreenSpec

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tilegames"
LISTS = {"games/catalogue.py", "ui/registry.py"}
LAYERS = ("games", "ai", "ui")


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring constants of a module, its classes and its functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                found.add(id(body[0].value))
    return found


def names_of_games(source: str, relative: str, keys: tuple[str, ...]) -> list[str]:
    """How the module ``relative`` (a path in tilegames/) names a game, one line each."""
    tree = ast.parse(source)
    package = ("tilegames/" + relative).split("/")[:-1]
    game_package = re.compile(rf"^tilegames\.({'|'.join(LAYERS)})\.({'|'.join(keys)})(\.|$)")
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) in docstrings:
                continue
            if node.value in keys or game_package.match(node.value):
                found.append(f"{relative}:{node.lineno} the text {node.value!r}")
        elif isinstance(node, ast.Import):
            found += [f"{relative}:{node.lineno} imports {alias.name}" for alias in node.names
                      if game_package.match(alias.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                if game_package.match(module) or game_package.match(f"{module}.{alias.name}"):
                    found.append(f"{relative}:{node.lineno} imports {module}.{alias.name}")
    return found


def _own_or_exempt(relative: str, keys: tuple[str, ...]) -> bool:
    """A game's own package (or module), ``bench/`` or one of the two lists."""
    parts = relative.split("/")
    if parts[0] == "bench" or relative in LISTS:
        return True
    return (len(parts) >= 2 and parts[0] in LAYERS
            and (parts[1] in keys or parts[1].removesuffix(".py") in keys))


def test_only_the_two_lists_name_a_game():
    found = []
    for file in sorted(PACKAGE.rglob("*.py")):
        relative = file.relative_to(PACKAGE).as_posix()
        if not _own_or_exempt(relative, GAMES):
            found += names_of_games(file.read_text(encoding="utf-8"), relative, GAMES)
    assert found == []


def test_the_check_finds_every_way_of_naming_a_game():
    source = '''"""A docstring naming lsd is fine: "lsd"."""
import tilegames.games.lsd
import tilegames.ai.kulami.search as search
from tilegames.ui.qwirkle import screen
from tilegames.games import kulami
from ..ai import lsd
from . import qwirkle
GAME = "kulami"


def later():
    """Not this one either: "qwirkle"."""
    importlib.import_module("tilegames.ui.lsd")
    return {"lsd-dots": 1, "kulami_new_game": 2}   # not keys
'''
    found = names_of_games(source, "ui/shared.py", ("lsd", "kulami", "qwirkle"))
    assert sorted((line.split(" ", 1)[0] for line in found),
                  key=lambda where: int(where.split(":")[1])) == [
        "ui/shared.py:2", "ui/shared.py:3", "ui/shared.py:4", "ui/shared.py:5",
        "ui/shared.py:6", "ui/shared.py:7", "ui/shared.py:8", "ui/shared.py:13"]


def test_the_exemptions_are_each_games_own_packages_bench_and_the_lists():
    keys = ("lsd", "kulami")
    assert _own_or_exempt("games/lsd/state.py", keys)
    assert _own_or_exempt("ai/kulami/__init__.py", keys)
    assert _own_or_exempt("ui/lsd/screen.py", keys)
    assert _own_or_exempt("bench/ai_lsd.py", keys)
    assert _own_or_exempt("ui/registry.py", keys)
    assert not _own_or_exempt("ui/previews.py", keys)
    assert not _own_or_exempt("storage/lsd_things.py", keys)
    assert not _own_or_exempt("controller/lesson.py", keys)


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_each_game_offers_its_descriptors_by_its_key(spec: GameSpec):
    assert importlib.import_module(f"tilegames.games.{spec.key}.spec").SPEC is spec
    assert game_spec(spec.key) is spec
    players = importlib.import_module(f"tilegames.ai.{spec.key}")
    assert callable(players.choose) and callable(players.analyse)
    assert isinstance(players.BASELINES, dict)
    screens = importlib.import_module(f"tilegames.ui.{spec.key}").SCREENS
    assert isinstance(screens, ScreenSpec)


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_a_state_and_what_a_seat_sees_tell_their_game(spec: GameSpec):
    for players in spec.player_counts:
        state = spec.new_game(players, 5)
        assert state.num_players == players
        assert spec_of(state) is spec and spec_of(seat_view(state)) is spec
        assert state.to_dict() == spec.new_game(players, 5).to_dict()   # the seed decides
    with pytest.raises(TypeError):
        spec_of(object())


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_a_games_moves_are_written_and_read_back(spec: GameSpec):
    state = spec.new_game(spec.player_counts[0], 3)
    for move in list(state.legal_moves())[:50]:
        assert spec.parse_move(spec.format_move(move)) == move


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_a_game_hides_information_exactly_when_its_states_offer_the_protocol(spec: GameSpec):
    """The descriptor's flag, the typed protocol and the seat's view agree: a game with views
    (Qwirkle) is a ``HiddenInformation`` (``view``, ``redeal_unseen``); the others give a seat
    the whole state."""
    from tilegames.games.protocol import GameState, HiddenInformation, hides_information

    state = spec.new_game(spec.player_counts[0], 3)
    assert isinstance(state, GameState)
    assert hides_information(state) is spec.hides_information
    assert isinstance(state, HiddenInformation) is spec.hides_information
    assert (seat_view(state) is state) is not spec.hides_information
