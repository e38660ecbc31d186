"""A stand-in judge for screen tests of a game whose own judge has not landed yet: it values the legal moves in
their listed order (first best, each 1k below the one before, clearly apart), so the panel, the review screen and
the table's lights can be tested. A game with its own judge keeps it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.ai.appraisal import Appraisal, Appraised, Reason, Unit, ranked


class StandInJudge:
    name = "stand-in"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def reseed(self, seed: int) -> None:
        self.seed = seed

    def appraise(self, rules: Any, observation: Any, legal: list[Any], seat: int) -> Appraisal[Any]:
        moves = [Appraised(a, -float(i), 0.1 if i else 0.0, Reason("advice.why.plain")) for i, a in enumerate(legal)]
        return ranked(moves, Unit.ROUND_MONEY, 1)

    def choose(self, rules: Any, observation: Any, legal: list[Any], seat: int) -> Any:
        return self.appraise(rules, observation, legal, seat).best.action


def judge_for(monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """`game` offers a judge for this test: its own, else the stand-in."""
    found = games.descriptor(game)
    if found.judge is None:
        monkeypatch.setitem(games._LOADED, game, replace(found, judge=StandInJudge))
