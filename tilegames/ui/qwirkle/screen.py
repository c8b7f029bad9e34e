"""The Qwirkle game screen on the shared table: the growing board, the rack under it, staged turns
with a live preview, exchanges, passing, pass-and-play privacy and the log of moves.

What the screen may show comes from one seat's view (``GameSession.view_for``), never from the
whole game: the rack shown is that of the person who may see it (``Privacy``: the only person
against computers; with two or more people, the one to move once they said they are ready on the
hand-over panel); nobody's rack while nobody may look; a computer's never. Only the review after
the end shows everything. Legality, reasons and points come from the engine (``Stager``); the
screen asks the session to play, and the session answers with one change per transition.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QWidget

from tilegames.controller.session import Change, GameSession, translate_reason
from tilegames.games import qwirkle
from tilegames.games.errors import IllegalMoveError
from tilegames.games.qwirkle import TILES, Exchange, Pass, Place, Tile
from tilegames.games.qwirkle.board import Cell
from tilegames.games.qwirkle.staging import EMPTY_BAG, StagingCheck
from tilegames.storage.saves import SavedGame
from tilegames.storage.settings import ANIMATIONS, SHOW_LEGAL_MOVES
from tilegames.ui.numbers import isolate_signed, signed
from tilegames.ui.qwirkle.describe import QwirkleDescribe, cell_name, tile_at
from tilegames.ui.qwirkle.game_setup import (
    QwirkleSetup,
    StartedGame,
    seat_display_name,
    start_game,
)
from tilegames.ui.qwirkle.rack import BelowBoard
from tilegames.ui.qwirkle.scene import QwirkleScene
from tilegames.ui.qwirkle.shown import Shown
from tilegames.ui.qwirkle.tiles import seat_token, tile_name, tile_pixmap
from tilegames.ui.qwirkle.turn import Racks, Turn
from tilegames.ui.qwirkle.words import QwirkleWords
from tilegames.ui.table.handover import Privacy
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.levels import kind_text
from tilegames.ui.table.move_list import MoveRow
from tilegames.ui.table.result_panel import ResultView
from tilegames.ui.table.screen import Started, TableScreen
from tilegames.ui.table.seats import SeatInfo


def _show(widget: QWidget, shown: bool) -> None:
    """Show or hide ``widget``, touching it only when that changes (a re-layout is costly)."""
    if widget.isHidden() == shown:
        widget.setVisible(shown)


class QwirkleScreen(TableScreen[qwirkle.State, qwirkle.Move, Shown]):
    """One Qwirkle game of ``setup`` (``seed`` overrides the setup's; ``bag``, for tests: an
    explicit draw order)."""

    key = "qwirkle"
    ROUNDS = False

    def __init__(self, host: GameHost, setup: QwirkleSetup, seed: int | None = None,
                 parent: QWidget | None = None, bag: list[Tile] | None = None,
                 saved: SavedGame | None = None) -> None:
        super().__init__(host, parent)
        self.game: StartedGame | None = None
        self.racks = Racks()
        self.privacy = Privacy(())
        self.turn: Turn | None = None
        self.shown: Shown | None = None
        self._position: tuple[int, int, bool] | None = None
        self._log: list[tuple[object, MoveRow]] = []
        self._start_numbers: tuple[int, ...] = ()
        self._hover_text = ""
        self.words = QwirkleWords(self)
        self.describe = QwirkleDescribe(self)
        self.below = BelowBoard()
        self.below_board.addWidget(self.below)
        rack = self.below.rack
        rack.play.connect(self.play)
        rack.takeBack.connect(self.take_back)
        rack.exchange.connect(self.exchange)
        rack.passTurn.connect(self.pass_turn)
        rack.tray.chosen.connect(self._tile_chosen)
        rack.tray.reordered.connect(self._reordered)
        self.below.handover.ready.connect(self.hand_over)
        self.begin(saved, lambda: self.start_game(setup, seed, bag))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys anywhere in the screen that no part took: Enter plays (or confirms the
        hand-over), Esc takes back, 1-6 take a rack tile (in an exchange: mark it)."""
        key = event.key()
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                         | Qt.KeyboardModifier.AltModifier)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_Escape:
            self.take_back()
        elif plain and Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            self._choose_slot(key - Qt.Key.Key_1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    @property
    def setup(self) -> QwirkleSetup:
        assert self.game is not None
        return self.game.setup

    def start_game(self, setup: QwirkleSetup, seed: int | None,
                   bag: list[Tile] | None = None) -> StartedGame:
        return start_game(setup, self.settings, seed, bag)

    def default_seed(self, start: qwirkle.State) -> int | str:
        """A save without the computer players' seed: the tiles' seed."""
        assert isinstance(start, qwirkle.State)
        return start.seed

    def resumed_game(self, saved: SavedGame, start: qwirkle.State, seed: int | str,
                     session: GameSession) -> StartedGame:
        """The seats of the save; its tiles (the same future draws) come with its start."""
        assert isinstance(start, qwirkle.State)
        setup = QwirkleSetup(seats=tuple(saved.seats),
                             seed=start.seed if type(start.seed) is int else None)
        return StartedGame(setup, seed, session)

    def display_names(self) -> list[str]:
        return self.names()

    def show_table(self, game: Started) -> None:
        assert isinstance(game, StartedGame)
        setup = game.setup
        first = self.view is None
        scene = QwirkleScene(self)
        scene.hovered.connect(self._hovered)
        view = self.set_scene(scene, grows=True)
        if first:
            view.enter_chooses = False        # Enter plays the turn; Space puts a tile down
            view.pieceDropped.connect(self._dropped)
            view.dragHovered.connect(self._hovered)
            view.drag_source = self._drag_source
        view.zoom_fit()
        self.racks = Racks()
        self.privacy = Privacy(setup.seats)
        self.turn = None
        self._position = None
        self._log = []
        opening = game.session.state_after(0)   # start numbers are said aloud (Q-S2)
        assert isinstance(opening, qwirkle.State)
        self._start_numbers = tuple(opening.start_number(s) for s in range(len(setup.seats)))

    # --- who sees what ----------------------------------------------------------------------
    def names(self) -> list[str]:
        assert self.session is not None
        return [seat_display_name(s, seat.name) for s, seat in enumerate(self.session.seats)]

    def _to_move(self) -> int | None:
        assert self.session is not None
        state = self.session.state
        return None if state.is_over() else state.current_player

    def handover_pending(self) -> bool:
        """Two or more people share the computer and the one to move has not said "ready"."""
        return (self.reviewing is None and self.session is not None
                and self.privacy.needs_handover(self._to_move()))

    def shown_state(self) -> Shown:
        """The table as the viewer may see it (the whole game only in the review)."""
        session = self.session
        assert session is not None
        if self.reviewing is not None:
            state = session.state_after(self.reviewing)
            return Shown.of_state(state, state.current_player)
        to_move = self._to_move()
        viewer = self.privacy.viewer(to_move)
        if viewer is None:
            anyone = to_move if to_move is not None else 0
            return Shown.of_view(session.view_for(anyone), private=False)
        return Shown.of_view(session.view_for(viewer), private=True)

    def active_turn(self) -> Turn | None:
        """The turn being built, when the person who sees the rack may play now."""
        if (self.turn is None or self.session is None or self.reviewing is not None
                or not self.session.human_to_move() or self.handover_pending()):
            return None
        return self.turn

    # --- drawing ------------------------------------------------------------------------------
    def refresh(self, change: Change[qwirkle.Move] | None = None) -> None:
        session = self.session
        if session is not None:
            position = (len(session.history), id(session.state), session.state.is_over())
            if position != self._position:   # a move, undo or redo: a new turn
                self._position = position
                self.privacy.new_turn(self._to_move())
                self.turn = None
                self._hover_text = ""
        super().refresh(change)
        self._update_undo()

    def draw_board(self, state: Shown, change: Change[qwirkle.Move] | None) -> None:
        assert self.session is not None and self.view is not None
        self.shown = state
        scene = self._scene()
        scene.show_board({cell: TILES[t] for cell, t in state.board.cells.items()})
        points = signed(state.last_points) if state.last_cells else ""
        scene.show_last(state.last_cells, points)
        if (state.view is not None and state.rack_seat == state.current_player
                and self.reviewing is None and self.turn is None and not state.over):
            self.turn = Turn(state.view, self.racks.sync(state.rack_seat, state.rack))
        self._draw_turn()
        if change is not None and change.kind == "move" and state.last_cells:
            self.view.ensure_cell_visible(state.last_cells[-1])
            sixes = [line for line in state.last_lines if len(line) == 6]
            if self.settings.get(ANIMATIONS) and sixes:
                scene.celebrate(sixes, self.tr("Qwirkle!"))

    def draw_hint(self, move: qwirkle.Move | None) -> None:
        """The suggested placement as faded tiles in frames (an exchange or a pass is said in
        the status line only)."""
        self._scene().show_hint({(x, y): tile for x, y, tile in move.tiles}
                                if isinstance(move, Place) else None)

    def _scene(self) -> QwirkleScene:
        assert self.view is not None
        scene = self.view.board_scene()
        assert isinstance(scene, QwirkleScene)
        return scene

    def _draw_turn(self) -> None:
        """The staged tiles, the marks for the held tile, the hover and the rack bar."""
        scene = self._scene()
        turn = self.active_turn()
        if turn is None:
            scene.show_staged({})
            scene.show_marks(())
            scene.show_hover(None)
        else:
            check = turn.check()
            scene.show_staged(turn.staged_tiles(), self._badge(check) if check.complete else "")
            if self.settings.get(SHOW_LEGAL_MOVES) and turn.held is not None:
                scene.show_marks(*turn.cells_for_held())
            else:
                scene.show_marks(())
            self._show_hover(scene.hover)
        self._draw_below()
        self._update_undo()
        if self.view is not None:
            self.view.update_accessible()      # the cell under the cursor with the held tile

    def _badge(self, check: StagingCheck) -> str:
        text = signed(check.total)
        return f"{self.tr('Qwirkle!')} {text}" if check.qwirkles else text

    def _show_hover(self, cell: Cell | None) -> None:
        """The held tile over ``cell``: fits or not, and why not or what it would score."""
        scene = self._scene()
        turn = self.active_turn()
        self._hover_text = ""
        tile = turn.held_tile() if turn is not None else None
        if (turn is None or tile is None or cell is None or cell in turn.staged
                or cell in turn.view.board.cells):
            scene.show_hover(None)
            return
        check = turn.check_at(cell)
        assert check is not None
        scene.show_hover(cell, tile, check.possible)
        if not check.possible:
            self._hover_text = self.tr("Not there: {reason}.").format(
                reason=translate_reason(check.error)) if check.error else ""
        elif check.complete:    # names the cell: not the staged move's score beside it
            self._hover_text = self.tr(
                "Put the {tile} at {cell}: the move would score {points}.").format(
                tile=tile_name(tile), cell=cell_name(cell), points=self._badge(check))

    def _hovered(self, cell: Cell | None) -> None:
        """The pointer (or a drag, or the keyboard cursor) moved to ``cell``: only the hover and
        the line under the rack change."""
        self._show_hover(cell)
        turn = self.active_turn()
        if turn is not None and self.below.currentWidget() is self.below.rack:
            self._write_message(turn)

    def _draw_below(self) -> None:
        """The rack bar, the hand-over panel or the note under the board."""
        below = self.below
        session = self.session
        shown = self.shown
        if session is None or shown is None:
            return
        names = self.names()
        # the end of the game: the board takes the room (the result panel says it all)
        below.setVisible(not (shown.over and self.reviewing is None))
        if self.handover_pending():
            to_move = self._to_move()
            assert to_move is not None
            below.handover.show_for(names[to_move])
            below.setCurrentWidget(below.handover)
            return
        if shown.rack_seat is None:
            below.note.text.setText(self._table_note(shown))
            below.setCurrentWidget(below.note)
            return
        below.setCurrentWidget(below.rack)
        rack = below.rack
        seat = shown.rack_seat
        turn = self.active_turn()
        if self.reviewing is not None:
            rack.title.setText(self.tr("{name}'s hand").format(name=names[seat]))
        elif self.privacy.shared:
            rack.title.setText(self.tr("{name}, your hand").format(name=names[seat]))
        else:
            rack.title.setText(self.tr("Your hand"))
        slots = (self.racks.sync(seat, shown.rack) if self.reviewing is None
                 else Racks().sync(seat, shown.rack))
        rack.tray.step_chooses = turn is None or not turn.exchanging   # walking marks nothing
        if turn is not None:
            rack.show_rack(slots, turn.staged_keys(), turn.held, turn.marked, True)
        else:
            rack.show_rack(slots, set(), None, set(), False,
                           reviewed=self.reviewing is not None)
        rack.tray.set_label(rack.title.text())
        self._draw_buttons(turn)

    def _table_note(self, shown: Shown) -> str:
        assert self.session is not None
        if shown.over:
            return self.tr("Game over")
        thinking = self.session.thinking_seat()
        if thinking is not None:
            return self.tr("{name} is thinking…").format(name=self.names()[thinking])
        if not self.privacy.people:
            return self.tr("The computers are playing; their tiles stay hidden.")
        return self.tr("{name} is playing.").format(name=self.names()[shown.current_player])

    def _draw_buttons(self, turn: Turn | None) -> None:
        rack = self.below.rack
        for button in (rack.play_button, rack.take_back_button, rack.exchange_button,
                       rack.pass_button):
            _show(button, turn is not None)
        if turn is None:
            rack.preview.setText("")
            rack.message.setText(self.tr("Game over") if self.shown and self.shown.over else
                                 "" if self.reviewing is None else
                                 self.tr("The review shows every player's hand."))
            return
        check = turn.check()
        _show(rack.pass_button, turn.stager.must_pass())
        rack.play_button.setEnabled(check.complete and not turn.exchanging)
        rack.take_back_button.setEnabled(bool(turn.staged) or turn.held is not None
                                         or turn.exchanging)
        rack.take_back_button.setText(self.tr("Cancel") if turn.exchanging
                                      else self.tr("Take back"))
        no_exchange = turn.stager.exchange_error()
        if turn.exchanging:
            count = len(turn.marked)
            rack.exchange_button.setText(self.tr("Exchange %n tile(s)", "", count))
            problem = turn.stager.exchange_error(turn.exchange_move().tiles) if count else None
            rack.exchange_button.setEnabled(count > 0 and problem is None)
        else:
            rack.exchange_button.setText(self.tr("Exchange…"))
            rack.exchange_button.setEnabled(no_exchange is None)
        rack.exchange_button.setToolTip(
            self._no_exchange_text(no_exchange) if no_exchange is not None
            else self.tr("Swap tiles with the bag instead of placing; it scores nothing."))
        _show(rack.exchange_button, no_exchange is None or self.offers_exchange())
        rack.preview.setText(self._preview(check))
        rack.fit_buttons()
        self._write_message(turn)

    def _write_message(self, turn: Turn) -> None:
        """The line under the rack: about the hovered cell, else what to do now."""
        text = self._hover_text or self._message(turn, turn.check(),
                                                 turn.stager.exchange_error(),
                                                 turn.stager.must_pass())
        if self.below.rack.message.text() != text:
            self.below.rack.message.setText(text)
            self.below.fit_message()

    def _preview(self, check: StagingCheck) -> str:
        if not check.complete:
            return ""
        text = isolate_signed(self.tr("+%n point(s)", "", check.points))
        if check.qwirkles:
            text = f"{self.tr('Qwirkle!')}  {text}"
        if check.going_out:
            text += "  " + isolate_signed(self.tr("+6 for going out"))
        return text

    def _message(self, turn: Turn, check: StagingCheck, no_exchange, must_pass: bool) -> str:
        """What to do now, or why not."""
        if must_pass:
            return self.tr("You can neither place a tile nor exchange: press Pass.")
        if turn.exchanging:
            count = len(turn.marked)
            problem = turn.stager.exchange_error(turn.exchange_move().tiles) if count else None
            if problem is not None:
                return self.tr("The bag holds only %n tile(s): choose fewer.", "",
                               turn.view.bag_size)
            return self.tr("Click the tiles you want to exchange, then press Exchange. "
                           "Esc cancels.")
        if turn.staged:
            if check.complete:
                text = self.tr("Press Play (Enter) to play these tiles, or put down more.")
                if check.going_out:
                    text += " " + self.tr("These are your last tiles: you go out.")
                return text
            if check.error is not None:
                return self.tr("Not a move yet: {reason}.").format(
                    reason=translate_reason(check.error))
        if turn.held is not None:
            if self.settings.get(SHOW_LEGAL_MOVES):
                return self.tr("Now choose a cell: the marked cells fit.")
            return self.tr("Now choose a cell for the tile.")
        if not turn.view.board.cells:
            seat = turn.view.seat
            return self.tr("Your first move: put down your %n tile(s) that share a colour or "
                           "a shape, in one line from the centre.", "", self._start_numbers[seat])
        text = self.tr("Choose a tile, then a cell, or drag it onto the board.")
        if no_exchange is not None and self.offers_exchange():
            text += " " + self._no_exchange_text(no_exchange)
        return text

    def offers_exchange(self) -> bool:
        """Whether exchanging belongs to this screen at all: while it is impossible, a screen
        without it (a puzzle) neither shows the button nor says why."""
        return True

    def _no_exchange_text(self, error: IllegalMoveError) -> str:
        """Why no exchange is possible now, as one sentence (the empty bag's reason says "you
        cannot exchange" itself)."""
        if error.reason == EMPTY_BAG:
            return self.tr("The bag is empty, so you cannot exchange.")
        return self.tr("You cannot exchange now: {reason}.").format(
            reason=translate_reason(error))

    def _update_undo(self) -> None:
        turn = self.active_turn()
        session = self.session
        self.undo_action.setEnabled(self.reviewing is None and (
            (turn is not None and bool(turn.staged))
            or (session is not None and session.can_undo())))

    # --- in words (screen readers) and the keyboard's places ----------------------------------
    def describe_cell(self, cell: Cell) -> str:
        shown = self.shown
        if shown is None:
            return ""
        turn = self.active_turn()
        on_board = shown.board.cells.get(cell)
        if on_board is not None:
            return self.describe.tile(TILES[on_board], cell, False, cell in shown.last_cells)
        staged = turn.staged_tiles().get(cell) if turn is not None else None
        if staged is not None:
            return self.describe.tile(staged, cell, True, False)
        held = turn.held_tile() if turn is not None and not turn.exchanging else None
        if turn is None or held is None:
            return self.describe.empty(cell, None, False, "", "")
        check = turn.check_at(cell)
        assert check is not None
        reason = translate_reason(check.error) if check.error is not None else ""
        return self.describe.empty(cell, held, check.possible,
                                   self._badge(check) if check.complete else "", reason)

    def move_words(self, index: int) -> str:
        assert self.session is not None
        text = self._log[index][1].text if index < len(self._log) else ""
        move = self.session.history[index]
        if isinstance(move, Place):
            text += ": " + ", ".join(self.describe.tile(tile, (x, y), False, False)
                                      for x, y, tile in move.tiles)
        return text + "."

    def next_words(self, state: Shown) -> str:
        seat = state.current_player
        name = self.names()[seat]
        return self.describe.turn(name, state.hand_sizes[seat], state.bag_size,
                                  self.you_move(seat))

    def board_help(self) -> str:
        return self.tr("The board. Arrow keys move the cursor, Space puts the chosen tile there "
                       "or picks one up, Enter plays the turn, Esc takes the tiles back, 1–6 take "
                       "a tile from your hand, F6 goes on to your hand and the panel.")

    def below_focus(self) -> QWidget | None:
        """F6 after the board: the rack (or the hand-over panel's button)."""
        below = self.below
        if below.currentWidget() is below.handover:
            return below.handover.button
        if below.currentWidget() is below.rack and self.active_turn() is not None:
            return below.rack.tray
        return None

    # --- the table's parts --------------------------------------------------------------------
    def play_on_note(self, moves: int) -> str:
        """The hands nobody at the new table has seen are dealt anew (``controller.play_on``)."""
        assert self.session is not None
        mover = self.session.state_after(moves).current_player
        return self.tr("The other hands and the bag are dealt anew from the tiles {name} has "
                       "not seen; {name} keeps this hand.").format(name=self.names()[mover])

    def seat_tokens(self) -> list[QPixmap]:
        assert self.session is not None
        return [seat_token(s, 16) for s in range(len(self.session.seats))]

    def seat_infos(self, state: Shown) -> list[SeatInfo]:
        assert self.session is not None
        names = self.names()
        infos = []
        for s, seat in enumerate(self.session.seats):
            if not state.moves:
                line = self.tr("Opening tiles: {n}").format(n=self._start_numbers[s])
            else:
                line = self.tr("Tiles in hand: {n}").format(n=state.hand_sizes[s])
            infos.append(SeatInfo(names[s], seat_token(s, 28), kind_text(seat), (line,),
                                  state.scores[s], self.tr("point(s)", "score caption",
                                                           state.scores[s])))
        return infos

    def status_text(self, state: Shown) -> str:
        assert self.session is not None
        if state.over:
            return self.tr("Game over")
        names = [self.side_panel.fitting(name) for name in self.names()]
        thinking = self.session.thinking_seat()
        if thinking is not None:
            return self.tr("{name} is thinking…").format(name=names[thinking])
        to_move = state.current_player
        if not state.moves:
            return self._who_starts(names)
        return self.tr("{name} to move").format(name=names[to_move])

    def _who_starts(self, names: list[str]) -> str:
        """Q-S2, Q-S3: who starts and why."""
        numbers = self._start_numbers
        first = self.session.state_after(0).current_player if self.session else 0
        best = numbers[first]
        tied = [names[s] for s, n in enumerate(numbers) if n == best and s != first]
        if not tied:
            return self.tr("{name} starts: %n tile(s) that share a colour or a shape, more "
                           "than anyone else.", "", best).format(name=names[first])
        return self.tr("{name} starts: %n tile(s) that share a colour or a shape; {others} "
                       "too, and the earlier seat starts.", "", best).format(
            name=names[first], others=", ".join(tied))

    def facts_text(self) -> str:
        if self.game is None or self.shown is None:
            return ""
        return "\n".join([self.tr("Tiles in the bag: {n}").format(n=self.shown.bag_size),
                          self.tr("Game number: {seed}").format(seed=self.game.seed)])

    def move_rows(self) -> list[MoveRow]:
        """The log: one line per move, counted from the seats' views (never an exchanged tile);
        worked out once per move."""
        session = self.session
        assert session is not None
        history, movers = session.history, session.movers
        keep = 0
        while keep < min(len(self._log), len(history)) and self._log[keep][0] is history[keep]:
            keep += 1
        del self._log[keep:]
        names = self.names()
        for i in range(keep, len(history)):
            seat, move = movers[i], history[i]
            before, after = session.view_for(seat, i), session.view_for(seat, i + 1)
            points = after.scores[seat] - before.scores[seat]
            going_out = after.over and after.hand_sizes[seat] == 0
            row = self.words.move_row(seat, names[seat], move, points, going_out)
            self._log.append((move, row))
        return [row for _, row in self._log]

    def move_text(self, move: qwirkle.Move) -> str:
        """A move in words (hints, the analysis): each tile and its cell; an exchange names the
        tiles (a hint is for the person who holds them); a pass."""
        if isinstance(move, Place):
            return ", ".join(tile_at(tile, (x, y)) for x, y, tile in move.tiles)
        if isinstance(move, Exchange):
            return self.tr("exchange {tiles}").format(
                tiles=", ".join(tile_name(tile) for tile in move.tiles))
        if isinstance(move, Pass):
            return self.tr("pass")
        return str(move)

    def move_cells(self, index: int) -> tuple[Cell, ...]:
        assert self.session is not None
        move = self.session.history[index]
        return tuple((x, y) for x, y, _tile in move.tiles) if isinstance(move, Place) else ()

    def result_view(self, state: Shown) -> ResultView:
        names = self.names()
        went_out = (state.current_player if state.last_cells
                    and state.hand_sizes[state.current_player] == 0 else None)
        return self.words.result_view(state.scores, state.hand_sizes, state.winners(), went_out,
                                      names, [self.result_panel.fitting(name) for name in names])

    def retranslate(self) -> None:
        rack = self.below.rack
        rack.play_button.setText(self.tr("Play"))
        rack.play_button.setToolTip(self.tr("Play the tiles you put down (Enter)"))
        rack.take_back_button.setToolTip(self.tr("Put the tiles back in your hand (Esc)"))
        rack.pass_button.setText(self.tr("Pass"))
        rack.pass_button.setToolTip(self.tr("Let the turn go by: you can neither place nor "
                                            "exchange"))
        self._log = []
        super().retranslate()
        self.below.fit_height()

    # --- acting ---------------------------------------------------------------------------------
    def cell_chosen(self, cell: Cell) -> None:
        """A click on a cell (or Space on the cursor): pick up a staged tile, or put the held
        tile there."""
        turn = self.active_turn()
        if turn is None or turn.exchanging:
            return
        if cell in turn.staged:
            turn.lift(cell)
        elif turn.held is None:
            if cell not in turn.view.board.cells:
                self.tell(self.tr("Choose a tile from your hand first."))
            return
        else:
            self._put(turn, cell)
        self._draw_turn()

    def stage(self, place: Place, hold_last: bool = False) -> bool:
        """Put the tiles of ``place`` down from the rack, as clicks would (pictures, tools);
        with ``hold_last`` the last one stays in hand, held over its cell. False if it is not
        the viewer's turn or a tile is not in the rack."""
        turn = self.active_turn()
        if turn is None:
            return False
        cells = list(place.tiles)
        for index, (x, y, tile) in enumerate(cells):
            free = [k for k, slot in turn.slots.items()
                    if slot.tile == tile and k not in turn.staged_keys()]
            if not free:
                return False
            if hold_last and index == len(cells) - 1:
                turn.hold(free[0])
                self._draw_turn()
                self._scene().set_hover((x, y))
                return True
            turn.put((x, y), free[0])
        self._draw_turn()
        return True

    def _put(self, turn: Turn, cell: Cell, key: bytes | None = None) -> None:
        check = turn.put(cell, key)
        if check is not None and not check.possible and check.error is not None:
            self.tell(self.tr("Not there: {reason}.").format(
                reason=translate_reason(check.error)))
        elif check is not None:
            self.host.show_status("")

    def _dropped(self, key: bytes, x: int, y: int) -> None:
        turn = self.active_turn()
        if turn is None or key not in turn.slots or turn.exchanging:
            return
        turn.hold(key)
        self._put(turn, (x, y), key)
        self._draw_turn()

    def _drag_source(self, cell: Cell) -> tuple[bytes, QPixmap] | None:
        """A staged tile may be dragged again (it was lifted by the press that started this)."""
        turn = self.active_turn()
        if turn is None or turn.held is None:
            return None
        tile = turn.held_tile()
        return turn.held, tile_pixmap(tile, 44)

    def _tile_chosen(self, key: bytes) -> None:
        turn = self.active_turn()
        if turn is None:
            return
        if turn.exchanging:
            turn.toggle_mark(key)
            turn.held = None
        elif key not in turn.staged_keys():
            turn.hold(key)
        self._draw_turn()

    def _choose_slot(self, index: int) -> None:
        if self.active_turn() is not None:
            self.below.rack.tray.choose(index)

    def _reordered(self, keys: list[bytes]) -> None:
        """The rack was rearranged (or a tile dragged back onto it from the board)."""
        shown = self.shown
        if shown is None or shown.rack_seat is None or self.reviewing is not None:
            return
        self.racks.reorder(shown.rack_seat, keys)
        turn = self.active_turn()
        if turn is not None and not turn.exchanging:
            turn.held = None
        self._draw_turn()

    def play(self) -> None:
        """Play the staged tiles (or, while exchanging, the exchange)."""
        turn = self.active_turn()
        if turn is None or self.session is None:
            return
        if turn.exchanging:
            self.exchange()
            return
        check = turn.check()
        if not check.complete:
            if check.error is not None:
                self.tell(self.tr("Not a move yet: {reason}.").format(
                    reason=translate_reason(check.error)))
            return
        self.session.request_move(turn.place_move())

    def take_back(self) -> None:
        """Esc: cancel an exchange, or return every staged tile to the rack."""
        turn = self.active_turn()
        if turn is None:
            return
        if turn.exchanging:
            turn.exchanging = False
            turn.marked.clear()
        else:
            turn.take_back()
        self.host.show_status("")
        self._draw_turn()

    def exchange(self) -> None:
        """First press: choose tiles to exchange (staged tiles go back); second: exchange."""
        turn = self.active_turn()
        if turn is None or self.session is None:
            return
        if not turn.exchanging:
            problem = turn.stager.exchange_error()
            if problem is not None:
                self.tell(self._no_exchange_text(problem))
                return
            had_keys = self._has_keys(self.below.rack)
            turn.take_back()
            turn.exchanging = True
            turn.marked.clear()
            self._draw_turn()
            if had_keys:         # by keys: on to the rack, where the tiles are marked
                self.below.rack.tray.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        move = turn.exchange_move()
        problem = turn.stager.exchange_error(move.tiles)
        if problem is not None:
            self.tell(translate_reason(problem))
            return
        self.session.request_move(move)

    def pass_turn(self) -> None:
        turn = self.active_turn()
        if turn is not None and self.session is not None and turn.stager.must_pass():
            self.session.request_move(Pass())

    def hand_over(self) -> None:
        """The person to move is at the computer: show their rack."""
        to_move = self._to_move()
        if self.handover_pending() and to_move is not None:
            self.privacy.confirm(to_move)
            self.refresh()

    def _enter(self) -> None:
        if self.handover_pending():
            self.hand_over()
        else:
            self.play()

    def undo(self) -> None:
        """Ctrl+Z: the tile staged last back to the rack; with none staged, the session's undo
        (which, with hidden racks, follows the session's rule)."""
        if self.reviewing is not None:
            return
        turn = self.active_turn()
        if turn is not None and turn.staged:
            turn.take_back_last()
            self._draw_turn()
            return
        super().undo()
