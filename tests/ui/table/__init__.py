"""Tests of the shared game table (tilegames/ui/table/): pieces, zoom, redraws, hints, panels."""
