"""The contract between the main window and one game's screens.

A game plugs into the main window through its package ``tilegames.ui.<key>`` (see
``ui/registry.py``). Its new-game dialog is a ``NewGameDialog``; once accepted, ``create_screen()``
builds the ``GameScreen`` the window shows. Both get their host (``ui/table/host.py``: settings,
"new game", the status line) explicitly, and every screen names its game in ``key``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar, NamedTuple, Protocol

from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QWidget

from tilegames.base.seats import Seat
from tilegames.games import GameState
from tilegames.games.history import BEGINNING, Origin
from tilegames.storage.saves import SaveOptions
from tilegames.storage.settings import Key
from tilegames.ui import theme
from tilegames.ui.table.host import GameHost
from tilegames.ui.typography import text_field_width


@dataclass(frozen=True)
class SaveData:
    """What a save file of the open game holds (``storage.saves.dumps`` takes these)."""

    game: str
    state: GameState
    seats: tuple[Seat, ...]
    review: int | None = None
    meta: dict[str, object] = field(default_factory=dict)
    redeals: tuple[tuple[int, int, int | str], ...] = ()   # GameSession.redeals (Qwirkle)
    origin: Origin = BEGINNING     # where a game played on from another began

    def dumps_options(self) -> SaveOptions:
        """The keyword arguments ``storage.saves.dumps`` (and ``autosave.write``) take."""
        return {"review": self.review, "meta": self.meta, "redeals": self.redeals,
                "origin": self.origin}


class GameScreen(QWidget):
    """One open game. Talks to its GameSession and to its ``host``, nothing else."""

    key: ClassVar[str] = ""
    savable: ClassVar[bool] = True   # False: Game ▸ Save and Save As… do not apply (a puzzle)

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.game_id = ""    # the key of this game's autosave (storage.autosave); "" for none

    def game_actions(self) -> list[QAction]:
        """Actions the main window shows in its Move menu while this game is open."""
        return []

    def zoom_in(self) -> None: ...

    def zoom_out(self) -> None: ...

    def zoom_fit(self) -> None: ...

    def retranslate(self) -> None:
        """Re-set every visible text after the language changed (called once per switch)."""

    def save_data(self) -> SaveData | None:
        """The game as a save file would hold it (None: nothing to save)."""
        return None

    def keep(self) -> None:
        """Write the game's autosave now (a game just begun that must be kept at once)."""

    def can_close(self) -> bool:
        """Whether the game may be closed now; False keeps it open (the screen has said why)."""
        return True

    def shutdown(self) -> None:
        """Stop background work (a thinking computer) before the screen is closed."""


MAX_SEED = 999_999
"""The largest seed: a seed is a whole number from 0 to ``MAX_SEED`` (at most six digits)."""


def read_seed(text: str) -> int | None:
    """The seed a player typed in ``text`` (spaces around it are ignored): None when there is
    none (a new random seed for each game), else the number its ASCII digits 0-9 write.
    ValueError for anything else: other digits ('٣', '²'), a sign, a space between digits, a
    letter, more than six digits."""
    text = text.strip()
    if not text:
        return None
    if len(text) > len(str(MAX_SEED)) or not (text.isascii() and text.isdigit()):
        raise ValueError(f"not a seed: {text!r}")
    return int(text)


def random_seed() -> int:
    """A new seed for a game whose player chose none (1 to ``MAX_SEED``)."""
    return random.randrange(1, MAX_SEED + 1)


class SeedField(NamedTuple):
    """The parts of a new-game dialog's seed field, for the dialog to place: the line edit, its
    label, and the message under it that says why its text is no seed (hidden while it is one)."""

    label: QLabel
    edit: QLineEdit
    message: QLabel


class RememberedSetup(Protocol):
    """A game's choice as a new-game dialog remembers it in the settings."""

    def to_dict(self) -> dict[str, object]: ...


class NewGameDialog(QDialog):
    """Asks for a game's setup. After ``accept()``, ``create_screen`` starts that game.

    What every game's dialog shares: ``help_label()`` (a muted, wrapped line under a choice),
    ``button_box()`` (OK and Cancel), the seed (``make_seed_field()``, ``seed()``,
    ``set_seed()``: one rule, ``read_seed``) and ``accept()``, which refuses a text that is no
    seed (the message under the field says why, and OK is disabled meanwhile) and otherwise
    remembers ``setup()`` under ``settings_key`` for next time.

    ``problem`` is a translated line for the status bar when something went wrong that does not
    stop the game (the choices could not be remembered: a full disk), else "".
    """

    settings_key: ClassVar[Key[dict[str, object]] | None] = None  # where ``accept`` remembers
                                                                  # ``setup()``; None: nowhere

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.settings = host.settings
        self.problem = ""
        self.seed_field: SeedField | None = None     # made by ``make_seed_field``
        self._seed_width = 0                         # the seed field's least width
        self._kept_seed: int | None = None           # the seed of a dialog without a field
        self._buttons: QDialogButtonBox | None = None

    def create_screen(self) -> GameScreen:
        raise NotImplementedError

    def setup(self) -> RememberedSetup:
        """The choice as the dialog shows it now (needed when ``settings_key`` is set)."""
        raise NotImplementedError

    # --- parts every dialog has ---------------------------------------------------------------
    @staticmethod
    def help_label() -> QLabel:
        """A line that explains a choice: muted, wrapped; its text is the subclass's."""
        label = QLabel()
        label.setWordWrap(True)
        label.setStyleSheet("color: palette(placeholder-text);")
        return label

    def button_box(self) -> QDialogButtonBox:
        """OK (``accept``) and Cancel, for the subclass to place at the bottom."""
        if self._buttons is None:
            self._buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
            self._buttons.accepted.connect(self.accept)
            self._buttons.rejected.connect(self.reject)
            self._check_seed()
        return self._buttons

    # --- the seed -----------------------------------------------------------------------------
    def make_seed_field(self, width: int) -> SeedField:
        """The seed field (``seed_field``; made once), its line edit ``width`` pixels wide, for
        the subclass to place; ``retranslate_seed`` sets its texts."""
        if self.seed_field is None:
            field = SeedField(QLabel(), QLineEdit(), QLabel())
            field.edit.setFixedWidth(width)
            self._seed_width = width
            field.label.setBuddy(field.edit)
            field.message.setWordWrap(True)
            field.message.hide()
            theme.style(field.message, lambda: f"color: {theme.LOSS.name()};")
            field.edit.setText("" if self._kept_seed is None else str(self._kept_seed))
            field.edit.textChanged.connect(self._check_seed)
            self.seed_field = field
        return self.seed_field

    def retranslate_seed(self, tooltip: str = "") -> None:
        """The seed field's texts in the current language; ``tooltip``: the game's words on
        what its seed decides (translated), for the field's tooltip."""
        if self.seed_field is not None:
            self.seed_field.label.setText(self.tr("Game number:"))
            self.seed_field.edit.setPlaceholderText(self.tr("random"))
            # the whole placeholder shows, in any language and at any text size
            self.seed_field.edit.setFixedWidth(max(self._seed_width,
                                                   text_field_width(self.seed_field.edit)))
            self.seed_field.edit.setToolTip(tooltip)
            self._check_seed()

    def seed_problem(self) -> str:
        """Why the seed field's text is no seed (translated), or "" when it is one."""
        if self.seed_field is None:
            return ""
        try:
            read_seed(self.seed_field.edit.text())
        except ValueError:
            return self.tr("A game number is a whole number from 0 to {max}, written with the "
                           "digits 0 to 9. Leave the field empty for a random one.").format(
                               max=MAX_SEED)
        return ""

    def seed(self) -> int | None:
        """The seed chosen: None for a random one each game, and while the text is no seed."""
        if self.seed_field is None:
            return self._kept_seed
        try:
            return read_seed(self.seed_field.edit.text())
        except ValueError:
            return None

    def set_seed(self, seed: int | None) -> None:
        """Show ``seed`` (None: empty, a random one each game)."""
        self._kept_seed = seed
        if self.seed_field is not None:
            self.seed_field.edit.setText("" if seed is None else str(seed))

    def _check_seed(self) -> None:
        """The message under the seed field, and OK, follow its text."""
        problem = self.seed_problem()
        if self.seed_field is not None:
            self.seed_field.message.setText(problem)
            self.seed_field.message.setVisible(bool(problem))
            self.seed_field.edit.setAccessibleDescription(problem)
        if self._buttons is not None:
            ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
            if ok is not None:
                ok.setEnabled(not problem)

    # --- closing ------------------------------------------------------------------------------
    def accept(self) -> None:
        """Close with the choice made, remembered for next time (a failed save only sets
        ``problem``). While the seed field holds no seed the dialog stays open, with the
        field focused and its message shown."""
        if self.seed_problem():
            self._check_seed()
            if self.seed_field is not None:
                self.seed_field.edit.setFocus()
            return
        if self.settings_key:
            try:
                self.settings.set(self.settings_key, self.setup().to_dict())
            except OSError as exc:
                self.problem = self.tr("Your choices could not be remembered for next time: "
                                       "{reason}").format(reason=exc.strerror or str(exc))
        super().accept()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_text(self)


def fit_to_text(window: QWidget) -> None:
    """Make a dialog as wide as its layout's minimum and as tall as its wrapped texts need at
    that width (large text, long translations): top-level windows do not ask their layout's
    height-for-width by themselves."""
    layout = window.layout()
    if layout is None:
        return
    width = max(window.width(), layout.minimumSize().width())
    height = max(window.height(), layout.minimumSize().height())
    if layout.hasHeightForWidth():
        height = max(height, layout.totalHeightForWidth(width))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
