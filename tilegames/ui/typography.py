"""Font sizes and text alignment shared by the main window's pages and dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    """``widget``'s font, ``factor`` times as large."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


def align_leading(label: QLabel, vertical: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter
                  ) -> None:
    """Put the label's text on the side where reading starts in the current layout direction.

    Plain-text labels otherwise align by their own script: an English name ("LSD", a version
    number) would sit on the left of a right-to-left window. Call again after a language switch.
    """
    side = (Qt.AlignmentFlag.AlignRight if label.isRightToLeft() else Qt.AlignmentFlag.AlignLeft)
    label.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute | vertical)


def paragraphs_html(widget: QWidget, paragraphs: list[str]) -> str:
    """Rich text of ``paragraphs`` written in the widget's layout direction."""
    direction = "rtl" if widget.isRightToLeft() else "ltr"
    return "".join(f'<p dir="{direction}">{text}</p>' for text in paragraphs)
