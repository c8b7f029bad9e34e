"""Computer players for Qwirkle (see tilegames.ai.players for the contract).

Placeholder until the searching players land: every level plays a random legal move.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from tilegames.ai.players import Verdict

BASELINES: dict[str, Any] = {}


def choose(level: str, state: Any, cancel: threading.Event, rng: random.Random) -> Any:
    return rng.choice(state.legal_moves())


def analyse(state: Any, played: Any, cancel: threading.Event) -> Verdict:
    return Verdict(played, 0.0, 0.0)
