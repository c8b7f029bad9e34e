"""What every game's puzzle finder (``ai/<game>/puzzles.py``) shares: the positions of a game
between computer players, and filling the kinds' quotas over their difficulties.

Both are deterministic: the same players and seeds give the same positions, the same ``attempt``
answers give the same puzzles in the same order.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from tilegames.ai.players import Player

Entry = dict[str, object]


def played_positions(state: Any, players: Sequence[Player]) -> list[Any]:
    """Every position of the game from ``state`` on, before each move, as ``players`` (one a
    seat) play it to its end. ``state`` is played on; the positions are clones."""
    cancel = threading.Event()
    seen = []
    while not state.is_over():
        seen.append(state.clone())
        state.apply(players[state.current_player].choose(state.clone(), cancel))
    return seen


def fill_quota(count: int, quota: Mapping[str, int], levels_of: Mapping[str, Sequence[int]],
               attempt: Callable[[int, list[tuple[str, int]]], Entry | None],
               max_games_each: int) -> list[Entry]:
    """``count`` entries: game after game (``attempt(game, wanted)``: the entry that game gives,
    or None) is asked for the (kind, difficulty) slots still open, the one furthest below its
    share first (a kind's quota split evenly over its difficulties); a kind whose quota is
    reached is asked no more. RuntimeError when ``max_games_each`` games a puzzle give none."""
    found: list[Entry] = []
    kinds = list(quota)
    counts = {(kind, level): 0 for kind in kinds for level in levels_of[kind]}
    game = 0
    while len(found) < count:
        open_slots = [(kind, level) for (kind, level) in counts
                      if sum(counts[kind, x] for x in levels_of[kind]) < quota[kind]]
        wanted = sorted(open_slots, key=lambda s: (
            counts[s] * len(levels_of[s[0]]) / max(1, quota[s[0]]), kinds.index(s[0]), s[1]))
        if game > max_games_each * count:
            raise RuntimeError(f"no puzzle of {wanted[0]} in {game} games")
        entry = attempt(game, wanted)
        game += 1
        if entry is not None:
            found.append(entry)
            counts[cast(str, entry["kind"]), cast(int, entry["difficulty"])] += 1
    return found
