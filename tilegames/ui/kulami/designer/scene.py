"""The designer's table: the empty 10×10 grid on the felt, the tray beside it holding the 17
plates of K-K1 (painted by the game's own ``PlateItem``), a plate being carried and where it would
land. The scene draws; the view decides what a press or a key does, the model what is allowed.

Scene units are the game's (``CELL`` per cell); the grid's top-left cell (0, 0) is at the origin,
the tray to its right. A plate in the tray lies in its own home slot, so the tray never runs out
of room.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from tilegames.ui import theme
from tilegames.ui.kulami import colours
from tilegames.ui.kulami.designer.model import COUNT, GRID, PLATES, Design, Spot
from tilegames.ui.kulami.scene import CELL, PlateItem, paint_felt

TRAY_LEFT = GRID + 0.9          # cells from the grid's left edge to the tray's slots
TRAY_TOP = 0.55                 # room for the tray's name above its slots
SLOT_GAP = 0.3                  # cells between two slots
TRAY_PAD = 0.3
# The tray's rows of slots: (width, height) of each plate as it lies there.
TRAY_ROWS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((2, 3),) * 4,
    ((2, 2),) * 4,
    ((1, 3),) * 4 + ((2, 2), (1, 2)),
    ((2, 1),) * 3,
)
Z_RESTING, Z_CARRIED, Z_LANDING = 0, 10, 11


def tray_homes() -> list[tuple[QPointF, int, int]]:
    """Per plate: its home slot's top-left (scene units), width and height (cells)."""
    pools = {shape: [i for i, s in enumerate(PLATES) if s == shape] for shape in set(PLATES)}
    homes: list[tuple[QPointF, int, int] | None] = [None] * COUNT
    y = TRAY_TOP
    for row in TRAY_ROWS:
        x = TRAY_LEFT
        for width, height in row:
            index = pools[(min(width, height), max(width, height))].pop(0)
            homes[index] = (QPointF(x * CELL, y * CELL), width, height)
            x += width + SLOT_GAP
        y += max(h for _, h in row) + SLOT_GAP
    assert all(home is not None for home in homes), "every plate has a slot"
    return [home for home in homes if home is not None]


def spot_point(spot: Spot) -> QPointF:
    """The scene position of a spot's top-left corner."""
    return QPointF(spot.x * CELL, spot.y * CELL)


class DesignerPlate(PlateItem):
    """One of the 17 plates, painted like the game's; its cells start at (0, 0) and ``setPos``
    puts it anywhere (the tray, the grid, under the pointer)."""

    def __init__(self, index: int, width: int, height: int) -> None:
        super().__init__(self._rectangle(width, height), index)
        self.index = index
        self.size = (width, height)

    @staticmethod
    def _rectangle(width: int, height: int) -> list[tuple[int, int]]:
        return [(x, y) for y in range(height) for x in range(width)]

    def show_size(self, width: int, height: int) -> None:
        """Lie ``width`` × ``height`` cells (a turn)."""
        if (width, height) != self.size:
            self.size = (width, height)
            self.set_cells(self._rectangle(width, height))

    def contains_scene_point(self, point: QPointF) -> bool:
        return self.rect.translated(self.pos()).adjusted(-2, -2, 2, 2).contains(point)


class LandingItem(QGraphicsItem):
    """Where a carried plate would land: a solid light-blue outline when it fits there, a dashed
    orange outline with a cross when it does not."""

    def __init__(self) -> None:
        super().__init__()
        self.fits = True
        self._rect = QRectF()
        self.setZValue(Z_LANDING)
        self.hide()

    def show_spot(self, spot: Spot, fits: bool) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(spot.x * CELL, spot.y * CELL, spot.width * CELL, spot.height * CELL)
        self.fits = fits
        self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect.adjusted(1.5, 1.5, -1.5, -1.5)
        colour = colours.DESIGN_FITS if self.fits else colours.DESIGN_REFUSED
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 0.11 * CELL))
        painter.drawRoundedRect(r, 0.16 * CELL, 0.16 * CELL)
        pen = QPen(colour, 0.07 * CELL)
        if not self.fits:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 0.16 * CELL, 0.16 * CELL)
        if not self.fits:
            c = r.center()
            arm = 0.22 * CELL
            cross = QPainterPath()
            cross.moveTo(c + QPointF(-arm, -arm))
            cross.lineTo(c + QPointF(arm, arm))
            cross.moveTo(c + QPointF(arm, -arm))
            cross.lineTo(c + QPointF(-arm, arm))
            painter.setPen(QPen(QColor(0, 0, 0, 140), 0.13 * CELL, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawPath(cross)
            painter.setPen(QPen(colour, 0.08 * CELL, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawPath(cross)


class DesignerScene(QGraphicsScene):
    """The grid, the tray and the 17 plates. ``show_design`` puts every plate where the design
    says (the carried one excepted); ``carry`` moves one freely; ``show_landing`` marks a spot."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.homes = tray_homes()
        self.plates = [DesignerPlate(i, w, h) for i, (_, w, h) in enumerate(self.homes)]
        for plate in self.plates:
            self.addItem(plate)
        self.grid_rect = QRectF(0, 0, GRID * CELL, GRID * CELL)
        slots = QRectF()
        for corner, width, height in self.homes:
            slots = slots.united(QRectF(corner.x(), corner.y(), width * CELL, height * CELL))
        pad = TRAY_PAD * CELL
        self.tray_rect = QRectF(slots.left() - pad, 0, slots.width() + 2 * pad,
                                max(slots.bottom() + pad, self.grid_rect.height()))
        self.landing = LandingItem()
        self.addItem(self.landing)
        self.tray_label = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(round(CELL * 0.3))
        font.setBold(True)
        self.tray_label.setFont(font)
        self.tray_label.setBrush(colours.LABEL)
        self.addItem(self.tray_label)
        self.selected: int | None = None
        self.setSceneRect(self.grid_rect.united(self.tray_rect).adjusted(
            -0.35 * CELL, -0.35 * CELL, 0.35 * CELL, 0.35 * CELL))
        self.retranslate()

    def retranslate(self) -> None:
        self.tray_label.setText(QCoreApplication.translate("KulamiDesigner", "Tray"))
        box = self.tray_label.boundingRect()
        self.tray_label.setPos(self.tray_rect.center().x() - box.width() / 2,
                               TRAY_TOP * CELL / 2 - box.height() / 2 + 2)

    # --- where plates are ------------------------------------------------------------------
    def show_design(self, design: Design, skip: int | None = None) -> None:
        """Every plate where ``design`` puts it (the tray: its home slot), except ``skip``."""
        for index, plate in enumerate(self.plates):
            if index == skip:
                continue
            spot = design.spots[index]
            if spot is None:
                corner, width, height = self.homes[index]
                plate.show_size(width, height)
                plate.setPos(corner)
            else:
                plate.show_size(spot.width, spot.height)
                plate.setPos(spot_point(spot))
            plate.setZValue(Z_RESTING)
            plate.setOpacity(1.0)

    def carry(self, index: int, top_left: QPointF, width: int, height: int) -> None:
        """Plate ``index`` lifted over everything, ``width`` × ``height``, at ``top_left``."""
        plate = self.plates[index]
        plate.show_size(width, height)
        plate.setPos(top_left)
        plate.setZValue(Z_CARRIED)
        plate.setOpacity(0.88)

    def snap(self, top_left: QPointF, width: int, height: int) -> Spot | None:
        """The grid spot a plate carried at ``top_left`` lands on: the nearest cells, pushed
        inside the grid; None when its middle is off the grid (it goes back to the tray)."""
        middle = top_left + QPointF(width * CELL / 2, height * CELL / 2)
        if not self.grid_rect.contains(middle):
            return None
        spot = Spot(round(top_left.x() / CELL), round(top_left.y() / CELL), width, height)
        return spot.clamped()

    def show_landing(self, spot: Spot | None, fits: bool = True) -> None:
        if spot is None:
            self.landing.hide()
        else:
            self.landing.show_spot(spot, fits)

    def plate_at(self, point: QPointF) -> int | None:
        """The plate under a scene point (the one on top), or None."""
        hits = [p for p in self.plates if p.contains_scene_point(point)]
        if not hits:
            return None
        return max(hits, key=lambda p: p.zValue()).index

    def set_selected(self, index: int | None) -> None:
        """Ring the plate chosen with the keyboard (None: none)."""
        self.selected = index
        for plate in self.plates:
            plate.set_owner_color(theme.CURSOR if plate.index == index else None)

    # --- painting --------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt; the grid's cells as faint squares with a shallow dent; the tray as a box
        with a dashed outline where each plate belongs."""
        paint_felt(painter, rect, self.grid_rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colours.DESIGN_GRID, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = 0.06 * CELL
        for y in range(GRID):
            for x in range(GRID):
                cell = QRectF(x * CELL + inset, y * CELL + inset, CELL - 2 * inset,
                              CELL - 2 * inset)
                painter.drawRoundedRect(cell, 0.12 * CELL, 0.12 * CELL)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.DESIGN_HOLE)
        for y in range(GRID):
            for x in range(GRID):
                painter.drawEllipse(QPointF((x + 0.5) * CELL, (y + 0.5) * CELL),
                                    0.12 * CELL, 0.12 * CELL)
        painter.setPen(QPen(colours.TRAY_EDGE, 1.5))
        painter.setBrush(colours.TRAY)
        painter.drawRoundedRect(self.tray_rect, 0.25 * CELL, 0.25 * CELL)
        slot = QPen(colours.DESIGN_GRID, 1.5, Qt.PenStyle.DashLine)
        painter.setPen(slot)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for corner, width, height in self.homes:    # each plate's place in the tray
            painter.drawRoundedRect(QRectF(corner.x() + 3, corner.y() + 3, width * CELL - 6,
                                           height * CELL - 6), 0.16 * CELL, 0.16 * CELL)
