"""Computer players for Las Vegas: Easy (noisy greedy), Normal (heuristic), Hard (Monte Carlo search).

Every agent sees only the observation of its own seat: the pile's order and future dice are unknown to it.
To look ahead it determinizes: a copy of the observation gets the pile shuffled by the agent's own seeded RNG
and a fresh RNG for dice. Candidate moves are applied with the real rules (`step`), so any legal action of any
option is understood; only the evaluation of the resulting state is heuristic.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from vegas_desktop.ai.appraisal import Appraisal, Appraised, Unit, ranked
from vegas_desktop.ai.base import checked
from vegas_desktop.ai.paired import LOST_CHANCE, chance_open, shown_values
from vegas_desktop.ai.search import clearly_ahead, over_cap, successive_halving
from vegas_desktop.core.game import GameRules
from vegas_desktop.lasvegas.ai.endgame import Endgame
from vegas_desktop.lasvegas.ai.evaluation import (
    expected_round_money,
    final_utility,
    rainbow_worth,
    rainbows_valued,
    relative_value,
    standing_money,
)
from vegas_desktop.lasvegas.ai.fastsim import (
    ClaimMemo,
    PayMemo,
    Prepared,
    dice_table,
    fast_ok,
    options_fast_ok,
    play_normal,
    prepare,
    rollout,
)
from vegas_desktop.lasvegas.ai.playouts import PlayoutScorer, after_move, determinize, playable_copy, rules_rollout
from vegas_desktop.lasvegas.ai.reasons import reason
from vegas_desktop.lasvegas.model import RAINBOW, ROUNDS, LasVegasState, Options
from vegas_desktop.lasvegas.moves import Action, Place
from vegas_desktop.lasvegas.rules import step

GAME = "lasvegas"
_NO_DRAWS = random.Random(0)  # handed to play-outs that take their dice from a table and draw nothing
Rules = GameRules[LasVegasState, Action, LasVegasState, Options]


@dataclass(frozen=True)
class EasyConfig:
    """Easy's settings."""

    # sd (k) of the noise on each move's worth: Easy wins about a fifth of its games against three Normal players
    noise: float = 32.0


@dataclass(frozen=True)
class NormalConfig:
    """Normal's settings."""

    die_value: float = 2.0  # how much of the stake per die a die still in hand is worth (`expected_round_money`)


@dataclass(frozen=True)
class HardConfig:
    """Hard's settings: the sample counts decide (deterministic for a seed); `time_budget` (seconds of this process's
    CPU time) is only a safety cap, set well above what the samples cost on a busy machine."""

    max_samples: int = 480  # classic dice, three or more players
    two_player_factor: int = 3  # two players, classic dice: this many times `max_samples` (fewer seats, cheaper)
    # options the lean simulator lacks: play-outs through the real rules cost ~1 ms each, so fewer of them
    option_samples: int = 128
    time_budget: float = 0.5
    first_round: int = 8  # samples per move in successive halving's first round
    rollout_die_cost: float = 2.0  # the greedy play-outs' price of a die spent (in stake per die)
    rollout_jitter: float = 0.01  # breaks the greedy play-outs' ties at random
    # option games: Normal's judgement of each move, at this weight, steadies the rough greedy play-outs
    option_prior_weight: float = 0.5
    # two players, classic dice: at most this many dice left in both hands, the round's rest is solved exactly
    endgame_dice: int = 6
    # two players, classic dice: with at least this many dice left, Normal's move stands unless the play-outs
    # beat it by `early_z` standard errors (early in a round their bias outweighs their edge)
    normal_from_dice: int = 8
    early_z: float = 1.0
    multi_z: float = 0.5  # the same gate for three or more players, classic dice


EASY = EasyConfig()
NORMAL = NormalConfig()
HARD = HardConfig()


class EasyAgent:
    """Greedy on the bills at stake: takes the move that most raises its own current claim, with noise."""

    name = "easy"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0, config: EasyConfig = EASY) -> None:
        self.rng = random.Random(seed)
        self.noise = config.noise
        self._scratch = random.Random(seed ^ 0x5EED)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        self._scratch.seed(seed ^ 0x5EED)

    def choose(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        return checked(GAME, seat, self._decide(observation, legal, seat), legal)

    def _decide(self, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        if len(legal) == 1:
            return legal[0]
        best, best_score = legal[0], -1e18
        for action in legal:
            state = after_move(observation, action, seat, self._scratch)
            score = standing_money(state)[seat] + self.rng.gauss(0.0, self.noise)
            if score > best_score:
                best, best_score = action, score
        return best


class NormalAgent:
    """Expected value of each move given current majorities, every seat's remaining dice and tie risk."""

    name = "normal"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0, config: NormalConfig = NORMAL) -> None:
        self.rng = random.Random(seed)
        self.die_value = config.die_value
        self._scratch = random.Random(seed ^ 0x5EED)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        self._scratch.seed(seed ^ 0x5EED)

    def score(self, observation: LasVegasState, action: Action, seat: int, bandit_ranked: bool = False) -> float:
        """The money (k) `seat` expects ahead of the others by the round's end after `action`."""
        state = after_move(observation, action, seat, self._scratch)
        return relative_value(expected_round_money(state, self.die_value, bandit_ranked), seat)

    def scores(self, observation: LasVegasState, legal: list[Action], seat: int) -> list[float]:
        return [self.score(observation, a, seat) for a in legal]

    def pick(self, scores: list[float]) -> int:
        """The index of the best score; equal scores are drawn by the agent's own generator (deterministic per
        seed)."""
        best = max(scores)
        ties = [i for i, s in enumerate(scores) if s >= best - 1e-9]
        return ties[self.rng.randrange(len(ties))] if len(ties) > 1 else ties[0]

    def choose(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        return checked(GAME, seat, self._decide(observation, legal, seat), legal)

    def _decide(self, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        if len(legal) == 1:
            return legal[0]
        return legal[self.pick(self.scores(observation, legal, seat))]


class HardAgent:
    """Flat Monte Carlo search over determinized futures: each legal move is followed by play-outs to the round's
    end, every move on the same dice (common random numbers). It values every legal move (`appraise`) and plays the
    best: the hint, the review and the lessons read the same appraisal.

    Two players, classic dice (and Biggy, 100k, minsum): the play-outs play Normal's own rule for both seats
    (`fastsim.play_normal`), one-step policy improvement over Normal; once few dice are left the round's rest is
    solved exactly against Normal's rule (`endgame`). Three or more players: cheaper greedy play-outs, and Normal's
    move stands unless they find a better one by half a standard error. Other options: greedy play-outs through
    the real rules, steadied by Normal's judgement as a prior; with two players Normal's rule itself (the rough
    play-outs judge worse than it there). Successive halving drops weak moves early, so obvious decisions are cheap.
    """

    name = "hard"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0, config: HardConfig = HARD, clock: Callable[[], float] = time.thread_time) -> None:
        self.rng = random.Random(seed)
        self.config = config
        self.clock = clock
        self._normal = NormalAgent(seed)
        self._valuer = NormalAgent(0)  # values a lone legal move: its generators decide nothing
        # samples the last decision used (0 when it had nothing to choose): a figure for benchmarks, never read
        self.last_samples = 0

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        self._normal.reseed(seed)  # its rule decides two-player option games and breaks its ties

    def choose(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        return checked(GAME, seat, self._decide(rules, observation, legal, seat), legal)

    def _decide(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        return self.appraise(rules, observation, legal, seat).best.action

    def appraise(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Appraisal[Action]:
        """Every legal move valued from this seat's observation, best (the move Hard plays) first, by the samples that
        decide it: before the last round the money (k) ahead of the others by the round's end; in the last round the
        chance (%) to win the game while some move still has one and not every move wins, else the final lead over
        the best rival (k). A move's spread is one standard error of its paired difference to the best on their
        common play-outs (0 where an exact solution or Normal's rule decides)."""
        self.last_samples = 0
        obs = observation
        if len(legal) == 1:
            return self._by_rule(obs, legal, seat, [self._valuer.score(obs, legal[0], seat)], 0)
        cfg = self.config
        base = self.rng.getrandbits(40)
        last_round = obs.round >= ROUNDS
        start_round = obs.round
        lean = options_fast_ok(obs.options)

        early: int | None = None
        if lean and (obs.players > 2 or sum(len(h) for h in obs.supply) >= cfg.normal_from_dice):
            early = self._normal.pick(self._normal.scores(obs, legal, seat))
        exact = self._endgame(obs, legal, seat, last_round)
        if exact is not None:
            return exact
        if not lean and obs.players == 2:
            scores = self._normal.scores(obs, legal, seat)
            return self._by_rule(obs, legal, seat, scores, self._normal.pick(scores))

        cache: dict[tuple[int, ...], list[int]] = {}
        ncache: ClaimMemo = {}
        paid: PayMemo = {}
        scorer = PlayoutScorer(seat)  # shared by this decision's rules play-outs
        # Normal's judgement of each move as a prior (option games): a constant shift per move, so it steers close
        # calls without adding noise to the paired comparisons. Rainbow cards count at the pile's mean and the
        # Bandit ranks equal counts by pips, as the round will be scored.
        weight = 0.0 if lean else cfg.option_prior_weight
        prior = [0.0] * len(legal)
        if weight:
            judged = with_rainbows_worth(obs)
            prior = [weight * self._normal.score(judged, a, seat, True) for a in legal]
        value_of: Callable[[list[int], int], float] = (
            final_utility if last_round else (lambda money, seat: relative_value(money, seat, 0.0))
        )
        # Two players, classic dice: the position after each move is built once (nothing hidden matters to it) and
        # only the dice differ between samples: the money when the round is over, the lean position, or None when
        # only the real rules can play it on.
        prepared: dict[int, list[int] | Prepared | None] = {}

        def after_state(candidate: int) -> list[int] | Prepared | None:
            if candidate not in prepared:
                state = playable_copy(obs, random.Random(0))
                step(state, legal[candidate], None, seat)
                got: list[int] | Prepared | None = None
                if state.phase == "over" or state.round != start_round:
                    got = list(state.money)
                elif fast_ok(state):
                    got = prepare(state)
                prepared[candidate] = got
            return prepared[candidate]

        normal = lean and obs.players == 2
        tables: dict[int, list[list[list[int]]]] = {}
        most = max([len(h) for h in obs.supply] + [8])

        def table_for(sample: int) -> list[list[list[int]]]:
            got = tables.get(sample)
            if got is None:
                got = tables[sample] = dice_table(random.Random(base * 7919 + sample), obs.players, most)
            return got

        def play(candidate: int, sample: int) -> list[int]:
            """Every seat's money at the round's end in play-out `sample` after `candidate`."""
            if normal:
                after = after_state(candidate)
                if isinstance(after, list):  # the round is over
                    return after
                if after is not None:  # the lean position; with a dice table the play-out draws nothing
                    return play_normal(after, _NO_DRAWS, ncache, table_for(sample), paid)
            rng = random.Random(base * 1009 + sample)
            state = playable_copy(obs, rng) if lean else determinize(obs, rng)
            step(state, legal[candidate], None, seat)
            if state.phase == "over" or state.round != start_round:
                return list(state.money)
            if lean and fast_ok(state):
                return rollout(state, rng, cfg.rollout_die_cost, cache=cache, jitter=cfg.rollout_jitter)
            return rules_rollout(state, start_round, rng, cfg.rollout_die_cost, scorer)

        values: list[list[float]] = [[] for _ in legal]
        moneys: list[list[list[int]]] = [[] for _ in legal]

        def simulate(candidate: int, sample: int) -> float:
            money = play(candidate, sample)
            value = value_of(money, seat) + prior[candidate]
            values[candidate].append(value)  # sample `sample` of every move is its `sample`-th entry
            moneys[candidate].append(money)
            return value

        if not lean:
            samples = min(cfg.max_samples, cfg.option_samples)
        elif obs.players == 2:
            samples = cfg.two_player_factor * cfg.max_samples
        else:
            samples = cfg.max_samples
        if early is not None:
            z = cfg.early_z if obs.players == 2 else cfg.multi_z
            choice, used = self._challenge(len(legal), early, simulate, samples, z)
        else:
            choice, used = successive_halving(
                len(legal), simulate, samples, cfg.time_budget, first_round=cfg.first_round, clock=self.clock
            )
        self.last_samples = used
        counts = [len(v) for v in values]
        if last_round:
            unit, shown = _last_round_samples([m[:k] for m, k in zip(moneys, counts, strict=True)], seat, choice)
        else:  # the play-outs' money lead, averaged with Normal's where its judgement is a prior
            unit, shown = Unit.ROUND_MONEY, [[v / (1.0 + weight) for v in vs] for vs in values]
        valued = shown_values(shown, choice, unit)
        return self._appraisal(obs, legal, seat, choice, valued, unit, used)

    def _challenge(
        self, moves: int, incumbent: int, simulate: Callable[[int, int], float], samples: int, z: float
    ) -> tuple[int, int]:
        """Normal's move (`incumbent`) unless the play-outs (the same dice for every move) find one better by `z`
        standard errors of the paired difference; returns (the move, samples used). Every move gets the same
        samples (`simulate` keeps them)."""
        per = max(2, samples // moves)
        values: list[list[float]] = [[] for _ in range(moves)]
        start, used = self.clock(), 0
        capped = False
        for j in range(per):  # sample by sample over every move: a safety cap leaves (nearly) equal counts
            for c in range(moves):
                if used and over_cap(self.clock() - start, self.config.time_budget):
                    capped = True
                    break
                values[c].append(simulate(c, j))
                used += 1
            if capped:
                break
        per = len(values[-1])  # the samples every move got
        if per < 2:
            return incumbent, used
        values = [v[:per] for v in values]
        best = max(range(moves), key=lambda c: sum(values[c]))
        if best != incumbent and clearly_ahead(values[best], values[incumbent], z, min_pairs=2):
            return best, used
        return incumbent, used

    def _by_rule(
        self, obs: LasVegasState, legal: list[Action], seat: int, scores: list[float], choice: int
    ) -> Appraisal[Action]:
        """Normal's rule as Hard's judgement: its money estimates, exact as far as the rule goes (spread 0)."""
        return self._appraisal(obs, legal, seat, choice, [(s, 0.0) for s in scores], Unit.ROUND_MONEY, 0)

    @staticmethod
    def _appraisal(
        obs: LasVegasState,
        legal: list[Action],
        seat: int,
        choice: int,
        valued: list[tuple[float, float]],
        unit: Unit,
        samples: int,
    ) -> Appraisal[Action]:
        top = valued[choice][0]
        moves = [
            Appraised(a, min(v, top) if i != choice else v, s, reason(obs, a, seat))
            for i, (a, (v, s)) in enumerate(zip(legal, valued, strict=True))
        ]
        return ranked(moves, unit, samples, first=legal[choice])

    def _endgame(
        self, obs: LasVegasState, legal: list[Action], seat: int, last_round: bool
    ) -> Appraisal[Action] | None:
        """The exact reply to Normal when the round's end is small enough (None: search as usual)."""
        if obs.players != 2 or self.config.endgame_dice <= 0 or not options_fast_ok(obs.options) or obs.throw is None:
            return None
        hands = (len(obs.supply[0]), len(obs.supply[1]))
        if hands[0] + hands[1] > self.config.endgame_dice or not fast_ok_classic(obs):
            return None
        if any(not isinstance(a, Place) or a.bandit for a in legal):
            return None
        counts = [[0, 0] for _ in range(6)]
        for c, dice in enumerate(obs.casinos):
            for d in dice:
                counts[c][d.owner] += 1
        rows = tuple((a, b) for a, b in counts)
        lead = obs.money[seat] - obs.money[1 - seat]
        stake = sum(sum(b) for b in obs.bills)
        per_die = self._normal.die_value * stake / max(1, sum(hands) + sum(a + b for a, b in rows))
        places = cast(list[Place], legal)

        def solved(utility: Callable[[int], float]) -> list[float]:
            solver = Endgame(obs.bills, seat, lead, per_die, utility)
            return [
                solver.place(rows, hands, seat, a.value - 1, sum(1 for d in obs.throw or () if d.value == a.value))
                for a in places
            ]

        values = solved(_final_lead_utility if last_round else _lead_utility)
        choice, best_value = 0, -math.inf
        for i, v in enumerate(values):  # the first of equal values (as the search takes it)
            if v > best_value + 1e-9:
                choice, best_value = i, v
        unit = Unit.ROUND_MONEY
        if last_round:  # the chance to win, while there is one to win or to lose; else the final lead
            chances = solved(_win_utility)
            if max(chances) >= LOST_CHANCE and min(chances) < 100.0:
                values, unit = chances, Unit.WIN_CHANCE
            else:
                values = solved(_lead_utility)
        return self._appraisal(obs, legal, seat, choice, [(v, 0.0) for v in values], unit, 0)


def _last_round_samples(moneys: list[list[list[int]]], seat: int, choice: int) -> tuple[Unit, list[list[float]]]:
    """The last round's samples as shown: each play-out's win (100, a tie shared) while the game is open for the
    move played, else the final lead over the best rival (k), which is what decides a lost or won game's moves (the
    move played is the top of what is shown: a chance under 1% for it reads as a lost cause, told in money)."""
    wins = [[100.0 * _win_share(m, seat) for m in ms] for ms in moneys]
    if chance_open(wins, choice):
        return Unit.WIN_CHANCE, wins
    return Unit.ROUND_MONEY, [[_final_lead(m, seat) for m in ms] for ms in moneys]


def _final_lead(money: list[int], seat: int) -> float:
    """The lead over the best rival (k; negative: behind)."""
    return float(money[seat] - max(m for p, m in enumerate(money) if p != seat))


def _win_share(money: list[int], seat: int) -> float:
    best = max(money)
    if money[seat] != best:
        return 0.0
    return 1.0 / sum(1 for m in money if m == best)


def with_rainbows_worth(obs: LasVegasState) -> LasVegasState:
    """`obs` itself, or, when a casino holds rainbow cards, a copy where each is a bill of `rainbow_worth`
    (bills highest first, as dealt): for judging moves, never for play."""
    if not any(RAINBOW in bills for bills in obs.bills):
        return obs
    worth = rainbow_worth(obs)
    copy = playable_copy(obs, random.Random(0))
    valued = [rainbows_valued(bills, worth) for bills in obs.bills]
    copy.bills = cast(list[list[int]], valued)  # a fractional bill: the evaluation only adds bills up
    return copy


def fast_ok_classic(obs: LasVegasState) -> bool:
    """Only plain dice of the two seats on six casinos: what the exact endgame models."""
    if len(obs.casinos) != 6 or len(obs.bills) != 6:
        return False
    if any(k != "d" for hand in obs.supply for k in hand):
        return False
    return all(d.owner in (0, 1) and d.kind == "d" for dice in obs.casinos for d in dice) and all(
        d.kind == "d" for d in obs.throw or ()
    )


def _lead_utility(lead: int) -> float:
    return float(lead)


def _final_lead_utility(lead: int) -> float:
    """The last round: the win counts (a tie half), the margin breaks ties between equal chances (final_utility)."""
    return (100.0 if lead > 0 else 50.0 if lead == 0 else 0.0) + 0.25 * lead


def _win_utility(lead: int) -> float:
    """The last round's chance to win in percent (a tie half)."""
    return 100.0 if lead > 0 else 50.0 if lead == 0 else 0.0
