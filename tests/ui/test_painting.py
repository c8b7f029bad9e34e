"""The painters of the tables under the pieces (the open tables' cell grid, Kulami's lit felt)
and the scenes that use them."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tilegames.ui import theme
from tilegames.ui.kulami.designer.scene import DesignerScene
from tilegames.ui.kulami.scene import KulamiScene, paint_felt
from tilegames.ui.lsd import colours as lsd_colours
from tilegames.ui.lsd.scene import LsdScene
from tilegames.ui.painting import paint_cell_grid
from tilegames.ui.qwirkle import colours as qwirkle_colours
from tilegames.ui.qwirkle.scene import QwirkleScene
from tilegames.ui.table.board_scene import CELL

FELT, LINES = QColor(10, 100, 40), QColor(250, 250, 250)


def painted(paint, size: int = 100) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def test_cell_lines_at_every_cell_edge_from_the_origin():
    # the area starts inside a cell, to the left of and above the origin
    image = painted(lambda p: (p.translate(35, 35),
                               paint_cell_grid(p, QRectF(-35, -35, 100, 100), FELT, LINES, 20)))
    lines_at = {x for x in range(100) if QColor(image.pixel(x, 2)) == LINES}
    assert lines_at == {15, 35, 55, 75, 95}           # the origin is at pixel 35, every 20
    assert QColor(image.pixel(25, 25)) == FELT        # inside a cell: felt, all of the area
    assert QColor(image.pixel(0, 0)) == FELT and QColor(image.pixel(99, 99)) == FELT


def test_the_lsd_and_qwirkle_tables_are_drawn_by_it(qapp):
    area = QRectF(-1.5 * CELL, -0.5 * CELL, 3 * CELL, 3 * CELL)
    for scene, felt, lines in ((LsdScene(), lsd_colours.FELT, lsd_colours.GRID),
                               (QwirkleScene(), theme.TABLE, qwirkle_colours.GRID)):
        def background(p, scene=scene):
            p.translate(-area.topLeft())
            scene.drawBackground(p, area)

        def grid(p, felt=felt, lines=lines):
            p.translate(-area.topLeft())
            paint_cell_grid(p, area, felt, lines, CELL)

        size = round(area.width())
        assert painted(background, size) == painted(grid, size)


def test_the_kulami_table_and_the_designer_lie_on_one_felt(qapp):
    board = KulamiScene([[(0, 0), (1, 0)], [(0, 1), (1, 1)]], lambda cell: "a1")
    designer = DesignerScene()
    area = QRectF(-CELL, -CELL, 4 * CELL, 4 * CELL)
    size = round(area.width())
    for scene, lit in ((board, board.board_rect), (designer, designer.grid_rect)):
        def background(p, scene=scene):
            p.translate(-area.topLeft())
            scene.drawBackground(p, area)

        def felt(p, lit=lit):
            p.translate(-area.topLeft())
            paint_felt(p, area, lit)

        drawn, expected = painted(background, size), painted(felt, size)
        if scene is board:
            assert drawn == expected
        else:                 # the designer draws its grid on top; off the grid, the felt
            assert drawn.pixel(5, 5) == expected.pixel(5, 5) != expected.pixel(size - 5, size - 5)
