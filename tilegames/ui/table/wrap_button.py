"""A push button whose words wrap onto a second line when it is narrower than its text (a long
label in some languages, large text in a narrow panel), instead of being cut off."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

PAD_X, PAD_Y = 14, 6          # the panels' button padding (``style.panel_style_sheet``)


class WrapButton(QPushButton):
    """``setText``/``text`` as a QPushButton's; the text is drawn by a word-wrapped label
    (``label``, centred) and the button is as high as the wrapped text needs at its width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("button-text")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(PAD_X, PAD_Y, PAD_X, PAD_Y)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def sizeHint(self) -> QSize:
        """On one line when there is room for it."""
        metrics = self.label.fontMetrics()
        return QSize(metrics.horizontalAdvance(self.label.text()) + 2 * PAD_X + 4,
                     metrics.height() + 2 * PAD_Y + 2)

    def minimumSizeHint(self) -> QSize:
        longest = max((self.label.fontMetrics().horizontalAdvance(word)
                       for word in self.label.text().split()), default=0)
        return QSize(longest + 2 * PAD_X + 2, self.label.fontMetrics().height() + 2 * PAD_Y + 2)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(width - 2 * PAD_X - 2) + 2 * PAD_Y + 2
