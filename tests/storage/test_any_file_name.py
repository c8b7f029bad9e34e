"""Any file name the system can give (issue 33, part 2).

On Linux a file or folder name may be bytes that are not UTF-8; Python gives it as a str with
surrogate escapes (``os.fsdecode(b"caf\\xe9")``). Such a path must work in every store (the
recent files, the board library, save files, a data folder with such a name) or be refused with
a message, and must never make a store unwritable. What is shown to a person has no surrogates
(``storage.display.readable``); the real path is kept for opening."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers.odd_names import has_surrogates, odd_name
from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage import autosave, paths, recent, saves
from tilegames.storage.boards import BoardLibrary, file_name
from tilegames.storage.display import readable, real_path
from tilegames.storage.settings import ANIMATIONS, Settings
from tilegames.storage.stats import Statistics


def a_game():
    state = kulami.new_game(kulami.standard_board(2))
    for _ in range(4):
        state.apply(state.legal_moves()[0])
    return state


def test_readable():
    assert readable(os.fsdecode(b"caf\xe9.tilegames")) == "caf\ufffd.tilegames"
    assert readable("\ud800x\udfff") == "\ufffdx\ufffd"
    assert readable("\ud83d\ude00") == "\U0001f600"        # a pair written apart is one character
    assert readable(Path("/tmp/plain")) == "/tmp/plain"


def test_real_path(tmp_path):
    """A path shown with U+FFFD (as Qt's file dialogs give it) finds the file it stands for."""
    folder = odd_name(tmp_path)
    folder.mkdir()
    game = folder / os.fsdecode(b"\xe9t\xe9.tilegames")
    game.write_text("{}")
    assert real_path(readable(game)) == str(game)
    assert real_path(readable(folder / "new.tilegames")) == str(folder / "new.tilegames")
    assert real_path(str(tmp_path / "plain")) == str(tmp_path / "plain")
    nothing = readable(tmp_path / "x\udce9" / "y.tilegames")
    assert real_path(nothing) == nothing                    # nothing there: as given
    (folder / os.fsdecode(b"\xe8t\xe9.tilegames")).write_text("{}")
    assert real_path(readable(game)) == str(folder / readable(game.name))  # two alike: as given


def test_a_save_file_and_the_recent_list(tilegames_home):
    path = odd_name(tilegames_home, ".tilegames")
    saves.save(path, "kulami", a_game(), [Seat("Anna"), Seat("Bob")])
    assert saves.load(path).move_count == 4
    settings = Settings()
    recent.remember(settings, path)               # failed before: the settings could not be saved
    settings.set(ANIMATIONS, False)             # and nothing could be saved after that
    shown, notices = recent.entries(Settings())
    assert shown == [str(path)] and notices == []
    assert saves.load(shown[0]).move_count == 4   # the real path opens the file
    assert Settings().get(ANIMATIONS) is False


def test_a_message_naming_such_a_file_has_no_surrogates(tilegames_home):
    path = odd_name(tilegames_home, ".tilegames")
    with pytest.raises(saves.SaveError) as info:
        saves.load(path)
    assert not has_surrogates(str(info.value))
    assert not has_surrogates(info.value.translated(lambda _context, text: text))
    assert "caf\ufffd \ufffd.tilegames" in str(info.value)
    settings = Settings()
    recent.remember(settings, path)
    _shown, notices = recent.entries(settings)     # gone: said so, readably
    assert notices and not has_surrogates(notices[0].translated())


def test_the_board_library(tilegames_home):
    library = BoardLibrary(kulami.Board.from_text)
    library.save("Ring", kulami.standard_board(0))
    odd = odd_name(library.folder, ".txt")
    odd.write_text(kulami.standard_board(1).to_text(), encoding="utf-8")
    listing = library.listing()                     # raised UnicodeEncodeError before
    names = [board.name for board in listing.boards]
    assert names == ["caf\ufffd \ufffd", "Ring"] or names == ["Ring", "caf\ufffd \ufffd"]
    found = listing.find("caf\ufffd \ufffd")
    assert found is not None and found.path == odd
    library.rename("caf\ufffd \ufffd", "Café")     # a proper name from now on
    assert (library.folder / file_name("Café")).is_file() and not os.path.lexists(odd)
    library.save("Another", kulami.standard_board(2))
    assert {b.name for b in library.listing().boards} == {"Ring", "Café", "Another"}


def test_the_board_library_delete_and_undo(tilegames_home):
    library = BoardLibrary(kulami.Board.from_text)
    odd = odd_name(library.folder, ".txt")
    odd.write_text("not a board", encoding="utf-8")
    (unreadable,) = library.listing().unreadable
    assert not has_surrogates(unreadable.name) and not has_surrogates(unreadable.translated())
    gone = library.delete(unreadable.name)
    assert not os.path.lexists(odd)
    library.restore(gone)
    assert odd.read_text(encoding="utf-8") == "not a board"


def test_every_store_in_a_data_folder_with_such_a_name(tmp_path, monkeypatch):
    home = odd_name(tmp_path)
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    settings = Settings()
    settings.set(ANIMATIONS, False)
    assert Settings().get(ANIMATIONS) is False
    stats = Statistics()
    stats.record("lsd", [Seat("Anna"), Seat("Bob")], (0,))
    assert stats.notices == [] and Statistics().player("lsd", "Anna").won == 1
    BoardLibrary(kulami.Board.from_text).save("Ring", kulami.standard_board(0))
    assert [b.name for b in BoardLibrary(kulami.Board.from_text).listing().boards] == ["Ring"]
    saved = autosave.write(autosave.new_id("kulami"), a_game(), [Seat("Anna"), Seat("Bob")])
    assert saved is not None
    found = autosave.unfinished()
    assert found.notices == [] and [g.move_count for g in found.games] == [4]
    (paths.data_dir() / "statistics.json").write_text("{", encoding="utf-8")
    damaged = Statistics()                      # a notice naming a file in that folder
    assert damaged.notices and not has_surrogates(damaged.notices[0].translated())


def test_a_path_that_names_no_file_is_refused_with_a_message(tmp_path):
    for path in (str(tmp_path / "a\x00b.tilegames"), str(tmp_path / ("x" * 5000))):
        with pytest.raises(saves.SaveError) as info:
            saves.load(path)
        assert str(info.value).startswith("Cannot open ")
