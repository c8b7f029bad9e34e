"""The panel beside the board, for every game: the seats, a line saying what happens now, the
last move in words (``announcement``: what screen readers were told after the move), the game's
own widgets and facts, the move list and a line under it that explains its marks."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tilegames.ui import theme
from tilegames.ui.table.elided_label import name_in_sentence
from tilegames.ui.table.move_list import MoveList
from tilegames.ui.table.seats import SeatsPanel
from tilegames.ui.typography import scaled_font


class SidePanel(QWidget):
    """``seats`` (cards), ``status`` (whose turn, thinking, a skip), ``extras`` (the game's own
    widgets, added with ``add_extra``), ``facts`` (the setup in words), ``moves``, ``moves_note``
    (what the move list's marks mean; hidden when empty); above them all, what ``add_top`` puts
    there (a puzzle's goal and buttons).

    The move list, its title and note are ``moves_part``, which the screen puts under the panel
    (``panel_column``), so that it stays in sight also under the result. There the list grows
    into the room left, up to the height of its rows; what is left over stays under the note."""

    def __init__(self, rounds: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = SeatsPanel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        status_font = scaled_font(self.status, 1.0, bold=True)
        self.status.setFont(status_font)
        self.announcement = QLabel()
        self.announcement.setWordWrap(True)
        self.announcement.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
        self.announcement.hide()
        self._extras = QVBoxLayout()
        self._extras.setContentsMargins(0, 0, 0, 0)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        theme.style(self.facts, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.moves_title = QLabel()
        self.moves_title.setFont(status_font)
        self.moves = MoveList(rounds)
        self.moves_note = QLabel()
        self.moves_note.setWordWrap(True)
        self.moves_note.setObjectName("moves-note")
        theme.style(self.moves_note, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.moves_note.hide()

        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addWidget(self.seats)
        layout.addWidget(self.status)
        layout.addWidget(self.announcement)
        layout.addLayout(self._extras)
        layout.addWidget(self.facts)

        self.moves_part = QWidget()
        part = QVBoxLayout(self.moves_part)
        part.setContentsMargins(8, 4, 8, 8)     # a gap under a panel cut by its scroll area
        part.setSpacing(8)
        part.addWidget(self.moves_title)
        part.addWidget(self.moves, 100)     # up to its rows (its maximum); then the stretch
        part.addWidget(self.moves_note)
        part.addStretch(1)

    @property
    def cards(self):
        """The seat cards, in seat order."""
        return self.seats.cards

    def add_top(self, widget: QWidget) -> None:
        """A widget above the seats (a puzzle's goal and buttons)."""
        self._layout.insertWidget(0, widget)

    def add_extra(self, widget: QWidget) -> None:
        """A widget of the game's own, between the status line and the facts."""
        self._extras.addWidget(widget)

    def show_moves_note(self, text: str) -> None:
        """The line under the move list ("" hides it)."""
        if self.moves_note.text() != text:
            self.moves_note.setText(text)
        self.moves_note.setVisible(bool(text))

    def retranslate(self) -> None:
        self.moves_title.setText(self.tr("Moves"))
        self.moves.setAccessibleName(self.tr("Moves"))
        self.seats.setAccessibleName(self.tr("Players"))

    def fitting(self, name: str) -> str:
        """``name`` as it goes into the status line (see ``name_in_sentence``)."""
        margins = self._layout.contentsMargins()
        return name_in_sentence(name, self.status, self.width() - margins.left() - margins.right())
