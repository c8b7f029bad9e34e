"""Playing on from a position of a game as a new game ("Play on from here" in a review, "Play the
better move from here" in its analysis). No Qt.

``play_on(game, at, seats, meta)`` takes a game as a save holds it (``storage.saves.SavedGame``)
and makes a new game that begins at the position after ``at`` of its own moves, played by
``seats``: a save of its own (``games.history.Origin``: it keeps the whole replay, so loading
checks it like any save), never a change to ``game``. ``better`` is a move played first in the
new game (the analysis's better move).

In a game with hidden information (Qwirkle's racks and bag) the new game's players may have
seen nothing of the old game but the board and the rack of the seat to move (the review showed
every rack): everything that seat has not seen — the other racks and the bag — is dealt again
with the engine's ``redeal_unseen`` from a fresh seed, which the new game records as its first
redeal (so its replay, and its save, are the same every time). The seat to move keeps its rack.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tilegames.base.seats import Seat
from tilegames.controller.history import fresh_seed
from tilegames.games.catalogue import game_spec
from tilegames.games.history import GameRecord, Origin, redealt
from tilegames.storage.saves import SavedGame, dumps, loads


def play_on(game: SavedGame, at: int, seats: Sequence[Seat],
            meta: Mapping[str, object] | None = None, *, better: object | None = None,
            seed: int | str | None = None) -> SavedGame:
    """A new game from the position after ``at`` (0..``len(game.moves)``) of ``game``'s own
    moves, with ``seats``, ``meta`` (the program's part of its save) and, if given, ``better``
    played first. ``seed``: the seed of the new deal of the unseen tiles (None: a fresh one;
    ignored in a game that hides nothing). ValueError when ``at`` is no position of the game or
    ``better`` no legal move there (IllegalMoveError is one); SaveError when the new game cannot
    be saved (its save is what is returned, loaded back)."""
    own = game.moves
    if type(at) is not int or not 0 <= at <= len(own):
        raise ValueError(f"no position after {at!r} of {len(own)} moves")
    record = GameRecord(game.start_state(), game.redeals, positions=False)
    for move in own[:at]:
        record.play(move)
    state = record.state
    if state.is_over():
        raise ValueError("the game is over at that position: there is nothing to play on")
    begins = game.begins + at
    every = game.origin.absolute(game.redeals)
    origin, redeals = Origin.split(begins, [r for r in every if r[0] <= begins])
    if game_spec(game.game).hides_information:
        mover = state.current_player
        chosen = fresh_seed() if seed is None else seed
        state = redealt(state, mover, chosen)
        redeals.append((0, mover, chosen))
    if better is not None:
        state.apply(better)
    return loads(dumps(game.game, state, seats, meta=meta, redeals=redeals,
                       origin=origin))
