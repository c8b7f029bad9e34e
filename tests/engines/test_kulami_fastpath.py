"""The Kulami fast path the AI uses (legal_mask, apply_index, undo, random_playout) agrees with
the public API, and MoveResult.points is the mover's gain (K-S3, K-V2)."""

from __future__ import annotations

import random

import pytest

from tilegames.games import kulami

OPTIONS = [(scoring, variant) for scoring in kulami.SCORINGS for variant in kulami.VARIANTS]
BOARDS = [kulami.standard_board(5), kulami.irregular_board(5), kulami.builtin_layouts()["ring"]]


def random_games(count: int, seed: int):
    rng = random.Random(seed)
    for n in range(count):
        scoring, variant = OPTIONS[n % len(OPTIONS)]
        board = BOARDS[n % len(BOARDS)]
        yield rng, kulami.new_game(board, first_player=n % 2, scoring=scoring, variant=variant)


def test_legal_mask_is_the_legal_moves():
    for rng, state in random_games(12, 1):
        while True:
            mask = state.legal_mask()
            cells = [cell for i, cell in enumerate(state.board.cells) if mask >> i & 1]
            assert [m.cell for m in state.legal_moves()] == cells
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_moves()))


def test_apply_index_and_undo_mirror_apply():
    for rng, state in random_games(12, 2):
        twin = state.clone()
        history = []
        while not state.is_over():
            history.append(state.to_dict())
            move = rng.choice(state.legal_moves())
            state.apply(move)
            twin.apply_index(twin.board.index[move.cell])
            assert twin.to_dict() == state.to_dict() and twin.legal_mask() == state.legal_mask()
        while history:
            twin.undo()
            assert twin.to_dict() == history.pop()
            assert twin.legal_moves() == kulami.State.from_dict(twin.to_dict()).legal_moves()


def _reference_playout(state: kulami.State, rng: random.Random) -> kulami.State:
    """The same random choices as random_playout, made through the State's own methods."""
    state = state.clone()
    while legal := state.legal_mask():
        for _ in range(rng.getrandbits(32) % legal.bit_count()):
            legal &= legal - 1
        state.apply_index((legal & -legal).bit_length() - 1)
    return state


@pytest.mark.parametrize(("scoring", "variant"), OPTIONS)
def test_random_playout_reaches_the_same_end_as_the_state(scoring, variant):
    seen = set()
    for seed in range(40):
        board = BOARDS[seed % len(BOARDS)]
        state = kulami.new_game(board, first_player=seed % 2, scoring=scoring, variant=variant)
        for _ in range(seed % 7):  # start some playouts mid-game
            state.apply(random.Random(seed).choice(state.legal_moves()))
        before = state.to_dict()
        winners = kulami.random_playout(state, random.Random(seed))
        assert state.to_dict() == before, "random_playout changed its state"
        end = _reference_playout(state, random.Random(seed))
        assert winners == end.winners(), seed
        seen.add(winners)
    assert {(0,), (1,)} <= seen


def test_move_result_points_are_the_movers_gain():
    for rng, state in random_games(24, 3):
        while not state.is_over():
            mover = state.current_player
            before = state.scores()
            result = state.apply(rng.choice(state.legal_moves()))
            assert result.points == state.scores()[mover] - before[mover] >= 0
