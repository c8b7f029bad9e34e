"""Example Qwirkle games for pictures and measurements (the self-test, the benchmark): people at a
table, moves played by a plain greedy rule through the session, and, if asked, the next person's
best placement put down on the board (staged, not played) with its tile in hand.

Everything is decided by the seed, so every language gets the same picture.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from tilegames.base.seats import Seat
from tilegames.controller.session import GameSession
from tilegames.games import qwirkle
from tilegames.games.qwirkle import Exchange, Pass, Place
from tilegames.ui.qwirkle.game_setup import QwirkleSetup
from tilegames.ui.qwirkle.screen import QwirkleScreen
from tilegames.ui.table.host import GameHost

# Names for the example players, translated so that each language's picture reads naturally.
NAMES = (
    QT_TRANSLATE_NOOP("QwirklePictures", "Anna"),
    QT_TRANSLATE_NOOP("QwirklePictures", "Ben"),
    QT_TRANSLATE_NOOP("QwirklePictures", "Chris"),
    QT_TRANSLATE_NOOP("QwirklePictures", "Dana"),
    QT_TRANSLATE_NOOP("QwirklePictures", "Eli"),
    QT_TRANSLATE_NOOP("QwirklePictures", "Fay"),
)


def greedy_move(state: qwirkle.State) -> Place | Exchange | Pass:
    """The highest-scoring placement (the first of equals), else exchanging the whole hand as
    far as the bag allows, else a pass (for example games; the players themselves live in
    ``tilegames.ai``)."""
    places = state.placements_with_scores()
    if places:
        return max(places, key=lambda p: p[1])[0]
    hand = state.hand(state.current_player)
    if state.bag_size():
        return Exchange(hand[:state.bag_size()])
    return Pass()


def qwirkle_state(session: GameSession) -> qwirkle.State:
    """The state of ``session``, a Qwirkle game."""
    state = session.state
    assert isinstance(state, qwirkle.State)
    return state


def play_greedy(session: GameSession, moves: int) -> None:
    """Play ``moves`` moves (fewer if the game ends) for the people at the table."""
    for _ in range(moves):
        if session.state.is_over():
            return
        session.request_move(greedy_move(qwirkle_state(session)))


def example_screen(host: GameHost, parent: QWidget | None = None, *, players: int = 3,
                   seed: int = 29, moves: int = 12, staged: bool = True) -> QwirkleScreen:
    """A game of ``players`` people after ``moves`` greedy moves. With ``staged``, the next person
    has taken the computer (no hand-over showing) and put their best placement down, less its
    last tile, which they hold; else the hand-over to them shows."""
    names = [QCoreApplication.translate("QwirklePictures", str(name))
             for name in NAMES[:players]]
    setup = QwirkleSetup(seats=tuple(Seat(name) for name in names), seed=seed)
    screen = QwirkleScreen(host, setup, parent=parent)
    session = screen.session
    assert session is not None
    play_greedy(session, moves)
    if staged and not session.state.is_over():
        screen.hand_over()
        move = greedy_move(qwirkle_state(session))
        if isinstance(move, Place):
            screen.stage(move, hold_last=len(move.tiles) > 1)
    return screen
