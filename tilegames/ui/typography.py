"""Font sizes, text alignment and the drawing of wrapped text shared by the main window's pages
and dialogs."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    """``widget``'s font, ``factor`` times as large."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


def text_field_width(edit: QLineEdit, chars: int = 0) -> int:
    """The width ``edit`` needs to show its whole placeholder text, and at least ``chars``
    average characters, in its own font (with room for its frame and margins)."""
    metrics = edit.fontMetrics()
    text = max(metrics.horizontalAdvance(edit.placeholderText()),
               metrics.averageCharWidth() * chars) + metrics.horizontalAdvance("  ")
    margins, contents = edit.textMargins(), edit.contentsMargins()
    frame = 2 * edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, edit)
    return (text + frame + 4 + margins.left() + margins.right() + contents.left()
            + contents.right())


def fit_text_field(edit: QLineEdit, chars: int = 0) -> None:
    """A minimum width for ``edit`` from ``text_field_width``: call again when its
    placeholder text or font changes."""
    edit.setMinimumWidth(text_field_width(edit, chars))


def align_leading(label: QLabel, vertical: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter
                  ) -> None:
    """Put the label's text on the side where reading starts in the current layout direction.

    Plain-text labels otherwise align by their own script: an English name ("LSD", a version
    number) would sit on the left of a right-to-left window. Call again after a language switch.
    """
    side = (Qt.AlignmentFlag.AlignRight if label.isRightToLeft() else Qt.AlignmentFlag.AlignLeft)
    label.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute | vertical)


def emphasis_css(right_to_left: bool, colour: QColor) -> str:
    """Style sheet for ``<i>`` in rich text. Hebrew fonts have no italic, so Qt slants the
    letters itself, which looks wrong: right-to-left text marks emphasis in ``colour`` instead
    (left-to-right text keeps its italic)."""
    return f"i {{ font-style: normal; color: {colour.name()}; }}" if right_to_left else ""


def paragraphs_html(widget: QWidget, paragraphs: list[str]) -> str:
    """Rich text of ``paragraphs`` written in the widget's layout direction."""
    direction = "rtl" if widget.isRightToLeft() else "ltr"
    return "".join(f'<p dir="{direction}">{text}</p>' for text in paragraphs)


class WrappedTextStyle(QProxyStyle):
    """The application's style, drawing word-wrapped plain text (every ``QLabel`` with
    ``setWordWrap(True)``) so that right-to-left lines end flush on the right.

    Qt's own drawing keeps the space at each line break (and a ``\\n`` between lines) on the
    reading side of a right-to-left line, so every line but the last starts one space in from the
    right edge (a ragged right margin in Hebrew). Here each line is aligned by its text without
    that space, as Qt's rich text does. Line breaks, the base direction (the text's own, as Qt
    decides it) and colours are Qt's; text with a mnemonic ``&`` is left to Qt.
    """

    def drawItemText(self, painter: QPainter, rect: QRect, flags: int,
                     pal: QPalette | Qt.GlobalColor | QColor, enabled: bool, text: str,
                     text_role: QPalette.ColorRole = QPalette.ColorRole.NoRole) -> None:
        if not (flags & Qt.TextFlag.TextWordWrap) or "&" in text:
            super().drawItemText(painter, rect, flags, pal, enabled, text, text_role)
            return
        saved = painter.pen()
        if text_role != QPalette.ColorRole.NoRole:
            palette = pal if isinstance(pal, QPalette) else QPalette(pal)
            group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
            painter.setPen(QPen(palette.brush(group, text_role), saved.widthF()))
        option = _wrapped_option(flags, text)
        leading = QFontMetricsF(painter.font()).leading()
        layouts, height = [], 0.0
        for paragraph in text.split("\n"):
            layout = QTextLayout(paragraph, painter.font())
            layout.setTextOption(option)
            layout.beginLayout()
            while True:
                line = layout.createLine()
                if not line.isValid():
                    break
                if height > 0:
                    height += leading
                line.setLineWidth(rect.width())
                line.setPosition(QPointF(0, height))
                height += line.height()
            layout.endLayout()
            layouts.append(layout)
        top = float(rect.top())
        if flags & Qt.AlignmentFlag.AlignVCenter:
            top += (rect.height() - height) / 2
        elif flags & Qt.AlignmentFlag.AlignBottom:
            top += rect.height() - height
        for layout in layouts:
            layout.draw(painter, QPointF(rect.left(), top))
        painter.setPen(saved)

    # QProxyStyle's bindings want every argument; QStyle's callers may leave the last ones out.
    def standardPixmap(self, standard_pixmap: QStyle.StandardPixmap,
                       option: QStyleOption | None = None,
                       widget: QWidget | None = None) -> QPixmap:
        return super().standardPixmap(standard_pixmap, option, widget)  # type: ignore[arg-type]

    def standardIcon(self, standard_icon: QStyle.StandardPixmap,
                     option: QStyleOption | None = None, widget: QWidget | None = None) -> QIcon:
        return super().standardIcon(standard_icon, option, widget)


def _wrapped_option(flags: int, text: str) -> QTextOption:
    """Word wrap, the flags' alignment, and one direction for all of ``text``: forced by the
    flags, else that of its first letter with a direction (as Qt decides it)."""
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setAlignment(Qt.AlignmentFlag(flags & Qt.AlignmentFlag.AlignHorizontal_Mask))
    if flags & Qt.TextFlag.TextForceLeftToRight:
        direction = Qt.LayoutDirection.LeftToRight
    elif flags & Qt.TextFlag.TextForceRightToLeft:
        direction = Qt.LayoutDirection.RightToLeft
    else:
        direction = _text_direction(text)
    option.setTextDirection(direction)
    return option


def _text_direction(text: str) -> Qt.LayoutDirection:
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return Qt.LayoutDirection.RightToLeft
        if kind == "L":
            return Qt.LayoutDirection.LeftToRight
    return Qt.LayoutDirection.LeftToRight


def use_wrapped_text_style(app: QApplication) -> None:
    """Give ``app`` the ``WrappedTextStyle`` over its current style (once)."""
    if not isinstance(app.style(), WrappedTextStyle):
        app.setStyle(WrappedTextStyle(app.style().name()))
