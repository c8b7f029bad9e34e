"""A tiny game with the engine API shape, for controller tests (KBlocks-style fake).

Players in turn add 1 or 2 to a running total; whoever reaches exactly ``goal`` wins.
"""

from __future__ import annotations

from tilegames.games import IllegalMoveError, MoveResult


class RaceState:
    def __init__(self, num_players: int = 2, goal: int = 10) -> None:
        self.num_players = num_players
        self.goal = goal
        self.total = 0
        self.moves: tuple[int, ...] = ()

    @property
    def current_player(self) -> int:
        return len(self.moves) % self.num_players

    def legal_moves(self) -> list[int]:
        return [] if self.is_over() else [n for n in (1, 2) if self.total + n <= self.goal]

    def is_legal(self, move: object) -> bool:
        return move in self.legal_moves()

    def apply(self, move: int) -> MoveResult:
        if not self.is_legal(move):
            raise IllegalMoveError("you may add {what} only", rule="R-1", what="1 or 2")
        self.total += move
        self.moves += (move,)
        return MoveResult(points=move)

    def is_over(self) -> bool:
        return self.total >= self.goal

    def winners(self) -> tuple[int, ...]:
        return ((len(self.moves) - 1) % self.num_players,) if self.is_over() else ()

    def scores(self) -> tuple[int, ...]:
        return tuple(0 for _ in range(self.num_players))

    def clone(self) -> RaceState:
        twin = RaceState(self.num_players, self.goal)
        twin.total, twin.moves = self.total, self.moves
        return twin
