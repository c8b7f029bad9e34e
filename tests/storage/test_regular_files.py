"""Only regular files are read (issue 33, part 4): a FIFO, socket or device in place of a store's
file never hangs the program; it is set aside like a damaged file, with a notice, and the program
goes on. Every call runs in a thread with a deadline: a hang fails the test instead of stalling the
suite (the FIFO is then opened for writing once, which lets the stuck reader go)."""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tilegames.base.seats import Seat
from tilegames.games import kulami
from tilegames.storage import autosave, logfile, paths, saves
from tilegames.storage.boards import BoardLibrary
from tilegames.storage.settings import ANIMATIONS, Settings
from tilegames.storage.stats import Statistics

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")

DEADLINE = 10.0   # seconds; every call here takes milliseconds
KINDS = ("fifo", "socket")


def _release(path: Path) -> None:
    """Let a reader stuck opening the FIFO ``path`` go: open it for writing once."""
    with contextlib.suppress(OSError):
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))


def promptly(call: Callable[[], Any], *stuck: Path) -> Any:
    """``call()`` run in a thread; the test fails if it takes longer than DEADLINE."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(DEADLINE)
    if thread.is_alive():
        for path in stuck:
            _release(path)
        thread.join(DEADLINE)
        pytest.fail(f"still busy after {DEADLINE:.0f} s: it hangs on a file that is not regular")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


@contextlib.contextmanager
def special(path: Path, kind: str) -> Iterator[Path]:
    """A FIFO or a listening UNIX socket at ``path`` (its folder created)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
        yield path
        return
    here = os.getcwd()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        os.chdir(path.parent)      # a relative name: socket paths are limited to ~100 bytes
        server.bind(path.name)
        server.listen(1)
    finally:
        os.chdir(here)
    try:
        yield path
    finally:
        server.close()


def is_regular(path: Path) -> bool:
    return stat.S_ISREG(os.lstat(path).st_mode)


def set_aside(path: Path) -> list[Path]:
    """The ``.bad`` copies beside ``path``."""
    return sorted(path.parent.glob(f"{path.name}*.bad"))


# --- settings.json -------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_settings_at_start_up(tilegames_home, kind):
    path = paths.config_dir() / "settings.json"
    with special(path, kind):
        settings = promptly(Settings, path)
        assert settings.damaged_copy is not None and settings.damaged_copy in set_aside(path)
        assert settings.problem
        assert settings.get(ANIMATIONS) is True
        settings.set(ANIMATIONS, False)         # saved: a regular file takes its place
        assert is_regular(path) and Settings().get(ANIMATIONS) is False


def test_settings_linked_to_a_device(tilegames_home):
    """A link to /dev/zero (endless) is refused by its type, not read until memory runs out."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    settings = promptly(Settings)
    assert settings.damaged_copy is not None
    settings.set(ANIMATIONS, False)
    assert is_regular(path)


# --- statistics.json -----------------------------------------------------------------------

ANNA, BOB = Seat("Anna"), Seat("Bob")


@pytest.mark.parametrize("kind", KINDS)
def test_statistics_at_start_up(tilegames_home, kind):
    path = paths.data_dir() / "statistics.json"
    with special(path, kind):
        stats = promptly(Statistics, path)
        assert stats.games() == [] and len(stats.notices) == 1
        assert "not an ordinary file" in str(stats.notices[0])
        assert set_aside(path)
        assert promptly(lambda: stats.record("kulami", [ANNA, BOB], (0,), (30, 20))) == [
            "Anna", "Bob"]
    assert is_regular(path) and Statistics().player("kulami", "Anna").won == 1


@pytest.mark.parametrize("kind", KINDS)
def test_statistics_at_the_end_of_a_game(tilegames_home, kind):
    """The file is read again when a game ends: a FIFO put there meanwhile is set aside and the
    game is still counted."""
    path = paths.data_dir() / "statistics.json"
    stats = Statistics()
    stats.record("lsd", [ANNA, BOB], (1,))
    path.unlink()
    with special(path, kind):
        recorded = promptly(lambda: stats.record("lsd", [ANNA, BOB], (0,)), path)
        assert recorded == ["Anna", "Bob"]
        assert any("not an ordinary file" in str(n) for n in stats.notices)
    assert is_regular(path) and Statistics().player("lsd", "Anna").played == 1


# --- board files ---------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_board_listing(tmp_path, kind):
    library = BoardLibrary(kulami.Board.from_text, tmp_path / "boards")
    library.save("Good", kulami.standard_board(0))
    with special(tmp_path / "boards" / "Odd.txt", kind) as odd:
        listing = promptly(library.listing, odd)
        assert [b.name for b in listing.boards] == ["Good"]
        assert [b.name for b in listing.unreadable] == ["Odd"]
        assert "not an ordinary file" in listing.unreadable[0].translated()
        assert promptly(lambda: library.snapshot("Odd"), odd) is None
        promptly(lambda: library.delete("Odd"), odd)      # an unreadable file can be removed
        assert not os.path.lexists(odd)
        assert [b.name for b in library.listing().boards] == ["Good"]


# --- the log -------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_log_file(tilegames_home, kind):
    """The log is written in place: a FIFO there is set aside and a new log begun."""
    path = logfile.log_file()
    logfile.stop()
    with special(path, kind):
        try:
            assert promptly(logfile.start, path) == path
            logging.getLogger("tilegames.test").warning("still here")
        finally:
            logfile.stop()
        assert set_aside(path)
    assert is_regular(path) and "still here" in path.read_text(encoding="utf-8")


# --- save files and autosaves --------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_save_file(tmp_path, kind):
    with special(tmp_path / "game.tilegames", kind) as odd, pytest.raises(
            saves.SaveError) as info:
        promptly(lambda: saves.load(odd), odd)
    assert "not an ordinary file" in str(info.value)


@pytest.mark.parametrize("kind", KINDS)
def test_autosaves(tilegames_home, kind):
    """Something that is not a regular file among the autosaves is set aside with a notice;
    the games beside it are offered."""
    state = kulami.new_game(kulami.standard_board(0))
    state.apply(state.legal_moves()[0])
    kept = autosave.new_id("kulami")
    autosave.write(kept, state, [ANNA, BOB])
    odd_id = autosave.new_id("kulami")
    with special(autosave.path_for(odd_id), kind) as odd:
        with pytest.raises(saves.SaveError):
            promptly(lambda: autosave.remove(odd_id), odd)
        found = promptly(autosave.unfinished, odd)
        assert [entry.id for entry in found.games] == [kept]
        assert len(found.notices) == 1 and "not an ordinary file" in str(found.notices[0])
        assert set_aside(odd) and not os.path.lexists(odd)


def test_a_fifo_swapped_in_after_the_check(tmp_path, monkeypatch):
    """The type is checked again on the opened file: a FIFO put in place after the first look
    (here: a look that saw a regular file) is opened without waiting and refused."""
    regular = tmp_path / "regular.tilegames"
    regular.write_text("{}")
    fifo = tmp_path / "game.tilegames"
    os.mkfifo(fifo)
    real_stat = os.stat

    def looks_regular(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        return real_stat(regular if os.fspath(path) == os.fspath(fifo) else path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", looks_regular)
    with pytest.raises(saves.SaveError) as info:
        promptly(lambda: saves.load(fifo), fifo)
    assert "not an ordinary file" in str(info.value)


def test_a_device_is_not_a_save(tmp_path):
    if not os.path.exists("/dev/null"):
        pytest.skip("no /dev/null")
    with pytest.raises(saves.SaveError) as info:
        promptly(lambda: saves.load("/dev/null"))
    assert "not an ordinary file" in str(info.value)
