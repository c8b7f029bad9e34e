"""The library of boards in the Kulami new-game dialog (K-B4): listed with pictures, chosen and
remembered, played, saved with the game, and a game that outlives its board's file."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QDialog

from tests.helpers.choices import JSON
from tests.helpers.hosts import FakeHost
from tests.helpers.kulami import make_designer
from tests.helpers.rules_pages import read_page, screen_text
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage import saves
from tilegames.storage.boards import BoardLibrary
from tilegames.storage.settings import Settings
from tilegames.ui.kulami.designer.window import KulamiDesigner
from tilegames.ui.kulami.game_setup import SETTINGS_KEY, KulamiSetup, start_game
from tilegames.ui.kulami.new_game_dialog import KulamiNewGameDialog
from tilegames.ui.kulami.screen import KulamiScreen

HUMANS = (Seat("Ann", "human"), Seat("Ben", "human"))


def make_dialog(qtbot, home) -> KulamiNewGameDialog:
    dialog = KulamiNewGameDialog(FakeHost(Settings(home / "settings.json")))
    qtbot.addWidget(dialog)
    return dialog


def board_items(dialog: KulamiNewGameDialog) -> list[tuple[str, str]]:
    combo = dialog._board
    return [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]


def test_k_b4_the_board_choice_lists_every_kind_with_a_picture(qtbot, tilegames_home):
    library = BoardLibrary(kulami.Board.from_text)
    library.save("Island", kulami.irregular_board(3))
    library.save("Half done", kulami.Board([[(0, 0), (1, 0)]]))             # a draft
    (library.folder / "Broken.txt").write_text("junk", encoding="utf-8")
    dialog = make_dialog(qtbot, tilegames_home)
    items = board_items(dialog)
    assert [data for _, data in items] == (
        ["standard", "irregular"] + ["layout:" + name for name in kulami.builtin_layouts()]
        + ["mine:Island"])                               # no draft, no damaged file
    assert items[-1][0] == "Your board: Island"
    for i in range(dialog._board.count()):
        assert not dialog._board.itemIcon(i).isNull()    # each with a small drawn picture
    dialog._board.setCurrentIndex(len(items) - 1)
    assert dialog.setup().layout == kulami.irregular_board(3).to_text()
    assert "you made" in dialog._board_help.text()


def test_save_restart_find_it_and_start_a_game_on_it(qtbot, tilegames_home):
    designer = make_designer(qtbot, BoardLibrary(kulami.Board.from_text))
    designer.start_choice.setCurrentIndex(designer.start_choice.findData("irregular"))
    designer.seed.setText("17")
    designer.start_new()
    designer.name.setText("Archipelago")
    designer.save()
    designer.close()
    dialog = make_dialog(qtbot, tilegames_home)                # the program started again
    index = dialog._board.findData("mine:Archipelago")
    assert index >= 0
    dialog._board.setCurrentIndex(index)
    dialog.seats_editor.set_seats(HUMANS)
    dialog.accept()
    screen = dialog.create_screen()
    qtbot.addWidget(screen)
    assert isinstance(screen, KulamiScreen)
    assert screen.game.board == kulami.irregular_board(17)
    assert "Board: Archipelago" in screen.facts_text()
    again = make_dialog(qtbot, tilegames_home)                 # remembers the last choice
    assert again.setup().board == "mine:Archipelago"
    screen.shutdown()


def test_a_game_outlives_its_board_deleted_while_it_is_open(qtbot, tilegames_home, tmp_path):
    library = BoardLibrary(kulami.Board.from_text)
    library.save("Ring mine", kulami.builtin_layouts()["ring"])
    setup = KulamiSetup(seats=HUMANS, board="mine:Ring mine",
                        layout=kulami.builtin_layouts()["ring"].to_text())
    settings = Settings(tmp_path / "settings.json")
    settings.update({"computer_delay_ms": 0, "animations": False})
    screen = KulamiScreen(FakeHost(settings), setup)
    qtbot.addWidget(screen)
    screen.show()
    designer = make_designer(qtbot, library)
    designer._select_entry("own", "Ring mine")
    designer.delete_selected()
    designer.close()
    assert library.listing().boards == ()
    first = screen.game.board.cells[0]
    screen.cell_chosen(first)                                   # play goes on
    assert screen.session.state.marble_at(first) == 0
    text = saves.dumps("kulami", screen.session.state, screen.session.seats,
                       meta=screen.save_meta())
    loaded = saves.loads(text)                                   # the save holds the board
    assert loaded.state.board == kulami.builtin_layouts()["ring"]
    resumed = KulamiScreen(FakeHost(settings), KulamiSetup(), saved=loaded)
    qtbot.addWidget(resumed)
    assert resumed.game.board == kulami.builtin_layouts()["ring"]
    assert resumed.setup.board == "mine:Ring mine"             # "play again" after loading too
    screen.play_again()                                          # the setup holds it too
    assert screen.game.board == kulami.builtin_layouts()["ring"]
    assert KulamiSetup.from_dict(json.loads(json.dumps(screen.setup.to_dict()))) == screen.setup
    screen.shutdown()
    resumed.shutdown()


def test_a_remembered_board_that_was_deleted_falls_back_to_a_random_square(qtbot,
                                                                           tilegames_home):
    library = BoardLibrary(kulami.Board.from_text)
    board = kulami.irregular_board(5)
    library.save("Gone soon", board)
    settings = Settings(tilegames_home / "settings.json")
    settings.set(SETTINGS_KEY, KulamiSetup(board="mine:Gone soon",
                                           layout=board.to_text()).to_dict())
    assert make_dialog(qtbot, tilegames_home).setup().board == "mine:Gone soon"
    library.delete("Gone soon")
    dialog = make_dialog(qtbot, tilegames_home)
    assert dialog.setup().board == "standard" and dialog.setup().layout is None


def test_design_a_board_from_the_dialog_and_play_it(qtbot, tilegames_home, monkeypatch):
    def design_and_play(designer: KulamiDesigner) -> int:
        designer.open_board(kulami.standard_board(12))
        designer.name.setText("Twelve")
        designer.save()
        designer.play()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(KulamiDesigner, "exec", design_and_play)
    dialog = make_dialog(qtbot, tilegames_home)
    assert dialog._design.text() == "Design a board…"
    dialog._design.click()
    assert dialog.setup().board == "mine:Twelve"
    assert dialog.setup().layout == kulami.standard_board(12).to_text()
    game = start_game(dialog.setup())
    assert game.board == kulami.standard_board(12)

    def look(designer: KulamiDesigner) -> int:         # opens on the chosen board of yours
        assert designer.name.text() == "Twelve"
        assert designer.design.board() == kulami.standard_board(12)
        assert designer.history.done == []
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(KulamiDesigner, "exec", look)
    dialog._design.click()
    assert dialog.setup().board == "mine:Twelve"


OWN = st.fixed_dictionaries({
    "board": st.sampled_from(["mine:A", "mine:", "mine:" + "x" * 80, "mine: A ", "mine:B"])
    | st.text(max_size=12).map(lambda t: "mine:" + t),
    "layout": st.sampled_from([kulami.irregular_board(1).to_text(),
                               kulami.standard_board(1).to_text(), "AA\n", "AAB\nAAB\n",
                               kulami.irregular_board(1).to_text() * 2]) | JSON,
}) | st.dictionaries(st.sampled_from(["board", "layout", "seed"]), JSON, max_size=3)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(choice=OWN)
def test_any_remembered_own_board_is_either_playable_or_dropped(choice):
    setup = KulamiSetup.from_dict(json.loads(json.dumps(choice)))
    if setup.board.startswith("mine:"):
        board = kulami.Board.from_text(setup.layout)
        assert board.is_standard() and len(board.plates) == 17
        assert start_game(setup, seed=1).board == board
    else:
        assert setup.layout is None


@pytest.mark.parametrize("lang", ["en", "nl", "de", "he"])
def test_the_rules_page_tells_of_the_designer_in_the_programs_words(lang):
    """K-B4: "In this program" names the designer's button and the sharing buttons as the
    program shows them in that language."""
    page = read_page("kulami", lang)
    section = page[page.rindex("<h2>"):]
    for context, source in (("KulamiNewGameDialog", "Design a board…"),
                            ("KulamiDesigner", "Copy as text"),
                            ("KulamiDesigner", "Paste a board")):
        assert f"<i>{screen_text(context, source, lang)}</i>" in section
    assert "10×10" in section and "17" in section
