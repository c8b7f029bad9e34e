"""Kulami boards: plates (K-K1), the grid (K-B1), standard and irregular layouts (K-B2, K-B3),
built-in layouts and seeds (K-B4), the layout text format, and move notation."""

from __future__ import annotations

from collections import Counter

import pytest

from tilegames.games import kulami
from tilegames.games.kulami import Board, LayoutError, Move

SEEDS = range(60)

SQUARE = """\
AABBBCDD
AABBBCEE
AAFFGCEE
HHFFGIIJ
HHKKGIIJ
HHKKLLLJ
MNNNOOPQ
MNNNOOPQ
"""


def shapes(board: Board) -> Counter:
    """(width, height) of every plate."""
    out: Counter = Counter()
    for plate in board.plates:
        xs = {x for x, _ in plate.cells}
        ys = {y for _, y in plate.cells}
        out[(len(xs), len(ys))] += 1
    return out


def edge_connected(cells: set[tuple[int, int]]) -> bool:
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if cell in cells and cell not in seen:
                seen.add(cell)
                todo.append(cell)
    return seen == cells


# -- K-K1, K-B1 -------------------------------------------------------------------------------

def test_k_k1_the_standard_plates():
    board = Board.from_text(SQUARE)
    sizes = Counter(plate.size for plate in board.plates)
    assert sizes == {6: 4, 4: 5, 3: 4, 2: 4} and sum(p.size for p in board.plates) == 64
    assert board.is_standard() and board.is_standard_square()


def test_k_b1_cells_are_x_right_y_down():
    board = Board.from_text("AB\nAB\n")
    assert board.plate_at((0, 0)) is board.plate_at((0, 1)) is board.plates[0]
    assert board.plate_at((1, 0)).cells == ((1, 0), (1, 1))
    assert board.plate_at((2, 0)) is None and board.plate_at((0, -1)) is None
    assert board.plate_at("a1") is None and board.plate_at((0.0, 0)) is None
    assert (board.width, board.height) == (2, 2)


# -- the layout text --------------------------------------------------------------------------

def test_layout_text_round_trip_is_canonical():
    messy = "\n  \n..zz..\n..zz..\n.xy...\n.xy...\n\n"
    board = Board.from_text(messy)
    text = board.to_text()
    assert text == ".AA\n.AA\nBC.\nBC.\n"
    assert Board.from_text(text) == board and Board.from_text(text).to_text() == text


def test_layout_text_trims_empty_border_and_renames_in_reading_order():
    board = Board.from_text("....\n.qq.\n.pp.\n....\n")
    assert board.to_text() == "AA\nBB\n"
    assert board.plates[0].cells == ((0, 0), (1, 0))


def test_canonical_text_of_every_kind_of_board_round_trips():
    boards = [kulami.standard_board(s) for s in range(10)]
    boards += [kulami.irregular_board(s) for s in range(10)]
    boards += list(kulami.builtin_layouts().values())
    for board in boards:
        text = board.to_text()
        again = Board.from_text(text)
        assert again == board and again.to_text() == text and hash(again) == hash(board)
        assert [p.cells for p in again.plates] == [p.cells for p in board.plates]


@pytest.mark.parametrize(("text", "reason"), [
    ("AAB\nBAA\n", "plate A is not a solid rectangle"),
    ("AA\nA.\n", "plate A is not a solid rectangle"),
    ("AA.AA\n", "the letter A is used for two separate areas"),
    ("AB\nBA\n", "the letter A is used for two separate areas"),
    ("AAAA\n", "plate A is 4×1; plates are 1×2, 1×3, 2×2 or 2×3"),
    ("AAA\nAAA\nAAA\n", "plate A has the wrong number of holes (9); a plate has 2, 3, 4 or 6"),
    ("A\n", "plate A has the wrong number of holes (1); a plate has 2, 3, 4 or 6"),
    ("...\n...\n", "the layout has no holes"),
    ("", "the layout has no holes"),
    ("AA BB\n", "row 1 has a space; use '.' for a cell without a hole"),
    ("AA\n" + "." * 30 + "BB\n", "the layout is 32×2; at most 26×26 fits"),
])
def test_layout_parse_errors_have_clear_reasons(text, reason):
    with pytest.raises(LayoutError) as info:
        Board.from_text(text)
    assert str(info.value) == reason
    assert isinstance(info.value, ValueError)


def test_board_from_plates_moves_to_the_origin_and_refuses_overlaps():
    board = Board([[(5, 3), (6, 3)], [(5, 4), (6, 4), (7, 4)]])
    assert board.to_text() == "AA.\nBBB\n" and board.plates[1].cells[0] == (0, 1)
    with pytest.raises(LayoutError, match="two plates overlap"):
        Board([[(0, 0), (1, 0)], [(1, 0), (1, 1)]])
    with pytest.raises(LayoutError, match="plate B is not a solid rectangle"):
        Board([[(0, 0), (1, 0)], [(0, 1), (1, 1), (1, 2)]])


def test_is_standard_means_the_17_plates_and_is_standard_square_the_8_by_8():
    assert not Board.from_text("AB\nAB\n").is_standard()
    swapped = SQUARE.replace("MNNNOOPQ\nMNNNOOPQ", "MNNNOOPP\nMNNNOOQQ")
    assert Board.from_text(swapped).is_standard_square()
    wrong = SQUARE.replace("MNNNOOPQ\nMNNNOOPQ", "MNNNOOPP\nMNNNOOPP")  # 2×2 for two 1×2
    assert not Board.from_text(wrong).is_standard()
    assert not Board.from_text(wrong).is_standard_square()
    assert kulami.irregular_board(1).is_standard()
    assert not kulami.irregular_board(1).is_standard_square()


# -- K-B2, K-B3, K-B4 -------------------------------------------------------------------------

def test_k_b2_standard_board_tiles_8_by_8_with_the_17_plates():
    for seed in SEEDS:
        board = kulami.standard_board(seed)
        assert board.is_standard_square(), seed
        assert len(board.plates) == 17 and len(board.cells) == 64
        assert set(board.cells) == {(x, y) for x in range(8) for y in range(8)}


def test_k_b2_every_orientation_is_reachable():
    seen: Counter = Counter()
    for seed in SEEDS:
        seen.update(shapes(kulami.standard_board(seed)))
    assert set(seen) == {(2, 3), (3, 2), (2, 2), (1, 3), (3, 1), (1, 2), (2, 1)}


def test_k_b3_irregular_board_is_connected_within_10_by_10_with_gaps():
    for seed in SEEDS:
        board = kulami.irregular_board(seed)
        assert board.is_standard() and len(board.cells) == 64, seed
        assert board.width <= 10 and board.height <= 10
        assert edge_connected(set(board.cells))
        assert board.width * board.height > 64  # cells without holes inside its square
        assert not board.is_standard_square()


def test_k_b3_irregular_orientations_vary_too():
    seen: Counter = Counter()
    for seed in SEEDS:
        seen.update(shapes(kulami.irregular_board(seed)))
    assert set(seen) == {(2, 3), (3, 2), (2, 2), (1, 3), (3, 1), (1, 2), (2, 1)}


@pytest.mark.parametrize("make", [kulami.standard_board, kulami.irregular_board])
def test_k_b4_random_layouts_repeat_by_seed_and_differ_between_seeds(make):
    assert make(7) == make(7) and make(7).to_text() == make(7).to_text()
    texts = {make(seed).to_text() for seed in SEEDS}
    assert len(texts) == len(SEEDS)


def test_k_b4_builtin_layouts():
    layouts = kulami.builtin_layouts()
    assert len(layouts) >= 3 and list(layouts) == sorted(layouts)
    assert layouts["square"] == Board.from_text(SQUARE) and layouts["square"].is_standard_square()
    for name, board in layouts.items():
        assert board.is_standard(), name
        assert board.width <= 10 and board.height <= 10
        assert edge_connected(set(board.cells)), name
    assert any(not board.is_standard_square() for board in layouts.values())


def test_plate_neighbours_share_an_edge():
    board = Board.from_text("AAC.\nAAC.\n..BB\nDDBB\n")
    a, b, c, d = (board.plate_at(cell).index for cell in ((0, 0), (2, 2), (2, 0), (0, 3)))
    assert board.plate_neighbours(a) == {c}
    assert board.plate_neighbours(b) == {c, d}


# -- moves ------------------------------------------------------------------------------------

def test_move_notation_is_chess_like():
    assert str(Move(2, 3)) == "c4" and str(Move(0, 0)) == "a1" and str(Move(9, 9)) == "j10"
    assert Move.from_str("c4") == Move(2, 3) and Move.from_str(" J10 ") == Move(9, 9)
    for board in (kulami.standard_board(3), kulami.irregular_board(3)):
        assert all(Move.from_str(str(m)) == m for m in board.moves)
    for bad in ("", "c", "4", "c0", "cc4", "c-1", "c4x"):
        with pytest.raises(ValueError):
            Move.from_str(bad)
    assert str(Move(-1, 2)) == "(-1, 2)"
    assert Move(1, 2) < Move(2, 0) and len({Move(1, 2), Move(1, 2)}) == 1
