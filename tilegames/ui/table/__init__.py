"""The shared table every game screen stands on.

``screen.TableScreen`` (board view, review bar, side panel and result panel around one
``GameSession``), ``board_view.BoardView`` and ``board_scene.BoardScene`` (zoom, fit, pan, keyboard
cursor, a scene that grows with the pieces), ``seats`` (player cards for 2 to 6 seats),
``seats_editor`` (the seats of a new-game dialog), ``move_list``, ``result_panel``, ``review_bar``,
``elided_label``, ``levels`` (the computer levels in words) and ``style`` (the panels' look).
A game's own package (``tilegames.ui.<game>``) holds only what is truly its own.
"""
