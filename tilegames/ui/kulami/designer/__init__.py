"""The Kulami board designer (issue 15): lay out the 17 plates, check, save, share and play.

``KulamiDesigner`` is the window (opened from the new-game dialog's "Design a board…"); ``model``
holds what it decides without widgets (plates, steps, the check of K-B2/K-B3, undo history);
``scene`` draws the grid and the tray with the game's own plates; ``view`` turns the mouse and the
keys into steps. Boards are stored by ``tilegames.storage.boards``.
"""

from tilegames.ui.kulami.designer.window import (
    KulamiDesigner,
    board_icon,
    example_designer,
    example_library,
)

__all__ = ["KulamiDesigner", "board_icon", "example_designer", "example_library"]
