"""Text fields of the new-game dialogs and the board designer show their whole placeholder
("random", "Player 1", a colour) and names of ten characters, in every language and at 200 %
text; an empty LSD name field shows the seat's colour as Kulami and Qwirkle show theirs."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit

from tilegames.i18n import translations
from tilegames.ui.table.seats_editor import NAME_CHARS

LANGUAGES = ["en", "nl", "de", "he"]


@pytest.fixture
def large_text(app):
    font = app.font()
    normal = QApplication.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    app.setFont(font)
    yield
    app.setFont(normal)
    translations().set_language("en")


def _fields_fit(root) -> list[str]:
    short = []
    for edit in root.findChildren(QLineEdit):
        if not edit.isVisibleTo(root) or not edit.placeholderText():
            continue
        metrics = edit.fontMetrics()
        needed = metrics.horizontalAdvance(edit.placeholderText()) + 8
        if edit.maxLength() < 1000:     # a name field
            needed = max(needed, metrics.averageCharWidth() * NAME_CHARS)
        if edit.width() < needed:
            short.append(f"{edit.placeholderText()!r}: {edit.width()} < {needed}")
    return short


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", ["lsd", "kulami", "qwirkle"])
def test_new_game_fields_show_their_placeholder_at_large_text(large_text, settings, qtbot,
                                                              lang, key):
    from tilegames.ui.main_window import MainWindow

    translations().set_language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    entry = next(e for e in window.entries if e.key == key)
    dialog = entry.make_dialog(window, window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert _fields_fit(dialog) == []
    if key == "lsd":
        from tilegames.ui.lsd.labels import colour_name
        names = [row.name.placeholderText() for row in dialog.seats_editor.rows]
        assert names == [colour_name(c) for c in dialog._colours[:len(names)]]
        assert all(names)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_designers_game_number_shows_random_at_large_text(large_text, settings, qtbot, lang):
    from tilegames.ui.kulami.designer.window import KulamiDesigner

    translations().set_language(lang)
    window = KulamiDesigner()
    qtbot.addWidget(window)
    window.show()
    QApplication.processEvents()
    edit = window.seed
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(edit.placeholderText()) + 8
