"""The board designer's model (no widgets): the plates of K-K1, steps, the check of K-B2/K-B3,
boards in and out, and the undo history."""

from __future__ import annotations

import pytest

from tilegames.games import kulami
from tilegames.ui.kulami.designer import model
from tilegames.ui.kulami.designer.model import (
    COUNT,
    GRID,
    PLATES,
    Design,
    DesignError,
    History,
    Spot,
    Step,
    board_verdict,
)


def test_k_k1_the_designer_holds_the_17_plates_of_the_set():
    assert COUNT == 17
    sizes = sorted(short * long for short, long in PLATES)
    assert {size: sizes.count(size) for size in set(sizes)} == {6: 4, 4: 5, 3: 4, 2: 4}
    assert sum(sizes) == 64
    assert Design().in_tray() == list(range(17))


def test_k_b2_a_standard_square_is_playable_and_recognised():
    for seed in range(5):
        design = Design.from_board(kulami.standard_board(seed))
        verdict = design.verdict()
        assert verdict.playable and verdict.missing == 0 and verdict.parts == 1
        assert design.is_standard_square()
        assert design.board() == kulami.standard_board(seed)


def test_k_b3_irregular_and_built_in_boards_are_playable_shapes():
    for seed in range(5):
        design = Design.from_board(kulami.irregular_board(seed))
        assert design.verdict().playable and not design.is_standard_square()
    for board in kulami.builtin_layouts().values():
        assert board_verdict(board).playable


def test_k_b3_all_17_plates_must_be_placed():
    design = Design.from_board(kulami.standard_board(1)).with_spot(16, None)
    verdict = design.verdict()
    assert (verdict.missing, verdict.parts, verdict.playable) == (1, 1, False)
    assert Design().verdict().empty and not Design().verdict().playable


def test_k_b3_the_plates_must_make_one_edge_connected_shape():
    square = Design.from_board(kulami.standard_board(1))     # lies on cells 1..8
    spots = tuple(Spot(s.x - 1, s.y - 1, s.width, s.height) for s in square.spots)
    apart = Design(spots).with_spot(16, None).with_spot(16, Spot(9, 8, 1, 2))
    assert apart.verdict().parts == 2 and not apart.verdict().playable
    # touching only at a corner does not join (K-B3: edge-connected)
    two = Design().with_spot(0, Spot(0, 0, 3, 2)).with_spot(4, Spot(3, 2, 2, 2))
    assert two.verdict().parts == 2
    joined = two.with_spot(4, Spot(3, 1, 2, 2))
    assert joined.verdict().parts == 1


def test_plates_never_overlap_and_stay_inside_the_grid():
    design = Design().with_spot(0, Spot(0, 0, 3, 2))
    with pytest.raises(DesignError) as info:
        design.with_spot(1, Spot(2, 1, 2, 3))
    assert info.value.reason == model.OVERLAP
    with pytest.raises(DesignError) as info:
        design.with_spot(1, Spot(GRID - 1, 0, 2, 3))
    assert info.value.reason == model.OUTSIDE
    with pytest.raises(ValueError):
        design.with_spot(1, Spot(4, 4, 2, 2))        # a 2×3 plate is not 2×2
    assert design.with_spot(0, Spot(0, 0, 2, 3)).spots[0] == Spot(0, 0, 2, 3)   # itself: fine


def test_a_plate_turns_about_its_middle_and_is_pushed_back_inside():
    design = Design().with_spot(0, Spot(4, 4, 3, 2))
    assert design.turned(0).spots[0] == Spot(4, 4, 2, 3)
    assert design.turned(0).turned(0).spots[0] == Spot(4, 4, 3, 2)
    long = Design().with_spot(9, Spot(4, 4, 1, 3))
    assert long.turned(9).spots[9] == Spot(3, 5, 3, 1)         # about its middle hole
    assert long.turned(9).turned(9) == long
    edge = Design().with_spot(9, Spot(9, 0, 1, 3))
    assert edge.turned(9).spots[9] == Spot(7, 1, 3, 1)
    crowded = Design().with_spot(9, Spot(4, 3, 1, 3)).with_spot(13, Spot(3, 4, 1, 2)) \
        .with_spot(14, Spot(5, 4, 1, 2))
    with pytest.raises(DesignError) as info:
        crowded.turned(9)
    assert info.value.reason == model.NO_ROOM_TO_TURN


def test_first_free_finds_room_or_none():
    assert Design().first_free(0) == Spot(0, 0, 3, 2)
    full = Design.from_board(kulami.Board.from_text(kulami.standard_board(2).to_text()))
    assert full.with_spot(0, None).first_free(0) is not None


def test_boards_in_and_out_as_text():
    board = kulami.irregular_board(6)
    design = Design.from_text(board.to_text())
    assert design.board() == board and design.text() == board.to_text()
    assert Design().text() == "" and Design().board() is None
    left = (GRID - board.width) // 2
    assert min(s.x for s in design.spots if s is not None) == left     # laid in the middle


def test_a_draft_of_a_few_plates_comes_back_with_the_rest_in_the_tray():
    design = Design.from_text("AAB\nAAB\n")
    assert design.verdict().missing == 15
    assert sorted(PLATES[i] for i in design.placed()) == [(1, 2), (2, 2)]


@pytest.mark.parametrize(("text", "reason"), [
    ("hello world", model.NOT_A_BOARD),
    ("AAA\nA..\n", model.NOT_A_BOARD),
    ("", model.NOT_A_BOARD),
    ("A" * 5000, model.TEXT_TOO_LONG),
    ("AB" + "C" * 9 + "\nAB" + "C" * 9 + "\n", model.NOT_A_BOARD),      # C is 2×9
    ("AABBCCDDEEF\nAABBCCDDEEF\n", model.TOO_BIG),                       # 11 wide
    ("AABBCCDDEE\nAABBCCDDEE\nFF........\nFF........\n", model.TOO_MANY),  # six 2×2 plates
])
def test_a_text_that_is_not_a_designer_board_says_why(text, reason):
    with pytest.raises(DesignError) as info:
        Design.from_text(text)
    assert info.value.reason == reason
    assert str(info.value)


def test_history_undo_redo_and_a_failing_step_stays():
    log: list[str] = []
    history = History()
    history.push(Step("one", lambda: log.append("undo one"), lambda: log.append("redo one")))
    history.push(Step("two", lambda: log.append("undo two"), lambda: log.append("redo two")))
    assert history.undo_text == "two" and history.redo_text == ""
    assert history.undo().text == "two"
    assert history.redo_text == "two"
    assert history.redo().text == "two"
    assert log == ["undo two", "redo two"]

    def broken() -> None:
        raise OSError("disk gone")

    history.push(Step("three", broken, lambda: None))
    with pytest.raises(OSError):
        history.undo()
    assert history.undo_text == "three"          # still there to try again
    history.clear()
    assert history.undo() is None and history.redo() is None
