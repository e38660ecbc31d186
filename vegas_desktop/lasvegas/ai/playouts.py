"""Playable copies of a Las Vegas observation and Hard's play-outs through the full rules (any option).

The lean simulator (`fastsim`) covers the classic dice; games with options it lacks (kickers, the Bandit, white
dice, rainbow cards) are played to the round's end here, with the rules' own `step` and a greedy policy.
"""

from __future__ import annotations

import random
from typing import cast

from vegas_desktop.lasvegas.ai.evaluation import (
    casino_counts,
    payout_map,
    rainbow_worth,
    rainbows_valued,
    relative_value,
    standing_money,
    with_payouts,
)
from vegas_desktop.lasvegas.model import (
    BANDIT,
    KICKER,
    RAINBOW,
    WHITE,
    Die,
    LasVegasState,
    bandit_key_with,
    bandit_keys,
)
from vegas_desktop.lasvegas.moves import Action, Kick, Place, Roll
from vegas_desktop.lasvegas.rules import RULES, kick_targets_on, step

_ROLL: list[Action] = [Roll()]  # the one move of the "roll" phase, without asking the rules each time
Counts = tuple[tuple[int, int], ...]  # a casino's weight per owner, in the order its dice came


def playable_copy(observation: LasVegasState, rng: random.Random) -> LasVegasState:
    """A playable copy of an observation: cloning without the (absent) RNG, then giving it `rng`."""
    saved = observation.rng
    observation.rng = None
    try:
        copy = observation.clone()
    finally:
        observation.rng = saved
    copy.rng = rng
    return copy


def determinize(observation: LasVegasState, rng: random.Random) -> LasVegasState:
    """One possible full state consistent with the observation: the hidden pile order is guessed."""
    state = playable_copy(observation, rng)
    rng.shuffle(state.pile)
    return state


def after_move(observation: LasVegasState, action: Action, seat: int, scratch: random.Random) -> LasVegasState:
    """A copy of `observation` with `action` played by `seat` (dice it throws come from `scratch`)."""
    state = playable_copy(observation, scratch)
    step(state, action, None, seat)
    return state


def counted(dice: list[Die]) -> Counts:
    """A casino's weight per owner as the scorer keys it (owners in the order their dice came)."""
    return tuple(casino_counts(dice).items())


def casino_index(place: Place) -> int:
    """The casino a placement lays its dice on."""
    return BANDIT if place.bandit else place.value - 1


def rules_rollout(
    state: LasVegasState,
    start_round: int,
    rng: random.Random,
    die_cost: float = 2.0,
    scorer: PlayoutScorer | None = None,
) -> list[int]:
    """Finish the round with the real rules (any option) and a greedy policy; returns money after scoring.

    Placements are scored directly on the target casino (cheap), kicks on the counts after them; the rare
    choice only the rules can judge (a white die kicked out of the game) by playing it on a copy.
    """
    scratch = random.Random(rng.getrandbits(32))
    stake = sum(sum(b) for b in state.bills)
    cost = die_cost * stake / max(1, 8 * state.players)
    scorer = scorer or PlayoutScorer()
    scorer.start(state)
    for _ in range(10_000):
        if state.phase == "over" or state.round != start_round:
            break
        seat = state.current
        legal = _ROLL if state.phase == "roll" else RULES.legal_actions(state, seat)
        throw = state.throw
        groups: dict[int, tuple[Counts, int]] | None = None
        if len(legal) == 1:
            action = legal[0]
        else:
            best, action = -1e18, legal[0]
            groups = scorer.groups(throw, seat) if throw else {}
            for candidate in legal:
                if isinstance(candidate, Place) and throw:
                    score = scorer.score(candidate, groups[candidate.value], seat, cost)
                else:
                    money = scorer.after_kick(state, candidate) if isinstance(candidate, Kick) else None
                    if money is None:
                        money = standing_money(after_move(state, candidate, seat, scratch))
                    score = relative_value(money, seat)
                score += rng.random() * 0.01
                if score > best:
                    best, action = score, candidate
        # the one casino a move changes: a placement's, or the kicker's (bills change only at scoring)
        touched = casino_index(action) if isinstance(action, Place) else state.kick_casino
        step(state, action, None, seat)
        scorer.played(state, action, touched, throw, groups)
    return list(state.money)


class PlayoutScorer:
    """The greedy policy's judgements in one decision's rules play-outs, without copying the state: a
    placement's change of the placer's claim at the target casino (net of rivals' change and of own dice
    spent), and every seat's standing money after a kick. Each casino's counts are kept up to date move by
    move, and claims and payouts are memoized by counts and bills: the play-outs of one decision meet the same
    small casinos again and again.

    `own`: the seat (Hard's) whose moves are judged as the round will be scored, not as Normal judges them: a
    rainbow card counts as the mean of the pile's bills (it is replaced by one at scoring), and the Bandit ranks
    equal counts by pips (by `bandit_keys`, which `payout_map` ranks and cancels as the rules do). The other
    seats, Normal players, keep Normal's view."""

    def __init__(self, own: int | None = None) -> None:
        self.own = own
        self.memo: dict[tuple[int, Counts, Counts, tuple[int, ...]], float] = {}
        self.pays: dict[tuple[Counts, tuple[int, ...]], dict[int, int]] = {}
        self.bandit_memo: dict[tuple[int, Counts, Counts, int, tuple[int, ...]], float] = {}
        self.after: dict[tuple[Counts, Counts], Counts] = {}
        self.moves = 0  # moves counted since the scorer was made: a kick's other casinos are summed once a move
        self.rest_of: tuple[tuple[int, int, bool], list[float]] = ((-1, -1, False), [])
        self.counts: list[Counts] = []
        self.bills: list[tuple[int, ...]] = []
        self.valued: list[tuple[int, ...]] = []  # `bills` as `own` values them
        self.keys: Counts = ()  # the Bandit's counts by `bandit_keys`, when `own` is set and it is in play
        self.rivals = 1

    def start(self, state: LasVegasState) -> None:
        self.counts = [counted(dice) for dice in state.casinos]
        self.bills = [tuple(b) for b in state.bills]
        self.valued = self.bills
        if self.own is not None and any(RAINBOW in b for b in self.bills):
            worth = rainbow_worth(state)
            # fractional bills: the scorer only ranks and adds them
            self.valued = [
                cast(tuple[int, ...], tuple(rainbows_valued(bills, worth))) if RAINBOW in bills else bills
                for bills in self.bills
            ]
        if self.bandit(len(state.casinos)):
            self.keys = keyed(state.casinos[BANDIT])
        self.rivals = max(1, state.players - 1)
        self.moves += 1

    def bandit(self, casinos: int) -> bool:
        """Whether `own` ranks a Bandit among `casinos` casinos by its keys."""
        return self.own is not None and casinos > BANDIT

    def played(
        self,
        state: LasVegasState,
        action: Action,
        index: int,
        throw: tuple[Die, ...] | None,
        groups: dict[int, tuple[Counts, int]] | None,
    ) -> None:
        """Keep casino `index`, the one `action` changed (-1: none), up to date once the rules have played it.

        A placement that left no kicker waiting adds its face's dice of `throw` (`groups` of the throw, if known)
        to the counts; a kick, or a kicker still to kick, is counted again from the casino."""
        self.moves += 1
        if index < 0:
            return
        if index == BANDIT and self.bandit(len(state.casinos)):
            self.keys = keyed(state.casinos[BANDIT])
        if isinstance(action, Place) and throw and state.phase != "kick":
            added = (groups or self.groups(throw, state.current))[action.value][0]
            self.counts[index] = self.grown(self.counts[index], added)
        else:
            self.counts[index] = counted(state.casinos[index])

    def grown(self, before: Counts, added: Counts) -> Counts:
        """`before` with `added` laid on it, in the order `casino_counts` gives (owners as their dice came)."""
        key = (before, added)
        after = self.after.get(key)
        if after is None:
            counts = dict(before)
            for owner, k in added:
                counts[owner] = counts.get(owner, 0) + k
            after = self.after[key] = tuple(counts.items())
        return after

    def payout(self, counts: Counts, bills: tuple[int, ...]) -> dict[int, int]:
        key = (counts, bills)
        got = self.pays.get(key)
        if got is None:
            got = self.pays[key] = payout_map(dict(counts), list(bills))
        return got

    def after_kick(self, state: LasVegasState, kick: Kick) -> list[float] | None:
        """Every seat's standing money once `kick` is made (as `standing_money` of the state after it, as the
        kicker judges it), or None when the kick may end the round (a white die leaves the game) and only the
        rules can tell."""
        die = kick.die
        if die.owner == WHITE:
            return None
        index = state.kick_casino
        casino = list(state.casinos[index])
        casino.remove(next(d for d in casino if d.kind == KICKER))
        casino.remove(die)
        if not (state.kicks_left - 1 and kick_targets_on(casino, index, state.kick_value)):
            casino = [d for d in casino if d.kind != KICKER]  # the kick is over: the other kickers go out
        scored = state.current == self.own
        ranked = scored and index == BANDIT
        kicked = keyed(casino) if ranked else counted(casino)
        bills = (self.valued if scored else self.bills)[index]
        # the other casinos' part is the same for every die this kicker may kick (sums of whole thousands: exact)
        return with_payouts(self.rest(state, index, scored), [self.payout(kicked, bills)] if kicked and bills else [])

    def rest(self, state: LasVegasState, index: int, scored: bool = False) -> list[float]:
        """Every seat's money plus what the casinos other than `index` would pay now (as `own` judges them when
        `scored`)."""
        key = (self.moves, index, scored)
        if self.rest_of[0] != key:
            counts = self.counts
            if scored and self.bandit(len(counts)):
                counts = [*counts[:BANDIT], self.keys, *counts[BANDIT + 1 :]]
            bills = self.valued if scored else self.bills
            pays = (
                self.payout(c, b) for i, (c, b) in enumerate(zip(counts, bills, strict=True)) if c and b and i != index
            )
            self.rest_of = (key, with_payouts(state.money, pays))
        return self.rest_of[1]

    @staticmethod
    def groups(throw: tuple[Die, ...], seat: int) -> dict[int, tuple[Counts, int]]:
        """Per face of the throw: the weight each owner would add to a casino (kickers leave it again) and
        how many of the placer's own dice it spends."""
        added: dict[int, dict[int, int]] = {}
        own: dict[int, int] = {}
        for d in throw:
            weights = added.setdefault(d.value, {})
            own[d.value] = own.get(d.value, 0) + (d.owner == seat)
            if d.kind != KICKER:
                weights[d.owner] = weights.get(d.owner, 0) + d.weight
        return {v: (tuple(w.items()), own[v]) for v, w in added.items()}

    def score(self, action: Place, group: tuple[Counts, int], seat: int, cost: float) -> float:
        """The placement's score; `group` is its face's entry of `groups`."""
        index = casino_index(action)
        added, own = group
        if seat == self.own:
            if index == BANDIT:
                return self.ranked(action.value, added, seat) - cost * own
            bills = self.valued[index]
        else:
            bills = self.bills[index]
        before = self.counts[index]
        key = (seat, before, added, bills)
        net = self.memo.get(key)
        if net is None:
            net = self.memo[key] = self.net(seat, before, self.grown(before, added), bills)
        return net - cost * own

    def ranked(self, face: int, added: Counts, seat: int) -> float:
        """`net` of laying `added` dice of `face` on the Bandit, ranked by its keys: each owner's key grows by
        its weight `w` in count and `w` times the face in pips."""
        key = (seat, self.keys, added, face, self.valued[BANDIT])
        net = self.bandit_memo.get(key)
        if net is None:
            keys = cast(dict[int, tuple[int, int, int]], dict(self.keys))
            for owner, w in added:
                keys[owner] = bandit_key_with(keys.get(owner, (0, 0, 0)), w, face)
            after = cast(Counts, tuple(keys.items()))
            net = self.bandit_memo[key] = self.net(seat, self.keys, after, self.valued[BANDIT])
        return net

    def net(self, seat: int, before: Counts, after: Counts, bills: tuple[int, ...]) -> float:
        """`seat`'s gain from a casino's change of counts, less the rivals' mean gain."""
        pay0, pay1 = self.payout(before, bills), self.payout(after, bills)
        gain = pay1.get(seat, 0) - pay0.get(seat, 0)
        others = sum(v for o, v in pay1.items() if o != seat and o >= 0) - sum(
            v for o, v in pay0.items() if o != seat and o >= 0
        )
        return gain - others / self.rivals


def keyed(dice: list[Die]) -> Counts:
    """The Bandit's counts by its ranking keys (`bandit_keys`), in the shape the scorer keys casinos by."""
    return cast(Counts, tuple(bandit_keys(dice).items()))
