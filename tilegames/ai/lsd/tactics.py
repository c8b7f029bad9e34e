"""Wins and blocks in one move (every level above the baselines rests on these)."""

from __future__ import annotations

from tilegames.ai.lsd.board import SLOT_BITS, SearchBoard


def winning_moves(sb: SearchBoard, moves: list[int]) -> list[int]:
    """The moves of ``moves`` that win at once (LSD-W1): any tile on a winning cell does."""
    cells = set(sb.win_cells(sb.mover))
    return [m for m in moves if m >> SLOT_BITS in cells] if cells else []


def gives_win(sb: SearchBoard, move: int) -> bool:
    """Whether after ``move`` the next seat to act (another seat) can win at once."""
    mover = sb.mover
    sb.make(move)
    try:
        return not sb.over and sb.mover != mover and bool(sb.win_cells(sb.mover))
    finally:
        sb.unmake()


def threatened(sb: SearchBoard) -> bool:
    """Whether some other seat could win at once if it were to move now."""
    return any(sb.win_cells(seat) for seat in range(sb.players) if seat != sb.mover)


def safe_moves(sb: SearchBoard, moves: list[int]) -> list[int]:
    """The moves after which the next seat cannot win at once: every move when nobody
    threatens, else the blocks — by occupying the cell, by closing it (no tile of that seat fits
    any more) or by capturing a tile of the row (LSD-C1, C2). Empty when no block exists."""
    mover = sb.mover
    if not any(sb.has_latent_win(seat) for seat in range(sb.players) if seat != mover):
        return list(moves)          # no tile of the mover can give anybody a row
    return [m for m in moves if not gives_win(sb, m)]
