"""The Kulami board designer: a window to lay the 17 plates out, check, save, share and play.

Left, the table (``DesignerView``): the 10×10 grid and the tray. Right, the live check (all 17
plates placed, one edge-connected shape, inside 10×10: K-B3; "standard 8×8": K-B2), where to start
from (an empty grid, a random standard or irregular board from a seed: K-B4), the boards (the
built-in ones and the player's own, from ``storage.boards``: open, rename, delete, save under a
name), sharing as text, and undo/redo. Every step — a plate moved, a start, a paste, and saving,
renaming and deleting a board — is one undo step while the window is open.

"Play this board" is for a playable board saved under the name in the name field, unchanged since:
``chosen`` then names it (``game_setup.OWN_PREFIX + name``) and the window closes accepted.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QIcon,
    QIntValidator,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tilegames.games import kulami
from tilegames.games.kulami import Board, LayoutError
from tilegames.i18n import translations
from tilegames.storage.boards import (
    MAX_NAME,
    BoardLibrary,
    BoardNameError,
    DeletedBoard,
    Listing,
    StoredBoard,
    clean_name,
    name_key,
)
from tilegames.ui.game_screen import MAX_SEED, random_seed, read_seed
from tilegames.ui.kulami import colours
from tilegames.ui.kulami.designer.model import (
    NOTHING_PLACED,
    Design,
    DesignError,
    History,
    Step,
    board_verdict,
    shape_name,
)
from tilegames.ui.kulami.designer.view import DesignerView
from tilegames.ui.kulami.game_setup import OWN_PREFIX
from tilegames.ui.kulami.labels import layout_name
from tilegames.ui.kulami.scene import board_picture
from tilegames.ui.painting import painted_pixmap
from tilegames.ui.typography import text_field_width

PANEL_WIDTH = 340
PANEL_CHARS = 40             # the panel's width in average characters (large text)
PANEL_SHARE = 0.45           # … yet at most this share of the window
ICON = 44
MARK = 18
STARTS = ("empty", "standard", "irregular")
_pictures: dict[str, QPixmap] = {}


def board_icon(board: Board, size: int = ICON) -> QPixmap:
    """A small drawn picture of ``board`` (kept for the run: boards are immutable)."""
    key = f"{size}:{board.to_text()}"
    if key not in _pictures:
        _pictures[key] = board_picture([p.cells for p in board.plates], size)
    return _pictures[key]


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def design_error_text(error: DesignError) -> str:
    """A designer refusal in the user's language (an engine reason inside in its own words)."""
    values: dict[str, object] = {}
    for key, value in error.params.items():
        if isinstance(value, LayoutError):
            try:
                value = _translate("layouts", value.reason).format(**value.params)
            except (KeyError, IndexError, ValueError):
                value = str(value)
        values[key] = value
    try:
        return _translate("KulamiDesigner", error.reason).format(**values)
    except (KeyError, IndexError, ValueError):
        return str(error)


def _mark(ok: bool) -> QPixmap:
    """A painted tick (green) or cross (orange): the sign carries the meaning, not the colour."""
    def paint(painter: QPainter, s: float) -> None:
        path = QPainterPath()
        if ok:
            path.moveTo(QPointF(s * 0.18, s * 0.55))
            path.lineTo(QPointF(s * 0.42, s * 0.78))
            path.lineTo(QPointF(s * 0.84, s * 0.24))
        else:
            path.moveTo(QPointF(s * 0.24, s * 0.24))
            path.lineTo(QPointF(s * 0.76, s * 0.76))
            path.moveTo(QPointF(s * 0.76, s * 0.24))
            path.lineTo(QPointF(s * 0.24, s * 0.76))
        colour = colours.DESIGN_OK if ok else colours.DESIGN_REFUSED
        painter.setPen(QPen(colour, s * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
    return painted_pixmap(MARK, paint)


class CheckLine(QWidget):
    """One line of the live check: a tick or a cross and the words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ok = False
        self.mark = QLabel()
        self.mark.setFixedSize(MARK, MARK)
        self.text = QLabel()
        self.text.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)

    def show_check(self, ok: bool, text: str) -> None:
        self.ok = ok
        self.mark.setPixmap(_mark(ok))
        self.text.setText(text)


class KulamiDesigner(QDialog):
    """The board designer. ``library``: where the player's boards live (default: the user's
    data folder). ``chosen``: after "Play this board", the board choice for the new game."""

    def __init__(self, parent: QWidget | None = None, library: BoardLibrary[Board] | None = None
                 ) -> None:
        super().__init__(parent)
        self.library = library if library is not None else BoardLibrary(Board.from_text)
        self.history = History()
        self.chosen: str | None = None
        self.design = Design()
        self.listing: Listing[Board] = Listing()
        self.status_text = ""
        self._status: Callable[[], str] | None = None

        self.view = DesignerView()
        self.view.changed.connect(self._view_step)
        self.view.refused.connect(self._say_refusal)
        self.view.selectionChanged.connect(self._selection_changed)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: palette(placeholder-text);")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.status)
        left.addWidget(self.help)

        # the check
        self.check_box = QGroupBox()
        self.check_plates = CheckLine()
        self.check_shape = CheckLine()
        self.check_inside = CheckLine()
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        check = QVBoxLayout(self.check_box)
        for widget in (self.check_plates, self.check_shape, self.check_inside, self.verdict):
            check.addWidget(widget)

        # start from
        self.start_box = QGroupBox()
        self.start_choice = QComboBox()
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, MAX_SEED, self.seed))
        self.seed.setFixedWidth(80)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start_new)
        self.seed_label = QLabel()
        self.seed_label.setBuddy(self.seed)
        start = QVBoxLayout(self.start_box)
        start.addWidget(self.start_choice)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.start_button)
        start.addLayout(seed_row)
        self.start_choice.currentIndexChanged.connect(self._update_seed)

        # the boards
        self.boards_box = QGroupBox()
        self.boards = QListWidget()
        self.boards.setIconSize(QSize(ICON, ICON))
        self.boards.setMinimumHeight(3 * (ICON + 6))
        self.boards.itemDoubleClicked.connect(lambda item: self.open_selected())
        self.boards.currentItemChanged.connect(self._board_selected)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_selected)
        self.rename_button = QPushButton()
        self.rename_button.clicked.connect(self.rename_selected)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_selected)
        self.name_label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name_label.setBuddy(self.name)
        self.name.textChanged.connect(self._refresh_buttons)
        self.name.returnPressed.connect(self.save)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_text)
        self.paste_button = QPushButton()
        self.paste_button.clicked.connect(self.paste_text)
        boards = QVBoxLayout(self.boards_box)
        boards.addWidget(self.boards, 1)
        list_row = QHBoxLayout()
        for button in (self.open_button, self.rename_button, self.delete_button):
            list_row.addWidget(button)
        boards.addLayout(list_row)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name, 1)
        name_row.addWidget(self.save_button)
        boards.addLayout(name_row)
        share_row = QHBoxLayout()
        share_row.addWidget(self.copy_button)
        share_row.addWidget(self.paste_button)
        boards.addLayout(share_row)

        # undo, play, close
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton()
        self.redo_button.clicked.connect(self.redo)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.play)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)
        history = QHBoxLayout()
        history.addWidget(self.undo_button)
        history.addWidget(self.redo_button)
        finish = QHBoxLayout()
        finish.addWidget(self.play_button)
        finish.addWidget(self.close_button)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)

        # rows of buttons that go one above the other when the panel is too narrow for them
        self._rows = [seed_row, list_row, name_row, share_row, history, finish]
        panel = QVBoxLayout()
        panel.setContentsMargins(0, 0, 0, 0)
        panel.addWidget(self.check_box)
        panel.addWidget(self.start_box)
        panel.addWidget(self.boards_box, 1)
        panel.addLayout(history)
        panel.addLayout(finish)
        self.side = QWidget()
        self.side.setLayout(panel)
        # large text: the panel widens (up to a share of the window) and scrolls
        self.side_scroll = QScrollArea()
        self.side_scroll.setWidget(self.side)
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab: to the panel's controls
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.side_scroll)

        self.undo_action = QAction(self)
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self)
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        shift_z = QKeySequence("Ctrl+Shift+Z")
        self.redo_action.setShortcuts([*redo_keys, *([] if shift_z in redo_keys else [shift_z])])
        self.redo_action.triggered.connect(self.redo)
        self.copy_action = QAction(self)
        self.copy_action.setShortcuts(QKeySequence.StandardKey.Copy)
        self.copy_action.triggered.connect(self.copy_text)
        self.paste_action = QAction(self)
        self.paste_action.setShortcuts(QKeySequence.StandardKey.Paste)
        self.paste_action.triggered.connect(self.paste_text)
        for action in (self.undo_action, self.redo_action):
            self.addAction(action)
        for action in (self.copy_action, self.paste_action):   # the name field keeps its own
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            self.view.addAction(action)

        self.setSizeGripEnabled(True)
        self.resize(1120, 720)
        self.retranslate()
        self._refresh_library()
        self._set_design(Design())
        self.view.setFocus()
        translations().follow(self, self.retranslate)

    # --- the panel's width ----------------------------------------------------------------------
    def _fit_panel(self) -> None:
        """The side panel ``PANEL_WIDTH`` wide, wider for large text (at most ``PANEL_SHARE`` of
        the window); each row of buttons side by side where they fit, else one above the
        other."""
        wanted = max(PANEL_WIDTH, PANEL_CHARS * self.fontMetrics().averageCharWidth())
        width = min(wanted, max(PANEL_WIDTH, round(self.width() * PANEL_SHARE)))
        bar = self.side_scroll.verticalScrollBar().sizeHint().width()
        if self.side_scroll.width() != width + bar:
            self.side_scroll.setFixedWidth(width + bar)
        room = width - 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin) - 4
        for row in self._rows:
            items = [row.itemAt(i) for i in range(row.count())]
            shown = [w for item in items if item is not None
                     and (w := item.widget()) is not None and not w.isHidden()]
            needed = (sum(w.sizeHint().width() for w in shown)
                      + row.spacing() * max(0, len(shown) - 1))
            direction = (QBoxLayout.Direction.LeftToRight if needed <= room
                         else QBoxLayout.Direction.TopToBottom)
            if row.direction() != direction:
                row.setDirection(direction)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    # --- words -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Kulami board designer"))
        self.help.setText(self.tr(
            "Drag plates from the tray onto the grid, and off the grid to put them back. "
            "R, a right click or the mouse wheel while dragging turns a plate. Keyboard: Tab "
            "chooses a plate, the arrows move it, R turns it, Enter puts it down, Delete sends "
            "it back to the tray, Ctrl+Tab goes on to the buttons."))
        self.check_box.setTitle(self.tr("Check"))
        self.start_box.setTitle(self.tr("Start from"))
        self.start_choice.setAccessibleName(self.start_box.title())
        self.view.setAccessibleName(self.tr("Board grid"))
        self.view.setAccessibleDescription(self.help.text())
        current = self.start_choice.currentIndex()
        self.start_choice.blockSignals(True)
        self.start_choice.clear()
        for text, data in zip((self.tr("An empty grid"), self.tr("A random 8×8 square"),
                               self.tr("A random irregular shape")), STARTS, strict=True):
            self.start_choice.addItem(text, data)
        self.start_choice.setCurrentIndex(max(current, 0))
        self.start_choice.blockSignals(False)
        self.seed_label.setText(self.tr("Game number:"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setFixedWidth(max(80, text_field_width(self.seed)))
        self.start_button.setText(self.tr("Start"))
        self.boards_box.setTitle(self.tr("Boards"))
        self.boards.setAccessibleName(self.boards_box.title())
        self.open_button.setText(self.tr("Open"))
        self.rename_button.setText(self.tr("Rename"))
        self.rename_button.setToolTip(self.tr("Give the chosen board the name in the name field."))
        self.delete_button.setText(self.tr("Delete"))
        self.name_label.setText(self.tr("Name:"))
        self.copy_button.setText(self.tr("Copy as text"))
        self.copy_button.setToolTip(self.tr("Put the board on the clipboard as text, to share."))
        self.paste_button.setText(self.tr("Paste a board"))
        self.paste_button.setToolTip(self.tr("Take a board someone shared as text from the "
                                             "clipboard."))
        self.undo_action.setText(self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo"))
        self.play_button.setText(self.tr("Play this board"))
        self.close_button.setText(self.tr("Close"))
        self.view.designer_scene.retranslate()
        self._update_seed()
        self._fill_boards()
        self._refresh()
        if self._status is not None:
            self.status_text = self._status()
            self.status.setText(self.status_text)
        self._fit_panel()

    def _say(self, text: Callable[[], str]) -> None:
        """Show a message in the status line (``text`` makes it again in a new language)."""
        self._status = text
        self.status_text = text()
        self.status.setText(self.status_text)

    def _say_refusal(self, error: Exception) -> None:
        """Say why a step was refused: a designer refusal, a bad name, a failing disk."""
        def text() -> str:
            if isinstance(error, DesignError):
                return design_error_text(error)
            if isinstance(error, BoardNameError):
                return error.translated(QCoreApplication.translate)
            why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            return self.tr("The board could not be stored: {reason}").format(reason=why)
        self._say(text)

    def _quoted(self, name: str) -> str:
        """A board's name inside a sentence (isolated in a right-to-left window)."""
        return f"\u2068{name}\u2069" if self.isRightToLeft() else name

    def _step_words(self, kind: str, **params: str) -> str:
        words = {
            "place": self.tr("put a plate on the grid"),
            "move": self.tr("move a plate"),
            "turn": self.tr("turn a plate"),
            "tray": self.tr("put a plate back in the tray"),
            "empty": self.tr("start from an empty grid"),
            "standard": self.tr("start from a random 8×8 square"),
            "irregular": self.tr("start from a random irregular shape"),
            "open": self.tr("open {name}"),
            "paste": self.tr("paste a board"),
            "save": self.tr("save {name}"),
            "rename": self.tr("rename {old} to {new}"),
            "delete": self.tr("delete {name}"),
        }[kind]
        return words.format(**{k: self._quoted(v) for k, v in params.items()})

    # --- the design ------------------------------------------------------------------------
    def _set_design(self, design: Design) -> None:
        self.design = design
        self.view.set_design(design)
        self._refresh()

    def _push_design(self, design: Design, kind: str, **params: str) -> None:
        """Take a designer step to ``design`` (one undo step)."""
        before, after = self.design, design
        words = self._step_words(kind, **params)
        self.history.push(Step(words, lambda: self._set_design(before),
                               lambda: self._set_design(after)))
        self._set_design(after)

    def _view_step(self, design: Design, kind: str) -> None:
        """The view took a step (a plate moved, turned, put down or sent back)."""
        before, after = self.design, design
        words = self._step_words(kind)
        self.history.push(Step(words, lambda: self._set_design(before),
                               lambda: self._set_design(after)))
        self.design = after
        self._refresh()
        self._say(lambda: "")

    def _selection_changed(self, index: int) -> None:
        if index < 0:
            self._say(lambda: "")
            return
        where = self.design.spots[index]

        def text() -> str:
            size = shape_name(index)
            if where is None:
                return self.tr("Chosen: a {size} plate from the tray. The arrows carry it onto "
                               "the grid, R turns it, Enter puts it down.").format(size=size)
            return self.tr("Chosen: a {size} plate on the grid. The arrows move it, R turns "
                           "it, Enter puts it down, Delete sends it back.").format(size=size)
        self._say(text)

    def start_new(self) -> None:
        """Start again from the chosen start (random ones from the seed, or a fresh one)."""
        kind = self.start_choice.currentData() or "empty"
        if kind == "empty":
            self._push_design(Design(), "empty")
            self._say(lambda: self.tr("An empty grid: drag the plates onto it."))
            return
        try:
            chosen = read_seed(self.seed.text())
        except ValueError:       # the validator lets only digits through; never a crash
            chosen = None
        seed = chosen if chosen is not None else random_seed()
        board = kulami.standard_board(seed) if kind == "standard" else kulami.irregular_board(seed)
        self._push_design(Design.from_board(board), kind)
        if kind == "standard":
            self._say(lambda: self.tr("A random 8×8 square, game number {seed}.").format(
                seed=seed))
        else:
            self._say(lambda: self.tr("A random irregular shape, game number {seed}.").format(
                seed=seed))

    def _update_seed(self) -> None:
        random_start = self.start_choice.currentData() in ("standard", "irregular")
        self.seed.setEnabled(random_start)
        self.seed_label.setEnabled(random_start)

    def open_board(self, board: Board, name: str = "", title: str = "") -> bool:
        """Lay ``board`` out (one undo step); ``name`` (a board of the player's) goes into the
        name field; ``title`` names it in the step's words otherwise. False (and the reason in
        the status line) when the designer cannot take it."""
        try:
            design = Design.from_board(board)
        except DesignError as exc:
            self._say_refusal(exc)
            return False
        self._push_design(design, "open", name=name or title)
        self.name.setText(name)
        self._say(lambda: self.tr("Opened {name}.").format(name=self._quoted(name or title)))
        return True

    # --- the check -------------------------------------------------------------------------
    def _refresh(self) -> None:
        verdict = self.design.verdict()
        if verdict.missing:
            self.check_plates.show_check(False, self.tr(
                "%n plate(s) still in the tray; all 17 must be on the grid.", "",
                verdict.missing))
        else:
            self.check_plates.show_check(True, self.tr("All 17 plates are on the grid."))
        if verdict.empty:
            self.check_shape.show_check(False, self.tr("No plate on the grid yet."))
        elif verdict.parts > 1:
            self.check_shape.show_check(False, self.tr(
                "The plates form %n separate parts; they must make one shape, touching edge to "
                "edge.", "", verdict.parts))
        else:
            self.check_shape.show_check(True, self.tr(
                "The plates make one shape, touching edge to edge."))
        self.check_inside.show_check(verdict.inside, self.tr("The board lies inside 10×10."))
        if verdict.playable and self.design.is_standard_square():
            self.verdict.setText(self.tr("Ready to play: a standard 8×8 board."))
        elif verdict.playable:
            self.verdict.setText(self.tr("Ready to play: an irregular board."))
        else:
            self.verdict.setText(self.tr("Not playable yet; you can save it as a draft."))
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        self.undo_button.setEnabled(bool(self.history.done))
        self.redo_button.setEnabled(bool(self.history.undone))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.undo_button.setToolTip(self.tr("Undo: {step}").format(step=self.history.undo_text)
                                    if self.history.done else "")
        self.redo_button.setToolTip(self.tr("Redo: {step}").format(step=self.history.redo_text)
                                    if self.history.undone else "")
        kind, name = self._selected_entry()
        self.open_button.setEnabled(kind in ("builtin", "own"))
        self.rename_button.setEnabled(kind == "own")
        self.delete_button.setEnabled(kind in ("own", "unreadable"))
        stored = self._stored_under_name()
        text = self.design.text()
        self.save_button.setText(self.tr("Replace") if stored is not None and stored.text != text
                                 else self.tr("Save"))
        self.save_button.setEnabled(bool(self.name.text().strip()) and bool(text))
        self.copy_button.setEnabled(bool(text))
        playable = self.design.verdict().playable
        saved = stored is not None and stored.text == text
        self.play_button.setEnabled(playable and saved)
        if not playable:
            tip = self.tr("Only a board that passes the check can be played.")
        elif not saved:
            tip = self.tr("Save the board first: then it is among your boards in the new-game "
                          "dialog.")
        else:
            tip = ""
        self.play_button.setToolTip(tip)

    def _stored_under_name(self) -> StoredBoard[Board] | None:
        try:
            name = clean_name(self.name.text())
        except BoardNameError:
            return None
        return self.listing.find(name)

    # --- the boards ------------------------------------------------------------------------
    def _refresh_library(self) -> None:
        self.listing = self.library.listing()
        self._fill_boards()
        self._refresh_buttons()

    def _fill_boards(self) -> None:
        """The list: built-in boards, the player's boards (drafts marked), unreadable files."""
        kind, name = self._selected_entry()
        self.boards.blockSignals(True)
        self.boards.clear()
        for builtin, board in kulami.builtin_layouts().items():
            item = QListWidgetItem(QIcon(board_icon(board)), self.tr("{name} (built in)").format(
                name=layout_name(builtin)))
            item.setData(Qt.ItemDataRole.UserRole, ("builtin", builtin))
            self.boards.addItem(item)
        for stored in self.listing.boards:
            verdict = board_verdict(stored.board)
            playable = verdict is not None and verdict.playable
            text = stored.name if playable else self.tr("{name} (draft)").format(name=stored.name)
            item = QListWidgetItem(QIcon(board_icon(stored.board)), text)
            item.setData(Qt.ItemDataRole.UserRole, ("own", stored.name))
            if not playable:
                item.setToolTip(self.tr("A draft: it cannot be played until it passes the "
                                        "check."))
            self.boards.addItem(item)
        for bad in self.listing.unreadable:
            item = QListWidgetItem(self.tr("{name} (unreadable)").format(name=bad.name))
            item.setData(Qt.ItemDataRole.UserRole, ("unreadable", bad.name))
            item.setForeground(self.palette().placeholderText())
            item.setToolTip(self.tr("This file is damaged and is skipped: {reason}").format(
                reason=bad.translated(QCoreApplication.translate)))
            self.boards.addItem(item)
        self.boards.blockSignals(False)
        if kind:
            self._select_entry(kind, name)

    def _select_entry(self, kind: str, name: str) -> None:
        for row in range(self.boards.count()):
            data = self.boards.item(row).data(Qt.ItemDataRole.UserRole)
            if data[0] == kind and name_key(data[1]) == name_key(name):
                self.boards.setCurrentRow(row)
                return

    def _selected_entry(self) -> tuple[str, str]:
        item = self.boards.currentItem()
        if item is None:
            return "", ""
        kind, name = item.data(Qt.ItemDataRole.UserRole)
        return kind, name

    def _board_selected(self, *args: object) -> None:
        kind, name = self._selected_entry()
        if kind == "own":
            self.name.setText(name)
        self._refresh_buttons()

    def open_selected(self) -> None:
        """Lay the chosen library board out (one undo step)."""
        kind, name = self._selected_entry()
        if kind == "builtin":
            self.open_board(kulami.builtin_layouts()[name], title=layout_name(name))
            self._say(lambda: self.tr("Opened the built-in board {name}; save it under a name "
                                      "of your own.").format(name=layout_name(name)))
        elif kind == "own":
            stored = self.listing.find(name)
            if stored is not None:
                self.open_board(stored.board, stored.name)

    def _library_step(self, kind: str, do: Callable[[], None], undo: Callable[[], None],
                      **params: str) -> bool:
        """Run a step on the library (``do``) and keep it for undo; False when it failed."""
        try:
            do()
        except BoardNameError as exc:
            self._say_refusal(exc)
            return False
        except OSError as exc:
            self._say_refusal(exc)
            return False
        finally:
            self._refresh_library()

        def redo() -> None:
            try:
                do()
            finally:
                self._refresh_library()

        def back() -> None:
            try:
                undo()
            finally:
                self._refresh_library()
        self.history.push(Step(self._step_words(kind, **params), back, redo))
        self._refresh_buttons()
        return True

    def save(self) -> None:
        """Save the design under the name in the name field (a draft too); one undo step."""
        board = self.design.board()
        if board is None:
            self._say(lambda: design_error_text(DesignError(NOTHING_PLACED)))
            return
        try:
            name = clean_name(self.name.text())
        except BoardNameError as exc:
            self._say_refusal(exc)
            return
        before = self.library.snapshot(name)
        saved_board = board

        def do() -> None:
            self.library.save(name, saved_board, replace=True)

        def undo() -> None:
            self.library.delete(name)
            if before is not None:
                self.library.restore(before)
        if not self._library_step("save", do, undo, name=name):
            return
        self.name.setText(name)
        self._select_entry("own", name)
        playable = self.design.verdict().playable
        if playable:
            self._say(lambda: self.tr("Saved {name}.").format(name=self._quoted(name)))
        else:
            self._say(lambda: self.tr("Saved {name} as a draft: it cannot be played until it "
                                      "passes the check.").format(name=self._quoted(name)))

    def rename_selected(self) -> None:
        """Give the chosen board of the player's the name in the name field; one undo step."""
        kind, old = self._selected_entry()
        if kind != "own":
            return
        try:
            new = clean_name(self.name.text())
        except BoardNameError as exc:
            self._say_refusal(exc)
            return
        if new == old:
            self._say(lambda: self.tr("Type the new name in the name field first."))
            return

        def do() -> None:
            self.library.rename(old, new)

        def undo() -> None:
            self.library.rename(new, old)
        if self._library_step("rename", do, undo, old=old, new=new):
            self._select_entry("own", new)
            self._say(lambda: self.tr("Renamed {old} to {new}.").format(
                old=self._quoted(old), new=self._quoted(new)))

    def delete_selected(self) -> None:
        """Delete the chosen board of the player's (or an unreadable file); one undo step."""
        kind, name = self._selected_entry()
        if kind not in ("own", "unreadable"):
            return
        gone: list[DeletedBoard] = []

        def do() -> None:
            gone[:] = [self.library.delete(name)]

        def undo() -> None:
            self.library.restore(gone[0])
        if self._library_step("delete", do, undo, name=name):
            self._say(lambda: self.tr("Deleted {name}. Undo brings it back while this window is "
                                      "open.").format(name=self._quoted(name)))

    # --- sharing ---------------------------------------------------------------------------
    def copy_text(self) -> None:
        text = self.design.text()
        if not text:
            self._say(lambda: design_error_text(DesignError(NOTHING_PLACED)))
            return
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
        self._say(lambda: self.tr("The board is on the clipboard as text: paste it into a "
                                  "message to share it."))

    def paste_text(self) -> None:
        """Take a board from the clipboard's text (one undo step), or say why it is none."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self._say(lambda: self.tr("The clipboard holds no text to paste."))
            return
        try:
            design = Design.from_text(text)
        except DesignError as exc:
            self._say_refusal(exc)
            return
        self._push_design(design, "paste")
        self._say(lambda: self.tr("Pasted a board; give it a name and save it to keep it."))

    # --- undo, redo, play ------------------------------------------------------------------
    def undo(self) -> None:
        self._go(self.history.undo, self.tr("Undone: {step}"))

    def redo(self) -> None:
        self._go(self.history.redo, self.tr("Redone: {step}"))

    def _go(self, move: Callable[[], Step | None], words: str) -> None:
        try:
            step = move()
        except BoardNameError as exc:
            self._say_refusal(exc)
            return
        except OSError as exc:
            self._say_refusal(exc)
            return
        if step is not None:
            text = step.text
            self._say(lambda: words.format(step=text))
        self._refresh_buttons()

    def play(self) -> None:
        """Close and hand the saved, playable board to the new-game dialog."""
        stored = self._stored_under_name()
        if stored is None or stored.text != self.design.text():
            return
        self.chosen = OWN_PREFIX + stored.name
        self.accept()

    # --- the self-test's picture -----------------------------------------------------------
    def show_example(self) -> None:
        """A half-built board: ten plates of a standard square on the grid, one more chosen and
        carried by the keys to where it fits, the rest in the tray."""
        full = Design.from_board(kulami.standard_board(7))
        design = full
        for index in (0, 4, 5, 9, 10, 13, 14):
            design = design.with_spot(index, None)
        self._set_design(design)
        self.name.setText(self.tr("My board"))
        spot = full.spots[0]
        assert spot is not None
        self.view.carry_with_keys(0, spot)


def example_designer(parent: QWidget | None = None) -> KulamiDesigner:
    """The designer as the self-test shows it: ``show_example`` over an ``example_library``
    (whose temporary folder lives as long as the window)."""
    library, folder = example_library()
    designer = KulamiDesigner(parent, library)
    designer.destroyed.connect(lambda *args, keep=folder: keep.cleanup())
    designer.show_example()
    return designer


def example_library() -> tuple[BoardLibrary[Board], tempfile.TemporaryDirectory]:
    """A library in a new temporary folder holding one example board (self-test pictures show
    the same list everywhere). Keep the folder object alive as long as the library is used; its
    cleanup takes the library's lock file too (the library is a folder inside it)."""
    folder = tempfile.TemporaryDirectory(prefix="tilegames-boards-")
    library = BoardLibrary(Board.from_text, Path(folder.name) / "boards")
    library.save(QCoreApplication.translate("KulamiDesigner", "Island"),
                 kulami.irregular_board(11))
    return library, folder
