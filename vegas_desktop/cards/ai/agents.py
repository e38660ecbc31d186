"""Computer players for Las Vegas – The Card Game: Easy (noisy greedy), Normal (heuristic), Hard (Monte Carlo).

They see only their seat's `CardsView`: their own hand and discards, the open casinos and counts of every
hidden pile. Hard determinizes: each sample deals the opponents' unseen cards (their 30 minus what lies at
the casinos) at random into hand, pile and discards, shuffles its own pile, and plays the rest of the round
with a cheap greedy policy for everybody on a compact table (dice per casino and player), which is all
that scoring needs (heuristic.py; the play-outs in sim.py). The rules are not re-implemented beyond that:
choices are always taken from `legal`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from vegas_desktop.ai.appraisal import Appraisal, Appraised, Unit, ranked
from vegas_desktop.ai.base import checked
from vegas_desktop.ai.search import successive_halving
from vegas_desktop.cards.ai.heuristic import (
    Shape,
    Weights,
    distinct_legal,
    placed_counts,
    score_pick,
    table_bills,
    table_dice,
)
from vegas_desktop.cards.ai.reasons import why
from vegas_desktop.cards.ai.sim import Deal, sample_deal, unseen_pools
from vegas_desktop.cards.model import ROUNDS, TURNS, CardsState, CardsView, Options
from vegas_desktop.cards.moves import Action, Pick
from vegas_desktop.core.game import GameRules

GAME = "cards"
Rules = GameRules[CardsState, Action, CardsView, Options]


def _turns_left(view: CardsView) -> int:
    return TURNS - view.turn


# -- the agents ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class GreedyConfig:
    """Normal's and Easy's settings: the heuristic's weights and the noise on each pick's score (0: none)."""

    weights: Weights = Weights()
    noise: float = 0.0


NORMAL = GreedyConfig()
EASY = GreedyConfig(Weights(die=2.0, turn=4.0), noise=25.0)  # plausible, often careless picks


class NormalAgent:
    """Best legal pick by the greedy heuristic: claims won at the casinos, dice, and turns kept in the round."""

    name = "normal"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0, config: GreedyConfig = NORMAL) -> None:
        self.rng = random.Random(seed)
        self.weights = config.weights
        self.noise = config.noise

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

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
        return checked(GAME, seat, self._decide(observation, legal), legal)

    def _decide(self, observation: CardsView, legal: list[Pick]) -> Pick:
        if len(legal) == 1:
            return legal[0]
        return self.ranked(observation, legal)[0][1]


class EasyAgent(NormalAgent):
    """The same heuristic with a lot of noise."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, EASY)


@dataclass(frozen=True)
class HardConfig:
    """Hard's settings. A fixed play-out count decides (the same seed, the same choice); `time_budget` (seconds)
    only caps a badly overloaded machine. `first_round` play-outs per candidate come before the first half is
    dropped, so a good pick that a few deals misjudge survives."""

    candidates: int = 10  # the heuristic's best picks compared by play-outs
    max_samples: int = 800
    first_round: int = 16
    time_budget: float = 1.0
    weights: Weights = Weights()


HARD = HardConfig()


class HardAgent:
    """Flat Monte Carlo over determinized deals, rolled out to the end of the round with the greedy policy.

    The best few picks by the heuristic are compared on common deals with successive halving; every other legal
    pick is played on the first deals too, so the appraisal values every move against the same cards.
    """

    name = "hard"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0, config: HardConfig = HARD) -> None:
        self.rng = random.Random(seed)
        self.config = config
        self.prior = NormalAgent(seed, GreedyConfig(config.weights))
        self.last_samples = 0  # samples the last decision used (a figure for benchmarks, never read to choose)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        self.prior.reseed(seed)  # its tie-breaking jitter ranks the candidates

    def choose(self, rules: Rules, observation: CardsView, legal: list[Pick], seat: int) -> Pick:
        return checked(GAME, seat, self._decide(rules, observation, legal, seat), legal)

    def _decide(self, rules: Rules, observation: CardsView, legal: list[Pick], seat: int) -> Pick:
        return self.appraise(rules, observation, legal, seat).best.action

    def appraise(self, rules: Rules, observation: CardsView, legal: list[Pick], seat: int) -> Appraisal[Pick]:
        """Every legal pick valued by the same play-outs that choose Hard's pick: money ahead of the average rival
        by the round's end (in the last round: ahead of the best rival at the game's end, a win counting 200k
        more), each against the best on the deals they share."""
        if len(legal) == 1:
            return ranked(
                [Appraised(legal[0], 0.0, reason=why(observation, seat, _shapes_of(legal[0], observation)))],
                Unit.ROUND_MONEY,
            )
        cfg = self.config
        order = self.prior.ranked(observation, legal)
        if len(order) == 1:
            return _equal(observation, seat, legal, order[0][2], order[0][1])
        searched = min(cfg.candidates, len(order))
        base = self.rng.getrandbits(40)
        last_round = observation.round >= ROUNDS
        shapes = [r[2] for r in order]
        pools = unseen_pools(observation)
        deals: dict[int, Deal] = {}  # sample -> its deal: every candidate is played on the same cards

        def simulate(candidate: int, sample: int) -> float:
            deal = deals.get(sample)
            if deal is None:
                deal = deals[sample] = sample_deal(observation, random.Random(base * 1009 + sample), pools)
            gains = deal.copy().play_round(seat, shapes[candidate], cfg.weights)
            return _utility(observation, gains, seat, last_round)

        values: list[list[float]] = [[] for _ in range(len(order))]
        choice, used = successive_halving(
            searched,
            simulate,
            cfg.max_samples,
            cfg.time_budget,
            first_round=cfg.first_round,
            clock=time.perf_counter,
            values=values,
        )
        best = values[choice]
        for c in range(searched, len(order)):  # the picks the heuristic left out, on the first deals
            values[c] = [simulate(c, j) for j in range(min(cfg.first_round, len(best)))]
        self.last_samples = used
        scale = 2.0 if last_round else 1.0  # the last round's utility weighs the margin by a half
        top = scale * _mean(best)
        # a game already lost in every play-out is told by the money kept, not by "wins 0%"
        told = last_round and _wins(best) > 0
        by_shapes: dict[tuple[Shape, ...], Appraised[Pick]] = {}
        for c, (_, pick, shape) in enumerate(order):
            gap, se = (0.0, 0.0) if c == choice else _paired(best, values[c])
            reason = why(observation, seat, shape, _wins(values[c]) if told else None)
            by_shapes[shape] = Appraised(pick, top - scale * max(0.0, gap), scale * se, reason)
        moves = []
        for pick in legal:
            kin = by_shapes[_shapes_of(pick, observation)]
            moves.append(kin if kin.action == pick else Appraised(pick, kin.value, kin.spread, kin.reason))
        played = used + sum(len(values[c]) for c in range(searched, len(order)))
        return ranked(moves, Unit.ROUND_MONEY, played, first=order[choice][1])


def _shapes_of(pick: Pick, view: CardsView) -> tuple[Shape, ...]:
    by_id = {c.id: c for c in view.hand}
    return tuple(sorted((by_id[i].number, by_id[i].dice) for i in pick.card_ids))


def _equal(view: CardsView, seat: int, legal: list[Pick], shapes: tuple[Shape, ...], first: Pick) -> Appraisal[Pick]:
    """Every legal pick lays the same cards: one choice, whichever card ids."""
    reason = why(view, seat, shapes)
    return ranked([Appraised(p, 0.0, reason=reason) for p in legal], Unit.ROUND_MONEY, first=first)


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _paired(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of (best - other) on the samples both have (inf: too few to compare)."""
    n = min(len(best), len(other))
    if n < 2:
        return 0.0, math.inf
    diffs = [best[i] - other[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _wins(values: Sequence[float]) -> int:
    """The share of play-outs (percent) a last-round pick wins: its utility is positive exactly then."""
    return round(100 * sum(1 for v in values if v > 0) / len(values)) if values else 0


def _utility(view: CardsView, gains: list[int], seat: int, last_round: bool) -> float:
    """Round gain against the average opponent; in the last round, the final margin to the best opponent."""
    others = [p for p in range(view.players) if p != seat]
    if last_round:
        final = [view.money[p] + gains[p] for p in range(view.players)]
        best_other = max(final[p] for p in others)
        margin = final[seat] - best_other
        return margin * 0.5 + (100.0 if margin > 0 else 0.0)
    return gains[seat] - sum(gains[p] for p in others) / len(others)
