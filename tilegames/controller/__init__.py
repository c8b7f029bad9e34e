"""Game sessions: the only layer widgets talk to (Qt signals, undo/redo, computer moves)."""
