"""Where files live (platformdirs) and how they are written (atomically)."""
