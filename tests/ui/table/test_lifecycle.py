"""The table's lifecycle, the same for every game: a finished game saved in its review opens again
with its moves, setup, seed and review (``TableScreen.resume``), and "play again" starts the same
setup afresh (``TableScreen.play_again``)."""

from __future__ import annotations

import importlib

import pytest

from tests.helpers import kulami as kulami_helpers
from tests.helpers import lsd as lsd_helpers
from tests.helpers import qwirkle as qwirkle_helpers
from tests.helpers.hosts import FakeHost
from tilegames.storage import saves

SCREENS = {"kulami": kulami_helpers.make_screen, "lsd": lsd_helpers.make_screen,
           "qwirkle": qwirkle_helpers.make_screen}


@pytest.mark.parametrize("key", sorted(SCREENS))
def test_a_game_saved_in_its_review_opens_as_it_was_and_plays_again(qtbot, tmp_path, key):
    screen = SCREENS[key](qtbot, tmp_path)
    session = screen.session
    while not session.state.is_over():
        assert session.request_move(session.state.legal_moves()[0])
    screen.enter_review()
    shown = len(session.history) - 1
    screen.review_bar.slider.setValue(shown)
    data = screen.save_data()
    assert data.review == shown and data.meta == screen.save_meta()
    assert data.meta == {"setup": screen.setup.to_dict(), "seed": screen.game.seed}
    saved = saves.loads(saves.dumps(data.game, data.state, data.seats, **data.dumps_options()))

    package = importlib.import_module(f"tilegames.ui.{key}")
    again = package.open_game(FakeHost(screen.settings), saved)
    qtbot.addWidget(again)
    assert again.session.history == session.history
    assert again.session.state.to_dict() == session.state.to_dict()
    assert again.setup.to_dict() == screen.setup.to_dict()
    assert again.game.seed == screen.game.seed and again.session.seed == session.seed
    assert again.reviewing == shown and again.save_meta() == screen.save_meta()

    again.leave_review()
    old = again.session
    again.play_again()
    assert again.session is not old and again.session.history == ()
    assert again.setup == again.game.setup and again.setup.to_dict() == screen.setup.to_dict()
