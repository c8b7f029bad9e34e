"""The shipped puzzle files: enough puzzles of every kind and difficulty, every answer legal and
judged solved, wrong moves judged with a reason and a legal line, solutions played out legally,
and a sample of each kind proven again by independent brute force (all of them under ``slow``)."""

from __future__ import annotations

import pytest

from tests.helpers import puzzle_proofs
from tilegames import puzzles
from tilegames.games.catalogue import GAMES, game_spec

MIN_PUZZLES = 150


@pytest.mark.parametrize("game", GAMES)
def test_each_game_ships_enough_puzzles_over_three_difficulties(game):
    found = puzzles.load(game)
    assert len(found) >= MIN_PUZZLES
    assert {p.difficulty for p in found} == {1, 2, 3}
    assert {p.kind for p in found} == set(puzzles.kinds_of(game))
    assert found == sorted(found, key=lambda p: (p.difficulty, p.id))
    assert len({p.id for p in found}) == len(found)
    assert all(p.id.startswith(f"{game}-{p.kind}-") and p.game == game for p in found)


def test_the_kinds_name_every_goal():
    assert {"best-endgame", "win-in-1", "win-in-2", "best-score", "make-qwirkle",
            "go-out"} <= set(puzzles.KINDS)


def _play(state, moves):
    """Plays ``moves`` on a copy of ``state``, each legal in turn (the engine refuses others)."""
    state = state.clone()
    for move in moves:
        assert state.is_legal(move), move
        state.apply(move)
    return state


@pytest.mark.parametrize("game", GAMES)
def test_answers_are_legal_and_solve_and_the_solution_plays_out(game):
    spec = game_spec(game)
    for p in puzzles.load(game):
        before = p.state.to_dict()
        assert not p.state.is_over() and spec.owns(p.state)
        assert p.goal_text() and "{" not in p.goal_text()
        assert p.hint_cell is not None
        for move in p.answers:
            assert p.state.is_legal(move)
            judgement = p.judge(move)
            assert judgement.solved, (p.id, move)
            judgement.text()
        solution = p.solution()
        assert solution.solved and solution.text()
        _play(p.state, (p.answers[0], *solution.line))
        assert p.state.to_dict() == before       # judging never changes the position


@pytest.mark.parametrize("game", GAMES)
def test_wrong_moves_are_judged_with_a_reason_and_a_legal_line(game):
    for p in puzzles.load(game)[::3]:
        wrong = [m for m in p.state.legal_moves() if m not in p.answers]
        assert wrong, p.id
        for move in wrong[:2] + wrong[-1:]:
            judgement = p.judge(move)
            assert not judgement.solved
            text = judgement.text()
            assert text and "{" not in text
            _play(p.state, (move, *judgement.line))


def test_wrong_moves_say_what_they_fall_short_by():
    kulami = next(p for p in puzzles.load("kulami") if len(p.answers) == 1)
    values = puzzle_proofs.kulami_values(kulami.state)
    wrong = next(m for m in kulami.state.legal_moves() if m not in kulami.answers)
    judgement = kulami.judge(wrong)
    assert judgement.params == {"got": values[wrong], "best": max(values.values())}
    qwirkle = next(p for p in puzzles.load("qwirkle") if p.kind == "best-score")
    wrong = next(m for m in qwirkle.state.legal_moves() if m not in qwirkle.answers)
    after = qwirkle.state.clone()
    got = after.apply(wrong).points
    assert qwirkle.judge(wrong).params == {"got": got, "best": qwirkle.data["best"]}
    assert qwirkle.judge(wrong).text() == f"This scores {got}; {qwirkle.data['best']} is possible."
    lsd = next(p for p in puzzles.load("lsd") if p.kind == "win-in-2")
    refuted = [m for m in lsd.state.legal_moves() if lsd.judge(m).line]
    assert refuted
    for move in refuted[:3]:       # after the refutation the mover has no winning move
        after = _play(lsd.state, (move, *lsd.judge(move).line))
        assert not puzzle_proofs.lsd_winning_moves(after)


def test_a_move_that_is_not_legal_is_refused_without_fuss():
    for game in GAMES:
        p = puzzles.load(game)[0]
        judgement = p.judge(object())
        assert not judgement.solved and judgement.text()


def _same(game, proven, answers):
    if game == "qwirkle":
        return proven == {puzzle_proofs.as_set(m) for m in answers}
    return proven == set(answers)


def _size(p):
    """How much is left to search: Kulami's marbles still to place, else the moves played."""
    return p.goal_params.get("left", len(p.state.moves)), p.id


def _sample(game):
    """Two of each kind, the quickest to prove."""
    chosen = []
    for kind in puzzles.kinds_of(game):
        of_kind = [p for p in puzzles.load(game) if p.kind == kind]
        chosen += sorted(of_kind, key=_size)[:2]
    return chosen


@pytest.mark.parametrize("game", GAMES)
def test_a_sample_of_each_kind_is_proven_again_by_brute_force(game):
    prove = getattr(puzzle_proofs, f"prove_{game}")
    for p in _sample(game):
        assert _same(game, prove(p), p.answers), p.id


@pytest.mark.slow
@pytest.mark.timeout(1800)     # minutes on a busy machine
@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_puzzle_is_proven_again_by_brute_force(game):
    prove = getattr(puzzle_proofs, f"prove_{game}")
    for p in puzzles.load(game):
        assert _same(game, prove(p), p.answers), p.id
