"""The Kulami new-game dialog: seats, who starts, board and seed, scoring, variant.

It holds a complete setup from construction (the last choices, from the settings), so
``create_screen()`` works without ``exec()``; accepting stores the choices again.

The board choice lists a random 8×8 square, a random irregular shape, the built-in layouts and the
player's own playable boards (``storage.boards``), each with a small drawn picture; "Design a
board…" opens the board designer and lists what was saved there when it closes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tilegames.games import kulami
from tilegames.i18n import translations
from tilegames.storage.boards import BoardLibrary
from tilegames.ui.game_screen import GameScreen, NewGameDialog
from tilegames.ui.kulami.designer.window import KulamiDesigner, board_icon
from tilegames.ui.kulami.game_setup import (
    IRREGULAR,
    LAYOUT_PREFIX,
    OWN_PREFIX,
    SETTINGS_KEY,
    STANDARD,
    KulamiSetup,
    make_board,
    own_layout,
)
from tilegames.ui.kulami.labels import layout_name, marble_icon, seat_colour_name
from tilegames.ui.kulami.scene import board_picture
from tilegames.ui.kulami.screen import KulamiScreen
from tilegames.ui.table.host import GameHost
from tilegames.ui.table.seats_editor import SeatsEditor

PREVIEW_SIZE = 190
ICON_SIZE = 28


class KulamiNewGameDialog(NewGameDialog):
    """Asks for a Kulami setup; ``setup()`` is always a complete, valid choice."""

    settings_key = SETTINGS_KEY

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.library = BoardLibrary(kulami.Board.from_text)
        self._own: dict[str, str] = {}        # the player's playable boards: name -> layout text
        initial = KulamiSetup.from_dict(self.settings.get(SETTINGS_KEY))

        self._players_box = QGroupBox()
        self.seats_editor = SeatsEditor(2, 2)
        self.seats_editor.set_appearance(seat_colour_name, lambda seat: marble_icon(seat, 22))
        QVBoxLayout(self._players_box).addWidget(self.seats_editor)

        self._first = QComboBox()
        self._board = QComboBox()
        self._board.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        self._design = QPushButton()
        self._design.setAutoDefault(False)
        self._design.clicked.connect(self.open_designer)
        seed = self.make_seed_field(90)
        self._scoring = QComboBox()
        self._variant = QComboBox()
        self._board_help = self.help_label()
        self._scoring_help = self.help_label()
        self._variant_help = self.help_label()

        self._game_box = QGroupBox()
        game_row = QHBoxLayout(self._game_box)
        form = QFormLayout()
        game_row.addLayout(form, 1)
        self._preview = QLabel()
        self._preview.setFixedSize(PREVIEW_SIZE, PREVIEW_SIZE)
        self._preview_note = self.help_label()
        self._preview_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._preview_note.setFixedWidth(PREVIEW_SIZE)
        preview_column = QVBoxLayout()
        preview_column.addWidget(self._preview)
        preview_column.addWidget(self._preview_note)
        preview_column.addStretch(1)
        game_row.addLayout(preview_column)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._form_labels = [QLabel() for _ in range(4)]
        form.addRow(self._form_labels[0], self._first)
        design_row = QHBoxLayout()        # the board's name and picture get the whole width
        design_row.addWidget(seed.label)
        design_row.addWidget(seed.edit)
        design_row.addStretch(1)
        design_row.addWidget(self._design)
        board_column = self._column(self._board, self._board_help)
        column_layout = board_column.layout()
        assert isinstance(column_layout, QVBoxLayout)
        column_layout.addLayout(design_row)
        column_layout.addWidget(seed.message)
        form.addRow(self._form_labels[1], board_column)
        form.addRow(self._form_labels[2], self._column(self._scoring, self._scoring_help))
        form.addRow(self._form_labels[3], self._column(self._variant, self._variant_help))
        for label, field in zip(self._form_labels,
                                (self._first, self._board, self._scoring, self._variant),
                                strict=True):
            label.setBuddy(field)

        layout = QVBoxLayout(self)
        layout.addWidget(self._players_box)
        layout.addWidget(self._game_box)
        layout.addWidget(self.button_box())

        self._board.currentIndexChanged.connect(self._update_help)
        self._board.currentIndexChanged.connect(self._update_preview)
        seed.edit.textChanged.connect(self._update_preview)
        self._scoring.currentIndexChanged.connect(self._update_help)
        self._variant.currentIndexChanged.connect(self._update_help)
        self.retranslate()
        self.set_setup(initial)
        self.setMinimumWidth(660)
        translations().follow(self, self.retranslate)

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
        self.retranslate_seed(self.tr("The same game number gives the same random board and "
                                    "the same starting player, so a game can be repeated."))
        self._fill(self._first, [(seat_colour_name(0), "red"), (seat_colour_name(1), "black"),
                                 (self.tr("Random"), "random")])
        self._design.setText(self.tr("Design a board…"))
        self._design.setToolTip(self.tr("Lay the plates out yourself, save the board, share it."))
        self._fill_boards()
        self._fill(self._scoring, [(self.tr("Marbles on the plate"), "marbles"),
                                   (self.tr("Holes of the plate"), "holes")])
        self._fill(self._variant, [(self.tr("None"), None), (self.tr("Regions"), "regions"),
                                   (self.tr("Areas"), "areas")])
        if current is not None:
            self.set_setup(current)
        self._update_help()

    def _fill_boards(self) -> None:
        """The board choice: random ones, the built-in layouts and the player's playable boards
        (read again from the library), each with a small picture; the choice is kept."""
        current = self._board.currentData()
        self._own = {}
        for stored in self.library.listing().boards:
            text = own_layout(OWN_PREFIX + stored.name, stored.text)
            if text is not None:
                self._own[stored.name] = text
        examples = (kulami.standard_board(1), kulami.irregular_board(1))
        boards: list[tuple[str, object, kulami.Board]] = [
            (self.tr("Random 8×8 square"), STANDARD, examples[0]),
            (self.tr("Random irregular shape"), IRREGULAR, examples[1])]
        boards += [(self.tr("Layout: {name}").format(name=layout_name(name)),
                    LAYOUT_PREFIX + name, board)
                   for name, board in kulami.builtin_layouts().items()]
        boards += [(self.tr("Your board: {name}").format(name=name), OWN_PREFIX + name,
                    kulami.Board.from_text(text)) for name, text in self._own.items()]
        self._board.blockSignals(True)
        self._board.clear()
        for text, data, board in boards:
            self._board.addItem(QIcon(board_icon(board, ICON_SIZE)), text, data)
        self._board.blockSignals(False)
        if current is not None:
            self._select(self._board, current)

    def open_designer(self) -> None:
        """The board designer, starting from the chosen board when it is one of the player's;
        afterwards the list shows what was saved, and "Play this board" chooses it here."""
        designer = KulamiDesigner(self, self.library)
        setup = self.setup()
        if setup.board.startswith(OWN_PREFIX) and setup.layout is not None:
            designer.open_board(kulami.Board.from_text(setup.layout),
                                setup.board.removeprefix(OWN_PREFIX))
            designer.history.clear()
            designer.status.clear()
        designer.exec()
        self._fill_boards()
        if designer.chosen is not None:
            self._select(self._board, designer.chosen)
        elif self._board.findData(self._board.currentData()) < 0:
            self._select(self._board, STANDARD)
        self._update_help()
        self._update_preview()
        designer.deleteLater()

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
        elif isinstance(board, str) and board.startswith(OWN_PREFIX):
            text = self.tr("A board you made; the game number only decides who starts, "
                           "when that is random.")
        else:
            text = self.tr("A fixed layout; the game number only decides who starts, when "
                           "that is random.")
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
        board = make_board(setup.board, seed, setup.layout)
        self._preview.setPixmap(board_picture([p.cells for p in board.plates], PREVIEW_SIZE))
        random_board = setup.board in (STANDARD, IRREGULAR)
        self._preview_note.setText(
            self.tr("An example: each game gets a new board.")
            if random_board and setup.seed is None else "")

    # --- the choice -----------------------------------------------------------------------
    def set_setup(self, setup: KulamiSetup) -> None:
        self.seats_editor.set_seats(setup.seats)
        self._select(self._first, setup.first)
        if not self._select(self._board, setup.board):   # a board of the player's is gone
            self._select(self._board, STANDARD)
        self.set_seed(setup.seed)
        self._select(self._scoring, setup.scoring)
        self._select(self._variant, setup.variant)
        self._update_help()
        self._update_preview()

    @staticmethod
    def _select(combo: QComboBox, data: object) -> bool:
        for i in range(combo.count()):
            if combo.itemData(i) == data:
                combo.setCurrentIndex(i)
                return True
        return False

    def setup(self) -> KulamiSetup:
        """The choice as the dialog shows it now."""
        seats = self.seats_editor.seats()
        board = self._board.currentData()
        layout = (self._own.get(board.removeprefix(OWN_PREFIX))
                  if isinstance(board, str) and board.startswith(OWN_PREFIX) else None)
        if board is None or (board.startswith(OWN_PREFIX) and layout is None):
            board = STANDARD
        return KulamiSetup(
            seats=(seats[0], seats[1]),
            first=self._first.currentData(),
            board=board,
            seed=self.seed(),
            scoring=self._scoring.currentData(),
            variant=self._variant.currentData(),
            layout=layout,
        )

    def create_screen(self) -> GameScreen:
        return KulamiScreen(self.host, self.setup())
