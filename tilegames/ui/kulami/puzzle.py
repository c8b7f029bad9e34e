"""Kulami's puzzle screen (``ui/puzzles``): the Kulami screen solving one puzzle."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtWidgets import QWidget

from tilegames.controller.puzzle import Puzzle, puzzle_seats
from tilegames.games import kulami
from tilegames.storage.progress import Progress
from tilegames.ui.kulami.game_setup import KulamiSetup, StartedGame
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.puzzles.parts import PuzzleParts
from tilegames.ui.table.host import GameHost


class KulamiPuzzleScreen(PuzzleParts, KulamiScreen):
    """The Kulami screen on ``puzzle``'s position, a person at both seats."""

    def __init__(self, host: GameHost, puzzle: Puzzle, parent: QWidget | None = None, *,
                 daily: date | None = None, progress: Progress | None = None) -> None:
        self.init_puzzle(puzzle, daily, progress)
        first, second = puzzle_seats(puzzle)
        super().__init__(host, KulamiSetup(seats=(first, second)), parent=parent)
        self.start_puzzle()

    def start_game(self, setup: KulamiSetup, seed: int | None) -> StartedGame:
        session = self.puzzle_session()
        state = session.state
        assert isinstance(state, kulami.State)
        return StartedGame(setup, 0, state.board, session)

    def facts_text(self) -> str:
        return ""

    def puzzle_hint_move(self) -> Any:
        """The hint cell, ringed as the table's hint rings a suggested hole."""
        x, y = self.puzzle.hint_cell
        return kulami.Move(x, y)
