"""Light and dark (issue 16, "Everyone"): the program follows the system's colour scheme, or the
one chosen in Settings, panels and dialogs included; and every text meets WCAG AA contrast (4.5:1)
in both, computed from the theme: its declared text/ground pairs, every rule of the panels' and
the start page's style sheets, the application palette and the text drawn on the boards."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from tilegames.storage.settings import APPEARANCE, PIECE_COLOURS
from tilegames.ui import theme
from tilegames.ui.colour_vision import contrast_ratio, over
from tilegames.ui.registry import entries, follow_piece_colours
from tilegames.ui.start_page import _style_sheet as start_page_style_sheet
from tilegames.ui.table.style import panel_style_sheet

AA = 4.5


def _ratio(fg: QColor | str, bg: QColor | str) -> float:
    """Contrast of ``fg`` (alpha composed over the opaque ``bg``) on ``bg``."""
    f, b = QColor(fg), QColor(bg)
    ground = (b.red(), b.green(), b.blue())
    return contrast_ratio(over((f.red(), f.green(), f.blue(), f.alpha()), ground), ground)


@pytest.fixture(autouse=True)
def _system_looks(qapp):
    yield
    theme.looks().configure("system", "standard")
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Unknown)


@pytest.mark.parametrize("furniture", [theme.LIGHT, theme.DARK], ids=["light", "dark"])
def test_every_text_colour_of_the_theme_meets_aa_on_its_grounds(furniture):
    for what, fg, bg in theme.text_colour_pairs(furniture):
        assert _ratio(fg, bg) >= AA, f"{what}: {_ratio(fg, bg):.2f}"


def _rules(sheet: str) -> list[tuple[str, dict[str, str]]]:
    rules = []
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", sheet):
        decls = dict((k.strip(), v.strip()) for k, v in
                     (d.split(":", 1) for d in body.split(";") if ":" in d))
        rules.append((" ".join(selector.split()), decls))
    return rules


@pytest.mark.parametrize("appearance", ["light", "dark"])
def test_every_text_in_the_panels_and_the_start_page_meets_aa(qapp, appearance):
    """Each style-sheet rule that sets a text colour: on its own background, else on both the
    paper and the cards (where panels put text). Disabled text is exempt (WCAG)."""
    theme.looks().configure(appearance)
    checked = 0
    for sheet in (panel_style_sheet(), start_page_style_sheet()):
        for selector, decls in _rules(sheet):
            colour = decls.get("color")
            if colour is None or ":disabled" in selector:
                continue
            ground = decls.get("background") or decls.get("background-color")
            grounds = [ground] if ground else [theme.BACKGROUND.name(), theme.CARD.name()]
            if ":hover" in selector and not ground:
                continue
            for bg in grounds:
                assert _ratio(colour, bg) >= AA, f"{appearance} {selector}: {colour} on {bg}"
                checked += 1
            if decls.get("selection-color"):
                fg, bg = decls["selection-color"], decls["selection-background-color"]
                assert _ratio(fg, bg) >= AA, f"{appearance} {selector} selection"
        # a hover rule that changes the background keeps the label of its normal rule readable
        for selector, decls in _rules(sheet):
            if ":hover" in selector and "background" in decls:
                base = selector.replace(":hover", "")
                normal = next(d for s, d in _rules(sheet) if s == base)
                assert _ratio(normal["color"], decls["background"]) >= AA, selector
    assert checked >= 10


@pytest.mark.parametrize("appearance", ["light", "dark"])
def test_the_application_palette_meets_aa_for_dialogs_and_menus(qapp, appearance):
    theme.looks().configure(appearance)
    palette = qapp.palette()
    role = QPalette.ColorRole
    for fg, bg in ((role.WindowText, role.Window), (role.Text, role.Base),
                   (role.ButtonText, role.Button), (role.PlaceholderText, role.Window),
                   (role.PlaceholderText, role.Base), (role.HighlightedText, role.Highlight),
                   (role.ToolTipText, role.ToolTipBase), (role.Link, role.Base),
                   (role.Link, role.Window)):
        ratio = _ratio(palette.color(fg), palette.color(bg))
        assert ratio >= AA, f"{appearance}: {fg.name} on {bg.name}: {ratio:.2f}"


@pytest.mark.parametrize("pieces", ["standard", "colour-blind"])
def test_text_on_the_boards_meets_aa(qapp, pieces):
    follow_piece_colours()
    theme.looks().configure(pieces=pieces)
    pairs = [pair for game in entries() if game.screens is not None
             and game.screens.board_text is not None for pair in game.screens.board_text()]
    assert {what.split()[0] for what, _, _ in pairs} == {"Kulami", "Qwirkle"}
    for what, fg, bg in pairs:
        assert _ratio(fg, bg) >= AA, f"{pieces} {what}: {_ratio(fg, bg):.2f}"


# --- following the system -----------------------------------------------------------------
def _is_dark(colour: QColor) -> bool:
    return colour.lightness() < 100


def test_the_program_follows_the_systems_colour_scheme_while_it_runs(app, settings, qtbot):
    from tilegames.selftest import _open_game
    from tilegames.ui.main_window import MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    hints = QGuiApplication.styleHints()
    app.processEvents()
    assert not _is_dark(page.grab().toImage().pixelColor(5, 5))
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)      # the user switched the system
    app.processEvents()
    assert theme.looks().dark
    assert theme.BACKGROUND.name() == theme.DARK.background
    assert _is_dark(page.grab().toImage().pixelColor(5, 5))
    assert _is_dark(app.palette().color(QPalette.ColorRole.Window))  # dialogs and menus
    # an open game's panels switch back with the system
    entry = next(e for e in window.entries if e.key == "kulami")
    dialog = entry.make_dialog(window, window)
    qtbot.addWidget(dialog)
    screen = _open_game(window, dialog, "kulami")
    app.processEvents()
    assert theme.DARK.background in screen.panels.styleSheet()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    app.processEvents()
    assert theme.LIGHT.background in screen.panels.styleSheet()
    assert theme.DARK.background not in screen.panels.styleSheet()
    card = screen.side_panel.seats.cards[0]
    assert theme.LIGHT.text_muted in card.kind.styleSheet()
    assert not _is_dark(app.palette().color(QPalette.ColorRole.Window))


def test_a_chosen_appearance_wins_over_the_system_and_is_remembered(app, settings, qtbot):
    from tilegames.ui.main_window import MainWindow
    from tilegames.ui.settings_dialog import SettingsDialog

    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.appearance.setCurrentIndex(dialog.appearance.findData("dark"))
    assert settings.get(APPEARANCE) == "dark"
    assert theme.looks().dark
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.looks().dark                        # the choice holds
    assert theme.DARK.text_muted in window.start_page.styleSheet()
    dialog.appearance.setCurrentIndex(dialog.appearance.findData("light"))
    assert not theme.looks().dark
    assert theme.LIGHT.text_muted in window.start_page.styleSheet()
    # a new window (the next start) takes the stored choice
    settings.set(APPEARANCE, "dark")
    theme.looks().configure("system")
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert theme.looks().dark


def test_a_damaged_appearance_or_palette_setting_falls_back(settings):
    settings.update({"appearance": "purple", "piece_colours": 7})
    assert settings.get(APPEARANCE) == "system"
    assert settings.get(PIECE_COLOURS) == "standard"
