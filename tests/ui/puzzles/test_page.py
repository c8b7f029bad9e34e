"""The Puzzles page: on the start page and in the Game menu; it lists the puzzles of a game and
difficulty with what is solved, chooses the daily puzzle by the date, opens a puzzle on its game's
screen, goes on with Next and back; the progress shows in Statistics."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtCore import Qt

from tests.helpers.puzzles import lsd_puzzle, qwirkle_puzzle
from tilegames import puzzles
from tilegames.controller.puzzle import PuzzleSession
from tilegames.games import GAMES
from tilegames.storage.progress import Progress
from tilegames.ui.main_window import MainWindow
from tilegames.ui.puzzles.page import PuzzlesPage
from tilegames.ui.puzzles.parts import PuzzleParts
from tilegames.ui.statistics_dialog import StatisticsDialog


def loader(game: str) -> list:
    """Every game's puzzles: Kulami's shipped ones, one of each other game."""
    if game == "kulami":
        return puzzles.load("kulami")
    return [lsd_puzzle()] if game == "lsd" else [qwirkle_puzzle()]


def a_kulami_day(after: date = date(2026, 12, 1)) -> date:
    """A day whose daily puzzle is a Kulami one (the date picks the game too)."""
    day = after
    while GAMES[day.toordinal() % len(GAMES)] != "kulami":
        day += timedelta(days=1)
    return day


@pytest.fixture
def page(app, qtbot, tilegames_home):
    day = a_kulami_day()
    page = PuzzlesPage(load=loader, daily=lambda d: puzzles.daily(d, "kulami"),
                       today=lambda: day)
    qtbot.addWidget(page)
    page.resize(900, 700)
    page.show()
    return page


@pytest.fixture
def window(app, settings, qtbot, monkeypatch):
    monkeypatch.setattr(PuzzleSession, "STEP_MS", 1)
    monkeypatch.setattr(PuzzleSession, "BACK_MS", 1)
    settings.update({"computer_delay_ms": 0, "animations": False})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    return window


def listed(page: PuzzlesPage) -> list[str]:
    return [page.puzzle_list.item(row).data(Qt.ItemDataRole.UserRole).id
            for row in range(page.puzzle_list.count())]


def test_the_page_lists_and_filters_by_game_and_difficulty(page):
    every = puzzles.load("kulami")
    page.select("kulami")
    assert listed(page) == [p.id for p in every]
    page.select("kulami", 2)
    assert listed(page) == [p.id for p in every if p.difficulty == 2]
    assert page.level_combo.currentText() == \
        f"Medium (0 of {sum(p.difficulty == 2 for p in every)} solved)"
    page.select("qwirkle")
    assert listed(page) == [qwirkle_puzzle().id]
    assert "Qwirkle (0 of 1 solved)" in [page.game_combo.itemText(i)
                                        for i in range(page.game_combo.count())]


def test_the_page_shows_what_is_solved(page):
    every = puzzles.load("kulami")
    solved = [p for p in every if p.difficulty == 1][:3]
    progress = Progress()
    for puzzle in solved:
        progress.solve("kulami", puzzle.id, puzzle.difficulty)
    page.select("kulami", 1)
    page.refresh()
    texts = [page.puzzle_list.item(row).data(Qt.ItemDataRole.AccessibleTextRole)
             for row in range(page.puzzle_list.count())]
    assert sum(text.endswith("— solved") for text in texts) == 3
    assert page.level_combo.currentText().startswith("Easy (3 of ")
    with_counts = page.game_combo.itemText(page.game_combo.findData("kulami"))
    assert with_counts == f"Kulami (3 of {len(every)} solved)"
    unsolved = next(p for p in every if p.difficulty == 1 and p not in solved)
    with_chosen = []
    page.puzzleChosen.connect(lambda puzzle, daily: with_chosen.append((puzzle, daily)))
    page.unsolved_button.click()
    assert with_chosen == [(unsolved, None)]
    assert page.next_after(solved[0]) == unsolved


def test_a_file_that_cannot_be_read_is_said_and_the_rest_stays(app, qtbot, tilegames_home):
    def broken(game):
        if game == "lsd":
            raise puzzles.PuzzleFileError("the puzzle file lsd.json is missing")
        return loader(game)

    page = PuzzlesPage(load=broken, daily=lambda d: puzzles.daily(d, "kulami"))
    qtbot.addWidget(page)
    page.show()
    assert page.game == "kulami"           # the first game with puzzles
    page.select("lsd")
    assert page.problem.isVisible() and "lsd.json is missing" in page.problem.text()
    assert page.puzzle_list.count() == 0
    page.select("kulami")
    assert not page.problem.isVisible() and page.puzzle_list.count()


def test_the_daily_puzzle_is_chosen_by_the_date(app, qtbot, tilegames_home):
    first = a_kulami_day()
    second = a_kulami_day(first + timedelta(days=1))
    for day in (first, second):
        page = PuzzlesPage(load=loader, today=lambda day=day: day)   # the real daily()
        qtbot.addWidget(page)
        assert page.daily_puzzle == puzzles.daily(day) and page.daily_day == day
        assert puzzles.daily(day).goal.format(**puzzles.daily(day).goal_params) \
            in page.daily_goal.text()
        chosen: list = []
        page.puzzleChosen.connect(lambda puzzle, daily, into=chosen: into.append((puzzle, daily)))
        page.daily_button.click()
        assert chosen == [(puzzles.daily(day), day)]
    assert puzzles.daily(first) != puzzles.daily(second)


def test_the_daily_streak_is_shown(page):
    day = page.daily_day
    progress = Progress()
    for back in (1, 2):
        progress.solve("kulami", f"k{back}", 1, day=day - timedelta(days=back), daily=True)
    page.refresh()
    assert "Streak: 2 day" in page.daily_state.text()     # "days" once the .qm has the plural
    assert page.daily_button.text() == "Solve today's puzzle"
    progress.solve("kulami", page.daily_puzzle.id, 1, day=day, daily=True)
    page.refresh()
    assert "Solved today." in page.daily_state.text() and "3 day" in page.daily_state.text()


def test_the_start_page_and_the_game_menu_open_the_page(window):
    window.start_page.puzzles.button.click()
    assert window.stack.currentWidget() is window.puzzles_area
    assert window.windowTitle().startswith("Puzzles")
    window.puzzles_page.back_button.click()
    assert window.stack.currentWidget() is window.start_area
    assert window.puzzles_action in window.game_menu.actions()
    window.puzzles_action.trigger()
    assert window.stack.currentWidget() is window.puzzles_area


def test_a_puzzle_opens_solves_and_next_goes_on(window, qtbot, tilegames_home):
    window.show_puzzles()
    page = window.puzzles_page
    page.select("kulami", 1)
    page.open_selected()
    screen = window.screen_widget
    assert isinstance(screen, PuzzleParts) and screen.key == "kulami"
    first = screen.puzzle
    assert first == puzzles.load("kulami")[0]
    session = screen.session
    with qtbot.waitSignal(session.playedOut, timeout=10_000):
        screen.cell_chosen(first.answers[0].cell)
    assert Progress().is_solved("kulami", first.id)
    assert not window.save_action.isEnabled() and not window.save_as_action.isEnabled()
    screen.puzzle_panel.next_button.click()
    qtbot.waitUntil(lambda: window.screen_widget is not screen, timeout=10_000)
    following = window.screen_widget
    assert isinstance(following, PuzzleParts) and following.puzzle != first
    assert following.puzzle.difficulty == first.difficulty
    following.puzzle_panel.back_button.click()
    assert window.screen_widget is None and window.stack.currentWidget() is window.puzzles_area
    assert page.puzzle_list.item(0).text().startswith("✓")


def test_statistics_show_the_puzzles_solved_and_the_streak(app, qtbot, tilegames_home):
    progress = Progress()
    today = date.today()
    progress.solve("kulami", "a", 1, day=today - timedelta(days=1), daily=True)
    progress.solve("kulami", "b", 2, day=today, daily=True)
    progress.solve("kulami", "c", 2, day=today)
    progress.solve("lsd", "d", 3, day=today)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("kulami"))
    assert dialog.puzzles.text() == "Kulami puzzles solved: 3 (Easy: 1, Medium: 2, Hard: 0)"
    assert dialog.daily.text() == \
        "Daily puzzles solved: 2. Streak: 2 (longest: 2)."
    dialog.game.setCurrentIndex(dialog.game.findData("lsd"))
    assert dialog.puzzles.text() == "LSD puzzles solved: 1 (Easy: 0, Medium: 0, Hard: 1)"


def test_a_damaged_progress_file_is_said_when_the_page_opens(window, tilegames_home):
    from tilegames.storage import paths

    path = paths.data_dir() / "puzzles.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{broken", encoding="utf-8")
    window.show_puzzles()
    assert "puzzles.json.bad" in window.statusBar().currentMessage()
    assert (path.parent / "puzzles.json.bad").read_text(encoding="utf-8") == "{broken"


def _first_strong_outside_isolates(text: str) -> str:
    """The bidirectional class ("L" or "R") of the first strong letter of ``text`` that is not
    inside an isolate (FSI/LRI/RLI … PDI): what sets the paragraph's direction."""
    import unicodedata

    depth = 0
    for char in text:
        if char in "\u2066\u2067\u2068":
            depth += 1
        elif char == "\u2069":
            depth = max(0, depth - 1)
        elif depth == 0 and unicodedata.bidirectional(char) in ("L", "R", "AL"):
            return "L" if unicodedata.bidirectional(char) == "L" else "R"
    return ""


def test_the_daily_line_keeps_a_right_to_left_sentence_when_the_game_name_is_latin(
        app, qtbot, tilegames_home):
    page = PuzzlesPage(load=loader, daily=lambda d: lsd_puzzle(), today=lambda: date(2026, 12, 3))
    qtbot.addWidget(page)
    page.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    page.refresh()
    text = page.daily_goal.text()
    assert "\u2068LSD\u2069" in text     # the Latin name isolated: it does not lead the line
    page.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    page.refresh()
    assert _first_strong_outside_isolates(page.daily_goal.text()) == "L"


def test_the_list_shows_cells_in_columns_each_with_its_number_and_solved_mark(page):
    every = puzzles.load("kulami")
    Progress().solve("kulami", every[1].id, every[1].difficulty)
    page.resize(1180, 740)
    page.select("kulami")
    page.refresh()
    listing = page.puzzle_list
    first, second = listing.item(0), listing.item(1)
    assert first.text().startswith("No. 1 · ") and second.text().startswith("✓ No. 2 · ")
    assert second.data(Qt.ItemDataRole.AccessibleTextRole).endswith("— solved")
    # side by side, not one full-width line each
    one, two = listing.visualItemRect(first), listing.visualItemRect(second)
    assert one.top() == two.top() and one.width() < listing.viewport().width() // 2
