"""LSD players, shades, the tile set and rotations (LSD-K1..K5)."""

from __future__ import annotations

import pytest

from tilegames.games.lsd import COPIES, DOTS, ICONS, KINDS, Place, State, new_game


def _laid(kind: str, rotation: int, icon: str = "+"):
    state = new_game(2)
    state.apply(Place(kind, icon, rotation, 0, 0))
    return state.tile_at((0, 0))


@pytest.mark.parametrize("players", [2, 4])
def test_lsd_k1_every_player_has_twenty_tiles_all_supplies_public(players):
    state = new_game(players)
    assert state.num_players == players
    for seat in range(players):
        assert sum(state.supply(seat).values()) == 20
        assert state.captured(seat) == 0


@pytest.mark.parametrize("players", [0, 1, 3, 5])
def test_lsd_k1_only_two_or_four_players(players):
    with pytest.raises(ValueError, match="2 or 4 players"):
        new_game(players)


def test_lsd_k1_supply_shrinks_by_the_tile_laid():
    state = new_game(2)
    state.apply(Place("corner", "x", 2, 0, 0))
    assert state.supply(0)[("corner", "x")] == 1
    assert sum(state.supply(0).values()) == 19
    assert sum(state.supply(1).values()) == 20


def test_lsd_k2_shades_with_two_players():
    assert (State.shade(0), State.shade(1)) == ("white", "black")
    state = State.from_text("0+  1x", num_players=2)
    assert state.tile_at((0, 0)).shade == "white" and state.tile_at((1, 0)).shade == "black"


def test_lsd_k2_shades_with_four_players_alternate_in_turn_order():
    state = State.from_text("0+  1+  2x  3x", num_players=4)
    shades = [state.tile_at((x, 0)).shade for x in range(4)]
    assert shades == ["white", "black", "white", "black"]
    assert all(shades[s] != shades[(s + 1) % 4] for s in range(4))


def test_lsd_k3_k4_the_tile_set():
    assert DOTS == {"single": ("N",), "corner": ("N", "E"), "straight": ("N", "S"),
                    "tee": ("N", "E", "S"), "cross": ("N", "E", "S", "W")}
    assert set(COPIES) == {(k, i) for k in KINDS for i in ICONS}
    assert set(COPIES.values()) == {2}
    assert new_game(2).supply(1) == COPIES


def test_lsd_k4_each_tile_carries_one_icon_and_the_owners_shade():
    tile = _laid("tee", 0, icon="x")
    assert (tile.owner, tile.kind, tile.icon, tile.shade) == (0, "tee", "x", "white")


@pytest.mark.parametrize(("kind", "rotation", "dots"), [
    ("single", 0, "N"), ("single", 1, "E"), ("single", 2, "S"), ("single", 3, "W"),
    ("corner", 0, "NE"), ("corner", 1, "ES"), ("corner", 2, "SW"), ("corner", 3, "WN"),
    ("straight", 0, "NS"), ("straight", 1, "EW"),
    ("tee", 0, "NES"), ("tee", 1, "ESW"), ("tee", 2, "SWN"), ("tee", 3, "WNE"),
    ("cross", 0, "NESW"),
])
def test_lsd_k5_rotation_turns_clockwise(kind, rotation, dots):
    tile = _laid(kind, rotation)
    assert tile.dots == frozenset(dots)
    assert (tile.kind, tile.rotation) == (kind, rotation)


def test_lsd_k5_equal_looking_rotations_are_one_move():
    assert Place("cross", "+", 3, 0, 0) == Place("cross", "+", 0, 0, 0)
    assert Place("straight", "x", 2, 1, 0).rotation == 0
    assert Place("straight", "x", 3, 1, 0) == Place("straight", "x", 1, 1, 0)
    assert Place("corner", "x", 3, 1, 0).rotation == 3
    first = new_game(2).legal_moves()
    assert [m.rotation for m in first if m.kind == "cross" and m.icon == "+"] == [0]
    assert [m.rotation for m in first if m.kind == "straight" and m.icon == "+"] == [0, 1]
    assert new_game(2).is_legal(Place("cross", "x", 2, 0, 0))
