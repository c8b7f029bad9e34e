"""The column beside the board: the panel of the moment (the side panel in play, the result at
the end) over the move list.

``PanelPages`` shows one page at a time (``setCurrentWidget``), and is as tall as that page, not
as the tallest page. ``FitScroll`` holds the pages: as tall as the page when the column has room,
else shorter, and then the page scrolls inside it, so the move list under it keeps its rows in
sight and nothing of the column is cut off at the window's bottom edge.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QVBoxLayout, QWidget


class PanelPages(QWidget):
    """Pages of which one is shown; hidden pages take no room (unlike ``QStackedWidget``).
    ``changed`` is emitted when another page is shown."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._pages: list[QWidget] = []
        self._current: QWidget | None = None

    def addWidget(self, page: QWidget) -> None:
        self._pages.append(page)
        self._layout.addWidget(page)
        if self._current is None:
            self._current = page
        else:
            page.hide()

    def currentWidget(self) -> QWidget | None:
        return self._current

    def setCurrentWidget(self, page: QWidget) -> None:
        if page is self._current:
            return
        self._current = page
        for other in self._pages:
            other.setVisible(other is page)
        self.changed.emit()


class FitScroll(QScrollArea):
    """A scroll area that asks for the height of its page at its width (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        base = super().sizeHint()
        page = self.widget()
        if page is None:
            return base
        width = self.width() - 2 * self.frameWidth()
        height = page.heightForWidth(width) if page.hasHeightForWidth() else -1
        if height < 0:
            height = page.sizeHint().height()
        return QSize(base.width(), height + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()        # the page's height changed: ask for it again
        return super().eventFilter(watched, event)
