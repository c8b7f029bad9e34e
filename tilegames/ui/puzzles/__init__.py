"""Puzzles on screen: the Puzzles page (``page.py``) and what every game's puzzle screen adds to
its game's screen (``parts.py``; each game's puzzle screen is in its UI package,
``ui/<game>/puzzle.py``, offered by its ``ScreenSpec.puzzle_screen``)."""
