"""The dialog of "Play on from here": who plays the new game that begins at the position a review
shows. The seats of a new-game dialog (``seats_editor.SeatsEditor``, one row per seat of the
game, as it was played or changed: a person, or the computer at any level) and what every new-game
dialog shares (``game_screen.NewGameDialog``: OK and Cancel, help lines); it starts no screen of
its own (the reviewing screen makes the game: ``TableScreen.play_on``) and remembers nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from tilegames.base.seats import Seat
from tilegames.i18n import translations
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.seats_editor import SeatsEditor


class PlayOnDialog(NewGameDialog):
    """Asks who plays on from the position after ``moves`` moves (``better``: the text of the
    better move played first, or ""). ``seats()``: the choice; ``note``: the game's own words on
    what the new game deals again (translated; "" for none)."""

    def __init__(self, host: GameHost, seats: Sequence[Seat], moves: int, *,
                 labels: Callable[[int], str], tokens: Callable[[int], QPixmap] | None = None,
                 better: str = "", note: str = "", parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self._moves, self._better, self._note = moves, better, note
        self._players_box = QGroupBox()
        self.seats_editor = SeatsEditor(len(seats), len(seats))
        self.seats_editor.set_appearance(labels, tokens)
        self.seats_editor.set_seats(seats)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.help = self.help_label()
        players = QVBoxLayout(self._players_box)
        players.addWidget(self.seats_editor)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self._players_box)
        layout.addWidget(self.help)
        layout.addStretch(1)
        layout.addWidget(self.button_box())
        self.setMinimumWidth(560)
        self.retranslate()
        translations().languageChanged.connect(self.retranslate)

    def retranslate(self) -> None:
        """Every visible text in the current language, keeping the choice."""
        self.setWindowTitle(self.tr("Play on from here"))
        self._players_box.setTitle(self.tr("Players"))
        self.seats_editor.retranslate()
        if self._better:
            intro = self.tr("A new game from the position after move {n}, with {move} played "
                            "instead of the mistake.").format(n=self._moves, move=self._better)
        else:
            intro = self.tr("A new game from the position after move {n}.").format(
                n=self._moves)
        self.intro.setText(intro)
        kept = self.tr("It is saved as a game of its own; the game you are reviewing stays as "
                       "it is.")
        self.help.setText(" ".join(part for part in (kept, self._note) if part))

    def seats(self) -> list[Seat]:
        """Who plays the new game, seat by seat."""
        return self.seats_editor.seats()

    def create_screen(self) -> GameScreen:
        raise TypeError("the reviewing screen starts the game played on (TableScreen.play_on)")
