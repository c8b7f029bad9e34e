"""Signed numbers and cells in right-to-left text (``tilegames.ui.numbers``): a sign stays before
its digits on screen, a cell's minus is no hyphen, and what was isolated is not isolated again."""

from __future__ import annotations

from tests.helpers.bidi import reads_left_to_right
from tilegames.ui.numbers import (
    LRI,
    MINUS,
    PDI,
    cell_text,
    isolate_signed,
    ltr,
    plain,
    signed,
)


def test_signed_numbers_carry_their_sign_inside_an_isolate():
    assert signed(4) == f"{LRI}+4{PDI}"
    assert signed(-3) == f"{LRI}{MINUS}3{PDI}"
    assert signed(0) == "0" and signed(-0.01) == "0"
    assert signed(1.5) == f"{LRI}+1.5{PDI}" and signed(2.0) == f"{LRI}+2{PDI}"
    assert signed(6, plus=False) == "6"


def test_a_cell_is_column_then_row_with_a_minus_sign():
    assert cell_text(4, -5) == f"{LRI}4,{MINUS}5{PDI}"
    assert plain(cell_text(-3, 0)) == f"{MINUS}3,0"


def test_a_kulami_hole_is_one_isolated_word():
    from tilegames.ui.kulami.describe import cell_name
    assert cell_name((3, 3)) == f"{LRI}d4{PDI}"


def test_isolate_signed_wraps_each_signed_number_once_and_leaves_the_rest():
    hebrew = "שם זה מהלך ששווה +8."
    once = isolate_signed(hebrew)
    assert once == f"שם זה מהלך ששווה {LRI}+8{PDI}."
    assert isolate_signed(once) == once                          # already isolated
    assert isolate_signed("a range 4-5, e8+") == "a range 4-5, e8+"   # no signed number
    assert isolate_signed("ב־-3") == f"ב־{LRI}{MINUS}3{PDI}"       # a hyphen sign: a minus
    assert isolate_signed(f"at {cell_text(4, -5)}") == f"at {cell_text(4, -5)}"


def test_in_hebrew_the_sign_stays_before_the_digits_only_when_isolated(qapp):
    bare = "+4 נקודות"
    assert not reads_left_to_right(bare, "+4")               # what the players saw: "4+"
    assert reads_left_to_right(isolate_signed(bare), "+4")
    points = f"שם זה מהלך ששווה {signed(8)}."
    assert reads_left_to_right(points, "+8")
    cell = f"כתום הניח צלב במשבצת {cell_text(-3, 5)}."
    assert reads_left_to_right(cell, f"{MINUS}3,5")
    assert reads_left_to_right(ltr(f"{MINUS}9"), f"{MINUS}9")
