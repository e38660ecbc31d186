"""Cash & Run's odds: what a bet, a pot's pick, a takeover's call or a Grand Slam stage wins and how often, by
playing the rules' own game on every outcome (the payout preview puts them in words: `advice.py`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BetOdds:
    """A Cash & Run bet: it wins `wins` of `of` equally likely outcomes and then pays `payout` (k)."""

    kind: str
    pick: tuple[int, ...]
    factor: int  # the stake times this is won (0: the prize is not a multiple of a stake)
    wins: int
    of: int
    payout: int  # what a win brings, in k (a casino for a takeover: 0)
    stake: int  # what a loss costs, in k (0 when nothing is lost but the chance)
    what: str = "bet"  # "bet" (a visit's stake times the factor), "pot", "takeover", "grand_slam" or "sure"

    @property
    def chance(self) -> float:
        return self.wins / self.of if self.of else 0.0

    @property
    def expected(self) -> float:
        """Expected money of the bet, in k."""
        return self.chance * self.payout - (1.0 - self.chance) * self.stake


class _Fixed(random.Random):
    """A generator that gives one chosen outcome: the rules' own game played on every outcome in turn."""

    def __init__(self, value: int) -> None:
        super().__init__(0)
        self.value = value

    def randint(self, a: int, b: int) -> int:
        return self.value

    def randrange(self, start: int, stop: Any = None, step: int = 1) -> int:
        return self.value


def win_count(game: int, bet: Any) -> tuple[int, int]:
    """(winning outcomes, outcomes) of a Cash & Run bet, by playing the rules' own game on each outcome: a
    roulette 0 spins again, so the wheel has 36 outcomes that count; a die 6; a card 52."""
    from vegas_desktop.cashrun import chance
    from vegas_desktop.cashrun.model import DICE, ROULETTE

    outcomes = range(1, 37) if game == ROULETTE else range(1, 7) if game == DICE else range(52)
    wins = sum(1 for value in outcomes if chance.play(_Fixed(value), game, bet, []))
    return wins, len(outcomes)


def odds_for(view: Any, action: Any) -> list[BetOdds]:
    """The Cash & Run bet under the pointer (a visit's bet, the pot's pick, a takeover's call): its odds and what
    it pays. A stake under the pointer: every kind of bet of the casino's game at that stake. Empty for other
    choices."""
    from vegas_desktop.cashrun.model import FACTORS, Phase, bets_for
    from vegas_desktop.cashrun.moves import PlaceBet, Stake

    f = view.frame
    if f is None or (f.game < 0 and f.phase is not Phase.GRAND_SLAM):
        return []
    if f.phase is Phase.GRAND_SLAM:
        return _grand_slam(view, f, action)
    if isinstance(action, Stake) and f.phase is Phase.STAKE:
        kinds: dict[str, BetOdds] = {}
        for bet in bets_for(f.game):
            if bet.kind not in kinds:
                wins, of = win_count(f.game, bet)
                factor = FACTORS.get(bet.kind, 1)
                kinds[bet.kind] = BetOdds(bet.kind, bet.pick, factor, wins, of, action.amount * factor, action.amount)
        return list(kinds.values())
    if not isinstance(action, PlaceBet):
        return []
    bet = action.bet
    wins, of = win_count(f.game, bet)
    if f.phase is Phase.BET:
        factor = FACTORS.get(bet.kind, 1)
        return [BetOdds(bet.kind, bet.pick, factor, wins, of, f.stake * factor, f.stake)]
    if f.phase is Phase.POT:
        return [BetOdds(bet.kind, bet.pick, 0, wins, of, view.pot, 0, "pot")]
    if f.phase is Phase.TAKEOVER_PICK:
        return [BetOdds(bet.kind, bet.pick, 0, wins, of, 0, 0, "takeover")]
    return []


def _grand_slam(view: Any, f: Any, action: Any) -> list[BetOdds]:
    """Grand Slam: playing on risks what the stages won so far for the next stage's sum; stopping (or the safe
    100k) is a sure thing, a bet that always wins. The bank pays what it has."""
    from vegas_desktop.cashrun.flow import GRAND_SLAM_BETS
    from vegas_desktop.cashrun.model import GRAND_SLAM_SAFE, GRAND_SLAM_STAGES
    from vegas_desktop.cashrun.moves import PlayOn, Stop, TakeSafe

    held = GRAND_SLAM_STAGES[f.stage - 1] if f.stage > 0 else 0
    if isinstance(action, PlayOn) and f.stage < len(GRAND_SLAM_STAGES):
        game, bet = GRAND_SLAM_BETS[f.stage]
        wins, of = win_count(game, bet)
        # what the stages won so far is not paid yet: a lost stage costs it, but it is not money in hand
        prize = min(GRAND_SLAM_STAGES[f.stage], view.bank)
        return [BetOdds(bet.kind, bet.pick, 0, wins, of, prize, 0, "grand_slam")]
    if isinstance(action, Stop):
        return [BetOdds("stop", (), 0, 1, 1, min(held, view.bank), 0, "sure")]
    if isinstance(action, TakeSafe):
        return [BetOdds("safe", (), 0, 1, 1, min(GRAND_SLAM_SAFE, view.bank), 0, "sure")]
    return []


def bet_odds(view: Any, action: Any) -> list[BetOdds]:
    """`odds_for` that never raises on a view of another shape."""
    try:
        return odds_for(view, action)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return []
