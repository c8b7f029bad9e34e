"""The layout check: what a player would see as broken in a window, found by measuring it.

``problems(window)`` looks at every visible control of a shown window and reports (``Problem``):

- ``outside``: a control lies partly outside its parent (so outside what the window shows),
  unless it is the page of a scroll area that scrolls that way;
- ``text``: a control's text does not fit it (labels, buttons, check boxes, combo boxes, tabs,
  column headings),
  unless it shortens its text by design and shows the whole of it in its tooltip
  (``ElidedLabel``);
- ``overlap``: two sibling controls lie over one another (a widget placed over its siblings on
  purpose says so with ``floats``, and a window's size grip sits in its corner; a floating
  widget over a board must not cover the pieces a scene marks with ``board_scene.keep_clear``);
- ``badge``: a badge or pill is smaller than its text, or something is drawn over it. Widgets
  and scene items that paint such texts themselves offer them as ``text_boxes()`` (a list of
  ``TextBox``, in their own coordinates); the check finds them in the window and in the scenes
  of its board views.

Every problem names the widget (class, object name, text) and the geometry. ``SLACK`` pixels of
rounding are allowed everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizeGrip,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QToolButton,
    QWidget,
)

from tilegames.ui.table.board_scene import kept_clear
from tilegames.ui.table.elided_label import ElidedLabel

SLACK = 1                       # pixels of rounding
FLOATS = "layoutFloats"         # widget property: placed over its siblings on purpose


@dataclass(frozen=True)
class TextBox:
    """A text drawn in a shape of its own (a badge, a pill, a table's cell): ``box`` in the
    painter's coordinates, ``font`` as painted; ``wrap``: the text breaks into lines between
    words (then it fits when its lines do)."""

    text: str
    box: QRectF
    font: QFont
    wrap: bool = False


@runtime_checkable
class HasTextBoxes(Protocol):
    def text_boxes(self) -> list[TextBox]: ...


@dataclass(frozen=True)
class Problem:
    """One thing wrong: ``kind`` (outside, text, overlap, badge), what (``widget``) and where."""

    kind: str
    widget: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.widget} {self.detail}"


def floats(widget: QWidget) -> None:
    """Mark ``widget`` as placed over its siblings on purpose (a bubble, a toast)."""
    widget.setProperty(FLOATS, True)


def describe(widget: QWidget) -> str:
    """``Class#objectName 'text'`` (the parts it has)."""
    text = ""
    if isinstance(widget, ElidedLabel):
        text = widget.full_text()
    elif isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()
    elif isinstance(widget, QComboBox):
        text = widget.currentText()
    name = f"#{widget.objectName()}" if widget.objectName() else ""
    shown = f" {text.strip()[:40]!r}" if text.strip() else ""
    return f"{type(widget).__name__}{name}{shown}"


def _geometry(rect: QRect | QRectF) -> str:
    r = QRectF(rect)
    return f"{r.x():.0f},{r.y():.0f} {r.width():.0f}x{r.height():.0f}"


def _shown(widget: QWidget, window: QWidget) -> bool:
    return widget.isVisibleTo(window) and not widget.isWindow()


def _controls(window: QWidget) -> list[QWidget]:
    """The visible widgets of ``window``, itself first, none of another window."""
    found = [window]
    for widget in window.findChildren(QWidget):
        if not _shown(widget, window):
            continue
        parent = widget.parentWidget()
        while parent is not None and parent is not window and not parent.isWindow():
            parent = parent.parentWidget()
        if parent is window:
            found.append(widget)
    return found


def problems(window: QWidget) -> list[Problem]:
    """Everything the check finds in the shown ``window`` (see the module's docstring)."""
    found: list[Problem] = []
    controls = _controls(window)
    for widget in controls:
        if widget is not window:
            found += _outside(widget)
        found += _text(widget)
        found += text_box_problems(widget, describe(widget))
        if widget.property(FLOATS):
            found += _covers(widget)
    for parent in controls:
        found += _overlaps([c for c in parent.children()
                            if isinstance(c, QWidget) and _shown(c, window)])
    for view in (w for w in controls if isinstance(w, QGraphicsView)):
        found += _scene_badges(view)
    return found


# --- outside ------------------------------------------------------------------------------------
def _outside(widget: QWidget) -> list[Problem]:
    parent = widget.parentWidget()
    if parent is None:
        return []
    room = parent.rect()
    box = widget.geometry()
    scrolls_x = scrolls_y = False
    area = parent.parentWidget()
    if isinstance(area, QScrollArea) and area.viewport() is parent and area.widget() is widget:
        off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        scrolls_x = area.horizontalScrollBarPolicy() != off
        scrolls_y = area.verticalScrollBarPolicy() != off
    out_x = box.left() < room.left() - SLACK or box.right() > room.right() + SLACK
    out_y = box.top() < room.top() - SLACK or box.bottom() > room.bottom() + SLACK
    if (out_x and not scrolls_x) or (out_y and not scrolls_y):
        return [Problem("outside", describe(widget),
                        f"at {_geometry(box)} in {describe(parent)} of {_geometry(room)}")]
    return []


# --- text ---------------------------------------------------------------------------------------
def _mnemonic_free(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _text(widget: QWidget) -> list[Problem]:
    if isinstance(widget, QHeaderView):
        return _headings(widget)
    need = _text_needs(widget)
    if need is None:
        return []
    have, needed = need
    if needed.width() > have.width() + SLACK or needed.height() > have.height() + SLACK:
        return [Problem("text", describe(widget),
                        f"{have.width():.0f}x{have.height():.0f} < "
                        f"{needed.width():.0f}x{needed.height():.0f} needed")]
    return []


def _text_needs(widget: QWidget) -> tuple[QRectF, QRectF] | None:
    """(the room the widget's text has, the room it needs), or None when it has no text to
    check."""
    if isinstance(widget, ElidedLabel):
        return None                      # shortens by design, the whole text in its tooltip
    if isinstance(widget, QLabel):
        if not widget.text().strip():
            return None
        if widget.wordWrap():
            height = widget.heightForWidth(widget.width())
            return QRectF(widget.rect()), QRectF(0, 0, 0, max(height, 0))
        return QRectF(widget.rect()), QRectF(0, 0, widget.sizeHint().width(),
                                             widget.sizeHint().height())
    if isinstance(widget, (QCheckBox, QRadioButton)):
        if not widget.text().strip():
            return None
        hint = widget.sizeHint()
        return QRectF(widget.rect()), QRectF(0, 0, hint.width(), hint.height())
    if isinstance(widget, (QPushButton, QToolButton)):
        if not QAbstractButton.text(widget).strip():
            return None                  # no text of its own (a label inside may draw it)
        if (isinstance(widget, QToolButton)
                and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly):
            return None
        metrics = QFontMetricsF(widget.font())
        icon = widget.iconSize().width() + 4 if not widget.icon().isNull() else 0
        needed = QRectF(0, 0, metrics.horizontalAdvance(_mnemonic_free(widget.text())) + icon + 4,
                        metrics.height())
        return QRectF(widget.rect()), needed
    if isinstance(widget, QComboBox):
        text = widget.currentText()
        if not text.strip():
            return None
        option = QStyleOptionComboBox()
        option.initFrom(widget)
        option.editable = widget.isEditable()
        field = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                              QStyle.SubControl.SC_ComboBoxEditField, widget)
        metrics = QFontMetricsF(widget.font())
        icon = (widget.iconSize().width() + 4
                if not widget.itemIcon(widget.currentIndex()).isNull() else 0)
        return (QRectF(field), QRectF(0, 0, metrics.horizontalAdvance(text) + icon,
                                      metrics.height()))
    if isinstance(widget, QTabBar):
        return _tabs_need(widget)
    return None


def _headings(header: QHeaderView) -> list[Problem]:
    """The column headings of a table wider than their columns."""
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return []
    metrics = QFontMetricsF(header.font())
    pad = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    found = []
    for i in range(header.count()):
        text = model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if header.isSectionHidden(i) or not isinstance(text, str) or not text.strip():
            continue
        needed = metrics.horizontalAdvance(text) + pad
        if needed > header.sectionSize(i) + SLACK:
            found.append(Problem("text", f"{describe(header)} heading {text!r}",
                                 f"{header.sectionSize(i)} wide < {needed:.0f} needed"))
    return found


def _tabs_need(bar: QTabBar) -> tuple[QRectF, QRectF] | None:
    """The tightest tab: its rectangle and what its text needs (tabs that elide with the whole
    text in their tooltip are left out)."""
    metrics = QFontMetricsF(bar.font())
    worst: tuple[QRectF, QRectF] | None = None
    for i in range(bar.count()):
        text = _mnemonic_free(bar.tabText(i))
        if not text.strip() or not bar.isTabVisible(i):
            continue
        if bar.elideMode() != Qt.TextElideMode.ElideNone and bar.tabToolTip(i) == bar.tabText(i):
            continue
        icon = bar.iconSize().width() + 4 if not bar.tabIcon(i).isNull() else 0
        have = QRectF(bar.tabRect(i))
        needed = QRectF(0, 0, metrics.horizontalAdvance(text) + icon + 8, metrics.height())
        if worst is None or needed.width() - have.width() > worst[1].width() - worst[0].width():
            worst = (have, needed)
    return worst


# --- overlaps -----------------------------------------------------------------------------------
def _overlaps(siblings: list[QWidget]) -> list[Problem]:
    found = []
    laid = [w for w in siblings if not w.property(FLOATS) and not isinstance(w, QSizeGrip)]
    for i, a in enumerate(laid):
        for b in laid[i + 1:]:
            common = a.geometry().intersected(b.geometry())
            if common.width() > SLACK and common.height() > SLACK:
                found.append(Problem("overlap", f"{describe(a)} and {describe(b)}",
                                     f"at {_geometry(a.geometry())} and "
                                     f"{_geometry(b.geometry())}"))
    return found


def _covers(widget: QWidget) -> list[Problem]:
    """A floating widget over a board view's viewport that covers pieces kept clear."""
    parent = widget.parentWidget()
    view = parent.parentWidget() if parent is not None else None
    if not isinstance(view, QGraphicsView) or view.scene() is None:
        return []
    area = view.mapToScene(widget.geometry()).boundingRect()
    covered = [piece for piece in kept_clear(view.scene()) if _deep(piece.intersected(area))]
    if not covered:
        return []
    first = view.mapFromScene(covered[0]).boundingRect()
    return [Problem("overlap", describe(widget),
                    f"at {_geometry(widget.geometry())} covers {len(covered)} piece(s) of the "
                    f"board, the first at {_geometry(first)}")]


def _deep(common: QRectF) -> bool:
    return common.width() > 4 and common.height() > 4


# --- badges -------------------------------------------------------------------------------------
def _needs(box: TextBox) -> QRectF:
    """The room ``box``'s text needs: one line (its advance, the ink's height), or its lines
    when it wraps (no word wider than the box)."""
    metrics = QFontMetricsF(box.font)
    if box.wrap:
        lines = metrics.boundingRect(QRectF(0, 0, box.box.width(), 1e6),
                                     int(Qt.TextFlag.TextWordWrap), box.text)
        return QRectF(0, 0, lines.width(), lines.height())
    return QRectF(0, 0, metrics.horizontalAdvance(box.text) + 2,
                  metrics.tightBoundingRect(box.text).height())


def _fits(box: TextBox) -> bool:
    need = _needs(box)
    return (need.width() <= box.box.width() + SLACK
            and need.height() <= box.box.height() + SLACK)


def text_box_problems(owner: object, name: str) -> list[Problem]:
    """The text boxes of ``owner`` (``HasTextBoxes``) smaller than their texts."""
    if not isinstance(owner, HasTextBoxes):
        return []
    found = []
    for box in owner.text_boxes():
        if not _fits(box):
            need = _needs(box)
            found.append(Problem(
                "badge", f"{name} {box.text!r}",
                f"{box.box.width():.0f}x{box.box.height():.0f} < "
                f"{need.width():.0f}x{need.height():.0f} needed"))
    return found


def _scene_badges(view: QGraphicsView) -> list[Problem]:
    """The text boxes of the scene items ``view`` shows: each big enough, none drawn over."""
    scene = view.scene()
    if scene is None:
        return []
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    found: list[Problem] = []
    for item in scene.items():
        if not item.isVisible() or not isinstance(item, HasTextBoxes):
            continue
        if not item.sceneBoundingRect().intersects(seen):
            continue
        name = type(item).__name__
        found += text_box_problems(item, name)
        for box in item.text_boxes():
            area = item.mapRectToScene(box.box)
            above = []
            for other in scene.items(area):       # the topmost first
                if other is item:
                    break
                if (other.isVisible() and other.opacity() > 0 and not item.isAncestorOf(other)
                        and _deep(other.sceneBoundingRect().intersected(area))):
                    above.append(other)
            if above:
                found.append(Problem(
                    "badge", f"{name} {box.text!r}",
                    f"at {_geometry(view.mapFromScene(area).boundingRect())} is drawn under "
                    f"{', '.join(type(o).__name__ for o in above)}"))
    return found
