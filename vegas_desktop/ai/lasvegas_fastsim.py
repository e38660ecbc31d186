"""A lean simulator of the rest of a Las Vegas round for Monte Carlo rollouts.

It keeps only dice weights per seat per casino and the dice in hand, which is all the classic rules (and Biggy)
need to finish a round. States using options it does not model (white dice, kickers, the Bandit, rainbow cards)
are rolled out through the real rules instead (`fast_ok` decides).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

# Option fields whose non-default values the lean simulator still plays correctly. Everything else falls back
# to the real rules. Names are matched against the Options dataclass of vegas_desktop.lasvegas.
SAFE_OPTIONS = frozenset({"random_first_player", "auto_forced", "minsum", "bills_100k", "biggy"})
FAST_KINDS = frozenset({"d", "b"})


def options_fast_ok(options: Any) -> bool:
    """True when every rule option in use is one the lean simulator plays exactly."""
    if dataclasses.is_dataclass(options):
        for f in dataclasses.fields(options):
            if f.name not in SAFE_OPTIONS and getattr(options, f.name) != f.default:
                return False
    return True


def fast_ok(state: Any) -> bool:
    """True when the lean simulator plays out this state's round exactly like the rules would."""
    if state.phase != "roll" or len(state.casinos) != 6 or len(state.bills) != 6:
        return False
    if not options_fast_ok(state.options):
        return False
    for hand in state.supply:
        for kind in hand:
            if kind not in FAST_KINDS:
                return False
    for dice in state.casinos:
        for d in dice:
            if d.owner < 0 or d.kind not in FAST_KINDS:
                return False
    return len(state.supply) == state.players


def payouts(counts: list[int], bills: list[int]) -> list[int]:
    """Money each seat would take at one casino with these dice counts (equal counts cancel)."""
    out = [0] * len(counts)
    if not bills:
        return out
    seen: dict[int, int] = {}
    for owner, k in enumerate(counts):
        if k:
            seen[k] = -1 if k in seen else owner
    ranked = sorted([k for k, o in seen.items() if o >= 0], reverse=True)
    for i in range(min(len(ranked), len(bills))):
        out[seen[ranked[i]]] = bills[i]
    return out


def choose_face(
    counts: list[list[int]],
    pay: list[list[int]],
    payout_of: Any,
    cur: int,
    wsum: list[int],
    dcount: list[int],
    cost: float,
    rival_weight: float,
    rand: Any,
    jitter: float = 0.01,
) -> int:
    """The rollout policy: the face whose placement most improves `cur`'s claim net of rivals and dice spent."""
    best = -1
    best_score = -1e18
    for f in range(6):
        w = wsum[f]
        if not w:
            continue
        row = counts[f]
        before = pay[f]
        row[cur] += w
        after = payout_of(f, row)
        row[cur] -= w
        gain = after[cur] - before[cur]
        score = gain - rival_weight * (sum(after) - sum(before) - gain) - cost * dcount[f] + rand() * jitter
        if score > best_score:
            best_score = score
            best = f
    return best


def rollout(
    state: Any,
    rng: random.Random,
    die_cost: float = 2.0,
    cache: dict[tuple[int, ...], list[int]] | None = None,
    jitter: float = 0.01,
) -> list[int]:
    """Play the round to its end with a greedy policy for every seat; returns money after scoring.

    The policy takes the value that most improves the placer's current claim on the bills, counting damage
    to rivals, minus a cost per die spent (a share of the money on the table per die). `cache` memoizes
    payouts by (casino, counts); share it only between rollouts of the same round (same bills).
    """
    n = state.players
    ncas = len(state.casinos)
    counts = [[0] * n for _ in range(ncas)]
    for c, dice in enumerate(state.casinos):
        row = counts[c]
        for d in dice:
            row[d.owner] += d.weight
    bills = state.bills
    memo: dict[tuple[int, ...], list[int]] = {} if cache is None else cache

    def payout_of(c: int, row: list[int]) -> list[int]:
        key = (c, *row)
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = payouts(row, bills[c])
        return hit

    hands = [[2 if k == "b" else 1 for k in sup] for sup in state.supply]
    pay = [payout_of(c, counts[c]) for c in range(ncas)]
    stake = sum(sum(b) for b in bills)
    cost = die_cost * stake / max(1, 8 * n)
    rival_weight = 1.0 / max(1, n - 1)
    rand = rng.random
    remaining = sum(len(h) for h in hands)
    cur = state.current
    while remaining:
        hand = hands[cur]
        if not hand:
            cur = (cur + 1) % n
            continue
        faces = [int(rand() * 6) for _ in hand]
        wsum = [0, 0, 0, 0, 0, 0]
        dcount = [0, 0, 0, 0, 0, 0]
        for f, w in zip(faces, hand, strict=True):
            wsum[f] += w
            dcount[f] += 1
        best = choose_face(counts, pay, payout_of, cur, wsum, dcount, cost, rival_weight, rand, jitter)
        row = counts[best]
        row[cur] += wsum[best]
        pay[best] = payout_of(best, row)
        hands[cur] = [w for f, w in zip(faces, hand, strict=True) if f != best]
        remaining -= dcount[best]
        cur = (cur + 1) % n
    money = list(state.money)
    for c in range(ncas):
        for p, amount in enumerate(pay[c]):
            money[p] += amount
    return money
