"""The board's focus frame (issue 32): thin, in the theme's focus colour, and only while the
keyboard uses the board, in the light and the dark appearance."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage

from tilegames.ui import theme
from tilegames.ui.colour_vision import contrast_ratio
from tilegames.ui.lsd.colours import FELT
from tilegames.ui.lsd.scene import LsdScene
from tilegames.ui.table.board_view import FOCUS_WIDTH, BoardView


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


@pytest.fixture(params=["light", "dark"])
def appearance(request):
    theme._use(theme.LIGHT if request.param == "light" else theme.DARK)
    yield request.param
    theme._use(theme.LIGHT)


def _view(qtbot) -> BoardView:
    view = BoardView(LsdScene(), grows=True)
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    return view


def _edge(view: BoardView) -> QImage:
    return view.viewport().grab().toImage()


def _is_accent(colour: QColor) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(_rgb(colour), _rgb(theme.ACCENT), strict=True))


def test_the_focus_frame_shows_for_the_keyboard_only_and_is_thin(qtbot, appearance):
    view = _view(qtbot)
    middle = view.viewport().height() // 2
    view.setFocus(Qt.FocusReason.OtherFocusReason)            # the screen gives it the focus
    assert view.hasFocus() and not view.focus_visible
    assert not _is_accent(_edge(view).pixelColor(0, middle))
    view.clearFocus()
    view.setFocus(Qt.FocusReason.TabFocusReason)              # reached by Tab
    assert view.focus_visible
    image = _edge(view)
    assert _is_accent(image.pixelColor(0, middle)) and _is_accent(image.pixelColor(1, middle))
    assert not _is_accent(image.pixelColor(int(FOCUS_WIDTH) + 1, middle))   # thin: 2 px
    assert FOCUS_WIDTH <= 2
    # lined with light inside, so it shows on the dark felt
    lining = image.pixelColor(int(FOCUS_WIDTH), middle)
    assert lining.lightness() > FELT.lightness() + 40
    # the frame meets the window's paper outside it with a 3:1 contrast (non-text)
    assert contrast_ratio(_rgb(theme.ACCENT), _rgb(theme.BACKGROUND)) >= 3.0
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(150, 150))
    assert view.hasFocus() and not view.focus_visible         # a click: back to the mouse
    assert not _is_accent(_edge(view).pixelColor(0, middle))
    qtbot.keyClick(view, Qt.Key.Key_Right)                    # a key: the keyboard again
    assert view.focus_visible
