"""The player's files: where they live (``paths``), how they are written (``atomic``, ``locks``)
and read (``saves.reading``), the settings and the log; and the games kept in them — saves
(``saves``), the autosave, statistics and the player's own boards. No Qt.

One layer, not two: the low-level part is needed by nothing below the layer (the rules engines
need only where the program's own files are, ``base.resources``), and the layers above use both
parts, so a split would change no import's direction.
"""
