"""Finding and proving LSD puzzles (``tilegames.puzzles.generate``; judged by
``tilegames.games.lsd.puzzles``).

Positions come from games of two and of four seats between the computer players Easy and Medium,
played with their clock standing still (``still_clock``: their moves then depend on their seeds
only, however busy the machine). The proofs are exhaustive over the mover's legal moves,
played on ``board.SearchBoard`` (the engine's rules on a make/unmake board; the tests compare the
two). A position is kept when some move does not solve it:

- ``win-in-1`` (two or four seats): every move after which the mover has won (LSD-W1; captures,
  LSD-C1..C3, happen first). Difficulty 1 when ``MANY`` moves or more win, else 2 (one
  cell, where few of the mover's tiles fit, is harder to see).
- ``win-in-2`` (two seats, no win in one): every move after which, whatever the opponent replies,
  the mover wins with their next move (a reply that ends the game, or after which the mover is
  skipped, LSD-E1, refutes it). For every other move the first reply found that leaves the mover
  no win is stored as its refutation. Difficulty 3 when at most ``FEW`` moves win, else 2.

"No win" is decided by ``SearchBoard.win_cells``: a move can win only on a cell where a tile of the
mover fits and would complete a row before captures, and captures only take tiles of the other
shade (LSD-C1, C2), never the mover's; the moves on those cells are then all played. The kinds
are mixed by ``SHARES``; each game is asked for the kind and difficulty found least so far.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import tilegames.ai.lsd as players_module
from tilegames.ai.lsd.board import SLOT_BITS, SearchBoard, to_place
from tilegames.ai.players import make_player
from tilegames.ai.puzzle_making import fill_quota, played_positions
from tilegames.games.lsd.spec import format_move
from tilegames.games.lsd.state import State, new_game

LEVELS = ("easy", "medium")
SEATS = (2, 2, 4)
SHARES = {"win-in-1": 0.5, "win-in-2": 0.5}
LEVELS_OF = {"win-in-1": (1, 2), "win-in-2": (2, 3)}
FEW = 8
MANY = 6
MAX_GAMES_EACH = 40   # games per puzzle before the finder gives up
RULES = {"win-in-1": ["LSD-W1", "LSD-C3"], "win-in-2": ["LSD-W1", "LSD-C3", "LSD-E1"]}


class _StillClock:
    """The ``time`` module, but for a ``perf_counter`` that stands still."""

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    @staticmethod
    def perf_counter() -> float:
        return 0.0


@contextmanager
def still_clock() -> Iterator[None]:
    """Within: the LSD players' clock stands still, so their time cap (a safety net for a busy
    machine, ``tilegames.ai.lsd``) never strikes and every move depends on the seeds only."""
    saved = players_module.time
    setattr(players_module, "time", _StillClock())  # noqa: B010 (mypy: not the module's type)
    try:
        yield
    finally:
        setattr(players_module, "time", saved)  # noqa: B010


def _game(rng: random.Random) -> list[State]:
    with still_clock():
        return _played(rng)


def _played(rng: random.Random) -> list[State]:
    seats = rng.choice(SEATS)
    state = new_game(seats, first_player=rng.randrange(seats))
    players = [make_player(rng.choice(LEVELS), rng.randrange(1 << 30)) for _ in range(seats)]
    return played_positions(state, players)


def _wins(sb: SearchBoard, me: int) -> Iterator[int]:
    """The moves that win at once for ``me``, the mover of ``sb`` (see the module docstring)."""
    cells = set(sb.win_cells(me))
    if not cells:
        return
    for move in sb.moves():
        if move >> SLOT_BITS in cells:
            sb.make(move)
            won = sb.over and sb.winner == me
            sb.unmake()
            if won:
                yield move


def wins_in_one(sb: SearchBoard) -> list[int]:
    """Every move that wins at once for the mover."""
    return list(_wins(sb, sb.mover))


def _wins_next(sb: SearchBoard, me: int) -> int | None:
    """After a move of ``me``: None if every reply leaves ``me`` to move with a win; else the
    refuting reply (-1 when the game ended or ``me`` moves again without a win)."""
    if sb.over:
        return -1
    if sb.mover == me:
        return None if next(_wins(sb, me), None) is not None else -1
    for reply in sb.moves():
        sb.make(reply)
        held = sb.over or sb.mover != me or next(_wins(sb, me), None) is None
        sb.unmake()
        if held:
            return reply
    return None


def wins_in_two(sb: SearchBoard) -> tuple[list[int], dict[int, int]]:
    """(every move after which the mover wins next move whatever the reply, the refuting reply
    of each other move; -1 where the game ends or the mover is skipped)."""
    me = sb.mover
    answers, refutations = [], {}
    for move in sb.moves():
        sb.make(move)
        refutation = _wins_next(sb, me)
        sb.unmake()
        if refutation is None:
            answers.append(move)
        else:
            refutations[move] = refutation
    return answers, refutations


def defence(sb: SearchBoard, move: int) -> tuple[int, int]:
    """After ``move`` (an answer of a win in two): the reply that leaves the fewest winning moves,
    and the first of those."""
    me = sb.mover
    sb.make(move)
    best: tuple[int, int, int] | None = None
    if sb.mover == me:
        sb.unmake()
        raise ValueError("the opponent is skipped: no defence")
    for reply in sb.moves():
        sb.make(reply)
        wins = wins_in_one(sb)
        sb.unmake()
        if best is None or len(wins) < best[0]:
            best = (len(wins), reply, wins[0])
    sb.unmake()
    assert best is not None
    return best[1], best[2]


def _text(move: int) -> str:
    return format_move(to_place(move))


def puzzles_of(state: State) -> dict[str, tuple[int, dict[str, object]]]:
    """The puzzles ``state`` makes: kind -> (difficulty, entry without id, kind and difficulty)."""
    sb = SearchBoard.from_state(state)
    if sb.over:
        return {}
    params = {"length": state.win_length}
    wins = wins_in_one(sb)
    if len(wins) == len(sb.moves()):
        return {}                         # every move wins (or none is left): no puzzle
    if wins:
        return {"win-in-1": (1 if len(wins) >= MANY else 2, {
            "answers": [_text(m) for m in wins], "goal_params": params, "data": {}})}
    if state.num_players != 2 or not sb.win_cells(sb.mover) and not _near_win(sb):
        return {}
    answers, refutations = wins_in_two(sb)
    if not answers or not refutations:
        return {}
    grouped: dict[str, list[str]] = {}
    for move, reply in refutations.items():
        if reply >= 0:
            grouped.setdefault(_text(reply), []).append(_text(move))
    lines = {}
    for move in answers:
        try:
            lines[_text(move)] = [_text(m) for m in defence(sb, move)]
        except ValueError:
            lines[_text(move)] = []
    return {"win-in-2": (3 if len(answers) <= FEW else 2, {
        "answers": [_text(m) for m in answers], "goal_params": params,
        "data": {"refutations": grouped, "lines": lines}})}


def _near_win(sb: SearchBoard) -> bool:
    """A cheap sign that the mover may win in two: some move leaves them a winning cell. Only
    chooses which positions are looked at; the proof looks at every move."""
    me = sb.mover
    for move in sb.moves():
        sb.make(move)
        near = not sb.over and bool(sb.win_cells(me))
        sb.unmake()
        if near:
            return True
    return False


def attempt(seed: int, game: int, wanted: list[tuple[str, int]]) -> dict[str, object] | None:
    """The puzzle of game number ``game`` of ``seed``: of the first (kind, difficulty) in
    ``wanted`` one of its positions (looked at last first) makes; None if none."""
    rng = random.Random(f"lsd puzzles {seed} {game}")
    positions = _game(rng)[::-1]
    made: dict[int, dict[str, Any]] = {}      # position -> its puzzles, found when first asked
    for kind, level in wanted:
        for n, state in enumerate(positions):
            if n not in made:
                made[n] = puzzles_of(state)
            found = made[n]
            if kind in found and found[kind][0] == level:
                return {"kind": kind, "difficulty": level, "state": state,
                        "rules": RULES[kind], **found[kind][1]}
    return None


def find(count: int, seed: int) -> list[dict[str, object]]:
    """``count`` proven puzzles from ``seed``, the same for the same arguments."""
    quota = {kind: round(share * count) for kind, share in SHARES.items()}
    quota["win-in-1"] += count - sum(quota.values())
    return fill_quota(count, quota, LEVELS_OF,
                      lambda game, wanted: attempt(seed, game, wanted), MAX_GAMES_EACH)
