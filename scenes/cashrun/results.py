"""Cash & Run's results: the shared results screen, with casinos in the place of bills."""

from __future__ import annotations

from typing import Any

from vegas_desktop.scenes.results import ResultRow, ResultsScene


class CashRunResultsScene(ResultsScene):
    BILLS_KEY = "cashrun.results_casinos"
    TIEBREAK_KEY = "cashrun.results_rule"

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app, match)
        owner = match.state.owner
        self.rows = [
            ResultRow(
                r.place, r.seat, r.name, r.colour, r.money, tuple(100 for c in owner if c == r.seat), r.shared, r.kind
            )
            for r in self.rows
        ]
