"""Tests of the Qwirkle screens (tilegames/ui/qwirkle/): dialog, screen, tiles, privacy, demo."""
