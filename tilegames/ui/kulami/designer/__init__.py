"""The Kulami board designer: lay out the 17 plates, check, save, share and play.

``window.KulamiDesigner`` is the window (opened from the new-game dialog's "Design a board…");
``model`` holds what it decides without widgets (plates, steps, the check of K-B2/K-B3, undo
history); ``scene`` draws the grid and the tray with the game's own plates; ``view`` turns the
mouse and the keys into steps. Boards are stored by ``tilegames.storage.boards``. The package
imports none of them, so ``model`` can be used without the window.
"""
