"""The LSD game screen on the shared table: the open field, every supply under it, the seats with
their colour, shade, tiles left and lost, and "Learn the captures".

Placing: choose a tile in your supply (click, number keys 1-9 and 0, Tab, or drag it onto the
field), turn it (R / Shift+R, a right click, the wheel over the tile, the buttons), and lay it
(click, or Enter on the keyboard cursor). Over the field a ghost shows the tile where it would go,
legal or not; the status line gives the engine's reason for an illegal cell and what a legal one
would capture. The screen reads the shown state and asks the session to act: what is legal, what
is captured and who wins come from the engine.
"""

from __future__ import annotations

import dataclasses
import random
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeyEvent, QPixmap
from PySide6.QtWidgets import QPushButton, QWidget

from tilegames.base.seats import Seat
from tilegames.controller.session import Change, GameSession, translate_reason
from tilegames.games import IllegalMoveError, lsd
from tilegames.games.lsd.notation import parse_picture
from tilegames.games.lsd.tiles import dots_of, rotate, shade_of
from tilegames.storage.saves import SavedGame
from tilegames.storage.settings import ANIMATIONS, SHOW_LEGAL_MOVES
from tilegames.ui.lsd.captures_help import CapturesHelp
from tilegames.ui.lsd.describe import CAPTURE_MARK, LsdDescribe, cell_name
from tilegames.ui.lsd.game_setup import LsdSetup, StartedGame, start_game
from tilegames.ui.lsd.labels import (
    colour,
    colour_name,
    kind_mask,
    seat_display_name,
    seat_token,
    shade_text,
    tile_words,
)
from tilegames.ui.lsd.scene import LsdScene, TileLook
from tilegames.ui.lsd.supplies import ORDER, SuppliesPanel, SupplyInfo, TileType, key_type
from tilegames.ui.numbers import ltr, plain
from tilegames.ui.table.elided_label import name_in_sentence
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.levels import kind_text
from tilegames.ui.table.move_list import MoveRow
from tilegames.ui.table.result_panel import ResultView, ScoreLine
from tilegames.ui.table.screen import Started, TableScreen
from tilegames.ui.table.seats import SeatInfo

Cell = tuple[int, int]
_DIGITS = {getattr(Qt.Key, f"Key_{n}"): (n - 1) % 10 for n in range(10)}   # 1..9 -> 0..8, 0 -> 9


class LsdScreen(TableScreen[lsd.State, lsd.Place, lsd.State]):
    """One LSD game of ``setup`` (``seed`` overrides the setup's seed; ``position``: a set-up
    field in the engine's notation instead of an empty one)."""

    key = "lsd"

    def __init__(self, host: GameHost, setup: LsdSetup, seed: int | None = None,
                 position: str | None = None, parent: QWidget | None = None,
                 saved: SavedGame | None = None) -> None:
        super().__init__(host, parent)
        self.game: StartedGame | None = None
        self.selected: TileType | None = None
        self.rotation = 0
        self._hover_note = False          # the status line shows what the ghost says
        self._setup_cells: tuple[Cell, ...] = ()
        self._tokens: dict[tuple[int, int, int], QPixmap] = {}
        self._help: CapturesHelp | None = None
        self.words = LsdDescribe(self)
        self.supplies = SuppliesPanel()
        self.supplies.chosen.connect(self._tray_chosen)
        self.supplies.turned.connect(self.turn)
        self.below_board.addWidget(self.supplies)
        self.learn_button = QPushButton()
        self.learn_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.learn_button.clicked.connect(self.show_captures_help)
        self.side_panel.add_extra(self.learn_button)
        self.begin(saved, lambda: self.start_game(setup, seed, position))

    @property
    def setup(self) -> LsdSetup:
        assert self.game is not None
        return self.game.setup

    def start_game(self, setup: LsdSetup, seed: int | None,
                   position: str | None = None) -> StartedGame:
        return start_game(setup, self.settings, seed, position)

    def resumed_game(self, saved: SavedGame, start: lsd.State, seed: int | str,
                     session: GameSession) -> StartedGame:
        """The colours and setup the save was started with, its seats, and its set-up field."""
        assert isinstance(seed, int)
        setup = LsdSetup.from_dict(saved.meta.get("setup"))
        setup = dataclasses.replace(
            setup, players=start.num_players,
            seats=tuple(saved.seats) + setup.seats[len(saved.seats):], first=0)
        position = saved.options.get("setup")
        return StartedGame(setup, seed, start.current_player, session,
                           position if isinstance(position, str) else None)

    def display_names(self) -> list[str]:
        return self.names()

    def show_table(self, game: Started) -> None:
        assert isinstance(game, StartedGame)
        position = game.position
        self._setup_cells = tuple(parse_picture(position)) if position else ()
        self._tokens.clear()
        self.selected, self.rotation = None, 0
        scene = LsdScene(self)
        first = self.view is None
        view = self.set_scene(scene, grows=True)
        scene.hovered.connect(self._hovered)
        if first:
            view.cellRightClicked.connect(lambda _x, _y: self.turn(1))
            view.wheel_on_cell = self._wheel
            view.dragHovered.connect(self._drag_hovered)
            view.pieceDropped.connect(self._dropped)
        self.side_panel.seats.compact_from = 4      # four cards of LSD's lines fit only compact

    def shown_state(self) -> lsd.State:
        return self.position_shown()

    def lsd_state(self) -> lsd.State:
        """The position on screen (live or reviewed)."""
        return self.shown_state()

    def lsd_scene(self) -> LsdScene:
        assert self.view is not None
        scene = self.view.board_scene()
        assert isinstance(scene, LsdScene)
        return scene

    # --- seats ----------------------------------------------------------------------------
    def names(self) -> list[str]:
        setup = self.setup
        return [seat_display_name(seat.name, setup.colours[i])
                for i, seat in enumerate(setup.playing())]

    def colours(self) -> list[QColor]:
        return [colour(key) for key in self.setup.colours]

    def token(self, seat: int, size: int) -> QPixmap:
        key = (seat, size, colour(self.setup.colours[seat]).rgba())   # the palette may change
        if key not in self._tokens:
            self._tokens[key] = seat_token(self.setup.colours[seat], seat, size)
        return self._tokens[key]

    def seat_label(self, seat: int) -> str:
        return colour_name(self.setup.colours[seat])

    def seat_tokens(self) -> list[QPixmap]:
        return [self.token(seat, 14) for seat in range(self.setup.players)]

    def tiles_text(self, left: int, lost: int) -> str:
        """"18 tiles left · 2 captured" (each count with its own plural)."""
        return self.tr("%n tile(s) left", "", left) + " · " + self.tr("%n captured", "", lost)

    def partner(self, seat: int) -> int | None:
        """With 4 players, the seat with the same icon shade (LSD-K2)."""
        return (seat + 2) % 4 if self.setup.players == 4 else None

    def seat_infos(self, state: lsd.State) -> list[SeatInfo]:
        assert self.session is not None
        names = self.names()
        infos = []
        for seat in range(state.num_players):
            left, lost = sum(state.supply(seat).values()), state.captured(seat)
            partner = self.partner(seat)
            if partner is None:
                lines = (shade_text(seat), self.tiles_text(left, lost))
            else:      # four compact cards: one line (the partners are in the facts below)
                lines = (shade_text(seat), self.tr("%n left", "", left) + " · "
                         + self.tr("%n captured", "", lost))
            tip = colour_name(self.setup.colours[seat])
            if partner is not None:
                tip += "\n" + self.tr("{shade}, with {partner}").format(
                    shade=shade_text(seat), partner=names[partner])
            infos.append(SeatInfo(names[seat], self.token(seat, 30),
                                  kind_text(self.session.seats[seat]), lines, tooltip=tip))
        return infos

    # --- what happened --------------------------------------------------------------------
    def results(self) -> tuple[lsd.LsdMoveResult, ...]:
        """The engine's result of every move of the history (captures, skips), as the
        session's history recorded it."""
        assert self.session is not None
        return cast(tuple[lsd.LsdMoveResult, ...], self.session.results)

    def skipped_after(self, moves: int) -> tuple[int, ...]:
        """The seats skipped after move number ``moves`` (LSD-E1)."""
        results = self.results()
        return results[moves - 1].skipped if 0 < moves <= len(results) else ()

    def skip_text(self, seats: tuple[int, ...]) -> str:
        names = self.names()
        return " ".join(self.tr("{name} cannot place a tile and is skipped.").format(
            name=self.side_panel.fitting(names[seat])) for seat in seats)

    # --- drawing ----------------------------------------------------------------------------
    def human_turn(self) -> bool:
        """A person may lay a tile now (not while reviewing)."""
        return (self.session is not None and self.reviewing is None
                and self.session.human_to_move())

    def tiles(self, state: lsd.State) -> dict[Cell, lsd.PlacedTile]:
        """Every tile on the field of ``state`` (only cells ever played can hold one)."""
        cells = set(self._setup_cells)
        cells.update(move.cell for move in state.moves)
        return {cell: tile for cell in cells if (tile := state.tile_at(cell)) is not None}

    def look(self, owner: int, icon: str, mask: int) -> TileLook:
        return TileLook(colour(self.setup.colours[owner]).name(), icon, shade_of(owner), mask)

    def legal_cells(self, state: lsd.State) -> set[Cell]:
        """Where the chosen tile fits in some rotation (for the person to move)."""
        if self.selected is None or not self.human_turn():
            return set()
        return {m.cell for m in state.legal_moves() if (m.kind, m.icon) == self.selected}

    def draw_board(self, state: lsd.State, change: Change[lsd.Place] | None) -> None:
        scene = self.lsd_scene()
        moves = len(state.moves)
        own = self.own_moves(state)
        results = self.results()
        if self.human_turn():
            self._choose_default(state)
        tiles = self.tiles(state)
        placed, captured = None, set()
        if change is not None and change.kind == "move":
            skipped = [seat for _move, result in change.played
                       for seat in cast(lsd.LsdMoveResult, result).skipped]
            if skipped:
                self.host.show_status(self.skip_text(tuple(skipped)))   # said in the announcement
            if self.settings.get(ANIMATIONS) and change.last_move is not None:
                placed = change.last_move.cell
                captured = {c for _move, result in change.played for c in result.captured}
        last_result = results[own - 1] if 0 < own <= len(results) else None
        show_legal = self.settings.get(SHOW_LEGAL_MOVES)
        scene.show_position(
            {cell: self.look(t.owner, t.icon, t.mask) for cell, t in tiles.items()},
            last=state.moves[-1].cell if moves else None,
            winning=state.winning_line(),
            emptied=[c for c in (last_result.captured if last_result else ())
                     if c not in tiles],
            legal=self.legal_cells(state) if show_legal else (),
            open_cells=state.frontier(),
            placed=placed, captured=captured)
        if not scene.cursor_item.isVisible() and moves:
            scene.set_cursor(state.moves[-1].cell, visible=False)
        self._update_ghost()

    def draw_hint(self, move: lsd.Place | None) -> None:
        """The suggested tile where it would go; for the person to move it also becomes the
        chosen tile, turned as suggested, so a click lays it."""
        scene = self.lsd_scene()
        if not isinstance(move, lsd.Place):
            scene.show_hint(None)
            return
        seat = self.lsd_state().current_player
        scene.show_hint(move.cell, self.look(seat, move.icon,
                                             rotate(kind_mask(move.kind), move.rotation)))
        if self.human_turn():
            self.selected, self.rotation = (move.kind, move.icon), move.rotation
            self._redraw_choice()

    def move_text(self, move: lsd.Place) -> str:
        """A move in words: the tile and its cell ("corner tile with x at 1,0")."""
        if not isinstance(move, lsd.Place):
            return str(move)
        return self.tr("{tile} at {cell}").format(tile=tile_words(move.kind, move.icon),
                                                  cell=cell_name(move.cell))

    def draw_extras(self, state: lsd.State) -> None:
        names = self.names()
        colours = self.colours()
        over = state.is_over()
        active = None if over or self.reviewing is not None else state.current_player
        self.supplies.show_supplies(
            [SupplyInfo(names[s], self.token(s, 20), colours[s], shade_of(s), state.supply(s))
             for s in range(state.num_players)],
            active, state.current_player if self.human_turn() else None,
            self.selected, self.rotation)

    def status_text(self, state: lsd.State) -> str:
        assert self.session is not None
        names = self.names()
        if state.is_over():
            if state.is_draw():
                return self.tr("A draw: nobody can place a tile any more.")
            return self.tr("{name} wins with a row of {n}!").format(
                name=self.side_panel.fitting(names[state.winners()[0]]), n=state.win_length)
        skipped = self.skip_text(self.skipped_after(self.own_moves(state)))
        thinking = self.session.thinking_seat()
        name = self.side_panel.fitting(names[state.current_player])
        if thinking is not None:
            now = self.tr("{name} is thinking…").format(
                name=self.side_panel.fitting(names[thinking]))
        elif not state.moves and not self._setup_cells:
            now = self.tr("{name} to move: lay any tile in the middle of the table.").format(
                name=name)
        else:
            now = self.tr("{name} to move: lay a tile so that it completes a dot.").format(
                name=name)
        return f"{skipped} {now}" if skipped else now

    def facts_text(self) -> str:
        setup = self.setup
        lines = [self.tr("{players} players: a row of {n} of your colour wins.").format(
            players=setup.players, n=lsd.WIN_LENGTH[setup.players])]
        if setup.players == 4:
            names = [name_in_sentence(n, self.side_panel.facts, 0) for n in self.names()]
            lines.append(self.tr("Together: {a} and {b} (white icons), {c} and {d} (black "
                                 "icons).").format(a=names[0], b=names[2], c=names[1],
                                                   d=names[3]))
        return "\n".join(lines)

    def move_rows(self) -> list[MoveRow]:
        assert self.session is not None
        names = self.names()
        rows = []
        results = self.results()
        for seat, move, result in zip(self.session.movers, self.session.history, results,
                                      strict=True):
            text = f"{move.icon}\u202f{plain(cell_name(move.cell))}"   # narrow: 4 columns
            tip = self.move_text(move)
            if result.captured:
                # a thin space may break the line before the mark, a word joiner never after it
                text += f"\u2009{CAPTURE_MARK}\u2060{len(result.captured)}"
                tip += "\n" + self.tr("captures %n tile(s)", "", len(result.captured))
            if result.skipped:
                tip += "\n" + " ".join(
                    self.tr("{name} cannot place a tile and is skipped.").format(
                        name=names[s]) for s in result.skipped)
            rows.append(MoveRow(seat, ltr(text), tooltip=tip))   # left to right
        return rows

    def move_cells(self, index: int) -> tuple[Cell, ...]:
        assert self.session is not None
        move = self.session.history[index]
        return (move.cell,) if isinstance(move, lsd.Place) else ()

    def moves_legend(self) -> str:
        results = self.results() if self.session is not None else []
        return self.words.capture_legend() if any(r.captured for r in results) else ""

    def result_view(self, state: lsd.State) -> ResultView:
        names = self.names()
        winners = state.winners()
        if winners:
            title = self.tr("{name} wins!").format(name=self.result_panel.fitting(
                names[winners[0]]))
            subtitle = self.tr("A row of %n tile(s) of one colour.", "", state.win_length)
        else:
            title = self.tr("A draw")
            subtitle = self.tr("Nobody can place a tile any more.")
        lines = tuple(ScoreLine(
            self.token(seat, 26), names[seat], "",
            self.tiles_text(sum(state.supply(seat).values()), state.captured(seat)),
            seat in winners) for seat in range(state.num_players))
        return ResultView(title, subtitle, lines)

    # --- in words (screen readers) and the keyboard's places ----------------------------------
    def describe_cell(self, cell: tuple[int, int]) -> str:
        state = self.lsd_state()
        tile = state.tile_at(cell)
        if tile is not None:
            return self.words.tile(self.names()[tile.owner], tile, cell)
        chosen = self.selected if self.human_turn() else None
        if chosen is None:
            return self.words.empty(cell, None, 0, "")
        fits = len(self.rotations_at(cell))
        reason = ""
        if not fits:
            try:
                state.clone().apply(self._move_at(cell))
            except IllegalMoveError as exc:
                reason = translate_reason(exc)
        dots = dots_of(rotate(kind_mask(chosen[0]), self.rotation))
        return self.words.empty(cell, chosen, fits, reason, dots)

    def board_help(self) -> str:
        return self.tr("The board. Arrow keys move the cursor, Enter or Space lays the chosen "
                       "tile there, 1–9 and 0 choose a tile, R turns it, F6 goes on to your "
                       "supply and the panel.")

    def move_words(self, index: int) -> str:
        assert self.session is not None
        move = self.session.history[index]
        if not isinstance(move, lsd.Place):
            return ""
        result = self.results()[index]
        names = self.names()
        return self.words.move(names[self.session.movers[index]], move.kind, move.icon,
                               move.cell, len(result.captured),
                               [names[s] for s in result.skipped])

    def next_words(self, state: lsd.State) -> str:
        seat = state.current_player
        return self.words.turn(self.names()[seat], sum(state.supply(seat).values()),
                               self.you_move(seat), self.selected if self.human_turn() else None)

    def below_focus(self) -> QWidget | None:
        """F6 after the board: the supply of the person to move."""
        seat = self.supplies.interactive
        return self.supplies.tray(seat) if seat is not None else None

    # --- choosing and turning ----------------------------------------------------------------
    def _choose_default(self, state: lsd.State) -> None:
        """At a person's turn: keep the chosen tile type if they still have one, else the
        first type of their supply that fits somewhere."""
        supply = state.supply(state.current_player)
        if self.selected is not None and supply.get(self.selected, 0) > 0:
            return
        fitting = {(m.kind, m.icon) for m in state.legal_moves()}
        choices = [t for t in ORDER if supply.get(t, 0) > 0]
        self.selected = next((t for t in choices if t in fitting), choices[0] if choices
                             else None)

    def select(self, tile: TileType) -> None:
        """Choose a tile type of the supply of the person to move (others are ignored)."""
        if not self.human_turn():
            return
        state = self.lsd_state()
        if state.supply(state.current_player).get(tile, 0) <= 0:
            return
        self.selected = tile
        self._redraw_choice()

    def turn(self, steps: int = 1) -> None:
        """Turn the chosen tile ``steps`` quarter turns clockwise (negative: back)."""
        if self.selected is None or not self.human_turn():
            return
        self.rotation = (self.rotation + steps) % 4
        self._redraw_choice()

    def _redraw_choice(self) -> None:
        """The chosen tile or its rotation changed: supplies, legal marks and ghost."""
        state = self.lsd_state()
        self.draw_extras(state)
        show_legal = self.settings.get(SHOW_LEGAL_MOVES)
        self.lsd_scene().show_legal(self.legal_cells(state) if show_legal else ())
        self._update_ghost()
        if self.view is not None:
            self.view.update_accessible()      # what the chosen tile would do at the cursor

    def _tray_chosen(self, key: bytes) -> None:
        tile = key_type(key)
        if tile is not None:
            self.select(tile)

    # --- the ghost ----------------------------------------------------------------------------
    def _hovered(self, cell: Cell | None) -> None:
        self._update_ghost()

    def _move_at(self, cell: Cell, rotation: int | None = None) -> lsd.Place:
        assert self.selected is not None
        kind, icon = self.selected
        return lsd.Place(kind, icon, self.rotation if rotation is None else rotation, *cell)

    def rotations_at(self, cell: Cell) -> list[int]:
        """The distinct rotations in which the chosen tile may be laid on ``cell``."""
        state = self.lsd_state()
        found = {m.rotation for r in range(4)
                 if state.is_legal(m := self._move_at(cell, r))}
        return sorted(found)

    def _update_ghost(self) -> None:
        """Show the chosen tile where the mouse, cursor or drag is, legal or not, with what it
        would capture; the engine's reason for an illegal cell goes to the status line."""
        scene = self.lsd_scene()
        cell = scene.hover
        state = self.lsd_state() if self.session is not None else None
        if (state is None or cell is None or self.selected is None or not self.human_turn()
                or state.tile_at(cell) is not None):
            scene.hide_ghost()
            self._hover_status("")
            return
        move = self._move_at(cell)
        seat = state.current_player
        kind, icon = self.selected
        look = self.look(seat, icon, rotate(kind_mask(kind), self.rotation))
        twin = state.clone()
        try:
            result = twin.apply(move)
        except IllegalMoveError as exc:
            scene.show_ghost(cell, look, False)
            note = translate_reason(exc)
            if self.rotations_at(cell):
                note += " " + self.tr("Turned another way it fits here (R).")
            self._hover_status(note)
            return
        scene.show_ghost(cell, look, True, result.captured)
        self._hover_status(self.tr("Laying it here captures %n tile(s).", "",
                                   len(result.captured)) if result.captured else "")

    def _hover_status(self, text: str) -> None:
        if text:
            self.host.show_status(text)
            self._hover_note = True
        elif self._hover_note:
            self.host.show_status("")
            self._hover_note = False

    def _wheel(self, cell: Cell, steps: int) -> bool:
        """The wheel over the ghost turns the tile."""
        ghost = self.lsd_scene().ghost
        if ghost.isVisible() and ghost.cell == cell:
            self.turn(-steps)
            return True
        return False

    # --- laying --------------------------------------------------------------------------------
    def cell_chosen(self, cell: tuple[int, int]) -> None:
        """Lay the chosen tile on ``cell``. If it does not fit as turned but fits in exactly one
        other way, that way is used; if several fit, the player is asked to turn it."""
        assert self.session is not None
        if self.selected is None:
            if self.human_turn():
                self.tell(self.tr(
                    "Choose a tile from your supply first (click it, or press 1–9, 0 or Tab)."))
                return
            self.session.request_move(None)      # the session says why not (computer, over)
            return
        move = self._move_at(cell)
        state = self.session.state
        if self.human_turn() and not state.is_legal(move) and state.tile_at(cell) is None:
            fitting = self.rotations_at(cell)
            if len(fitting) == 1:
                self.rotation = fitting[0]
                move = self._move_at(cell)
            elif len(fitting) > 1:
                self.tell(self.tr(
                    "This tile fits here turned %n way(s): turn it (R) until the frame is "
                    "solid, then lay it.", "", len(fitting)))
                return
        self._hover_note = False
        self.session.request_move(move)

    def _drag_hovered(self, cell: Cell | None) -> None:
        self.lsd_scene().set_hover(cell)

    def _dropped(self, key: bytes, x: int, y: int) -> None:
        tile = key_type(key)
        if tile is None or not self.human_turn():
            return
        self.select(tile)
        if self.selected == tile:
            self.cell_chosen((x, y))

    # --- keys ------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in _DIGITS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._choose_index(_DIGITS[Qt.Key(key)])
            event.accept()
            return
        if key == Qt.Key.Key_R and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.turn(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            event.accept()
            return
        super().keyPressEvent(event)

    def _choose_index(self, index: int) -> None:
        if self.human_turn() and 0 <= index < len(ORDER):
            self.select(ORDER[index])

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab on the field choose the next or previous tile of the supply."""
        if self.human_turn() and self.view is not None and self.focusWidget() is self.view:
            state = self.lsd_state()
            supply = state.supply(state.current_player)
            have = [t for t in ORDER if supply.get(t, 0) > 0]
            if have:
                at = have.index(self.selected) if self.selected in have else -1
                self.select(have[(at + (1 if forward else -1)) % len(have)])
                return True
        return super().focusNextPrevChild(forward)

    # --- learn the captures --------------------------------------------------------------------
    def show_captures_help(self) -> CapturesHelp:
        """The illustrated explanation of captures, in this game's colours (one window)."""
        colours = [colour(key) for key in self.setup.colours]     # all four (partners)
        if self._help is None:
            self._help = CapturesHelp(colours, self)
        self._help.show()
        self._help.raise_()
        return self._help

    # --- an example for pictures -----------------------------------------------------------------
    def show_example_game(self, players: int = 4, moves: int = 14, seed: int = 3) -> None:
        """A game between people, ``moves`` seeded random moves in (none of them winning), with a
        tile chosen and shown over a cell where it fits: the self-test's picture."""
        setup = LsdSetup(players=players, seats=tuple(Seat("") for _ in range(4)),
                         colours=self.setup.colours, first=0, seed=seed)
        self.start(setup, seed)
        assert self.session is not None
        rng = random.Random(seed)
        for _ in range(moves):
            state = self.session.state
            quiet = [m for m in state.legal_moves() if not _wins(state, m)]
            if not quiet:
                break
            self.session.request_move(rng.choice(quiet))
        state = self.session.state
        if self.selected is not None:
            fits = sorted(m.cell for m in state.legal_moves() if (m.kind, m.icon) == self.selected)
            if fits:
                self.rotation = next(m.rotation for m in state.legal_moves()
                                     if (m.kind, m.icon) == self.selected and m.cell == fits[0])
                self.draw_extras(state)
                self.lsd_scene().set_hover(fits[0])
        self.lsd_scene().finish_animations()

    # --- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.learn_button.setText(self.tr("Learn the captures…"))
        self.learn_button.setToolTip(self.tr(
            "Pictures of how + and x capture tiles of the other shade"))
        self.supplies.retranslate()
        super().retranslate()

    def shutdown(self) -> None:
        if self._help is not None:
            self._help.close()
        super().shutdown()


def _wins(state: lsd.State, move: lsd.Place) -> bool:
    twin = state.clone()
    twin.apply(move)
    return bool(twin.winning_line())
