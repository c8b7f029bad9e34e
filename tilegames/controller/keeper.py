"""Keeping the open game on the user's disk while it is played: its autosave, and its line in the
statistics once it ends. The controller's work, not a widget's: a screen says only what a save of
its game holds (``contents``) and shows what went wrong.

``GameKeeper(session, game, contents, names)`` watches ``session.changed``. After a move, an undo
or a redo (never at the start, nor for a change of who is thinking) it writes the game under its
own ``game_id`` (``storage.autosave``; a game without moves clears it, a finished one is cleared
by the write); a game with ``contents()`` None (a lesson, a screen that must not touch the
user's files) changes no file and is not counted. A game that has just ended is counted in the
statistics (``storage.stats``) once — a finished game opened from a file never.
``autosaveFailed(reason)`` says, once per game, why the autosave could not be written (the game
goes on); ``notice(text)`` passes on what the statistics file had to say. Both are translated.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tilegames.base.seats import Seat
from tilegames.controller.session import Change, GameSession
from tilegames.games import GameState
from tilegames.games.protocol import M, S
from tilegames.storage import autosave
from tilegames.storage.saves import SaveError, SaveOptions
from tilegames.storage.stats import Statistics


class Contents(Protocol):
    """What a save of the open game holds (``ui.game_screen.SaveData`` is one)."""

    @property
    def game(self) -> str: ...

    @property
    def state(self) -> GameState[Any]: ...

    @property
    def seats(self) -> tuple[Seat, ...]: ...

    def dumps_options(self) -> SaveOptions: ...


class GameKeeper(QObject):
    """The autosave and the statistics of one session's game (see the module docstring).
    ``game_id`` is new for each keeper; a game continued from its autosave is given its id."""

    autosaveFailed = Signal(str)
    notice = Signal(str)

    def __init__(self, session: GameSession[S, M], game: str,
                 contents: Callable[[], Contents | None], names: Callable[[], Sequence[str]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_id = autosave.new_id(game)
        self._contents = contents
        self._names = names
        self._failed = False                        # said once per game
        self._counted = session.state.is_over()     # a finished game opened from a file
        session.changed.connect(self._on_change)

    def _on_change(self, change: Change[object]) -> None:
        if change.kind in ("move", "undo", "redo"):
            self.keep()

    def keep(self) -> None:
        """Autosave the game as it is now; count a game that just ended."""
        data = self._contents()
        if data is None:
            return
        try:
            if data.state.moves:
                autosave.write(self.game_id, data.state, data.seats, **data.dumps_options())
            else:
                autosave.clear(self.game_id)
        except (OSError, SaveError) as exc:
            if not self._failed:
                self._failed = True
                self.autosaveFailed.emit(exc.translated(QCoreApplication.translate)
                                         if isinstance(exc, SaveError)
                                         else exc.strerror or str(exc))
        if data.state.is_over() and not self._counted:
            self._counted = True
            named = [Seat(name, seat.kind, seat.level)
                     for name, seat in zip(self._names(), data.seats, strict=True)]
            stats = Statistics()
            stats.record(data.game, named, data.state.winners(), data.state.scores())
            for notice in stats.notices:
                self.notice.emit(notice.translated(QCoreApplication.translate))
