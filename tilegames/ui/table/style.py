"""The look of the panels beside a board: paper, cards and buttons like the start page,
every colour from ``theme``."""

from __future__ import annotations

from tilegames.ui import theme


def panel_style_sheet() -> str:
    """For the side/result panels and the review bar (buttons named "primary" stand out)."""
    return f"""
    #table-panels, #table-panel-column, ReviewBar {{ background: {theme.BACKGROUND.name()}; }}
    QLabel {{ color: {theme.TEXT.name()}; }}
    QFrame#card {{
        background: {theme.CARD.name()};
        border: 1px solid {theme.CARD_BORDER.name()};
        border-radius: 10px;
    }}
    QFrame#card[active="true"] {{ border: 2px solid {theme.ACCENT.name()}; }}
    QTableWidget {{
        background: {theme.CARD.name()};
        alternate-background-color: {theme.BACKGROUND.name()};
        border: 1px solid {theme.CARD_BORDER.name()};
        border-radius: 6px;
        gridline-color: {theme.CARD_BORDER.name()};
        color: {theme.TEXT.name()};
        selection-background-color: {theme.ACCENT.name()};
        selection-color: {theme.CARD.name()};
    }}
    QHeaderView::section {{
        background: {theme.BACKGROUND.name()};
        color: {theme.TEXT_MUTED.name()};
        border: none;
        border-bottom: 1px solid {theme.CARD_BORDER.name()};
        padding: 3px;
    }}
    QPushButton {{
        padding: 6px 14px;
        border-radius: 7px;
        border: 1px solid {theme.CARD_BORDER.name()};
        background: {theme.CARD.name()};
        color: {theme.TEXT.name()};
    }}
    QPushButton:hover {{ border-color: {theme.ACCENT.name()}; }}
    QPushButton:disabled {{ color: {theme.TEXT_MUTED.name()}; }}
    QPushButton#primary {{
        background: {theme.ACCENT.name()};
        border-color: {theme.ACCENT.name()};
        color: {theme.CARD.name()};
        font-weight: bold;
    }}
    QPushButton#primary:hover {{ background: {theme.ACCENT_HOVER.name()}; }}
    QPushButton#primary:disabled {{
        background: {theme.BACKGROUND.name()};
        border-color: {theme.CARD_BORDER.name()};
        color: {theme.TEXT_MUTED.name()};
        font-weight: normal;
    }}
    """
