"""The player's own Kulami boards on disk (K-B4): names, files, damaged files, undo data."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tilegames.games import kulami
from tilegames.storage import boards
from tilegames.storage.boards import BoardLibrary, BoardNameError, clean_name, file_name


@pytest.fixture
def library(tmp_path) -> BoardLibrary:
    return BoardLibrary(kulami.Board.from_text, tmp_path / "boards")


def test_k_b4_a_board_is_stored_as_layout_text_and_read_back(library):
    board = kulami.irregular_board(4)
    stored = library.save("My ring", board)
    assert stored.path.read_text(encoding="utf-8") == board.to_text()
    assert stored.path.name == "My ring.txt"
    # another run of the program
    listing = BoardLibrary(kulami.Board.from_text, library.folder).listing()
    assert [b.name for b in listing.boards] == ["My ring"]
    assert listing.boards[0].board == board
    assert listing.unreadable == ()
    assert listing.find("my RING") is not None


def test_the_default_folder_is_in_the_user_data_folder(tilegames_home):
    assert BoardLibrary(kulami.Board.from_text).folder == tilegames_home / "data" / "boards"
    # no folder yet: nothing, no error
    assert BoardLibrary(kulami.Board.from_text).listing() == boards.Listing()


def test_the_file_is_written_atomically(library, monkeypatch):
    library.save("A", kulami.standard_board(1))

    def disk_full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(boards, "write_text_atomic", disk_full)
    with pytest.raises(OSError):
        library.save("A", kulami.standard_board(2), replace=True)
    assert library.listing().boards[0].board == kulami.standard_board(1)


def test_names_are_cleaned_and_checked(library):
    assert clean_name("  My \t  board\n") == "My board"
    for bad in ("", "   ", "\x00\x01"):
        with pytest.raises(BoardNameError) as info:
            clean_name(bad)
        assert info.value.code == "empty"
    with pytest.raises(BoardNameError) as info:
        clean_name("x" * (boards.MAX_NAME + 1))
    assert info.value.code == "too_long"
    assert "40" in info.value.translated()


def test_a_name_taken_in_any_case_is_refused_unless_replacing(library):
    library.save("Ring", kulami.standard_board(1))
    with pytest.raises(BoardNameError) as info:
        library.save("RING", kulami.standard_board(2))
    assert info.value.code == "taken" and "Ring" in str(info.value)
    library.save("RING", kulami.standard_board(2), replace=True)
    listing = library.listing()
    assert [b.name for b in listing.boards] == ["RING"]
    assert listing.boards[0].board == kulami.standard_board(2)


@pytest.mark.parametrize("name", ["a/b", "a\\b", "..", "CON", "nul.txt", "what?", "*", "a:b",
                                  "לוח שלי", "Brett für dich", "50%", "%41", "tab.", "☆ star"])
def test_any_name_makes_a_safe_file_and_comes_back(library, name):
    stored = library.save(name, kulami.standard_board(3))
    assert stored.path.parent == library.folder
    stem = stored.path.name[: -len(boards.SUFFIX)]
    assert not set(stem) & set('/\\:*?"<>|') and not stem.endswith((".", " "))
    assert stem.split(".")[0].lower() not in boards.RESERVED
    assert [b.name for b in library.listing().boards] == [name]


@settings(max_examples=150, deadline=None)
@given(st.text(min_size=1, max_size=boards.MAX_NAME))
def test_every_clean_name_round_trips_through_its_file_name(name):
    try:
        name = clean_name(name)
    except BoardNameError:
        return
    made = file_name(name)
    assert "/" not in made and "\x00" not in made and len(made.encode()) <= boards.MAX_FILE_NAME
    assert boards.name_from_file(made) == name


def test_a_damaged_file_is_listed_as_unreadable_and_skipped(library):
    library.save("Good", kulami.standard_board(1))
    folder = library.folder
    (folder / "Broken.txt").write_text("AAB\nAAB\n", encoding="utf-8")    # B is 1×2: fine…
    (folder / "Broken.txt").write_text("AAA\nA..\n", encoding="utf-8")    # …not a rectangle
    (folder / "Binary.txt").write_bytes(b"\xff\xfe\x00garbage")
    (folder / "Huge.txt").write_text("A" * 100_000, encoding="utf-8")
    (folder / "Empty.txt").write_text("", encoding="utf-8")
    (folder / "notes.md").write_text("not a board file", encoding="utf-8")
    (folder / ".Good.txt.1234.tmp").write_text("left by a crash", encoding="utf-8")
    (folder / "Folder.txt").mkdir()
    listing = library.listing()
    assert [b.name for b in listing.boards] == ["Good"]
    assert [u.name for u in listing.unreadable] == ["Binary", "Broken", "Empty", "Huge"]
    reasons = {u.name: u.translated() for u in listing.unreadable}
    assert "not a solid rectangle" in reasons["Broken"]
    assert reasons["Binary"] == "the file is not text"
    assert reasons["Huge"] == "the file is too large for a board"
    assert "no holes" in reasons["Empty"]


def test_an_unreadable_file_can_be_deleted_and_restored_byte_for_byte(library):
    library.folder.mkdir(parents=True)
    (library.folder / "Broken.txt").write_bytes(b"\xff junk")
    gone = library.delete("broken")
    assert library.listing() == boards.Listing()
    library.restore(gone)
    assert (library.folder / "Broken.txt").read_bytes() == b"\xff junk"


def test_rename_and_delete_with_undo_data(library):
    board = kulami.irregular_board(9)
    library.save("One", board)
    assert library.rename("One", " Two ") == "Two"
    assert [b.name for b in library.listing().boards] == ["Two"]
    assert library.rename("two", "TWO") == "TWO"              # a change of capitals only
    assert [b.name for b in library.listing().boards] == ["TWO"]
    library.save("Other", kulami.standard_board(1))
    with pytest.raises(BoardNameError) as info:
        library.rename("TWO", "other")
    assert info.value.code == "taken"
    with pytest.raises(BoardNameError) as info:
        library.rename("nothing", "x")
    assert info.value.code == "missing"
    gone = library.delete("TWO")
    assert library.listing().find("TWO") is None
    library.restore(gone)
    assert library.listing().find("TWO").board == board
    with pytest.raises(BoardNameError):
        library.delete("nothing")


def test_a_snapshot_keeps_the_replaced_board(library):
    library.save("A", kulami.standard_board(1))
    before = library.snapshot("a")
    library.save("A", kulami.standard_board(2), replace=True)
    library.restore(before)
    assert library.listing().find("A").board == kulami.standard_board(1)
    assert library.snapshot("missing") is None


def test_an_unreadable_folder_lists_nothing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert BoardLibrary(kulami.Board.from_text, blocker).listing() == boards.Listing()
    with pytest.raises(OSError):
        BoardLibrary(kulami.Board.from_text, blocker / "sub").save("A", kulami.standard_board(1))


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_file_that_cannot_be_opened_is_unreadable(library):
    library.save("Locked", kulami.standard_board(1))
    path = library.folder / "Locked.txt"
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running as a user who reads everything")
        listing = library.listing()
        assert [u.name for u in listing.unreadable] == ["Locked"]
        assert "cannot be read" in listing.unreadable[0].translated()
    finally:
        path.chmod(0o644)
