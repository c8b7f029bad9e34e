"""Tests of the puzzles on screen (tilegames/ui/puzzles/): the Puzzles page and each game's
puzzle screen."""
