"""The table screen leaves the autosave and the statistics to its keeper (controller.keeper): it
says what a save holds, shows what went wrong, and passes the game's id on."""

from __future__ import annotations

from tests.helpers.kulami import click, make_screen
from tilegames.storage import autosave, saves


def first_legal(screen):
    return screen.session.state.legal_moves()[0].cell


def test_the_keeper_writes_what_the_screen_would_save(qtbot, tmp_path, tilegames_home):
    screen = make_screen(qtbot, tmp_path)
    assert screen.keeper is not None and screen.game_id == screen.keeper.game_id
    click(qtbot, screen, first_legal(screen))
    loaded = saves.load(autosave.path_for(screen.game_id))
    assert loaded.move_count == 1
    assert loaded.meta == {**screen.save_meta(), "game_id": screen.game_id}
    old = screen.game_id
    screen.game_id = "kulami-0123456789ab"          # a game continued from "Continue"
    assert screen.keeper.game_id == "kulami-0123456789ab"
    screen.play_again()                                # a new game: an id of its own
    assert screen.game_id not in (old, "kulami-0123456789ab")


def test_a_failed_autosave_is_said_once_in_the_status_line(qtbot, tmp_path, tilegames_home,
                                                          monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "write", refuse)
    screen = make_screen(qtbot, tmp_path)
    click(qtbot, screen, first_legal(screen))
    text = ("This game could not be saved automatically (No space left on device); it goes on, "
            "but save it yourself before you quit.")
    assert screen.host.status == text             # after the move's redraw, not wiped by it
    for _ in range(2):
        click(qtbot, screen, first_legal(screen))
    assert screen.host.statuses.count(text) == 1 and len(screen.session.history) == 3


def test_a_screen_that_keeps_no_files_leaves_them_alone(qtbot, tmp_path, tilegames_home):
    screen = make_screen(qtbot, tmp_path)
    screen.autosaves = False
    click(qtbot, screen, first_legal(screen))
    assert not autosave.path_for(screen.game_id).exists()
