"""A push button whose words wrap onto a second line when it is narrower than its text (a long
label in some languages, large text in a narrow panel), instead of being cut off."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

PAD_X, PAD_Y = 14, 6          # the panels' button padding (``style.panel_style_sheet``)
FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


class WrapButton(QPushButton):
    """``setText``/``text`` as a QPushButton's; the button draws its frame as any push button
    (its style sheet's colours and font) and the text itself, wrapped at spaces, and is as high
    as the wrapped text needs at its width. Qt's own text stays empty (nothing drawn twice)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._text = text
        self.setAccessibleName(text)
        self.updateGeometry()
        self.update()

    def text(self) -> str:
        return self._text

    def sizeHint(self) -> QSize:
        """On one line when there is room for it."""
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance(self._text) + 2 * PAD_X + 4,
                     metrics.height() + 2 * PAD_Y + 2)

    def minimumSizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(word) for word in self._text.split()),
                      default=0)
        return QSize(longest + 2 * PAD_X + 4, metrics.height() + 2 * PAD_Y + 2)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        room = QRect(0, 0, max(1, width - 2 * PAD_X - 2), 100_000)
        return self.fontMetrics().boundingRect(room, FLAGS, self._text).height() + 2 * PAD_Y + 2

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
        painter.drawText(self.rect().adjusted(PAD_X, PAD_Y, -PAD_X, -PAD_Y), FLAGS, self._text)
        painter.end()
