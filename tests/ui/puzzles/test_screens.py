"""Solving a puzzle on each game's own screen: a right move solves it and is kept, a wrong one
is answered with its reason and its line and goes back to the puzzle, the hint marks the hint
cell, the solution is played out; nothing is undone, saved, autosaved or counted."""

from __future__ import annotations

import pytest

from tests.helpers.hosts import FakeHost
from tests.helpers.lessons import make_settings
from tests.helpers.puzzles import PUZZLES, Refuted, kulami_puzzle, wrong_move
from tilegames import puzzles
from tilegames.controller.puzzle import SHOWN, SOLVED, SOLVING, PuzzleSession
from tilegames.games import GAMES
from tilegames.storage import autosave
from tilegames.storage.progress import Progress
from tilegames.ui.puzzles.parts import PuzzleParts
from tilegames.ui.registry import make_puzzle_screen


@pytest.fixture(autouse=True)
def quick_lines(monkeypatch):
    """Lines played out without the pauses a person needs."""
    monkeypatch.setattr(PuzzleSession, "STEP_MS", 1)
    monkeypatch.setattr(PuzzleSession, "BACK_MS", 1)


def puzzle_screen(qtbot, tmp_path, puzzle, **kwargs) -> PuzzleParts:
    screen = make_puzzle_screen(FakeHost(make_settings(tmp_path)), puzzle,
                                progress=Progress(), **kwargs)
    qtbot.addWidget(screen)
    screen.resize(1100, 720)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def session_of(screen: PuzzleParts) -> PuzzleSession:
    assert isinstance(screen.session, PuzzleSession)
    return screen.session


@pytest.mark.parametrize("game", GAMES)
def test_each_game_opens_its_puzzle_with_its_goal_and_everyone_a_person(qtbot, tmp_path, game):
    puzzle = PUZZLES[game]()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    assert screen.key == game and session.state.to_dict() == puzzle.state.to_dict()
    assert all(not seat.is_computer for seat in session.seats)
    assert session.human_to_move()
    panel = screen.puzzle_panel
    assert panel is not None and panel.isVisible()
    assert panel.goal.text() == puzzle.goal.format(**puzzle.goal_params)
    assert panel.goal.accessibleName() == panel.goal.text()
    assert all(button.text() for button in panel.buttons())
    assert screen.save_data() is None and screen.undo_action not in screen.game_actions()


@pytest.mark.parametrize("game", GAMES)
def test_a_right_move_solves_and_is_kept(qtbot, tmp_path, tilegames_home, game):
    puzzle = PUZZLES[game]()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        assert session.request_move(puzzle.answers[0])
    assert session.phase == SOLVED and not session.human_to_move()
    assert session.history == (puzzle.answers[0], *puzzle.judge(puzzle.answers[0]).line)
    assert screen.puzzle_panel is not None
    assert screen.puzzle_panel.verdict.text().startswith("Solved!")
    assert Progress().is_solved(game, puzzle.id)
    assert autosave.unfinished().games == []      # a puzzle is no game to continue


def test_a_wrong_move_shows_why_plays_its_line_and_goes_back(qtbot, tmp_path, tilegames_home):
    puzzle = Refuted(kulami_puzzle())
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    wrong = wrong_move(puzzle)
    reply = puzzle.judge(wrong).line[0]
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        assert session.request_move(wrong)
    assert session.history == (wrong, reply)          # the refutation played out
    verdict = screen.puzzle_panel.verdict
    assert verdict.isVisible() and verdict.text() == \
        "Not this one. Your opponent answers at there."
    assert not session.request_move(session.state.legal_moves()[0])   # it is shown: no moves
    with qtbot.waitSignal(session.backToStart, timeout=10_000):
        pass
    assert session.phase == SOLVING and session.history == ()
    assert session.state.to_dict() == puzzle.state.to_dict() and session.human_to_move()
    assert screen.side_panel.announcement.text().startswith("The puzzle's position again.")
    assert not Progress().is_solved("kulami", puzzle.id)
    assert autosave.unfinished().games == []


def test_the_judges_reason_is_shown_filled_in(qtbot, tmp_path):
    puzzle = kulami_puzzle()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    wrong = wrong_move(puzzle)
    judgement = puzzle.judge(wrong)
    session = session_of(screen)
    with qtbot.waitSignal(session.backToStart, timeout=10_000):
        session.request_move(wrong)
    assert screen.puzzle_panel.verdict.text() == \
        "Not this one. " + judgement.reason.format(**judgement.params)


def test_an_illegal_move_is_refused_with_the_engines_reason(qtbot, tmp_path):
    puzzle = kulami_puzzle()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    taken = next(cell for cell in puzzle.state.board.cells
                 if puzzle.state.marble_at(cell) is not None)
    screen.cell_chosen(taken)
    assert session.history == () and screen.host.status


def test_the_hint_marks_the_hint_cell(qtbot, tmp_path):
    puzzle = kulami_puzzle()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    ring = screen.view.board_scene().hint_ring
    assert not ring.isVisible()
    screen.puzzle_panel.hint_button.click()
    assert ring.isVisible()
    assert screen.view.board_scene().cell_at(ring.pos()) == tuple(puzzle.hint_cell)
    assert "Hint" in screen.host.status


def test_the_lsd_hint_rings_its_cell(qtbot, tmp_path):
    puzzle = PUZZLES["lsd"]()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    screen.hint_action.trigger()
    assert screen._marks is not None and screen._marks.cells == (tuple(puzzle.hint_cell),)


def test_the_qwirkle_hint_shows_the_first_tile_on_its_cell_and_only_the_movers_rack(qtbot,
                                                                                 tmp_path):
    puzzle = PUZZLES["qwirkle"]()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    assert not screen.handover_pending()
    assert screen.shown_state().rack_seat == puzzle.state.current_player
    hinted = []
    screen.draw_hint = hinted.append
    screen.hint()
    [move] = [m for m in hinted if m is not None]
    assert len(move.tiles) == 1 and move.tiles[0][:2] == tuple(puzzle.hint_cell)


def test_show_solution_plays_it_out_and_does_not_count(qtbot, tmp_path, tilegames_home):
    puzzle = kulami_puzzle()
    solution = puzzle.solution()
    assert solution.line, "the test needs a solution with a line"
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        screen.puzzle_panel.solution_button.click()
    assert session.phase == SHOWN
    assert session.history == (puzzle.answers[0], *solution.line)
    assert screen.puzzle_panel.verdict.text() == \
        "Solution: " + solution.reason.format(**solution.params)
    assert screen.puzzle_panel.again_button.isVisible()
    assert not Progress().is_solved("kulami", puzzle.id)
    screen.puzzle_panel.again_button.click()          # and then try it oneself
    assert session.phase == SOLVING and session.history == ()


def test_next_and_back_ask_the_window(qtbot, tmp_path):
    puzzle = kulami_puzzle()
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    with qtbot.waitSignal(screen.nextRequested) as asked:
        screen.puzzle_panel.next_button.click()
    assert asked.args == [puzzle]
    with qtbot.waitSignal(screen.backRequested):
        screen.puzzle_panel.back_button.click()


def test_the_keyboard_reaches_the_board_and_the_puzzles_buttons(qtbot, tmp_path):
    screen = puzzle_screen(qtbot, tmp_path, kulami_puzzle())
    parts = [target for _part, target in screen.focus_regions()]
    assert parts[0] is screen.view and parts[-1] is screen.puzzle_panel.hint_button


def test_a_daily_puzzle_solved_counts_for_the_streak(qtbot, tmp_path, tilegames_home):
    from datetime import date

    puzzle = kulami_puzzle()
    screen = puzzle_screen(qtbot, tmp_path, puzzle, daily=date.today())
    assert "Daily puzzle" in screen.puzzle_panel.title.text()
    session = session_of(screen)
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        session.request_move(puzzle.answers[0])
    assert Progress().streak(date.today()) == 1


def test_an_lsd_puzzle_of_four_has_four_people(qtbot, tmp_path):
    from tests.helpers.puzzles import lsd_puzzle

    puzzle = lsd_puzzle(players=4)
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    assert len(session.seats) == 4 and all(not seat.is_computer for seat in session.seats)
    assert len(screen.side_panel.cards) == 4


def test_nothing_is_undone_or_redone(qtbot, tmp_path):
    puzzle = Refuted(kulami_puzzle())
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        session.request_move(wrong_move(puzzle))
    played = session.history
    screen.undo()
    screen.redo()
    assert session.history == played and not session.can_undo() and not session.can_redo()
    assert not screen.undo_action.isEnabled() and not screen.redo_action.isEnabled()


def test_a_wrong_lsd_move_is_refuted_on_the_board(qtbot, tmp_path, tilegames_home):
    from tests.helpers.puzzles import lsd_puzzle

    puzzle = lsd_puzzle(kind="win-in-2")
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    session = session_of(screen)
    wrong = next(m for m in puzzle.state.legal_moves()
                 if m not in puzzle.answers and puzzle.judge(m).line)
    refutation = puzzle.judge(wrong).line
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        session.request_move(wrong)
    assert session.history == (wrong, *refutation)
    assert screen.puzzle_panel.verdict.text().startswith("Not this one. Your opponent can")
    with qtbot.waitSignal(session.backToStart, timeout=10_000):
        pass
    assert session.history == ()


def test_a_qwirkle_puzzle_that_cannot_exchange_never_mentions_exchanging(qtbot, tmp_path):
    puzzle = next(p for p in puzzles.load("qwirkle") if p.state.bag_size() == 0)
    screen = puzzle_screen(qtbot, tmp_path, puzzle)
    rack = screen.below.rack
    assert rack.isVisible() and not rack.exchange_button.isVisible()
    assert rack.message.text() and "exchange" not in rack.message.text()
