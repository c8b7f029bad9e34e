"""controller.keeper.GameKeeper: the controller writes the autosave after every move, undo and
redo, and counts a finished game in the statistics once (the screen only says what a save holds)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tilegames.base.seats import Seat
from tilegames.controller.keeper import GameKeeper
from tilegames.controller.session import GameSession
from tilegames.games import kulami
from tilegames.storage import autosave, saves
from tilegames.storage.stats import Statistics

PEOPLE = (Seat("Ann"), Seat("Ben"))


@dataclass
class Contents:
    game: str
    state: Any
    seats: tuple[Seat, ...]

    def dumps_options(self) -> dict[str, Any]:
        return {"meta": {"note": "kept"}}


def kept(state=None, keeping=True):
    """A started session of Kulami between people and its keeper; ``keeping`` False: the
    screen keeps no files (a lesson)."""
    session = GameSession(state or kulami.new_game(kulami.standard_board(3)), PEOPLE)
    keeper = GameKeeper(session, "kulami",
                        lambda: Contents("kulami", session.state, session.seats)
                        if keeping else None,
                        lambda: ["Ann", "Ben"], session)
    session.start()
    return session, keeper


def play_to_the_end(session) -> None:
    while not session.state.is_over():
        session.request_move(session.state.legal_moves()[0])


def test_the_autosave_follows_moves_undo_and_redo_only(tilegames_home):
    session, keeper = kept()
    path = autosave.path_for(keeper.game_id)
    assert keeper.game_id.startswith("kulami-") and not path.exists()   # not at the start
    session.request_move(session.state.legal_moves()[0])
    session.request_move(session.state.legal_moves()[0])
    loaded = saves.load(path)
    assert loaded.move_count == 2 and loaded.meta["note"] == "kept"
    session.undo()
    assert saves.load(path).move_count == 1
    session.redo()
    assert saves.load(path).move_count == 2
    session.undo()
    session.undo()                  # no moves left: nothing to continue
    assert not path.exists()


def test_each_keeper_has_its_own_game_id(tilegames_home):
    assert kept()[1].game_id != kept()[1].game_id


def test_a_game_that_ends_is_counted_once_and_its_autosave_cleared(tilegames_home):
    session, keeper = kept()
    play_to_the_end(session)
    session.undo()
    play_to_the_end(session)                     # finished again: not counted again
    records = {p.name: p for p in Statistics().players("kulami")}
    assert set(records) == {"Ann", "Ben"} and records["Ann"].played == 1
    assert not autosave.path_for(keeper.game_id).exists()


def test_a_finished_game_opened_is_never_counted(tilegames_home):
    finished = kulami.new_game(kulami.standard_board(3))
    while not finished.is_over():
        finished.apply(finished.legal_moves()[0])
    session, _keeper = kept(finished)
    session.undo()
    session.redo()
    assert Statistics().players("kulami") == []


def test_a_screen_that_keeps_no_files_writes_and_counts_nothing(tilegames_home):
    session, keeper = kept(keeping=False)
    play_to_the_end(session)
    assert not autosave.folder().exists() or not any(autosave.folder().iterdir())
    assert Statistics().players("kulami") == []


def test_a_failed_autosave_is_said_once_and_the_game_goes_on(tilegames_home, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "write", refuse)
    session, keeper = kept()
    said = []
    keeper.autosaveFailed.connect(said.append)
    for _ in range(3):
        assert session.request_move(session.state.legal_moves()[0])
    assert said == ["No space left on device"] and len(session.history) == 3


def test_what_the_statistics_file_says_is_passed_on(tilegames_home):
    Statistics().path.parent.mkdir(parents=True, exist_ok=True)
    Statistics().path.write_text("{not json", encoding="utf-8")       # damaged: set aside
    session, keeper = kept()
    notices = []
    keeper.notice.connect(notices.append)
    play_to_the_end(session)
    assert len(notices) == 1 and "statistics" in notices[0].lower()
    assert Statistics().players("kulami")[0].played == 1
