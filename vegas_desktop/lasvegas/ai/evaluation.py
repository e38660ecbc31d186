"""Evaluation pieces for Las Vegas computer players.

Everything reads the state generically: dice are counted by `Die.weight` per owner per casino, casinos and bills
are iterated whatever their number, so rule options (Biggy, white dice, a 7th casino) are at least understood
approximately. Money is in thousands.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.lasvegas.model import BANDIT, RAINBOW, Die, LasVegasState, bandit_keys

# Chance that one remaining die of a player ends up on one given casino: above 1/6 because players
# choose the value they place (they reinforce and contest where it matters).
DIE_REACH = 0.06


def casino_counts(dice: Sequence[Die]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for d in dice:
        counts[d.owner] = counts.get(d.owner, 0) + d.weight
    return counts


def payout_map(counts: dict[int, int], bills: list[int]) -> dict[int, int]:
    """Who would take which bill if the casino were scored now (equal counts cancel)."""
    seen: dict[int, int] = {}
    for owner, k in counts.items():
        if k:
            seen[k] = -99 if k in seen else owner
    order = sorted((k for k, o in seen.items() if o != -99), reverse=True)
    return {seen[k]: bills[i] for i, k in enumerate(order[: len(bills)])}


def bandit_payout(dice: Sequence[Die], bills: list[int]) -> dict[int, int]:
    """Who would take which bill at the Bandit if it were scored now (the rules' ranking)."""
    ranking, _ = rank_cancelling(bandit_keys(dice))
    return dict(zip(ranking, bills, strict=False))


def rainbow_worth(state: LasVegasState) -> float:
    """What a rainbow card on a casino is worth at scoring, where it is replaced by the pile's top bill (a rainbow
    card drawn is discarded in turn): the mean of the pile's bills, which everyone may count (only their order is
    hidden)."""
    bills = [b for b in state.pile if b != RAINBOW]
    return sum(bills) / len(bills) if bills else 0.0


def rainbows_valued(bills: Iterable[int], worth: float) -> list[float]:
    """A casino's bills with each rainbow card valued at `worth` (`rainbow_worth`), highest first as dealt."""
    return sorted((worth if b == RAINBOW else b for b in bills), reverse=True)


def standing_money(state: LasVegasState) -> list[float]:
    """Money of each seat plus what it would take if the round were scored now."""
    return with_payouts(
        state.money,
        (payout_map(casino_counts(d), b) for d, b in zip(state.casinos, state.bills, strict=False) if d and b),
    )


def with_payouts(money: Sequence[float], payouts: Iterable[dict[int, int]]) -> list[float]:
    """`money` plus the bills of each casino's payout (dice nobody owns take none)."""
    out = [float(m) for m in money]
    for pay in payouts:
        for owner, bill in pay.items():
            if 0 <= owner < len(out):
                out[owner] += bill
    return out


def hand_weight(state: LasVegasState, seat: int) -> int:
    """Dice weight a seat still holds (a Biggy counts two)."""
    return sum(2 if k == "b" else 1 for k in state.supply[seat])


@lru_cache(maxsize=4096)
def reach_tail(dice: int, need: int) -> float:
    """P(at least `need` of `dice` remaining dice end up on one casino), binomial with p = DIE_REACH."""
    if need <= 0:
        return 1.0
    if need > dice:
        return 0.0
    p = DIE_REACH
    return sum(math.comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(need, dice + 1))


def expected_round_money(state: LasVegasState, die_value: float = 0.8, bandit_ranked: bool = False) -> list[float]:
    """Each seat's money + discounted claim on the bills at stake + option value of the dice in hand.

    A seat holding a paying rank keeps it with the chance that no rival catches up (reaching its count ties
    and cancels, passing it demotes); the rival's chance grows with the dice it still holds. Dice in hand are
    worth a share of the money on the table, so spending many dice for one bill is not free.

    `bandit_ranked`: the Bandit ranks as the rules do (equal counts by pips, `bandit_keys`), and a rival must pass
    a count there, not only reach it. Normal's own judgement (False) ranks it like any casino.
    """
    n = state.players
    money = [float(m) for m in state.money]
    hands = [hand_weight(state, p) for p in range(n)]
    total_hand = sum(hands)
    at_stake = 0.0
    placed = 0
    for index, (dice, bills) in enumerate(zip(state.casinos, state.bills, strict=False)):
        if not bills:
            continue
        counts = casino_counts(dice)
        placed += sum(k for o, k in counts.items() if o >= 0)
        at_stake += sum(bills)
        bandit = bandit_ranked and index == BANDIT
        pays = bandit_payout(dice, bills) if bandit else payout_map(counts, bills)
        for owner, bill in pays.items():
            if not 0 <= owner < n:
                continue
            mine = counts[owner]
            keep = 1.0
            for rival in range(n):
                if rival != owner and hands[rival]:
                    gap = mine - counts.get(rival, 0) + bandit
                    if gap >= 0:
                        keep *= 1.0 - reach_tail(hands[rival], gap)
            # A seat with dice left can also defend; do not discount to nothing.
            defend = min(1.0, 0.15 * hands[owner])
            money[owner] += bill * (keep + (1.0 - keep) * defend * 0.5)
    if total_hand:
        per_die = die_value * at_stake / max(1, total_hand + placed)
        for p in range(n):
            money[p] += per_die * hands[p]
    return money


def relative_value(money: list[float] | list[int], seat: int, max_weight: float = 0.5) -> float:
    """Own money against the field: the others' mean and their best, mixed by `max_weight` (the best's share)."""
    others = [m for p, m in enumerate(money) if p != seat]
    if not others:
        return money[seat]
    return money[seat] - (1.0 - max_weight) * (sum(others) / len(others)) - max_weight * max(others)


def final_utility(money: list[int] | list[float], seat: int) -> float:
    """For the last round: winning is what counts; margin breaks ties between equal chances."""
    best = max(money)
    share = 0.0
    if money[seat] == best:
        share = 1.0 / sum(1 for m in money if m == best)
    others = max(m for p, m in enumerate(money) if p != seat)
    return 100.0 * share + 0.25 * (money[seat] - others)
