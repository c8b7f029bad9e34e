"""The Kulami game screen: board view, side panel, result panel and review, over one GameSession.

The screen reads ``session.state`` to draw and asks the session to act (moves, undo, redo); it
never changes a State itself. What is legal, closed or owned comes from the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMetaMethod, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tilegames.controller.session import GameSession
from tilegames.games import kulami
from tilegames.storage.settings import Settings
from tilegames.ui.game_screen import GameScreen
from tilegames.ui.kulami.game_setup import (
    IRREGULAR,
    LAYOUT_PREFIX,
    STANDARD,
    KulamiSetup,
    StartedGame,
    start_game,
)
from tilegames.ui.kulami.labels import layout_name, seat_display_name
from tilegames.ui.kulami.result_panel import GameResult, PlateLine, ResultPanel
from tilegames.ui.kulami.scene import KulamiScene
from tilegames.ui.kulami.side_panel import PlayerView, SidePanel
from tilegames.ui.kulami.style import panel_style_sheet
from tilegames.ui.kulami.view import ZOOM_STEP, KulamiView

PANEL_WIDTH = 300


def cell_name(cell: tuple[int, int]) -> str:
    return str(kulami.Move(*cell))


class ReviewBar(QWidget):
    """◀ slider ▶ under the board while reviewing; ``stepped(n)`` shows the position after n
    moves, ``left()`` returns to the end."""

    stepped = Signal(int)
    left = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.back = QPushButton()
        self.forward = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.position = QLabel()
        self.leave = QPushButton()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        for widget in (self.leave, self.back, self.slider, self.forward, self.position):
            layout.addWidget(widget, 1 if widget is self.slider else 0)
        self.back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self._moved)
        self.leave.clicked.connect(self.left)

    def retranslate(self) -> None:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.back.setText("▶" if rtl else "◀")
        self.forward.setText("◀" if rtl else "▶")
        self.back.setShortcut(QKeySequence(Qt.Key.Key_Right if rtl else Qt.Key.Key_Left))
        self.forward.setShortcut(QKeySequence(Qt.Key.Key_Left if rtl else Qt.Key.Key_Right))
        self.back.setToolTip(self.tr("Previous move"))
        self.forward.setToolTip(self.tr("Next move"))
        self.leave.setText(self.tr("Leave review"))
        self._moved(self.slider.value())

    def start(self, total: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(total)
        self.slider.blockSignals(False)
        self._moved(total)

    def _moved(self, n: int) -> None:
        self.position.setText(self.tr("Move {n} of {total}").format(
            n=n, total=self.slider.maximum()))
        self.back.setEnabled(n > 0)
        self.forward.setEnabled(n < self.slider.maximum())
        self.stepped.emit(n)


class KulamiScreen(GameScreen):
    """One Kulami game. ``newGameRequested``: the player asked for the new-game dialog."""

    newGameRequested = Signal()

    def __init__(self, setup: KulamiSetup, settings: Settings, parent: QWidget | None = None,
                 seed: int | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.game: StartedGame | None = None
        self._review: int | None = None   # moves shown while reviewing, else None
        self._follows_settings = False

        self.view: KulamiView | None = None
        self._board_box = QVBoxLayout()
        self._board_box.setContentsMargins(0, 0, 0, 0)
        self._board_box.setSpacing(0)
        self.review_bar = ReviewBar()
        self.review_bar.hide()
        self.review_bar.stepped.connect(self._review_step)
        self.review_bar.left.connect(self.leave_review)
        self.side_panel = SidePanel()
        self.result_panel = ResultPanel()
        self.result_panel.playAgain.connect(self.play_again)
        self.result_panel.newGame.connect(self._ask_new_game)
        self.result_panel.review.connect(self.enter_review)
        self.panels = QStackedWidget()
        self.panels.addWidget(self.side_panel)
        self.panels.addWidget(self.result_panel)
        self.panels.setObjectName("kulami-panels")
        self.panels.setStyleSheet(panel_style_sheet())
        self.review_bar.setStyleSheet(panel_style_sheet())

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addLayout(self._board_box, 1)
        left.addWidget(self.review_bar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(left, 1)
        layout.addWidget(self.panels)

        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.redo)

        self._start(setup, seed)
        self.retranslate()

    # --- the game ----------------------------------------------------------------------------
    @property
    def session(self) -> GameSession:
        assert self.game is not None
        return self.game.session

    @property
    def setup(self) -> KulamiSetup:
        assert self.game is not None
        return self.game.setup

    def _start(self, setup: KulamiSetup, seed: int | None) -> None:
        """Begin a game of ``setup`` (replacing the current one, whose session is shut down)."""
        old = self.game
        if old is not None:
            old.session.shutdown()
            old.session.deleteLater()
        self.game = start_game(setup, self.settings, seed)
        session = self.session
        session.setParent(self)
        scene = KulamiScene([plate.cells for plate in self.game.board.plates], cell_name, self)
        if self.view is None:
            self.view = KulamiView(scene)
            self.view.cellChosen.connect(self._cell_chosen)
            self._board_box.addWidget(self.view)
            self.setFocusProxy(self.view)   # keyboard play as soon as the screen has focus
        else:
            previous = self.view.scene()
            self.view.setScene(scene)
            previous.deleteLater()
            self.view.zoom_fit()
        self._review = None
        self.review_bar.hide()
        self.view.interactive = True
        session.moveApplied.connect(self._move_applied)
        session.turnChanged.connect(self._changed)
        session.historyChanged.connect(self._changed)
        session.historyChanged.connect(self._clear_status)
        session.thinkingChanged.connect(self._changed)
        session.gameOver.connect(self._changed)
        session.illegalMove.connect(self.statusMessage)
        session.error.connect(self.statusMessage)
        self.panels.setCurrentWidget(self.side_panel)
        self._clear_status()
        self._refresh()
        session.start()

    def play_again(self) -> None:
        """A new game with the same setup (a random board stays the same only with a seed)."""
        self._start(self.setup, None)
        self.retranslate()

    def _ask_new_game(self) -> None:
        """The result's "New game": the main window's new-game dialog for Kulami (its OK closes
        this game), else ``newGameRequested`` for whoever shows this screen."""
        new_game = getattr(self.window(), "new_game", None)
        if callable(new_game):
            new_game("kulami")
        else:
            self.newGameRequested.emit()

    def undo(self) -> None:
        if self._review is None:
            self.session.undo()

    def redo(self) -> None:
        if self._review is None:
            self.session.redo()

    def _cell_chosen(self, x: int, y: int) -> None:
        if self._review is None:
            self.session.request_move(kulami.Move(x, y))

    def _move_applied(self, move, result) -> None:
        animate = move.cell if self.settings.get("animations") else None
        self._refresh(animate)

    def _changed(self, *args) -> None:
        self._refresh()

    def _clear_status(self) -> None:
        """A move, undo or redo changed the position: an old refusal no longer applies."""
        self.statusMessage.emit("")

    # --- drawing -----------------------------------------------------------------------------
    def _names(self) -> tuple[str, str]:
        seats = self.session.seats
        return (seat_display_name(0, seats[0].name), seat_display_name(1, seats[1].name))

    def _refresh(self, animate: tuple[int, int] | None = None) -> None:
        """Draw the position (the live one, or the reviewed one) on the board and the panels."""
        session = self.session
        reviewing = self._review is not None
        state = session.state_after(self._review) if reviewing else session.state
        board = self.game.board
        over = state.is_over()
        human = session.human_to_move() and not reviewing
        scene = self.view.board_scene()
        marbles = {cell: seat for cell in board.cells
                   if (seat := state.marble_at(cell)) is not None}
        last = state.last_move.cell if state.last_move is not None else None
        scene.show_position(
            marbles,
            to_move=state.current_player if human else None,
            legal=[m.cell for m in state.legal_moves()] if human else (),
            closed=[] if over else [board.plates[i].cells for i in state.closed_plates()],
            last=last,
            show_legal=bool(self.settings.get("show_legal_moves")),
            animate=animate,
        )
        if not scene.cursor_item.isVisible() and last is not None:
            scene.set_cursor(last, visible=False)
        if over and not reviewing:
            scene.show_result((line.plate.cells, line.owner, line.value)
                              for line in state.plate_scores())
        else:
            scene.show_result(())

        names = self._names()
        points = state.scores()
        players = [PlayerView(names[s], session.seats[s].is_computer, session.seats[s].level,
                              state.marbles_left(s), points[s]) for s in range(2)]
        thinking = session.thinking_seat() if not reviewing else None
        to_move = None if over or reviewing else state.current_player
        short = (self.side_panel.fitting(names[0]), self.side_panel.fitting(names[1]))
        self.side_panel.show_players(players, to_move, thinking,
                                     self._status(state, short, thinking))
        self.side_panel.show_moves(state.first_player,
                                   [str(m) for m in session.history], self._review)
        self.side_panel.show_facts(self._facts())
        self.undo_action.setEnabled(not reviewing and session.can_undo())
        self.redo_action.setEnabled(not reviewing and session.can_redo())
        if over and not reviewing:
            self.result_panel.show_result(self._result(state, names))
            self.panels.setCurrentWidget(self.result_panel)
        else:
            self.panels.setCurrentWidget(self.side_panel)

    def _status(self, state, names: tuple[str, str], thinking: int | None) -> str:
        if self._review is not None:
            return self.tr("Reviewing the game")
        if state.is_over():
            return self.tr("Game over")
        if thinking is not None:
            return self.tr("{name} is thinking…").format(name=names[thinking])
        seat = state.current_player
        if not state.moves:
            return self.tr("{name} to move: any hole").format(name=names[seat])
        return self.tr("{name} to move").format(name=names[seat])

    def _facts(self) -> str:
        setup = self.setup
        if setup.board == STANDARD:
            board = self.tr("random 8×8, seed {seed}").format(seed=self.game.seed)
        elif setup.board == IRREGULAR:
            board = self.tr("random irregular, seed {seed}").format(seed=self.game.seed)
        else:
            board = layout_name(setup.board.removeprefix(LAYOUT_PREFIX))
        scoring = (self.tr("marbles on the plate") if setup.scoring == "marbles"
                   else self.tr("holes of the plate"))
        variant = {None: self.tr("none"), "regions": self.tr("regions"),
                   "areas": self.tr("areas")}[setup.variant]
        return "\n".join([self.tr("Board: {board}").format(board=board),
                          self.tr("Scoring: {scoring}").format(scoring=scoring),
                          self.tr("Variant: {variant}").format(variant=variant)])

    def _result(self, state, names: tuple[str, str]) -> GameResult:
        variant = state.variant
        sizes = (state.region_sizes() if variant == "regions"
                 else state.area_sizes() if variant == "areas" else None)
        plates = tuple(
            PlateLine(f"{cell_name(line.plate.cells[0])}–{cell_name(line.plate.cells[-1])}",
                      line.plate.size, line.marbles, line.owner, line.value)
            for line in state.plate_scores())
        return GameResult(names, tuple(state.winners()), tuple(state.scores()), variant, sizes,
                          plates)

    # --- review ------------------------------------------------------------------------------
    def enter_review(self) -> None:
        """Step through the finished game; the board shows the position after each move."""
        self._review = len(self.session.history)
        self.view.interactive = False
        self.view.board_scene().set_hover(None)
        self.view.board_scene().cursor_item.hide()
        self.review_bar.start(self._review)
        self.review_bar.show()
        self._refresh()

    def _review_step(self, n: int) -> None:
        if self._review is not None:
            self._review = n
            self._refresh()

    def leave_review(self) -> None:
        """Back to the end position and the result."""
        self._review = None
        self.review_bar.hide()
        self.view.interactive = True
        self._refresh()

    @property
    def reviewing(self) -> int | None:
        return self._review

    # --- GameScreen --------------------------------------------------------------------------
    def game_actions(self) -> list[QAction]:
        return [self.undo_action, self.redo_action]

    def zoom_in(self) -> None:
        self.view.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.view.zoom_by(1 / ZOOM_STEP)

    def zoom_fit(self) -> None:
        self.view.zoom_fit()

    def retranslate(self) -> None:
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.review_bar.retranslate()
        self.result_panel.retranslate()
        # wide enough for the longest button in this language
        self.panels.setFixedWidth(max(PANEL_WIDTH, self.result_panel.buttons_width()))
        self._announce_title()
        self._refresh()

    def connectNotify(self, signal: QMetaMethod) -> None:
        """Whoever starts listening to ``titleChanged`` hears the title at once (a main window
        connects after the screen is shown; no timer, so nothing races the window's first paint)."""
        super().connectNotify(signal)
        if signal == QMetaMethod.fromSignal(self.titleChanged):
            self._announce_title()

    def showEvent(self, event) -> None:
        """Draw again at the panels' real width (long names are shortened to it), and follow the
        settings dialog (legal marks on or off) once inside a main window."""
        super().showEvent(event)
        self._refresh()
        changed = getattr(self.window(), "settingChanged", None)
        if changed is not None and not self._follows_settings:
            changed.connect(self._changed)
            self._follows_settings = True

    def _announce_title(self) -> None:
        self.titleChanged.emit(self.tr("Kulami"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        if self.game is not None:
            self.session.shutdown()
