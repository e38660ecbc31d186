"""The greedy heuristic behind every card-game computer player, on a compact table (dice per casino and seat): what
a seat would take at a casino, the worth of laying a pick (claims, dice, turns kept), the cheap rollout pick, and
the compact table read off a seat's `CardsView`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from vegas_desktop.cards.model import CASINO_COUNT, HAND_SIZE, OUT_AT, Card, CardsView, deck_for
from vegas_desktop.cards.moves import Pick

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
    """What every seat takes when the round is scored: `payout` of each seat at each casino, one pass a casino
    (every play-out ends here)."""
    out = [0] * players
    for c in range(CASINO_COUNT):
        col = dice[c]
        top = second = 0
        top_seat = second_seat = -1
        for p, v in enumerate(col):
            if v and col.count(v) == 1:  # equal totals cancel
                if v > top:
                    second, second_seat = top, top_seat
                    top, top_seat = v, p
                elif v > second:
                    second, second_seat = v, p
        hi, lo = bills[c]
        if top_seat >= 0:
            out[top_seat] += hi
        if second_seat >= 0:
            out[second_seat] += lo
    return out


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


_FUTURE: dict[tuple[int, int, float], list[float]] = {}  # (placed, turns left, turn weight) -> worth by pick size


def _future(placed: int, turns_left: int, turn: float) -> list[float]:
    """The worth of the turns kept after laying 0..HAND_SIZE cards (`greedy_pick` reads it thousands of times)."""
    return [0.0] + [turn * future_turns(placed + size, turns_left) for size in range(1, HAND_SIZE + 1)]


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
    key = (placed, turns_left, w.turn)
    fut = _FUTURE.get(key)
    if fut is None:
        fut = _FUTURE[key] = _future(placed, turns_left, w.turn)
    f1, f2 = fut[1], fut[2]
    die = w.die
    best: list[Shape] = [hand[0]]
    best_score = -1e18
    top_a, top_b = -1e18, -1e18  # best single-card values of two different numbers
    shape_a: Shape = hand[0]
    shape_b: Shape = hand[0]
    claim = _claim
    for number in range(1, 7):
        a, b = ones[number], twos[number]
        if not (a or b):
            continue
        col = dice[number - 1]
        hi, lo = bills[number - 1]
        mine = col[seat]
        others = col[:seat] + col[seat + 1 :]
        uniq = [x for x in others if x and others.count(x) == 1]  # zeros never outrank a claim (v >= 1)
        base = claim(mine, others, uniq, hi, lo)
        # the worth of adding k dice here: claim(mine + k) - base + die * k (k = 2 is asked up to twice)
        v2 = claim(mine + 2, others, uniq, hi, lo) - base + die * 2 if (b or a >= 2) else 0.0
        single, single_shape = -1e18, (number, 1)
        if a:
            single = claim(mine + 1, others, uniq, hi, lo) - base + die
        if b and v2 > single:
            single, single_shape = v2, (number, 2)
        if single + f1 > best_score:
            best, best_score = [single_shape], single + f1
        if single > top_a:
            top_b, shape_b = top_a, shape_a
            top_a, shape_a = single, single_shape
        elif single > top_b:
            top_b, shape_b = single, single_shape
        if a >= 2:
            v = v2 + f2
            if v > best_score:
                best, best_score = [(number, 1), (number, 1)], v
        if a and b:
            v = claim(mine + 3, others, uniq, hi, lo) - base + die * 3 + f2
            if v > best_score:
                best, best_score = [(number, 1), (number, 2)], v
        if b >= 2:
            v = claim(mine + 4, others, uniq, hi, lo) - base + die * 4 + f2
            if v > best_score:
                best, best_score = [(number, 2), (number, 2)], v
        if a + b >= 3:
            k = a + 2 * b
            v = claim(mine + k, others, uniq, hi, lo) - base + die * k + fut[a + b]
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
