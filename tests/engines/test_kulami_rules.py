"""Kulami play, end, scoring and variants, rule by rule (spec/rules-kulami.md).

Positions are ASCII pictures (iagno style). A board picture is layout text; a position picture
shows per cell: ``R`` red marble (seat 0), ``B`` black (seat 1), ``+`` a legal hole for the player
to move, ``-`` any other empty hole, ``.`` no hole. Games are written as move lists ("a1 e1"),
column letter a.. = x, row number 1.. = y.
"""

from __future__ import annotations

import json
from textwrap import dedent

import pytest

from tilegames.games import IllegalMoveError, MoveResult, kulami
from tilegames.games.kulami import Board, Move

# 6×5 with a gap column (d1..d3):  A, C 2×2; B 1×3; the rest 1×2.
LAYOUT = Board.from_text("""
AAB.CC
AAB.CC
DDB.EE
FGGHHI
FJJKKI
""")


def play(moves: str, board: Board = LAYOUT, **options) -> kulami.State:
    state = kulami.new_game(board, **options)
    for text in moves.split():
        state.apply(Move.from_str(text))
    return state


def picture(state: kulami.State) -> str:
    legal = set(state.legal_moves())
    rows = []
    for y in range(state.board.height):
        row = ""
        for x in range(state.board.width):
            seat = state.marble_at((x, y))
            if not state.board.has_hole((x, y)):
                row += "."
            elif seat is not None:
                row += "RB"[seat]
            else:
                row += "+" if Move(x, y) in legal else "-"
        rows.append(row)
    return "\n".join(rows)


def pic(text: str) -> str:
    return dedent(text).strip("\n")


def refused(state: kulami.State, move: Move) -> IllegalMoveError:
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as info:
        state.apply(move)
    assert state.to_dict() == before, "a refused move changed the state"
    assert not state.is_legal(move)
    return info.value


# -- components -------------------------------------------------------------------------------

def test_k_k2_each_player_starts_with_28_marbles_seat_0_red():
    state = play("a1 e1 e3")
    assert (kulami.new_game(LAYOUT).marbles_left(0), kulami.new_game(LAYOUT).marbles_left(1)) == (
        28, 28)
    assert (state.marbles_left(0), state.marbles_left(1)) == (26, 27)
    assert state.marble_at((0, 0)) == 0 and state.marble_at((4, 0)) == 1


# -- play -------------------------------------------------------------------------------------

def test_k_m1_players_alternate_from_the_chosen_first_player():
    for first in (0, 1):
        state = kulami.new_game(LAYOUT, first_player=first)
        seats = []
        for text in ["a1", "e1", "e3", "c3"]:
            seats.append(state.current_player)
            state.apply(Move.from_str(text))
        assert seats == [first, 1 - first, first, 1 - first]
        assert state.marble_at((0, 0)) == first and state.marble_at((4, 0)) == 1 - first


def test_k_m2_first_marble_may_go_into_any_hole():
    state = kulami.new_game(LAYOUT)
    assert picture(state) == pic("""
        +++.++
        +++.++
        +++.++
        ++++++
        ++++++
    """)
    assert len(state.legal_moves()) == len(LAYOUT.cells) == 27


def test_k_m3_same_row_or_column_across_gaps_and_k_m4_opponents_plate_closed():
    state = play("a1")
    assert picture(state) == pic("""
        R-+.++
        ---.--
        +--.--
        +-----
        +-----
    """)


def test_k_m4_the_plate_of_the_opponents_last_marble_is_closed_even_in_line():
    state = play("a1 e1")  # black's e1 lies on plate C (e1 f1 e2 f2)
    in_line = {Move.from_str(t) for t in ("f1", "e2")}  # row 1 and column e, both on plate C
    assert not in_line & set(state.legal_moves())
    assert refused(state, Move.from_str("f1")).rule == "K-M4"
    assert state.is_legal(Move.from_str("c1"))  # the same row, another plate: open
    state.apply(Move.from_str("e3"))  # red on E; now C is black's own last plate, E red's
    assert Move.from_str("f3") not in state.legal_moves()  # E: red's last plate, closed (K-M4)
    assert refused(state, Move.from_str("f3")).rule == "K-M4"


def test_k_m5_own_previous_plate_closed():
    state = play("a1 e1")
    assert picture(state) == pic("""
        R-+.B-
        ---.--
        ---.+-
        ----+-
        ----+-
    """)


def test_k_m6_refusals_name_the_broken_rule():
    state = play("a1 e1")
    cases = {
        "b1": ("you used that plate last turn", "K-M5"),
        "f1": ("that plate was just used by your opponent", "K-M4"),
        "b2": ("not in the row or column of the last marble", "K-M3"),
        "a1": ("that hole is taken", "K-M3"),
        "d1": ("there is no hole there", "K-B1"),
    }
    for text, (reason, rule) in cases.items():
        error = refused(state, Move.from_str(text))
        assert (str(error), error.reason, error.rule) == (reason, reason, rule), text
        assert isinstance(error, ValueError)


def test_k_m6_moves_off_the_board_or_not_ints_are_refused_not_crashes():
    state = play("a1")
    for move in (Move(-1, 0), Move(6, 0), Move(0, 5), Move("a", 1), Move(0.0, 2), Move(None, 2),
                 Move([0], 2)):
        assert str(refused(state, move)) == "there is no hole there"
    for thing in ((0, 2), "a3", None):
        assert not state.is_legal(thing)
        with pytest.raises(IllegalMoveError):
            state.apply(thing)  # type: ignore[arg-type]


def test_closed_plates_and_last_move_for_the_gui():
    state = kulami.new_game(LAYOUT)
    assert state.closed_plates() == () and state.last_move is None
    state.apply(Move.from_str("a1"))
    a, c = LAYOUT.plate_at((0, 0)), LAYOUT.plate_at((4, 0))
    assert state.closed_plates() == (a.index,)
    state.apply(Move.from_str("e1"))
    assert state.closed_plates() == (c.index, a.index) and state.last_move == Move(4, 0)


# -- end --------------------------------------------------------------------------------------

def test_k_e1_game_ends_at_once_when_the_mover_has_no_legal_hole():
    tiny = Board.from_text("AB\nAB\n")
    state = play("a1 b1", tiny)
    assert picture(state) == pic("""
        RB
        --
    """)
    assert state.is_over() and state.legal_moves() == []
    assert (state.marbles_left(0), state.marbles_left(1)) == (27, 27)
    error = refused(state, Move(1, 1))
    assert (str(error), error.rule) == ("the game is over", "K-E1")


def test_k_e1_mid_board_block_on_the_test_layout():
    # Black's row 5 is full and column d has no other hole: nobody passes, the game is over.
    state = play("f5 b5 e5 a5 c5 c4 f4 d4 d5")
    assert picture(state) == pic("""
        ---.--
        ---.--
        ---.--
        --BB-R
        BBRRRR
    """)
    assert state.is_over() and state.current_player == 1 and state.marbles_left(1) == 24


SQUARE_56 = ("h1 b1 d1 d6 a6 f6 f5 f7 a7 h7 h2 c2 c6 c7 g7 g3 g5 g6 g8 b8 b2 b6 e6 h6 h8 c8 c5 a5 "
             "h5 h3 e3 a3 d3 f3 b3 b4 e4 c4 a4 h4 g4 g2 f2 f8 f4 d4 d8 a8 e8 e2 e5 d5 d2 d7 e7 e1")


def test_k_e1_game_ends_when_all_56_marbles_are_placed():
    board = kulami.builtin_layouts()["square"]
    state = play(SQUARE_56, board)
    assert len(state.moves) == 56 and state.is_over() and state.legal_moves() == []
    assert (state.marbles_left(0), state.marbles_left(1)) == (0, 0)
    # Holes in row 1 are still open (a1, f1, g1): the end comes from the marbles running out.
    closed = {board.plate_at((4, 0)), board.plate_at((6, 6))}
    open_holes = [cell for cell in board.cells
                  if cell[1] == 0 and state.marble_at(cell) is None
                  and board.plate_at(cell) not in closed]
    assert open_holes == [(0, 0), (5, 0), (6, 0)]
    assert state.winners()


# -- scoring ----------------------------------------------------------------------------------

SCORED = "a1 e1 e3 c3 c4 d4 d5 a5 a3 a2 c2 f2 b2"
SCORED_PICTURE = pic("""
    R--.B-
    BRR.-B
    R+B.R-
    -+RB--
    B+-R--
""")


def test_k_s1_plate_belongs_to_strict_majority_ties_to_nobody():
    state = play(SCORED)
    assert picture(state) == SCORED_PICTURE
    owners = {p.plate.cells[0]: p.owner for p in state.plate_scores()}
    assert owners == {
        (0, 0): 0,     # A: R R B
        (2, 0): None,  # B: B R, a tie
        (4, 0): 1,     # C: B B
        (0, 2): 0,     # D
        (4, 2): 0,     # E
        (0, 3): 1,     # F
        (1, 3): 0,     # G
        (3, 3): 1,     # H
        (5, 3): None,  # I: empty, 0-0
        (1, 4): None,  # J: empty
        (3, 4): 0,     # K
    }


def test_k_s2_marbles_scoring_counts_both_colours_on_the_plate():
    state = play(SCORED)
    plate_a = state.plate_scores()[0]
    assert (plate_a.marbles, plate_a.owner, plate_a.value, plate_a.points) == ((2, 1), 0, 3, 3)
    # red: A 3 + D, E, G, K 1 each; black: C 2 + F, H 1 each
    assert state.scores() == (7, 4)


def test_k_s2_holes_scoring_counts_the_plate_size():
    state = play(SCORED, scoring="holes")
    assert state.plate_scores()[0].value == 4
    # red: A 4 + D, E, G, K 2 each; black: C 4 + F, H 2 each
    assert state.scores() == (12, 8)


def test_k_s3_scores_are_a_live_count_and_move_results_carry_the_gain():
    state = kulami.new_game(LAYOUT)
    seen = []
    for text in SCORED.split():
        mover = state.current_player
        before = state.scores()
        result = state.apply(Move.from_str(text))
        after = state.scores()
        assert result == MoveResult(points=after[mover] - before[mover])
        seen.append(after)
    assert seen[:3] == [(1, 0), (1, 1), (2, 1)]
    assert seen[9] == (4, 4)  # a2 ties plate A: it leaves red's score
    assert seen[-1] == (7, 4)  # b2 wins A back with 3 marbles on it
    assert state.apply(Move.from_str("b3")).points == 0  # D: 1-1, nobody's
    assert state.scores() == (6, 4)


def test_k_s4_highest_total_wins_equal_totals_share():
    assert play("a1 b1", Board.from_text("AB\nAB\n")).winners() == (0, 1)
    narrow = Board.from_text("AAB\nAAB\n")
    assert play("a1 c1", narrow).scores() == (1, 1)
    assert play("a1 c1", narrow).winners() == (0, 1)
    assert play("a1 c1", narrow, scoring="holes").scores() == (4, 2)
    assert play("a1 c1", narrow, scoring="holes").winners() == (0,)
    assert play("a1 c1", narrow, first_player=1, scoring="holes").winners() == (1,)


def test_winners_empty_while_the_game_runs():
    state = play(SCORED)
    assert not state.is_over() and state.winners() == ()


# -- variants ---------------------------------------------------------------------------------

REGIONS = "f5 b5 e5 a5 c5 c4 f4 d4 d5"  # the K-E1 block above


def test_k_v1_largest_region_wins_over_points():
    plain = play(REGIONS)
    assert plain.scores() == (4, 3) and plain.winners() == (0,)  # I 2 + K 2 vs F, G, H
    state = play(REGIONS, variant="regions")
    # red: K (d5 e5) + I (f4 f5) = 4 holes; black: F + G + H in a row = 6 holes
    assert state.region_sizes() == (4, 6)
    assert {p.cells[0] for p in state.largest_region(1)} == {(0, 3), (1, 3), (3, 3)}
    assert state.scores() == (4, 3) and state.winners() == (1,)


def test_k_v1_region_size_counts_holes_not_plates_and_gaps_do_not_connect():
    board = Board.from_text(pic("""
        AAA.BC
        AAA.BC
        DDEEFF
    """))
    # A (2x3) and B face each other across the gap column d: no shared edge, no region.
    assert 1 not in board.plate_neighbours(0) and board.plate_neighbours(1) == {2, 5}
    state = play("e1 c1 f1 f3 b3 c3 e3 a3 d3", board, variant="regions")
    assert picture(state) == pic("""
        --B.RR
        ---.--
        BRBRRB
    """)
    assert state.is_over()  # K-E1: black's row 3 is full, column d has no other hole
    # Red: B + C, two plates side by side, 4 holes; black: A alone, one plate of 6 holes.
    assert state.region_sizes() == (4, 6)
    assert len(state.largest_region(0)) == 2 and len(state.largest_region(1)) == 1
    assert state.scores() == (2, 1) and state.winners() == (1,)


def test_k_v1_equal_regions_fall_back_to_points():
    state = play("e5 e3 e4 c4 c2 b2 e2", variant="regions")
    assert picture(state) == pic("""
        ---.--
        -BR.R-
        ---.B-
        --B-R-
        ----R-
    """)
    # red: K + H (4), B (3), C (4, across the gap from B: not joined); black: A (4), E, G (2)
    assert state.is_over() and state.region_sizes() == (4, 4)
    assert state.scores() == (4, 3) and state.winners() == (0,)


def test_k_v1_corner_touch_does_not_join_plates():
    board = Board.from_text("""
        AAC.
        AAC.
        ..BB
        DDBB
    """.replace(" ", ""))
    state = play("a1 c1 c3", board, variant="regions")
    assert picture(state) == pic("""
        R-B.
        ---.
        ..R-
        ----
    """)
    # Red owns A and B, which touch only at a corner: two regions of 4, not one of 8.
    assert state.is_over() and state.region_sizes() == (4, 2)
    assert state.winners() == (0,)


AREAS = "d5 b5 a5 a3 a1 a4 f4 b4 d4"


def test_k_v2_largest_group_difference_is_a_bonus_at_the_end():
    plain = play(AREAS)
    assert picture(plain) == pic("""
        R--.--
        ---.--
        B--.--
        BB-R-R
        RB-R--
    """)
    assert plain.scores() == (4, 3) and plain.winners() == (0,)
    state = play(AREAS, variant="areas")
    # black's a3 a4 b4 b5 (4) against red's d4 d5 (2): +2 for black
    assert state.area_sizes() == (2, 4)
    assert set(state.largest_area(1)) == {(0, 2), (0, 3), (1, 3), (1, 4)}
    assert state.scores() == (4, 5) and state.winners() == (1,)


def test_k_v2_bonus_only_once_the_game_is_over():
    state = play(AREAS.rsplit(" ", 1)[0], variant="areas")
    assert not state.is_over() and state.scores() == (3, 3)
    result = state.apply(Move.from_str("d4"))
    assert state.scores() == (4, 5) and result.points == 1  # red's gain; the bonus is black's


def test_k_v2_equal_groups_score_nothing():
    state = play("a1 b1", Board.from_text("AB\nAB\n"), variant="areas")
    assert state.area_sizes() == (1, 1)
    assert state.scores() == (1, 1) and state.winners() == (0, 1)


# -- state handling ---------------------------------------------------------------------------

def test_undo_takes_back_the_last_move():
    state = play(SCORED)
    fresh = play(SCORED.rsplit(" ", 1)[0])
    assert state.undo() == Move.from_str("b2")
    assert state.to_dict() == fresh.to_dict() and state.legal_moves() == fresh.legal_moves()
    while state.moves:
        state.undo()
    assert state.to_dict() == kulami.new_game(LAYOUT).to_dict()
    with pytest.raises(IndexError):
        state.undo()


def test_clone_and_dict_round_trip_keep_every_option():
    state = play(SCORED, first_player=1, scoring="holes", variant="areas")
    data = json.loads(json.dumps(state.to_dict()))
    again = kulami.State.from_dict(data)
    assert (again.first_player, again.scoring, again.variant) == (1, "holes", "areas")
    assert again.moves == state.moves and again.board == state.board
    twin = state.clone()
    twin.apply(twin.legal_moves()[0])
    assert len(state.moves) == len(twin.moves) - 1


def test_from_dict_refuses_an_impossible_game():
    data = play("a1").to_dict()
    data["moves"].append([1, 1])  # b2: not in row 1 or column a
    with pytest.raises(IllegalMoveError):
        kulami.State.from_dict(data)


def test_new_game_checks_its_options():
    for options in ({"scoring": "points"}, {"variant": "biggest"}, {"first_player": 2}):
        with pytest.raises(ValueError):
            kulami.new_game(LAYOUT, **options)
