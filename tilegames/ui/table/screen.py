"""A game screen on the shared table: the board view with the review bar under it, and beside it
the side panel (seats, status, the game's own widgets, facts, moves) or, at the end, the result
panel. One ``GameSession`` at a time; ``bind`` replaces it (play again).

The lifecycle is the table's: a game's screen builds its own parts, then ``begin`` shows its first
game — a new one (``start``: the game's ``start_game``) or a saved one continued (``resume``: the
moves replayed, the game's ``resumed_game`` with its setup, the review where it was saved);
``show_game`` puts a started game on the table (the game's ``show_table``, then ``bind``), and
"play again" starts the same setup again. A save holds the setup and the seed (``save_meta``).

The screen redraws once per change of the session (``GameSession.changed``): ``refresh`` draws the
shown position — the live one, or the one being reviewed — on the board and the panels. A game
fills in the parts that are its own (abstract methods below); everything else lives here: undo and
redo, the hint (H: the move Hard would play, from the person's own view, shown on the board by
``draw_hint``), and in the review of a finished game the analysis (every move judged best, good,
inaccuracy or mistake in the move list, the better move on the board, and for games that set
``EVAL_SCALE`` a graph of the game). From any position of the review the game can be played on as
a new game (``play_on``: the review bar's "Play on from here", and "Play the better move from
here" where the analysis judged the next move a mistake): the players are chosen in a
``PlayOnDialog``, the controller makes the game (``controller.play_on``), and the host shows it as
a game of its own; a game that began so keeps where it began (``origin``) in its saves.
The autosave and the statistics are the controller's
(``controller.keeper``): the screen tells its keeper what a save holds (``save_data``; nothing
while ``autosaves`` is off) and shows what went wrong.

Everyone: F6 and Shift+F6 move the keyboard between the board, the game's place under it (a
supply, a rack: ``below_focus``) and the panel beside it (the move list, the result's buttons, the
review bar). The board view's accessible name is the cell under the cursor in the game's words
(``describe_cell``); after each move, undo or redo the game's ``announcement_text`` (the last move
and who is next) is said to screen readers (``announce``) and stays in the panel's
``announcement`` line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QColor, QKeyEvent, QKeySequence, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tilegames.ai.players import Verdict
from tilegames.controller import play_on as playing_on
from tilegames.controller.analysis import GameAnalysis
from tilegames.controller.computer import ComputerWorker
from tilegames.controller.keeper import GameKeeper
from tilegames.controller.session import Change, GameSession
from tilegames.games.catalogue import game_spec
from tilegames.games.errors import IllegalMoveError
from tilegames.games.history import BEGINNING, Origin
from tilegames.games.protocol import M, Playable, S
from tilegames.storage import saves
from tilegames.storage.saves import SavedGame
from tilegames.ui import announce, theme
from tilegames.ui.game_screen import GameScreen, SaveData, random_seed
from tilegames.ui.numbers import ltr, plain, signed
from tilegames.ui.table.board_scene import BoardScene
from tilegames.ui.table.board_view import ZOOM_STEP, BoardView
from tilegames.ui.table.elided_label import has_right_to_left
from tilegames.ui.table.eval_graph import EvalGraph
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.move_list import MoveRow
from tilegames.ui.table.play_on_dialog import PlayOnDialog
from tilegames.ui.table.result_panel import ResultPanel, ResultView
from tilegames.ui.table.review_bar import ReviewBar
from tilegames.ui.table.seats import SeatInfo
from tilegames.ui.table.side_panel import SidePanel
from tilegames.ui.table.style import panel_style_sheet

PANEL_WIDTH = 300
PANEL_CHARS = 50             # the panels' width in average characters (large text: wider)
PANEL_SHARE = 0.4            # … but at most this share of the screen's width


class Setup(Protocol):
    """A game's new-game choices (each game's ``game_setup`` has one)."""

    def to_dict(self) -> dict[str, object]: ...


class Table(Protocol):
    """What a screen shows of a position (a state, or what one seat may see of it)."""

    @property
    def current_player(self) -> int: ...

    def is_over(self) -> bool: ...


Sh = TypeVar("Sh", bound=Table)    # what a game's screen draws: its State, or its own picture


class Started(Protocol):
    """A setup made concrete: the seed used and the session (each game's ``StartedGame``)."""

    @property
    def setup(self) -> Setup: ...

    @property
    def seed(self) -> int | str: ...

    @property
    def session(self) -> GameSession: ...


class TableScreen(GameScreen, Generic[S, M, Sh]):
    """The shared frame of a game screen: ``S`` its game's State, ``M`` its move type, ``Sh`` what
    it draws (``shown_state``: the State itself, or the game's own picture of what may be seen).
    Subclasses implement the methods marked "game"."""

    ROUNDS = True        # the move list in rounds (one column per seat), else a log
    EVAL_SCALE: float | None = None   # the value at the top of the evaluation graph (no graph)
    MARKS = {"best": " !", "good": "", "inaccuracy": " ?!", "mistake": " ?"}
    keeper: GameKeeper | None = None  # the autosave and statistics of the game bound

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.settings = host.settings
        self.session: GameSession[S, M] | None = None
        self.view: BoardView | None = None
        self._review: int | None = None   # moves shown while reviewing, else None
        self._note = ""                   # a computer's error, shown with the next change
        self.analysis: GameAnalysis[S, M] | None = None
        self.autosaves = True             # off for a screen that must not touch the user's files
        self.origin: Origin = BEGINNING   # where the game began (played on from another)

        self._board_box = QVBoxLayout()
        self._board_box.setContentsMargins(0, 0, 0, 0)
        self._board_box.setSpacing(0)
        self.below_board = QVBoxLayout()     # the game's own place under the board (a rack)
        self.below_board.setContentsMargins(0, 0, 0, 0)
        self.review_bar = ReviewBar()
        self.review_bar.hide()
        self.review_bar.stepped.connect(self._review_step)
        self.review_bar.left.connect(self.leave_review)
        self.review_bar.analyse.connect(self.analyse)
        self.review_bar.stopAnalysis.connect(self.stop_analysis)
        self.review_bar.playOn.connect(self.play_on)
        self.review_bar.playBetter.connect(lambda: self.play_on(better=True))
        self.side_panel = SidePanel(self.ROUNDS)
        self.side_panel.moves.movePointed.connect(self._show_pointed)
        self.eval_graph = EvalGraph()
        self.eval_graph.hide()
        self.side_panel.add_extra(self.eval_graph)
        self.result_panel = ResultPanel()
        self.result_panel.playAgain.connect(self.play_again)
        self.result_panel.newGame.connect(lambda: self.host.new_game(self.key))
        self.result_panel.review.connect(self.enter_review)
        self.panels = QStackedWidget()
        self.panels.addWidget(self.side_panel)
        self.panels.addWidget(self.result_panel)
        self.panels.setObjectName("table-panels")
        theme.style(self.panels, panel_style_sheet)
        # With large text the panels may be taller than the window: they scroll, never squeeze.
        self.panel_scroll = QScrollArea()
        self.panel_scroll.setObjectName("table-panels-scroll")
        self.panel_scroll.setWidget(self.panels)
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        theme.style(self.review_bar, panel_style_sheet)

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addLayout(self._board_box, 1)
        left.addLayout(self.below_board)
        left.addWidget(self.review_bar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(left, 1)
        layout.addWidget(self.panel_scroll)

        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.redo)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.hint)
        host.settingChanged.connect(self._setting_changed)
        theme.looks().changed.connect(self._looks_changed)

    # --- the game's parts -----------------------------------------------------------------
    def seat_infos(self, state: Sh) -> list[SeatInfo]:
        """game: what each seat's card shows in ``state``."""
        raise NotImplementedError

    def seat_tokens(self) -> list[QPixmap]:
        """game: each seat's small token (the move list's headers and icons)."""
        raise NotImplementedError

    def draw_board(self, state: Sh, change: Change[M] | None) -> None:
        """game: draw ``state`` on the board (``change``: what just happened, to animate)."""
        raise NotImplementedError

    def status_text(self, state: Sh) -> str:
        """game: the line under the seats (whose turn, what to do)."""
        raise NotImplementedError

    def result_view(self, state: Sh) -> ResultView:
        """game: the finished game for the result panel."""
        raise NotImplementedError

    def start_game(self, setup: Any, seed: int | None) -> Started:
        """game: a new game of ``setup`` (``seed`` overrides its seed), its session not yet
        started."""
        raise NotImplementedError

    def resumed_game(self, saved: SavedGame, start: S, seed: int | str,
                     session: GameSession[S, M]) -> Started:
        """game: the saved game as started: its setup (for "play again") read from ``saved``
        (``meta``, ``options``, seats), ``start`` its position before the first move, ``seed``
        and ``session`` (its moves replayed) as ``resume`` made them."""
        raise NotImplementedError

    def show_table(self, game: Started) -> None:
        """game: the board's scene and the game's own parts for ``game``, about to be bound."""
        raise NotImplementedError

    def default_seed(self, start: S) -> int | str:
        """The computer players' seed of a save that names none."""
        return 0

    def display_names(self) -> list[str]:
        """Each seat's name as the table shows it (the name typed, else "Player 2")."""
        assert self.session is not None
        return [seat.name.strip() or self.tr("Player {n}").format(n=i + 1)
                for i, seat in enumerate(self.session.seats)]

    def move_text(self, move: M) -> str:
        """How a move reads in the move list (the move's own notation by default)."""
        return str(move)

    def move_rows(self) -> list[MoveRow]:
        """The move list's rows: by default one per move of the history, its ``move_text``. A
        game whose record needs more (points, or less: hidden tiles) gives its own."""
        assert self.session is not None
        session = self.session
        return [MoveRow(seat, self.move_text(move))
                for seat, move in zip(session.movers, session.history, strict=True)]

    def facts_text(self) -> str:
        """The setup in words under the status line ("" for none)."""
        return ""

    def move_cells(self, index: int) -> tuple[tuple[int, int], ...]:
        """game: the cells move number ``index`` of the history played on (what the board marks
        while that move is pointed at in the move list); none by default."""
        return ()

    def moves_legend(self) -> str:
        """game: what the move list's own marks mean, for the line under it ("" for none)."""
        return ""

    def graph_sides(self) -> tuple[tuple[str, str], tuple[QColor, QColor]]:
        """The names and colours of the two sides of the evaluation graph: seat 0 (with its
        partner) above the middle, seat 1 below."""
        names = self.display_names()
        return (names[0], names[1]), (theme.TEXT, theme.TEXT_MUTED)

    def draw_extras(self, state: Sh) -> None:
        """The game's own panel widgets (supplies, racks); nothing by default."""

    def save_meta(self) -> dict[str, object]:
        """The program's own part of a save of this game: the setup and the computer's seed."""
        return {"setup": self.setup.to_dict(), "seed": self.started.seed}

    def draw_hint(self, move: M | None) -> None:
        """Show ``move`` on the board as a suggestion (None: remove it). Nothing by default."""

    def describe_cell(self, cell: tuple[int, int]) -> str:
        """game: the cell in words for screen readers ("Red marble at d4")."""
        return ""

    def move_words(self, index: int) -> str:
        """game: move number ``index`` of the history in words, a sentence ("Anna placed a
        marble at d4.")."""
        return ""

    def next_words(self, state: Sh) -> str:
        """game: who is to move in ``state`` (not over), a sentence ("Your turn, 18 marbles
        left.")."""
        return ""

    def announcement_text(self, change: Change[M]) -> str:
        """What to say after ``change`` (a move, undo or redo): the move(s) it played, or that a
        move was taken back; then who is to move, or the result."""
        assert self.session is not None
        count = len(self.session.history)
        if change.kind == "undo":
            done = self.tr("Move taken back.")
        else:
            done = " ".join(self.move_words(i)
                            for i in range(max(0, count - len(change.played)), count))
        state = self.shown_state()
        if state.is_over():
            result = self.result_view(state)
            after = f"{result.title} {result.subtitle}"
        else:
            after = self.next_words(state)
        return " ".join(part for part in (done, after) if part)

    def you_move(self, seat: int) -> bool:
        """``seat`` is the one person at the table (the others are computers): "your turn"."""
        assert self.session is not None
        people = [i for i, s in enumerate(self.session.seats) if not s.is_computer]
        return people == [seat]

    def board_help(self) -> str:
        """How the board is played by keys (the board's accessible description)."""
        return self.tr("The board. Arrow keys move the cursor, Enter or Space plays there, F6 "
                       "goes on to the pieces and the panel.")

    def below_focus(self) -> QWidget | None:
        """game: where F6 goes after the board (a supply, a rack), or None."""
        return None

    # --- lifecycle ----------------------------------------------------------------------------
    game: Started | None = None       # the game on the table (the game's own StartedGame)

    @property
    def started(self) -> Started:
        """The game on the table."""
        assert self.game is not None
        return self.game

    @property
    def setup(self) -> Any:
        """The setup the game on the table was started from."""
        return self.started.setup

    def begin(self, saved: SavedGame | None, new: Callable[[], Started]) -> None:
        """The screen's first game, once the game's own parts are built: ``saved`` continued,
        else the new game ``new()`` makes; then every text in the current language."""
        if saved is None:
            self.show_game(new())
        else:
            self.resume(saved)
        self.retranslate()

    def start(self, setup: Any, seed: int | None = None) -> None:
        """Begin a new game of ``setup`` (replacing the current one)."""
        self.origin = BEGINNING
        self.show_game(self.start_game(setup, seed))

    def play_again(self) -> None:
        """A new game with the same setup (the same board or tiles only with a seed)."""
        self.start(self.setup)

    def resume(self, saved: SavedGame) -> None:
        """Go on with a saved game: its seats and moves (undo and review reach back to its first
        move; the unseen tiles dealt again where they were), the setup it was started from, and
        the review where it was left. A game played on from a position of another begins there
        (``origin``): its first move is the first one played on."""
        start = saved.start_state()
        if not game_spec(self.key).owns(start):
            raise TypeError(f"a saved {saved.game} game is not a game of {self.key}")
        own = cast(S, start)     # this game's State (its descriptor owns it): its moves are M
        seed = saved.meta.get("seed")
        seed = seed if type(seed) is int else self.default_seed(own)
        moves = cast(Sequence[M], saved.moves)     # its own moves, from where it began
        session = GameSession.replayed(cast(Playable[S, M], own), moves, saved.seats,
                                       settings=self.settings, seed=seed, redeals=saved.redeals)
        self.origin = saved.origin
        self.show_game(self.resumed_game(saved, own, seed, session))
        if saved.review is not None and session.state.is_over():
            self.enter_review()
            self.review_bar.slider.setValue(saved.review)

    def show_game(self, game: Started) -> None:
        """Put ``game`` on the table and play it."""
        self.game = game
        self.show_table(game)
        self.bind(game.session)

    # --- session ------------------------------------------------------------------------------
    def set_scene(self, scene: BoardScene, grows: bool = False) -> BoardView:
        """Show ``scene`` on the board (the first call makes the view)."""
        if self.view is None:
            self.view = BoardView(scene, grows=grows)
            if grows:              # an open board: its texts name cells by these numbers
                self.view.number_edges()
            self.view.cellChosen.connect(self._cell_chosen)
            self.view.describe_cell = self._describe_cursor
            self._board_box.addWidget(self.view)
            self.setFocusProxy(self.view)   # keyboard play as soon as the screen has focus
        else:
            previous = self.view.scene()
            self.view.setScene(scene)
            if previous is not None and previous is not scene:
                previous.deleteLater()
        return self.view

    def bind(self, session: GameSession[S, M]) -> None:
        """Play ``session`` from now on (an old one is shut down) and start it."""
        old, self.session = self.session, session
        if old is not None:
            old.shutdown()
            old.deleteLater()
        self.stop_analysis()
        self.analysis = None
        session.setParent(self)
        self._review = None
        self.review_bar.hide()
        if self.view is not None:
            self.view.interactive = True
        session.changed.connect(self._on_change)
        session.illegalMove.connect(self.tell)
        session.error.connect(self._on_error)
        session.hintReady.connect(self._hint_ready)
        # a game of its own id: a new game, "play again", a file played on (never another game's
        # autosave); the main window gives a game continued from "Continue" its own id back.
        # Connected after ``_on_change``: what it says follows the redraw in the status line.
        self.keeper = GameKeeper(session, self.key, self._kept_contents, self.display_names,
                                 session)
        self.keeper.autosaveFailed.connect(self._autosave_failed)
        self.keeper.notice.connect(self.host.show_status)
        self.side_panel.moves.set_seats(self.seat_tokens(), self.first_seat(),
                                        self.display_names())
        self.announce("")
        self.panels.setCurrentWidget(self.side_panel)
        self.host.show_status("")
        session.start()    # its "start" change draws the table

    def own_moves(self, state: Any) -> int:
        """How many moves of the game on the table ``state`` (a State of it) holds: its moves,
        less those played before the game began (``origin``)."""
        return len(state.moves) - self.origin.moves

    def first_seat(self) -> int:
        """The seat that moved first (the move list's first column)."""
        assert self.session is not None
        return self.session.state_after(0).current_player

    def _on_change(self, change: Change[M]) -> None:
        self.host.show_status(self._note)   # a position changed: an old refusal is stale
        self._note = ""
        self.refresh(change)
        if change.kind in ("move", "undo", "redo"):
            self.announce(self.announcement_text(change))

    @property
    def game_id(self) -> str:
        """The id of this game's autosave (``storage.autosave``): its keeper's."""
        return self.keeper.game_id if self.keeper is not None else ""

    @game_id.setter
    def game_id(self, value: str) -> None:
        if self.keeper is not None:
            self.keeper.game_id = value

    def _kept_contents(self) -> SaveData | None:
        """What the keeper writes: the save data, unless this screen keeps no files."""
        return self.save_data() if self.autosaves else None

    def _autosave_failed(self, reason: str) -> None:
        self.host.show_status(self.tr(
            "This game could not be saved automatically ({reason}); it goes on, but save it "
            "yourself before you quit.").format(reason=reason))

    def _on_error(self, message: str) -> None:
        self._note = message

    def _looks_changed(self) -> None:
        """Other colours (the piece palette, light or dark): every piece and token painted
        again, at once."""
        if self.session is None or self.view is None:
            return
        self.side_panel.moves.set_seats(self.seat_tokens(), self.first_seat())
        for item in self.view.scene().items():
            item.update()
        self.view.resetCachedContent()
        self.refresh()
        self.update()

    def _setting_changed(self, key: str) -> None:
        if self.session is not None:
            self.refresh()

    def _cell_chosen(self, x: int, y: int) -> None:
        if self._review is None:
            self.cell_chosen((x, y))

    def cell_chosen(self, cell: tuple[int, int]) -> None:
        """game: the player clicked ``cell`` (or pressed Enter on it)."""

    def undo(self) -> None:
        if self._review is None and self.session is not None:
            self.session.undo()

    def hint(self) -> None:
        """Ask for the move Hard would play (shown when it comes, unless the game moved on)."""
        if self._review is None and self.session is not None and self.session.request_hint():
            self.tell(self.tr("Looking for a good move…"))

    def _hint_ready(self, move: M) -> None:
        self.tell(self.tr("Hint: {move}").format(move=self.move_text(move)))
        self.draw_hint(move)

    def redo(self) -> None:
        if self._review is None and self.session is not None:
            self.session.redo()

    # --- drawing ------------------------------------------------------------------------------
    def shown_state(self) -> Sh:
        """game: what is on screen of ``position_shown`` (the position itself, or what may be
        seen of it)."""
        raise NotImplementedError

    def position_shown(self) -> S:
        """The position on screen: the live one, or the one being reviewed."""
        assert self.session is not None
        if self._review is not None:
            return self.session.state_after(self._review)
        return self.session.state

    def refresh(self, change: Change[M] | None = None) -> None:
        """Draw the shown position on the board and every panel (once per change)."""
        session = self.session
        if session is None or self.view is None:
            return
        reviewing = self._review is not None
        state = self.shown_state()
        over = state.is_over()
        self.draw_board(state, None if reviewing else change)
        verdict = self._next_verdict()
        self.draw_hint(verdict.best if verdict is not None and verdict.loss > 0 else None)
        thinking = None if reviewing else session.thinking_seat()
        to_move = None if over or reviewing else state.current_player
        self.side_panel.seats.show_seats(self.seat_infos(state), to_move, thinking)
        self.side_panel.status.setText(
            self._review_text(verdict) if reviewing else self.status_text(state))
        self.draw_extras(state)
        self.side_panel.facts.setText(self.facts_text())
        self.side_panel.facts.setVisible(bool(self.side_panel.facts.text()))
        self.side_panel.moves.show_moves(self._move_rows(), self._review)
        self.side_panel.show_moves_note(self._moves_note())
        self._show_pointed(self.side_panel.moves.pointed())
        self._draw_eval_graph()
        self.undo_action.setEnabled(not reviewing and session.can_undo())
        self.redo_action.setEnabled(not reviewing and session.can_redo())
        self.hint_action.setEnabled(not reviewing and session.human_to_move())
        if reviewing:
            self.review_bar.show_play_on(not over, self._better_move() is not None)
        if over and not reviewing:
            self.result_panel.show_result(self.result_view(state))
            self.panels.setCurrentWidget(self.result_panel)
        else:
            self.panels.setCurrentWidget(self.side_panel)
        self.view.setAccessibleDescription(self.board_help())
        self.view.update_accessible()

    def _move_rows(self) -> list[MoveRow]:
        """The game's move rows (``move_rows``); once analysed, each move carries its mark
        (" ?!") and says why."""
        rows = self.move_rows()
        if self.analysis is None:
            return rows
        marked = []
        for index, row in enumerate(rows):
            grade = self.analysis.grade(index)
            if grade is None:
                marked.append(row)
                continue
            verdict = self.analysis.verdicts[index]
            tooltip = self._verdict_text(grade, verdict)
            marked.append(dataclasses.replace(
                row, text=self._with_mark(row.text, self.MARKS[grade]),
                tooltip=f"{row.tooltip}\n{tooltip}" if row.tooltip else tooltip))
        return marked

    @staticmethod
    def _with_mark(text: str, mark: str) -> str:
        """A move's text with its analysis mark after it ("e8 ?!"): a move written in Latin
        letters and its mark are one left-to-right island (in Hebrew too); after words the
        mark is isolated on its own."""
        if not mark:
            return text
        if has_right_to_left(text):
            return f"{text} {ltr(mark.strip())}"
        return ltr(f"{plain(text)}{mark}")

    def _verdict_text(self, grade: str, verdict: Verdict[M]) -> str:
        """The judgement of a move in plain words: what the computer would have played, and by
        how much that was better."""
        better = self.move_text(verdict.best)
        points = signed(verdict.loss, plus=False)
        if grade == "best":
            return self.tr("Best: the computer would have played this move too.")
        if grade == "good":
            return self.tr("Good: the computer would have played {better}, a little better "
                           "(by {points}).").format(better=better, points=points)
        if grade == "inaccuracy":
            return self.tr("Inaccuracy: the computer would have played {better}, better by "
                           "{points}.").format(better=better, points=points)
        return self.tr("Mistake: the computer would have played {better}, better by "
                       "{points}.").format(better=better, points=points)

    def _moves_note(self) -> str:
        """The line under the move list: the game's marks, and the analysis marks once some
        moves are judged."""
        parts = [self.moves_legend()]
        if self.analysis is not None and self.analysis.verdicts:
            marks = {grade: ltr(mark.strip()) for grade, mark in self.MARKS.items() if mark}
            parts.append(self.tr("{best} the computer would have played it too, {inaccuracy} "
                                 "an inaccuracy, {mistake} a mistake.").format(**marks))
        return "\n".join(part for part in parts if part)

    def _show_pointed(self, index: int | None) -> None:
        """Mark on the board the cells of the move pointed at in the move list."""
        if self.view is None:
            return
        cells = (self.move_cells(index) if self.session is not None and index is not None
                 and index < len(self.session.history) else ())
        self.view.board_scene().show_pointed(cells)

    def _next_verdict(self) -> Verdict[M] | None:
        """While reviewing: the judgement of the move played from the position shown."""
        if self._review is None or self.analysis is None:
            return None
        return self.analysis.verdicts.get(self._review)

    def _review_text(self, verdict: Verdict[M] | None) -> str:
        if verdict is None or self.analysis is None or self._review is None:
            return self.tr("Reviewing the game")
        assert self.session is not None
        grade = self.analysis.grade(self._review) or "best"
        played = self.move_text(self.session.history[self._review])
        return self.tr("Move {n} was {move}. {verdict}").format(
            n=self._review + 1, move=played, verdict=self._verdict_text(grade, verdict))

    def _draw_eval_graph(self) -> None:
        """The graph of the game (in the review, once the analysis judged some moves)."""
        shown = (self.EVAL_SCALE is not None and self._review is not None
                 and self.analysis is not None and bool(self.analysis.verdicts))
        self.eval_graph.setVisible(shown)
        if not shown or self.analysis is None or self.session is None:
            return
        values: list[float | None] = []
        for index, mover in enumerate(self.session.movers):
            verdict = self.analysis.verdicts.get(index)
            side = 1 if mover % 2 == 0 else -1     # seats 0 and 2 against 1 and 3
            values.append(None if verdict is None else side * verdict.best_value)
        assert self.EVAL_SCALE is not None
        self.eval_graph.set_sides(*self.graph_sides())
        self.eval_graph.set_values(values, self.EVAL_SCALE)
        self.eval_graph.set_current(self._review)

    # --- everyone: keys between the parts, words for screen readers -------------------------
    def _describe_cursor(self, cell: tuple[int, int]) -> str:
        return self.describe_cell(cell) if self.session is not None else ""

    def announce(self, text: str) -> None:
        """Show ``text`` in the panel's ``announcement`` line and say it to screen readers."""
        label = self.side_panel.announcement
        label.setText(text)
        label.setVisible(bool(text))
        label.setAccessibleName(text)
        self.say(text, label)

    def tell(self, text: str) -> None:
        """A refusal or a note for the player: in the status line, and said to screen
        readers (who do not watch the status line)."""
        self.host.show_status(text)
        self.say(text)

    def say(self, text: str, source: QWidget | None = None) -> None:
        """A polite announcement to screen readers (before Qt 6.8: a name change of
        ``source``, the screen by default)."""
        announce.say(text, source or self)

    def focus_regions(self) -> list[tuple[QWidget, QWidget]]:
        """The parts F6 walks through, in order, as (the part, where its keys go): the board,
        the game's place under it, the panel (the review bar while reviewing, the result's
        buttons at the end, else the move list). Only parts that can take the keyboard now."""
        if self._review is not None:
            panel: tuple[QWidget, QWidget] = (self.review_bar, self.review_bar.slider)
        elif self.panels.currentWidget() is self.result_panel:
            panel = (self.panels, self.result_panel.play_again)
        else:
            panel = (self.panels, self.side_panel.moves)
        regions: list[tuple[QWidget, QWidget]] = []
        if self.view is not None:
            regions.append((self.view, self.view))
        below = self.below_focus()
        if below is not None:
            items = (self.below_board.itemAt(i) for i in range(self.below_board.count()))
            part = next((w for item in items if item is not None
                         and (w := item.widget()) is not None
                         and (w is below or w.isAncestorOf(below))), below)
            regions.append((part, below))
        regions.append(panel)
        return [(part, w) for part, w in regions if w.isVisible() and w.isEnabled()
                and w.focusPolicy() != Qt.FocusPolicy.NoFocus]

    def focus_region(self, step: int = 1) -> QWidget | None:
        """Give the keyboard to the next (``step`` 1) or previous (-1) part; where it went."""
        regions = self.focus_regions()
        if not regions:
            return None
        focus = self.focusWidget()
        at = next((i for i, (part, _w) in enumerate(regions)
                   if focus is not None and (part is focus or part.isAncestorOf(focus))), None)
        _part, target = regions[0 if at is None and step > 0 else
                                -1 if at is None else (at + step) % len(regions)]
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if target is self.view:
            self.view.show_keyboard_cursor()      # also when the window is not active
        return target

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F6:
            shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            self.focus_region(-1 if shift else 1)
            event.accept()
            return
        super().keyPressEvent(event)

    # --- playing on from a position as a new game ----------------------------------------------
    def seat_label(self, seat: int) -> str:
        """How the seats editor labels ``seat`` ("Player 2"; a game may name its colour)."""
        return self.tr("Player {n}").format(n=seat + 1)

    def play_on_note(self, moves: int) -> str:
        """game: what a game played on from the position after ``moves`` moves deals again, in
        words for the dialog ("" for nothing)."""
        return ""

    def _better_move(self) -> M | None:
        """While reviewing: the better move where the analysis judged the next one a mistake."""
        if self._review is None or self.analysis is None:
            return None
        return self.analysis.better_move(self._review)

    def play_on_dialog(self, moves: int, better: M | None) -> PlayOnDialog:
        """The dialog that asks who plays on from the position after ``moves`` moves."""
        assert self.session is not None
        tokens = self.seat_tokens()
        return PlayOnDialog(self.host, self.session.seats, moves, labels=self.seat_label,
                            tokens=lambda seat: tokens[seat],
                            better="" if better is None else self.move_text(better),
                            note=self.play_on_note(moves), parent=self)

    def play_on(self, better: bool = False) -> bool:
        """"Play on from here": a new game from the position the review shows, by the players
        the dialog is given (as before, or changed), saved as a game of its own and shown by
        the host in place of this one; this game, its file and its autosave stay as they are.
        ``better``: the analysis's better move, where it judged the next move a mistake, is
        played first. False when nothing was started (cancelled, or not possible: said)."""
        session, at = self.session, self._review
        if session is None or at is None or at >= len(session.history):
            return False
        move = self._better_move() if better else None
        if better and move is None:
            return False
        dialog = self.play_on_dialog(at, move)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            seats = dialog.seats()
        finally:
            dialog.deleteLater()
        data = self.save_data()
        assert data is not None
        try:
            reviewed = saves.loads(saves.dumps(data.game, data.state, data.seats,
                                               **data.dumps_options()))
            meta = {**self.save_meta(), "seed": random_seed()}   # its computers' own seed
            game = playing_on.play_on(reviewed, at, seats, meta, better=move)
        except saves.SaveError as exc:
            reason = exc.translated(QCoreApplication.translate)
        except (IllegalMoveError, ValueError) as exc:
            reason = str(exc)
        else:
            self.host.play_on(game)
            return True
        self.tell(self.tr("No new game could be started from here ({reason}).").format(
            reason=reason))
        return False

    # --- analysis -----------------------------------------------------------------------------
    def analyse(self, worker: ComputerWorker | None = None) -> None:
        """Judge every move of the finished game in the background (progress in the bar);
        ``worker``: who judges (the computer players' worker; the self-test's pictures give
        one of their own)."""
        if self.session is None or not self.session.state.is_over():
            return
        if self.analysis is None:
            self.analysis = GameAnalysis(self.session, self, worker)
            self.analysis.judged.connect(lambda *_: self.refresh())
            self.analysis.progress.connect(self._analysis_progress)
            self.analysis.finished.connect(self._analysis_progress)
        self.analysis.start()
        self._analysis_progress()

    def stop_analysis(self) -> None:
        if self.analysis is not None and self.analysis.running:
            self.analysis.cancel()

    def _analysis_progress(self, *_args: object) -> None:
        analysis = self.analysis
        if analysis is None:
            return
        self.review_bar.show_analysis(analysis.running,
                                      len(analysis.verdicts) + len(analysis.failed),
                                      analysis.total)

    # --- review -------------------------------------------------------------------------------
    @property
    def reviewing(self) -> int | None:
        """The number of moves shown while reviewing, else None."""
        return self._review

    def enter_review(self) -> None:
        """Step through the finished game; the board shows the position after each move."""
        assert self.session is not None and self.view is not None
        self._review = len(self.session.history)
        self.view.interactive = False
        self.view.board_scene().set_hover(None)
        self.view.board_scene().cursor_item.hide()
        self.review_bar.start(self._review)
        self._analysis_progress()
        if self.analysis is None:
            self.review_bar.show_analysis(False, 0, len(self.session.history))
        had_keys = self._has_keys(self.result_panel)
        self.review_bar.show()
        self.refresh()
        if had_keys:          # "Review the game" by keys: the keys go on to the review bar
            self.review_bar.slider.setFocus(Qt.FocusReason.OtherFocusReason)

    def _review_step(self, n: int) -> None:
        if self._review is not None:
            self._review = n
            self.refresh()

    def leave_review(self) -> None:
        """Back to the end position and the result."""
        had_keys = self._has_keys(self.review_bar)
        self._review = None
        self.review_bar.hide()
        if self.view is not None:
            self.view.interactive = True
        self.refresh()
        if had_keys:
            self.result_panel.review_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _has_keys(self, part: QWidget) -> bool:
        focus = self.focusWidget()
        return focus is not None and (focus is part or part.isAncestorOf(focus))

    # --- GameScreen ---------------------------------------------------------------------------
    def save_data(self) -> SaveData | None:
        if self.session is None:
            return None
        return SaveData(self.key, self.session.state, self.session.seats, self._review,
                        self.save_meta(), tuple(self.session.redeals), self.origin)

    def game_actions(self) -> list[QAction]:
        return [self.undo_action, self.redo_action, self.hint_action]

    def keep(self) -> None:
        if self.keeper is not None:
            self.keeper.keep()

    def zoom_in(self) -> None:
        if self.view is not None:
            self.view.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        if self.view is not None:
            self.view.zoom_by(1 / ZOOM_STEP)

    def zoom_fit(self) -> None:
        if self.view is not None:
            self.view.zoom_fit()

    def retranslate(self) -> None:
        """Every text of the table in the current language (called once per switch)."""
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.hint_action.setText(self.tr("&Hint"))
        self.review_bar.retranslate()
        self.result_panel.retranslate()
        self.side_panel.retranslate()
        self._fit_panels()
        self.refresh()

    def _fit_panels(self) -> None:
        """The panels wide enough for the longest button in this language and for the text
        size, yet never more than ``PANEL_SHARE`` of the screen (large text in a small window:
        the board keeps its room; the panels' words wrap or shorten)."""
        wanted = max(PANEL_WIDTH, round(PANEL_CHARS * self.fontMetrics().averageCharWidth()),
                     self.result_panel.buttons_width())
        if self.width() > PANEL_WIDTH:
            wanted = min(wanted, max(PANEL_WIDTH, round(self.width() * PANEL_SHARE)))
        if wanted != self.panels.minimumWidth():
            self.panels.setMinimumWidth(wanted)
            self.panel_scroll.setFixedWidth(
                wanted + self.panel_scroll.verticalScrollBar().sizeHint().width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panels()

    def showEvent(self, event) -> None:
        """Draw again at the panels' real width (long names are shortened to it)."""
        super().showEvent(event)
        self.refresh()

    def shutdown(self) -> None:
        self.stop_analysis()
        if self.session is not None:
            self.session.shutdown()

