"""Qwirkle's puzzle screen (``ui/puzzles``): the Qwirkle screen solving one puzzle."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.controller.puzzle import Puzzle, puzzle_seats
from tilegames.games.qwirkle import Place, Tile
from tilegames.storage.progress import Progress
from tilegames.ui.puzzles.parts import PuzzleParts
from tilegames.ui.qwirkle.game_setup import QwirkleSetup, StartedGame
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.table.handover import Privacy
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.screen import Started


class QwirklePuzzleScreen(PuzzleParts, QwirkleScreen):
    """The Qwirkle screen on ``puzzle``'s position: the rack shown is the mover's, without a
    hand-over (the other racks stay hidden: only the mover plays a puzzle)."""

    def __init__(self, host: GameHost, puzzle: Puzzle, parent: QWidget | None = None, *,
                 daily: date | None = None, progress: Progress | None = None) -> None:
        self.init_puzzle(puzzle, daily, progress)
        super().__init__(host, QwirkleSetup(seats=puzzle_seats(puzzle)), parent=parent)
        self.start_puzzle()

    def start_game(self, setup: QwirkleSetup, seed: int | None,
                   bag: list[Tile] | None = None) -> StartedGame:
        return StartedGame(setup, 0, self.puzzle_session())

    def show_table(self, game: Started) -> None:
        super().show_table(game)
        mover = self.puzzle.state.current_player
        self.privacy = Privacy([Seat("", "human" if seat == mover else "computer")
                                for seat in range(len(self.setup.seats))])

    def facts_text(self) -> str:
        if self.shown is None:
            return ""
        return self.tr("Tiles in the bag: {n}").format(n=self.shown.bag_size)

    def puzzle_hint_move(self) -> Any:
        """The first tile of the answer on its cell, as the table's hint shows tiles."""
        answer = self.puzzle.answers[0]
        if not isinstance(answer, Place) or not answer.tiles:
            return None
        cell = self.puzzle.hint_cell
        x, y, tile = next((t for t in answer.tiles if (t[0], t[1]) == cell), answer.tiles[0])
        return Place(((x, y, tile),))

    def offers_exchange(self) -> bool:
        """A puzzle asks for a placement: while exchanging is impossible it is not mentioned."""
        return False
