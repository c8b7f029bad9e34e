"""Widgets, dialogs, scenes and themes."""
