"""The Qwirkle screen's record and result in words: a move as the log shows it ("Anna: 3 tiles,
12 points", "Ben exchanged 4 tiles" — never which tiles), and the finished game for the result
panel. Every text is translated (context "QwirkleWords")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tilegames.games.qwirkle import Exchange, HiddenExchange, Place
from tilegames.ui.qwirkle.tiles import seat_token, tile_name
from tilegames.ui.table.move_list import MoveRow
from tilegames.ui.table.result_panel import ResultView, ScoreLine


def tiles_text(n: int) -> str:
    return QCoreApplication.translate("QwirkleWords", "%n tile(s)", None, n)


def points_text(n: int) -> str:
    return QCoreApplication.translate("QwirkleWords", "%n point(s)", None, n)


def move_row(seat: int, name: str, move: object, points: int, going_out: bool) -> MoveRow:
    """One line of the log. ``points`` include the +6 of ``going_out``. An exchange says how
    many tiles, never which (not even the viewer's own: the log is on everybody's screen)."""
    if isinstance(move, Place):
        text = QCoreApplication.translate("QwirkleWords", "{name}: {tiles}, {points}").format(
            name=name, tiles=tiles_text(len(move.tiles)), points=points_text(points))
        tip = ", ".join(tile_name(tile) for _, _, tile in move.tiles)
        if going_out:
            text += " " + QCoreApplication.translate("QwirkleWords", "(+6 for going out)")
        return MoveRow(seat, text, tooltip=tip)
    if isinstance(move, Exchange | HiddenExchange):
        count = len(move.tiles) if isinstance(move, Exchange) else move.count
        return MoveRow(seat, QCoreApplication.translate(
            "QwirkleWords", "{name} exchanged %n tile(s)", None, count).format(name=name))
    return MoveRow(seat, QCoreApplication.translate("QwirkleWords", "{name} passed").format(
        name=name))


def result_view(scores: Sequence[int], hand_sizes: Sequence[int], winners: Sequence[int],
                went_out: int | None, names: Sequence[str], fitted: Sequence[str]
                ) -> ResultView:
    """The finished game; ``went_out`` is the seat that placed its last tile (+6), if any;
    ``fitted`` are the names shortened for the title."""
    if len(winners) == 1:
        title = QCoreApplication.translate("QwirkleWords", "{name} wins!").format(
            name=fitted[winners[0]])
    else:
        title = QCoreApplication.translate("QwirkleWords", "A shared win!")
    if went_out is not None:
        subtitle = QCoreApplication.translate(
            "QwirkleWords", "{name} placed their last tile and scored 6 extra points.").format(
            name=fitted[went_out])
    else:
        subtitle = QCoreApplication.translate(
            "QwirkleWords", "The bag is empty and nobody can place a tile any more.")
    lines = []
    for seat, points in enumerate(scores):
        if seat == went_out:
            extra = QCoreApplication.translate("QwirkleWords", "went out: +6")
        else:
            extra = QCoreApplication.translate("QwirkleWords", "%n tile(s) left", None,
                                               hand_sizes[seat])
        lines.append(ScoreLine(seat_token(seat, 26), names[seat], str(points), extra,
                               seat in winners))
    return ResultView(title, subtitle, tuple(lines))
