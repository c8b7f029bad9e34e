"""Leave weights learned by self-play (``leave_tuning``); data, not code."""

# Made on 2026-12-03 by python -m tilegames.ai.qwirkle.leave_tuning (its docstring):
#   generate --games 1500 --seed 1 --turns 1 --explore 0.3 --out <file>
#   fit <file> (67865 records)
WEIGHTS: dict[str, float] = {
    "lines2": 0.061,
    "lines3": 0.357,
    "lines4": -1.387,
    "lines5": -5.514,
    "lines6": 0.000,
    "duplicates": -0.494,
    "triplicates": -0.923,
    "loners": -0.034,
    "largest": -0.100,
}
