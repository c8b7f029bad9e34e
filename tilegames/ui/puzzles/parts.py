"""What every puzzle screen adds to its game's screen (``PuzzleParts``, put first among the
bases, as ``ui/learn``'s ``LessonParts``): a ``PuzzleSession`` instead of a game's, and above the
seats the ``PuzzlePanel`` — the puzzle's title and goal, what the last move tried was worth, and
*Hint*, *Show solution*, *Try again*, *Next* and *Back to the puzzles*.

A puzzle screen is the game's own screen, so the puzzle is solved on the real board with the
game's own controls. It writes no autosave and no statistics, has nothing to save, and offers no
undo or redo; the table's hint (H) shows the puzzle's hint cell instead of asking the computer.
The side panel stays beside the board also when a line ends the game (no result panel: its
"play again" and review belong to games).

A game's puzzle screen (``ui/<game>/puzzle.py``) sets ``puzzle`` with ``init_puzzle`` before its
screen's ``__init__`` runs, starts its ``StartedGame`` with ``puzzle_session()``, calls
``start_puzzle()`` once built, and may give ``puzzle_hint_move`` (the hint drawn with the game's
own ``draw_hint``; without it the hint cell is ringed).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tilegames.controller.puzzle import PLAYING, SHOWN, SOLVED, Puzzle, PuzzleSession, translated
from tilegames.controller.session import Change, GameSession
from tilegames.games.catalogue import game_spec
from tilegames.storage.progress import Progress
from tilegames.ui import theme
from tilegames.ui.game_screen import GameScreen, SaveData
from tilegames.ui.learn.bubble import LessonMarks
from tilegames.ui.puzzles.words import day_text, difficulty_name
from tilegames.ui.table.screen import TableScreen
from tilegames.ui.typography import align_leading, scaled_font


class PuzzlePanel(QWidget):
    """The puzzle's title, goal and verdict, and its buttons (the screen fills them in)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle-panel")
        self.title = QLabel()
        self.title.setWordWrap(True)
        theme.style(self.title, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.goal = QLabel()
        self.goal.setObjectName("puzzle-goal")
        self.goal.setWordWrap(True)
        self.goal.setFont(scaled_font(self.goal, 1.2, bold=True))
        self.goal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.verdict = QLabel()
        self.verdict.setObjectName("puzzle-verdict")
        self.verdict.setWordWrap(True)
        self.verdict.hide()
        self.hint_button = QPushButton()
        self.solution_button = QPushButton()
        self.again_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setObjectName("primary")
        self.back_button = QPushButton()
        first = QHBoxLayout()
        first.setContentsMargins(0, 0, 0, 0)
        first.addWidget(self.hint_button)
        first.addWidget(self.solution_button)
        first.addWidget(self.again_button)
        second = QHBoxLayout()
        second.setContentsMargins(0, 0, 0, 0)
        second.addWidget(self.next_button)
        second.addWidget(self.back_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.goal)
        layout.addWidget(self.verdict)
        layout.addLayout(first)
        layout.addLayout(second)

    def buttons(self) -> list[QPushButton]:
        return [self.hint_button, self.solution_button, self.again_button, self.next_button,
                self.back_button]

    def show_verdict(self, text: str, good: bool | None) -> None:
        """``text`` under the goal: green for a solved puzzle, red for a wrong move, plain for
        the solution shown ("" hides it)."""
        colour = (theme.TEXT if good is None else theme.HEADING if good else theme.LOSS)
        theme.style(self.verdict, lambda: f"color: {colour.name()}; font-weight: bold;")
        self.verdict.setText(text)
        self.verdict.setVisible(bool(text))
        self.verdict.setAccessibleName(text)


class PuzzleParts(TableScreen):
    """What every puzzle screen adds to its game's screen (see the module docstring).

    ``nextRequested(puzzle)``: the player wants the puzzle after this one; ``backRequested``:
    back to the Puzzles page."""

    nextRequested = Signal(object)
    backRequested = Signal()

    savable = False      # Game ▸ Save does not apply: a puzzle is not a game to continue
    puzzle: Puzzle
    daily: date | None = None
    progress: Progress | None = None
    puzzle_panel: PuzzlePanel | None = None
    _hint_shown = False
    _marks: LessonMarks | None = None
    _verdict: tuple[str, bool | None] = ("", None)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The game screen's words in the context of the class that says them (a puzzle
        screen is a subclass; PySide looks a plural up in the instance's own class only)."""
        untranslated = QCoreApplication.translate("", text, disambiguation, n)
        for cls in type(self).__mro__:
            if cls is GameScreen:
                break
            found = QCoreApplication.translate(cls.__name__, text, disambiguation, n)
            if found != untranslated:
                return found
        return untranslated

    def init_puzzle(self, puzzle: Puzzle, daily: date | None = None,
                    progress: Progress | None = None) -> None:
        """The puzzle to show (before the game screen's ``__init__``); ``daily``: it is the
        daily puzzle of that day; ``progress``: where a solved puzzle is kept."""
        self.puzzle = puzzle
        self.daily = daily
        self.progress = progress

    def puzzle_session(self) -> PuzzleSession:
        """A session of the puzzle (autosaving off from the start)."""
        self.autosaves = False
        session = PuzzleSession(self.puzzle, settings=self.settings, progress=self.progress,
                                daily=self.daily)
        return session

    def start_puzzle(self) -> None:
        """Once the game's screen is built: the puzzle panel above the seats, its actions."""
        panel = self.puzzle_panel = PuzzlePanel()
        self.side_panel.add_top(panel)
        panel.hint_button.clicked.connect(self.hint)
        panel.solution_button.clicked.connect(self.show_solution)
        panel.again_button.clicked.connect(self.try_again)
        panel.next_button.clicked.connect(lambda: self.nextRequested.emit(self.puzzle))
        panel.back_button.clicked.connect(self.backRequested)
        self.solution_action = QAction(self)
        self.solution_action.setShortcut(QKeySequence("Ctrl+L"))
        self.solution_action.triggered.connect(self.show_solution)
        self.next_action = QAction(self)
        self.next_action.setShortcut(QKeySequence("Ctrl+N"))
        self.next_action.triggered.connect(lambda: self.nextRequested.emit(self.puzzle))
        self._connect(self.puzzle_session_now())
        self.retranslate()

    def puzzle_session_now(self) -> PuzzleSession:
        session = self.session
        assert isinstance(session, PuzzleSession)
        return session

    def _connect(self, session: PuzzleSession) -> None:
        session.judged.connect(self._judged)
        session.playedOut.connect(self._played_out)
        session.backToStart.connect(self._back_to_start)
        session.notice.connect(self.host.show_status)

    # --- acting ------------------------------------------------------------------------------
    def hint(self) -> None:
        """The puzzle's hint: its first cell (or tile), marked on the board."""
        session = self.session
        if not isinstance(session, PuzzleSession) or not session.human_to_move():
            return
        self._hint_shown = True
        self.refresh()
        self.tell(self.tr("Hint: the marked cell is where the answer begins."))

    def show_solution(self) -> None:
        session = self.session
        if isinstance(session, PuzzleSession):
            self._hint_shown = False
            session.show_solution()

    def try_again(self) -> None:
        session = self.session
        if isinstance(session, PuzzleSession):
            session.back()

    def _judged(self, judgement: Any, solution: bool) -> None:
        text = translated(judgement.reason, judgement.params)
        if solution:
            self._verdict = (self.tr("Solution: {reason}").format(reason=text), None)
        elif judgement.solved:
            self._verdict = (self.tr("Solved! {reason}").format(reason=text), True)
        else:
            self._verdict = (self.tr("Not this one. {reason}").format(reason=text), False)
        self._hint_shown = False
        self._draw_panel()
        self.say(self._verdict[0], self.puzzle_panel.verdict if self.puzzle_panel else None)

    def _played_out(self, judgement: Any) -> None:
        self._draw_panel()

    def _back_to_start(self) -> None:
        text, good = self._verdict
        if good is False:
            self.tell(self.tr("Back to the puzzle: try again."))
        self._draw_panel()

    # --- drawing -----------------------------------------------------------------------------
    def puzzle_hint_move(self) -> Any:
        """The move whose drawing (``draw_hint``) shows the hint, or None: the hint cell is
        ringed."""
        return None

    def refresh(self, change: Change[object] | None = None) -> None:
        super().refresh(change)
        if self.puzzle_panel is None:
            return
        self.panels.setCurrentWidget(self.side_panel)   # a line may end the game: no result
        session = self.session
        hinting = (self._hint_shown and isinstance(session, PuzzleSession)
                   and session.human_to_move())
        move = self.puzzle_hint_move() if hinting else None
        if move is not None:
            self.draw_hint(move)
        self._ring(self.puzzle.hint_cell if hinting and move is None else None)
        self._draw_panel()

    def _ring(self, cell: Any) -> None:
        if self.view is None:
            return
        scene = self.view.board_scene()
        if self._marks is None or self._marks.scene() is not scene:
            if cell is None:
                return
            self._marks = LessonMarks()
            scene.addItem(self._marks)
        cells = (tuple(cell),) if isinstance(cell, tuple) and len(cell) == 2 else ()
        self._marks.show_cells(cells, dashed=True)

    def _draw_panel(self) -> None:
        panel = self.puzzle_panel
        session = self.session
        if panel is None or not isinstance(session, PuzzleSession):
            return
        phase = session.phase
        solving = session.human_to_move()
        panel.hint_button.setEnabled(solving)
        panel.solution_button.setEnabled(phase != PLAYING)
        panel.again_button.setVisible(phase in (SOLVED, SHOWN))
        self.hint_action.setEnabled(solving)
        self.solution_action.setEnabled(phase != PLAYING)
        text, good = self._verdict
        panel.show_verdict(text, good)

    def announcement_text(self, change: Change[Any]) -> str:
        """After going back to the puzzle's position: that, and who is to move (not "taken
        back": nothing of a puzzle is undone)."""
        if change.kind != "undo":
            return super().announcement_text(change)
        return " ".join(part for part in (self.tr("The puzzle's position again."),
                                          self.next_words(self.shown_state())) if part)

    def status_text(self, state: Any) -> str:
        session = self.session
        if isinstance(session, PuzzleSession):
            if session.busy:
                return self.tr("Watch what follows on the board…")
            if session.phase == SOLVED:
                return self.tr("Solved. On to the next puzzle?")
            if session.phase == SHOWN:
                return self.tr("That was the solution. Try it yourself, or go on to the next "
                               "puzzle.")
        return super().status_text(state)

    # --- nothing to keep ---------------------------------------------------------------------
    def save_data(self) -> SaveData | None:
        return None           # nothing to save, to autosave or to count

    def game_actions(self) -> list[QAction]:
        return [self.hint_action, self.solution_action, self.next_action]

    def focus_regions(self) -> list[tuple[QWidget, QWidget]]:
        """F6: the board, the game's place under it, then the puzzle's buttons."""
        regions = super().focus_regions()
        panel = self.puzzle_panel
        if panel is None:
            return regions
        first = next((b for b in panel.buttons() if b.isVisible() and b.isEnabled()), None)
        if first is None:
            return regions
        return [r for r in regions if r[0] is not self.panel_column] + [(self.panel_column, first)]

    def retranslate(self) -> None:
        super().retranslate()
        panel = self.puzzle_panel
        if panel is None:
            return
        game = QCoreApplication.translate("games", game_spec(self.puzzle.game).name)
        level = difficulty_name(self.puzzle.difficulty)
        if self.daily is not None:
            panel.title.setText(self.tr("Daily puzzle, {day} · {game} · {level}").format(
                day=day_text(self.daily), game=game, level=level))
        else:
            panel.title.setText(self.tr("{game} puzzle · {level}").format(game=game,
                                                                           level=level))
        panel.goal.setText(translated(self.puzzle.goal, self.puzzle.goal_params))
        panel.goal.setAccessibleName(panel.goal.text())
        panel.hint_button.setText(self.tr("Hint"))
        panel.hint_button.setToolTip(self.tr("Mark where the answer begins (H)"))
        panel.solution_button.setText(self.tr("Show solution"))
        panel.again_button.setText(self.tr("Try again"))
        panel.next_button.setText(self.tr("Next puzzle"))
        panel.back_button.setText(self.tr("All puzzles"))
        panel.back_button.setToolTip(self.tr("Back to the Puzzles page"))
        self.hint_action.setText(self.tr("&Hint"))
        self.solution_action.setText(self.tr("Show &solution"))
        self.next_action.setText(self.tr("&Next puzzle"))
        for label in (panel.title, panel.goal, panel.verdict):
            align_leading(label)
        self._draw_panel()

    def bind(self, session: GameSession) -> None:
        super().bind(session)
        if self.puzzle_panel is not None and isinstance(session, PuzzleSession):
            self._connect(session)
