"""A lean simulator of the rest of a Las Vegas round for Monte Carlo rollouts.

It keeps only dice weights per seat per casino and the dice in hand, which is all the classic rules (and Biggy)
need to finish a round. States using options it does not model (white dice, kickers, the Bandit, rainbow cards)
are rolled out through the real rules instead (`fast_ok` decides).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from vegas_desktop.lasvegas.model import LasVegasState, Options

# Option fields whose non-default values the lean simulator still plays correctly. Everything else falls back
# to the real rules. Names are matched against the Options dataclass of vegas_desktop.lasvegas.
SAFE_OPTIONS = frozenset({"random_first_player", "auto_forced", "minsum", "bills_100k", "biggy"})
FAST_KINDS = frozenset({"d", "b"})

Reach = Callable[[int, int], float]  # reach_tail(dice, need): P(at least `need` of `dice` dice land on one casino)
ClaimKey = tuple[int, tuple[int, ...], tuple[int, ...]]  # (casino, dice weight per seat on it, weight in hand)
ClaimMemo = dict[ClaimKey, tuple[float, ...]]  # Normal's claims of every seat on one casino, by ClaimKey
PayMemo = dict[tuple[int, tuple[int, ...]], list[int]]  # payouts of one casino by (casino, dice weight per seat)
# What `play_normal` needs of a round position: dice weight per casino and seat, each seat's dice weights in
# hand, the bills, the money, the seat to throw and a die's share of the stake.
Prepared = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], list[list[int]], tuple[int, ...], int, float]


def options_fast_ok(options: Options) -> bool:
    """True when every rule option in use is one the lean simulator plays exactly."""
    if dataclasses.is_dataclass(options):
        for f in dataclasses.fields(options):
            if f.name not in SAFE_OPTIONS and getattr(options, f.name) != f.default:
                return False
    return True


def fast_ok(state: LasVegasState) -> bool:
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
    payout_of: Callable[[int, list[int]], list[int]],
    cur: int,
    wsum: list[int],
    dcount: list[int],
    cost: float,
    rival_weight: float,
    rand: Callable[[], float],
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
    state: LasVegasState,
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


def casino_claims(row: tuple[int, ...], bills: list[int], hands: tuple[int, ...], reach: Reach) -> tuple[float, ...]:
    """Normal's discounted claim of every seat on one casino (lasvegas_eval.expected_round_money, one casino).

    `row` is dice weight per seat on the casino, `hands` dice weight per seat still in hand, `reach` the
    binomial tail `reach_tail(dice, need)`.
    """
    n = len(row)
    out = [0.0] * n
    pays = payouts(list(row), bills)
    for owner in range(n):
        bill = pays[owner]
        if not bill:
            continue
        mine = row[owner]
        keep = 1.0
        for rival in range(n):
            h = hands[rival]
            if rival != owner and h:
                gap = mine - row[rival]
                if gap >= 0:
                    keep *= 1.0 - reach(h, gap)
        defend = min(1.0, 0.15 * hands[owner])
        out[owner] = bill * (keep + (1.0 - keep) * defend * 0.5)
    return tuple(out)


def normal_face(
    rows: list[tuple[int, ...]],
    bills: list[list[int]],
    hw: list[int],
    cur: int,
    wsum: list[int],
    base: list[float],
    per_die: float,
    memo: ClaimMemo,
    reach: Reach,
    noise: float = 0.0,
) -> int:
    """Normal's choice among the thrown faces (0-5): the best own total against the others' mean and best.

    Every seat's total is `base` money + a share `per_die` of the stake per die in hand + its discounted claims
    on each casino after the placement (memoized per (casino, dice on it, dice in hand)). `noise` is a uniform
    random number per face scaled by the caller (tie-breaking).
    """
    n = len(hw)
    if n == 2:
        return _normal_face_2p(rows, bills, hw, cur, wsum, base, per_die, memo, reach, noise)
    others_n = max(1, n - 1)
    best, best_score = -1, -1e18
    # Totals before the target casino changes depend only on how many dice leave the hand: share them
    # between faces with the same weight, then swap in the target casino's new claims.
    totals: dict[int, tuple[tuple[int, ...], list[float]]] = {}
    for f in range(6):
        w = wsum[f]
        if not w:
            continue
        got = totals.get(w)
        if got is None:
            hw[cur] -= w
            ht = tuple(hw)
            hw[cur] += w
            money = [b + per_die * h for b, h in zip(base, ht, strict=True)]
            for c, row in enumerate(rows):
                key = (c, row, ht)
                claims = memo.get(key)
                if claims is None:
                    claims = memo[key] = casino_claims(row, bills[c], ht, reach)
                for p in range(n):
                    money[p] += claims[p]
            got = totals[w] = (ht, money)
        ht, money = got
        row = rows[f]
        old = memo[(f, row, ht)]
        lst = list(row)
        lst[cur] += w
        key = (f, tuple(lst), ht)
        new = memo.get(key)
        if new is None:
            new = memo[key] = casino_claims(key[1], bills[f], ht, reach)
        after = [m - o + x for m, o, x in zip(money, old, new, strict=True)]
        mine = after.pop(cur)
        score = mine - 0.5 * sum(after) / others_n - 0.5 * max(after)
        if noise:
            score += noise
        if score > best_score:
            best, best_score = f, score
    return best


def _normal_face_2p(
    rows: list[tuple[int, ...]],
    bills: list[list[int]],
    hw: list[int],
    cur: int,
    wsum: list[int],
    base: list[float],
    per_die: float,
    memo: ClaimMemo,
    reach: Reach,
    noise: float,
) -> int:
    """`normal_face` for two players, where Normal's score is simply own total minus the opponent's."""
    other = 1 - cur
    best, best_score = -1, -1e18
    totals: dict[int, tuple[tuple[int, ...], float]] = {}
    for f in range(6):
        w = wsum[f]
        if not w:
            continue
        got = totals.get(w)
        if got is None:
            hw[cur] -= w
            ht: tuple[int, ...] = (hw[0], hw[1])
            hw[cur] += w
            lead = base[cur] - base[other] + per_die * (ht[cur] - ht[other])
            for c, row in enumerate(rows):
                key = (c, row, ht)
                claims = memo.get(key)
                if claims is None:
                    claims = memo[key] = casino_claims(row, bills[c], ht, reach)
                lead += claims[cur] - claims[other]
            got = totals[w] = (ht, lead)
        ht, lead = got
        row = rows[f]
        old = memo[(f, row, ht)]
        new_row = (row[0] + w, row[1]) if cur == 0 else (row[0], row[1] + w)
        key = (f, new_row, ht)
        new = memo.get(key)
        if new is None:
            new = memo[key] = casino_claims(new_row, bills[f], ht, reach)
        score = lead - old[cur] + old[other] + new[cur] - new[other] + noise
        if score > best_score:
            best, best_score = f, score
    return best


def prepare(state: LasVegasState, die_value: float = 2.0) -> Prepared:
    """The lean view of a classic round position that `play_normal` plays out (build it once, play it often)."""
    n = state.players
    rows_l = [[0] * n for _ in state.casinos]
    for c, dice in enumerate(state.casinos):
        row = rows_l[c]
        for d in dice:
            row[d.owner] += d.weight
    rows = tuple(tuple(r) for r in rows_l)
    hands = tuple(tuple(2 if k == "b" else 1 for k in sup) for sup in state.supply)
    total = sum(sum(h) for h in hands) + sum(sum(r) for r in rows)
    stake = sum(sum(b) for b in state.bills if b)
    per_die = die_value * stake / max(1, total)
    return rows, hands, state.bills, tuple(state.money), state.current, per_die


def play_normal(
    prepared: Prepared,
    rng: random.Random,
    memo: ClaimMemo,
    table: list[list[list[int]]] | None = None,
    paid: PayMemo | None = None,
) -> list[int]:
    """Finish a `prepare`d round with Normal's rule for every seat; money after scoring.

    `table[seat][k]` (from `dice_table`), if given, holds the faces (0-5) of the seat's k-th throw from here:
    rollouts of different candidate moves given the same table see the same luck turn by turn, which makes
    their comparison much less noisy than drawing dice in sequence from `rng`. `paid`, if given, memoizes the
    final payouts by (casino, dice weight per seat on it); share it only between play-outs of the same round.
    """
    from vegas_desktop.lasvegas.ai.evaluation import reach_tail

    rows_t, hands_t, bills, money0, cur, per_die = prepared
    n = len(hands_t)
    rows = list(rows_t)
    hands = [list(h) for h in hands_t]
    hw = [sum(h) for h in hands]
    base = [float(m) for m in money0]
    rand = rng.random
    remaining = sum(len(h) for h in hands)
    turn = [0] * n
    while remaining:
        hand = hands[cur]
        if not hand:
            cur = (cur + 1) % n
            continue
        if table is None:
            faces = [int(rand() * 6) for _ in hand]
        else:
            faces = table[cur][turn[cur]][: len(hand)]
            turn[cur] += 1
        wsum = [0, 0, 0, 0, 0, 0]
        for f, w in zip(faces, hand, strict=True):
            wsum[f] += w
        if wsum.count(0) == 5:  # one face thrown: no choice
            best = faces[0]
        else:
            best = normal_face(rows, bills, hw, cur, wsum, base, per_die, memo, reach_tail)
        lst = list(rows[best])
        lst[cur] += wsum[best]
        rows[best] = tuple(lst)
        hw[cur] -= wsum[best]
        kept = [w for f, w in zip(faces, hand, strict=True) if f != best]
        remaining -= len(hand) - len(kept)
        hands[cur] = kept
        cur = (cur + 1) % n
    money_out = list(money0)
    memo_paid: PayMemo = {} if paid is None else paid
    for c, row in enumerate(rows):
        key = (c, row)
        pay = memo_paid.get(key)
        if pay is None:
            pay = memo_paid[key] = payouts(list(row), bills[c])
        for p, amount in enumerate(pay):
            money_out[p] += amount
    return money_out


def dice_table(rng: random.Random, players: int, dice: int = 8) -> list[list[list[int]]]:
    """Faces (0-5) for every seat's next `dice` throws of up to `dice` dice each (see `play_normal`)."""
    rand = rng.random
    return [[[int(rand() * 6) for _ in range(dice)] for _ in range(dice)] for _ in range(players)]
