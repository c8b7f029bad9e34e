"""Ranking a short list of candidate moves by simulation, as the strongest Scrabble programs do.

Each *sample* deals the tiles the mover has not seen (``SeatView.determinize``): the other hands
and the bag; the previous seat's hand is guessed from its last placement (``infer``: the tiles
it kept could not have scored more there than what it played). Every candidate still in the
race is played in every sample (the same deals for all candidates, so their differences are not
noise of the deal) and followed by what comes next:

- ``plies`` 1: the next seat's best-scoring placement (+6 for going out); the candidate's value
  is its own value minus that reply — a line of five handed over, a spot opened for a big play,
  show up there;
- ``plies`` 2 or more (the levels' choice: 2): a greedy *rollout* — each other seat in turn plays
  its best placement, then the mover with the tiles it drew; the value is the mover's points
  minus the mean of the others'. (Other weights of the mover's own points, and 3 plies, which
  end on the next seat's move, did worse against Medium in the arena: docs/benchmarks.md.)

Every ``RACE_AFTER`` samples the candidates that the deals so far judge clearly worse than the
leader are dropped (``race``), and the others are simulated on, at least the two best, so that
the nodes left go to the closest call.

Once the bag is empty and two play, every tile is known (the opponent holds exactly the unseen
tiles) and ``endgame`` searches to the end of the game instead: the mover tries its best-scoring
placements, the other seat makes its best-scoring reply (the model of every simulation here),
widening while the nodes last.

The board after each candidate is the same in every deal, so its spots are listed once
(``Spots`` (spots.py)) and the next seat's reply is looked up there; the mover's last move in the
rollout needs only its points, which the same list gives after the reply with only the lines the
reply changed walked again.

The work is counted in *nodes* (one placement generation each) and checked after whole samples,
so that the same seed gives the same move; the clock and ``cancel`` stop it early as a safety net
(also inside a sample).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from tilegames.ai.qwirkle import infer
from tilegames.ai.qwirkle.spots import Spots
from tilegames.games.qwirkle.moves import Exchange, Move, Pass, Place
from tilegames.games.qwirkle.state import GOING_OUT_BONUS, SeatView, State
from tilegames.games.qwirkle.tiles import is_valid_line

T = TypeVar("T")


@dataclass
class Ranking:
    """What a simulation found: the mean value of each candidate (points margin for the mover),
    the candidates still in the race at the end (``finalists``, see ``race``), and how many
    samples and nodes it took."""

    values: dict[Move, float] = field(default_factory=dict)
    finalists: list[Move] = field(default_factory=list)
    samples: int = 0
    nodes: int = 0
    stopped: str = ""        # "", "nodes", "clock" or "cancel"

    def best(self) -> Move:
        pool = self.finalists or list(self.values)
        return max(pool, key=lambda m: self.values[m])


RACE_AFTER = 6         # every so many samples the candidates clearly behind are dropped
RACE_Z = 2.0           # "clearly": behind the leader by this many standard errors on the same deals
RACE_KEEP = 2          # the race keeps at least so many: the nodes left go to the closest call


def race(active: list[int], history: list[list[float]], keep: int = RACE_KEEP) -> list[int]:
    """The candidates of ``active`` still in the race: those whose mean difference to the leader
    (the best mean), over the deals both were simulated on (all so far: the active ones are
    simulated together), is not below zero by ``RACE_Z`` standard errors, and at least ``keep``
    (the best by their mean difference). A move is dropped only when the deals clearly judge it
    worse, not because one lucky deal favoured another."""
    means = {i: sum(history[i]) / len(history[i]) for i in active}
    leader = max(active, key=lambda i: (means[i], -i))
    kept = []
    behind = {}
    for i in active:
        if i == leader:
            kept.append(i)
            continue
        diffs = [a - b for a, b in zip(history[i], history[leader], strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5 if n > 1 else 0.0
        behind[i] = mean
        if mean + RACE_Z * spread / n ** 0.5 >= 0:
            kept.append(i)
    if len(kept) < keep:
        dropped = sorted((i for i in active if i not in kept), key=lambda i: (-behind[i], i))
        kept = sorted(kept + dropped[:keep - len(kept)])
    return kept


class Simulation:
    """Simulates candidates of ``view`` (its seat to move) within ``nodes`` and ``deadline``."""

    def __init__(self, view: SeatView, *, nodes: int, deadline: float, cancel: threading.Event,
                 plies: int = 1, end_nodes: int = 250) -> None:
        self.view = view
        self.me = view.seat
        self.budget = nodes
        self.nodes = 0
        self.deadline = deadline
        self.cancel = cancel
        self.plies = plies
        self.end_nodes = end_nodes
        self.cut = False       # whether the end search left a placement out (``endgame``)
        # see ``_end_search``: the other seat's best placement, the mover's scored placements
        self.end_best: dict[tuple[Move, ...], tuple[int, Place] | None] = {}
        self.end_scored: dict[tuple[Move, ...], list[tuple[int, Place]]] = {}
        self.end_states: dict[tuple[Move, ...], State] = {}
        self.inference = infer.Inference(view)

    # --- the ranking --------------------------------------------------------------------------
    def rank(self, candidates: list[tuple[Move, float]], samples: int,
             rng: random.Random) -> Ranking:
        """Mean values of ``candidates`` (move, its own value: points with the going-out bonus,
        and what else the caller knows) plus what follows, over at most ``samples`` deals."""
        ranking = Ranking()
        if samples <= 0:
            ranking.values = {move: value for move, value in candidates}
            return ranking
        history: list[list[float]] = [[] for _ in candidates]   # value per sample
        active = list(range(len(candidates)))
        spots: list[Spots | None] = [None] * len(candidates)   # the board after each
        for sample in range(samples):
            if sample and (reason := self._stop()):
                ranking.stopped = reason
                break
            if sample >= RACE_AFTER and sample % RACE_AFTER == 0:
                active = race(active, history)
                if len(active) == 1:
                    break
            values: list[float] = []
            try:
                dealt = self.deal(rng)
                for index in active:
                    move, points = candidates[index]
                    child = dealt.clone()
                    child.apply(move)
                    if spots[index] is None:
                        spots[index] = Spots(child.board)
                    values.append(points + self.after(child, spots[index]))
            except _StopError as stop:      # the clock or cancel, inside a sample
                ranking.stopped = str(stop)
                if not ranking.samples:     # judge what this first sample judged (or the list)
                    judged = values or [candidates[0][1]]
                    ranking.values = {move: value for (move, _), value in zip(
                        candidates, judged, strict=False)}
                    ranking.nodes = self.nodes
                    return ranking
                break
            for index, value in zip(active, values, strict=True):
                history[index].append(value)
            ranking.samples += 1
        ranking.nodes = self.nodes
        ranking.values = {move: sum(history[i]) / max(1, len(history[i]))
                          for i, (move, _) in enumerate(candidates)}
        ranking.finalists = [candidates[i][0] for i in active]
        return ranking

    def deal(self, rng: random.Random) -> State:
        """A deal of the unseen tiles; the previous seat's hand guessed from its last placement
        (``Inference.sample``, one node) when that says anything."""
        if self.inference.active:
            self._node()
            return self.view.determinize(
                rng, fixed={self.inference.seat: self.inference.sample(rng)})
        return self.view.determinize(rng)

    def _stop(self) -> str:
        if self.cancel.is_set():
            return "cancel"
        if self.nodes >= self.budget:
            return "nodes"
        if time.perf_counter() > self.deadline:
            return "clock"
        return ""

    def after(self, state: State, spots: Spots | None = None) -> float:
        """The value for the mover of what follows its move in ``state`` (a dealt game);
        ``spots``, if given, are those of ``state.board``."""
        if state.is_over():
            return 0.0
        if self.plies <= 1:     # the next seat's reply only
            best = self.best(state, spots)
            return -float(best[0]) if best else 0.0
        gained = self.rollout(state, state.num_players, spots)
        others = [g for seat, g in enumerate(gained) if seat != self.me]
        return gained[self.me] - sum(others) / len(others)

    # --- the rollout and the endgame search -----------------------------------------------------
    def scored(self, state: State) -> list[tuple[int, Place]]:
        """The mover's placements with their points (+6 for going out), best first; one node."""
        self._node()
        hand = len(state.hand(state.current_player))
        out_bonus = GOING_OUT_BONUS if state.bag_size() == 0 else 0
        out = [(points + (out_bonus if len(place.tiles) == hand else 0), place)
               for place, points in state.placements_with_scores()]
        out.sort(key=lambda pair: -pair[0])     # stable: the generator's order breaks ties
        return out

    def _node(self) -> None:
        """Count one node; stop the sample at once if cancelled or out of time."""
        self.nodes += 1
        if self.cancel.is_set():
            raise _StopError("cancel")
        if time.perf_counter() > self.deadline:
            raise _StopError("clock")

    def best(self, state: State, spots: Spots | None = None) -> tuple[int, Place] | None:
        """The mover's first best-scoring placement, as ``scored(state)[0]``; one node.
        ``spots``, if given, are those of ``state.board`` (the same answer, sooner)."""
        hand = [tile.id for tile in state.hand(state.current_player)]
        bonus = uniform_bonus(state.bag_size(), hand)
        if bonus is None:        # the +6 for going out can change which is best
            scored = self.scored(state)
            return scored[0] if scored else None
        self._node()
        found = state.best_placement() if spots is None else spots.best(hand)
        return None if found is None else (found[1] + bonus, found[0])

    def rollout(self, state: State, plies: int,
                spots: Spots | None = None) -> list[float]:
        """Points each seat gains over ``plies`` greedy moves from ``state`` (whose board has
        ``spots``, if given)."""
        gained = [0.0] * state.num_players
        placed: list[tuple[int, int]] = []      # the cells filled since ``spots``' board
        for ply in range(plies):
            if state.is_over():
                break
            seat = state.current_player
            if ply == plies - 1 and ply and spots is not None:      # only its points count
                hand = [tile.id for tile in state.hand(seat)]
                bonus = uniform_bonus(state.bag_size(), hand)
                if bonus is not None:
                    self._node()
                    points = spots.best_points_after(state.board, placed, hand)
                    gained[seat] += 0 if points is None else points + bonus
                    break
            best = self.best(state, spots if ply == 0 else None)
            if best is None:
                state.apply(no_placement(state))
                continue
            points, place = best
            gained[seat] += points
            if ply < plies - 1:
                state.apply(place)
                placed.extend(place.cells)
        return gained

    # --- the end: bag empty, two players -------------------------------------------------------
    def endgame(self, scored: list[tuple[Place, int]], must: Move | None = None) -> Ranking:
        """With every tile known (the bag empty, two seats), the value of the mover's placements
        (``scored``: each with its points, the +6 for going out included) to the end of the game:
        the mover's points minus the other seat's, when the other seat always makes its
        best-scoring reply and the mover tries, at its k-th move from here, its
        ``widths[k]`` best-scoring placements (``end_widths``). The widths grow while the next
        search is likely to fit in ``end_nodes``, until none leaves a placement out (then the
        values are exact; ``cut`` tells) or for ``END_WIDEN`` searches; the last whole search
        decides, or the points alone if none finished. ``must`` (a placement) is valued too."""
        ranking = Ranking(samples=1)
        order = sorted(scored, key=lambda pair: -pair[1])      # stable: ties in list order
        budget = self.nodes + self.end_nodes
        dealt = self.view.determinize(random.Random(0))      # the only deal there is
        self.end_best.clear()
        self.end_scored.clear()
        self.end_states.clear()
        spent = 0
        for effort in range(1, END_WIDEN + 1):
            widths = end_widths(effort)
            roots = order[:widths[0]]
            if must is not None and must not in [place for place, _ in roots]:
                roots += [pair for pair in order if pair[0] == must]
            started = self.nodes
            self.cut = False
            try:
                values: dict[Move, float] = {
                    place: points + self._end_search(*self._end_child((), dealt, place),
                                                     widths, 1, budget)
                    for place, points in roots}
            except _StopError as stop:
                ranking.stopped = str(stop)
                break
            ranking.values = values
            ranking.finalists = list(values)
            spent = self.nodes - started
            if not self.cut and len(order) <= widths[0]:
                break          # nothing was left out: this is the exact answer
            if self.nodes + 3 * spent > budget:
                ranking.stopped = "nodes"
                break
        if not ranking.values:
            ranking.values = {place: float(points) for place, points in order}
            ranking.finalists = [order[0][0]] if order else []
        ranking.nodes = self.nodes
        return ranking

    def _end_search(self, path: tuple[Move, ...], state: State, widths: tuple[int, ...],
                    move: int, budget: int) -> float:
        """The mover's points minus the other seat's from ``state`` (reached by ``path`` from
        the root) to the end of the game, the mover at its ``move``-th move from the root (see
        ``endgame``). The positions and what each seat's placements there are are kept
        (``end_best``, ``end_scored``, ``end_states``), so that a wider search does not generate
        again what a narrower one did."""
        total = 0.0
        while not state.is_over() and state.current_player != self.me:
            best = self._end_list(self.end_best, path, state, self.best, budget)
            if best is None:
                path, state = self._end_child(path, state, no_placement(state))
                continue
            total -= best[0]
            path, state = self._end_child(path, state, best[1])
        if state.is_over():
            return total
        scored = self._end_list(self.end_scored, path, state, self.scored, budget)
        if not scored:
            path, state = self._end_child(path, state, no_placement(state))
            return total + self._end_search(path, state, widths, move + 1, budget)
        width = widths[min(move, len(widths) - 1)]
        self.cut |= len(scored) > width
        best_value = float("-inf")
        for points, place in scored[:width]:
            child_path, child = self._end_child(path, state, place)
            best_value = max(best_value, points + self._end_search(
                child_path, child, widths, move + 1, budget))
        return total + best_value

    def _end_list(self, lists: dict[tuple[Move, ...], T], path: tuple[Move, ...], state: State,
                  make: Callable[[State], T], budget: int) -> T:
        """``make(state)`` (a node), or what it gave before at the end of ``path`` (kept in
        ``lists``)."""
        if path not in lists:
            if self.nodes >= budget:
                raise _StopError("nodes")
            lists[path] = make(state)
        return lists[path]

    def _end_child(self, path: tuple[Move, ...], state: State,
                   move: Move) -> tuple[tuple[Move, ...], State]:
        """The position after ``move`` in ``state`` (at ``path``), made once."""
        child_path = path + (move,)
        child = self.end_states.get(child_path)
        if child is None:
            child = state.clone()
            child.apply(move)
            self.end_states[child_path] = child
        return child_path, child


END_WIDEN = 12         # at most so many searches, each wider than the one before


def end_widths(effort: int) -> tuple[int, ...]:
    """How many placements the mover tries at its first, second, third ... move from the root
    in the ``effort``-th search of ``Simulation.endgame``: wide at the root, narrower below."""
    return (2 * effort + 2, effort + 1, effort, max(1, effort - 1))


def uniform_bonus(bag_size: int, hand: list[int]) -> int | None:
    """The going-out bonus that every placement of ``hand`` (ids) gets alike, or None when it
    depends on the placement: with the bag empty, a placement goes out if it puts down the
    whole hand, which only a hand of different tiles sharing a colour or shape can do in one
    line (a lone tile always does)."""
    if bag_size:
        return 0
    if len(hand) == 1:
        return GOING_OUT_BONUS
    return None if is_valid_line(hand) else 0


class _StopError(Exception):
    """The clock ran out or the search was cancelled in the middle of a sample."""


def no_placement(state: State) -> Move:
    """What a seat that cannot place does in a rollout: exchange its whole hand (as much as the
    bag allows), else pass."""
    hand = state.hand(state.current_player)
    bag = state.bag_size()
    if bag and hand:
        return Exchange(hand[:bag])
    return Pass()
