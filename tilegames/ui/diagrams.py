"""Diagrams for the rules pages, drawn by the boards' own painters (never screenshots).

A rules page asks for one with ``<img src="diagram:<name>">``; the rules dialog's browser renders
it here (``image(name)``). The positions come from the engines (what is legal, captured, closed
or scored is what the program plays by) and the colours from ``theme``, so a diagram follows the
palette; the pictures hold no words (their captions are part of each language's page).

- LSD: ``lsd-dots`` (half dots joined into whole dots), ``lsd-plus`` and ``lsd-x`` (the two
  captures, before and after, from "Learn the captures"' own examples);
- Kulami: ``kulami-turn`` (the row and column of the last marble, the two closed plates),
  ``kulami-plates`` (who owns each plate and what it is worth);
- Qwirkle: ``qwirkle-lines`` (a line of one colour and a line of one shape), ``qwirkle-scoring``
  (one tile scoring in two lines).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene, QWidget

from tilegames.controller.lesson import load_lesson
from tilegames.games import kulami, lsd, qwirkle
from tilegames.storage.saves.notation import parse_move
from tilegames.ui import theme

SCHEME = "diagram"


def _ratio() -> float:
    screen = QGuiApplication.primaryScreen()
    return max(1.0, screen.devicePixelRatio()) if screen is not None else 1.0


def _canvas(width: float, height: float) -> tuple[QImage, QPainter]:
    ratio = _ratio()
    image = QImage(round(width * ratio), round(height * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def _widgets(*widgets: QWidget) -> QImage:
    """Pictures side by side, an arrow between each two (before → after)."""
    gap = 44
    width = sum(w.width() for w in widgets) + gap * (len(widgets) - 1)
    height = max(w.height() for w in widgets)
    image, painter = _canvas(width, height)
    x = 0
    for index, widget in enumerate(widgets):
        if index:
            _arrow(painter, QPointF(x - gap + 10, height / 2), QPointF(x - 10, height / 2))
        widget.render(painter, QPointF(x, (height - widget.height()) / 2).toPoint())
        x += widget.width() + gap
    painter.end()
    return image


def _arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    painter.setPen(QPen(theme.TEXT_MUTED, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, end - QPointF(6, 0))
    head = QPainterPath(end)
    head.lineTo(end + QPointF(-11, -7))
    head.lineTo(end + QPointF(-11, 7))
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.TEXT_MUTED)
    painter.drawPath(head)


def _scene(scene: QGraphicsScene, source: QRectF, scale: float) -> QImage:
    """``source`` of ``scene`` (its background included) at ``scale`` pixels per unit."""
    image, painter = _canvas(source.width() * scale, source.height() * scale)
    scene.render(painter, QRectF(0, 0, source.width() * scale, source.height() * scale), source)
    painter.end()
    return image


# --- LSD ------------------------------------------------------------------------------------------
def _lsd_colours() -> list:
    return [theme.LSD_TILE_COLOURS[key] for key in theme.LSD_DEFAULT_COLOURS]


def lsd_dots() -> QImage:
    from tilegames.ui.lsd.captures_help import ExamplePicture, _tiles

    picture = "0+ES 1xWS .\n0xNE 1+WNE 0+W"
    state = lsd.State.from_text(picture, num_players=2)
    cells = [(x, y) for x in range(3) for y in range(2)]
    widget = ExamplePicture(_tiles(state, cells), cells, _lsd_colours(), new=(2, 1))
    return _widgets(widget)


def _lsd_capture(key: str) -> QImage:
    from tilegames.ui.lsd.captures_help import EXAMPLES, ExamplePicture, play

    example = next(e for e in EXAMPLES if e.key == key)
    played = play(example)
    colours = _lsd_colours()
    before = ExamplePicture(played.laying, played.cells, colours, new=example.move.cell,
                            targets=played.captured)
    after = ExamplePicture(played.after, played.cells, colours, new=example.move.cell,
                           emptied=played.captured)
    return _widgets(before, after)


# --- Kulami ---------------------------------------------------------------------------------------
def _kulami_position(moves: int) -> kulami.State:
    """The position of the Kulami lesson after ``moves`` of its moves."""
    lesson = load_lesson("kulami")
    state = lesson.start_state()
    assert isinstance(state, kulami.State)
    played = [step.move for step in lesson.steps if step.move is not None]
    for move in played[:moves]:
        state.apply(move)
    return state


def _kulami_picture(state: kulami.State, result: bool) -> QImage:
    from tilegames.ui.kulami.scene import KulamiScene

    board = state.board
    scene = KulamiScene([plate.cells for plate in board.plates], lambda c: str(kulami.Move(*c)))
    marbles = {cell: seat for cell in board.cells if (seat := state.marble_at(cell)) is not None}
    last = state.last_move.cell if state.last_move is not None else None
    scene.show_position(
        marbles, to_move=None if result else state.current_player,
        legal=() if result else [m.cell for m in state.legal_moves()],
        closed=() if result else [board.plates[i].cells for i in state.closed_plates()],
        last=last, show_legal=not result, animate=None)
    if result:
        scene.show_result((line.plate.cells, line.owner, line.value)
                          for line in state.plate_scores())
    return _scene(scene, scene.sceneRect(), 0.7)


def kulami_turn() -> QImage:
    return _kulami_picture(_kulami_position(2), result=False)


def kulami_plates() -> QImage:
    return _kulami_picture(_kulami_position(8), result=True)


# --- Qwirkle --------------------------------------------------------------------------------------
def _qwirkle_picture(moves: list[str], last: int) -> QImage:
    """The tiles of ``moves`` (the notation of saves) on the table; the move ``last`` outlined
    with the points the engine gives it."""
    from tilegames.ui.qwirkle.scene import QwirkleScene

    lesson = load_lesson("qwirkle")
    state = lesson.start_state()
    points = 0
    for index, text in enumerate(moves):
        move = parse_move("qwirkle", text)
        result = state.apply(move)
        if index == last:
            points, last_cells = result.points, move.cells
    assert isinstance(state, qwirkle.State)
    tiles = {}
    for text in moves:
        for x, y, tile in parse_move("qwirkle", text).tiles:
            tiles[(x, y)] = tile
    scene = QwirkleScene()
    scene.show_board(tiles)
    scene.show_last(tuple(last_cells), f"+{points}")
    source = scene.itemsBoundingRect().adjusted(-24, -24, 24, 24)
    return _scene(scene, source, 0.75)


def qwirkle_lines() -> QImage:
    return _qwirkle_picture(_qwirkle_moves()[:2], last=1)


def qwirkle_scoring() -> QImage:
    return _qwirkle_picture(_qwirkle_moves()[:3], last=2)


def _qwirkle_moves() -> list[str]:
    from tilegames.storage.saves.notation import format_move

    lesson = load_lesson("qwirkle")
    return [format_move("qwirkle", step.move) for step in lesson.steps if step.move is not None]


DIAGRAMS: dict[str, Callable[[], QImage]] = {
    "lsd-dots": lsd_dots,
    "lsd-plus": lambda: _lsd_capture("plus"),
    "lsd-x": lambda: _lsd_capture("cross"),
    "kulami-turn": kulami_turn,
    "kulami-plates": kulami_plates,
    "qwirkle-lines": qwirkle_lines,
    "qwirkle-scoring": qwirkle_scoring,
}


def image(name: str) -> QImage | None:
    """The diagram ``name`` drawn now (with the current colours), or None if there is none."""
    make = DIAGRAMS.get(name)
    return make() if make is not None else None


__all__ = ["DIAGRAMS", "SCHEME", "image"]
