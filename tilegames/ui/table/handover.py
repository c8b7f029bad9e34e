"""Pass-and-play privacy, for every game with hidden information (Qwirkle's racks): whose private
things the screen may show, and the hand-over panel between two people's turns.

``Privacy`` decides from the seats alone: with no person at the table nobody's secrets are shown;
with one person, always theirs (the computers' never); with two or more, only the person to move,
and only after they said they are ready on the hand-over panel ("Pass the computer to Anna —
click when Anna is ready"). The panel takes the place of the private part of the screen (the
rack); the board stays in sight.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tilegames.base.seats import Seat
from tilegames.ui.table.elided_label import name_in_sentence
from tilegames.ui.typography import scaled_font


class Privacy:
    """Who may see their secrets now. ``ready`` is the person who confirmed the hand-over for
    the current turn (None until then; call ``new_turn`` when the turn changes)."""

    def __init__(self, seats: Sequence[Seat]) -> None:
        self.people = [i for i, seat in enumerate(seats) if not seat.is_computer]
        self.ready: int | None = None

    @property
    def shared(self) -> bool:
        """Two or more people share the computer: turns are handed over."""
        return len(self.people) >= 2

    def new_turn(self, to_move: int | None) -> None:
        """The turn changed (a move, undo, a new game): a confirmation of another seat lapses."""
        if to_move != self.ready:
            self.ready = None

    def needs_handover(self, to_move: int | None) -> bool:
        """Whether the screen must ask for the computer to be passed to ``to_move``."""
        return self.shared and to_move in self.people and self.ready != to_move

    def confirm(self, seat: int) -> None:
        self.ready = seat

    def viewer(self, to_move: int | None) -> int | None:
        """The seat whose secrets may be shown now, or None (nobody's)."""
        if not self.people:
            return None
        if not self.shared:
            return self.people[0]
        return to_move if to_move in self.people and self.ready == to_move else None


class HandOverPanel(QWidget):
    """"Pass the computer to Anna — click when Anna is ready" with a button; ``ready()`` when
    the button or the panel is clicked."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.title = QLabel()
        self.title.setFont(scaled_font(self.title, 1.35, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addStretch(1)        # the words and the button together in the middle, as high
        layout.addWidget(self.title)    # as they need in every language
        layout.addWidget(self.note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_for(self, name: str) -> None:
        """Ask for the computer to be handed to ``name`` (shortened to fit, isolated in a
        right-to-left sentence)."""
        name = name_in_sentence(name, self.title, self.width() - 40)
        self.title.setText(self.tr("Pass the computer to {name}").format(name=name))
        self.note.setText(self.tr("Click when {name} is ready; the others look away while "
                                  "{name} plays.").format(name=name))
        self.button.setText(self.tr("{name} is ready: show the tiles").format(name=name))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.ready.emit()
            event.accept()
            return
        super().mouseReleaseEvent(event)
