"""The LSD new-game dialog: 2 or 4 players, each with a name, a tile colour (all different) and
person or computer; the icon shade of each seat (LSD-K2) and, with four, who plays together; who
starts (a seat or random, LSD-T1).

It holds a complete setup from construction (the last choices, from the settings), so
``create_screen()`` works without ``exec()``; accepting stores the choices again.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tilegames.games import lsd
from tilegames.i18n import translations
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.lsd.game_setup import COLOURS, RANDOM, SETTINGS_KEY, LsdSetup
from tilegames.ui.lsd.labels import colour_name, seat_display_name, seat_token, shade_text
from tilegames.ui.lsd.screen import LsdScreen
from tilegames.ui.table.elided_label import name_in_sentence
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.seats_editor import SeatsEditor


class ColourChoice(QWidget):
    """A seat's own part of its row: the tile colour, and the icon shade it plays with."""

    picked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox()
        self.combo.setIconSize(QSize(18, 18))
        self.shade = QLabel()
        self.wired = False
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo)
        row.addWidget(self.shade)
        self.combo.currentIndexChanged.connect(
            lambda _i: self.picked.emit(self.combo.currentData() or ""))

    def show_choice(self, seat: int, chosen: str) -> None:
        """The colours in words with their tiles; ``chosen`` selected; the seat's shade."""
        self.combo.setAccessibleName(self.tr("Tile colour"))
        self.combo.blockSignals(True)
        self.combo.clear()
        for key in COLOURS:
            self.combo.addItem(QIcon(seat_token(key, seat, 18)), colour_name(key), key)
        self.combo.setCurrentIndex(COLOURS.index(chosen))
        self.combo.blockSignals(False)
        self.shade.setText(shade_text(seat))


class LsdNewGameDialog(NewGameDialog):
    """Asks for an LSD setup; ``setup()`` is always a complete, valid choice."""

    settings_key = SETTINGS_KEY

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        initial = LsdSetup.from_dict(self.settings.get(SETTINGS_KEY))
        self.set_seed(initial.seed)       # no field: the remembered seed is kept
        self._seats = list(initial.seats)          # all four; the editor shows the first n
        self._colours = list(initial.colours)
        self._players = initial.players

        self._count_box = QGroupBox()
        self.two = QRadioButton()
        self.four = QRadioButton()
        self._count_group = QButtonGroup(self)
        self._count_group.addButton(self.two, 2)
        self._count_group.addButton(self.four, 4)
        self._count_help = self.help_label()
        count_row = QHBoxLayout()
        count_row.addWidget(self.two)
        count_row.addWidget(self.four)
        count_row.addStretch(1)
        count_column = QVBoxLayout(self._count_box)
        count_column.addLayout(count_row)
        count_column.addWidget(self._count_help)

        self._players_box = QGroupBox()
        self.seats_editor = SeatsEditor(self._players, self._players,
                                        extra=lambda _row: ColourChoice())
        self.partners = self.help_label()
        players_column = QVBoxLayout(self._players_box)
        players_column.addWidget(self.seats_editor)
        players_column.addWidget(self.partners)

        self._first = QComboBox()
        self._first_label = QLabel()
        self._first_label.setBuddy(self._first)
        self._first_help = self.help_label()
        self._game_box = QGroupBox()
        form = QFormLayout(self._game_box)
        first_column = QVBoxLayout()
        first_column.setSpacing(2)
        first_column.addWidget(self._first)
        first_column.addWidget(self._first_help)
        form.addRow(self._first_label, first_column)

        layout = QVBoxLayout(self)
        layout.addWidget(self._count_box)
        layout.addWidget(self._players_box)
        layout.addWidget(self._game_box)
        layout.addWidget(self.button_box())

        (self.four if self._players == 4 else self.two).setChecked(True)
        self._count_group.idClicked.connect(self.set_players)
        self.seats_editor.changed.connect(self._seats_changed)
        self._first_choice = initial.first
        self.seats_editor.set_seats(self._seats[:self._players])
        self.retranslate()
        self.setMinimumWidth(640)
        translations().follow(self, self.retranslate)

    # --- the players --------------------------------------------------------------------------
    def set_players(self, count: int) -> None:
        """2 or 4 players (the seats beyond are kept for switching back)."""
        if count not in lsd.PLAYER_COUNTS or count == self._players:
            return
        self._keep_seats()
        self._players = count
        (self.four if count == 4 else self.two).setChecked(True)
        self.seats_editor.blockSignals(True)
        self.seats_editor.set_limits(count, count)
        self.seats_editor.set_seats(self._seats[:count])
        self.seats_editor.blockSignals(False)
        self._refresh()

    def _keep_seats(self) -> None:
        for i, seat in enumerate(self.seats_editor.seats()):
            self._seats[i] = seat

    def _seats_changed(self) -> None:
        self._keep_seats()
        self._refresh_first()
        self._refresh_partners()

    def _pick_colour(self, seat: int, key: str) -> None:
        """Seat ``seat`` takes colour ``key``; a seat that had it gets this seat's old one, so no
        two seats are ever alike."""
        if key not in COLOURS or key == self._colours[seat]:
            return
        if key in self._colours:
            other = self._colours.index(key)
            self._colours[other] = self._colours[seat]
        self._colours[seat] = key
        self._refresh()

    def _refresh(self) -> None:
        """Every part that shows colours, names or the number of players."""
        # The row says "Player n" (the seat order decides the shades); an empty name field
        # shows in grey the colour the seat is then called by, as Kulami and Qwirkle do.
        self.seats_editor.set_appearance(
            self.seats_editor.player_label,
            lambda row: seat_token(self._colours[row], row, 22),
            placeholders=lambda row: colour_name(self._colours[row]))
        for i, row in enumerate(self.seats_editor.rows):
            choice = row.extra
            assert isinstance(choice, ColourChoice)
            choice.show_choice(i, self._colours[i])
            if not choice.wired:            # a row keeps its place: seat i for good
                choice.wired = True
                choice.picked.connect(lambda key, seat=i: self._pick_colour(seat, key))
        self._count_help.setText(self.tr(
            "With 2 players a row of {two} tiles wins; with 4 players a row of {four}.").format(
            two=lsd.WIN_LENGTH[2], four=lsd.WIN_LENGTH[4]))
        self._refresh_first()
        self._refresh_partners()

    def _names(self) -> list[str]:
        return [seat_display_name(seat.name, self._colours[i])
                for i, seat in enumerate(self._seats[:self._players])]

    def _refresh_partners(self) -> None:
        names = [name_in_sentence(name, self.partners, 0) for name in self._names()]
        if self._players == 4:
            self.partners.setText(self.tr(
                "Two players who move one after the other never share an icon shade. "
                "{a} and {b} play with white icons and capture together; {c} and {d} with "
                "black icons.").format(a=names[0], b=names[2], c=names[1], d=names[3]))
        else:
            self.partners.setText(self.tr(
                "{a} plays with white icons, {b} with black icons.").format(a=names[0],
                                                                            b=names[1]))

    def _refresh_first(self) -> None:
        current = self._first.currentData() if self._first.count() else self._first_choice
        self._first.blockSignals(True)
        self._first.clear()
        for seat, name in enumerate(self._names()):
            self._first.addItem(name, seat)
        self._first.addItem(self.tr("Random (the most confused player starts)"), RANDOM)
        index = self._first.findData(current)
        self._first.setCurrentIndex(index if index >= 0 else 0)
        self._first.blockSignals(False)

    # --- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every visible text in the current language, keeping the choices."""
        self.setWindowTitle(self.tr("New LSD game"))
        self._count_box.setTitle(self.tr("Number of players"))
        self.two.setText(self.tr("2 players"))
        self.four.setText(self.tr("4 players"))
        self._players_box.setTitle(self.tr("Players"))
        self._game_box.setTitle(self.tr("Game"))
        self._first_label.setText(self.tr("Who starts:"))
        self._first_help.setText(self.tr(
            "The first tile may be any tile of the supply, laid in the middle of the table."))
        self.seats_editor.retranslate()
        self._refresh()

    # --- the choice ---------------------------------------------------------------------------
    def setup(self) -> LsdSetup:
        """The choice as the dialog shows it now."""
        self._keep_seats()
        first = self._first.currentData()
        return LsdSetup(players=self._players, seats=tuple(self._seats),
                        colours=tuple(self._colours),
                        first=first if first is not None else 0, seed=self.seed())

    def create_screen(self) -> GameScreen:
        return LsdScreen(self.host, self.setup())
