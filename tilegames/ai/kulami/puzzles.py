"""Finding and proving Kulami puzzles (``tilegames.puzzles.generate``; judged by
``tilegames.games.kulami.puzzles``).

``best-endgame``: positions from games between the computer players (Easy and Medium, whose
moves depend on their seeds only: Easy looks at no clock, and Medium's one-ply search ends
before its first look at the clock, ``search.POLL`` nodes) with ``MIN_LEFT`` to ``MAX_LEFT``
marbles still to place (each game is asked for the difficulty found least so far). The exact
endgame solver (``search.Search`` searched to the end of the game, ``Result.exact``) gives every
legal move's final margin for the mover under perfect play by both; the answers are the moves of
the best margin, and the line after the first answer is perfect play to the end. A position is
kept when the moves' margins differ and fewer than half of them are best.

Difficulty: marbles left to place (up to ``EASY_LEFT`` easy, up to ``MEDIUM_LEFT`` medium, more
hard).
"""

from __future__ import annotations

import random

from tilegames.ai.kulami.search import INF, Search
from tilegames.ai.kulami.tables import holes
from tilegames.ai.players import make_player
from tilegames.ai.puzzle_making import played_positions
from tilegames.games.kulami.layouts import standard_board
from tilegames.games.kulami.move import Move
from tilegames.games.kulami.state import State, new_game

MIN_LEFT, MAX_LEFT = 4, 16
EASY_LEFT, MEDIUM_LEFT = 7, 11
BANDS = ((MIN_LEFT, EASY_LEFT), (EASY_LEFT + 1, MEDIUM_LEFT), (MEDIUM_LEFT + 1, MAX_LEFT))
LEVELS = ("easy", "medium")


def exact_values(state: State) -> dict[Move, int]:
    """Every legal move of ``state`` -> the final margin for its mover under perfect play (the
    exact endgame solver: a search to the end of the game, no node or time limit)."""
    search = Search(state, nodes=1 << 62, deadline=INF)
    moves = state.board.moves
    return {moves[i]: int(round(search.child_value(i, search.left)))
            for i in sorted(holes(state.legal_mask()))}


def perfect_line(state: State) -> list[Move]:
    """Perfect play from ``state`` to the end of the game (the first best move each turn, in
    the order of ``legal_moves``)."""
    state = state.clone()
    line = []
    while not state.is_over():
        values = exact_values(state)
        best = max(values.values())
        move = next(m for m in state.legal_moves() if values[m] == best)
        state.apply(move)
        line.append(move)
    return line


def difficulty(left: int) -> int:
    return 1 if left <= EASY_LEFT else 2 if left <= MEDIUM_LEFT else 3


def _game(rng: random.Random) -> list[State]:
    """The positions of one game between two seeded computer players, in order."""
    state = new_game(standard_board(rng.randrange(1 << 30)), first_player=rng.randrange(2))
    players = [make_player(rng.choice(LEVELS), rng.randrange(1 << 30)) for _ in range(2)]
    return played_positions(state, players)


def marbles_left(state: State) -> int:
    return state.marbles_left(0) + state.marbles_left(1)


def attempt(seed: int, game: int, band: tuple[int, int]) -> dict[str, object] | None:
    """The puzzle of game number ``game`` of ``seed`` with marbles left in ``band`` (low, high),
    proven; None when that game gives none. An entry of the file without id, the position as a
    State."""
    rng = random.Random(f"kulami puzzles {seed} {game}")
    low, high = band
    positions = [s for s in _game(rng) if low <= marbles_left(s) <= high]
    if not positions:
        return None
    state = positions[rng.randrange(len(positions))]
    values = exact_values(state)
    best = max(values.values())
    answers = [m for m in state.legal_moves() if values[m] == best]
    if len(values) < 2 or min(values.values()) == best or 2 * len(answers) >= len(values):
        return None
    left = marbles_left(state)
    after = state.clone()
    after.apply(answers[0])
    return {
        "kind": "best-endgame",
        "difficulty": difficulty(left),
        "state": state,
        "answers": [str(m) for m in answers],
        "goal_params": {"left": left},
        "rules": ["K-E1", "K-S1", "K-S2", "K-S4"],
        "data": {"values": {str(m): v for m, v in sorted(values.items())},
                 "line": [str(m) for m in perfect_line(after)]},
    }


def find(count: int, seed: int) -> list[dict[str, object]]:
    """``count`` proven puzzles from ``seed``, the same for the same arguments; each game is
    asked for the difficulty found least so far (see the module docstring)."""
    found: list[dict[str, object]] = []
    counts = [0] * len(BANDS)
    game = 0
    while len(found) < count:
        band = counts.index(min(counts))
        entry = attempt(seed, game, BANDS[band])
        game += 1
        if entry is not None:
            found.append(entry)
            counts[band] += 1
    return found
