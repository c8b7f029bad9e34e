"""Every seat's supply under the field, all the time (LSD-K1: the supplies are public).

One box per seat: its token and name over a ``PieceTray`` of its ten tile types — the five dot
patterns in a row, ``+`` above ``x`` — each with how many are left in a badge beside it. The
pieces are as large as the panel's width allows (the boxes two by two when four in a row would
make them small). Only the supply of the person to move can be used (click, number key, Tab, drag
onto the field); the others, and tile types none are left of, are dimmed: muted in colour
(``paint_tile``'s ``faded``) with their icons as legible as ever. Beside the boxes, two buttons
turn the chosen tile. The chosen tile is drawn turned as it would be laid. Nothing here decides:
the screen says what is shown and what may be chosen.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tilegames.games.lsd.tiles import ICONS, KINDS, rotate
from tilegames.ui import theme
from tilegames.ui.lsd.labels import kind_mask, tile_words
from tilegames.ui.lsd.tile_art import paint_tile
from tilegames.ui.painting import painted_pixmap
from tilegames.ui.table.elided_label import ElidedLabel
from tilegames.ui.table.style import panel_style_sheet
from tilegames.ui.table.tray import PieceTray, TrayPiece

TileType = tuple[str, str]          # (kind, icon)
# The tray's order: the kinds in a row with +, then again with x (number keys 1-9, 0).
ORDER: tuple[TileType, ...] = tuple((kind, icon) for icon in ICONS for kind in KINDS)
COLUMNS = len(KINDS)
MIN_PIECE, MAX_PIECE = 20, 46
ONE_ROW_PIECE = 30                 # smaller than this in one row, the boxes go two by two ...
TWO_ROWS_PIECE = 36                # ... where pieces grow no larger (the field keeps its height)
BESIDE_PIECE = 30                  # two by two, names beside the trays if pieces stay this big
HEAD_GAP = 10                      # between a name beside its tray and the tray
HEAD_CHARS = 9                     # a name beside its tray gets room for this many characters
PIECE_GAP = 9                      # between one piece's badge and the next piece
BADGE_GAP = 6                      # clear between a piece (its half dots too) and its badge
DIMMED_OPACITY = 0.85              # a dimmed piece, painted muted (icons stay legible)


def type_key(tile: TileType) -> bytes:
    """A tile type as a tray key (and drag data): b"corner+"."""
    return f"{tile[0]}{tile[1]}".encode()


def key_type(key: bytes) -> TileType | None:
    """The tile type of a tray key, or None for anything else (a foreign drag)."""
    try:
        text = key.decode("ascii")
    except UnicodeDecodeError:
        return None
    tile = (text[:-1], text[-1:])
    return tile if tile in ORDER else None


@dataclass(frozen=True, eq=False)
class SupplyInfo:
    """One seat's supply as shown: its name, token, colour, icon shade and what is left."""

    name: str
    token: QPixmap
    colour: QColor
    shade: str
    counts: Mapping[TileType, int]


class SupplyBox(QFrame):
    """One seat: token and name over its tray, or (``set_beside``) beside it, the token over the
    name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.token = QLabel()
        self.name = ElidedLabel()
        self.name.setStyleSheet("font-weight: bold;")
        self.tray = PieceTray(36, columns=COLUMNS)
        self.tray.dim_opacity = DIMMED_OPACITY      # the pieces paint their own muted look
        self.tray.gap = PIECE_GAP                   # a badge nearer its own piece than the next
        self.tray.badge_gap = BADGE_GAP
        self._head = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._head.setContentsMargins(0, 0, 0, 0)
        self._head.setSpacing(6)
        self._head.addWidget(self.token)
        self._head.addWidget(self.name, 1)
        self._box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self._box.setContentsMargins(6, 4, 6, 4)
        self._box.setSpacing(2)
        self._box.addLayout(self._head)
        self._box.addWidget(self.tray, 0, Qt.AlignmentFlag.AlignCenter)
        self.beside = False
        self.setProperty("active", False)
        self.shown: tuple | None = None     # what the box shows now

    def set_beside(self, beside: bool) -> None:
        """Token and name beside the tray (a lower box) or above it."""
        if beside != self.beside:
            self.beside = beside
            self._box.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                   else QBoxLayout.Direction.TopToBottom)
            self._box.setSpacing(HEAD_GAP if beside else 2)
            self._head.setDirection(QBoxLayout.Direction.TopToBottom if beside
                                    else QBoxLayout.Direction.LeftToRight)
            self._head.setAlignment(self.token, Qt.AlignmentFlag.AlignLeading if beside
                                    else Qt.AlignmentFlag(0))
            self.name.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop
                                   if beside else Qt.AlignmentFlag.AlignLeading
                                   | Qt.AlignmentFlag.AlignVCenter)

    def head_room(self) -> int:
        """The width the token and the name want beside the tray (a long name is elided)."""
        metrics = QFontMetrics(self.name.font())
        name = min(metrics.horizontalAdvance(self.name.full_text()) + 2,
                   metrics.averageCharWidth() * HEAD_CHARS)
        return max(self.token.sizeHint().width(), name)

    def set_active(self, active: bool) -> None:
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


def _arrow_icon(clockwise: bool) -> QIcon:
    """A turning arrow (vector): a three-quarter circle with a head."""
    def paint(painter: QPainter, size: float) -> None:
        pen = QPen(theme.TEXT, size * 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        rect = QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6)
        path = QPainterPath()
        start = 120 if clockwise else 60
        span = -270 if clockwise else 270
        path.arcMoveTo(rect, start)
        path.arcTo(rect, start, span)
        painter.drawPath(path)
        end = path.currentPosition()
        direction = path.angleAtPercent(1.0)
        head = QPainterPath()
        a = math.radians(direction)
        tip = end + QPointF(math.cos(a) * size * 0.08, -math.sin(a) * size * 0.08)
        for turn in (150, -150):
            b = math.radians(direction + turn)
            head.moveTo(tip)
            head.lineTo(tip + QPointF(math.cos(b) * size * 0.2, -math.sin(b) * size * 0.2))
        painter.drawPath(head)
    return QIcon(painted_pixmap(28, paint))


class SuppliesPanel(QWidget):
    """``chosen(key)``: the person to move chose a tile type; ``turned(steps)``: a rotate
    button (+1 clockwise, -1 back)."""

    chosen = Signal(bytes)
    turned = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lsd-supplies")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        theme.style(self, lambda: panel_style_sheet()
                    + f"#lsd-supplies {{ background: {theme.BACKGROUND.name()}; }}")
        self.boxes: list[SupplyBox] = []
        self.interactive: int | None = None
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(6)
        self.turn_right = QToolButton()
        self.turn_right.setIcon(_arrow_icon(True))
        self.turn_left = QToolButton()
        self.turn_left.setIcon(_arrow_icon(False))
        for button in (self.turn_right, self.turn_left):
            button.setIconSize(QSize(24, 24))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setAutoRaise(True)
        self.turn_right.clicked.connect(lambda: self.turned.emit(1))
        self.turn_left.clicked.connect(lambda: self.turned.emit(-1))
        buttons = QVBoxLayout()
        buttons.setSpacing(2)
        buttons.addStretch(1)
        buttons.addWidget(self.turn_right)
        buttons.addWidget(self.turn_left)
        buttons.addStretch(1)
        layout = self._outer = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addLayout(self._grid, 1)
        layout.addLayout(buttons)
        self._two_by_two = False

    def retranslate(self) -> None:
        self.turn_right.setToolTip(self.tr(
            "Turn the tile clockwise (R, a right click on the board, or the mouse wheel over "
            "the tile)"))
        self.turn_left.setToolTip(self.tr("Turn the tile back (Shift+R)"))
        self.turn_right.setAccessibleName(self.tr("Turn the tile clockwise"))
        self.turn_left.setAccessibleName(self.tr("Turn the tile back"))
        for box in self.boxes:
            box.shown = None               # the pieces' tooltips are words: show them anew

    # --- content ------------------------------------------------------------------------------
    def tray(self, seat: int) -> PieceTray:
        return self.boxes[seat].tray

    def show_supplies(self, seats: list[SupplyInfo], active: int | None,
                      interactive: int | None, selected: TileType | None,
                      rotation: int) -> None:
        """Show every seat's supply. ``active``: the seat to move (framed); ``interactive``: the
        seat whose tray may be used (a person to move), the others are dimmed; ``selected`` is
        drawn turned ``rotation`` quarter turns."""
        if len(seats) != len(self.boxes):
            self._make_boxes(len(seats))
        self.interactive = interactive
        for seat, (box, info) in enumerate(zip(self.boxes, seats, strict=True)):
            box.set_active(seat == active)
            mine = seat == interactive
            shown = (info.name, info.colour.rgba(), info.shade, tuple(info.counts.items()), mine,
                     selected if mine else None, rotation if mine else 0)
            if shown == box.shown:
                continue                   # nothing changed: no repaint
            box.shown = shown
            box.token.setPixmap(info.token)
            box.name.setText(info.name)
            pieces = []
            for tile in ORDER:
                count = info.counts.get(tile, 0)
                turns = rotation if mine and tile == selected else 0
                pieces.append(TrayPiece(
                    type_key(tile),
                    _painter(info.colour, tile, info.shade, turns, count == 0 or not mine),
                    count=count, enabled=count > 0,
                    tooltip=tile_words(*tile)))
            box.tray.set_pieces(pieces, type_key(selected) if mine and selected else None)
            box.tray.set_dimmed(not mine)
            box.tray.set_label(self.tr("Supply of {name}").format(name=info.name))
            box.tray.setFocusPolicy(Qt.FocusPolicy.StrongFocus if mine
                                    else Qt.FocusPolicy.NoFocus)
        enabled = interactive is not None and selected is not None
        self.turn_right.setEnabled(enabled)
        self.turn_left.setEnabled(enabled)
        self._fit_pieces()                 # the badges' width is known now

    def _make_boxes(self, count: int) -> None:
        while self.boxes:
            box = self.boxes.pop()
            self._grid.removeWidget(box)
            box.hide()                     # gone now, not only once the event loop deletes it
            box.deleteLater()
        for seat in range(count):
            box = SupplyBox()
            box.tray.chosen.connect(lambda key, s=seat: self._chosen(s, key))
            self.boxes.append(box)
        self._place_boxes()
        self._fit_pieces()

    def _chosen(self, seat: int, key: bytes) -> None:
        if seat == self.interactive:
            self.chosen.emit(key)

    # --- layout -------------------------------------------------------------------------------
    def _place_boxes(self) -> None:
        per_row = len(self.boxes) if not self._two_by_two else 2
        for seat, box in enumerate(self.boxes):
            self._grid.removeWidget(box)
            row, column = divmod(seat, max(1, per_row))
            self._grid.addWidget(box, row, column)

    def piece_size_for(self, per_row: int, largest: int = MAX_PIECE,
                       beside: bool = False) -> int:
        """The largest piece (with its badge beside it), at most ``largest``, that fits
        ``per_row`` boxes across, their names above the trays or ``beside`` them
        (``MIN_PIECE`` when none does)."""
        tray = self.boxes[0].tray
        margins = self._outer.contentsMargins()
        width = (self.width() - margins.left() - margins.right() - self._outer.spacing()
                 - max(self.turn_right.sizeHint().width(), self.turn_left.sizeHint().width()))
        box = (width - self._grid.horizontalSpacing() * (per_row - 1)) / per_row
        inner = box - 12 - 2 * self.boxes[0].frameWidth()
        if beside:
            inner -= max(b.head_room() for b in self.boxes) + HEAD_GAP
        return next((size for size in range(largest, MIN_PIECE, -1)
                     if tray.width_for(size) <= inner), MIN_PIECE)

    def _fit_pieces(self) -> None:
        """Pieces as large as the width allows. The boxes go two by two when four in a row would
        make pieces smaller than ``ONE_ROW_PIECE``; then the names go beside the trays (the
        panel less high, the field higher) while pieces stay ``BESIDE_PIECE`` or more."""
        if not self.boxes:
            return
        two = len(self.boxes) > 2 and self.piece_size_for(len(self.boxes)) < ONE_ROW_PIECE
        if two != self._two_by_two:
            self._two_by_two = two
            self._place_boxes()
        beside = two and self.piece_size_for(2, TWO_ROWS_PIECE, beside=True) >= BESIDE_PIECE
        size = (self.piece_size_for(2, TWO_ROWS_PIECE, beside) if two
                else self.piece_size_for(len(self.boxes)))
        for box in self.boxes:
            box.set_beside(beside)
            if box.tray.piece_size != size:
                box.tray.piece_size = size
                box.tray.updateGeometry()
                box.tray.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_pieces()


_PICTURES: dict[tuple, QPixmap] = {}
_PICTURES_LIMIT = 2000


def _painter(colour: QColor, tile: TileType, shade: str, turns: int, faded: bool):
    """Paints one supply piece from a picture made once per look, size and pixel ratio (a tray
    repaints often; the tile painter's strokes are the costly part)."""
    mask = rotate(kind_mask(tile[0]), turns)

    def paint(painter: QPainter, rect: QRectF) -> None:
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (colour.rgba(), tile[1], shade, mask, faded, rect.width(), ratio)
        picture = _PICTURES.get(key)
        if picture is None:
            if len(_PICTURES) >= _PICTURES_LIMIT:
                _PICTURES.clear()
            side = max(1, round(rect.width() * ratio))
            picture = QPixmap(side, side)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            paint_tile(inner, QRectF(0, 0, side, side), colour, tile[1], shade, mask,
                       faded=faded)
            inner.end()
            picture.setDevicePixelRatio(ratio)
            _PICTURES[key] = picture
        painter.drawPixmap(rect, picture, QRectF(picture.rect()))
    return paint
