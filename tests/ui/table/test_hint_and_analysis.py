"""Issue 13 in a screen: the hint (H) and the analysis of a finished game (Kulami's screen; the
table does this for every game)."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QTimer, Signal

from tests.helpers.kulami import HUMANS, click, make_screen
from tilegames.ai.players import Verdict
from tilegames.controller import computer
from tilegames.games import kulami
from tilegames.ui.numbers import plain
from tilegames.ui.table.board_scene import cell_center


def test_h_shows_the_hint_on_the_board_and_a_move_clears_it(qtbot, tmp_path):
    screen = make_screen(qtbot, tmp_path, seats=HUMANS)
    click(qtbot, screen, (0, 0))
    scene = screen.view.board_scene()
    assert screen.hint_action in screen.game_actions() and screen.hint_action.isEnabled()
    screen.hint_action.trigger()
    qtbot.waitUntil(lambda: screen.host.status.startswith("Hint: "), timeout=60_000)
    assert scene.hint_ring.isVisible()
    cell = next(c for c in scene.holes if scene.hint_ring.pos() == cell_center(c))
    assert screen.session.state.is_legal(kulami.Move(*cell))
    assert screen.host.status == f"Hint: {kulami.Move(*cell)}"
    click(qtbot, screen, cell)
    assert not scene.hint_ring.isVisible()


class FakeWorker(QObject):
    """Judges every move at once: the move played from an even position is a mistake by 6
    points (the first legal move would have been better), the others best."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.jobs = 0
        self.cancelled: list[int] = []

    def analyse(self, position, move):
        self.jobs += 1
        job = self.jobs
        better = position.legal_moves()[0]
        verdict = (Verdict(better, 10.0, 4.0, move) if job % 2 == 1 and better != move
                   else Verdict(move, 3.0, 3.0, move))
        QTimer.singleShot(0, lambda: self.answered.emit(job, verdict))
        return job

    def cancel(self, job):
        self.cancelled.append(job)


def play_to_the_end(qtbot, screen) -> None:
    rng = random.Random(4)
    while not screen.session.state.is_over():
        click(qtbot, screen, rng.choice(screen.session.state.legal_moves()).cell)


def test_the_analysis_marks_every_move_and_shows_the_better_one(qtbot, tmp_path, monkeypatch):
    fake = FakeWorker()
    monkeypatch.setattr(computer.ComputerWorker, "instance", classmethod(lambda cls: fake))
    screen = make_screen(qtbot, tmp_path, seats=HUMANS)
    play_to_the_end(qtbot, screen)
    screen.result_panel.review_button.click()
    bar = screen.review_bar
    assert bar.analyse_button.isEnabled() and bar.analyse_button.text() == "Analyse"
    bar.analyse_button.click()
    total = len(screen.session.history)
    qtbot.waitUntil(lambda: len(screen.analysis.verdicts) == total, timeout=10_000)
    assert not screen.analysis.running and not bar.analyse_button.isEnabled()
    moves = screen.side_panel.moves
    first = moves.item(0, 0)
    better = screen.analysis.verdicts[0].best
    if better != screen.session.history[0]:
        assert plain(first.text()).endswith(" ?") and str(better) in first.toolTip()
        bar.slider.setValue(0)            # the position before move 1: the better move shown
        scene = screen.view.board_scene()
        assert scene.hint_ring.isVisible()
        assert "Mistake" in screen.side_panel.status.text()
    assert screen.eval_graph.isVisible()
    assert len(screen.eval_graph.values) == total and None not in screen.eval_graph.values
    bar.leave.click()
    assert not screen.eval_graph.isVisible()


def test_the_analysis_can_be_stopped_and_goes_on_later(qtbot, tmp_path, monkeypatch):
    fake = FakeWorker()
    monkeypatch.setattr(computer.ComputerWorker, "instance", classmethod(lambda cls: fake))
    screen = make_screen(qtbot, tmp_path, seats=HUMANS)
    play_to_the_end(qtbot, screen)
    screen.enter_review()
    answers = []
    fake.answered.connect(lambda job, verdict: answers.append(job))   # after the screen's slot
    screen.analyse()
    assert screen.review_bar.analyse_button.text() == "Stop"
    screen.review_bar.analyse_button.click()           # before any answer arrived
    assert not screen.analysis.running and fake.cancelled
    assert screen.review_bar.analyse_button.text() == "Analyse"
    qtbot.waitUntil(lambda: len(answers) == fake.jobs > 0)   # every answer came back …
    assert screen.analysis.verdicts == {}              # … and those of cancelled jobs are dropped
    screen.review_bar.analyse_button.click()
    qtbot.waitUntil(lambda: not screen.analysis.running, timeout=10_000)
    assert len(screen.analysis.verdicts) == len(screen.session.history)


def test_the_review_describes_the_position_shown_and_judges_the_next_move(
        qtbot, tmp_path, monkeypatch):
    """The panel's announcement line tells the move that led to the position shown (as the
    slider counts it), never the live game's end; the bold line names the next move, the one
    judged (and whose better move the board shows)."""
    fake = FakeWorker()
    monkeypatch.setattr(computer.ComputerWorker, "instance", classmethod(lambda cls: fake))
    screen = make_screen(qtbot, tmp_path, seats=HUMANS)
    play_to_the_end(qtbot, screen)
    live = screen.side_panel.announcement.text()
    total = len(screen.session.history)
    screen.result_panel.review_button.click()
    bar = screen.review_bar
    bar.analyse_button.click()
    qtbot.waitUntil(lambda: len(screen.analysis.verdicts) == total, timeout=10_000)
    bar.slider.setValue(3)
    assert bar.position.text() == f"Move 3 of {total}"
    said = screen.side_panel.announcement.text()
    assert said == f"Move 3: {screen.move_words(2)}"
    assert said != live and "wins" not in said and "draw" not in said.lower()
    assert screen.side_panel.status.text().startswith(
        f"Next: move 4 was {screen.move_text(screen.session.history[3])}. ")
    bar.slider.setValue(0)
    assert screen.side_panel.announcement.text() == "The start of the game."
    bar.slider.setValue(total)
    assert screen.side_panel.announcement.text().startswith(f"Move {total}: ")
    bar.leave.click()
    assert screen.side_panel.announcement.text() == live
