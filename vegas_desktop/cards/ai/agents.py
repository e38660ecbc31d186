"""Computer players for Las Vegas – The Card Game: Easy (noisy greedy), Normal (heuristic), Hard (Monte Carlo).

They see only their seat's `CardsView`: their own hand and discards, the open casinos and counts of every
hidden pile. Hard determinizes: each sample deals the opponents' unseen cards (their 30 minus what lies at
the casinos) at random into hand, pile and discards, shuffles its own pile, and plays the rest of the round
with a cheap greedy policy for everybody on a compact table (dice per casino and player), which is all
that scoring needs. The rules are not re-implemented beyond that: choices are always taken from `legal`.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from vegas_desktop.ai.base import checked
from vegas_desktop.ai.search import successive_halving
from vegas_desktop.cards.model import (
    CASINO_COUNT,
    HAND_SIZE,
    OUT_AT,
    ROUNDS,
    TURNS,
    Card,
    CardsState,
    CardsView,
    Options,
    deck_for,
)
from vegas_desktop.cards.moves import Action, Pick
from vegas_desktop.core.game import GameRules

GAME = "cards"
Rules = GameRules[CardsState, Action, CardsView, Options]
Shape = tuple[int, int]  # (number, dice) of a card: all the search needs to know about it


# -- scoring on a compact table -----------------------------------------------------------------


def payout(col: list[int], seat: int, hi: int, lo: int) -> int:
    """What `seat` would take at a casino with dice totals `col` if the round ended now (ties cancel)."""
    v = col[seat]
    if not v or col.count(v) > 1:
        return 0
    rank = 0
    for w in col:
        if w > v and col.count(w) == 1:
            rank += 1
            if rank > 1:
                return 0
    return hi if rank == 0 else lo


def _claim(v: int, others: list[int], uniq: list[int], hi: int, lo: int) -> int:
    """`payout` for a seat showing `v` dice against `others` (their unique totals in `uniq`)."""
    if not v or v in others:
        return 0
    rank = 0
    for x in uniq:
        if x > v:
            rank += 1
    return hi if rank == 0 else lo if rank == 1 else 0


def gain(col: list[int], seat: int, add: int, hi: int, lo: int) -> int:
    """How much `seat`'s claim at this casino changes by adding `add` dice."""
    before = payout(col, seat, hi, lo)
    col[seat] += add
    after = payout(col, seat, hi, lo)
    col[seat] -= add
    return after - before


def round_payouts(dice: list[list[int]], bills: Sequence[tuple[int, int]], players: int) -> list[int]:
    return [sum(payout(dice[c], p, *bills[c]) for c in range(CASINO_COUNT)) for p in range(players)]


def future_turns(placed_after: int, turns_left: int) -> int:
    """Turns still playable after this one if one card is played each time (8 cards: out)."""
    return 0 if placed_after >= OUT_AT else min(turns_left, OUT_AT - placed_after)


@dataclass(frozen=True)
class Weights:
    """Heuristic weights (in thousands): a die's worth beyond the current claim, a future turn's worth.
    (Tuned by self-play: the greedy player is flat around these values.)"""

    die: float = 3.0
    turn: float = 12.0


def candidate_picks(hand: Sequence[Shape]) -> list[tuple[int, ...]]:
    """Index tuples of the picks the rollout policy considers: every single, every pair, every whole
    number group of 3+ (smaller groups of 3+ out of a bigger group are left out to keep rollouts cheap)."""
    n = len(hand)
    picks: list[tuple[int, ...]] = [(i,) for i in range(n)]
    picks += [(i, j) for i in range(n) for j in range(i + 1, n)]
    groups: dict[int, list[int]] = {}
    for i, (number, _) in enumerate(hand):
        groups.setdefault(number, []).append(i)
    picks += [tuple(g) for g in groups.values() if len(g) >= 3]
    return picks


def score_pick(
    dice: list[list[int]],
    bills: Sequence[tuple[int, int]],
    seat: int,
    shapes: Sequence[Shape],
    placed: int,
    turns_left: int,
    w: Weights,
) -> float:
    """Greedy value of laying `shapes`: change of the current claims, plus dice, plus turns kept."""
    added: dict[int, int] = {}
    for number, d in shapes:
        added[number] = added.get(number, 0) + d
    value = 0.0
    for number, d in added.items():
        value += gain(dice[number - 1], seat, d, *bills[number - 1]) + w.die * d
    return value + w.turn * future_turns(placed + len(shapes), turns_left)


def greedy_pick(
    dice: list[list[int]],
    bills: Sequence[tuple[int, int]],
    seat: int,
    hand: Sequence[Shape],
    placed: int,
    turns_left: int,
    w: Weights,
) -> list[Shape]:
    """The rollout policy: the best of `candidate_picks` by `score_pick`, returned as card shapes.

    It runs thousands of times per decision, so it works on counts per number instead of subsets:
    the best pair of different numbers is the best single card of the two best numbers."""
    ones = [0] * 7
    twos = [0] * 7
    for number, d in hand:
        if d == 1:
            ones[number] += 1
        else:
            twos[number] += 1
    fut = [0.0] * (HAND_SIZE + 1)
    for size in range(1, HAND_SIZE + 1):
        after = placed + size
        if after < OUT_AT:
            fut[size] = w.turn * min(turns_left, OUT_AT - after)
    f1, f2 = fut[1], fut[2]
    die = w.die
    best: list[Shape] = [hand[0]]
    best_score = -1e18
    top_a, top_b = -1e18, -1e18  # best single-card values of two different numbers
    shape_a: Shape = hand[0]
    shape_b: Shape = hand[0]
    for number in range(1, 7):
        a, b = ones[number], twos[number]
        if not (a or b):
            continue
        col = dice[number - 1]
        hi, lo = bills[number - 1]
        mine = col[seat]
        others = col[:seat] + col[seat + 1 :]
        uniq = [x for x in others if others.count(x) == 1]
        base = _claim(mine, others, uniq, hi, lo)

        def value(
            k: int, mine: int = mine, others: list[int] = others, uniq: list[int] = uniq, hi: int = hi, lo: int = lo,
            base: int = base,
        ) -> float:
            return _claim(mine + k, others, uniq, hi, lo) - base + die * k

        single, single_shape = -1e18, (number, 1)
        if a:
            single = value(1)
        if b:
            v2 = value(2)
            if v2 > single:
                single, single_shape = v2, (number, 2)
        if single + f1 > best_score:
            best, best_score = [single_shape], single + f1
        if single > top_a:
            top_b, shape_b = top_a, shape_a
            top_a, shape_a = single, single_shape
        elif single > top_b:
            top_b, shape_b = single, single_shape
        if a >= 2:
            v = value(2) + f2
            if v > best_score:
                best, best_score = [(number, 1), (number, 1)], v
        if a and b:
            v = value(3) + f2
            if v > best_score:
                best, best_score = [(number, 1), (number, 2)], v
        if b >= 2:
            v = value(4) + f2
            if v > best_score:
                best, best_score = [(number, 2), (number, 2)], v
        if a + b >= 3:
            v = value(a + 2 * b) + fut[a + b]
            if v > best_score:
                best, best_score = [(number, 1)] * a + [(number, 2)] * b, v
    if top_b > -1e17 and top_a + top_b + f2 > best_score:
        best = [shape_a, shape_b]
    return best


# -- reading the view ---------------------------------------------------------------------------


def table_dice(view: CardsView) -> list[list[int]]:
    dice = [[0] * view.players for _ in range(CASINO_COUNT)]
    for c, cards in enumerate(view.casinos):
        for card in cards:
            dice[c][card.owner] += card.dice
    return dice


def table_bills(view: CardsView) -> list[tuple[int, int]]:
    return [(b[0] if b else 0, b[1] if len(b) > 1 else 0) for b in view.bills]


def placed_counts(view: CardsView) -> list[int]:
    counts = [0] * view.players
    for cards in view.casinos:
        for card in cards:
            counts[card.owner] += 1
    return counts


def unseen_shapes(view: CardsView, seat: int) -> list[Shape]:
    """Cards of `seat` that the viewer cannot see: the deck minus what lies open (and, for the viewer
    itself, minus its hand, pick and discards)."""
    seen = Counter((c.number, c.dice) for cards in view.casinos for c in cards if c.owner == seat)
    if seat == view.seat:
        own = list(view.hand) + list(view.my_pick or ()) + list(view.my_discards)
        seen.update((c.number, c.dice) for c in own)
    left: list[Shape] = []
    for card in deck_for(seat):
        key = (card.number, card.dice)
        if seen[key]:
            seen[key] -= 1
        else:
            left.append(key)
    return left


def distinct_legal(legal: Sequence[Pick], hand: Sequence[Card]) -> list[tuple[Pick, tuple[Shape, ...]]]:
    """Legal picks up to equal card shapes (two single-die 3s are the same choice)."""
    by_id = {c.id: c for c in hand}
    seen: dict[tuple[Shape, ...], Pick] = {}
    for pick in legal:
        shapes = tuple(sorted((by_id[i].number, by_id[i].dice) for i in pick.card_ids))
        seen.setdefault(shapes, pick)
    return [(pick, shapes) for shapes, pick in seen.items()]


def _turns_left(view: CardsView) -> int:
    return TURNS - view.turn


# -- the agents ---------------------------------------------------------------------------------


class NormalAgent:
    """Best legal pick by the greedy heuristic: claims won at the casinos, dice, and turns kept in the round."""

    name = "normal"

    def __init__(self, seed: int = 0, weights: Weights | None = None, noise: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.weights = weights or Weights()
        self.noise = noise

    def ranked(self, view: CardsView, legal: Sequence[Pick]) -> list[tuple[float, Pick, tuple[Shape, ...]]]:
        dice, bills = table_dice(view), table_bills(view)
        placed = placed_counts(view)[view.seat]
        turns_left = _turns_left(view)
        scored = []
        for pick, shapes in distinct_legal(legal, view.hand):
            s = score_pick(dice, bills, view.seat, shapes, placed, turns_left, self.weights)
            s += self.rng.gauss(0.0, self.noise) if self.noise else self.rng.random() * 1e-6
            scored.append((s, pick, shapes))
        scored.sort(key=lambda t: -t[0])
        return scored

    def choose(self, rules: Rules, observation: CardsView, legal: list[Pick], seat: int) -> Pick:
        return checked(GAME, seat, self._decide(observation, legal, seat), legal)

    def _decide(self, observation: CardsView, legal: list[Pick], seat: int) -> Pick:
        if len(legal) == 1:
            return legal[0]
        return self.ranked(observation, legal)[0][1]


class EasyAgent(NormalAgent):
    """The same heuristic with a lot of noise: plausible, often careless picks."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, Weights(die=2.0, turn=4.0), noise=25.0)


class HardAgent:
    """Flat Monte Carlo over determinized deals, rolled out to the end of the round with the greedy policy.

    The best few picks by the heuristic are compared on common samples with successive halving.
    `max_samples` bounds the work (about 20 ms of CPU per decision) and keeps the choice deterministic for a
    seed; `time_budget` (seconds) is only a safety cap against a badly overloaded machine.
    """

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        candidates: int = 10,
        max_samples: int = 120,
        time_budget: float = 1.0,
        weights: Weights | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.candidates = candidates
        self.max_samples = max_samples
        self.time_budget = time_budget
        self.weights = weights or Weights()
        self.prior = NormalAgent(seed, self.weights)
        self.last_samples = 0

    def choose(self, rules: Rules, observation: CardsView, legal: list[Pick], seat: int) -> Pick:
        return checked(GAME, seat, self._decide(observation, legal, seat), legal)

    def _decide(self, observation: CardsView, legal: list[Pick], seat: int) -> Pick:
        if len(legal) == 1:
            return legal[0]
        ranked = self.prior.ranked(observation, legal)[: self.candidates]
        if len(ranked) == 1:
            return ranked[0][1]
        base = self.rng.getrandbits(40)
        last_round = observation.round >= ROUNDS
        shapes = [r[2] for r in ranked]
        pools = unseen_pools(observation)

        deals: dict[int, _Table] = {}  # sample -> its deal: every candidate is played on the same cards

        def simulate(candidate: int, sample: int) -> float:
            deal = deals.get(sample)
            if deal is None:
                deal = deals[sample] = _deal(observation, random.Random(base * 1009 + sample), pools)
            gains = deal.copy().play_round(seat, shapes[candidate], self.weights)
            return _utility(observation, gains, seat, last_round)

        choice, used = successive_halving(
            len(ranked), simulate, self.max_samples, self.time_budget, first_round=4, clock=time.perf_counter
        )
        self.last_samples = used
        return ranked[choice][1]


def _utility(view: CardsView, gains: list[int], seat: int, last_round: bool) -> float:
    """Round gain against the average opponent; in the last round, the final margin to the best opponent."""
    others = [p for p in range(view.players) if p != seat]
    if last_round:
        final = [view.money[p] + gains[p] for p in range(view.players)]
        best_other = max(final[p] for p in others)
        margin = final[seat] - best_other
        return margin * 0.5 + (100.0 if margin > 0 else 0.0)
    return gains[seat] - sum(gains[p] for p in others) / len(others)


class _Table:
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

    def copy(self) -> _Table:
        other = _Table.__new__(_Table)
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


def _deal(view: CardsView, rng: random.Random, pools: list[list[Shape]] | None = None) -> _Table:
    """A full deal consistent with the view: unseen cards of each opponent shuffled into hand and pile
    (the rest counts as discarded); the viewer's own pile shuffled. `pools` caches `unseen_pools(view)`."""
    table = _Table(view)
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
