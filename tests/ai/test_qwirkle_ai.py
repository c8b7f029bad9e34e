"""Qwirkle computer players: they see only their seat's view (Q-K2); known best scores, a
Qwirkle taken, a Qwirkle not given away, the end with the opponent's hand known, legal moves at
every level, seeded replays that the unseen tiles cannot change, cancellation, analysis, short
arena runs."""

from __future__ import annotations

import random
import threading
from collections import Counter

import pytest

from tests.helpers.adapters.qwirkle import T, position, row
from tests.helpers.looks import CancelledAfter
from tilegames import arena
from tilegames.ai import players
from tilegames.ai import qwirkle as ai
from tilegames.ai.players import LEVELS, Verdict, make_player
from tilegames.ai.qwirkle import evaluate, infer, simulate
from tilegames.ai.qwirkle.baselines import BASELINES
from tilegames.ai.qwirkle.simulate import Simulation, race, uniform_bonus
from tilegames.ai.qwirkle.spots import Spots
from tilegames.games import qwirkle
from tilegames.games.qwirkle import Exchange, Place, State

LEVEL_NAMES = tuple(LEVELS)
FIVE_RED = ("red circle", "red square", "red diamond", "red clover", "red star")
FILLER_BAG = ("green clover", "yellow star", "blue diamond", "purple square", "orange cross",
              "green circle") * 3


@pytest.fixture
def quick(monkeypatch):
    """Small node budgets for Hard and Expert, so tests are quick, and no clock: the nodes alone
    end a search, so that a busy machine cannot change a move."""
    monkeypatch.setattr(ai, "COUNTS", {
        "hard": {"large": ai.Counts(40, 8, 10), "small": ai.Counts(40, 8, 10)},
        "expert": {"large": ai.Counts(80, 12, 14), "small": ai.Counts(80, 12, 14)}})
    monkeypatch.setattr(ai, "TIME_SHARE", 1000.0)


def _choose(level: str, state: State, seed: int = 1) -> qwirkle.Move:
    view = state.view(state.current_player)
    move = ai.choose(level, view, threading.Event(), random.Random(seed))
    assert state.is_legal(move) and view.is_legal(move)
    return move


def _points(state: State, move: qwirkle.Move) -> int:
    after = state.clone()
    return after.apply(move).points


def _mid_game(players_: int = 2, plies: int = 10, seed: int = 2) -> State:
    rng = random.Random(seed)
    state = qwirkle.new_game(players_, seed=seed)
    for _ in range(plies):
        places = state.placements_with_scores()
        state.apply(rng.choice(places)[0] if places else state.legal_moves()[-1])
    return state


def _greedy_step(state: State) -> None:
    """The seat to move plays its first best-scoring placement, or its last legal move."""
    places = state.placements_with_scores()
    state.apply(max(places, key=lambda p: p[1])[0] if places else state.legal_moves()[-1])


def _late_game(seed: int = 4) -> State:
    """Two players, greedy play until the bag is nearly empty."""
    state = qwirkle.new_game(2, seed=seed)
    while state.bag_size() > 3 and not state.is_over():
        _greedy_step(state)
    return state


# --- known positions --------------------------------------------------------------------------

def qwirkle_in_hand() -> State:
    """Five reds in a row; seat 0 holds the red cross: 12 points at either end, and nothing
    else scores as much (its other tiles share nothing with the cross)."""
    return position(row(0, 0, *FIVE_RED),
                    [["blue circle", "red cross", "blue circle", "green square",
                      "yellow diamond", "purple clover"],
                     ["orange star", "orange star", "green cross", "blue square", "blue star",
                      "yellow circle"]], bag=FILLER_BAG)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_q_sc2_every_level_takes_a_qwirkle_it_sees(level, quick):
    state = qwirkle_in_hand()
    best = max(points for _, points in state.placements_with_scores())
    assert best == 12
    for seed in range(3):
        move = _choose(level, state, seed)
        assert isinstance(move, Place) and _points(state, move) == 12
        assert (5, 0, T("red cross")) in move.tiles or (-1, 0, T("red cross")) in move.tiles


@pytest.mark.parametrize("seed", range(6))
def test_q_sc1_medium_finds_the_best_score(seed):
    state = _mid_game(plies=8 + seed, seed=seed)
    best = max(points for _, points in state.placements_with_scores())
    move = _choose("medium", state, seed)
    assert _points(state, move) == best


def going_out_position() -> State:
    """Bag empty: the red cross alone where two lines of crosses meet scores 8 and keeps the
    red star; red star + red cross under the red row score 8 too and go out (+6)."""
    from tests.helpers.adapters.qwirkle import column
    board = {**row(0, 0, "red circle", "red square", "red diamond"),
             **row(0, 5, "blue cross", "green cross", "yellow cross"),
             **column(3, 2, "orange cross", "purple cross", "blue cross")}
    return position(board, [["red star", "red cross"], ["green circle", "green circle"]])


def test_q_e1_medium_counts_the_six_for_going_out():
    state = going_out_position()
    raw = dict(state.placements_with_scores())
    assert max(raw.values()) == 8
    assert raw[Place(((3, 5, T("red cross")),))] == 8
    for seed in range(6):
        move = _choose("medium", state, seed)
        assert len(move.tiles) == 2 and raw[move] == 8 and _points(state, move) == 8 + 6


def all_out(board: dict, hands: list[list[str]]) -> dict:
    """``board`` plus every tile not on it nor in ``hands``, each alone (no two side by side)
    far off, so that with an empty bag the unseen tiles are exactly the other hands."""
    left = Counter({tile: 3 for tile in qwirkle.TILES})
    left.subtract(board.values())
    left.subtract(T(name) for hand in hands for name in hand)
    spare = sorted(left.elements())
    return {**board, **{(20 + 2 * (i % 12), 20 + 2 * (i // 12)): tile
                        for i, tile in enumerate(spare)}}


def gift_position() -> State:
    """The bag is empty; seat 1 holds the red cross. Seat 0's red star makes five reds (5
    points) and hands seat 1 a Qwirkle; its blue circle under the red circle scores 2."""
    hands = [["red star", "blue circle"], ["red cross", "green diamond"]]
    return position(all_out(row(0, 0, *FIVE_RED[:4]), hands), hands)


def test_q_sc2_medium_gives_the_qwirkle_away_hard_does_not(quick):
    state = gift_position()
    greedy = _choose("medium", state)
    assert T("red star") in [tile for _, _, tile in greedy.tiles]
    for level in ("hard", "expert"):
        move = _choose(level, state)
        assert T("red star") not in [tile for _, _, tile in move.tiles], level


def test_q_e1_hard_knows_the_opponents_hand_once_the_bag_is_empty(quick):
    state = gift_position()
    view = state.view(0)
    assert view.bag_size == 0 and sorted(view.unseen.elements()) == sorted(state.hand(1))
    move, ranking = ai.think("hard", view, threading.Event(), random.Random(1))
    assert ranking is not None and ranking.samples == 1          # one deal: the certain one
    assert ranking.values[move] == max(ranking.values.values())
    assert not {(4, 0), (-1, 0)} & set(move.cells)


def _end_position(seed: int, left: int) -> State:
    """Two players, greedy play until the bag is empty and the hands hold ``left`` tiles or
    fewer in all (or the game is nearly over)."""
    state = _late_game(seed)
    while not state.is_over() and (state.bag_size() or sum(
            len(state.hand(seat)) for seat in range(2)) > left):
        _greedy_step(state)
    return state


def _with_bonus(state: State) -> list[tuple[Place, int]]:
    """The seat to move's placements with their points, +6 for going out (the bag is empty)."""
    return ai.scored_placements(state.view(state.current_player))


def _full_search(state: State, me: int) -> float:
    """Every placement of ``me`` against the other seat's first best-scoring one (+6 for going
    out), to the end: ``me``'s points minus the other's (brute force, for small hands)."""
    if state.is_over():
        return 0.0
    scored = _with_bonus(state)
    child = state.clone()
    if not scored:
        child.apply(state.legal_moves()[-1])
        return _full_search(child, me)
    if state.current_player != me:
        place, points = max(scored, key=lambda pair: pair[1])      # the first of the best
        child.apply(place)
        return -points + _full_search(child, me)
    best = float("-inf")
    for place, points in scored:
        child = state.clone()
        child.apply(place)
        best = max(best, points + _full_search(child, me))
    return best


@pytest.mark.parametrize("seed", range(4, 10))
def test_q_e1_the_end_search_equals_a_full_search_against_best_replies(seed, monkeypatch):
    """Bag empty, two players: with nodes and searches enough the end search widens until
    nothing is left out, and then each placement's value is exactly the brute-force one."""
    monkeypatch.setattr(simulate, "END_WIDEN", 100)
    state = _end_position(seed, left=6)
    if state.is_over() or not state.placements_with_scores():
        pytest.skip("the game ended before a small end position")
    me = state.current_player
    view = state.view(me)
    simulation = Simulation(view, nodes=10**6, deadline=float("inf"), cancel=threading.Event(),
                            end_nodes=10**6)
    ranking = simulation.endgame(ai.scored_placements(view))
    assert ranking.stopped == "" and not simulation.cut
    assert set(ranking.values) == {place for place, _ in _with_bonus(state)}
    for place, value in ranking.values.items():
        child = state.clone()
        points = child.apply(place).points
        assert value == pytest.approx(points + _full_search(child, me)), place
    assert ranking.values[ranking.best()] == pytest.approx(_full_search(state, me))


def test_the_end_search_stays_within_its_nodes_and_replays():
    """A big end position: the search widens only while its nodes last, stops cleanly, and
    the same view gives the same move and values again."""
    state = _end_position(5, left=12)
    view = state.view(state.current_player)
    results = []
    for _ in range(2):
        simulation = Simulation(view, nodes=10**6, deadline=float("inf"),
                                cancel=threading.Event(), end_nodes=30)
        ranking = simulation.endgame(ai.scored_placements(view))
        assert ranking.nodes <= 30 and ranking.stopped == "nodes"
        assert state.is_legal(ranking.best()) and len(ranking.values) >= 2
        results.append((ranking.best(), ranking.values))
    assert results[0] == results[1]


def test_the_danger_of_a_line_of_five_comes_from_the_unseen_tiles():
    board = qwirkle.Board()
    board.place([(x, 0, T(name).id) for x, name in enumerate(FIVE_RED)])
    fives = evaluate.open_fives(board, [(4, 0)])
    assert fives == [(T("red cross").id, [(-1, 0), (5, 0)])]
    none_left = Counter({T("blue circle").id: 10})
    assert evaluate.danger(board, [(4, 0)], none_left, 10, 6) == 0.0
    all_left = Counter({T("red cross").id: 3, T("blue circle").id: 3})
    assert evaluate.danger(board, [(4, 0)], all_left, 6, 6) == evaluate.QWIRKLE_GIFT
    some = evaluate.danger(board, [(4, 0)], Counter({T("red cross").id: 1}), 60, 6)
    assert 0 < some < evaluate.QWIRKLE_GIFT * 0.2


def test_a_line_of_five_is_a_race_for_the_missing_tile():
    board = qwirkle.Board()
    board.place([(x, 0, T(name).id) for x, name in enumerate(FIVE_RED)])
    cross = T("red cross").id
    mine = evaluate.five_race(board, [(4, 0)], [cross], 0, Counter({cross: 1}), 60, 6)
    assert mine > 8                   # the mover keeps the red cross, the next seat hardly has one
    theirs = evaluate.five_race(board, [(4, 0)], [], 0, Counter({cross: 3}), 3, 6)
    assert theirs == -evaluate.QWIRKLE_GIFT   # every unseen tile is in the next seat's hand
    maybe = evaluate.five_race(board, [(4, 0)], [], 1, Counter({cross: 2}), 60, 6)
    assert -evaluate.QWIRKLE_GIFT < maybe < 0


def test_a_leave_of_a_pair_is_better_than_one_of_twins():
    pair = [T("red circle").id, T("red square").id]
    twins = [T("red circle").id, T("red circle").id]
    strangers = [T("red circle").id, T("blue square").id]
    assert evaluate.leave_value(pair) > evaluate.leave_value(strangers) > \
        evaluate.leave_value(twins)


def test_hard_exchanges_a_hopeless_hand(quick):
    """One blue circle fits (2 points); the rest is twins that build nothing."""
    board = row(0, 0, "red circle", "red square")
    hand = ["green star", "green star", "yellow cross", "yellow cross", "blue circle",
            "blue circle"]
    state = position(board, [hand, ["blue square"] * 6], bag=FILLER_BAG)
    assert max(p for _, p in state.placements_with_scores()) <= 3
    move = _choose("hard", state)
    assert isinstance(move, Exchange) and len(move.tiles) >= 3


# --- every level, every position -----------------------------------------------------------------

@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("players_", [2, 4])
def test_every_level_plays_a_legal_move(level, players_, quick):
    for state in (qwirkle.new_game(players_, seed=3), _mid_game(players_),
                  _mid_game(players_, plies=30, seed=5)):
        _choose(level, state)
    _choose(level, _late_game())


def test_the_search_stays_within_its_nodes():
    state = _mid_game(plies=14)
    move, ranking = ai.think("hard", state.view(state.current_player), threading.Event(),
                             random.Random(3))
    assert ranking is not None and ranking.samples >= 1
    last_sample = ai.PLIES["hard"] * len(ranking.values) + 1   # whole samples only
    assert ranking.nodes <= ai.counts("hard", state.view(state.current_player)).nodes + \
        last_sample
    assert move in ranking.finalists and len(ranking.finalists) <= len(ranking.values)
    assert ranking.values[move] == max(ranking.values[m] for m in ranking.finalists)


@pytest.mark.parametrize("seed", range(3))
def test_q_e1_the_rollouts_fast_path_counts_the_six_for_going_out_as_the_full_list(seed):
    """With the bag empty the rollout looks a move up in the spots of the board (or the greedy
    fast path) only when the +6 for going out is alike for every placement; it then gives the
    full list's best (``scored``), move and points, and otherwise takes the full list."""
    seen = 0
    for state in (going_out_position(), _late_game(seed)):
        seen += _rollout_moves_agree(state)
    assert seen


def _rollout_moves_agree(state: State) -> int:
    """Plays ``state`` out with the rollout's move, checking it; how many moves had a bonus
    alike for every placement."""
    seen = 0
    while not state.is_over():
        view = state.view(state.current_player)
        sim = Simulation(view, nodes=10**6, deadline=float("inf"), cancel=threading.Event())
        hand = [tile.id for tile in state.hand(state.current_player)]
        listed = sim.scored(state)
        bonus = uniform_bonus(state.bag_size(), hand)
        if bonus is not None and listed:
            goes_out = {len(place.tiles) == len(hand) for _, place in listed}
            assert goes_out == ({True} if bonus else {False}) or state.bag_size()
            seen += 1
        expected = listed[0] if listed else None
        assert sim.best(state) == expected
        assert sim.best(state, Spots(state.board)) == expected
        state.apply(expected[1] if expected else state.legal_moves()[-1])
    return seen


def test_the_race_drops_only_candidates_the_deals_judge_clearly_worse():
    """A candidate is dropped when, on the same deals, it does clearly worse than the leader; one
    that is a little worse or merely unlucky in a deal stays in the race."""
    leader = [10.0, 20.0, 0.0, 15.0, 5.0, 12.0]
    close = [v + d for v, d in zip(leader, [-3, 2, -1, 1, -2, 1], strict=True)]
    behind = [v + d for v, d in zip(leader, [-6, -5.5, -6.5, -6, -5, -7], strict=True)]
    unlucky = [v + d for v, d in zip(leader, [-20, 3, 2, 4, 1, 3], strict=True)]
    assert race([0, 1, 2, 3], [leader, close, behind, unlucky]) == [0, 1, 3]
    assert race([1, 2], [leader, close, behind], keep=1) == [1]
    # the race goes on between the two best while nodes are left
    assert race([1, 2], [leader, close, behind]) == [1, 2]
    assert race([0, 2, 3], [leader, close, behind, behind], keep=2) == [0, 2]


@pytest.mark.parametrize("seed", range(4))
def test_the_short_list_holds_the_best_score_and_varied_moves(seed):
    """Hard always simulates the best-scoring placement (a Qwirkle is never left out because
    other moves look better at a glance), and never the same tiles on the same cells twice."""
    state = _mid_game(plies=8 + 4 * seed, seed=seed)
    view = state.view(state.current_player)
    scored = ai.scored_placements(view)
    listed = ai.shortlist(view, scored, ai.counts("hard", view).candidates)
    places = [move for move, _ in listed if isinstance(move, Place)]
    assert max(points for _, points in scored) in {dict(scored)[p] for p in places}
    spots = [(frozenset(p.cells), sorted(t.id for *_, t in p.tiles)) for p in places]
    assert all(spots.count(spot) == 1 for spot in spots)


def passed_up_qwirkle() -> State:
    """Seat 1 played a blue circle under the red circle (2 points) although a red cross would
    have made five reds a Qwirkle: seat 0 may conclude that seat 1 kept no red cross."""
    state = position(row(0, 0, *FIVE_RED),
                     [["green star", "green star", "yellow square", "yellow square",
                       "purple diamond", "purple diamond"],
                      ["blue circle", "orange square", "orange square", "green clover",
                       "green clover", "yellow star"]], bag=FILLER_BAG, current=1)
    assert state.apply(Place(((0, 1, T("blue circle")),))).points == 2
    return state


def test_the_last_placement_tells_which_tiles_the_other_seat_did_not_keep():
    state = passed_up_qwirkle()
    view = state.view(0)
    inference = infer.Inference(view)
    assert inference.active and inference.points == 2 and inference.kept == 5
    assert inference.played == [T("blue circle").id]
    assert inference.size == 6 and inference.seat == 1
    assert not inference.fits([T("red cross").id])          # it would have made a Qwirkle
    assert inference.fits([t.id for t in state.hand(1)][:5])  # what it did keep
    rng = random.Random(3)
    hands = [inference.sample(rng) for _ in range(200)]
    for hand in hands:       # the kept part fits; then one drawn tile (any)
        assert len(hand) == 6 and Counter(hand) <= Counter(inference.pool)
        assert inference.fits(hand[:inference.kept])
    cross = T("red cross").id
    assert sum(cross in hand[:inference.kept] for hand in hands) == 0
    # SLACK 0: a tile that would only have added a point or two was not kept either
    near = [t for t in sorted(set(inference.pool)) if not inference.fits([t])
            and inference.before.best([t, *inference.played])[1] <= inference.points + 2]
    assert near and not any(set(near) & set(hand[:inference.kept]) for hand in hands)


def test_hard_deals_the_other_seat_fewer_tiles_it_would_have_played():
    """Over many deals of the same view, the simulation gives seat 1 a red cross less often than
    a blind deal does; with the inference off it is a blind deal."""
    view = passed_up_qwirkle().view(0)
    cross = T("red cross")

    def share(on: bool) -> float:
        simulation = Simulation(view, nodes=10**6, deadline=float("inf"),
                                cancel=threading.Event())
        simulation.inference.active &= on
        rng = random.Random(5)
        return sum(cross in simulation.deal(rng).hand(1) for _ in range(300)) / 300

    blind = share(False)
    assert blind > 0.12 and share(True) < blind / 2


def test_choose_on_a_finished_game_is_a_clear_error():
    state = gift_position()
    state.apply(Place(((4, 0, T("red star")),)))
    state.apply(Place(((5, 0, T("red cross")),)))
    state.apply(Place(((0, 1, T("blue circle")),)))
    assert state.is_over()
    with pytest.raises(ValueError, match="over"):
        ai.choose("hard", state.view(0), threading.Event(), random.Random(1))


# --- hidden information and replays ----------------------------------------------------------

@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("players_", [2, 3])
def test_q_k2_other_racks_and_the_bag_order_do_not_change_the_move(level, players_, quick):
    state = _mid_game(players_, plies=12, seed=7)
    seat = state.current_player
    moves = set()
    for deal in (None, 1, 2):
        position_ = state if deal is None else state.redeal_unseen(seat, deal)
        assert position_.hand(seat) == state.hand(seat)
        moves.add(make_player(level, 11).choose(position_, threading.Event()))
    assert len(moves) == 1


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_same_seed_same_move_and_games_replay(level, quick):
    state = _mid_game(plies=9)
    first = make_player(level, 7).choose(state.clone(), threading.Event())
    again = make_player(level, 7).choose(state.clone(), threading.Event())
    assert first == again


def test_a_player_is_given_only_the_view(quick, monkeypatch):
    seen = []
    real = ai.think

    def spy(level, view, cancel, rng):
        seen.append(view)
        return real(level, view, cancel, rng)

    monkeypatch.setattr(ai, "think", spy)
    state = _mid_game()
    make_player("hard", 1).choose(state.clone(), threading.Event())
    assert [type(v) for v in seen] == [qwirkle.SeatView]


# --- cancellation -----------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_set_cancel_returns_a_legal_move_at_once(level):
    """With the cancel set before it starts, no simulation runs at all."""
    state = _mid_game(plies=20)
    cancel = threading.Event()
    cancel.set()
    move, ranking = ai.think(level, state.view(state.current_player), cancel, random.Random(1))
    assert state.is_legal(move) and ranking is None


@pytest.mark.parametrize("looks", [3, 20, 60])
def test_cancel_during_an_expert_search_stops_it(looks, monkeypatch):
    """A cancel in the middle of a simulation stops it there (no clock: on a busy machine it
    could stop the search first)."""
    monkeypatch.setattr(ai, "TIME_SHARE", 1000.0)
    state = _mid_game(plies=20)
    cancel = CancelledAfter(looks)
    move, ranking = ai.think("expert", state.view(state.current_player), cancel,
                             random.Random(1))
    assert state.is_legal(move)
    assert ranking is not None and ranking.stopped == "cancel"
    assert cancel.late == 1
    assert ranking.nodes < ai.counts("expert", state.view(state.current_player)).nodes


# --- analysis and baselines --------------------------------------------------------------------

def test_analyse_sees_the_given_away_qwirkle(quick):
    state = gift_position()
    red_star = Place(((4, 0, T("red star")),))
    verdict = players.analyse(state, red_star, threading.Event())
    assert isinstance(verdict, Verdict) and verdict.played_move == red_star
    assert verdict.best != red_star and verdict.loss > 5
    assert players.grade("qwirkle", verdict) == "mistake"
    good = players.analyse(state, verdict.best, threading.Event())
    assert good.loss == 0 and players.grade("qwirkle", good) == "best"


def test_analyse_a_mid_game_move_in_points(quick):
    state = _mid_game(plies=12)
    view = state.view(state.current_player)
    played = view.legal_moves()[0]
    verdict = ai.analyse(view, played, threading.Event())
    assert view.is_legal(verdict.best)
    assert verdict.best_value >= verdict.played_value
    assert -60 < verdict.played_value < 80


def test_analyse_refuses_an_illegal_move():
    state = gift_position()
    with pytest.raises(ValueError, match="not a legal move"):
        ai.analyse(state.view(0), Place(((9, 9, T("red star")),)), threading.Event())


def test_baselines_are_named_players():
    assert set(BASELINES) == {"greedy", "random", "greedy-leave", "greedy-guessed-leave"}
    state = _mid_game()
    for factory in BASELINES.values():
        assert state.is_legal(factory(1).choose(state.clone(), threading.Event()))
    best = max(points for _, points in state.placements_with_scores())
    assert _points(state, BASELINES["greedy"](1).choose(state.clone(), threading.Event())) == best


@pytest.mark.parametrize(("a", "b", "players_"), [
    ("hard", "medium", 2), ("medium", "easy", 2), ("easy", "greedy", 3)])
def test_short_arena_runs_are_legal(a, b, players_, quick):
    records = arena.run("qwirkle", a, b, 2, 3, players_, 1)
    assert len(records) == 2
    assert not [r.error for r in records if r.error]
    assert all(r.outcome in {"win", "draw", "loss"} for r in records)
