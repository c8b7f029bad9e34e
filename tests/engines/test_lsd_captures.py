"""LSD capturing (LSD-C1..C4), with the sheets' examples.

Pictures (see tilegames/games/lsd/notation.py): one token per cell, the top-left token is (0, 0)
unless an ``@ x y`` line says otherwise; ``0+NE`` is a tile of seat 0 with icon ``+`` and half dots
N and E; no letters means all four (a cross). Seats 0 and 2 have white icons, 1 and 3 black.
"""

from __future__ import annotations

from tilegames.games.lsd import Place, State

CROSS = "cross"


def _play(picture: str, move: Place, *, players: int = 2, mover: int = 0):
    state = State.from_text(picture, num_players=players, current_player=mover)
    assert state.current_player == mover
    return state, state.apply(move)


def test_lsd_c1_plus_captures_across_one_tile_sheet_example():
    # White + at (0,0), black at (1,0); white lays a + at (2,0): the black tile is captured.
    state, result = _play("""
        0+  1x  .
    """, Place(CROSS, "+", 0, 2, 0))
    assert result.captured == ((1, 0),)
    assert state.tile_at((1, 0)) is None
    assert state.captured(1) == 1 and state.captured(0) == 0


def test_lsd_c1_far_tile_with_x_captures_nothing():
    # "Had tile 1 been an x, nothing would be captured."
    state, result = _play("""
        0x  1x  .
    """, Place(CROSS, "+", 0, 2, 0))
    assert result.captured == ()
    assert state.tile_at((1, 0)).owner == 1


def test_lsd_c1_far_plus_of_the_other_shade_captures_nothing():
    _, result = _play("""
        1+  1x  .
    """, Place(CROSS, "+", 0, 2, 0))
    assert result.captured == ()


def test_lsd_c1_tile_of_the_movers_shade_is_never_captured():
    # The tile between is the mover's own (2 players) or the white partner's (4 players).
    _, own = _play("""
        0+  0x  .
    """, Place(CROSS, "+", 0, 2, 0))
    _, partner = _play("""
        0+  2x  .
    """, Place(CROSS, "+", 0, 2, 0), players=4)
    assert own.captured == () and partner.captured == ()


def test_lsd_c1_only_one_tile_between():
    # Two tiles between the +s: nothing (the + needs exactly one tile's distance).
    _, result = _play("""
        0+  1x  1+  .
    """, Place(CROSS, "+", 0, 3, 0))
    assert result.captured == ()


def test_lsd_c2_x_captures_beside_a_diagonal_x_sheet_example_with_spot_b():
    # Black x at (0,0), white at (1,0) and at spot B (0,1); black lays an x at (1,1): both white
    # tiles touch both x's and are captured together.
    state, result = _play("""
        1x  0+
        0x  .
    """, Place(CROSS, "x", 0, 1, 1), mover=1)
    assert result.captured == ((1, 0), (0, 1))  # N of the new tile, then W
    assert state.tile_at((1, 0)) is None and state.tile_at((0, 1)) is None
    assert state.captured(0) == 2


def test_lsd_c2_x_without_spot_b():
    _, result = _play("""
        1x  0+
        .   .
    """, Place("corner", "x", 3, 1, 1), mover=1)  # dots W and N; the W side is empty
    assert result.captured == ((1, 0),)


def test_lsd_c2_x_captures_only_the_other_diagonal_of_its_partners_square():
    # Black x partner at (0,0), NW of the new x at (1,1): only N (1,0) and W (0,1) fall. The
    # white tiles E (2,1) and S (1,2) have no black x on their side's diagonals and stay, even
    # with a black + two cells east: an x never captures like a + (LSD-C1).
    state, result = _play("""
        1x  0+  .   .
        0x  .   0x  1+
        .   0+  .   .
    """, Place(CROSS, "x", 0, 1, 1), mover=1)
    assert result.captured == ((1, 0), (0, 1))
    assert state.tile_at((2, 1)).owner == 0 and state.tile_at((1, 2)).owner == 0


def test_lsd_c2_diagonal_plus_captures_nothing():
    # "Had tile 1 been a +, nothing would be captured."
    state, result = _play("""
        1+  0+
        0x  .
    """, Place(CROSS, "x", 0, 1, 1), mover=1)
    assert result.captured == ()
    assert state.tile_at((1, 0)).owner == 0


def test_lsd_c2_diagonal_x_of_the_other_shade_captures_nothing():
    _, result = _play("""
        0x  0+
        0x  .
    """, Place(CROSS, "x", 0, 1, 1), mover=1)
    assert result.captured == ()


def test_lsd_c2_x_never_captures_the_movers_shade():
    # 4 players: black seat 3's tile between two black x's stays.
    _, result = _play("""
        1x  3+
        0x  .
    """, Place(CROSS, "x", 0, 1, 1), players=4, mover=1)
    assert result.captured == ((0, 1),)


def test_lsd_c3_four_captures_in_one_move():
    # A white + cross in the middle, four black tiles around, four white +s beyond them.
    state, result = _play("""
        .     .     0+S   .     .
        .     .     1xNS  .     .
        0+NE  1+EW  .     1+EW  0+NW
        .     .     1xNS  .     .
        .     .     0+N   .     .
    """, Place(CROSS, "+", 0, 2, 2))
    assert result.captured == ((2, 1), (3, 2), (2, 3), (1, 2))
    assert state.captured(1) == 4


def test_lsd_c3_four_captures_with_two_diagonal_x():
    # Two white x's diagonal to the new white x (NE and SW) take all four black neighbours.
    state, result = _play("""
        .     1+S   0xNE
        1xE   .     1+W
        0xSW  1xN   .
    """, Place(CROSS, "x", 0, 1, 1))
    assert result.captured == ((1, 0), (2, 1), (1, 2), (0, 1))
    assert state.captured(1) == 4


def test_lsd_c3_only_the_placed_tile_captures_no_chain():
    # The new + captures (1,0); the pattern 0+ 1x 0+ it leaves elsewhere captures nothing.
    state, result = _play("""
        0+    1x    .
        0+NS  .     .
        1xNS  .     .
        0+N   .     .
    """, Place(CROSS, "+", 0, 2, 0))
    assert result.captured == ((1, 0),)
    assert state.tile_at((0, 2)).owner == 1


def test_lsd_c4_captured_tiles_do_not_return_to_the_supply():
    before = State.from_text("0+  1x  .").supply(1)
    state, _ = _play("0+  1x  .", Place(CROSS, "+", 0, 2, 0))
    assert state.supply(1) == before
    assert state.captured(1) == 1


def test_lsd_c_partners_of_one_shade_cooperate_with_four_players():
    # Seat 2's white + and seat 0's new white + capture seat 1's tile; seat 3's black + and seat
    # 1's new black + capture seat 2's tile.
    _, plus = _play("""
        2+  1x  .
    """, Place(CROSS, "+", 0, 2, 0), players=4, mover=0)
    assert plus.captured == ((1, 0),)
    state, cross = _play("""
        3x  2+
        0x  .
    """, Place(CROSS, "x", 0, 1, 1), players=4, mover=1)
    assert cross.captured == ((1, 0), (0, 1))
    assert state.captured(2) == 1 and state.captured(0) == 1


def test_lsd_p3_tile_laid_into_a_captured_hole_is_not_captured():
    state, result = _play("0+  1x  .", Place(CROSS, "+", 0, 2, 0))
    assert result.captured == ((1, 0),)
    assert state.current_player == 1
    # The hole is an ordinary empty cell: black lays a tile between the two white +s ...
    hole = state.apply(Place(CROSS, "x", 0, 1, 0))
    # ... and it stays (a tile never captures itself; only the tile just placed captures).
    assert hole.captured == ()
    assert state.tile_at((1, 0)).owner == 1
    assert state.to_text() == "@ 0 0\n0+ 1x 0+"
