"""The exact end of a two-player round: every remaining throw summed out, the other seat on Normal's rule.

Hard's Monte Carlo play-outs are noisy where the edges are small; once few dice are left in both hands the rest of
the round is small enough to solve exactly, as `tools/ceiling/round_solver.c` solves whole rounds: a position is
each seat's dice per casino, the dice in hand and who throws; a throw's outcomes are multisets of faces with
their chances; our seat takes the best placement, the other seat the one Normal's rule takes (its best reply to
Normal, the ceiling audit's player). Classic dice only (no Biggy); money is in thousands.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from vegas_desktop.lasvegas.ai.evaluation import reach_tail
from vegas_desktop.lasvegas.ai.fastsim import ClaimMemo, normal_face, payouts

Rows = tuple[tuple[int, int], ...]  # dice per casino: (seat 0's, seat 1's)


@lru_cache(maxsize=16)
def outcomes(dice: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every throw of `dice` dice as (dice per face 0-5, chance)."""
    found: list[tuple[tuple[int, ...], float]] = []
    counts = [0] * 6

    def fill(face: int, left: int) -> None:
        if face == 5:
            counts[5] = left
            ways = math.factorial(dice)
            for c in counts:
                ways //= math.factorial(c)
            found.append((tuple(counts), ways / 6**dice))
            return
        for k in range(left + 1):
            counts[face] = k
            fill(face + 1, left - k)
        counts[face] = 0

    fill(0, dice)
    return tuple(found)


class Endgame:
    """Exact values of one round's end for seat `me` against Normal's rule in the other seat.

    `utility(lead)` turns our final money lead (the round's and the money before it) into what we maximise.
    Values are memoized per position, so one instance answers every decision of the round's end it was made for.
    """

    def __init__(self, bills: list[list[int]], me: int, lead: int, per_die: float, utility: Callable[[int], float]):
        self.bills = bills
        self.me = me
        self.lead = lead
        self.per_die = per_die
        self.utility = utility
        self.memo: dict[tuple[Rows, int, int, int], float] = {}
        self.claims: ClaimMemo = {}
        self.gains: dict[tuple[int, tuple[int, int]], int] = {}  # our payout lead at one casino, by its dice
        self.nodes = 0

    def final(self, rows: Rows) -> float:
        lead = self.lead
        gains = self.gains
        for c, row in enumerate(rows):
            key = (c, row)
            gain = gains.get(key)
            if gain is None:
                pay = payouts([row[0], row[1]], self.bills[c])
                gain = gains[key] = pay[self.me] - pay[1 - self.me]
            lead += gain
        return self.utility(lead)

    def value(self, rows: Rows, hands: tuple[int, int], mover: int) -> float:
        """Our value of the position with `mover` to throw (the other seat's turn is skipped if its hand is
        empty)."""
        if hands[0] == 0 and hands[1] == 0:
            return self.final(rows)
        if hands[mover] == 0:
            mover = 1 - mover
        key = (rows, hands[0], hands[1], mover)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        total = 0.0
        for counts, chance in outcomes(hands[mover]):
            total += chance * self.after_throw(rows, hands, mover, counts)
        self.memo[key] = total
        return total

    def place(self, rows: Rows, hands: tuple[int, int], mover: int, face: int, dice: int) -> float:
        """Our value after `mover` places `dice` dice on casino `face` (0-5)."""
        old = rows[face]
        new = (old[0] + dice, old[1]) if mover == 0 else (old[0], old[1] + dice)
        after = rows[:face] + (new,) + rows[face + 1 :]
        left = (hands[0] - dice, hands[1]) if mover == 0 else (hands[0], hands[1] - dice)
        return self.value(after, left, 1 - mover)

    def after_throw(self, rows: Rows, hands: tuple[int, int], mover: int, counts: tuple[int, ...]) -> float:
        faces = [f for f in range(6) if counts[f]]
        if mover == self.me:
            return max(self.place(rows, hands, mover, f, counts[f]) for f in faces)
        if len(faces) == 1:
            face = faces[0]
        else:
            face = normal_face(
                list(rows),
                self.bills,
                list(hands),
                mover,
                list(counts),
                [0.0, 0.0],
                self.per_die,
                self.claims,
                reach_tail,
            )
        return self.place(rows, hands, mover, face, counts[face])


def size(hands: tuple[int, int]) -> int:
    """Dice left in both hands: what decides whether the exact end is affordable."""
    return hands[0] + hands[1]
