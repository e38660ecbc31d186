"""Hard's play-outs in the card game: a determinized deal of the rest of the round (`sample_deal`: the unseen cards
of each seat dealt at random into hand and pile) played out with the greedy rollout pick for everybody.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from vegas_desktop.cards.ai.heuristic import (
    Shape,
    Weights,
    greedy_pick,
    placed_counts,
    round_payouts,
    table_bills,
    table_dice,
    unseen_shapes,
)
from vegas_desktop.cards.model import HAND_SIZE, OUT_AT, TURNS, CardsView


class Deal:
    """One determinized deal of the rest of the round: dice totals, cards placed, hands and pile orders."""

    __slots__ = (
        "players",
        "sequential",
        "turn",
        "order",
        "dice",
        "bills",
        "placed",
        "out",
        "hands",
        "piles",
        "done",
    )

    def __init__(self, view: CardsView) -> None:
        self.players = view.players
        self.sequential = view.options.sequential
        self.turn = view.turn
        n = view.players
        self.order = [(view.start_player + k) % n for k in range(n)]
        self.dice = table_dice(view)
        self.bills = table_bills(view)
        self.placed = placed_counts(view)
        self.out = list(view.out)
        self.hands: list[list[Shape]] = [[] for _ in range(n)]
        self.piles: list[list[Shape]] = [[] for _ in range(n)]
        self.done = [False] * n  # has already laid this turn (sequential)

    def lay(self, seat: int, shapes: Sequence[Shape]) -> None:
        for number, d in shapes:
            self.dice[number - 1][seat] += d
        self.placed[seat] += len(shapes)
        self.hands[seat] = []
        if self.placed[seat] >= OUT_AT:
            self.out[seat] = True
            self.piles[seat] = []

    def draw(self, seat: int) -> None:
        pile = self.piles[seat]
        self.hands[seat] = pile[:HAND_SIZE]
        del pile[:HAND_SIZE]

    def copy(self) -> Deal:
        other = Deal.__new__(Deal)
        other.players = self.players
        other.sequential = self.sequential
        other.turn = self.turn
        other.order = self.order
        other.dice = [list(col) for col in self.dice]
        other.bills = self.bills
        other.placed = list(self.placed)
        other.out = list(self.out)
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        other.done = self.done
        return other

    def policy(self, seat: int, w: Weights) -> list[Shape]:
        return greedy_pick(self.dice, self.bills, seat, self.hands[seat], self.placed[seat], TURNS - self.turn, w)

    def play_round(self, seat: int, mine: Sequence[Shape], w: Weights) -> list[int]:
        """Lay `mine` for `seat` this turn, let everybody play the round out greedily; returns the payouts."""
        n = self.players
        first = True
        while True:
            active = [p for p in self.order if not self.out[p]]
            if not active:
                break
            if self.sequential:
                for p in active:
                    if first and self.done[p]:
                        continue
                    self.lay(p, mine if (first and p == seat) else self.policy(p, w))
                    if not self.out[p]:
                        self.draw(p)
            else:
                picks = {p: (mine if (first and p == seat) else self.policy(p, w)) for p in active}
                for p in active:
                    self.lay(p, picks[p])
                for p in active:
                    if not self.out[p]:
                        self.draw(p)
            first = False
            if self.turn >= TURNS:
                break
            self.turn += 1
        return round_payouts(self.dice, self.bills, n)


def unseen_pools(view: CardsView) -> list[list[Shape]]:
    return [[] if view.out[p] else unseen_shapes(view, p) for p in range(view.players)]


def sample_deal(view: CardsView, rng: random.Random, pools: list[list[Shape]] | None = None) -> Deal:
    """A full deal consistent with the view: unseen cards of each opponent shuffled into hand and pile
    (the rest counts as discarded); the viewer's own pile shuffled. `pools` caches `unseen_pools(view)`."""
    table = Deal(view)
    me = view.seat
    pools = pools if pools is not None else unseen_pools(view)
    for p in range(view.players):
        if view.out[p]:
            continue
        pool = list(pools[p])
        rng.shuffle(pool)
        if p == me:
            table.hands[p] = [(c.number, c.dice) for c in view.hand]
            table.piles[p] = pool[: view.pile_counts[p]]
            continue
        if view.options.sequential:
            in_hand = view.hand_counts[p]
        else:  # an opponent who has picked already still "holds" that hidden pick: deal a full hand
            in_hand = HAND_SIZE if view.picked[p] or view.hand_counts[p] else 0
        table.hands[p] = pool[:in_hand]
        table.piles[p] = pool[in_hand : in_hand + view.pile_counts[p]]
        if view.options.sequential:
            pos = table.order.index(p)
            table.done[p] = pos < table.order.index(view.current)
    return table
