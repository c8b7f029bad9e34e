"""Issue 30, "Play on from here", in the main window for every game: a finished game opened from
its file in review is played on from a position in the middle as a new game, by other players
(people and a computer level); the new game begins at exactly that position, is kept under an id
of its own and goes on after it is continued, while the reviewed game's file and autosaves stay
as they were. "Play the better move from here" starts from the position before a mistake with the
better move played. In Qwirkle only the new game's own rack of the seat to move is shown."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog

from tests.helpers.played import GAMES, new, play
from tilegames.ai.players import Verdict
from tilegames.base.seats import Seat
from tilegames.controller import computer
from tilegames.games.history import GameRecord
from tilegames.storage import autosave, saves
from tilegames.ui.main_window import MainWindow
from tilegames.ui.table.play_on_dialog import PlayOnDialog

REVIEWED = [Seat("Anna"), Seat("Ben")]


def reviewed_file(tmp_path, game: str, seed: int = 3):
    """A finished game of two people saved to a file that opens in its review."""
    state = play(new(game, seed), seed=seed)
    path = tmp_path / f"{game}.tilegames"
    saves.save(path, game, state, REVIEWED, review=len(state.moves))
    return path


def open_window(qtbot, settings, path) -> MainWindow:
    settings.update({"computer_delay_ms": 0, "animations": False})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(path))
    return window


def answer_dialog(monkeypatch, seats, seen: list[PlayOnDialog] | None = None) -> None:
    """The play-on dialog is answered with ``seats`` at once."""
    def run(dialog: PlayOnDialog) -> int:
        if seen is not None:
            seen.append(dialog)
        dialog.seats_editor.set_seats(seats)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PlayOnDialog, "exec", run)


def files_in(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.rglob("*") if p.is_file()} \
        if folder.exists() else {}


@pytest.mark.parametrize("game", GAMES)
def test_play_on_from_a_reviewed_position_with_other_seats(qtbot, settings, tmp_path,
                                                           monkeypatch, game):
    path = reviewed_file(tmp_path, game)
    window = open_window(qtbot, settings, path)
    screen = window.screen_widget
    assert screen.reviewing is not None
    bar = screen.review_bar
    assert bar.play_on.isVisible() and not bar.play_on.isEnabled()    # the end: nothing to play
    at = len(screen.session.history) // 2
    bar.slider.setValue(at)
    assert bar.play_on.isEnabled() and bar.play_on.text() == "Play on from here"
    shown = screen.session.state_after(at)
    mover = shown.current_player
    seats = [Seat("", "computer", "easy"), Seat("", "computer", "easy")]
    seats[mover] = Seat("Zoe")                   # a person to move; the other a computer level
    file_before = path.read_bytes()
    kept_before = files_in(autosave.folder())
    dialogs: list[PlayOnDialog] = []
    answer_dialog(monkeypatch, seats, dialogs)
    bar.play_on.click()

    [dialog] = dialogs
    assert [s.name for s in dialog.seats_editor.seats()] == [s.name for s in seats]
    played_on = window.screen_widget
    assert played_on is not screen and played_on.key == game
    session = played_on.session
    assert session.seats == tuple(seats) and session.history == ()
    start = session.state_after(0)
    assert start.current_player == mover and start.scores() == shown.scores()
    assert list(start.moves) == list(shown.moves)
    if game == "qwirkle":
        assert start.board.cells == shown.board.cells
        assert start.hand(mover) == shown.hand(mover)
    else:
        assert start.to_dict() == shown.to_dict()
    assert played_on.reviewing is None and session.human_to_move()
    # its own game: a new id, kept at once; no file; the reviewed game untouched
    assert window.files.path is None
    game_id = played_on.game_id
    assert game_id and autosave.path_for(game_id).exists()
    assert path.read_bytes() == file_before
    after = files_in(autosave.folder())
    assert {k: v for k, v in after.items() if k in kept_before} == kept_before
    assert set(after) - set(kept_before) == {autosave.path_for(game_id).name}
    kept = saves.load(autosave.path_for(game_id))
    assert kept.begins == at and kept.state.to_dict() == session.state.to_dict()

    # continued from "Continue": the same position, and it goes on
    assert window.close_game()
    assert window.files.resume(game_id)
    again = window.screen_widget
    assert again.game_id == game_id
    assert again.session.state.to_dict() == session.state.to_dict()
    assert again.session.history == () and again.session.seats == tuple(seats)
    move = again.session.state.legal_moves()[0]
    assert again.session.request_move(move)
    assert again.session.history[:1] == (move,)
    assert saves.load(autosave.path_for(game_id)).moves[:1] == (move,)
    assert path.read_bytes() == file_before


def test_qwirkle_shows_only_the_rack_of_the_seat_to_move(qtbot, settings, tmp_path,
                                                          monkeypatch):
    from tests.helpers.qwirkle import everything_shown

    path = reviewed_file(tmp_path, "qwirkle", seed=5)
    window = open_window(qtbot, settings, path)
    screen = window.screen_widget
    at = len(screen.session.history) // 2
    screen.review_bar.slider.setValue(at)
    shown = screen.session.state_after(at)
    mover = shown.current_player
    seats = [Seat("", "computer", "hard"), Seat("", "computer", "hard")]
    seats[mover] = Seat("Zoe")
    answer_dialog(monkeypatch, seats)
    screen.review_bar.play_on.click()
    played_on = window.screen_widget
    state = played_on.session.state
    monkeypatch.setattr(window, "status", window.statusBar().currentMessage(), raising=False)
    _texts, drawn = everything_shown(played_on)
    off_board = Counter(drawn) - Counter(state.tile_at(c) for c in state.board.cells)
    assert off_board == Counter(shown.hand(mover))            # Zoe's rack, nothing else
    kept = saves.load(autosave.path_for(played_on.game_id))
    [(moves, seat, seed)] = kept.redeals
    assert (moves, seat) == (0, mover) and kept.all_redeals[-1] == (at, mover, seed)
    redealt = shown.redeal_unseen(mover, seed)                 # the recorded seed deals it
    assert redealt.to_dict() == state.to_dict()


class MistakeWorker(QObject):
    """Judges every move at once: the move played from an odd position is a mistake (the first
    other legal move would have been better by 50), the others best."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.jobs = 0

    def analyse(self, position, move):
        self.jobs += 1
        job = self.jobs
        others = [m for m in position.legal_moves() if m != move]
        verdict = (Verdict(others[0], 60.0, 10.0, move) if job % 2 == 0 and others
                   else Verdict(move, 3.0, 3.0, move))
        QTimer.singleShot(0, lambda: self.answered.emit(job, verdict))
        return job

    def cancel(self, job):
        pass


@pytest.mark.parametrize("game", GAMES)
def test_play_the_better_move_from_the_position_before_a_mistake(qtbot, settings, tmp_path,
                                                                  monkeypatch, game):
    fake = MistakeWorker()
    monkeypatch.setattr(computer.ComputerWorker, "instance", classmethod(lambda cls: fake))
    path = reviewed_file(tmp_path, game, seed=2)
    window = open_window(qtbot, settings, path)
    screen = window.screen_widget
    bar = screen.review_bar
    bar.analyse_button.click()
    total = len(screen.session.history)
    qtbot.waitUntil(lambda: len(screen.analysis.verdicts) == total, timeout=10_000)
    bar.slider.setValue(2)
    assert not bar.play_better.isVisible()             # a move judged best: nothing better
    at = next(i for i in range(1, total - 1, 2) if screen.analysis.grade(i) == "mistake")
    bar.slider.setValue(at)
    assert bar.play_better.isVisible() and bar.play_better.text() == (
        "Play the better move from here")
    better = screen.analysis.verdicts[at].best
    before = screen.session.state_after(at)
    dialogs: list[PlayOnDialog] = []
    answer_dialog(monkeypatch, [Seat("Zoe"), Seat("Max")], dialogs)
    bar.play_better.click()
    assert screen.move_text(better) in dialogs[0].intro.text()
    played_on = window.screen_widget
    assert played_on is not screen
    assert played_on.session.history == (better,)
    start = played_on.session.state_after(0)
    assert list(start.moves) == list(before.moves)
    if game != "qwirkle":
        assert start.to_dict() == before.to_dict()
    kept = saves.load(autosave.path_for(played_on.game_id))
    assert kept.begins == at and kept.moves == (better,)
    replay = GameRecord.replay(kept.start_state(), kept.moves, kept.redeals)
    assert replay.state.to_dict() == played_on.session.state.to_dict()
