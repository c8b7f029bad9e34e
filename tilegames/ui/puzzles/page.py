"""The Puzzles page (the start page's *Puzzles*, Game ▸ Puzzles…): the daily puzzle, and every
puzzle of a game and difficulty chosen, with what is solved.

The page reads the puzzles through ``tilegames.puzzles`` (``load`` and ``daily``; a file that is
missing or damaged is said on the page, and the other games stay) and the player's progress
through ``storage.progress``. It only chooses: ``puzzleChosen(puzzle, daily)`` asks the window to
open the puzzle on its game's screen (``daily``: the day it is the daily puzzle of, else None);
``backRequested`` goes back to the games. ``next_after(puzzle)`` is the puzzle *Next* goes on to.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tilegames.controller.puzzle import translated
from tilegames.games.catalogue import GAMES, game_spec
from tilegames.storage.progress import Progress
from tilegames.ui import theme
from tilegames.ui.puzzles.words import day_text, difficulty_name
from tilegames.ui.table.elided_label import isolated_name
from tilegames.ui.typography import align_leading, scaled_font

Loader = Callable[[str], list[Any]]
Daily = Callable[[date], Any]


def _load(game: str) -> list[Any]:
    from tilegames import puzzles

    return puzzles.load(game)


def _daily(day: date) -> Any:
    from tilegames import puzzles

    return puzzles.daily(day)


class PuzzlesArea(QScrollArea):
    """Shows the ``PuzzlesPage``, scrolling up and down when it needs more height than the
    window has (large text)."""

    def __init__(self, page: PuzzlesPage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzles-area")
        self.page = page
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class PuzzlesPage(QWidget):
    """See the module docstring. ``load(game)``, ``daily(day)`` and ``today()`` are
    ``tilegames.puzzles``'s and the calendar's unless a test gives its own."""

    puzzleChosen = Signal(object, object)     # (puzzle, the day it is the daily of, or None)
    backRequested = Signal()
    noticed = Signal(str)                     # what the progress store had to say (translated)

    def __init__(self, parent: QWidget | None = None, *, load: Loader = _load,
                 daily: Daily = _daily, today: Callable[[], date] = date.today) -> None:
        super().__init__(parent)
        self.setObjectName("puzzles-page")
        self._load, self._daily, self._today = load, daily, today
        self.progress = Progress()
        self._puzzles: dict[str, list[Any]] = {}
        self._errors: dict[str, str] = {}
        self.daily_puzzle: Any = None
        self.daily_day: date | None = None
        self.setAutoFillBackground(True)
        self._paper()
        theme.looks().changed.connect(self._paper)

        self.heading = QLabel()
        self.heading.setFont(scaled_font(self, 2.0, bold=True))
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.backRequested)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignTop)

        # the daily puzzle
        self.daily_box = QFrame()
        self.daily_box.setObjectName("daily")
        self.daily_title = QLabel()
        self.daily_title.setFont(scaled_font(self, 1.3, bold=True))
        self.daily_title.setWordWrap(True)
        self.daily_goal = QLabel()
        self.daily_goal.setWordWrap(True)
        self.daily_state = QLabel()
        self.daily_state.setWordWrap(True)
        self.daily_button = QPushButton()
        self.daily_button.setObjectName("primary")
        self.daily_button.clicked.connect(self.open_daily)
        daily_layout = QVBoxLayout(self.daily_box)
        daily_layout.setContentsMargins(16, 14, 16, 14)
        daily_layout.addWidget(self.daily_title)
        daily_layout.addWidget(self.daily_goal)
        daily_layout.addWidget(self.daily_state)
        daily_layout.addWidget(self.daily_button, 0, Qt.AlignmentFlag.AlignLeading)

        # every puzzle of a game and difficulty
        self.choose_title = QLabel()
        self.choose_title.setFont(scaled_font(self, 1.3, bold=True))
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_label.setBuddy(self.game_combo)
        for game in GAMES:
            self.game_combo.addItem("", game)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        self.level_label.setBuddy(self.level_combo)
        self.level_combo.currentIndexChanged.connect(self._fill_list)
        choose = QGridLayout()
        choose.addWidget(self.game_label, 0, 0)
        choose.addWidget(self.game_combo, 0, 1)
        choose.addWidget(self.level_label, 1, 0)
        choose.addWidget(self.level_combo, 1, 1)
        choose.setColumnStretch(2, 1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        theme.style(self.problem, lambda: f"color: {theme.LOSS.name()};")
        self.problem.hide()
        self.puzzle_list = QListWidget()
        self.puzzle_list.setObjectName("puzzle-list")
        self.puzzle_list.setWordWrap(True)            # long goals, large text: no side scrolling
        self.puzzle_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # one cell per puzzle, in columns as many as the width holds (``_fit_cells``)
        self.puzzle_list.setFlow(QListView.Flow.LeftToRight)
        self.puzzle_list.setWrapping(True)
        self.puzzle_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.puzzle_list.setMovement(QListView.Movement.Static)
        self.puzzle_list.setUniformItemSizes(True)
        self.puzzle_list.setSpacing(2)
        self.puzzle_list.setMinimumHeight(120)
        self.puzzle_list.itemActivated.connect(self._item_activated)
        self.puzzle_list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_selected)
        self.unsolved_button = QPushButton()
        self.unsolved_button.clicked.connect(self.open_first_unsolved)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.unsolved_button)
        buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.daily_box)
        layout.addSpacing(8)
        layout.addWidget(self.choose_title)
        layout.addLayout(choose)
        layout.addWidget(self.problem)
        layout.addWidget(self.puzzle_list, 1)
        layout.addLayout(buttons)
        theme.style(self, _style_sheet)
        self.setTabOrder(self.back_button, self.daily_button)
        self.setTabOrder(self.daily_button, self.game_combo)
        self.setTabOrder(self.game_combo, self.level_combo)
        self.setTabOrder(self.level_combo, self.puzzle_list)
        self.setTabOrder(self.puzzle_list, self.open_button)
        self.setTabOrder(self.open_button, self.unsolved_button)
        self.retranslate()
        first = next((game for game in GAMES if self.puzzles_of(game)), None)
        if first is not None:
            self.select(first)

    def _paper(self) -> None:
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.BACKGROUND)
        self.setPalette(palette)

    # --- reading -----------------------------------------------------------------------------
    def puzzles_of(self, game: str) -> list[Any]:
        """The puzzles of ``game`` ([] when its file cannot be read: ``_errors`` says why)."""
        if game not in self._puzzles:
            try:
                self._puzzles[game] = list(self._load(game))
            except ValueError as exc:          # puzzles.PuzzleFileError
                self._puzzles[game] = []
                self._errors[game] = str(exc)
        return self._puzzles[game]

    @property
    def game(self) -> str:
        return str(self.game_combo.currentData())

    @property
    def difficulty(self) -> int | None:
        data = self.level_combo.currentData()
        return data if isinstance(data, int) and data > 0 else None   # 0: all

    def shown_puzzles(self) -> list[Any]:
        """The puzzles the list shows: the game's, of the difficulty chosen."""
        return [p for p in self.puzzles_of(self.game)
                if self.difficulty is None or p.difficulty == self.difficulty]

    def next_after(self, puzzle: Any) -> Any:
        """The puzzle after ``puzzle`` among those of its game and difficulty that are not
        solved yet (round to the first), else simply the next one; None when there is none."""
        same = [p for p in self.puzzles_of(puzzle.game) if p.difficulty == puzzle.difficulty]
        if not same:
            return None
        ids = [p.id for p in same]
        start = ids.index(puzzle.id) + 1 if puzzle.id in ids else 0
        order = same[start:] + same[:start]
        self.progress.reload()
        return next((p for p in order if p.id != puzzle.id
                     and not self.progress.is_solved(p.game, p.id)), order[0])

    # --- choosing ----------------------------------------------------------------------------
    def select(self, game: str, difficulty: int | None = None) -> None:
        """Show the puzzles of ``game`` (of ``difficulty``: all when None)."""
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        index = self.level_combo.findData(difficulty if difficulty is not None else 0)
        self.level_combo.setCurrentIndex(max(0, index))

    def open_daily(self) -> None:
        if self.daily_puzzle is not None:
            self.puzzleChosen.emit(self.daily_puzzle, self.daily_day)

    def open_selected(self) -> None:
        item = self.puzzle_list.currentItem()
        if item is not None:
            self._item_activated(item)

    def open_first_unsolved(self) -> None:
        shown = self.shown_puzzles()
        found = next((p for p in shown if not self.progress.is_solved(p.game, p.id)), None)
        if found is not None:
            self.puzzleChosen.emit(found, None)

    def _item_activated(self, item: QListWidgetItem) -> None:
        puzzle = item.data(Qt.ItemDataRole.UserRole)
        if puzzle is not None:
            self.puzzleChosen.emit(puzzle, None)

    # --- drawing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the progress again (another copy, a puzzle just solved) and draw everything."""
        self.progress.reload()
        if self.isVisible():         # else kept until shown: the window listens by then
            self._tell_notices()
        self._draw_daily()
        self._draw_games()
        self._fill_levels()
        self._fill_list()

    def _tell_notices(self) -> None:
        for notice in self.progress.notices:
            self.noticed.emit(notice.translated(QCoreApplication.translate))
        self.progress.notices.clear()

    def _game_name(self, game: str) -> str:
        return QCoreApplication.translate("games", game_spec(game).name)

    def _draw_daily(self) -> None:
        today = self._today()
        if self.daily_day != today:
            self.daily_day = today
            try:
                self.daily_puzzle = self._daily(today)
            except ValueError as exc:
                self.daily_puzzle = None
                self._errors["daily"] = str(exc)
        puzzle = self.daily_puzzle
        self.daily_title.setText(self.tr("Daily puzzle: {day}").format(day=day_text(today)))
        streak = self.progress.streak(today)
        solved_today = today in set(self.progress.daily_dates())
        if puzzle is None:
            self.daily_goal.setText(self.tr("Today's puzzle cannot be shown: {why}").format(
                why=self._errors.get("daily", "")))
            self.daily_button.setEnabled(False)
        else:
            # the game's name isolated: a Latin name first ("LSD") must not turn a right-to-left
            # sentence around
            self.daily_goal.setText(self.tr("{game} · {level}: {goal}").format(
                game=isolated_name(self._game_name(puzzle.game), self.isRightToLeft()),
                level=difficulty_name(puzzle.difficulty),
                goal=translated(puzzle.goal, puzzle.goal_params)))
            self.daily_button.setEnabled(True)
        state = [self.tr("Solved today.") if solved_today else
                 self.tr("The same puzzle for everyone today; a new one tomorrow.")]
        if streak:
            state.append(self.tr("Streak: %n day(s) in a row.", "", streak))
        self.daily_state.setText(" ".join(state))
        self.daily_button.setText(self.tr("Solve it again") if solved_today
                                  else self.tr("Solve today's puzzle"))
        self.daily_box.setAccessibleName(self.daily_title.text())
        self.daily_box.setAccessibleDescription(
            f"{self.daily_goal.text()} {self.daily_state.text()}")

    def _draw_games(self) -> None:
        for index in range(self.game_combo.count()):
            game = str(self.game_combo.itemData(index))
            puzzles = self.puzzles_of(game)
            text = self._game_name(game)
            if puzzles:
                text = self.tr("{game} ({solved} of {total} solved)").format(
                    game=text, solved=self._solved_among(puzzles), total=len(puzzles))
            self.game_combo.setItemText(index, text)

    def _solved_among(self, puzzles: list[Any]) -> int:
        return sum(1 for p in puzzles if self.progress.is_solved(p.game, p.id))

    def _game_changed(self) -> None:
        self._fill_levels()
        self._fill_list()

    def _fill_levels(self) -> None:
        """The difficulties of the game chosen, each with its solved count (the choice
        stays)."""
        chosen = self.difficulty
        puzzles = self.puzzles_of(self.game)
        levels = sorted({p.difficulty for p in puzzles})
        combo = self.level_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All ({solved} of {total} solved)").format(
            solved=self._solved_among(puzzles), total=len(puzzles)), 0)
        for level in levels:
            of_level = [p for p in puzzles if p.difficulty == level]
            combo.addItem(self.tr("{level} ({solved} of {total} solved)").format(
                level=difficulty_name(level), solved=self._solved_among(of_level),
                total=len(of_level)), level)
        combo.setCurrentIndex(max(0, combo.findData(chosen if chosen is not None else 0)))
        combo.blockSignals(False)

    def _fill_list(self) -> None:
        game = self.game
        shown = self.shown_puzzles()
        row = self.puzzle_list.currentRow()
        self.puzzle_list.clear()
        numbers = {p.id: n for n, p in enumerate(self.puzzles_of(game), 1)}
        for puzzle in shown:
            solved = self.progress.is_solved(puzzle.game, puzzle.id)
            goal = translated(puzzle.goal, puzzle.goal_params)
            level = difficulty_name(puzzle.difficulty)
            text = self.tr("{number}. {level}: {goal}").format(
                number=numbers[puzzle.id], level=level, goal=goal)
            if solved:
                text = self.tr("{puzzle} — solved").format(puzzle=text)
            # a cell: the number and difficulty first (what tells puzzles apart), the goal under
            head = self.tr("No. {number} · {level}").format(number=numbers[puzzle.id],
                                                            level=level)
            item = QListWidgetItem(("✓ " if solved else "") + head + "\n" + goal)
            item.setData(Qt.ItemDataRole.UserRole, puzzle)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
            item.setToolTip(goal)
            self.puzzle_list.addItem(item)
        self._fit_cells([translated(p.goal, p.goal_params) for p in shown])
        if shown:
            self.puzzle_list.setCurrentRow(min(max(row, 0), len(shown) - 1))
        error = self._errors.get(game, "")
        self.problem.setText(self.tr("The puzzles of {game} cannot be shown: {why}").format(
            game=self._game_name(game), why=error) if error else "")
        self.problem.setVisible(bool(error))
        self._update_buttons()

    def _fit_cells(self, goals: list[str]) -> None:
        """All cells alike: wide enough for about 44 characters (a goal wraps to two lines at
        most), high enough for the heading line and two lines of goal."""
        metrics = self.puzzle_list.fontMetrics()
        widest = max((metrics.horizontalAdvance(goal) for goal in goals), default=0)
        width = max(metrics.averageCharWidth() * 22,
                    min(widest + 24, metrics.averageCharWidth() * 44))
        lines = 1 + (2 if widest + 24 > width else 1)
        self.puzzle_list.setGridSize(QSize(width, metrics.lineSpacing() * lines + 14))

    def _update_buttons(self) -> None:
        self.open_button.setEnabled(self.puzzle_list.currentItem() is not None)
        self.unsolved_button.setEnabled(any(not self.progress.is_solved(p.game, p.id)
                                            for p in self.shown_puzzles()))

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Puzzles"))
        self.back_button.setText(self.tr("Back to the games"))
        self.choose_title.setText(self.tr("Choose a puzzle"))
        self.game_label.setText(self.tr("&Game:"))
        self.level_label.setText(self.tr("&Difficulty:"))
        self.open_button.setText(self.tr("Solve this puzzle"))
        self.unsolved_button.setText(self.tr("First unsolved"))
        self.puzzle_list.setAccessibleName(self.tr("Puzzles"))
        self.daily_button.setAccessibleDescription(self.tr("Opens today's puzzle on its board"))
        for label in (self.heading, self.daily_title, self.daily_goal, self.daily_state,
                      self.choose_title, self.problem):
            align_leading(label)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()


def _style_sheet() -> str:
    return f"""
    QLabel {{ color: {theme.TEXT.name()}; }}
    QFrame#daily {{
        background: {theme.CARD.name()};
        border: 1px solid {theme.CARD_BORDER.name()};
        border-radius: 12px;
    }}
    QPushButton#primary {{
        background: {theme.ACCENT.name()};
        border: 1px solid {theme.ACCENT.name()};
        border-radius: 7px;
        color: {theme.CARD.name()};
        font-weight: bold;
        padding: 7px 16px;
    }}
    QPushButton#primary:hover {{ background: {theme.ACCENT_HOVER.name()}; }}
    QPushButton#primary:disabled {{
        background: {theme.CARD_BORDER.name()};
        border-color: {theme.CARD_BORDER.name()};
        color: {theme.TEXT_MUTED.name()};
    }}
    """
