"""Two copies of the program on one user's files (issue 33, part 5): two real processes change
each store at the same moments, and nothing either of them wrote is lost.

Each test starts two processes (``multiprocessing`` "spawn", as on Windows and macOS) with
TILEGAMES_HOME on one temporary folder; a barrier lines them up before every change, so that
their read-change-write cycles overlap as much as they can.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tilegames.base.seats import Seat
from tilegames.storage.settings import COMPUTER_DELAY_MS, new_game_key

GAMES = 100          # games each program records
CHANGES = 30         # settings changes, boards, … each program makes
WAIT = 60            # seconds: a test that takes longer has hung (it takes a few)
WHO = ("first", "second")


# --- what each program does (module level, so that a spawned process can import it) ----------

def _record_games(who: str, barrier: Any) -> Any:
    from tilegames.storage.stats import Statistics

    computer = Seat("Computer", "computer", "hard")
    for game in range(GAMES):
        barrier.wait(WAIT)
        # One Statistics per finished game, as the game screen makes it; both count "Anna".
        Statistics().record("qwirkle", [Seat("Anna"), computer], (game % 2,), (20, 10))
    return None


def _change_settings(who: str, barrier: Any) -> Any:
    from tilegames.storage.settings import COMPUTER_DELAY_MS, Settings, new_game_key

    settings = Settings()   # read once at start, as the program does
    for number in range(CHANGES):
        barrier.wait(WAIT)
        if who == WHO[0]:
            settings.set(COMPUTER_DELAY_MS, number)
        else:
            settings.set(new_game_key("kulami"), {"round": number})
    return None


def _remember_files(who: str, barrier: Any) -> Any:
    from tilegames.storage import recent
    from tilegames.storage.settings import Settings

    settings = Settings()
    folder = Path(os.environ["TILEGAMES_HOME"]) / "games"
    folder.mkdir(exist_ok=True)
    for number in range(4):
        barrier.wait(WAIT)
        path = folder / f"{who}-{number}.tilegames"
        path.write_text("{}", encoding="utf-8")
        recent.remember(settings, path)
    return None


def _save_boards(who: str, barrier: Any) -> Any:
    from tilegames.games import kulami
    from tilegames.storage.boards import BoardLibrary, BoardNameError

    library = BoardLibrary(kulami.Board.from_text)
    taken = 0
    for number in range(CHANGES):
        barrier.wait(WAIT)
        library.save(f"{who} {number}", kulami.standard_board(number))
        barrier.wait(WAIT)
        try:   # both at once, without replace: one of the two gets it, the other hears "taken"
            library.save(f"Shared {number}", kulami.standard_board(number))
        except BoardNameError as exc:
            assert exc.code == "taken"
            taken += 1
    return taken


def _solve_puzzles(who: str, barrier: Any) -> Any:
    from datetime import date, timedelta

    from tilegames.storage.progress import Progress

    progress = Progress()   # read once at start, as the Puzzles page does
    for number in range(CHANGES):
        barrier.wait(WAIT)
        day = date(2026, 1, 1) + timedelta(days=2 * number + WHO.index(who))
        progress.solve("kulami", f"{who}-{number}", 1 + number % 3, day=day, daily=True)
    return None


def _program(task: Callable[[str, Any], Any], home: str, who: str, barrier: Any,
             results: Any) -> None:
    os.environ["TILEGAMES_HOME"] = home
    try:
        results.put((who, "ok", task(who, barrier)))
    except BaseException as exc:   # reported to the test, which fails with it
        barrier.abort()
        results.put((who, "failed", repr(exc)))


def run_two(task: Callable[[str, Any], Any], home: Path) -> dict[str, Any]:
    """Run ``task`` in two processes at once; {who: what it returned}. Fails if either fails."""
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(len(WHO))
    results = context.Queue()
    programs = [context.Process(target=_program, args=(task, str(home), who, barrier, results))
                for who in WHO]
    for program in programs:
        program.start()
    answers: dict[str, Any] = {}
    try:
        for _ in programs:
            who, status, value = results.get(timeout=WAIT)
            assert status == "ok", f"the {who} program failed: {value}"
            answers[who] = value
    except queue.Empty:
        raise AssertionError("a program did not finish") from None
    finally:
        for program in programs:
            program.join(5)
            if program.is_alive():
                program.kill()
    return answers


# --- the tests ---------------------------------------------------------------------------------

def test_both_programs_finished_games_are_all_counted(tilegames_home):
    from tilegames.storage.stats import Statistics

    run_two(_record_games, tilegames_home)
    anna = Statistics().player("qwirkle", "Anna")
    assert anna.played == 2 * GAMES
    assert (anna.won, anna.lost) == (GAMES, GAMES)
    assert anna.levels["hard"].played == 2 * GAMES


def test_both_programs_settings_are_kept(tilegames_home):
    from tilegames.storage.settings import Settings

    run_two(_change_settings, tilegames_home)
    settings = Settings()
    assert settings.get(COMPUTER_DELAY_MS) == CHANGES - 1
    assert settings.get(new_game_key("kulami")) == {"round": CHANGES - 1}


def test_both_programs_recent_files_are_kept(tilegames_home):
    from tilegames.storage import recent
    from tilegames.storage.settings import Settings

    run_two(_remember_files, tilegames_home)
    paths, notices = recent.entries(Settings())
    assert notices == []
    assert sorted(Path(p).name for p in paths) == sorted(
        f"{who}-{number}.tilegames" for who in WHO for number in range(4))


def test_both_programs_boards_are_kept(tilegames_home):
    from tilegames.games import kulami
    from tilegames.storage.boards import BoardLibrary

    taken = run_two(_save_boards, tilegames_home)
    assert sum(taken.values()) == CHANGES   # each shared name went to exactly one program
    names = {board.name for board in BoardLibrary(kulami.Board.from_text).listing().boards}
    assert names == ({f"{who} {n}" for who in WHO for n in range(CHANGES)}
                     | {f"Shared {n}" for n in range(CHANGES)})


def test_both_programs_puzzle_progress_is_kept(tilegames_home):
    from tilegames.storage.progress import Progress

    run_two(_solve_puzzles, tilegames_home)
    progress = Progress()
    assert progress.notices == []
    assert set(progress.solved("kulami")) == {f"{who}-{n}" for who in WHO for n in range(CHANGES)}
    assert progress.longest_streak() == 2 * CHANGES    # every day of both, in a row
