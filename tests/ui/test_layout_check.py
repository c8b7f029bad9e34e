"""Issue 32: the layout check (``ui/layout_check.py``) finds what a player would see as broken —
controls outside their window, texts that do not fit, siblings over one another, badges smaller
than their text or drawn under something — and the screens the issue found broken pass it in
every language, at the first-run size and at 200 % text."""

from __future__ import annotations

from functools import partial

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tilegames import selftest
from tilegames.i18n import translations
from tilegames.ui import layout_check
from tilegames.ui.layout_check import TextBox
from tilegames.ui.table.board_scene import CELL, keep_clear
from tilegames.ui.table.elided_label import ElidedLabel

LANGUAGES = ["en", "nl", "de", "he"]


def shown(qtbot, widget: QWidget, width: int = 300, height: int = 200) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    QApplication.processEvents()
    return widget


def kinds(window: QWidget) -> list[str]:
    return [p.kind for p in layout_check.problems(window)]


# --- broken small layouts ---------------------------------------------------------------------
def test_a_tidy_window_has_no_problems(qtbot):
    window = QWidget()
    box = QVBoxLayout(window)
    box.addWidget(QLabel("A label"))
    box.addWidget(QPushButton("A button"))
    shown(qtbot, window)
    assert layout_check.problems(window) == []


def test_a_button_narrower_than_its_text_is_found(qtbot):
    window = shown(qtbot, QWidget())
    button = QPushButton("Show the tiles to the next player", window)
    button.setGeometry(10, 10, 60, 30)
    button.show()
    found = layout_check.problems(window)
    assert [p.kind for p in found] == ["text"]
    assert "QPushButton 'Show the tiles to the next player'" in str(found[0])
    assert "60x30 <" in str(found[0])


def test_a_label_cut_short_is_found_but_an_eliding_label_is_not(qtbot):
    window = shown(qtbot, QWidget())
    label = QLabel("A long sentence that does not fit", window)
    label.setGeometry(0, 0, 50, 30)
    elided = ElidedLabel(window)
    elided.setGeometry(0, 40, 50, 30)
    elided.setText("A long name that is shortened on purpose")
    for widget in (label, elided):
        widget.show()
    found = layout_check.problems(window)
    assert [p.kind for p in found] == ["text"] and "QLabel 'A long sentence" in found[0].widget
    assert elided.toolTip() == elided.full_text()      # the whole text stays at hand


def test_a_control_partly_outside_its_window_is_found(qtbot):
    window = shown(qtbot, QWidget(), 300, 200)
    button = QPushButton("OK", window)
    button.setGeometry(250, 180, 80, 40)        # cut off at the right and at the bottom
    button.show()
    found = layout_check.problems(window)
    assert [p.kind for p in found] == ["outside"]
    assert "at 250,180 80x40 in QWidget of 0,0 300x200" in found[0].detail


def test_a_scroll_area_may_hold_more_than_it_shows(qtbot):
    area = QScrollArea()
    page = QWidget()
    page.setMinimumHeight(1000)
    QVBoxLayout(page).addWidget(QLabel("Far down"))
    area.setWidget(page)
    area.setWidgetResizable(True)
    shown(qtbot, area, 300, 200)
    assert layout_check.problems(area) == []
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # cannot reach it
    QApplication.processEvents()
    assert "outside" in kinds(area)


def test_overlapping_siblings_are_found_unless_one_floats_on_purpose(qtbot):
    window = shown(qtbot, QWidget())
    first = QPushButton("One", window)
    first.setGeometry(10, 10, 100, 40)
    second = QLabel("Two", window)
    second.setGeometry(60, 30, 100, 40)
    for widget in (first, second):
        widget.show()
    found = layout_check.problems(window)
    assert [p.kind for p in found] == ["overlap"]
    assert "QPushButton 'One' and QLabel 'Two'" in found[0].widget
    layout_check.floats(second)
    assert layout_check.problems(window) == []


class Pill(QWidget):
    """A widget painting a pill with a text of its own (as badges do)."""

    def __init__(self, text: str, box: QRectF, parent: QWidget) -> None:
        super().__init__(parent)
        self.font_ = QFont()
        self.font_.setPixelSize(16)
        self.box = TextBox(text, box, self.font_)

    def text_boxes(self) -> list[TextBox]:
        return [self.box]


def test_a_pill_smaller_than_its_text_is_found(qtbot):
    window = shown(qtbot, QWidget())
    small = Pill("Qwirkle!", QRectF(0, 0, 30, 12), window)
    roomy = Pill("+12", QRectF(0, 0, 60, 24), window)
    small.setGeometry(0, 0, 40, 20)
    roomy.setGeometry(0, 100, 80, 30)
    for widget in (small, roomy):
        widget.show()
    found = layout_check.problems(window)
    assert [p.kind for p in found] == ["badge"] and "'Qwirkle!'" in found[0].widget


class BadgeItem(QGraphicsRectItem):
    """A scene item with a text box, as the boards' badges."""

    def __init__(self, text: str, rect: QRectF) -> None:
        super().__init__(rect)
        self.font = QFont()
        self.font.setPixelSize(14)
        self.text = text

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(self.text, self.rect(), self.font)]


def board(qtbot) -> tuple[QGraphicsView, QGraphicsScene]:
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    shown(qtbot, view, 420, 320)
    return view, scene


def test_a_badge_in_a_scene_must_hold_its_text_and_lie_on_top(qtbot):
    view, scene = board(qtbot)
    badge = BadgeItem("+12", QRectF(100, 100, 50, 24))
    badge.setZValue(5)
    scene.addItem(badge)
    assert layout_check.problems(view) == []
    tile = scene.addRect(QRectF(90, 90, 40, 40))
    tile.setBrush(QColor("black"))
    tile.setZValue(10)                          # the last tile drawn over the "+" of "+12"
    found = layout_check.problems(view)
    assert [p.kind for p in found] == ["badge"] and "drawn under" in found[0].detail
    tile.setZValue(1)
    narrow = BadgeItem("Qwirkle!", QRectF(200, 200, 30, 10))
    scene.addItem(narrow)
    found = layout_check.problems(view)
    assert [p.kind for p in found] == ["badge"] and "'Qwirkle!'" in found[0].widget


def test_a_floating_widget_must_leave_the_pieces_in_sight(qtbot):
    view, scene = board(qtbot)
    piece = scene.addRect(QRectF(0, 0, CELL, CELL))
    keep_clear(piece, piece.rect())
    bubble = QLabel("A bubble", view.viewport())
    layout_check.floats(bubble)
    bubble.setGeometry(view.mapFromScene(piece.sceneBoundingRect()).boundingRect())
    bubble.show()
    found = layout_check.problems(view)
    assert [p.kind for p in found] == ["overlap"] and "covers 1 piece" in found[0].detail
    bubble.move(300, 250)
    assert layout_check.problems(view) == []


# --- the defects issue 32 found, in every language and at both sizes ---------------------------
@pytest.fixture(params=[False, True], ids=["normal", "large-text"])
def text_size(request, qapp):
    if request.param:
        font = qapp.font()
        normal = QFont(font)
        font.setPointSizeF(font.pointSizeF() * 2)
        qapp.setFont(font)
        yield "large"
        qapp.setFont(normal)
    else:
        yield "normal"
    translations().set_language("en")


def screen_problems(run: selftest._Run, name: str, make) -> list[str]:
    widget = run.check(name, make)
    assert widget is not None, run.failures
    return run.failures


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hand_over_the_end_and_the_qwirkle_lesson_pass_the_check(
        qapp, tilegames_home, text_size, lang):
    """Dutch and German hid the hand-over's button (the bar reserved a second row for the
    rack's buttons, measured at a stale width); the end of a game left the result panel
    half empty; the lesson's "+12" lay under the last tile's ring and the bubble over tiles.
    The self-test's own screens, checked as the self-test checks them."""
    from tilegames.storage.settings import Settings
    from tilegames.ui import registry

    translations().set_language(lang)
    run = selftest._Run(lang)
    window = run.check("main window", partial(selftest._main_window, Settings()))
    assert window is not None
    try:
        screens = registry.entry("qwirkle").screens
        assert screens is not None and screens.example_end is not None
        handover = screens.extra_pictures[0]
        run.check("handover", partial(selftest._extra_picture, window, handover))
        window.close_game()
        run.check("end", partial(selftest._finished_game, window, screens.example_end))
        window.close_game()
        run.check("learn", partial(selftest._learn, window, "qwirkle"))
        window.close_game()
    finally:
        window.close()
    assert run.failures == []


def test_the_end_of_a_game_puts_the_buttons_right_under_the_scores(qapp, tilegames_home):
    from tilegames.storage.settings import Settings
    from tilegames.ui import registry

    translations().set_language("de")
    run = selftest._Run("de")
    window = run.check("main window", partial(selftest._main_window, Settings()))
    assert window is not None
    try:
        screens = registry.entry("qwirkle").screens
        assert screens is not None and screens.example_end is not None
        screen = run.check("end", partial(selftest._finished_game, window, screens.example_end))
        panel = screen.result_panel
        last = [row for row in panel.rows if row.isVisible()][-1]
        assert 0 <= panel.play_again.y() - last.geometry().bottom() <= 40
        assert not screen.below.isVisible()        # the board takes the rack's room
        assert run.failures == []
    finally:
        window.close_game()
        window.close()
        translations().set_language("en")


def test_the_qwirkle_celebration_pill_holds_its_word(qapp):
    from tilegames.ui.qwirkle.scene import QwirkleScene

    scene = QwirkleScene()
    scene.celebrate([tuple((x, 0) for x in range(6))], "Qwirkle!")
    words = [item for item in scene.party_items if hasattr(item, "text_boxes")]
    assert words and all(layout_check.text_box_problems(w, "word") == [] for w in words)
    assert all(w.zValue() > scene.last_badge.zValue() for w in words)
    scene.finish_animations()
    assert scene.party_items == []
