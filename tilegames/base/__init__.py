"""What every layer of the program shares, at the bottom of the layers (README, "Layers"): who sits
at a seat (``seats``), the computer levels' names and time budgets (``levels``) and where the
program's own files are (``resources``). Pure Python, no Qt, and it imports nothing of tilegames
but the package's version."""
