"""Tests of the guided first games (tilegames/ui/learn/): one lesson per game and the window."""
