"""Computer players for Qwirkle (see tilegames.ai.players for the contract).

A player sees only its seat's view (``SeatView``): its hand, the board, the scores, the counts and
the multiset of unseen tiles; never another hand or the bag order.

- Easy: takes a Qwirkle (12 points or more) when it sees one, otherwise a seeded pick among its
  better-scoring half of placements.
- Medium: greedy, the best immediate score (+6 for going out); ties broken by ``rng``.
- Hard, Expert: a short list of candidates: the best-scoring placements, then the best by
  points, the value of the tiles kept (``evaluate.leave_value``: features of the kept tiles
  weighted as learned by self-play, ``leave_tuning``, judged against as many random tiles) and
  the lines of five the move leaves open, judged as a race: the next seat finishes one if it
  holds the missing tile (its chance from the unseen tiles), the mover next turn if it keeps or
  draws it. Exchanges join the list when no placement scores much. The list is ranked by
  simulation (``simulate``): deals sampled from the unseen tiles (``SeatView.determinize``),
  the previous seat's hand guessed from its last placement (``infer``: a tile it kept would not
  have let it score more there); in each, every other seat's best-scoring reply, then the
  mover's own best next move with the tiles it drew; every six deals the candidates that the
  deals judge clearly worse are dropped, down to the two best, which share the nodes left. How
  much work a move gets depends on the phase of the game (``phase``, ``counts``): the most deals
  and candidates while the bag is large. Once the bag is empty and two play, the opponent's
  hand is known exactly (it is the unseen tiles) and the rest of the game is searched
  (``Simulation.endgame``): the mover's best-scoring placements, widening while the nodes
  last, against the other seat's best-scoring replies, going out (+6) included.

Reproducibility: every choice depends only on the view, the level and ``rng``; the simulation
stops after a fixed number of nodes (placement generations). Only the clock cap (``TIME_SHARE``
of the level's budget) or a set ``cancel`` event can stop it first, and only then can a move
change. The node counts are chosen so that a move takes most of the level's budget on an
otherwise idle core and the clock cap seldom strikes there (docs/benchmarks.md).
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from dataclasses import dataclass

from tilegames.ai.players import Verdict
from tilegames.ai.qwirkle.baselines import BASELINES
from tilegames.ai.qwirkle.evaluate import (
    exchange_of,
    five_race,
    hand_after,
    keep_sets,
    leave_value,
)
from tilegames.ai.qwirkle.greedy import greedy_move, loose_move, no_placement, scored_placements
from tilegames.ai.qwirkle.simulate import Ranking, Simulation
from tilegames.base.levels import budget as level_budget
from tilegames.base.levels import scaled
from tilegames.games.qwirkle.moves import Exchange, Move, Place
from tilegames.games.qwirkle.state import SeatView

__all__ = ["BASELINES", "Counts", "analyse", "choose", "counts", "greedy_move", "phase",
           "scored_placements", "shortlist", "think"]

# Per searching level and phase of the game (``phase``): the work of the simulation (``Counts``).
# The bag's size is the phase: while it is large the deals differ most, so more of them and more
# candidates are simulated; with the bag empty and two players the end search (``END_NODES``)
# takes over. Calibrated so that a move takes most of the level's budget on one otherwise idle
# core (``python -m tilegames.bench ai_qwirkle``; docs/benchmarks.md); the clock
# (``TIME_SHARE`` of the budget) is only the cap. A search stops before its nodes only when the
# end search has searched to the end exactly, or when only one candidate is left.


@dataclass(frozen=True)
class Counts:
    """A searching level's work on one move."""

    nodes: int          # nodes (placement generations) of the simulation
    samples: int        # at most so many deals
    candidates: int     # placements on the short list (exchanges may join it)


LARGE_BAG = 30          # phase "large" while the bag holds at least so many tiles, then "small"
COUNTS = {
    "hard": {"large": Counts(3500, 1200, 14), "small": Counts(3400, 1200, 12)},
    "expert": {"large": Counts(17000, 6000, 24), "small": Counts(20000, 6000, 20)},
}
PLIES = {"hard": 2, "expert": 2}   # plies of the rollout after the candidate (see simulate.py)
END_NODES = {"hard": 850, "expert": 4250}   # the end search (bag empty, two players)
TIME_SHARE = 0.95         # the clock stops a search at this share of the level's budget
LEAVE_WEIGHT = 0.5        # points per point of leave value (short list and simulation)
FIVES_WEIGHT = 1.0        # points per expected point of the lines of five a move leaves open
OWN_FIVES = 0.0           # weight of the mover's own chance at its open fives in the simulation
TOP_POINTS = 2            # the short list always holds so many of the best-scoring placements
SAME_TILES = 3            # ... and at most so many placements of the same tiles
EXCHANGE_BELOW = 7        # exchanges are considered when no placement scores this much


def choose(level: str, view: SeatView, cancel: threading.Event, rng: random.Random) -> Move:
    """A legal move for ``view.seat`` (the seat to move) at ``level``."""
    return think(level, view, cancel, rng)[0]


def think(level: str, view: SeatView, cancel: threading.Event,
          rng: random.Random) -> tuple[Move, Ranking | None]:
    """``choose``, plus the simulation's ``Ranking`` when one ran."""
    start = time.perf_counter()
    if view.over:
        raise ValueError("the game is over: there is no move to choose")
    scored = scored_placements(view)
    if level == "easy":
        return loose_move(view, scored, rng), None
    if level == "medium" or cancel.is_set():
        return greedy_move(view, scored, rng), None
    level = level if level in COUNTS else "hard"
    if _known(view) and scored:
        ranking = _simulation(view, level, cancel, start).endgame(scored)
        return ranking.best(), ranking
    work = counts(level, view)
    candidates = shortlist(view, scored, work.candidates)
    if len(candidates) <= 1:
        return (candidates[0][0] if candidates else no_placement(view)), None
    ranking = _simulation(view, level, cancel, start).rank(
        _with_leave(view, candidates), work.samples, rng)
    return ranking.best(), ranking


def phase(view: SeatView) -> str:
    """The phase of the game for the searching levels: "end" once every tile is known (the bag
    empty, two players: the end search), else "large" while the bag holds ``LARGE_BAG`` tiles
    or more, then "small"."""
    if _known(view):
        return "end"
    return "large" if view.bag_size >= LARGE_BAG else "small"


def counts(level: str, view: SeatView) -> Counts:
    """The simulation's work for ``level`` (Hard or Expert) in ``view``'s phase, scaled by the
    effort (``levels.scaled``); the end search's nodes are ``END_NODES``."""
    table = COUNTS[level if level in COUNTS else "hard"]
    work = table["small" if phase(view) == "end" else phase(view)]
    return Counts(scaled(work.nodes), scaled(work.samples), work.candidates)


def _known(view: SeatView) -> bool:
    """Whether every tile is known: the bag is empty and two play."""
    return view.bag_size == 0 and view.num_players == 2


def _simulation(view: SeatView, level: str, cancel: threading.Event,
                start: float) -> Simulation:
    return Simulation(view, nodes=counts(level, view).nodes, cancel=cancel,
                      deadline=start + TIME_SHARE * level_budget(level), plies=PLIES[level],
                      end_nodes=scaled(END_NODES[level]))


def _with_leave(view: SeatView, candidates: list[tuple[Move, float]]) -> list[tuple[Move, float]]:
    """Each candidate's points plus the value of the tiles it keeps (while there are draws) and
    the mover's own chance to finish a line of five it leaves open (``OWN_FIVES``; the next
    seat's chance is what the simulation plays out)."""
    if not view.bag_size:
        return candidates
    hand = [tile.id for tile in view.hand]
    unseen = Counter({tile.id: n for tile, n in view.unseen.items()})
    unseen_total = sum(unseen.values())
    following = view.hand_sizes[(view.seat + 1) % view.num_players]
    out = []
    for move, points in candidates:
        if isinstance(move, Place | Exchange):
            leave = hand_after(hand, move)
            points += LEAVE_WEIGHT * leave_value(leave)
            if isinstance(move, Place) and OWN_FIVES:
                points += OWN_FIVES * _fives_after(view, move, leave, unseen, unseen_total,
                                                   following, own_only=True)
        out.append((move, points))
    return out


# --- Hard and Expert: the short list --------------------------------------------------------------

def shortlist(view: SeatView, scored: list[tuple[Place, int]],
              size: int) -> list[tuple[Move, float]]:
    """The candidates worth simulating, with their own points: the ``TOP_POINTS`` best-scoring
    placements, then the best by points + leave + lines of five (``five_race``) up to ``size``,
    each placement of the same tiles on the same cells once and the same tiles at most
    ``SAME_TILES`` times (so that the list is varied); and, when no placement scores
    ``EXCHANGE_BELOW``, the exchanges that keep the best groups."""
    hand = [tile.id for tile in view.hand]
    unseen = Counter({tile.id: n for tile, n in view.unseen.items()})
    unseen_total = sum(unseen.values())
    following = view.hand_sizes[(view.seat + 1) % view.num_players]
    rough = sorted(scored, key=lambda pair: -(pair[1] + LEAVE_WEIGHT * leave_value(
        hand_after(hand, pair[0]))))[:5 * size]
    judged: list[tuple[float, int, Place, float]] = []
    for index, (place, points) in enumerate(rough):
        leave = hand_after(hand, place)
        value = points + LEAVE_WEIGHT * leave_value(leave)
        if len(place.tiles) < len(hand) or view.bag_size:     # not a move that ends the game
            value += FIVES_WEIGHT * _fives_after(view, place, leave, unseen, unseen_total,
                                                 following)
        judged.append((value, index, place, float(points)))
    judged.sort(key=lambda item: (-item[0], item[1]))
    by_points = sorted(scored, key=lambda pair: -pair[1])[:TOP_POINTS]
    out: list[tuple[Move, float]] = []
    spots: set[tuple[tuple[int, ...], frozenset[tuple[int, int]]]] = set()
    kept: Counter[tuple[int, ...]] = Counter()
    for place, own in [(place, float(points)) for place, points in by_points] + [
            (place, points) for _, _, place, points in judged]:
        tiles = tuple(sorted(tile.id for _, _, tile in place.tiles))
        spot = (tiles, frozenset(place.cells))
        if spot not in spots and kept[tiles] < SAME_TILES and len(out) < size:
            spots.add(spot)
            kept[tiles] += 1
            out.append((place, own))
    best_points = max((points for _, points in scored), default=0)
    if view.bag_size and view.board.cells and best_points < EXCHANGE_BELOW:
        exchanges: list[Exchange] = []
        for keep in keep_sets(hand):
            move = exchange_of(hand, keep, view.bag_size)
            if move is not None and move not in exchanges:
                exchanges.append(move)
            if len(exchanges) == 3:
                break
        out.extend((move, 0.0) for move in exchanges)
    if not out:
        out.append((no_placement(view), 0.0))
    return out


def _fives_after(view: SeatView, place: Place, leave: list[int], unseen: Counter[int],
                 unseen_total: int, following: int, own_only: bool = False) -> float:
    after = view.board.clone()
    after.place([(x, y, tile.id) for x, y, tile in place.tiles])
    draws = min(len(place.tiles), view.bag_size)
    return five_race(after, list(place.cells), leave, draws, unseen, unseen_total, following,
                     own_only)


# --- analysis -------------------------------------------------------------------------------------

def analyse(view: SeatView, played: Move, cancel: threading.Event) -> Verdict[Move]:
    """Hard's judgement of ``played`` (a legal move of the seat to move): the simulated points
    margin of the best candidate and of the played move, for the mover."""
    if not view.is_legal(played):
        raise ValueError(f"{played} is not a legal move in this position")
    scored = scored_placements(view)
    simulation = _simulation(view, "hard", cancel, time.perf_counter())
    if _known(view) and scored:
        ranking = simulation.endgame(scored, must=played)
    else:
        work = counts("hard", view)
        candidates = shortlist(view, scored, work.candidates)
        if played not in [move for move, _ in candidates]:
            own = dict(scored).get(played, 0) if isinstance(played, Place) else 0
            candidates.append((played, float(own)))
        ranking = simulation.rank(_with_leave(view, candidates), work.samples,
                                  random.Random(len(view.moves)))
    values = {move: round(value, 2) for move, value in ranking.values.items()}
    best = ranking.best()
    return Verdict(best, values[best], values[played])
