"""The Qwirkle screen's record and result in words: a move as the log shows it ("Anna: 3 tiles,
12 points", "Ben exchanged 4 tiles" — never which tiles), and the finished game for the result
panel. Every text is translated (context "QwirkleWords")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication, QPixmap

from tilegames.games.qwirkle import Exchange, HiddenExchange, Place
from tilegames.ui.numbers import isolate_signed
from tilegames.ui.qwirkle.describe import tile_at
from tilegames.ui.table.elided_label import isolated_name
from tilegames.ui.table.move_list import MoveRow
from tilegames.ui.table.result_panel import ResultView, ScoreLine, ranks


class QwirkleWords(QObject):
    """The texts with numbers (plural forms need ``tr`` with a count, which only a QObject
    offers to the translation tools)."""

    def tiles(self, n: int) -> str:
        return self.tr("%n tile(s)", "", n)

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def exchanged(self, name: str, n: int) -> str:
        return self.tr("{name} exchanged %n tile(s)", "", n).format(name=name)

    def tiles_left(self, n: int) -> str:
        return self.tr("%n tile(s) left", "", n)

    def move_row(self, seat: int, name: str, move: object, points: int, going_out: bool
                 ) -> MoveRow:
        """One line of the log. ``points`` include the +6 of ``going_out``. An exchange says how
        many tiles, never which (not even the viewer's own: the log is on everybody's
        screen)."""
        name = isolated_name(name, QGuiApplication.layoutDirection()
                             == Qt.LayoutDirection.RightToLeft)
        if isinstance(move, Place):
            text = self.tr("{name}: {tiles}, {points}").format(
                name=name, tiles=self.tiles(len(move.tiles)), points=self.points(points))
            tip = ", ".join(tile_at(tile, (x, y)) for x, y, tile in move.tiles)
            if going_out:
                text += " " + isolate_signed(self.tr("(+6 for going out)"))
            return MoveRow(seat, text, tooltip=tip)
        if isinstance(move, Exchange | HiddenExchange):
            count = len(move.tiles) if isinstance(move, Exchange) else move.count
            return MoveRow(seat, self.exchanged(name, count))
        return MoveRow(seat, self.tr("{name} passed").format(name=name))

    def result_view(self, scores: Sequence[int], hand_sizes: Sequence[int],
                    winners: Sequence[int], went_out: int | None, names: Sequence[str],
                    fitted: Sequence[str]) -> ResultView:
        """The finished game; ``went_out`` is the seat that placed its last tile (+6), if any;
        ``fitted`` are the names shortened for the title."""
        if len(winners) == 1:
            title = self.tr("{name} wins!").format(name=fitted[winners[0]])
        else:
            title = self.tr("A shared win!")
        if went_out is not None:
            subtitle = self.tr("{name} placed their last tile and scored 6 extra points.").format(
                name=fitted[went_out])
        else:
            subtitle = self.tr("The bag is empty and nobody can place a tile any more.")
        lines = []
        places = ranks(list(scores))
        for seat, points in enumerate(scores):
            extra = (isolate_signed(self.tr("went out: +6")) if seat == went_out
                     else self.tiles_left(hand_sizes[seat]))
            # the place, not the seat's numbered token (a "3" on the winner reads as a place)
            lines.append(ScoreLine(QPixmap(), names[seat], str(points), extra,
                                   seat in winners, places[seat]))
        return ResultView(title, subtitle, tuple(lines))
