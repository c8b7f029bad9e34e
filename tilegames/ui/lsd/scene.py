"""The LSD field on the shared board scene: an open felt that grows with the tiles.

The scene draws; it decides nothing. ``show_position`` gets every tile to draw with its look, the
last tile laid, the winning row, the cells a capture just emptied, the cells where the chosen tile
fits (the legal marks) and the open cells the view must keep in sight. Hovering a cell (mouse,
keyboard cursor, a drag) only reports ``hovered(cell)``; the screen answers with ``show_ghost``
(the chosen tile, marked legal or illegal, and the tiles it would capture). Captured tiles leave
with a short animation when the screen asks for one.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem

from tilegames.ui import theme
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.tile_art import OVERLAP, joined_at, joined_edges, paint_tile
from tilegames.ui.painting import paint_cell_grid
from tilegames.ui.table.board_scene import CELL, BoardScene, Cell, cell_rect, keep_clear
from tilegames.ui.table.item_pool import ItemPool

Z_MARK, Z_EMPTIED, Z_TILE, Z_LAST, Z_WIN, Z_TARGET, Z_GHOST = range(7)
PLACE_MS = 180
CAPTURE_MS = 420
MIN_CELLS = 5           # the play rectangle is at least this many cells wide and high
MARGIN = 0.5            # cells of felt around the open cells


@dataclass(frozen=True)
class TileLook:
    """How one tile looks: its colour ("#rrggbb"), icon, icon shade and dots after rotation."""

    colour: str
    icon: str
    shade: str
    mask: int


class TileItem(QGraphicsItem):
    """One tile on the field (or a ghost of one). Its position is its cell's top-left corner."""

    def __init__(self, look: TileLook, cell: Cell) -> None:
        super().__init__()
        self.look = look
        self.cell = cell
        self.joined = 0                   # the edges whose half dot a neighbour's meets
        self._colour = QColor(look.colour)
        self.setPos(cell[0] * CELL, cell[1] * CELL)
        self.setZValue(Z_TILE)
        keep_clear(self, QRectF(0, 0, CELL, CELL))
        self.setTransformOriginPoint(CELL / 2, CELL / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_joined(self, joined: int) -> None:
        if joined != self.joined:
            self.joined = joined
            self.update()

    def boundingRect(self) -> QRectF:
        out = OVERLAP * CELL             # joined half dots reach a little past the cell
        return QRectF(0, 0, CELL, CELL).adjusted(-out, -out, out, out)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = self.look
        paint_tile(painter, QRectF(0, 0, CELL, CELL), self._colour, look.icon, look.shade,
                   look.mask, joined=self.joined)


def paint_cross(painter: QPainter, centre: QPointF, arm: float, colour: QColor,
                width: float) -> None:
    """A cross (an empty cell a capture left)."""
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
    painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))


def paint_badge(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    """A crossed disc (a tile that is, or would be, captured), for a tile's corner."""
    painter.setPen(QPen(QColor(0, 0, 0, 150), 1.5))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    paint_cross(painter, centre, radius * 0.45, QColor(255, 255, 255), radius * 0.3)


@functools.cache
def _frame_paths(inset: float, width: float, dashed: bool) -> tuple[QPainterPath, QPainterPath]:
    """A frame's dark halo and its line as paths to fill (made once: frames come and go with
    every move, and filling is cheaper than stroking a dashed line)."""
    rect = QRectF(inset, inset, CELL - 2 * inset, CELL - 2 * inset)
    outline = QPainterPath()
    outline.addRoundedRect(rect, 9, 9)
    paths = []
    for pen_width in (width + 2.4, width):
        stroker = QPainterPathStroker()
        stroker.setWidth(pen_width)
        if dashed:
            stroker.setDashPattern([d * width / pen_width for d in (4.0, 2.0)])
        paths.append(stroker.createStroke(outline))
    return paths[0], paths[1]


class FrameItem(QGraphicsItem):
    """A rounded frame around one cell: legal marks, targets, emptied cells, the last tile."""

    def __init__(self, cell: Cell, colour: QColor, width: float, z: int, *,
                 dashed: bool = False, inset: float = 4.0, halo: bool = True,
                 mark: str = "") -> None:
        """``mark``: "dot" (in the middle), "cross" (in the middle: an empty cell) or "badge"
        (a crossed disc in the corner, clear of the tile's own icon)."""
        super().__init__()
        self.cell = cell
        self._colour, self._width, self._dashed = colour, width, dashed
        self._inset, self._halo, self._mark = inset, halo, mark
        self.setPos(cell[0] * CELL, cell[1] * CELL)
        self.setZValue(z)
        # no cache: frames come and go with each move; their paths are cheap to fill

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CELL + 8, CELL + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo, line = _frame_paths(self._inset, self._width, self._dashed)
        if self._halo:
            painter.fillPath(halo, QColor(0, 0, 0, 110))
        painter.fillPath(line, self._colour)
        centre = QPointF(CELL / 2, CELL / 2)
        if self._mark == "dot":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._colour)
            painter.drawEllipse(centre, CELL * 0.07, CELL * 0.07)
        elif self._mark == "cross":
            paint_cross(painter, centre, CELL * 0.14, self._colour, self._width)
        elif self._mark == "badge":
            paint_badge(painter, QPointF(4, 4), CELL * 0.14, self._colour)


Frames = ItemPool[Cell, None, FrameItem]      # frames on cells, one per cell


class GhostItem(QGraphicsItem):
    """The chosen tile where it would go: solid frame and a tick when legal; dashed frame, a
    paler tile and a cross when not (shape as well as colour says which)."""

    def __init__(self) -> None:
        super().__init__()
        self.look: TileLook | None = None
        self.legal = False
        self.cell: Cell | None = None
        self.joined = 0
        self.setZValue(Z_GHOST)

    def show_at(self, cell: Cell, look: TileLook, legal: bool, joined: int = 0) -> None:
        if (cell, look, legal, joined) != (self.cell, self.look, self.legal, self.joined):
            self.cell, self.look, self.legal, self.joined = cell, look, legal, joined
            self.setPos(cell[0] * CELL, cell[1] * CELL)
            self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CELL + 12, CELL + 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        painter.save()
        painter.setOpacity(0.82 if self.legal else 0.5)
        paint_tile(painter, QRectF(0, 0, CELL, CELL), QColor(look.colour), look.icon,
                   look.shade, look.mask, joined=self.joined)
        painter.restore()
        colour = colours.LEGAL if self.legal else colours.ILLEGAL
        style = Qt.PenStyle.SolidLine if self.legal else Qt.PenStyle.DashLine
        rect = QRectF(-2, -2, CELL + 4, CELL + 4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 6.0, style))
        painter.drawRoundedRect(rect, 11, 11)
        painter.setPen(QPen(colour, 3.6, style))
        painter.drawRoundedRect(rect, 11, 11)
        # the badge in the top-right corner: a tick or a cross
        centre = QPointF(CELL - 4, 4)
        r = CELL * 0.13
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        painter.setBrush(colour)
        painter.drawEllipse(centre, r, r)
        painter.setPen(QPen(QColor(255, 255, 255), 2.4, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        mark = QPainterPath()
        if self.legal:
            mark.moveTo(centre + QPointF(-r * 0.5, 0))
            mark.lineTo(centre + QPointF(-r * 0.1, r * 0.4))
            mark.lineTo(centre + QPointF(r * 0.55, -r * 0.4))
        else:
            d = r * 0.42
            mark.moveTo(centre + QPointF(-d, -d))
            mark.lineTo(centre + QPointF(d, d))
            mark.moveTo(centre + QPointF(-d, d))
            mark.lineTo(centre + QPointF(d, -d))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(mark)


class HintItem(QGraphicsItem):
    """The computer's suggestion (a hint, or the better move in the analysis): the tile, pale,
    where it would go, in a ring of the hint colour."""

    def __init__(self) -> None:
        super().__init__()
        self.look: TileLook | None = None
        self.cell: Cell | None = None
        self.joined = 0
        self.setZValue(Z_TARGET)

    def show_at(self, cell: Cell, look: TileLook, joined: int = 0) -> None:
        self.cell, self.look, self.joined = cell, look, joined
        self.setPos(cell[0] * CELL, cell[1] * CELL)
        self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CELL + 12, CELL + 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.save()
        painter.setOpacity(0.6)
        paint_tile(painter, QRectF(0, 0, CELL, CELL), QColor(self.look.colour), self.look.icon,
                   self.look.shade, self.look.mask, joined=self.joined)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(-3, -3, CELL + 6, CELL + 6)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 7.0))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QPen(theme.HINT_MARK, 4.5))
        painter.drawRoundedRect(rect, 12, 12)


def runs(cells: Iterable[Cell]) -> list[tuple[Cell, Cell]]:
    """The straight runs (first and last cell) of two or more neighbouring ``cells``, across
    and down."""
    found = set(cells)
    out = []
    for x, y in sorted(found):
        for dx, dy in ((1, 0), (0, 1)):
            if (x - dx, y - dy) in found or (x + dx, y + dy) not in found:
                continue                      # not the start of a run
            end = (x + dx, y + dy)
            while (end[0] + dx, end[1] + dy) in found:
                end = (end[0] + dx, end[1] + dy)
            out.append(((x, y), end))
    return out


class WinItem(QGraphicsItem):
    """The winning row: a golden frame round the whole row and round each of its tiles (the
    icons stay in sight)."""

    def __init__(self, cells: Iterable[Cell]) -> None:
        super().__init__()
        self.cells = tuple(cells)
        self.setZValue(Z_WIN)
        xs = [c[0] for c in self.cells]
        ys = [c[1] for c in self.cells]
        self._rect = QRectF(min(xs) * CELL, min(ys) * CELL, (max(xs) - min(xs) + 1) * CELL,
                            (max(ys) - min(ys) + 1) * CELL).adjusted(-10, -10, 10, 10)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frames = [(cell_rect(first).united(cell_rect(last)).adjusted(-5, -5, 5, 5), 14.0, 6.0)
                  for first, last in runs(self.cells)]
        frames += [(cell_rect(cell).adjusted(1, 1, -1, -1), 10.0, 3.0) for cell in self.cells]
        for rect, radius, width in frames:
            painter.setPen(QPen(colours.WIN_EDGE, width + 3.0))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QPen(colours.WIN, width))
            painter.drawRoundedRect(rect, radius, radius)


class LsdScene(BoardScene):
    """``hovered(cell or None)``: the cell under the mouse, cursor or drag changed."""

    hovered = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.tiles: ItemPool[Cell, TileLook, TileItem] = ItemPool(
            self, lambda cell, look: TileItem(look, cell))
        self.legal_marks: Frames = ItemPool(self, lambda cell, _: FrameItem(
            cell, colours.LEGAL, 2.4, Z_MARK, dashed=True, inset=6, mark="dot"))
        self.emptied: Frames = ItemPool(self, lambda cell, _: FrameItem(
            cell, colours.TARGET, 2.2, Z_EMPTIED, dashed=True, inset=7, mark="cross"))
        self.targets: Frames = ItemPool(self, lambda cell, _: FrameItem(
            cell, colours.TARGET, 3.4, Z_TARGET, inset=3, mark="badge"))
        self.last: Cell | None = None
        self.win_item: WinItem | None = None
        self.leaving: list[TileItem] = []        # captured tiles still animating out
        self._hover: Cell | None = None
        self._last_ring: FrameItem | None = None
        self.ghost = GhostItem()
        self.ghost.hide()
        self.addItem(self.ghost)
        self.hint = HintItem()
        self.hint.hide()
        self.addItem(self.hint)
        self._animations: list[QVariantAnimation] = []
        self.set_play_rect(self._rect_around([(0, 0)]))

    # --- drawing a position ----------------------------------------------------------------
    def show_position(self, tiles: Mapping[Cell, TileLook], *, last: Cell | None = None,
                      winning: Iterable[Cell] = (), emptied: Iterable[Cell] = (),
                      legal: Iterable[Cell] = (), open_cells: Iterable[Cell] = (),
                      placed: Cell | None = None, captured: Iterable[Cell] = ()) -> None:
        """Draw a position. ``placed``: a tile just laid (drops in); ``captured``: cells whose
        tiles were just captured (they leave with an animation; without one they simply go)."""
        leaving = set(captured)

        def retire(cell: Cell, item: TileItem) -> None:
            if cell in leaving and cell not in tiles:
                self._animate_out(item)
            else:
                self.removeItem(item)

        if placed in self.tiles.show(tiles, retire).made:
            self._drop_in(self.tiles[placed])
        for cell, joined in joined_edges({c: look.mask for c, look in tiles.items()}).items():
            self.tiles[cell].set_joined(joined)
        self.emptied.show_keys(emptied)
        self._hint_over_emptied()
        self.show_legal(legal)
        self._show_last(last if last in tiles else None)
        winning = tuple(winning)
        if self.win_item is not None and self.win_item.cells != winning:
            self.removeItem(self.win_item)
            self.win_item = None
        if winning and self.win_item is None:
            self.win_item = WinItem(winning)
            self.addItem(self.win_item)
        self.set_play_rect(self._rect_around(list(tiles) + list(open_cells)))

    def show_legal(self, cells: Iterable[Cell]) -> None:
        """Mark exactly ``cells`` (marks that stay are kept, not made again)."""
        self.legal_marks.show_keys(cells)

    def _show_last(self, cell: Cell | None) -> None:
        self.last = cell
        if self._last_ring is not None and self._last_ring.cell != cell:
            self.removeItem(self._last_ring)
            self._last_ring = None
        if cell is not None and self._last_ring is None:
            self._last_ring = FrameItem(cell, colours.LAST, 2.2, Z_LAST, inset=1.5)
            self.addItem(self._last_ring)

    @staticmethod
    def _rect_around(cells: list[Cell]) -> QRectF:
        """The cells' bounding box with a margin, at least ``MIN_CELLS`` square, in scene units."""
        cells = cells or [(0, 0)]
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        left, right = min(xs) - MARGIN, max(xs) + 1 + MARGIN
        top, bottom = min(ys) - MARGIN, max(ys) + 1 + MARGIN
        if right - left < MIN_CELLS:
            grow = (MIN_CELLS - (right - left)) / 2
            left, right = left - grow, right + grow
        if bottom - top < MIN_CELLS:
            grow = (MIN_CELLS - (bottom - top)) / 2
            top, bottom = top - grow, bottom + grow
        return QRectF(left * CELL, top * CELL, (right - left) * CELL, (bottom - top) * CELL)

    # --- hover and the ghost ----------------------------------------------------------------
    def set_hover(self, cell: Cell | None) -> None:
        """Report a new hovered cell; the screen answers with ``show_ghost``/``hide_ghost``."""
        if cell != self._hover:
            self._hover = cell
            self.hovered.emit(cell)

    @property
    def hover(self) -> Cell | None:
        """The cell under the mouse, cursor or drag (None when off the field)."""
        return self._hover

    def show_ghost(self, cell: Cell, look: TileLook, legal: bool,
                   targets: Iterable[Cell] = ()) -> None:
        """The chosen tile on ``cell``; ``targets``: the tiles laying it would capture."""
        self.ghost.show_at(cell, look, legal, self._joined(cell, look))
        self.targets.show_keys(targets)

    def show_hint(self, cell: Cell | None, look: TileLook | None = None) -> None:
        """The suggested tile on ``cell`` (None: no suggestion)."""
        if cell is None or look is None:
            self.hint.hide()
        else:
            self.hint.show_at(cell, look, self._joined(cell, look))
        self._hint_over_emptied()

    def _hint_over_emptied(self) -> None:
        """A suggestion on a cell a capture just emptied hides that cell's emptied frame: the
        pale suggested tile in its ring stays one clear thing, not muddied by the frame and
        its cross under it (the move list and the panel still tell the capture)."""
        hinted = self.hint.cell if self.hint.isVisible() else None
        for cell in self.emptied:
            self.emptied[cell].setVisible(cell != hinted)

    def _joined(self, cell: Cell, look: TileLook) -> int:
        """The edges where a tile of ``look`` on ``cell`` would meet the field's half dots."""
        def mask_at(other: Cell) -> int | None:
            item = self.tiles.get(other)
            return item.look.mask if item is not None else None
        return joined_at(cell, look.mask, mask_at)

    def hide_ghost(self) -> None:
        self.ghost.hide()
        self.targets.show_keys(())

    # --- animation ---------------------------------------------------------------------------
    def _animate(self, ms: int, step, done=None) -> None:
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.valueChanged.connect(step)

        def finished() -> None:
            self._animations.remove(anim)
            if done is not None:
                done()

        anim.finished.connect(finished)
        self._animations.append(anim)
        step(0.0)
        anim.start()

    def _drop_in(self, item: TileItem) -> None:
        """A tile just laid settles onto the field."""
        def step(t: float) -> None:
            if item.scene() is self:
                item.setScale(1.22 - 0.22 * t * t)
                item.setOpacity(min(1.0, 0.35 + t))
        self._animate(PLACE_MS, step)

    def _animate_out(self, item: TileItem) -> None:
        """A captured tile lifts, shrinks and fades away, then leaves the scene."""
        item.setZValue(Z_TARGET)
        self.leaving.append(item)
        start = item.pos()

        def step(t: float) -> None:
            if item.scene() is self:
                item.setScale(1.0 + 0.25 * t - 0.75 * t * t)
                item.setOpacity(1.0 - t)
                item.setPos(start + QPointF(0, -CELL * 0.35 * t))

        def done() -> None:
            self.leaving.remove(item)
            if item.scene() is self:
                self.removeItem(item)

        self._animate(CAPTURE_MS, step, done)

    def animating(self) -> bool:
        return bool(self._animations)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a picture is about to be taken)."""
        for anim in list(self._animations):
            anim.setCurrentTime(anim.duration())

    # --- the felt ------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, area: QRectF | QRect) -> None:
        """Green felt with faint cell lines (the field has no edge)."""
        paint_cell_grid(painter, area, colours.FELT, colours.GRID, CELL)
