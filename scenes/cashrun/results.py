"""Cash & Run's results: the shared results screen, with casinos in the place of bills."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.scenes.results import ResultRow, ResultsScene
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch


class CashRunResultsScene(ResultsScene):
    BILLS_KEY = "cashrun.results_casinos"
    TIEBREAK_KEY = "cashrun.results_rule"
    SHOW_VALUES = False  # every casino is worth the same: the count says it all

    def __init__(self, app: App, match: TableMatch) -> None:
        super().__init__(app, match)
        owner = match.state.owner
        self.rows: list[ResultRow] = [
            ResultRow(
                r.place, r.seat, r.name, r.colour, r.money, tuple(100 for c in owner if c == r.seat), r.shared, r.kind
            )
            for r in self.rows
        ]

    def headline(self) -> str:
        """Say how the game was won: a full final lap, the last player standing, or the round limit."""
        state = self.match.state
        base = super().headline()
        limit = state.options.round_limit
        if state.agreed_end:  # the humans agreed to end an overlong game by the house rule
            return t("cashrun.won_agreed", headline=base)
        if limit and state.round > limit:
            return t("cashrun.won_limit", headline=base)
        if sum(1 for alive in state.alive if alive) == 1:
            return t("cashrun.won_last", headline=base)
        return t("cashrun.won_lap", headline=base)
