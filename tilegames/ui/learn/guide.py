"""The guide of a lesson screen: follows its ``LessonSession`` and shows each step in the bubble
beside the pieces concerned, marks their cells, shows the move asked for as the board's hint, and
puts a refused move's reason in the bubble. With ``frame_asked`` off (a game whose hint marks a
move plainly, Kulami) a step asking for a move frames no cells: the hint alone marks it."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QMargins, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from tilegames.controller.lesson import LessonSession, LessonStep, move_cells
from tilegames.ui.learn.bubble import MARGIN, LessonBubble, LessonMarks
from tilegames.ui.learn.texts import text
from tilegames.ui.table.board_scene import CELL, Cell, cell_rect, cells_rect, kept_clear
from tilegames.ui.table.screen import TableScreen


def pointed_cells(step: LessonStep) -> tuple[Cell, ...]:
    """The cells the bubble's point is aimed at: the move a step asks for (the hint shows it);
    else the cells the step is about when they fill a rectangle (a line, a block), else the last
    of them (a lesson file lists the cell it points at last: the tile that made a Qwirkle)."""
    if step.kind == "you" and step.move is not None:
        moved = move_cells(step.move)
        if moved:
            return moved
    cells = step.at
    if not cells:
        return ()
    rect = cells_rect(cells)
    if len(set(cells)) * CELL * CELL == round(rect.width() * rect.height()):
        return cells
    return (cells[-1],)


class LessonGuide(QObject):
    """``easyRequested(key)``: the learner wants a real game against Easy; ``closeRequested``:
    they are done."""

    easyRequested = Signal(str)
    closeRequested = Signal()

    def __init__(self, screen: TableScreen, texts: Mapping[str, object],
                 frame_asked: bool = True, marks: tuple[float, float] | None = None) -> None:
        super().__init__(screen)
        self.screen = screen
        self.texts = texts      # the game's lesson texts: id -> source text
        assert screen.view is not None
        view = screen.view
        self.bubble = LessonBubble(view.viewport())
        self.bubble.next_button.clicked.connect(self.next)
        self.bubble.easy_button.clicked.connect(lambda: self.easyRequested.emit(screen.key))
        self.bubble.close_button.clicked.connect(self.closeRequested)
        self.marks: LessonMarks | None = None
        self.frame_asked = frame_asked   # frame the cells of a step that asks for a move too
        self.marks_look = marks          # the rings' (z, inset), None: LessonMarks' own
        self.session: LessonSession | None = None
        self.refusal = ""
        view.viewport().installEventFilter(self)
        view.horizontalScrollBar().valueChanged.connect(self.place)
        view.verticalScrollBar().valueChanged.connect(self.place)

    def attach(self, session: LessonSession) -> None:
        """Guide ``session`` (the screen's; a new one after "play again")."""
        self.session = session
        session.changed.connect(self._changed)
        session.stepChanged.connect(self._step_changed)
        session.illegalMove.connect(self.refuse)
        assert self.screen.view is not None
        scene = self.screen.view.board_scene()
        if self.marks is None or self.marks.scene() is not scene:
            self.marks = LessonMarks(*self.marks_look) if self.marks_look else LessonMarks()
            scene.addItem(self.marks)
        self.refusal = ""
        self.update()

    # --- reacting ------------------------------------------------------------------------------
    def next(self) -> None:
        if self.session is not None:
            self.session.next()

    def refuse(self, reason: str) -> None:
        """A move was refused: say why in the bubble."""
        self.refusal = reason
        self.update()

    def _changed(self, _change: object) -> None:
        self.update()

    def _step_changed(self, _index: int) -> None:
        self.refusal = ""
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            # the viewport hears of its new size before the view fits the board to it: place
            # now, and once the board has its new scale, make room for the bubble anew
            self.place()
            QTimer.singleShot(0, self._refit)
        return False

    # --- showing -------------------------------------------------------------------------------
    def update(self) -> None:
        """The bubble, the marks and the hint for the current step."""
        session = self.session
        if session is None:
            return
        step = session.step
        total = len(session.lesson.steps)
        self.bubble.setLayoutDirection(QGuiApplication.layoutDirection())
        self.bubble.show_step(
            self.tr("Step {n} of {total}").format(n=session.step_index + 1, total=total),
            text(self.texts, step.text), self.refusal, step.kind, session.finished)
        self.bubble.next_button.setText(self.tr("Next"))
        self.bubble.easy_button.setText(self.tr("Play against Easy"))
        self.bubble.close_button.setText(self.tr("Close the lesson"))
        self.bubble.fit_height()
        self._make_room()
        if self.marks is not None:
            asked = step.kind == "you"
            self.marks.show_cells(step.at if self.frame_asked or not asked else (), asked)
        expected = session.expected_move()
        legal = expected is not None and session.state.is_legal(expected)
        self.screen.draw_hint(expected if legal else None)
        self.bubble.show()
        self.place()

    def place(self, *_args: object) -> int:
        """Put the bubble beside the step's cells as the board shows them now, covering as
        little of the pieces as it can; how many square pixels of them it covers."""
        view = self.screen.view
        if self.session is None or view is None:
            return 0
        cells = self.session.step.at
        pointed = pointed_cells(self.session.step)
        target = None
        if pointed:
            target = view.mapFromScene(cells_rect(pointed)).boundingRect()
        pieces = [view.mapFromScene(piece).boundingRect()
                  for piece in kept_clear(view.board_scene())]
        named = [view.mapFromScene(cell_rect(cell)).boundingRect() for cell in cells]
        return self.bubble.place(target, view.viewport().rect(), pieces, named)

    def _refit(self) -> None:
        """After a resize: the band the board leaves for the bubble, and its place, anew."""
        if self.session is not None:
            self._make_room()
            self.place()

    def _make_room(self) -> None:
        """Where the bubble cannot stand beside the step's pieces without covering some (large
        text, a small window), the board gives up a band for it: at the side where reading goes
        on when the view is wide enough, else at the bottom."""
        view = self.screen.view
        if view is None:
            return
        view.reserve(QMargins())
        if not self.place():
            return
        band = self.bubble.width() + MARGIN
        if view.viewport().width() - band >= max(240, view.viewport().height() // 2):
            rtl = self.bubble.isRightToLeft()
            view.reserve(QMargins(band if rtl else 0, 0, 0 if rtl else band, 0))
        else:
            view.reserve(QMargins(0, 0, 0, self.bubble.height() + MARGIN))

    def retranslate(self) -> None:
        self.update()
