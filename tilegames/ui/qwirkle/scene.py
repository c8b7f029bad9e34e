"""The Qwirkle table on the shared board scene: an open field of cells that grows with the tiles.

The scene draws what the screen hands it and decides nothing: the tiles on the board, the tiles
staged this turn (outlined: tentative), the last move (outlined, with its points), the cells where
the held tile fits, the held tile hovering over a cell (fits or not, from the engine via the
screen), the points the staging would score, and a short "Qwirkle!" when one is made. Hovering
(``set_hover`` from the view) only reports the cell (``hovered``): the screen answers with
``show_hover``. Tiles are kept by cell and only new ones are made, so a redraw after a move costs
what the move changed. Every item is a vector path with ``DeviceCoordinateCache``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsItem

from tilegames.games.qwirkle import Tile
from tilegames.ui import theme
from tilegames.ui.layout_check import TextBox
from tilegames.ui.numbers import isolate_signed
from tilegames.ui.painting import paint_cell_grid
from tilegames.ui.qwirkle import colours
from tilegames.ui.qwirkle.tiles import paint_tile, tile_color, tile_name
from tilegames.ui.table.board_scene import (
    CELL,
    Z_LABELS,
    BoardScene,
    Cell,
    cell_center,
    cells_rect,
    keep_clear,
)
from tilegames.ui.table.elided_label import isolated_name
from tilegames.ui.table.item_pool import ItemPool

TILE = 0.92 * CELL           # a tile's side (a little gap between neighbours)
MARGIN = 2                   # empty cells kept in sight around the tiles
CELEBRATE_MS = 1300

Z_MARK, Z_LAST, Z_TILE, Z_STAGED, Z_GHOST, Z_PARTY = 1, 2, 3, 4, 5, 7
Z_BADGE = Z_LABELS           # the points and the "Qwirkle!" above everything on the board


class TileItem(QGraphicsItem):
    """One tile on a cell: on the board, staged (outlined, raised a little) or a ghost.

    Tiles are painted from pictures made at the screen's pixel size and shared by every tile of
    the same kind (``_picture``): after a zoom at most 36 kinds are painted anew, not every tile
    on the board, and each picture is drawn 1:1 onto the screen's pixels, so it stays crisp."""

    BOUNDS = QRectF(-CELL * 0.5 - 3, -CELL * 0.5 - 3, CELL + 9, CELL + 9)

    def __init__(self, tile: Tile, cell: Cell, staged: bool = False, ghost: bool = False) -> None:
        super().__init__()
        self.tile = tile
        self.cell = cell
        self.staged = staged
        self.setPos(cell_center(cell))
        self.setZValue(Z_GHOST if ghost else Z_STAGED if staged else Z_TILE)
        if ghost:
            self.setOpacity(0.85)
        else:
            keep_clear(self, QRectF(-TILE / 2, -TILE / 2, TILE, TILE))
        self.setToolTip(tile_name(tile))

    def boundingRect(self) -> QRectF:
        return QRectF(self.BOUNDS)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        scale = painter.deviceTransform().m11()
        if painter.deviceTransform().isRotating() or not 0.05 < scale < 40:
            draw_tile(painter, self.tile, self.staged)
            return
        picture = _picture(self.tile, self.staged, round(scale * 64))
        painter.drawPixmap(self.BOUNDS, picture, QRectF(picture.rect()))


def draw_tile(painter: QPainter, tile: Tile, staged: bool) -> None:
    """A tile centred on the origin, in scene units (what a TileItem shows)."""
    lift = -2.0 if staged else 0.0
    rect = QRectF(-TILE / 2 + lift, -TILE / 2 + lift, TILE, TILE)
    paint_tile(painter, rect, tile)
    if staged:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.STAGED, 3.2, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), TILE * 0.16, TILE * 0.16)


_PICTURES: dict[tuple[int, bool, int, int], QPixmap] = {}
_MAX_PICTURES = 400


def _picture(tile: Tile, staged: bool, scale64: int) -> QPixmap:
    """The picture of a tile's bounds at ``scale64 / 64`` pixels per scene unit."""
    key = (tile.id, staged, scale64, tile_color(tile).rgba())     # the palette may change
    picture = _PICTURES.get(key)
    if picture is None:
        if len(_PICTURES) >= _MAX_PICTURES:
            _PICTURES.clear()
        scale = scale64 / 64
        bounds = TileItem.BOUNDS
        picture = QPixmap(max(1, round(bounds.width() * scale)),
                          max(1, round(bounds.height() * scale)))
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(picture.width() / bounds.width(), picture.height() / bounds.height())
        painter.translate(-bounds.topLeft())
        draw_tile(painter, tile, staged)
        painter.end()
        _PICTURES[key] = picture
    return picture


class MarkItem(QGraphicsItem):
    """A mark on an empty cell: where the held tile fits (a ring; dotted when more tiles are
    needed after it), or, under a hovering tile, a frame that says fits (solid) or not (dashed,
    with a cross)."""

    def __init__(self, cell: Cell, kind: str) -> None:
        super().__init__()
        self.kind = kind             # "fits", "later", "ok", "refused"
        self.cell = cell
        self.setPos(cell_center(cell))
        self.setZValue(Z_GHOST + 0.5 if kind in ("ok", "refused") else Z_MARK)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = CELL * 0.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.kind in ("fits", "later"):
            r = CELL * (0.2 if self.kind == "fits" else 0.14)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 5.0))
            painter.drawEllipse(QPointF(0, 0), r, r)
            style = Qt.PenStyle.SolidLine if self.kind == "fits" else Qt.PenStyle.DotLine
            painter.setPen(QPen(colours.FITS, 3.0, style))
            painter.drawEllipse(QPointF(0, 0), r, r)
            return
        rect = QRectF(-TILE / 2 - 3, -TILE / 2 - 3, TILE + 6, TILE + 6)
        colour = colours.FITS if self.kind == "ok" else colours.REFUSED
        style = Qt.PenStyle.SolidLine if self.kind == "ok" else Qt.PenStyle.DashLine
        painter.setPen(QPen(QColor(0, 0, 0, 120), 6.0))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QPen(colour, 3.5, style))
        painter.drawRoundedRect(rect, 10, 10)
        if self.kind == "refused":
            d = CELL * 0.16
            c = QPointF(TILE / 2 - d, -TILE / 2 + d)
            painter.setPen(QPen(colour, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(c + QPointF(-d / 2, -d / 2), c + QPointF(d / 2, d / 2))
            painter.drawLine(c + QPointF(-d / 2, d / 2), c + QPointF(d / 2, -d / 2))


class OutlineItem(QGraphicsItem):
    """The outline of the last move's cells."""

    def __init__(self) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.setZValue(Z_LAST)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_cells(self, cells: Iterable[Cell]) -> None:
        self.prepareGeometryChange()
        path = QPainterPath()
        for x, y in cells:
            path.addRoundedRect(QRectF(x * CELL + 1, y * CELL + 1, CELL - 2, CELL - 2), 10, 10)
        self.path = path.simplified()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 130), 6.5))
        painter.drawPath(self.path)
        painter.setPen(QPen(colours.LAST, 3.6))
        painter.drawPath(self.path)


class BadgeItem(QGraphicsItem):
    """A small pill with a text ("+12", "Qwirkle!") on a cell: as wide and as high as its text
    needs, with room around it (``text_boxes`` for the layout check). It keeps its size on the
    screen at every zoom (``ItemIgnoresTransformations``): its font is the application's, a
    little smaller, so large text makes it larger and a zoomed-out board never makes it tiny.
    With a ``size`` (the "Qwirkle!" of a line of six) it is that high in scene units instead
    and zooms with the board."""

    SCALE = 0.9      # the badge's font against the application's

    def __init__(self, colour: QColor, size: float | None = None) -> None:
        super().__init__()
        self.text = ""
        self.colour = colour
        self.size = size
        self.cell: Cell | None = None      # the cell it was placed on (``place``)
        self._away = (0, 0)
        self.font = QFont()
        self._rect = QRectF()
        self.setZValue(Z_BADGE)
        if size is None:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def badge_font(self) -> QFont:
        """Bold, ``size`` pixels high, else the application's font a little smaller."""
        font = QFont(QGuiApplication.font())
        if self.size is not None:
            font.setPixelSize(round(self.size))
        else:
            font.setPixelSize(max(9, round(QFontMetricsF(font).ascent() * self.SCALE)))
        font.setBold(True)
        return font

    def set_text(self, text: str) -> None:
        font = self.badge_font()
        if text != self.text or font != self.font:
            self.prepareGeometryChange()
            self.text = text
            self.font = font
            metrics = QFontMetricsF(font)
            height = metrics.height() + 4
            width = metrics.horizontalAdvance(text) + height * 0.6
            dx, dy = self._away    # the near edge at the origin, the pill reaching away
            self._rect = QRectF(-width / 2 + dx * width / 2, -height / 2 + dy * height / 2,
                                width, height)
            self.update()

    def place(self, cell: Cell, away: tuple[int, int]) -> None:
        """On ``cell``, against its edge towards the move, reaching ``away`` (a step from the
        move's cell to ``cell``; (0, 0): centred): wider than the cell, it grows outwards."""
        self.cell = cell
        if away != self._away:
            self._away = away
            text, self.text = self.text, ""
            self.set_text(text)
        dx, dy = away
        self.setPos(cell_center(cell) - QPointF(dx, dy) * (CELL * 0.45))

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(self.text, self._rect, self.font)] if self.text else []

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(self._rect, self._rect.height() / 2, self._rect.height() / 2)
        painter.setFont(self.font)
        painter.setPen(colours.BADGE_TEXT)
        # isolated: "+8" stays "+8" in a right-to-left program (a Hebrew text keeps its own
        # direction, digits and signs alone read left to right)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter,
                         isolated_name(isolate_signed(self.text),
                                       QGuiApplication.isRightToLeft()))


class QwirkleScene(BoardScene):
    """The open table. ``hovered(cell or None)``: the pointer or the keyboard cursor is over
    a cell (the screen answers with ``show_hover``)."""

    hovered = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.tiles: ItemPool[Cell, Tile, TileItem] = ItemPool(
            self, lambda cell, tile: TileItem(tile, cell))
        self.staged: ItemPool[Cell, Tile, TileItem] = ItemPool(
            self, lambda cell, tile: TileItem(tile, cell, staged=True))
        self.marks: ItemPool[Cell, str, MarkItem] = ItemPool(self, MarkItem)
        self.last_cells: tuple[Cell, ...] = ()
        self._last_badge_cell: Cell = (0, 0)
        self._outline = OutlineItem()
        self.addItem(self._outline)
        self.last_badge = BadgeItem(colours.LAST)
        self.last_badge.hide()
        self.addItem(self.last_badge)
        self.preview_badge = BadgeItem(colours.STAGED)
        self.preview_badge.hide()
        self.addItem(self.preview_badge)
        self._ghost: TileItem | None = None
        self._hint: list[QGraphicsItem] = []
        self._hover_mark: MarkItem | None = None
        self._hover: Cell | None = None
        self._parties: list[QVariantAnimation] = []
        self.party_items: list[QGraphicsItem] = []
        self._update_play_rect()

    # --- the field ------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Green felt with faint cell lines."""
        paint_cell_grid(painter, rect, theme.TABLE, colours.GRID, CELL)

    def _update_play_rect(self) -> None:
        """Keep the tiles in sight with ``MARGIN`` free cells around them. The rectangle only
        changes when the tiles come within one cell of its edge or it is more than twice the
        margin too large (an undo, a new game): the view rescales less often."""
        cells = list(self.tiles) + list(self.staged)
        if not cells:   # the first move runs right or down from the centre (Q-S4)
            cells = [(-1, -1), (6, 6)]
        tight = cells_rect(cells)
        current = self.play_rect()
        near = tight.adjusted(-CELL, -CELL, CELL, CELL)
        far = tight.adjusted(-2 * MARGIN * CELL, -2 * MARGIN * CELL, 2 * MARGIN * CELL,
                             2 * MARGIN * CELL)
        if not self._play_rect.isEmpty() and current.contains(near) and far.contains(current):
            return
        self.set_play_rect(tight.adjusted(-MARGIN * CELL, -MARGIN * CELL, MARGIN * CELL,
                                          MARGIN * CELL))

    # --- what lies on the table -------------------------------------------------------------
    def show_board(self, tiles: dict[Cell, Tile]) -> None:
        """The tiles on the board (only the changes are drawn anew; a change ends a hint)."""
        changes = self.tiles.show(tiles)
        if changes.made or changes.removed:
            self.show_hint(None)
        self._update_play_rect()

    def show_hint(self, tiles: dict[Cell, Tile] | None) -> None:
        """The computer's suggestion: each tile as a faded ghost on its cell in a frame
        (None: no suggestion)."""
        for item in self._hint:
            self.removeItem(item)
        self._hint = []
        for cell, tile in (tiles or {}).items():
            ghost = TileItem(tile, cell, ghost=True)
            ghost.setOpacity(0.6)
            for item in (ghost, MarkItem(cell, "ok")):
                self.addItem(item)
                self._hint.append(item)

    @property
    def hint_cells(self) -> list[Cell]:
        """The cells of the suggestion shown (none: [])."""
        return [item.cell for item in self._hint if isinstance(item, TileItem)]

    def show_staged(self, staged: dict[Cell, Tile], preview: str = "") -> None:
        """The tiles put down this turn, and what they would score (``preview``, "" for none),
        shown on a free cell beside them (``badge_cell``)."""
        self.staged.show(staged)
        if preview and staged:
            avoid = {self._last_badge_cell} if self.last_badge.isVisible() else set()
            self.preview_badge.set_text(preview)
            self.preview_badge.place(*self.badge_cell(staged, avoid))
            self.preview_badge.show()
        else:
            self.preview_badge.hide()
        self._update_play_rect()

    def show_last(self, cells: tuple[Cell, ...], points: str) -> None:
        """Outline the last move's cells with its points ("+12") on a free cell beside them;
        () for none."""
        self.last_cells = tuple(cells)
        self._outline.set_cells(cells)
        self._outline.setVisible(bool(cells))
        if cells and points:
            self._last_badge_cell, away = self.badge_cell(cells)
            self.last_badge.set_text(points)
            self.last_badge.place(self._last_badge_cell, away)
            self.last_badge.show()
        else:
            self.last_badge.hide()

    def badge_cell(self, cells: Iterable[Cell],
                   avoid: Iterable[Cell] = ()) -> tuple[Cell, tuple[int, int]]:
        """Where a move's badge goes, and the step from the move to there (``BadgeItem.place``):
        an empty cell beside ``cells`` (not in ``avoid``), the one whose neighbours hold the
        fewest other tiles (a wide badge reaches over them), the sides before the ends (a badge
        on the left or right of a tile reaches over its row), then the lowest, rightmost; with
        none free, the last cell itself."""
        move = set(cells)
        taken = set(self.tiles) | set(self.staged) | move
        banned = taken | set(avoid)

        def cost(cell: Cell) -> tuple[int, int, int, int, int]:
            x, y = cell
            around = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
            foreign = sum(1 for c in around if c in taken and c not in move)
            beside = sum(1 for c in ((x - 1, y), (x + 1, y)) if c in taken)
            return foreign, beside, -(x + y), -x, -y

        free = {(x + dx, y + dy) for x, y in move
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - banned
        if not free:
            return max(move, key=lambda c: (c[0] + c[1], c)), (0, 0)
        x, y = min(free, key=cost)
        away = next((dx, dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                    if (x - dx, y - dy) in move)
        return (x, y), away

    def show_marks(self, fits: Iterable[Cell], later: Iterable[Cell] = ()) -> None:
        """Mark the cells where the held tile fits (and, dotted, where it fits only with more
        tiles after it); marks that stay are kept."""
        wanted = {cell: "fits" for cell in fits}
        wanted.update({cell: "later" for cell in later if cell not in wanted})
        self.marks.show(wanted)

    # --- hovering -------------------------------------------------------------------------------
    def set_hover(self, cell: Cell | None) -> None:
        """The view's pointer or cursor is over ``cell``: report it (the screen decides what to
        show)."""
        if cell != self._hover:
            self._hover = cell
            self.hovered.emit(cell)

    @property
    def hover(self) -> Cell | None:
        return self._hover

    def show_hover(self, cell: Cell | None, tile: Tile | None = None,
                   fits: bool = False) -> None:
        """The held ``tile`` over ``cell``, framed as fitting or not; None clears it."""
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None
        if self._hover_mark is not None:
            self.removeItem(self._hover_mark)
            self._hover_mark = None
        if cell is None or tile is None:
            return
        self._ghost = TileItem(tile, cell, ghost=True)
        self.addItem(self._ghost)
        self._hover_mark = MarkItem(cell, "ok" if fits else "refused")
        self.addItem(self._hover_mark)

    @property
    def ghost(self) -> TileItem | None:
        return self._ghost

    @property
    def hover_mark(self) -> MarkItem | None:
        return self._hover_mark

    # --- a Qwirkle! -------------------------------------------------------------------------------
    def celebrate(self, lines: Sequence[tuple[Cell, ...]], text: str) -> None:
        """A short "Qwirkle!" over each line of six: the line lights up, the word grows and
        fades (about a second)."""
        for line in lines:
            glow = OutlineItem()
            glow.set_cells(line)
            glow.setZValue(Z_PARTY)
            word = BadgeItem(colours.CELEBRATION, CELL * 0.5)
            word.set_text(text)
            word.setZValue(Z_BADGE + 1)
            word.setPos(cells_rect(list(line)).center())
            for item in (glow, word):
                self.addItem(item)
                self.party_items.append(item)
            anim = QVariantAnimation(self)
            anim.setDuration(CELEBRATE_MS)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)

            def step(t: float, glow=glow, word=word) -> None:
                word.setScale(0.6 + 0.8 * min(1.0, t * 2.5))
                fade = 1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4)
                word.setOpacity(fade)
                glow.setOpacity(fade * (0.6 + 0.4 * abs(((t * 6) % 2) - 1)))

            def done(anim=anim, glow=glow, word=word) -> None:
                for item in (glow, word):
                    if item.scene() is self:
                        self.removeItem(item)
                    if item in self.party_items:
                        self.party_items.remove(item)
                if anim in self._parties:
                    self._parties.remove(anim)

            anim.valueChanged.connect(step)
            anim.finished.connect(done)
            self._parties.append(anim)
            step(0.0)
            anim.start()

    def celebrating(self) -> bool:
        return bool(self._parties)

    def finish_animations(self) -> None:
        """End every celebration now (a picture is about to be taken)."""
        for anim in list(self._parties):
            anim.setCurrentTime(anim.duration())

