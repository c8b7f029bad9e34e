"""The program's log file (issue 33, part 6): in the log folder, small, rotated, never in the
way."""

from __future__ import annotations

import logging

import pytest

from tilegames.storage import logfile, paths


@pytest.fixture
def stopped():
    yield
    logfile.stop()


def test_the_log_folder_is_below_tilegames_home(tilegames_home):
    assert paths.log_dir() == tilegames_home / "log"
    assert logfile.log_file() == tilegames_home / "log" / "tilegames.log"


def test_records_go_to_the_file_with_their_traceback(tilegames_home, stopped):
    path = logfile.start()
    assert path == logfile.log_file() and logfile.start() == path     # once, however often
    try:
        raise KeyError("lost")
    except KeyError:
        logging.getLogger("tilegames.somewhere").exception("it went wrong")
    logging.getLogger("tilegames.somewhere").debug("too small to keep")
    text = path.read_text(encoding="utf-8")
    assert text.count("ERROR tilegames.somewhere: it went wrong") == 1     # one handler only
    assert "Traceback (most recent call last)" in text and "KeyError: 'lost'" in text
    assert "too small to keep" not in text


def test_the_log_is_rotated_and_stays_small(tilegames_home, stopped):
    path = logfile.start(max_bytes=2_000)
    log = logging.getLogger("tilegames.chatty")
    for number in range(400):
        log.warning("line %d of a long story", number)
    files = sorted(p.name for p in path.parent.iterdir())
    assert files == ["tilegames.log", "tilegames.log.1", "tilegames.log.2", "tilegames.log.3"]
    assert all(p.stat().st_size <= 2_000 for p in path.parent.iterdir())
    assert "line 399 of a long story" in path.read_text(encoding="utf-8")


def test_a_folder_that_cannot_be_written_logs_nothing_and_raises_nothing(tilegames_home,
                                                                         stopped):
    (tilegames_home / "log").write_text("a file where the folder goes")
    assert logfile.start() is None
    logging.getLogger("tilegames.somewhere").error("nowhere to go")
