"""The Kulami game screen on the shared table: the plates and marbles, the seats as marbles, the
board's facts, and the plates' count at the end.

The screen reads the shown state to draw and asks the session to act; it never changes a State
itself. What is legal, closed or owned comes from the engine.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QWidget

from tilegames.controller.session import Change, GameSession
from tilegames.games import kulami
from tilegames.storage.saves import SavedGame
from tilegames.storage.settings import ANIMATIONS, SHOW_LEGAL_MOVES
from tilegames.ui.kulami.describe import KulamiDescribe
from tilegames.ui.kulami.describe import cell_name as cell_name
from tilegames.ui.kulami.game_setup import (
    IRREGULAR,
    LAYOUT_PREFIX,
    OWN_PREFIX,
    STANDARD,
    KulamiSetup,
    StartedGame,
    start_game,
)
from tilegames.ui.kulami.labels import (
    layout_name,
    marble_icon,
    seat_colour_name,
    seat_display_name,
)
from tilegames.ui.kulami.result import PlatesTable, plate_lines, result_view
from tilegames.ui.kulami.scene import KulamiScene, seat_color
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.levels import kind_text
from tilegames.ui.table.result_panel import ResultView
from tilegames.ui.table.screen import Started, TableScreen
from tilegames.ui.table.seats import SeatInfo


class KulamiScreen(TableScreen[kulami.State, kulami.Move, kulami.State]):
    """One Kulami game of ``setup`` (``seed`` overrides the setup's seed), or the game ``saved``
    (a loaded save file or autosave) continued where it was left."""

    key = "kulami"
    EVAL_SCALE = 20.0          # points of margin at the top of the evaluation graph

    def __init__(self, host: GameHost, setup: KulamiSetup, seed: int | None = None,
                 parent: QWidget | None = None, saved: SavedGame | None = None) -> None:
        super().__init__(host, parent)
        self.game: StartedGame | None = None
        self.words = KulamiDescribe(self)
        self.plates_table = PlatesTable()
        self.result_panel.set_details(self.plates_table)
        self.begin(saved, lambda: self.start_game(setup, seed))

    @property
    def setup(self) -> KulamiSetup:
        assert self.game is not None
        return self.game.setup

    def start_game(self, setup: KulamiSetup, seed: int | None) -> StartedGame:
        return start_game(setup, self.settings, seed)

    def resumed_game(self, saved: SavedGame, start: kulami.State, seed: int | str,
                     session: GameSession) -> StartedGame:
        """The board of the save, and its setup with the seats it was played by."""
        assert isinstance(start, kulami.State) and isinstance(seed, int)
        setup = dataclasses.replace(KulamiSetup.from_dict(saved.meta.get("setup")),
                                    seats=(saved.seats[0], saved.seats[1]))
        return StartedGame(setup, seed, start.board, session)

    def show_table(self, game: Started) -> None:
        assert isinstance(game, StartedGame)
        self.set_scene(KulamiScene([plate.cells for plate in game.board.plates], cell_name, self))

    def cell_chosen(self, cell: tuple[int, int]) -> None:
        assert self.session is not None
        self.session.request_move(kulami.Move(*cell))

    # --- the table's parts ---------------------------------------------------------------
    def names(self) -> tuple[str, str]:
        assert self.session is not None
        seats = self.session.seats
        return (seat_display_name(0, seats[0].name), seat_display_name(1, seats[1].name))

    def display_names(self) -> list[str]:
        return list(self.names())

    def seat_label(self, seat: int) -> str:
        return seat_colour_name(seat)

    def seat_tokens(self) -> list[QPixmap]:
        return [marble_icon(seat, 14) for seat in range(2)]

    def move_cells(self, index: int) -> tuple[tuple[int, int], ...]:
        assert self.session is not None
        return (self.session.history[index].cell,)

    def graph_sides(self) -> tuple[tuple[str, str], tuple[QColor, QColor]]:
        return self.names(), (seat_color(0), seat_color(1))

    def shown_state(self) -> kulami.State:
        return self.position_shown()

    def seat_infos(self, state: kulami.State) -> list[SeatInfo]:
        assert self.session is not None and isinstance(state, kulami.State)
        names = self.names()
        points = state.scores()
        return [SeatInfo(names[s], marble_icon(s, 34), kind_text(self.session.seats[s]),
                         (self.tr("%n marble(s) left", "", state.marbles_left(s)),),
                         points[s], self.tr("point(s)", "score caption", points[s]))
                for s in range(2)]

    quiet_board = False     # no legal holes and no last-marble ring (a lesson marks its own)

    def draw_board(self, state: kulami.State, change: Change[kulami.Move] | None) -> None:
        assert self.session is not None and self.view is not None and self.game is not None
        assert isinstance(state, kulami.State)
        reviewing = self.reviewing is not None
        board = self.game.board
        over = state.is_over()
        human = self.session.human_to_move() and not reviewing
        scene = self.view.board_scene()
        assert isinstance(scene, KulamiScene)
        marbles = {cell: seat for cell in board.cells
                   if (seat := state.marble_at(cell)) is not None}
        last = state.last_move.cell if state.last_move is not None else None
        animate = None
        if (change is not None and change.kind == "move" and self.settings.get(ANIMATIONS)
                and change.last_move is not None):
            animate = change.last_move.cell
        scene.show_position(
            marbles,
            to_move=state.current_player if human else None,
            legal=[m.cell for m in state.legal_moves()] if human else (),
            closed=[] if over else [board.plates[i].cells for i in state.closed_plates()],
            last=None if self.quiet_board else last,
            show_legal=bool(self.settings.get(SHOW_LEGAL_MOVES)) and not self.quiet_board,
            animate=animate,
        )
        if not scene.cursor_item.isVisible() and last is not None:
            scene.set_cursor(last, visible=False)
        if over and not reviewing:
            scene.show_result((line.plate.cells, line.owner, line.value)
                              for line in state.plate_scores())
        else:
            scene.show_result(())

    def draw_hint(self, move: kulami.Move | None) -> None:
        assert self.view is not None
        scene = self.view.board_scene()
        assert isinstance(scene, KulamiScene)
        scene.show_hint(move.cell if isinstance(move, kulami.Move) else None)

    # --- in words (screen readers) ----------------------------------------------------------
    def describe_cell(self, cell: tuple[int, int]) -> str:
        assert self.game is not None and self.session is not None
        state = self.shown_state()
        assert isinstance(state, kulami.State)
        plate = next((p.cells for p in self.game.board.plates if cell in p.cells), None)
        if plate is None:
            return ""
        legal = (self.reviewing is None and self.session.human_to_move()
                 and kulami.Move(*cell) in state.legal_moves())
        return self.words.cell(state, plate, cell, legal)

    def move_words(self, index: int) -> str:
        assert self.session is not None
        return self.words.move(self.names()[self.session.movers[index]],
                               self.session.history[index])

    def next_words(self, state: kulami.State) -> str:
        assert isinstance(state, kulami.State)
        seat = state.current_player
        return self.words.turn(self.names()[seat], state.marbles_left(seat),
                               self.you_move(seat))

    def status_text(self, state: kulami.State) -> str:
        assert self.session is not None
        if state.is_over():
            return self.tr("Game over")
        names = self.names()
        thinking = self.session.thinking_seat()
        if thinking is not None:
            return self.tr("{name} is thinking…").format(
                name=self.side_panel.fitting(names[thinking]))
        name = self.side_panel.fitting(names[state.current_player])
        if not state.moves:
            return self.tr("{name} to move: any hole").format(name=name)
        return self.tr("{name} to move").format(name=name)

    def facts_text(self) -> str:
        assert self.game is not None
        setup = self.setup
        if setup.board == STANDARD:
            board = self.tr("random 8×8, game number {seed}").format(seed=self.game.seed)
        elif setup.board == IRREGULAR:
            board = self.tr("random irregular, game number {seed}").format(seed=self.game.seed)
        elif setup.board.startswith(OWN_PREFIX):       # a board of the player's, by its name
            board = setup.board.removeprefix(OWN_PREFIX)
        else:
            board = layout_name(setup.board.removeprefix(LAYOUT_PREFIX))
        scoring = (self.tr("marbles on the plate") if setup.scoring == "marbles"
                   else self.tr("holes of the plate"))
        variant = {None: self.tr("none"), "regions": self.tr("regions"),
                   "areas": self.tr("areas")}[setup.variant]
        return "\n".join([self.tr("Board: {board}").format(board=board),
                          self.tr("Scoring: {scoring}").format(scoring=scoring),
                          self.tr("Variant: {variant}").format(variant=variant)])

    def result_view(self, state: kulami.State) -> ResultView:
        assert isinstance(state, kulami.State)
        names = self.names()
        self.plates_table.show_plates(plate_lines(state), names)
        return result_view(state, names, (self.result_panel.fitting(names[0]),
                                          self.result_panel.fitting(names[1])))

    def retranslate(self) -> None:
        self.result_panel.details_title.setText(self.tr("Plates"))
        self.plates_table.retranslate()
        super().retranslate()
