""""Learn the captures": the ``+`` capture (across one tile), the ``x`` capture (along the other
diagonal, both sides at once: the sheet's spot "B") and partners capturing together, each as a
picture before and after, drawn with the field's own tile painter.

The pictures are positions in the engine's notation and the move that is laid; what is captured
comes from the engine itself (``State.apply``), so the explanation can never disagree with the
rules the program plays by.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tilegames.games import lsd
from tilegames.games.lsd.notation import parse_picture
from tilegames.games.lsd.tiles import PlacedTile
from tilegames.i18n import translations
from tilegames.ui import theme
from tilegames.ui.lsd import colours
from tilegames.ui.lsd.scene import paint_badge, paint_cross
from tilegames.ui.lsd.tile_art import joined_edges, paint_tile
from tilegames.ui.typography import scaled_font

Cell = tuple[int, int]
PICTURE_CELL = 54


@dataclass(frozen=True)
class Example:
    """A position (engine notation), the players, and the tile laid: kind, icon, rotation, cell.
    The seat to move is ``mover``."""

    key: str
    picture: str
    players: int
    mover: int
    move: lsd.Place


EXAMPLES = (
    # LSD-C1: white + at (0,0), black tile between, white lays a + at (2,0)
    Example("plus", "0+E 1xEW .", 2, 0, lsd.Place("single", "+", 3, 2, 0)),
    # LSD-C2: black x at (0,0), white tiles on both sides ("B"), black lays an x at (1,1)
    Example("cross", "1xES 0+WS\n0+NE .", 2, 1, lsd.Place("corner", "x", 3, 1, 1)),
    # partners (4 players): seat 2's white + and seat 0's white + take seat 1's tile
    Example("partners", "2+E 1xEW .", 4, 0, lsd.Place("single", "+", 3, 2, 0)),
)


@dataclass(frozen=True)
class Played:
    """An example played through the engine: the field at the moment of laying (the new tile
    and everything it is about to capture), the board after, and what was captured."""

    laying: dict[Cell, PlacedTile]
    after: dict[Cell, PlacedTile]
    captured: tuple[Cell, ...]
    cells: tuple[Cell, ...]          # every cell the pictures show


def _tiles(state: lsd.State, cells: Sequence[Cell]) -> dict[Cell, PlacedTile]:
    return {cell: tile for cell in cells if (tile := state.tile_at(cell)) is not None}


def play(example: Example) -> Played:
    """Lay the example's tile through the engine (raises IllegalMoveError if the example broke
    a rule: a test keeps them right)."""
    state = lsd.State.from_text(example.picture, num_players=example.players,
                                current_player=example.mover)
    cells = tuple(sorted(set(parse_picture(example.picture)) | {example.move.cell}))
    before = _tiles(state, cells)
    result = state.apply(example.move)
    after = _tiles(state, cells)
    laying = {**before, example.move.cell: after[example.move.cell]}
    return Played(laying, after, tuple(result.captured), cells)


class ExamplePicture(QWidget):
    """A few cells of field: ``tiles``; ``new`` framed as the tile just laid, ``targets``
    framed and crossed as captured, ``emptied`` cells outlined as now empty."""

    def __init__(self, tiles: Mapping[Cell, PlacedTile], cells: Sequence[Cell],
                 colours: Sequence[QColor], *, new: Cell | None = None,
                 targets: Sequence[Cell] = (), emptied: Sequence[Cell] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles, self.colours = dict(tiles), list(colours)
        self.new, self.targets, self.emptied = new, tuple(targets), tuple(emptied)
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        self.left, self.top = min(xs), min(ys)
        self.columns, self.rows = max(xs) - self.left + 1, max(ys) - self.top + 1
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)   # a picture of a table
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        return QSize(self.columns * PICTURE_CELL + 16, self.rows * PICTURE_CELL + 16)

    def cell_rect(self, cell: Cell) -> QRectF:
        return QRectF(8 + (cell[0] - self.left) * PICTURE_CELL,
                      8 + (cell[1] - self.top) * PICTURE_CELL, PICTURE_CELL, PICTURE_CELL)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.FELT)
        painter.drawRoundedRect(QRectF(self.rect()), 8, 8)
        joined = joined_edges({cell: tile.mask for cell, tile in self.tiles.items()})
        for cell, tile in self.tiles.items():
            paint_tile(painter, self.cell_rect(cell), self.colours[tile.owner], tile.icon,
                       tile.shade, tile.mask, joined=joined[cell])
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.new is not None:
            painter.setPen(QPen(colours.LEGAL, 3.4))
            painter.drawRoundedRect(self.cell_rect(self.new).adjusted(1, 1, -1, -1), 8, 8)
        for cell in self.targets:
            rect = self.cell_rect(cell)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colours.TARGET, 3.4))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
            paint_badge(painter, rect.topLeft() + QPointF(5, 5), PICTURE_CELL * 0.15,
                        colours.TARGET)
        for cell in self.emptied:
            rect = self.cell_rect(cell).adjusted(7, 7, -7, -7)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colours.TARGET, 2.4, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 7, 7)
            paint_cross(painter, rect.center(), PICTURE_CELL * 0.12, colours.TARGET, 2.4)
        painter.end()


def _texts(key: str) -> tuple[str, str]:
    """The title and explanation of an example, in the current language."""
    translate = QCoreApplication.translate
    if key == "plus":
        return (
            translate("LsdCaptures", "The + captures across one tile"),
            translate("LsdCaptures",
                      "Lay a + so that exactly one tile lies between it and another + of your "
                      "icon shade, in a row or a column. If that tile has the other shade, it "
                      "is captured. Had the far tile been an x, nothing would be captured."))
    if key == "cross":
        return (
            translate("LsdCaptures", "The x captures along the other diagonal"),
            translate("LsdCaptures",
                      "Lay an x against the corner of another x of your shade. The tiles that "
                      "touch both x tiles along an edge are captured if they have the other "
                      "shade — both at once if both are there (the sheet's spot B). Had the "
                      "tile at the corner been a +, nothing would be captured."))
    return (
        translate("LsdCaptures", "Partners capture together"),
        translate("LsdCaptures",
                  "Only the icon shade counts, not the colour: with 4 players the two players "
                  "of one shade work together, so the far + may be your partner's. You never "
                  "capture tiles with your own shade."))


class CapturesHelp(QDialog):
    """The illustrated explanation; ``colours[seat]`` are the seats' tile colours."""

    def __init__(self, colours: Sequence[QColor], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colours = list(colours)
        self.examples = [play(example) for example in EXAMPLES]
        self._titles: list[QLabel] = []
        self._captions: list[QLabel] = []
        self._arrows: list[QLabel] = []
        self.pictures: list[tuple[ExamplePicture, ExamplePicture]] = []
        body = QWidget()
        grid = QGridLayout(body)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        row = 0
        for example, played in zip(EXAMPLES, self.examples, strict=True):
            title = QLabel()
            title.setFont(scaled_font(title, 1.1, bold=True))
            caption = QLabel()
            caption.setWordWrap(True)
            caption.setMinimumWidth(300)
            before = ExamplePicture(played.laying, played.cells, self.colours,
                                    new=example.move.cell, targets=played.captured)
            after = ExamplePicture(played.after, played.cells, self.colours,
                                   emptied=played.captured)
            arrow = QLabel()
            arrow.setFont(scaled_font(arrow, 1.6, bold=True))
            grid.addWidget(title, row, 0, 1, 4)
            grid.addWidget(before, row + 1, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(arrow, row + 1, 1, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(after, row + 1, 2, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(caption, row + 1, 3, Qt.AlignmentFlag.AlignTop)
            grid.setColumnStretch(3, 1)
            self._titles.append(title)
            self._captions.append(caption)
            self._arrows.append(arrow)
            self.pictures.append((before, after))
            row += 2
        self._memory = QLabel()
        self._memory.setWordWrap(True)
        theme.style(self._memory, lambda: f"color: {theme.TEXT_MUTED.name()};")
        grid.addWidget(self._memory, row, 0, 1, 4)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(760, 640)
        self.retranslate()
        translations().follow(self, self.retranslate)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn the captures"))
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for example, title, caption, arrow in zip(EXAMPLES, self._titles, self._captions,
                                                  self._arrows, strict=True):
            heading, text = _texts(example.key)
            title.setText(heading)
            caption.setText(text)
            arrow.setText("←" if rtl else "→")
        self._memory.setText(self.tr(
            "First the tile just laid (blue frame) and the tiles it captures (red frame), then "
            "the board after the move. Remember: colours make a row, dots are for laying, icons "
            "are for capturing."))

