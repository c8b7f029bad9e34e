"""Tests of the Kulami screens (tilegames/ui/kulami/): dialog, screen, result, board designer."""
