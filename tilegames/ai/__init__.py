"""Computer players over the engine API (pure Python, no Qt)."""
