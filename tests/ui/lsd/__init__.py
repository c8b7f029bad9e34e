"""Tests of the LSD screens (tilegames/ui/lsd/): dialog, screen, painting, rules page, demo."""
