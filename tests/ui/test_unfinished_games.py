"""Issue 33 part 1 in the program: every unfinished game is kept under "Continue" — opening a
file, starting another game or closing one never throws a waiting game away; each entry shows the
game, its players, the moves played, when, and a picture, and can be continued or removed (and
taken back); starting and closing the program without a move changes no file."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from tests.helpers.kulami import click
from tests.helpers.played import new, play
from tilegames.base.seats import Seat
from tilegames.storage import autosave, saves
from tilegames.storage.settings import RECENT_FILES
from tilegames.storage.stats import Statistics
from tilegames.ui.kulami.game_setup import SETTINGS_KEY, KulamiSetup
from tilegames.ui.main_window import MainWindow

HUMANS = (Seat("Ann"), Seat("Ben"))


def window_for(qtbot, settings) -> MainWindow:
    settings.update({"computer_delay_ms": 0, "animations": False,
                     SETTINGS_KEY: KulamiSetup(seats=HUMANS, seed=7).to_dict()})
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    return window


def new_kulami(window: MainWindow) -> None:
    kulami = next(e for e in window.entries if e.key == "kulami")
    assert window.show_game(kulami.make_dialog(window, window).create_screen())


def moves(qtbot, window: MainWindow, count: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    screen = window.screen_widget
    for _ in range(count):
        click(qtbot, screen, rng.choice(screen.session.state.legal_moves()).cell)


def files(folder: Path) -> dict[str, tuple[bytes, float]]:
    """Every file below ``folder``: its bytes and time."""
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_opening_a_file_never_touches_another_games_autosave(qtbot, settings, tmp_path):
    window = window_for(qtbot, settings)
    new_kulami(window)
    moves(qtbot, window, 6)
    waiting = window.screen_widget.game_id
    kept = files(autosave.folder())
    assert list(kept) == [f"{waiting}.tilegames"]
    unfinished = tmp_path / "unfinished.tilegames"
    saves.save(unfinished, "kulami", play(new("kulami", 2), count=8, seed=2), HUMANS)
    finished = tmp_path / "finished.tilegames"
    saves.save(finished, "kulami", play(new("kulami", 3), seed=3), HUMANS)
    stats = Statistics().path
    for path in (unfinished, finished, unfinished):
        assert window.open_file(str(path))
        assert files(autosave.folder()) == kept       # opened, not played: nothing written
        assert not stats.exists()                     # a finished game opened is not counted
    assert settings.get(RECENT_FILES) == [str(unfinished.resolve()), str(finished.resolve())]
    moves(qtbot, window, 1, seed=5)                    # played on: an entry of its own
    played_on = window.screen_widget.game_id
    assert played_on != waiting
    assert saves.load(unfinished).move_count == 8      # the file itself is only saved by Save
    assert files(autosave.folder())[f"{waiting}.tilegames"] == kept[f"{waiting}.tilegames"]
    window.close_game()
    assert {e.id for e in autosave.unfinished().games} == {waiting, played_on}
    assert len(window.start_page.unfinished.cards) == 2


def test_a_new_game_or_closing_one_keeps_the_waiting_ones(qtbot, settings):
    window = window_for(qtbot, settings)
    ids = []
    for seed in (3, 4):
        new_kulami(window)                             # the open game is left, not dropped
        moves(qtbot, window, 4, seed=seed)
        ids.append(window.screen_widget.game_id)
    window.close_game()                                # Close game keeps it too
    assert sorted(e.id for e in autosave.unfinished().games) == sorted(ids)
    assert [card.item.id for card in window.start_page.unfinished.cards] == ids[::-1]


def test_each_entry_says_what_it_is_and_continues_under_its_own_id(qtbot, settings):
    window = window_for(qtbot, settings)
    new_kulami(window)
    moves(qtbot, window, 6)
    history = window.screen_widget.session.history
    first = window.screen_widget.game_id
    new_kulami(window)
    moves(qtbot, window, 3, seed=8)
    window.close()
    again = MainWindow(settings)                       # the next start
    qtbot.addWidget(again)
    again.show()
    strip = again.start_page.unfinished
    assert strip.isVisible() and len(strip.cards) == 2
    card = strip.cards[1]                              # newest first: the first game is second
    assert card.item.id == first
    assert card.title.text() == "Kulami"
    assert card.players.full_text() == "Ann, Ben"
    assert card.details.text().startswith("6 moves · today, ")
    picture = card.picture.grab().toImage()
    colours = {picture.pixel(x, y) for x in range(0, picture.width(), 4)
               for y in range(0, picture.height(), 4)}
    assert len(colours) > 20, "a picture of the position"
    card.continue_button.click()
    screen = again.screen_widget
    assert screen.session.history == history and screen.game_id == first
    moves(qtbot, again, 1, seed=9)
    assert sorted(p.name for p in autosave.folder().glob("*.tilegames")) == sorted(
        f"{c.item.id}.tilegames" for c in strip.cards)   # written in its own place, no third
    assert saves.load(autosave.path_for(first)).move_count == 7


def test_an_entry_removed_can_be_taken_back(qtbot, settings):
    window = window_for(qtbot, settings)
    new_kulami(window)
    moves(qtbot, window, 5)
    game_id = window.screen_widget.game_id
    window.close_game()
    kept = files(autosave.folder())
    strip = window.start_page.unfinished
    [card] = strip.cards
    card.remove_button.click()
    assert strip.cards == [] and not autosave.path_for(game_id).exists()
    assert strip.isVisible() and strip.undo_button.isVisible()
    assert strip.removed_label.text() == "Removed: Kulami — Ann, Ben."
    strip.undo_button.click()
    assert files(autosave.folder()) == kept
    assert [c.item.id for c in strip.cards] == [game_id] and not strip.undo_button.isVisible()


def test_starting_and_closing_without_a_move_changes_no_file(qtbot, settings, tilegames_home,
                                                             tmp_path):
    for seed in (1, 2):
        autosave.write(autosave.new_id("kulami"), play(new("kulami", seed), count=5, seed=seed),
                       HUMANS)
    Statistics().record("kulami", HUMANS, (0,), (20, 8))
    recent_file = tmp_path / "mine.tilegames"
    saves.save(recent_file, "kulami", play(new("kulami", 9), count=4, seed=9), HUMANS)
    settings.update({"recent_files": [str(recent_file)]})
    data = tilegames_home / "data"
    before = files(data)
    window = window_for(qtbot, settings)
    window.close()
    assert files(data) == before
    assert settings.get(RECENT_FILES) == [str(recent_file)]
    again = window_for(qtbot, settings)               # continued and left without a move
    again.start_page.unfinished.cards[0].continue_button.click()
    assert again.screen_widget is not None
    again.close()
    assert files(data) == before


def test_games_beyond_the_limit_stay_within_reach(qtbot, settings, monkeypatch):
    window = window_for(qtbot, settings)
    for number in range(autosave.LIMIT + 1):
        path = autosave.write(autosave.new_id("kulami"),
                              play(new("kulami", number), count=3, seed=number))
        os.utime(path, (1_000_000 + number, 1_000_000 + number))
    window.refresh_unfinished()
    strip = window.start_page.unfinished
    assert len(strip.cards) == autosave.LIMIT and strip.older_button.isVisible()
    [older] = list(autosave.older_folder().iterdir())
    asked = []

    def choose(parent, title, folder, *args):
        asked.append(folder)
        return str(older), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    strip.older_button.click()
    assert asked == [str(autosave.older_folder())]
    assert window.screen_widget is not None and window.screen_widget.session.state.moves


HOLDER = """
import sys, time
from PySide6.QtCore import QCoreApplication
from tilegames.ui.game_files import game_lock
app = QCoreApplication([])
lock = game_lock(sys.argv[1])
assert lock.tryLock(0)
print("holding", flush=True)
time.sleep(120)
"""


def test_a_game_another_copy_is_playing_is_not_continued_twice(qtbot, settings):
    game_id = autosave.new_id("kulami")
    autosave.write(game_id, play(new("kulami", 1), count=4, seed=1), HUMANS)
    other = subprocess.Popen([sys.executable, "-c", HOLDER, game_id], env=dict(os.environ),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             cwd=Path(__file__).resolve().parents[2])
    try:
        assert other.stdout.readline() == "holding\n", other.stderr.read()
        window = window_for(qtbot, settings)
        [card] = window.start_page.unfinished.cards
        assert card.busy and not card.continue_button.isEnabled()
        assert not window.files.resume(game_id)
        assert window.screen_widget is None
        assert "another tilegames window" in window.statusBar().currentMessage()
    finally:
        other.kill()                                   # ended without letting go of its lock
        other.communicate()
    window.refresh_unfinished()
    [card] = window.start_page.unfinished.cards
    assert not card.busy
    card.continue_button.click()                       # the lock of a dead program is stale
    assert window.screen_widget is not None and window.screen_widget.game_id == game_id
    assert window.close_game() and not Path(f"{autosave.path_for(game_id)}.lock").exists()
