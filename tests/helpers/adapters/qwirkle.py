"""Qwirkle in the shared conformance suite: 2 to 6 players, full seeded bags and short or
two-colour explicit bags (to reach both ends often). Points, scores and the end are checked here
against plain rule code over ``tile_at`` (also used by the brute-force generator test)."""

from __future__ import annotations

import random
import weakref

from tests.helpers.adapters import Adapter
from tilegames.games import qwirkle
from tilegames.games.qwirkle import TILES, Exchange, Pass, Place, State, Tile

Cells = dict[tuple[int, int], Tile]
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def board_of(state: State) -> Cells:
    """The board, read with tile_at from the cells of the placements played."""
    cells = {cell for move in state.moves if isinstance(move, Place) for cell in move.cells}
    return {cell: state.tile_at(cell) for cell in cells}


def valid_line(tiles: list[Tile]) -> bool:
    """Q-P3: one colour with all shapes different, or one shape with all colours different."""
    colours = {t.color for t in tiles}
    shapes = {t.shape for t in tiles}
    return ((len(colours) == 1 and len(shapes) == len(tiles))
            or (len(shapes) == 1 and len(colours) == len(tiles)))


def run_through(board: Cells, cell: tuple[int, int], dx: int, dy: int) -> list[tuple[int, int]]:
    """The cells of the maximal run of occupied cells through ``cell`` along (dx, dy)."""
    x, y = cell
    while (x - dx, y - dy) in board:
        x, y = x - dx, y - dy
    line = []
    while (x, y) in board:
        line.append((x, y))
        x, y = x + dx, y + dy
    return line


def judge(board: Cells, placed: Cells) -> int | None:
    """Points of a placement whose cells already pass the geometry checks (Q-P1, Q-P2, Q-P4),
    None if a line breaks Q-P3."""
    after = {**board, **placed}
    lines = {tuple(run_through(after, cell, dx, dy)) for cell in placed
             for dx, dy in ((1, 0), (0, 1))}
    lines = {line for line in lines if len(line) >= 2}
    if not all(valid_line([after[c] for c in line]) for line in lines):
        return None
    return sum(len(line) + (6 if len(line) == 6 else 0) for line in lines) if lines else 1


def can_place(board: Cells, hand: tuple[Tile, ...]) -> bool:
    """Whether some single tile of ``hand`` fits next to the board."""
    if not board:
        return bool(hand)
    spots = {(x + dx, y + dy) for x, y in board for dx, dy in STEPS} - board.keys()
    return any(judge(board, {cell: tile}) is not None for cell in spots for tile in set(hand))


def T(name: str) -> Tile:
    """The tile named like "red circle"."""
    colour, shape = name.upper().split()
    return Tile(qwirkle.Color[colour], qwirkle.Shape[shape])


def row(x: int, y: int, *names: str) -> Cells:
    """Tiles named ``names`` on consecutive cells from (x, y) to the right."""
    return {(x + i, y): T(name) for i, name in enumerate(names)}


def column(x: int, y: int, *names: str) -> Cells:
    """Tiles named ``names`` on consecutive cells from (x, y) downwards."""
    return {(x, y + i): T(name) for i, name in enumerate(names)}


def position(board: Cells, hands: list[list[str]], bag: tuple[str, ...] = (), current: int = 0,
             scores: list[int] | None = None) -> State:
    """A running game with this board, hands, bag (draw order) and player to move."""
    data = qwirkle.new_game(len(hands), seed=0).to_dict()
    data.update(board=[[x, y, t.id] for (x, y), t in board.items()],
                hands=[[T(n).id for n in hand] for hand in hands], bag=[T(n).id for n in bag],
                current_player=current, scores=scores or [0] * len(hands), over=False)
    return State.from_dict(data)


def new_state(rng: random.Random) -> State:
    players = rng.randint(2, 6)
    kind = rng.choice(["full", "full", "short", "two colours"])
    bag = None
    if kind == "short":
        bag = rng.sample([t for t in TILES for _ in range(3)], rng.randint(6, 6 * players + 24))
    elif kind == "two colours":
        colours = rng.sample(list(qwirkle.Color), 2)
        bag = [t for t in TILES if t.color in colours for _ in range(3)]
        rng.shuffle(bag)
    state = qwirkle.new_game(players, seed=rng.randrange(2**32), bag=bag)
    _SHADOWS[state] = _Shadow(state.clone())
    return state


def candidates(state: State, rng: random.Random) -> list[object]:
    """Random one- and multi-tile placements from the hand near the board (mostly illegal),
    foreign tiles, taken cells, exchanges (also too many for the bag) and Pass()."""
    board = board_of(state)
    hand = list(state.hand(state.current_player)) or [TILES[0]]
    xs = [x for x, _ in board] or [0]
    ys = [y for _, y in board] or [0]

    def near() -> tuple[int, int]:
        return rng.randint(min(xs) - 2, max(xs) + 2), rng.randint(min(ys) - 2, max(ys) + 2)

    out: list[object] = [Pass(), Place(()), Exchange(()), Place(((0.5, 0, hand[0]),)),
                         Place(((*near(), "red circle"),)), Exchange(("red circle",)), "pass"]
    for _ in range(6):
        out.append(Place(((*near(), rng.choice(hand)),)))
    for _ in range(8):
        x, y = near()
        dx, dy = rng.choice(((1, 0), (0, 1)))
        count = rng.randint(2, min(4, len(hand)) if len(hand) > 1 else 2)
        steps = sorted(rng.sample(range(6), count))
        tiles = rng.sample(hand, count) if len(hand) >= count else [hand[0]] * count
        out.append(Place(tuple((x + s * dx, y + s * dy, t)
                               for s, t in zip(steps, tiles, strict=True))))
    foreign = [t for t in TILES if t not in hand]
    out.append(Place(((*near(), rng.choice(foreign)),)))
    if board:
        out.append(Place(((*rng.choice(sorted(board)), hand[0]),)))
    out.append(Exchange(tuple(rng.sample(hand, rng.randint(1, len(hand))))))
    out.append(Exchange((rng.choice(foreign),)))
    out.append(Exchange(tuple(hand) * 2))
    placements = state.placements_with_scores()
    if placements:  # a float look-alike of a legal placement: unequal to it, and illegal
        (x, y, tile), *rest = rng.choice(placements)[0].tiles
        out.append(Place(((float(x), y, tile), *rest)))
    if state.bag_size() < len(hand):
        out.append(Exchange(tuple(hand[:state.bag_size() + 1])))
    return out


class _Shadow:
    """Replays a game beside the suite's state and re-derives every move's points."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.totals = [0] * state.num_players

    def catch_up(self, moves: tuple[object, ...]) -> None:
        shadow = self.state
        for move in moves[len(shadow.moves):]:
            seat = shadow.current_player
            expected = 0
            if isinstance(move, Place):
                board = board_of(shadow)
                expected = judge(board, {(x, y): t for x, y, t in move.tiles})
                assert expected is not None
                going_out = (shadow.bag_size() == 0
                             and len(shadow.hand(seat)) == len(move.tiles))
                expected += 6 if going_out else 0  # Q-E1
            assert shadow.apply(move).points == expected, move
            self.totals[seat] += expected


_SHADOWS: weakref.WeakKeyDictionary[State, _Shadow] = weakref.WeakKeyDictionary()


def check_scores(state: State) -> None:
    shadow = _SHADOWS[state]
    shadow.catch_up(state.moves)
    assert list(state.scores()) == shadow.totals
    if state.bag_size() == 0 and not state.is_over():
        board = board_of(state)
        # Q-E2: the game ends at once when nobody can place.
        assert any(can_place(board, state.hand(s)) for s in range(state.num_players))


def check_end(state: State) -> None:
    assert state.bag_size() == 0
    board = board_of(state)
    last = state.moves[-1] if state.moves else None
    went_out = isinstance(last, Place) and not state.hand(state.current_player)
    if not went_out:  # Q-E2
        assert not any(can_place(board, state.hand(s)) for s in range(state.num_players))
    scores = state.scores()
    assert state.winners() == tuple(s for s, v in enumerate(scores) if v == max(scores))


ADAPTER = Adapter(
    name="qwirkle",
    new_state=new_state,
    candidates=candidates,
    max_moves=100_000,  # exchanges could go on for ever in principle; random play never does
    examples=12,
    check_scores=check_scores,
    check_end=check_end,
)


def mid_game_positions(seed: int, count: int) -> list[qwirkle.State]:
    """Mid-game positions from random and greedy play, 2 to 4 players; every third game with a
    bag of only two colours, for long lines, big placements and Qwirkles."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        bag = None
        if len(out) % 3 == 2:
            colours = rng.sample(list(qwirkle.Color), 2)
            bag = [t for t in TILES if t.color in colours for _ in range(3)]
            rng.shuffle(bag)
        state = qwirkle.new_game(rng.randint(2, 4), seed=rng.randrange(2**32), bag=bag)
        greedy = rng.random() < 0.5
        stop = rng.randint(3, 40)
        while not state.is_over() and len(state.moves) < stop:
            scored = state.placements_with_scores()
            if scored and greedy:
                move = max(scored, key=lambda p: p[1])[0]
            elif scored and rng.random() < 0.9:
                move = rng.choice(scored)[0]
            else:
                move = rng.choice(state.legal_moves())
            state.apply(move)
        if not state.is_over() and board_of(state):
            out.append(state)
    return out
