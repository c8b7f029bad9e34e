"""Finding and proving Qwirkle puzzles (``tilegames.puzzles.generate``; judged by
``tilegames.games.qwirkle.puzzles``).

Positions come from games of 2 to 4 seats between the computer players Easy and Medium (their
moves depend on their seeds only). Every placement of the mover is listed by the complete move
generator (``games.qwirkle.movegen``, ``State.placements_with_scores``) and scored by the engine
(``apply`` on a copy: Q-SC1..Q-SC3, and Q-E1's +6 for going out), so each kind's answers are all
the placements that do what it asks:

- ``best-score``: the placements of the maximum points, kept when at most ``MAX_ANSWERS`` of at
  least ``MIN_PLACEMENTS`` placements reach it; difficulty by the tiles the answer puts down
  (1-2 easy, 3 medium, 4 or more hard);
- ``make-qwirkle``: the placements that score a line of six (Q-SC2), kept when some placement
  does not; difficulty by the fewest tiles a Qwirkle needs (1 easy, 2 medium, 3 or more hard);
- ``go-out``: with the bag empty (Q-E1), the placements of the whole rack (2 tiles or more),
  kept when some placement does not; difficulty by the rack, one more with ``MANY_PLACEMENTS``
  placements or more (2 tiles easy, 3 medium, 4 or more hard).

The kinds are mixed by ``SHARES``; each game is asked for the kind and difficulty found least so
far (against its share), one puzzle a game.
"""

from __future__ import annotations

import random
from typing import Any

from tilegames.ai.players import make_player
from tilegames.ai.puzzle_making import fill_quota, played_positions
from tilegames.games.qwirkle.moves import Place
from tilegames.games.qwirkle.notation import format_move
from tilegames.games.qwirkle.puzzles import outcome
from tilegames.games.qwirkle.state import State, new_game

LEVELS = ("easy", "medium")
SEATS = (2, 3, 4)
SHARES = {"best-score": 0.5, "make-qwirkle": 0.3, "go-out": 0.2}
MIN_PLACEMENTS = 6
MAX_ANSWERS = 2
MANY_PLACEMENTS = 10
MAX_GAMES_EACH = 20   # games per puzzle before the finder gives up
RULES = {"best-score": ["Q-SC1", "Q-SC2", "Q-E1"], "make-qwirkle": ["Q-SC2"],
         "go-out": ["Q-E1"]}


def _game(rng: random.Random) -> list[State]:
    """The positions of one game between seeded computer players, in order."""
    seats = rng.choice(SEATS)
    state = new_game(seats, seed=rng.randrange(1 << 30))
    players = [make_player(rng.choice(LEVELS), rng.randrange(1 << 30)) for _ in range(seats)]
    return played_positions(state, players)


def _level(count: int, easy: int, medium: int) -> int:
    return 1 if count <= easy else 2 if count <= medium else 3


def puzzles_of(state: State) -> dict[str, tuple[int, list[Place], dict[str, int]]]:
    """The puzzles ``state`` makes: kind -> (difficulty, answers, goal parameters and data)."""
    if not state.board.cells:
        return {}
    placements = [place for place, _ in state.placements_with_scores()]
    if len(placements) < 2:
        return {}
    results = {place: outcome(state, place) for place in placements}
    found: dict[str, tuple[int, list[Place], dict[str, int]]] = {}
    best = max(points for points, _, _ in results.values())
    top = [p for p in placements if results[p][0] == best]
    if len(placements) >= MIN_PLACEMENTS and len(top) <= MAX_ANSWERS:
        found["best-score"] = (_level(len(top[0].tiles), 2, 3), top, {"best": best})
    qwirkles = [p for p in placements if results[p][1]]
    if qwirkles and len(qwirkles) < len(placements):
        fewest = min(len(p.tiles) for p in qwirkles)
        found["make-qwirkle"] = (_level(fewest, 1, 2), qwirkles, {})
    rack = len(state.hand(state.current_player))
    outs = [p for p in placements if results[p][2] == 0]
    if state.bag_size() == 0 and rack >= 2 and outs and len(outs) < len(placements):
        hardness = rack - 1 + (len(placements) >= MANY_PLACEMENTS)
        found["go-out"] = (min(3, hardness), outs, {})
    return found


def attempt(seed: int, game: int, wanted: list[tuple[str, int]]) -> dict[str, object] | None:
    """The puzzle of game number ``game`` of ``seed``: of the first (kind, difficulty) in
    ``wanted`` that one of its positions (looked at in a seeded order) makes; None if none.
    An entry of the file without id, the position as a State."""
    rng = random.Random(f"qwirkle puzzles {seed} {game}")
    positions = _game(rng)
    rng.shuffle(positions)
    made: dict[int, dict[str, Any]] = {}      # position -> its puzzles, found when first asked
    for kind, level in wanted:
        for n, state in enumerate(positions):
            if n not in made:
                made[n] = puzzles_of(state)
            found = made[n]
            if kind in found and found[kind][0] == level:
                _, answers, params = found[kind]
                return {"kind": kind, "difficulty": level, "state": state,
                        "answers": [format_move(p) for p in answers],
                        "goal_params": {}, "data": params, "rules": RULES[kind]}
    return None


def find(count: int, seed: int) -> list[dict[str, object]]:
    """``count`` proven puzzles from ``seed``, the same for the same arguments."""
    quota = {kind: round(share * count) for kind, share in SHARES.items()}
    quota["best-score"] += count - sum(quota.values())
    return fill_quota(count, quota, {kind: (1, 2, 3) for kind in SHARES},
                      lambda game, wanted: attempt(seed, game, wanted), MAX_GAMES_EACH)
