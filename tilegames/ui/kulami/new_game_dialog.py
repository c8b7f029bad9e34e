"""The Kulami new-game dialog: seats, who starts, board and seed, scoring, variant.

It holds a complete setup from construction (the last choices, from the settings), so
``create_screen()`` works without ``exec()``; accepting stores the choices again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tilegames.i18n import translations
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.kulami.game_setup import (
    IRREGULAR,
    LAYOUT_PREFIX,
    MAX_SEED,
    SETTINGS_KEY,
    STANDARD,
    KulamiSetup,
    builtin_names,
    make_board,
)
from tilegames.ui.kulami.labels import layout_name, marble_icon, seat_colour_name
from tilegames.ui.kulami.scene import board_picture
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.seats_editor import SeatsEditor

PREVIEW_SIZE = 190


class KulamiNewGameDialog(NewGameDialog):
    """Asks for a Kulami setup; ``setup()`` is always a complete, valid choice."""

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.settings = host.settings
        initial = KulamiSetup.from_dict(self.settings.get(SETTINGS_KEY))

        self._players_box = QGroupBox()
        self.seats_editor = SeatsEditor(2, 2)
        self.seats_editor.set_appearance(seat_colour_name, lambda seat: marble_icon(seat, 22))
        QVBoxLayout(self._players_box).addWidget(self.seats_editor)

        self._first = QComboBox()
        self._board = QComboBox()
        self._seed = QLineEdit()
        self._seed.setValidator(QIntValidator(0, MAX_SEED, self._seed))
        self._seed.setFixedWidth(90)
        self._scoring = QComboBox()
        self._variant = QComboBox()
        self._board_help = self._help_label()
        self._scoring_help = self._help_label()
        self._variant_help = self._help_label()

        self._game_box = QGroupBox()
        game_row = QHBoxLayout(self._game_box)
        form = QFormLayout()
        game_row.addLayout(form, 1)
        self._preview = QLabel()
        self._preview.setFixedSize(PREVIEW_SIZE, PREVIEW_SIZE)
        self._preview_note = self._help_label()
        self._preview_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._preview_note.setFixedWidth(PREVIEW_SIZE)
        preview_column = QVBoxLayout()
        preview_column.addWidget(self._preview)
        preview_column.addWidget(self._preview_note)
        preview_column.addStretch(1)
        game_row.addLayout(preview_column)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        board_row = QHBoxLayout()
        board_row.addWidget(self._board, 1)
        self._seed_label = QLabel()
        self._seed_label.setBuddy(self._seed)
        board_row.addWidget(self._seed_label)
        board_row.addWidget(self._seed)
        self._form_labels = [QLabel() for _ in range(4)]
        form.addRow(self._form_labels[0], self._first)
        form.addRow(self._form_labels[1], self._column(board_row, self._board_help))
        form.addRow(self._form_labels[2], self._column(self._scoring, self._scoring_help))
        form.addRow(self._form_labels[3], self._column(self._variant, self._variant_help))
        for label, field in zip(self._form_labels,
                                (self._first, self._board, self._scoring, self._variant),
                                strict=True):
            label.setBuddy(field)

        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self._players_box)
        layout.addWidget(self._game_box)
        layout.addWidget(self._buttons)

        self._board.currentIndexChanged.connect(self._update_help)
        self._board.currentIndexChanged.connect(self._update_preview)
        self._seed.textChanged.connect(self._update_preview)
        self._scoring.currentIndexChanged.connect(self._update_help)
        self._variant.currentIndexChanged.connect(self._update_help)
        self.retranslate()
        self.set_setup(initial)
        self.setMinimumWidth(660)
        translations().languageChanged.connect(self.retranslate)

    @staticmethod
    def _help_label() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setStyleSheet("color: palette(placeholder-text);")
        return label

    @staticmethod
    def _column(top: QWidget | QHBoxLayout, help_label: QLabel) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        if isinstance(top, QWidget):
            column.addWidget(top)
        else:
            column.addLayout(top)
        column.addWidget(help_label)
        return box

    # --- texts ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every visible text in the current language, keeping the choices."""
        current = self.setup() if self._first.count() else None
        self.setWindowTitle(self.tr("New Kulami game"))
        self._players_box.setTitle(self.tr("Players"))
        self._game_box.setTitle(self.tr("Game"))
        self.seats_editor.retranslate()
        for label, text in zip(self._form_labels, (self.tr("Who starts:"), self.tr("Board:"),
                                                   self.tr("Scoring:"), self.tr("Variant:")),
                               strict=True):
            label.setText(text)
        self._seed_label.setText(self.tr("Seed:"))
        self._seed.setPlaceholderText(self.tr("random"))
        self._seed.setToolTip(self.tr("The same seed gives the same random board and starting "
                                      "player, so a game can be repeated."))
        self._fill(self._first, [(self.tr("Red"), "red"), (self.tr("Black"), "black"),
                                 (self.tr("Random"), "random")])
        boards = [(self.tr("Random 8×8 square"), STANDARD),
                  (self.tr("Random irregular shape"), IRREGULAR)]
        boards += [(self.tr("Layout: {name}").format(
            name=layout_name(name)), LAYOUT_PREFIX + name)
            for name in builtin_names()]
        self._fill(self._board, boards)
        self._fill(self._scoring, [(self.tr("Marbles on the plate"), "marbles"),
                                   (self.tr("Holes of the plate"), "holes")])
        self._fill(self._variant, [(self.tr("None"), None), (self.tr("Regions"), "regions"),
                                   (self.tr("Areas"), "areas")])
        if current is not None:
            self.set_setup(current)
        self._update_help()

    @staticmethod
    def _fill(combo: QComboBox, items: Sequence[tuple[str, object]]) -> None:
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        combo.blockSignals(False)

    def _update_help(self) -> None:
        board = self._board.currentData()
        if board == STANDARD:
            text = self.tr("The 17 plates laid out at random to fill an 8×8 square.")
        elif board == IRREGULAR:
            text = self.tr("The 17 plates laid out at random in an open shape, with gaps.")
        else:
            text = self.tr("A fixed layout; the seed only picks who starts when that is random.")
        self._board_help.setText(text)
        self._scoring_help.setText(
            self.tr("A plate is worth the marbles on it (the rule sheet's rule).")
            if self._scoring.currentData() == "marbles"
            else self.tr("A plate is worth its number of holes (the publisher's rule)."))
        variant = self._variant.currentData()
        self._variant_help.setText({
            None: self.tr("Most points wins."),
            "regions": self.tr("The larger region of joined own plates wins; points break a "
                               "tie."),
            "areas": self.tr("The larger group of joined own marbles scores the difference as "
                             "a bonus."),
        }[variant])

    def _update_preview(self) -> None:
        """A picture of the chosen board; without a seed, an example of a random one."""
        setup = self.setup()
        seed = setup.seed if setup.seed is not None else 1
        board = make_board(setup.board, seed)
        self._preview.setPixmap(board_picture([p.cells for p in board.plates], PREVIEW_SIZE))
        random_board = not setup.board.startswith(LAYOUT_PREFIX)
        self._preview_note.setText(
            self.tr("An example: each game gets a new board.")
            if random_board and setup.seed is None else "")

    # --- the choice -----------------------------------------------------------------------
    def set_setup(self, setup: KulamiSetup) -> None:
        self.seats_editor.set_seats(setup.seats)
        self._select(self._first, setup.first)
        self._select(self._board, setup.board)
        self._seed.setText("" if setup.seed is None else str(setup.seed))
        self._select(self._scoring, setup.scoring)
        self._select(self._variant, setup.variant)
        self._update_help()
        self._update_preview()

    @staticmethod
    def _select(combo: QComboBox, data: object) -> None:
        for i in range(combo.count()):
            if combo.itemData(i) == data:
                combo.setCurrentIndex(i)
                return

    def setup(self) -> KulamiSetup:
        """The choice as the dialog shows it now."""
        seats = self.seats_editor.seats()
        seed_text = self._seed.text().strip()
        return KulamiSetup(
            seats=(seats[0], seats[1]),
            first=self._first.currentData(),
            board=self._board.currentData(),
            seed=int(seed_text) if seed_text.isdigit() else None,
            scoring=self._scoring.currentData(),
            variant=self._variant.currentData(),
        )

    def accept(self) -> None:
        """Remember the choices for next time (a failed save only sets ``problem``), then close."""
        try:
            self.settings.set(SETTINGS_KEY, self.setup().to_dict())
        except OSError as exc:
            self.problem = self.tr("Your choices could not be remembered for next time: {reason}"
                                   ).format(reason=exc.strerror or str(exc))
        super().accept()

    def create_screen(self) -> GameScreen:
        return KulamiScreen(self.host, self.setup())
