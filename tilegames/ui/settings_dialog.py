"""Settings: language, appearance (system, light, dark), piece colours (standard or for
colour-blind players), legal-move hints, animations, computer move delay, whether to ask before
leaving a game. Changes apply at once, to open games too."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tilegames.i18n import LANGUAGES, translations
from tilegames.storage.settings import (
    ANIMATIONS,
    APPEARANCE,
    APPEARANCES,
    ASK_BEFORE_LEAVING,
    COMPUTER_DELAY_MS,
    LANGUAGE,
    PALETTES,
    PIECE_COLOURS,
    RANGES,
    SHOW_LEGAL_MOVES,
    Key,
    Settings,
    T,
)
from tilegames.ui import theme


class SettingsDialog(QDialog):
    """Every control writes its setting the moment it changes (there is no OK/Cancel).

    ``settingChanged(key)`` is emitted after a setting was stored. Choosing a language switches
    the whole program to it at once; this dialog re-labels itself too.
    """

    settingChanged = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.settings = settings

        self.language = QComboBox(self)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language in its own language
        current = translations().language or settings.get(LANGUAGE)
        self.language.setCurrentIndex(max(self.language.findData(current), 0))
        self.appearance = QComboBox(self)
        for key in APPEARANCES:
            self.appearance.addItem("", key)
        self.appearance.setCurrentIndex(max(self.appearance.findData(
            settings.get(APPEARANCE)), 0))
        self.pieces = QComboBox(self)
        for key in PALETTES:
            self.pieces.addItem("", key)
        self.pieces.setCurrentIndex(max(self.pieces.findData(settings.get(PIECE_COLOURS)), 0))
        self.legal_moves = QCheckBox(self)
        self.legal_moves.setChecked(settings.get(SHOW_LEGAL_MOVES))
        self.animations = QCheckBox(self)
        self.animations.setChecked(settings.get(ANIMATIONS))
        self.delay = QSpinBox(self)
        self.delay.setRange(*RANGES["computer_delay_ms"])  # Settings.get clamps to it too
        self.delay.setSingleStep(100)
        self.delay.setValue(settings.get(COMPUTER_DELAY_MS))
        self.ask_before_leaving = QCheckBox(self)
        self.ask_before_leaving.setChecked(settings.get(ASK_BEFORE_LEAVING))
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.hide()

        self.form = QFormLayout()
        self.form.setVerticalSpacing(12)
        self.form.setHorizontalSpacing(16)
        self.labels = [QLabel(self) for _ in range(7)]
        for label, field in zip(
                self.labels, (self.language, self.appearance, self.pieces, self.legal_moves,
                              self.animations, self.delay, self.ask_before_leaving),
                strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 16)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(buttons)
        # as large as the text needs (large text, long translations), never squeezed
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)

        self.language.currentIndexChanged.connect(self._language_chosen)
        self.appearance.currentIndexChanged.connect(self._appearance_chosen)
        self.pieces.currentIndexChanged.connect(self._pieces_chosen)
        self.legal_moves.toggled.connect(lambda on: self._store(SHOW_LEGAL_MOVES, on))
        self.animations.toggled.connect(lambda on: self._store(ANIMATIONS, on))
        self.delay.valueChanged.connect(lambda ms: self._store(COMPUTER_DELAY_MS, ms))
        self.ask_before_leaving.toggled.connect(
            lambda on: self._store(ASK_BEFORE_LEAVING, on))
        translations().follow(self, self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        texts = (self.tr("&Language:"), self.tr("Appea&rance:"), self.tr("Piece &colours:"),
                 self.tr("Legal moves:"), self.tr("Animations:"),
                 self.tr("Computer move &delay:"), self.tr("Leaving a game:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        for index, text in enumerate((self.tr("Same as the system"), self.tr("Light"),
                                      self.tr("Dark"))):
            self.appearance.setItemText(index, text)
        self.appearance.setToolTip(self.tr(
            "Light or dark windows; \"Same as the system\" follows your computer's choice. "
            "The boards keep their own colours."))
        for index, text in enumerate((self.tr("Standard"),
                                      self.tr("For colour-blind players"))):
            self.pieces.setItemText(index, text)
        self.pieces.setToolTip(self.tr(
            "Colours that stay far apart for every kind of colour blindness: the Kulami "
            "marbles become white and black, the LSD and Qwirkle colours change their shades."))
        self.legal_moves.setText(self.tr("&Show where a piece may go"))
        self.animations.setText(self.tr("&Animate moves"))
        self.delay.setSuffix(self.tr(" ms"))
        self.delay.setToolTip(self.tr("How long the computer waits before its move is shown."))
        self.ask_before_leaving.setText(self.tr("As&k before closing a game in progress"))
        self.ask_before_leaving.setToolTip(self.tr(
            "A game in progress is saved after every move and offered again at the next "
            "start, so closing loses nothing; ask anyway."))

    def _language_chosen(self) -> None:
        code = self.language.currentData()
        self._store(LANGUAGE, code)
        translations().set_language(code)
        missing = translations().missing
        if missing:
            self._show_problem(self.tr(
                "Some translations are missing from this installation: {names}").format(
                names=", ".join(missing)))

    def _appearance_chosen(self) -> None:
        theme.looks().configure(appearance=self.appearance.currentData())
        self._store(APPEARANCE, self.appearance.currentData())

    def _pieces_chosen(self) -> None:
        theme.looks().configure(pieces=self.pieces.currentData())
        self._store(PIECE_COLOURS, self.pieces.currentData())

    def _store(self, key: Key[T], value: T) -> None:
        try:
            self.settings.set(key, value)
        except OSError as exc:
            self._show_problem(self.tr("The setting could not be saved: {reason}").format(
                reason=exc.strerror or str(exc)))
        self.settingChanged.emit(key)

    def _show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
