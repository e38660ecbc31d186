"""Pig & Bet's computer players: they see their own PigView only and always choose among `legal`."""

from __future__ import annotations

import random
from typing import Any

from vegas_desktop.ai.appraisal import Appraisal
from vegas_desktop.ai.base import checked
from vegas_desktop.core.game import GameRules

from .rules import NAME, Action, Bank, Bet, PigView, Roll


class _Player:
    name = "normal"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def bet_on(self, view: PigView, seat: int) -> int:
        return seat

    def stop_at(self, view: PigView, seat: int) -> int:
        """Bank once the pot holds this much."""
        return 15

    def choose(
        self, rules: GameRules[Any, Action, Any, Any], observation: PigView, legal: list[Action], seat: int
    ) -> Action:
        view = observation
        if isinstance(legal[0], Bet):
            choice: Action = Bet(self.bet_on(view, seat))
        elif Bank() in legal and (
            view.pot >= self.stop_at(view, seat) or view.money[seat] + view.pot >= view.options.target
        ):
            choice = Bank()
        else:
            choice = Roll()
        return checked(NAME, seat, choice, legal)


class EasyPlayer(_Player):
    """Bets at random, banks early."""

    name = "easy"

    def bet_on(self, view: PigView, seat: int) -> int:
        return self.rng.randrange(view.players)

    def stop_at(self, view: PigView, seat: int) -> int:
        return 8


class NormalPlayer(_Player):
    """Bets on itself, banks at 15."""


class HardPlayer(_Player):
    """The judge: plays the top of its appraisal, every choice valued by play-outs of the rest of the round in
    which everyone plays the rule of thumb (bet on whoever rolls last, bank at 20, rolling last beat the best)."""

    name = "hard"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.seed = seed

    def reseed(self, seed: int) -> None:
        super().reseed(seed)
        self.seed = seed

    def appraise(
        self, rules: GameRules[Any, Action, Any, Any], observation: PigView, legal: list[Action], seat: int
    ) -> Appraisal[Action]:
        from .judge import appraise

        return appraise(observation, legal, seat, self.seed)

    def choose(
        self, rules: GameRules[Any, Action, Any, Any], observation: PigView, legal: list[Action], seat: int
    ) -> Action:
        return checked(NAME, seat, self.appraise(rules, observation, legal, seat).best.action, legal)


LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}
