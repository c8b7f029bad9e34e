"""Statistics: records per game and player, kept across restarts, safe with any file."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from tilegames.base.seats import Seat
from tilegames.storage import paths
from tilegames.storage.stats import RECENT_LIMIT, LevelRecord, Statistics

ANNA, BOB = Seat("Anna"), Seat("Bob")
HARD = Seat("Computer", "computer", "hard")
EASY = Seat("Computer", "computer", "easy")
WHEN = datetime(2026, 5, 9, 12, 0, tzinfo=UTC)


def stats_file():
    return paths.data_dir() / "statistics.json"


def test_a_few_games_and_a_restart(tilegames_home):
    stats = Statistics()
    assert stats.notices == [] and stats.games() == []
    assert stats.record("qwirkle", [ANNA, HARD], (0,), (120, 100), when=WHEN) == ["Anna"]
    stats.record("qwirkle", [ANNA, HARD], (0,), (95, 90), when=WHEN)
    stats.record("qwirkle", [HARD, ANNA], (0,), (130, 80), when=WHEN)
    stats.record("qwirkle", [ANNA, EASY], (0, 1), (70, 70), when=WHEN)
    stats.record("qwirkle", [ANNA, BOB, HARD], (1,), (60, 75, 50), when=WHEN)
    for fresh in (stats, Statistics()):  # the same after a restart (a new object reads the file)
        anna = fresh.player("qwirkle", "Anna")
        assert (anna.played, anna.won, anna.lost, anna.drawn) == (5, 2, 2, 1)
        assert anna.best_score == 120
        assert anna.best_margin == 20
        assert anna.average_margin == pytest.approx((20 + 5 - 50 + 0 - 15) / 5)
        assert anna.longest_streak == 2 and anna.current_streak == 0
        assert anna.levels == {"hard": LevelRecord(4, 2, 2, 0), "easy": LevelRecord(1, 0, 0, 1)}
        assert [r.result for r in anna.recent] == ["won", "won", "lost", "drawn", "lost"]
        assert [r.margin for r in anna.recent] == [20, 5, -50, 0, -15]
        assert anna.recent[0].when == "2026-05-09T12:00:00Z"
        bob = fresh.player("qwirkle", "Bob")
        assert (bob.played, bob.won, bob.current_streak, bob.best_margin) == (1, 1, 1, 15)
        assert [p.name for p in fresh.players("qwirkle")] == ["Anna", "Bob"]
        assert fresh.games() == ["qwirkle"]
        assert fresh.notices == []


def test_lsd_has_no_points(tilegames_home):
    stats = Statistics()
    stats.record("lsd", [ANNA, BOB], (1,), (0, 0))
    stats.record("lsd", [ANNA, BOB], ())  # a draw
    anna = Statistics().player("lsd", "Anna")
    assert (anna.played, anna.lost, anna.drawn) == (2, 1, 1)
    assert anna.best_score is None and anna.best_margin is None and anna.average_margin is None
    assert [r.margin for r in anna.recent] == [None, None]
    assert Statistics().player("lsd", "Bob").won == 1


def test_kulami_margin_and_shared_result(tilegames_home):
    stats = Statistics()
    stats.record("kulami", [ANNA, BOB], (0,), (30, 21))
    stats.record("kulami", [ANNA, BOB], (0, 1), (25, 25))
    anna = stats.player("kulami", "Anna")
    assert (anna.won, anna.drawn, anna.best_margin, anna.average_margin) == (1, 1, 9, 4.5)


def test_win_streaks(tilegames_home):
    stats = Statistics()
    for winner in (0, 0, 0, 1, 0, 0):
        stats.record("kulami", [ANNA, HARD], (winner,), (10, 5) if winner == 0 else (5, 10))
    anna = Statistics().player("kulami", "Anna")
    assert anna.longest_streak == 3 and anna.current_streak == 2


def test_same_name_at_two_seats_is_not_recorded_and_computers_have_no_record(tilegames_home):
    stats = Statistics()
    assert stats.record("kulami", [Seat(""), Seat("")], (0,), (3, 1)) == []
    assert stats.record("kulami", [Seat(" Anna "), HARD], (1,), (3, 5)) == ["Anna"]
    assert [p.name for p in stats.players("kulami")] == ["Anna"]
    assert stats.player("kulami", "Computer").played == 0


def test_recent_list_is_bounded(tilegames_home):
    stats = Statistics()
    for i in range(RECENT_LIMIT + 5):
        stats.record("qwirkle", [ANNA, BOB], (0,), (i + 10, 0))
    recent = Statistics().player("qwirkle", "Anna").recent
    assert len(recent) == RECENT_LIMIT
    assert recent[-1].score == RECENT_LIMIT + 14


def test_reset_one_game(tilegames_home):
    stats = Statistics()
    stats.record("kulami", [ANNA, BOB], (0,), (3, 1))
    stats.record("lsd", [ANNA, BOB], (0,))
    stats.reset("kulami")
    again = Statistics()
    assert again.games() == ["lsd"]
    assert again.player("kulami", "Anna").played == 0


def test_two_programs_do_not_undo_each_others_games(tilegames_home):
    first, second = Statistics(), Statistics()
    first.record("kulami", [ANNA, BOB], (0,), (3, 1))
    second.record("kulami", [ANNA, BOB], (1,), (1, 3))
    assert Statistics().player("kulami", "Anna").played == 2


@pytest.mark.parametrize("content", [b"{broken", b"", b"\xff\xfe\x00", b"[1, 2]",
                                     b'{"games": 3}', b"[" * 5000])
def test_damaged_file_is_set_aside(tilegames_home, content):
    path = stats_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    stats = Statistics()
    [notice] = stats.notices
    assert "statistics.json.bad" in str(notice) and str(path) in str(notice)
    assert (path.parent / "statistics.json.bad").read_bytes() == content
    assert stats.games() == []
    stats.record("kulami", [ANNA, BOB], (0,), (3, 1))  # and they start afresh
    assert Statistics().player("kulami", "Anna").played == 1


def test_earlier_damaged_files_are_kept(tilegames_home):
    path = stats_file()
    path.parent.mkdir(parents=True)
    for text in ("{1", "{2"):
        path.write_text(text, encoding="utf-8")
        Statistics()
    assert (path.parent / "statistics.json.bad").read_text(encoding="utf-8") == "{1"
    assert (path.parent / "statistics.json.2.bad").read_text(encoding="utf-8") == "{2"


def test_a_file_from_a_newer_version_is_kept_aside(tilegames_home):
    path = stats_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 2, "games": {}}', encoding="utf-8")
    stats = Statistics()
    assert "newer version" in str(stats.notices[0])
    assert (path.parent / "statistics.json.bad").exists()


WEIRD = [None, True, -5, 2.5, "12", [], {}, [1, 2], {"x": 1}, 10**30, "Anna", -(10**30)]


@pytest.mark.parametrize("value", WEIRD)
def test_any_value_in_any_field_falls_back(tilegames_home, value):
    stats = Statistics()
    stats.record("qwirkle", [ANNA, HARD], (0,), (50, 40))
    data = json.loads(stats_file().read_text(encoding="utf-8"))
    record = data["games"]["qwirkle"]["players"]["Anna"]
    for key in list(record):
        changed = json.loads(json.dumps(data))
        changed["games"]["qwirkle"]["players"]["Anna"][key] = value
        stats_file().write_text(json.dumps(changed), encoding="utf-8")
        again = Statistics()
        assert again.notices == [], key
        anna = again.player("qwirkle", "Anna")
        for number in (anna.played, anna.won, anna.lost, anna.drawn, anna.longest_streak,
                       anna.current_streak, anna.margin_count):
            assert type(number) is int and 0 <= number <= 10**9
        assert anna.best_score is None or type(anna.best_score) is int
        assert anna.average_margin is None or isinstance(anna.average_margin, float)
        again.record("qwirkle", [ANNA, HARD], (0,), (60, 40))  # still records
        assert Statistics().player("qwirkle", "Anna").played >= 1
    for where in (("games",), ("games", "qwirkle"), ("games", "qwirkle", "players"),
                  ("games", "qwirkle", "players", "Anna")):
        changed = json.loads(json.dumps(data))
        target = changed
        for key in where[:-1]:
            target = target[key]
        target[where[-1]] = value
        stats_file().write_text(json.dumps(changed), encoding="utf-8")
        again = Statistics()
        again.players("qwirkle")
        again.record("qwirkle", [ANNA, HARD], (0,), (60, 40))


def test_nested_odd_values(tilegames_home):
    path = stats_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"games": {"kulami": {"players": {"Anna": {
        "levels": {"random": {"played": 2, "won": 1}, "godlike": {"played": 9}, "hard": 3},
        "recent": [{"when": "2026", "result": "won", "score": "9"}, {"result": "maybe"}, 4],
    }}}, "Not A Key!": {}, "lsd": []}}), encoding="utf-8")
    anna = Statistics().player("kulami", "Anna")
    assert anna.levels == {"easy": LevelRecord(2, 1, 0, 0), "hard": LevelRecord()}
    assert [(r.when, r.result, r.score) for r in anna.recent] == [("2026", "won", None)]


def test_a_failed_write_is_a_notice(tilegames_home, monkeypatch):
    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tilegames.storage.stats.write_text_atomic", full)
    stats = Statistics()
    stats.record("kulami", [ANNA, BOB], (0,), (3, 1))
    assert "No space left" in str(stats.notices[0])


def test_bad_arguments_are_programming_errors(tilegames_home):
    stats = Statistics()
    with pytest.raises(ValueError):
        stats.record("kulami", [ANNA, BOB], (2,), (1, 2))
    with pytest.raises(ValueError):
        stats.record("kulami", [ANNA, BOB], (0,), (1,))
    with pytest.raises(ValueError):
        stats.record("Kulami!", [ANNA, BOB], (0,), (1, 2))


def test_records_under_other_names_merge_into_one_losing_nothing(tilegames_home):
    """Older files kept a default seat name in the language of the day ("Rood", "Red");
    with ``aliases`` they read as one player, every game counted, the recent games by date."""
    from tilegames.storage.stats import DEFAULT_PREFIX

    stats = Statistics()
    stats.record("kulami", [Seat("Rood"), HARD], (0,), (30, 20),
                 when=datetime(2026, 5, 1, tzinfo=UTC))
    stats.record("kulami", [Seat("Red"), HARD], (1,), (10, 40),
                 when=datetime(2026, 5, 2, tzinfo=UTC))
    stats.record("kulami", [Seat("Rot"), EASY], (0,), (50, 20),
                 when=datetime(2026, 5, 3, tzinfo=UTC))
    key = DEFAULT_PREFIX + "Red"
    merged = Statistics(aliases={"kulami": {"Rood": key, "Red": key, "Rot": key}})
    assert [p.name for p in merged.players("kulami")] == [key]
    red = merged.player("kulami", key)
    assert (red.played, red.won, red.lost) == (3, 2, 1)
    assert red.best_score == 50 and red.best_margin == 30
    assert red.margin_total == 10 - 30 + 30 and red.margin_count == 3
    assert red.levels == {"hard": LevelRecord(2, 1, 1, 0), "easy": LevelRecord(1, 1, 0, 0)}
    assert [r.when[:10] for r in red.recent] == ["2026-05-01", "2026-05-02", "2026-05-03"]
    assert red.current_streak == 1
    merged.record("kulami", [Seat(key), HARD], (0,), (40, 20), when=WHEN)
    assert Statistics(aliases=merged.aliases).player("kulami", key).played == 4
