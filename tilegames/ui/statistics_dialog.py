"""Game ▸ Statistics…: every player's record per game, a chart of their recent games, and a reset
per game; the puzzles of the game solved, per difficulty, and the daily puzzle's streak. Reads
``storage.stats`` and ``storage.progress``; a damaged file is said here, never a crash."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tilegames.games import GAMES
from tilegames.i18n import translations
from tilegames.storage.progress import Progress
from tilegames.storage.stats import PlayerStats, Result, Statistics
from tilegames.ui import theme
from tilegames.ui.default_names import aliases, shown_name
from tilegames.ui.numbers import signed
from tilegames.ui.puzzles.words import DIFFICULTIES, difficulty_name
from tilegames.ui.registry import entry
from tilegames.ui.table.levels import level_text, levels
from tilegames.ui.typography import scaled_font

EMPTY = "—"         # a cell without a value


class RecentChart(QWidget):
    """A player's last games, oldest on the left: a bar up for a win, down for a loss, a dot
    for a draw; taller the larger the margin (when the game keeps points), with the margin
    written at the bar's end. The axis is labelled "Won" above and "Lost" below
    (``labels``, set by the dialog in the current language)."""

    BAR = 28            # the widest bar, in pixels

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: tuple[Result, ...] = ()
        self.labels = ("", "")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(360, max(100, self.fontMetrics().height() * 6))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.sizeHint().height())

    def show_results(self, results: tuple[Result, ...]) -> None:
        self.results = results
        self.update()

    def set_labels(self, won: str, lost: str) -> None:
        self.labels = (won, lost)
        self.updateGeometry()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        painter.setPen(QPen(theme.CARD_BORDER, 1))
        painter.setBrush(theme.CARD)
        painter.drawRoundedRect(area, 6, 6)
        # the axis labels at the leading side, the bars after them
        gap = 8
        label_width = max(metrics.horizontalAdvance(t) for t in self.labels) + 2 * gap
        leading = self.layoutDirection() == Qt.LayoutDirection.LeftToRight
        labels = (QRectF(area.left(), area.top(), label_width, area.height()) if leading
                  else QRectF(area.right() - label_width, area.top(), label_width,
                              area.height()))
        bars = (area.adjusted(label_width, 0, 0, 0) if leading
                else area.adjusted(0, 0, -label_width, 0))
        middle = area.center().y()
        painter.setPen(QPen(theme.TEXT_MUTED, 1))
        painter.drawLine(round(bars.left()), round(middle), round(bars.right()), round(middle))
        text_height = metrics.height()
        painter.setPen(theme.ACCENT)
        painter.drawText(labels.adjusted(gap, 0, -gap, -labels.height() / 2),
                         Qt.AlignmentFlag.AlignCenter, self.labels[0])
        painter.setPen(theme.LOSS)
        painter.drawText(labels.adjusted(gap, labels.height() / 2, -gap, 0),
                         Qt.AlignmentFlag.AlignCenter, self.labels[1])
        if self.results:
            widest = max((abs(r.margin) for r in self.results if r.margin is not None),
                         default=0) or 1
            numbers = max((metrics.horizontalAdvance(signed(r.margin)) for r in self.results
                           if r.margin is not None), default=0)
            step = min(bars.width() / len(self.results), max(self.BAR * 1.6, numbers + gap))
            half = area.height() / 2 - 6 - text_height
            width = step * 0.6
            for i, result in enumerate(self.results):
                centre = i + 0.5
                x = bars.left() + gap + step * centre if leading else (
                    bars.right() - gap - step * centre)
                share = (0.35 + 0.65 * abs(result.margin) / widest if result.margin is not None
                         else 0.8)
                height = half * share
                painter.setPen(Qt.PenStyle.NoPen)
                if result.result == "won":
                    painter.setBrush(theme.ACCENT)
                    bar = QRectF(x - width / 2, middle - height, width, height)
                    text = QRectF(x - step / 2, bar.top() - text_height, step, text_height)
                elif result.result == "lost":
                    painter.setBrush(theme.LOSS)
                    bar = QRectF(x - width / 2, middle, width, height)
                    text = QRectF(x - step / 2, bar.bottom(), step, text_height)
                else:
                    painter.setBrush(theme.TEXT_MUTED)
                    painter.drawEllipse(QRectF(x - 3, middle - 3, 6, 6))
                    continue
                painter.drawRect(bar)
                if result.margin is not None:
                    number = signed(result.margin)
                    if metrics.horizontalAdvance(number) <= step:
                        painter.setPen(theme.TEXT)
                        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, number)
        painter.end()


class StatisticsDialog(QDialog):
    """The record of every player of one game (chosen at the top), with a reset."""

    COLUMNS = 9

    def __init__(self, parent: QWidget | None = None, stats: Statistics | None = None,
                 progress: Progress | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics-dialog")
        self.setMinimumSize(720, 460)
        self.stats = stats if stats is not None else Statistics()
        # default seat names of every language are one player each ("Rood" = "Red")
        self.stats.aliases = {key: aliases(key) for key in GAMES}
        self.stats.reload()
        self.progress = progress if progress is not None else Progress()
        self.game = QComboBox(self)
        for key in GAMES:
            self.game.addItem("", key)
        with_records = self.stats.games()
        if with_records:
            self.game.setCurrentIndex(max(0, self.game.findData(with_records[0])))
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game)
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        # every column as wide as its heading and cells; a table wider than the dialog scrolls
        # sideways (a stretched last column would be squeezed under its heading)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        self.chart_title = QLabel(self)
        self.chart = RecentChart(self)
        self.chart_caption = QLabel(self)
        self.chart_caption.setObjectName("chart-caption")
        self.chart_caption.setWordWrap(True)
        theme.style(self.chart_caption, lambda: f"color: {theme.TEXT_MUTED.name()};")
        self.puzzles_title = QLabel(self)
        self.puzzles_title.setFont(scaled_font(self, 1.0, bold=True))
        self.puzzles = QLabel(self)
        self.puzzles.setObjectName("puzzle-progress")
        self.puzzles.setWordWrap(True)
        self.daily = QLabel(self)
        self.daily.setObjectName("daily-streak")
        self.daily.setWordWrap(True)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        theme.style(self.notice, lambda: f"color: {theme.LOSS.name()};")
        self.reset_button = QPushButton(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game, 1)
        # everything above the buttons scrolls when the dialog is too low for it (large text)
        self.body = QWidget()
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart)
        layout.addWidget(self.chart_caption)
        layout.addWidget(self.puzzles_title)
        layout.addWidget(self.puzzles)
        layout.addWidget(self.daily)
        layout.addWidget(self.notice)
        layout.addStretch(1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidget(self.body)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab goes to what it holds
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll_area, 1)
        outer.addWidget(buttons)

        self.game.currentIndexChanged.connect(self.refresh)
        self.table.currentCellChanged.connect(lambda *_: self._show_chart())
        self.reset_button.clicked.connect(self.reset)
        translations().follow(self, self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        for i in range(self.game.count()):
            self.game.setItemText(i, entry(self.game.itemData(i)).title())
        # short headings; the tooltip says each in full
        headings = [
            (self.tr("Player"), ""), (self.tr("Played"), ""), (self.tr("Won"), ""),
            (self.tr("Lost"), ""), (self.tr("Drawn"), ""),
            (self.tr("Streak"), self.tr("Longest win streak")),
            (self.tr("Best"), self.tr("Best score")),
            (self.tr("Margin"), self.tr("Best / average margin: points ahead of (or behind) "
                                        "the best other player")),
            (self.tr("Computer"), self.tr("Against the computer: won–lost per level"))]
        for column, (heading, tooltip) in enumerate(headings):
            item = QTableWidgetItem(heading)
            item.setToolTip(tooltip or heading)
            self.table.setHorizontalHeaderItem(column, item)
        self.chart.set_labels(self.tr("Won"), self.tr("Lost"))
        self.chart_caption.setText(self.tr(
            "Oldest game on the left. A bar up is a win, a bar down a loss, a dot a draw; "
            "the number at a bar is the margin, and the larger it is, the taller the bar."))
        self.reset_button.setText(self.tr("&Reset this game's statistics…"))
        self.refresh()

    def _fit_width(self) -> None:
        """Wide enough to show the whole table, as far as the screen allows (not narrower than
        the dialog is)."""
        header = self.table.horizontalHeader()
        header.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = margins.left() + margins.right() if margins is not None else 0
        side += self.scroll_area.verticalScrollBar().sizeHint().width()
        wanted = header.length() + 2 * self.table.frameWidth() + side + 4
        screen = self.screen().availableGeometry().width() if self.screen() else wanted
        width = min(max(self.width(), wanted), screen)
        if width != self.width():
            self.resize(width, self.height())

    SHOWN_ROWS = 5      # the table is tall enough for this many players (more scroll)

    def _fit_height(self) -> None:
        """Tall enough for the heading and up to ``SHOWN_ROWS`` rows at their own height
        (the rows grow with the text size), and the sideways scroll bar when it shows."""
        self.table.resizeRowsToContents()
        rows = min(self.table.rowCount(), self.SHOWN_ROWS)
        height = (self.table.horizontalHeader().sizeHint().height()
                  + sum(self.table.rowHeight(row) for row in range(rows))
                  + 2 * self.table.frameWidth())
        if self.table.horizontalHeader().length() > self.table.viewport().width():
            height += self.table.horizontalScrollBar().sizeHint().height()
        self.table.setFixedHeight(height)

    @property
    def game_key(self) -> str:
        return str(self.game.currentData())

    def refresh(self) -> None:
        players = self.stats.players(self.game_key)
        self.table.setRowCount(len(players))
        rows = [self._cells(player) for player in players]
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        # a column with nothing to say ("—" for everyone: no points, no computer) is left out
        for column in range(self.COLUMNS):
            self.table.setColumnHidden(column, bool(rows) and all(
                cells[column] == EMPTY for cells in rows))
        self.table.setVisible(bool(players))
        self.empty.setVisible(not players)
        self.empty.setText(self.tr("No finished {game} games yet.").format(
            game=entry(self.game_key).title()))
        self.reset_button.setEnabled(bool(players))
        if players:
            self.table.setCurrentCell(0, 0)
            self._fit_width()
            self._fit_height()
        self._show_chart()
        self._show_puzzles()
        notes = [n.translated(QCoreApplication.translate)
                 for n in (*self.stats.notices, *self.progress.notices)]
        self.notice.setText("\n".join(notes))
        self.notice.setVisible(bool(notes))

    def _cells(self, player: PlayerStats) -> list[str]:
        def number(value: int | float | None) -> str:
            return EMPTY if value is None else str(value)

        against = ", ".join(
            self.tr("{level} {won}–{lost}").format(level=level_text(level), won=record.won,
                                                  lost=record.lost)
            for level in levels() if (record := player.levels.get(level)) and record.played)
        margins = (f"{signed(player.best_margin)} / {signed(player.average_margin or 0)}"
                   if player.best_margin is not None else EMPTY)
        name = shown_name(self.game_key, player.name) or self.tr("(no name)")
        return [name, str(player.played), str(player.won), str(player.lost), str(player.drawn),
                str(player.longest_streak),
                number(player.best_score), margins, against or EMPTY]

    def _show_puzzles(self) -> None:
        """The chosen game's puzzles solved, per difficulty; the daily puzzle's streak."""
        game = self.game_key
        self.puzzles_title.setText(self.tr("Puzzles"))
        levels = sorted({*DIFFICULTIES, *(d for d in range(1, 10) if self.progress.count(game, d))})
        counts = ", ".join(self.tr("{level}: {count}").format(
            level=difficulty_name(level), count=self.progress.count(game, level))
            for level in levels)
        self.puzzles.setText(self.tr("{game} puzzles solved: {total} ({counts})").format(
            game=entry(game).title(), total=self.progress.count(game), counts=counts))
        today = date.today()
        self.daily.setText(self.tr(
            "Daily puzzles solved: {days}. Streak: {streak} (longest: {longest}).").format(
            days=len(self.progress.daily_dates()), streak=self.progress.streak(today),
            longest=self.progress.longest_streak()))

    def _show_chart(self) -> None:
        players = self.stats.players(self.game_key)
        row = self.table.currentRow()
        player = players[row] if 0 <= row < len(players) else None
        self.chart.setVisible(player is not None)
        self.chart_title.setVisible(player is not None)
        self.chart_caption.setVisible(player is not None)
        if player is not None:
            self.chart_title.setText(self.tr("Recent games of {name}").format(
                name=shown_name(self.game_key, player.name) or self.tr("(no name)")))
            self.chart.show_results(player.recent)

    def reset(self) -> None:
        """Forget every record of the chosen game (after asking)."""
        title = entry(self.game_key).title()
        answer = QMessageBox.question(self, self.tr("Reset the statistics"), self.tr(
            "Forget every {game} result of every player? This cannot be undone.").format(
            game=title))
        if answer == QMessageBox.StandardButton.Yes:
            self.stats.reset(self.game_key)
            self.refresh()
