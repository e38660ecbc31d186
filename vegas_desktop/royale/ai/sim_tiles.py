"""The tiles that move dice or close a casino, played out in a `RoundSim` as Normal would choose them: Block It!,
No Entry!, Handicap, Double Down and Prime Time's black dice. Each works on the play-out's counts (one column per
seat, then neutral and grey) and judges a choice by the change of the seat's share, as Normal's `table_value` does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vegas_desktop.royale.model import CASINO_COUNT, DOUBLE_DOWN_PRIZES, HANDICAP_SLOTS, NO_ENTRY_LOOP

if TYPE_CHECKING:
    from vegas_desktop.royale.ai.sim import RoundSim

BOX_HALF = 150.0  # the Black Box winner takes half of 300k of plaques on average
PRIME_TIME = 8.0
TOP_PRIZE: dict[str | None, float] = {"G1": BOX_HALF, "B1": PRIME_TIME}  # normal counts these with the higher card
SLOTS = tuple(HANDICAP_SLOTS)  # Handicap's slots: jeton, money, special
SLOT_WORTH = {"jeton": 10.0, "money": 30.0, "special": 14.0}  # what a grey die on each slot brings
# What Normal's choice counts each slot, and what it brings in a play-out.
HANDICAP_CHOICE = (10.0, 30.0, 18.0)
HANDICAP_WORTH = tuple(SLOT_WORTH[slot] for slot in SLOTS)
EPS = 1e-9  # ties go to the first choice, as Normal's exact sums do


def next_no_entry_worth(marker: int) -> float:
    """What No Entry! pays when it moves its marker on from `marker` (a jeton counted as 10k; nothing at the blank)."""
    nxt = NO_ENTRY_LOOP[(marker + 1) % len(NO_ENTRY_LOOP)]
    return 0.0 if nxt is None else nxt[1] * (10.0 if nxt[0] == "jetons" else 1.0)


def ranking(row: list[int]) -> list[int]:
    """The columns of `row` in the order they take the cards (equal counts cancel)."""
    groups: dict[int, int] = {}
    for o, k in enumerate(row):
        if k:
            groups[k] = -1 if k in groups else o
    return [groups[k] for k in sorted(groups, reverse=True) if groups[k] >= 0]


def shift(sim: RoundSim, p: int, c: int, col: int, k: int) -> float:
    """The change of `p`'s share at casino `c` when column `col` gains `k` dice (loses, if negative); memoized
    with the placements' deltas under keys of their own length."""
    row = sim.cnt[c]
    bills = sim.bills[c]
    if not bills or (col >= sim.n and not any(row)):
        return 0.0  # no card, or grey dice with no die to beat: nobody's share changes
    key = (c, p, col, k, -1, *row)
    delta = sim.memo.get(key)
    if delta is None:
        top = TOP_PRIZE.get(sim.tiles[c], 0.0)
        before = sim.share(p, row, bills, top)
        row[col] += k
        delta = sim.memo[key] = sim.share(p, row, bills, top) - before
        row[col] -= k
    return delta


def payout(sim: RoundSim, p: int, c: int) -> float:
    """What `p` would take at casino `c` if the round ended now (with the higher card's extra prize)."""
    bills = sim.bills[c]
    if not bills:
        return 0.0
    key = (c, p, -200, *sim.cnt[c])  # memoized beside the placements' deltas, under keys of its own
    got = sim.memo.get(key)
    if got is None:
        got = 0.0
        for i, o in enumerate(ranking(sim.cnt[c])[: len(bills)]):
            if o == p:
                got = bills[i] + (TOP_PRIZE.get(sim.tiles[c], 0.0) if i == 0 else 0.0)
                break
        sim.memo[key] = got
    return got


def block_it(sim: RoundSim, p: int, c: int) -> float:
    """Normal's Block It!: the grey group and open casino that best raise `p`'s share over the others'."""
    best_v, best = 0.0, None
    seen: set[int] = set()
    for g, size in enumerate(sim.groups):
        if not size or size in seen:
            continue
        seen.add(size)
        for casino in range(CASINO_COUNT):
            if casino == sim.closed:
                continue
            delta = shift(sim, p, casino, sim.n + 1, size)
            if best is None or delta > best_v + EPS:
                best_v, best = delta, (g, casino)
    if best is not None:
        g, casino = best
        sim.cnt[casino][sim.n + 1] += sim.groups[g]
        sim.groups[g] = 0
    return 0.0


def no_entry(sim: RoundSim, p: int, own: int) -> float:
    """Normal's No Entry!: close the casino whose takings `p` most wants kept (or leave the plaque); returns the
    loop's reward."""
    reward = next_no_entry_worth(sim.ne_marker)
    closed = sim.closed
    best_v, best = -1e9, None
    lost = 0.0
    if closed is not None:
        lost = 0.5 * payout(sim, p, closed)
        best_v = lost  # leaving the plaque keeps the closed casino's takings
    for c in range(CASINO_COUNT):
        if c in (own, closed):
            continue
        v = reward + 0.5 * payout(sim, p, c) - lost
        if v > best_v + EPS:
            best_v, best = v, c
    if best is None:
        return 0.0
    sim.closed = best
    sim.ne_marker = (sim.ne_marker + 1) % len(NO_ENTRY_LOOP)
    return reward


def handicap(sim: RoundSim, p: int, c: int) -> float:
    """Normal's Handicap: the grey die and free slot worth most to `p` (or none); returns the slot's worth."""
    grey = sim.n + 1
    free = [i for i, room in enumerate(HANDICAP_SLOTS.values()) if sim.slots[i] < room]
    best_v, best = 0.0, None
    for casino in range(CASINO_COUNT):
        if casino == sim.closed or not sim.cnt[casino][grey]:
            continue
        delta = shift(sim, p, casino, grey, -1)
        for i in free:
            v = HANDICAP_CHOICE[i] + delta
            if v > best_v + EPS:
                best_v, best = v, (casino, i)
    if best is None:
        return 0.0
    casino, i = best
    sim.cnt[casino][grey] -= 1
    sim.slots[i] += 1
    return HANDICAP_WORTH[i]


def double_down(sim: RoundSim, p: int, c: int) -> float:
    """Normal's Double Down: the weight of own dice moved from casino `c` onto the tile that raises `p`'s share of
    the casino and of the tile's 60k/30k most (the play-out keeps weights, not kinds, so any weight)."""
    row = sim.cnt[c]
    dd = list(sim.dd)
    base = sim.share(p, dd, DOUBLE_DOWN_PRIZES)
    best_v, best = 0.0, 0
    for w in range(1, row[p] + 1):
        dd[p] += w
        v = shift(sim, p, c, p, -w) + sim.share(p, dd, DOUBLE_DOWN_PRIZES) - base
        dd[p] -= w
        if v > best_v + EPS:
            best_v, best = v, w
    if best:
        row[p] -= best
        dd[p] += best
        sim.dd = dd
    return 0.0


def prime_time(sim: RoundSim, rolls: list[list[list[int]]]) -> None:
    """Prime Time before scoring: the casino's winner throws two black dice (faces from the last of its play-out's
    throws, which a round rarely reaches) and places none, one or both as Normal would."""
    c = sim.tile_of["B1"]
    paid = ranking(sim.cnt[c])
    if not paid or paid[0] >= sim.n or not sim.bills[c]:
        return
    first = paid[0]
    a, b = rolls[first][-1][:2]
    best_v = 0.0
    best: tuple[int, ...] = ()
    for values in sorted({(a,), (b,), tuple(sorted((a, b)))}, key=lambda s: (len(s), s)):
        if any(v - 1 == sim.closed for v in values):
            continue
        v = sum(shift(sim, first, face - 1, first, values.count(face)) for face in set(values))
        if v > best_v + EPS:
            best_v, best = v, values
    for face in best:
        sim.cnt[face - 1][first] += 1


# The tiles whose activation a play-out plays out by the rules above: (sim, placer, casino) -> money it brings.
DICE_TILES: dict[str, Callable[[RoundSim, int, int], float]] = {
    "F1": block_it,
    "E1": no_entry,
    "F2": handicap,
    "G2": double_down,
}
