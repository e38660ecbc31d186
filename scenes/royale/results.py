"""Royale's final results: the shared results screen, with money cards as the stack and jetons noted.

The money column already holds each seat's worth (cards plus 10k per jeton, `rules.money`); Royale has no
`won` bills, so the stack shows the money cards instead, and a footnote lists the jetons.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import fit_text
from vegas_desktop.text import t

from ..results import ResultsScene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch


class RoyaleResultsScene(ResultsScene):
    BILLS_KEY = "royale.results_cards"
    TIEBREAK_KEY = "royale.results_tiebreak"

    def __init__(self, app: App, match: TableMatch) -> None:
        super().__init__(app, match)
        cards = match.state.cards
        self.rows = [replace(r, bills=tuple(sorted(cards[r.seat], reverse=True))) for r in self.rows]

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        jetons = self.match.state.jetons
        parts = [t("royale.results_jetons", name=r.name, n=jetons[r.seat]) for r in self.rows]
        note = t("royale.results_note", jetons=" · ".join(parts))
        fit_text.draw(surface, note, (640, self.table_rect().bottom + 40), 1240, 14, (220, 205, 150), anchor="center")
