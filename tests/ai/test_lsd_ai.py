"""LSD computer players: wins and blocks in one (with and without captures, 2 and 4 players), the
search board against the engine, cancellation, seeded replays, pickling, short arena runs.

Pictures (tilegames/games/lsd/notation.py): one token per cell, ``@ x y`` names the top-left cell;
``0+EW`` is a tile of seat 0 with icon ``+`` and half dots E and W; no letters is a cross. Seats 0
and 2 have white icons, 1 and 3 black. Two players need 4 in a row, four players 3 (LSD-W1).
"""

from __future__ import annotations

import pickle
import random
import threading

import pytest

from tests.helpers.looks import CancelledAfter
from tilegames import arena
from tilegames.ai import lsd as ai
from tilegames.ai.lsd import board as sboard
from tilegames.ai.lsd import evaluate
from tilegames.ai.lsd import search as lsearch
from tilegames.ai.lsd.baselines import BASELINES, TacticalPlayer
from tilegames.ai.lsd.board import SearchBoard, cell_xy, from_place, to_place
from tilegames.ai.lsd.tactics import gives_win, safe_moves, winning_moves
from tilegames.ai.players import LEVELS, Verdict, make_player
from tilegames.base import levels
from tilegames.games.lsd import Place, State, new_game

LEVEL_NAMES = tuple(LEVELS)
SEARCHING = ("medium", "hard", "expert")

# Seat 0 has three in a row open at both ends; seat 1 has the same below. Seat 0 to move must win,
# not block.
WIN_OR_BLOCK = """
@ -1 0
.    0+EW 0xEW 0+EW .
.    .    .    .    .
.    1+EW 1xEW 1+EW .
"""
# Seat 0 has three in a row, closed on the left by seat 1; seat 1 to move must take (4, 0).
BLOCK_BY_PLACING = """
1+E  0+EW 0xNEW 0+EW .
.    .    .     .    .
"""
# Seat 0's three is open at both ends (0, 0) and (4, 0): no single placement covers both. Seat 1
# blocks only by capturing the middle tile with a + at (2, 1), across it from its + at (2, -1).
BLOCK_ONLY_BY_CAPTURE = """
@ 0 -1
.     .     1+S    .     .
.     0+EW  0xNESW 0+EW  .
"""
# As above but closed on the left: seat 1 blocks at (4, 0) or by the capture at (2, 1).
BLOCK_BY_PLACING_OR_CAPTURE = """
@ 0 -1
.     .     1+S    .     .
1+E   0+EW  0xNESW 0+EW  .
"""
# Four players (3 in a row): seat 2 wins at (0, 0) or (3, 0).
WIN_FOUR = """
.    2xEW 2+ESW .
.    .    1+N   .
"""
# Four players: seat 1 (next to move) wins at (3, 0); seat 0 must block there.
BLOCK_FOUR = """
3xE  1xEW 1+ESW .
.    .    0+NS  .
"""
# Four players: seat 1's two is open at both ends; seat 0 blocks only by capturing (1, 0) with a +
# at (1, 1) across it from the white + of its partner, seat 2, at (1, -1) (LSD-C1: the partner
# tile may belong to anybody of the mover's shade).
BLOCK_FOUR_BY_CAPTURE = """
@ 0 -1
.    2+S  .     .
.    1+   1xEW  .
"""


def _state(picture: str, *, players: int = 2, mover: int = 0) -> State:
    state = State.from_text(picture, num_players=players, current_player=mover)
    assert state.current_player == mover
    return state


def _choose(level: str, state: State, seed: int = 1) -> Place:
    move = ai.choose(level, state.clone(), threading.Event(), random.Random(seed))
    assert state.is_legal(move)
    return move


def _next_can_win(state: State, move: Place) -> bool:
    """Whether after ``move`` the next seat to act has a win in one."""
    after = state.clone()
    after.apply(move)
    if after.is_over():
        return False
    for reply in after.legal_moves():
        trial = after.clone()
        trial.apply(reply)
        if trial.winners() == (after.current_player,):
            return True
    return False


@pytest.fixture
def quick(monkeypatch):
    """Small node budgets for Hard and Expert, so tests are quick and never hit the clock."""
    monkeypatch.setattr(ai, "NODES", {"hard": 1500, "expert": 3000})
    monkeypatch.setattr(ai, "ROUND_NODES", {"hard": 1500, "expert": 3000})


# --- the search board plays exactly like the engine ----------------------------------------

@pytest.mark.parametrize("players", [2, 4])
def test_lsd_search_board_matches_the_engine_on_random_games(players):
    """Moves, captures (LSD-C1..C3), skips (LSD-E1), wins (LSD-W1) and draws (LSD-E2) agree, and
    unmake restores every table."""
    for game in range(40):
        rng = random.Random(game)
        state = new_game(players, first_player=game % players)
        sb = SearchBoard.from_state(state)
        while not state.is_over():
            assert sorted(to_place(m) for m in sb.moves()) == sorted(state.legal_moves())
            move = rng.choice(state.legal_moves())
            before = (sb.hash, dict(sb.frontier), dict(sb.dead), dict(sb.tiles), sb.mover)
            result = state.apply(move)
            captured = sb.make(from_place(move))
            assert sorted(cell_xy(c) for c in captured) == sorted(result.captured)
            assert (sb.mover, sb.over) == (state.current_player, state.is_over())
            sb.unmake()
            assert (sb.hash, sb.frontier, sb.dead, sb.tiles, sb.mover) == before
            sb.make(from_place(move))
            fresh = SearchBoard.from_state(state)
            assert (fresh.frontier, fresh.dead, fresh.tiles, fresh.hash, fresh.captured) == (
                sb.frontier, sb.dead, sb.tiles, sb.hash, sb.captured)
        assert state.winners() == ((sb.winner,) if sb.winner >= 0 else ())
        assert state.is_draw() == (sb.winner < 0)


def test_lsd_w1_win_cells_are_the_cells_that_win():
    state = _state(WIN_OR_BLOCK)
    sb = SearchBoard.from_state(state)
    assert sorted(cell_xy(c) for c in sb.win_cells(0)) == [(-1, 0), (3, 0)]
    assert sorted(cell_xy(c) for c in sb.win_cells(1)) == [(-1, 2), (3, 2)]
    for move in state.legal_moves():
        trial = state.clone()
        trial.apply(move)
        assert (trial.winners() == (0,)) == (move.cell in {(-1, 0), (3, 0)})


def test_search_board_refuses_cells_too_far_out():
    with pytest.raises(ValueError, match="too far"):
        sboard.cell_index(500, 0)
    with pytest.raises(ValueError, match="not an LSD placement"):
        from_place(Place("blob", "+", 0, 0, 0))


# --- wins in one --------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_lsd_w1_every_level_takes_a_win_in_one_rather_than_block(level, quick):
    state = _state(WIN_OR_BLOCK)
    for seed in range(3):
        move = _choose(level, state, seed)
        state.clone().apply(move)
        after = state.clone()
        after.apply(move)
        assert after.winners() == (0,), (level, move)


@pytest.mark.parametrize("name", ["tactical"])
def test_lsd_w1_tactical_baseline_takes_a_win_in_one(name):
    state = _state(WIN_OR_BLOCK)
    move = BASELINES[name](3).choose(state.clone(), threading.Event())
    after = state.clone()
    after.apply(move)
    assert after.winners() == (0,)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_lsd_w1_c1_win_in_one_with_a_capture(level, quick):
    """The winning cell lies between seat 0's row and a black tile backed by a white +: a + there
    wins and captures on the way (LSD-C1, then LSD-W1); an x wins too."""
    state = _state("""
        @ -1 0
        1+E  0+EW  0xEW  0+EW  .     1xEW  0+W
    """)
    wins = [m for m in state.legal_moves() if m.cell == (3, 0)]
    assert wins
    move = _choose(level, state)
    after = state.clone()
    result = after.apply(move)
    assert move.cell == (3, 0) and after.winners() == (0,)
    if move.icon == "+":
        assert result.captured == ((4, 0),)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_lsd_w1_four_players_every_level_takes_a_three(level, quick):
    state = _state(WIN_FOUR, players=4, mover=2)
    move = _choose(level, state)
    after = state.clone()
    after.apply(move)
    assert after.winners() == (2,)


# --- blocks of wins in one ----------------------------------------------------------------

def test_tactics_find_the_blocks():
    state = _state(BLOCK_ONLY_BY_CAPTURE, mover=1)
    sb = SearchBoard.from_state(state)
    safe = {to_place(m) for m in safe_moves(sb, sb.moves())}
    assert safe and all(m.cell == (2, 1) and m.icon == "+" for m in safe)
    assert safe == {m for m in state.legal_moves() if not _next_can_win(state, m)}
    assert winning_moves(sb, sb.moves()) == []


@pytest.mark.parametrize("players", [2, 4])
def test_safe_moves_shortcut_agrees_with_trying_every_move(players):
    """When no seat has a cell that would complete its row, every move is safe (the shortcut);
    otherwise each move is tried. Both agree with trying each move on random positions."""
    rng = random.Random(players)
    shortcuts = 0
    for _ in range(150):
        state = new_game(players)
        for _ in range(rng.randrange(2, 16)):
            state.apply(rng.choice(state.legal_moves()))
            if state.is_over():
                break
        if state.is_over():
            continue
        sb = SearchBoard.from_state(state)
        moves = sorted(sb.moves())
        tried = [m for m in moves if not gives_win(sb, m)]
        assert safe_moves(sb, moves) == tried
        shortcuts += not any(sb.has_latent_win(s) for s in range(players) if s != sb.mover)
    assert shortcuts > 10


@pytest.mark.parametrize("level", SEARCHING)
def test_lsd_w1_medium_and_up_block_a_win_in_one(level, quick):
    state = _state(BLOCK_BY_PLACING, mover=1)
    move = _choose(level, state)
    assert move.cell == (4, 0)
    assert not _next_can_win(state, move)


@pytest.mark.parametrize("level", SEARCHING)
def test_lsd_c1_medium_and_up_block_only_by_capture(level, quick):
    state = _state(BLOCK_ONLY_BY_CAPTURE, mover=1)
    move = _choose(level, state)
    after = state.clone()
    assert after.apply(move).captured == ((2, 0),)
    assert not _next_can_win(state, move)


@pytest.mark.parametrize("level", SEARCHING)
def test_lsd_c1_medium_and_up_block_by_placing_or_capturing(level, quick):
    state = _state(BLOCK_BY_PLACING_OR_CAPTURE, mover=1)
    for seed in range(3):
        move = _choose(level, state, seed)
        assert move.cell in {(4, 0), (2, 1)}
        assert not _next_can_win(state, move)


def test_lsd_c1_tactical_baseline_blocks_by_capture():
    state = _state(BLOCK_ONLY_BY_CAPTURE, mover=1)
    for seed in range(5):
        move = TacticalPlayer(seed).choose(state.clone(), threading.Event())
        assert not _next_can_win(state, move)


@pytest.mark.parametrize("level", SEARCHING)
def test_lsd_w1_four_players_medium_and_up_block_the_next_seat(level, quick):
    state = _state(BLOCK_FOUR, players=4, mover=0)
    move = _choose(level, state)
    assert move.cell == (3, 0)
    assert not _next_can_win(state, move)


@pytest.mark.parametrize("level", SEARCHING)
def test_lsd_c1_four_players_block_by_capture_with_the_partners_tile(level, quick):
    state = _state(BLOCK_FOUR_BY_CAPTURE, players=4, mover=0)
    move = _choose(level, state)
    after = state.clone()
    assert after.apply(move).captured == ((1, 0),)
    assert not _next_can_win(state, move)


@pytest.mark.parametrize("level", ("hard", "expert"))
def test_lsd_w1_four_players_cover_a_double_threat_of_a_later_seat(level, quick):
    """Seat 2 (after seat 1) can win at (0, 0) and at (3, 0). Seat 1 will cover one of them (it
    must); seat 0 covers the other now rather than hope that somebody does."""
    state = _state(WIN_FOUR, players=4, mover=0)
    move = _choose(level, state)
    assert move.cell in {(0, 0), (3, 0)}


@pytest.mark.parametrize("level", ("hard", "expert"))
def test_lsd_w1_search_sees_a_double_threat_coming(level, quick):
    """Seat 1 has two in a row with room on both sides: if seat 0 lets it grow to an open three,
    seat 1 wins. Hard closes one side now (or captures into it)."""
    state = _state("""
        @ -2 0
        .    .    .     .     .    .
        .    .    1+ESW 1xESW .    .
        .    .    0+N   0+N   .    .
    """)
    move = _choose(level, state)
    after = state.clone()
    after.apply(move)
    # Whatever seat 1 now plays, seat 0 can still stop every win in one.
    for reply in after.legal_moves():
        trial = after.clone()
        trial.apply(reply)
        if trial.is_over():
            assert trial.winners() != (1,)
            continue
        sb = SearchBoard.from_state(trial)
        if winning_moves(sb, sb.moves()):
            continue
        assert safe_moves(sb, sb.moves()), (move, reply)


# --- analysis -------------------------------------------------------------------------------

def test_analyse_values_a_win_in_one_and_a_miss(quick):
    state = _state(WIN_OR_BLOCK)
    win = next(m for m in state.legal_moves() if m.cell == (3, 0))
    miss = next(m for m in state.legal_moves() if m.cell == (3, 2))
    verdict = ai.analyse(state, win, threading.Event())
    assert isinstance(verdict, Verdict)
    assert verdict.best_value >= 99 and verdict.played_value >= 99 and verdict.loss == 0
    verdict = ai.analyse(state, miss, threading.Event())
    assert verdict.best_value >= 99
    assert verdict.played_value <= -90           # seat 1 then wins
    assert verdict.loss > 100


def test_analyse_four_players_sees_the_missed_block():
    state = _state(BLOCK_FOUR, players=4, mover=0)
    miss = next(m for m in state.legal_moves() if m.cell != (3, 0))
    verdict = ai.analyse(state, miss, threading.Event())
    assert verdict.best.cell == (3, 0)
    assert verdict.played_value <= -90 < verdict.best_value
    assert verdict.loss > 50


def test_analyse_refuses_an_illegal_move():
    with pytest.raises(ValueError, match="not a legal move"):
        ai.analyse(_state(WIN_OR_BLOCK), Place("cross", "+", 0, 9, 9), threading.Event())


def test_analyse_value_is_on_the_won_game_scale(quick):
    state = new_game(2)
    rng = random.Random(5)
    for _ in range(6):
        state.apply(rng.choice(state.legal_moves()))
    verdict = ai.analyse(state, state.legal_moves()[0], threading.Event())
    assert -100 <= verdict.played_value <= verdict.best_value <= 100


# --- contract: cancellation, reproducibility, pickling, baselines, arena ------------------

def _mid_game(players: int = 2, moves: int = 8, seed: int = 2) -> State:
    rng = random.Random(seed)
    while True:
        state = new_game(players)
        for _ in range(moves):
            state.apply(rng.choice(state.legal_moves()))
            if state.is_over():
                break
        if not state.is_over():
            return state


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_set_cancel_returns_a_legal_move_at_once(level):
    """With the cancel set before it starts, no search runs at all."""
    state = _mid_game(moves=6, seed=1)     # no win in sight: a real search
    cancel = threading.Event()
    cancel.set()
    move, result = ai.think(level, state.clone(), cancel, random.Random(1))
    assert state.is_legal(move) and result is None


@pytest.mark.parametrize("looks", [2, 10, 40])
def test_cancel_during_an_expert_search_stops_it(looks, monkeypatch):
    """The search stops at the first look after the cancel: it had searched no more nodes than
    its looks were apart (``CHECK_EVERY``), far fewer than Expert's budget. (No clock: on a
    busy machine it could stop the search first.)"""
    monkeypatch.setitem(ai.TIME_SHARE, "expert", 1000.0)
    state = _mid_game(moves=6, seed=1)     # no win in sight: a real search
    cancel = CancelledAfter(looks)
    move, result = ai.think("expert", state.clone(), cancel, random.Random(1))
    assert state.is_legal(move)
    assert result is not None and not result.complete
    assert cancel.late == 1 and result.nodes <= looks * lsearch.CHECK_EVERY < ai.NODES["expert"]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_same_seed_same_move(level, players, quick):
    state = _mid_game(players)
    first = make_player(level, 7).choose(state.clone(), threading.Event())
    again = make_player(level, 7).choose(state.clone(), threading.Event())
    assert first == again


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_seed_breaks_ties_between_equal_moves(level, players, quick):
    # The second tile, after the 18th legal first tile: several answers are worth the same.
    # Without the seed's say every game of an arena pairing would be the same game.
    state = new_game(players)
    state.apply(state.legal_moves()[17])
    chosen = {_choose(level, state, seed) for seed in range(8)}
    assert len(chosen) >= 2


def test_move_ordering_keeps_the_given_order_among_equals():
    sb = SearchBoard.from_state(new_game(2))
    moves = sorted(sb.moves())
    search = lsearch.Search(sb, nodes=10, deadline=1e9)
    forward, backward = search.order(moves, 0), search.order(moves[::-1], 0)
    assert sorted(forward) == moves and forward != backward      # the first tile: all equal


@pytest.mark.parametrize("players", [2, 4])
def test_state_pickles_and_the_copy_gets_the_same_move(players, quick):
    state = _mid_game(players, moves=10)
    data = pickle.dumps(state)
    assert len(data) < 4000
    copy = pickle.loads(data)
    assert copy.to_text() == state.to_text() and copy.legal_moves() == state.legal_moves()
    assert copy.current_player == state.current_player and copy.moves == state.moves
    for level in ("medium", "hard"):
        assert (make_player(level, 3).choose(copy, threading.Event())
                == make_player(level, 3).choose(state.clone(), threading.Event()))


def test_baselines_are_named_players():
    assert set(BASELINES) == {"tactical", "random"}
    state = _mid_game()
    for factory in BASELINES.values():
        assert state.is_legal(factory(1).choose(state.clone(), threading.Event()))


def test_choose_on_a_finished_game_is_a_clear_error():
    state = _state(WIN_OR_BLOCK)
    state.apply(next(m for m in state.legal_moves() if m.cell == (3, 0)))
    with pytest.raises(ValueError, match="over"):
        ai.choose("hard", state, threading.Event(), random.Random(1))


@pytest.mark.parametrize(("a", "b", "players"), [
    ("medium", "easy", 2), ("hard", "tactical", 2), ("easy", "random", 4), ("hard", "medium", 4)])
def test_short_arena_runs_are_legal(a, b, players, quick):
    records = arena.run("lsd", a, b, 2, 3, players, 1)
    assert len(records) == 2
    assert not [r.error for r in records if r.error]
    assert all(r.outcome in {"win", "draw", "loss"} for r in records)


# --- the evaluation ---------------------------------------------------------------------------

def _board(picture: str, *, players: int = 2, mover: int = 0) -> SearchBoard:
    return SearchBoard.from_state(_state(picture, players=players, mover=mover))


def test_lsd_w1_line_scores_weigh_rows_of_own_colour():
    """Lines of 4 cells holding only one seat's tiles and open cells count for that seat, more
    the more tiles; a line with both colours or a closed cell counts for nobody."""
    three = evaluate.line_scores(_board("0+EW 0xEW 0+EW ."))
    two = evaluate.line_scores(_board("0+EW 0xEW . ."))
    assert three[0] > two[0] > 0 and three[1] == two[1] == 0
    weights = evaluate.LINE_WEIGHTS[4]
    # A lone tile: 4 horizontal and 4 vertical lines of one tile each.
    assert evaluate.line_scores(_board("0+"))[0] == 8 * weights[1]
    # Seat 1 next to seat 0 spoils the lines that hold both, and a closed cell (a neighbour
    # without a dot facing it: nothing can go there) spoils every line through it: left is the
    # one line (-3, 0)..(0, 0) for seat 0, none for seat 1.
    mixed = evaluate.line_scores(_board("0+EW 1xW"))
    assert mixed == [weights[1], 0.0]


def test_lsd_w1_evaluation_prefers_an_open_three_to_a_closed_one():
    open_three = evaluate.evaluate(_board(".  0+EW 0xEW 0+EW . ", mover=1), 0)
    closed = evaluate.evaluate(_board("1+E 0+EW 0xEW 0+EW . ", mover=1), 0)
    assert open_three > closed > 0


def test_lsd_c1_capture_gain_counts_what_the_mover_can_take():
    # Seat 1's + at (2, 1) would take the white cross at (2, 0) (LSD-C1).
    sb = _board(BLOCK_ONLY_BY_CAPTURE, mover=1)
    assert evaluate.capture_gain(sb, 1) == 1
    assert evaluate.capture_gain(sb, 0) == 0


def test_lsd_e1_a_seat_that_cannot_place_is_worse_off():
    """Mobility (LSD-E1): a seat with open cells to fill is better off than one that would be
    skipped (here: its supply emptied by hand)."""
    sb = _board(BLOCK_BY_PLACING, mover=1)
    before = evaluate.seat_scores(sb)
    sb.supply[1] = [0] * len(sb.supply[1])
    sb.available[1] = 0
    assert not sb.can_place(1)
    after = evaluate.seat_scores(sb)
    assert after[1] < before[1] - evaluate.STUCK
    assert after[0] == before[0]


def test_lsd_k1_supply_and_losses_count():
    sb = _board("0+EW 1xEW")
    base = evaluate.seat_scores(sb)
    sb.captured[1] = 2
    assert evaluate.seat_scores(sb)[1] == base[1] - 2 * evaluate.LOST


# --- node budgets and the four-player stages ------------------------------------------------

def test_search_nodes_are_fewer_in_the_opening_and_follow_the_effort(monkeypatch):
    opening = SearchBoard.from_state(new_game(2))
    later = SearchBoard.from_state(_mid_game(2, moves=8))
    assert len(later.tiles) >= ai.OPENING_TILES
    assert ai.search_nodes("expert", later) == ai.NODES["expert"]
    assert ai.search_nodes("hard", later) == ai.NODES["hard"]
    first = ai.search_nodes("hard", opening)
    assert first == round(ai.NODES["hard"] * ai.OPENING_SHARE[2, "hard"]) < ai.NODES["hard"]
    four = SearchBoard.from_state(_mid_game(4, moves=8))
    assert ai.search_nodes("hard", four) == ai.ROUND_NODES["hard"]
    four_opening = SearchBoard.from_state(new_game(4))
    assert ai.search_nodes("expert", four_opening) == round(ai.ROUND_NODES["expert"]
                                                            * ai.OPENING_SHARE[4, "expert"])
    monkeypatch.setattr(levels, "_effort", [0.5])
    assert ai.search_nodes("expert", later) == round(ai.NODES["expert"] * 0.5)


def test_four_player_stages_go_deeper_for_expert(monkeypatch):
    from tilegames.ai.lsd import multi
    assert max(r for r, _w in multi.STAGES["expert"]) > max(r for r, _w in multi.STAGES["hard"])
    monkeypatch.setattr(multi, "REPLY_WIDTH", 3)          # a small tree, quick to finish
    sb = SearchBoard.from_state(_mid_game(4, moves=6))        # nothing decided yet
    moves = sorted(sb.moves())[:6]
    hard = multi.RoundSearch(sb, nodes=10**7, deadline=1e12).root_search(moves, "hard")
    assert hard.complete and hard.depth == 2
    small = multi.RoundSearch(sb, nodes=1000, deadline=1e12).root_search(moves, "expert")
    big = multi.RoundSearch(sb, nodes=10**7, deadline=1e12).root_search(moves, "expert")
    assert not small.complete and big.complete and big.depth == 3 and small.depth < 3
    assert small.move in moves and big.move in moves and abs(big.value) < lsearch.WON
    again = multi.RoundSearch(sb, nodes=1000, deadline=1e12).root_search(moves, "expert")
    assert (again.move, again.value, again.nodes) == (small.move, small.value, small.nodes)


def test_a_stopped_stage_keeps_the_best_move_judged_as_deep():
    from tilegames.ai.lsd import multi
    sb = SearchBoard.from_state(_mid_game(4, moves=8))
    moves = sorted(sb.moves())
    search = multi.RoundSearch(sb, nodes=6000, deadline=1e12)
    result = search.root_search(moves, "hard")
    assert not result.complete and result.depth >= 1
    judged = {m: v for m, v in search.values.items()}
    assert result.value == judged[result.move]


@pytest.mark.parametrize("nodes", [5, 37, 400, 2000])
def test_a_stopped_round_search_leaves_the_board_as_it_was(nodes):
    from tilegames.ai.lsd import multi
    sb = SearchBoard.from_state(_mid_game(4, moves=6))
    before = (sb.hash, dict(sb.tiles), dict(sb.frontier), sb.mover, list(sb.available))
    multi.RoundSearch(sb, nodes=nodes, deadline=1e12).root_search(sorted(sb.moves()), "expert")
    assert (sb.hash, sb.tiles, sb.frontier, sb.mover, sb.available) == before
