"""Pig & Bet's computer players: they see their own PigView only and always choose among `legal`."""

from __future__ import annotations

import random
from typing import Any

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
    """Bets on whoever rolls last this round (they know what to beat) and, rolling last, beats the best bank."""

    name = "hard"

    def bet_on(self, view: PigView, seat: int) -> int:
        return (view.start - 1) % view.players

    def stop_at(self, view: PigView, seat: int) -> int:
        last = (view.start - 1) % view.players == seat
        return max(view.banked) + 1 if last else 20


LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}
