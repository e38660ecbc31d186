"""What the Royale players judge positions by: the cards a casino would pay now, the table's worth to a seat, the
equilibrium mixes of the bluffing tiles, and the rough worth of each tile."""

from __future__ import annotations

from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.royale.ai.odds import _SUMS, fifty_value  # noqa: F401 (re-exported)
from vegas_desktop.royale.model import (
    CASINO_COUNT,
    NICE_DICE_REWARDS,
    RoyaleState,
)

# Equilibrium of Lucky Punch (rewards 20k, 30k, 40k for counts 1-3 if the guess is wrong).
_LUCKY_VALUE = {1: 20, 2: 30, 3: 40}
_LUCKY_COUNT_MIX = [1 / 20, 1 / 30, 1 / 40]  # chooser: p(c) ~ 1/reward(c)
_LUCKY_GUESS_MIX = [1 - 18.46 / 20, 1 - 18.46 / 30, 1 - 18.46 / 40]  # guesser: keeps every count worth V

# Black Box splits into 140k/160k groups: pairs (weighted so a pair is worth 150k on average) and triples.
# Plaques: 0 = 2 jetons, 1 = 40k, 2 = 60k, 3 = 80k, 4 = 100k, 5 = blank.
_BOX_TWOS = [(1, 4), (2, 3), (2, 4)]  # 140k, 140k, 160k
_BOX_TWO_WEIGHTS = [1, 1, 2]
_BOX_THREES = [(0, 1, 3), (0, 1, 4), (0, 2, 3), (1, 4, 5), (2, 3, 5), (2, 4, 5)]  # 140k or 160k each

# Rough worth (in k) of activating a tile, before looking at the position.
_TILE_BASE = {
    "A1": 18,
    "A2": 0,  # computed from the marker
    "B1": 0,
    "B2": 14,
    "C1": 0,
    "C2": 0,
    "D1": 0,
    "D2": 0,
    "E1": 12,
    "E2": 10,
    "F1": 10,
    "F2": 24,
    "G1": 0,
    "G2": 12,
    "H1": 22,
    "H2": 30,
}
DIE_COST = 7  # k: what an unused die is worth to tile choices (knockout, nice dice, golden field)
# k per die spent on a placement early in the round: keeping dice for later (placing last) pays in Las Vegas.
PLACE_DIE_COST = 34.0


# -- static evaluation ---------------------------------------------------------------------------------------


def casino_payouts(state: RoyaleState, casino: int, extra: dict[int, int] | None = None) -> dict[int, float]:
    """Who would take which card at `casino` if the round ended now (plus `extra` dice by owner)."""
    tally = state.counts(casino)
    if extra:
        for o, n in extra.items():
            tally[o] = tally.get(o, 0) + n
    ranking, _ = rank_cancelling(tally)
    bills = state.bills[casino]
    out: dict[int, float] = {}
    for owner, bill in zip(ranking, bills, strict=False):
        out[owner] = out.get(owner, 0) + bill
    if state.tiles[casino] == "G1" and ranking and bills:
        out[ranking[0]] = out.get(ranking[0], 0) + 150  # half the Black Box plaques
    if state.tiles[casino] == "B1" and ranking and bills:
        out[ranking[0]] = out.get(ranking[0], 0) + 8
    return out


def table_value(state: RoyaleState, seat: int) -> float:
    """Own expected takings this round minus the mean of the others' (in k)."""
    n = state.players
    totals = [0.0] * n
    for c in range(CASINO_COUNT):
        for owner, v in casino_payouts(state, c).items():
            if owner >= 0:
                totals[owner] += v
    p = state.pieces
    if p.high_five is not None:
        totals[p.high_five] += 100
    if p.golden is not None:
        totals[p.golden.owner] += 60
    for face, d in enumerate(p.nice_dice, start=1):
        if d is not None:
            what, amount = NICE_DICE_REWARDS[face]
            totals[d.owner] += amount * (10 if what == "jetons" else 1)
    if p.double_down:
        tally: dict[int, int] = {}
        for d in p.double_down:
            tally[d.owner] = tally.get(d.owner, 0) + d.weight
        ranking, _ = rank_cancelling(tally)
        for owner, prize in zip(ranking, (60, 30), strict=False):
            totals[owner] += prize
    bad = state.tile_at("C2")
    if bad is not None:
        counts = [state.count(bad, s) for s in range(n)]
        low = min(counts)
        for s in range(n):
            if counts[s] == low:
                totals[s] -= 35
    others = [totals[s] for s in range(n) if s != seat]
    if not others:
        return totals[seat]
    return totals[seat] - sum(others) / len(others)


def _dice_left_factor(state: RoyaleState, seat: int) -> float:
    """Spending dice hurts more early in the round, when they could still win elsewhere."""
    return min(1.0, len(state.supply[seat]) / 8 + 0.2)
