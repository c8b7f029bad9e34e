"""Save files of tilegames (``*.tilegames``): versioned JSON, replayed through the engine on load.

API (a contract, spec/contracts.md)::

    from tilegames.storage import saves
    text = saves.dumps(game, state, seats=None, *, review=None, meta=None, bag=None)   # -> str
    saved = saves.loads(text)                  # -> SavedGame(.game .state .seats .review .meta)
    saves.save(path, game, state, seats=None, **kw)    # atomic; kw as for dumps
    saved = saves.load(path)                   # SaveError names the file
    saves.SaveError                            # a ValueError: the ONLY exception bad input raises

``game`` is "kulami", "lsd" or "qwirkle"; ``seats`` a sequence of ``base.seats.Seat`` (None:
humans with empty names, which the UI shows as "Player 1", …). ``SaveError.reason``/``.params``
are an English template (context "storage") and its values: show
``error.translated(QCoreApplication.translate)``.

A file (format 1)::

    {
     "format": 1,
     "program": "tilegames 0.1.0",
     "game": "kulami",
     "options": {"board": "AABB…\\n…", "first_player": 0, "scoring": "marbles", "variant": null},
     "seats": [{"name": "Anna", "kind": "human", "level": "easy"},
               {"name": "", "kind": "computer", "level": "hard"}],
     "moves": [
      "c4",
      "c7"
     ],
     "review": null,
     "meta": {"seed": 1234},
     "snapshot": {"game": "kulami", "board": "…", "moves": [[2, 3], [2, 6]], …}
    }

- ``options``: what the engine's ``new_game`` needs, per game (``games.py``): Kulami board text,
  first player, scoring, variant; LSD players, first player, set-up picture; Qwirkle players and
  seed, plus the explicit bag for a game made with one.
- ``moves``: each game's own notation (``notation.py``): Kulami ``"c4"``, LSD
  ``"corner x r1 @ 0,-1"``, Qwirkle ``"place red-circle@0,0 red-square@1,0"`` /
  ``"exchange blue-star"`` / ``"pass"``.
- ``review``: moves shown in the review when saved (0..len(moves)), or null.
- ``begins`` (only in the save of a game played on from a position of another: "Play on from
  here"): how many of ``moves`` (and of the redeals) were that game's; the game began there
  (``SavedGame.begins``, ``.origin``, ``.moves``: its own; ``review`` counts its own moves). The
  whole replay is kept, so it is checked like any save.
- ``meta``: the program's own JSON object (new-game setup, computer players' seed …), at most 8 deep
  and 16 KiB; ``{}`` when none.
- ``snapshot``: ``state.to_dict()``; loading replays ``moves`` from ``options`` and refuses the
  file unless the result equals it. A Qwirkle game replayed from its seed draws the same tiles as
  the original in the future too (the bag order and the generator state are part of the snapshot).

Refused with a SaveError: an empty, cut-short, non-JSON, non-UTF-8 or binary file; a newer format;
an unknown game; a wrong type anywhere; numbers of over 40 digits; lists over 20,000 entries;
nesting over 32 deep; more than 5,000 moves; a move illegal at its point; a snapshot that does not
match; a file over 4 MiB (refused by its size, never read whole). No pickle, no eval.
"""

from tilegames.storage.saves.codec import (
    EXTENSION,
    FORMAT,
    MAX_BYTES,
    MAX_MOVES,
    SavedGame,
    SaveOptions,
    dumps,
    loads,
)
from tilegames.storage.saves.errors import Notice, SaveError
from tilegames.storage.saves.files import load, save
from tilegames.storage.saves.notation import format_move, parse_move

__all__ = [
    "EXTENSION", "FORMAT", "MAX_BYTES", "MAX_MOVES", "Notice", "SaveError", "SaveOptions",
    "SavedGame", "dumps", "format_move", "load", "loads", "parse_move", "save",
]
