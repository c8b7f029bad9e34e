"""The Qwirkle new-game dialog: 2 to 6 seats in playing order (a person or the computer at a
level), a note on who starts, and an optional seed.

It holds a complete setup from construction (the last choices, from the settings), so
``create_screen()`` works without ``exec()``; accepting stores the choices again.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QVBoxLayout, QWidget

from tilegames.i18n import translations
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.qwirkle.game_setup import (
    MAX_SEATS,
    MIN_SEATS,
    SETTINGS_KEY,
    QwirkleSetup,
    seat_display_name,
)
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.qwirkle.tiles import seat_token
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.seats_editor import SeatsEditor


class QwirkleNewGameDialog(NewGameDialog):
    """Asks for a Qwirkle setup; ``setup()`` is always a complete, valid choice."""

    settings_key = SETTINGS_KEY

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        initial = QwirkleSetup.from_dict(self.settings.get(SETTINGS_KEY))

        self._players_box = QGroupBox()
        self.seats_editor = SeatsEditor(MIN_SEATS, MAX_SEATS)
        self.seats_editor.set_appearance(lambda seat: seat_display_name(seat, ""),
                                         lambda seat: seat_token(seat, 22))
        self.order_note = self.help_label()
        players = QVBoxLayout(self._players_box)
        players.addWidget(self.seats_editor)
        players.addWidget(self.order_note)

        self._game_box = QGroupBox()
        seed = self.make_seed_field(110)
        self._seed_help = self.help_label()
        seed_row = QHBoxLayout()
        seed_row.addWidget(seed.label)
        seed_row.addWidget(seed.edit)
        seed_row.addStretch(1)
        game = QVBoxLayout(self._game_box)
        game.addLayout(seed_row)
        game.addWidget(seed.message)
        game.addWidget(self._seed_help)

        layout = QVBoxLayout(self)
        layout.addWidget(self._players_box)
        layout.addWidget(self._game_box)
        layout.addStretch(1)
        layout.addWidget(self.button_box())

        self.retranslate()
        self.set_setup(initial)
        self.setMinimumWidth(620)
        translations().follow(self, self.retranslate)

    def retranslate(self) -> None:
        """Every visible text in the current language, keeping the choices."""
        self.setWindowTitle(self.tr("New Qwirkle game"))
        self._players_box.setTitle(self.tr("Players (2 to 6)"))
        self._game_box.setTitle(self.tr("Game"))
        self.seats_editor.retranslate()
        self.order_note.setText(self.tr(
            "The players sit in playing order, from the top. The player with the most tiles "
            "that share a colour or a shape starts; if several have as many, the one seated "
            "first of them starts, so seat the oldest player first."))
        self.retranslate_seed()
        self._seed_help.setText(self.tr(
            "The game number shuffles the bag: the same number deals the same tiles again, so a "
            "game can be repeated. Leave it empty for a new deal every game."))

    # --- the choice -----------------------------------------------------------------------
    def set_setup(self, setup: QwirkleSetup) -> None:
        self.seats_editor.set_seats(setup.seats)
        self.set_seed(setup.seed)

    def setup(self) -> QwirkleSetup:
        """The choice as the dialog shows it now."""
        return QwirkleSetup(seats=tuple(self.seats_editor.seats()), seed=self.seed())

    def create_screen(self) -> GameScreen:
        return QwirkleScreen(self.host, self.setup())
