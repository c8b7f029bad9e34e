"""Linear algebra the tuning tools share (``ai/<game>/tuning``-style scripts): pure Python, small
systems (tens of unknowns)."""

from __future__ import annotations

EPS = 1e-12          # a pivot this small counts as zero (that unknown stays 0)


def solve_linear(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with ``matrix`` x = ``vector``, by Gaussian elimination with partial pivoting; an
    unknown the system does not determine (a zero pivot) is 0. The arguments are not changed."""
    n = len(vector)
    m = [row[:] + [vector[r]] for r, row in enumerate(matrix)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        if abs(m[c][c]) < EPS:
            continue
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        if abs(m[r][r]) >= EPS:
            x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x
