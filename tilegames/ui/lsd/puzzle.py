"""LSD's puzzle screen (``ui/puzzles``): the LSD screen solving one puzzle."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QWidget

from tilegames.controller.puzzle import Puzzle, puzzle_seats
from tilegames.storage.progress import Progress
from tilegames.ui.lsd.game_setup import LsdSetup, StartedGame, default_seats
from tilegames.ui.lsd.screen import LsdScreen
from tilegames.ui.puzzles.parts import PuzzleParts
from tilegames.ui.table.host import GameHost


class LsdPuzzleScreen(PuzzleParts, LsdScreen):
    """The LSD screen on ``puzzle``'s position (two or four players), a person at every seat.
    The hint cell is ringed (the table's LSD hint would show the whole tile, turned)."""

    def __init__(self, host: GameHost, puzzle: Puzzle, parent: QWidget | None = None, *,
                 daily: date | None = None, progress: Progress | None = None) -> None:
        self.init_puzzle(puzzle, daily, progress)
        seats = puzzle_seats(puzzle)
        setup = LsdSetup(players=len(seats), seats=seats + default_seats()[len(seats):],
                         first=puzzle.state.current_player)
        super().__init__(host, setup, parent=parent)
        self.start_puzzle()

    def start_game(self, setup: LsdSetup, seed: int | None,
                   position: str | None = None) -> StartedGame:
        session = self.puzzle_session()
        return StartedGame(setup, 0, session.state.current_player, session)
