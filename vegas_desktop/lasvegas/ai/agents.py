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
from typing import cast

from vegas_desktop.ai.base import checked
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
from vegas_desktop.lasvegas.model import RAINBOW, ROUNDS, LasVegasState, Options
from vegas_desktop.lasvegas.moves import Action, Place
from vegas_desktop.lasvegas.rules import step

GAME = "lasvegas"
_NO_DRAWS = random.Random(0)  # handed to play-outs that take their dice from a table and draw nothing
Rules = GameRules[LasVegasState, Action, LasVegasState, Options]


def _rounds(state: LasVegasState) -> int:
    return int(getattr(state.options, "rounds", ROUNDS))


class EasyAgent:
    """Greedy on the bills at stake: takes the move that most raises its own current claim, with noise."""

    name = "easy"
    needs_observation = True  # it reads the table

    def __init__(self, seed: int = 0, noise: float = 32.0) -> None:
        self.rng = random.Random(seed)
        # sd of the noise in k: 25 won 21.8% of 1,000 games against three Normal (the target is at most 20%);
        # 32: 19.2% [16.9, 21.7] there and 82.5% [80.0, 84.7] of 1,000 against Random (2 players); 40: 17.9%
        # and 79.7% of 600
        self.noise = noise
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

    def __init__(self, seed: int = 0, die_value: float = 2.0) -> None:
        self.rng = random.Random(seed)
        self.die_value = die_value
        self._scratch = random.Random(seed ^ 0x5EED)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        self._scratch.seed(seed ^ 0x5EED)

    def score(self, observation: LasVegasState, action: Action, seat: int, bandit_ranked: bool = False) -> float:
        state = after_move(observation, action, seat, self._scratch)
        return relative_value(expected_round_money(state, self.die_value, bandit_ranked), seat)

    def choose(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        return checked(GAME, seat, self._decide(observation, legal, seat), legal)

    def _decide(self, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        if len(legal) == 1:
            return legal[0]
        scored = [(self.score(observation, a, seat), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        # Equal scores: pick among them with the agent's own RNG (deterministic per seed).
        ties = [i for s, i in scored if s >= best - 1e-9]
        return legal[ties[self.rng.randrange(len(ties))] if len(ties) > 1 else ties[0]]


class HardAgent:
    """Flat Monte Carlo search over determinized futures: each legal move is followed by rollouts to round end.

    Two players, classic game (and Biggy/100k/minsum): the rollouts play Normal's own rule for both seats
    (`lasvegas_fastsim.play_normal`), i.e. one-step policy improvement over Normal, with the same dice per seat
    and turn for every candidate (common random numbers). Three or more players: cheaper greedy rollouts
    (Normal's rule is ~5x dearer with more seats), and in the classic game Normal's move stands unless they find
    a better one by half a standard error. Other options: greedy rollouts through the real rules (Hard's own
    moves there judged as the round is scored, the others as Normal judges them).

    Successive halving drops weak moves early, so obvious decisions are cheap. The sample count
    (`max_samples`, `option_samples` for option games) decides and keeps the choice deterministic for a seed;
    `time_budget` (seconds of this process's CPU time) is only a safety cap, set well above what the sample
    count costs on a busy machine.
    """

    name = "hard"
    needs_observation = True  # it reads the table

    def __init__(
        self,
        seed: int = 0,
        max_samples: int = 480,
        time_budget: float = 0.5,
        clock: Callable[[], float] = time.thread_time,
        first_round: int = 8,
        prior_weight: float = 0.0,
        rollout_die_cost: float = 2.0,
        rollout_jitter: float = 0.01,
        rival_max_weight: float = 0.0,
        rollout_policy: str = "auto",
        win_sigma: float = 0.0,
        crn: bool = True,
        option_samples: int = 128,
        two_player_options_rule: bool = True,
        option_prior_weight: float = 0.5,
        endgame_dice: int = 6,
        normal_from_dice: int = 8,
        early_z: float = 1.0,
        multi_policy: str = "greedy",
        multi_z: float = 0.5,
        multi_samples: int = 0,
        option_z: float = 0.0,
        rainbow_prior: bool = True,
        bandit_prior: bool = True,
        playouts_as_scored: bool = True,
        opponent_rule: Callable[[LasVegasState, list[Action], int], Action] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.max_samples = max_samples
        self.time_budget = time_budget
        self.clock = clock
        self.first_round = first_round
        # Tuning knobs. Measured against Normal (2 players, 120-150 games each) none of these beat the
        # defaults beyond noise: prior_weight 0.5, rollout_die_cost 1.0 or 3.0, 1200 samples, rollout_jitter 25.
        self.prior_weight = prior_weight
        self.rollout_die_cost = rollout_die_cost
        self.rollout_jitter = rollout_jitter
        # Rollout value = own money minus the others' mean (0.0) rather than half mean, half best (0.5):
        # 4 players, Hard vs 3 Normal, the same 1,000 games: 42.4% wins against 39.6%. Same for 2 players.
        self.rival_max_weight = rival_max_weight
        self.rollout_policy = rollout_policy
        self.win_sigma = win_sigma
        self.crn = crn
        # Games with options the lean simulator lacks roll out through the real rules (~1 ms a sample): fewer
        # samples, so the count, not the time cap, ends the search even on a busy machine (deterministic).
        # 4 players, all options, against three Normal seats (the same 1,000 games): 128 samples won 46.1%,
        # 64 won 38.5% (CPU p95 157 ms a decision with 128).
        self.option_samples = option_samples
        self.two_player_options_rule = two_player_options_rule
        # The greedy rules play-outs of option games are rough: Normal's judgement as a prior steadies them
        # (4 players, all options, 64 samples, against three Normal seats: 38.5% of 1,000 games with weight 1.0,
        # 34.6% without, 32.4% with 2.0: a larger prior ends the search early, on too few samples). With 128
        # samples half that weight: judged by play-outs whose opponents play Normal's exact rule
        # (tools/ceiling/option_regret.py), it cut the regret per decision of rounds 1-3 by 0.89k (se 0.31), and on
        # 3,000 fresh games it won 50.2% [48.4, 52.0] against 47.9% for weight 1.0 on its fresh 6,000 (README).
        self.option_prior_weight = option_prior_weight
        # Two players, classic dice: once at most this many dice are left in both hands (ours thrown), the
        # rest of the round is solved exactly against Normal's rule (endgame.py) instead of sampled.
        self.endgame_dice = endgame_dice
        # Two players, classic dice: with at least this many dice left in both hands, Normal's rule decides.
        self.normal_from_dice = normal_from_dice
        # ... unless (early_z > 0) the play-outs find a move better than Normal's by early_z standard errors
        self.early_z = early_z
        # Two players, classic: three times the play-outs (measured by exact regrets against the best reply to
        # Normal, tools/ceiling/regret.py: 480 samples left 1.6k a round, 1,440 1.0k; p95 146 ms CPU)
        self.two_player_factor = 3
        # Three or more players, classic dice: the play-outs' policy ("greedy" or "normal": the Normals' own rule),
        # Normal's move unless the play-outs beat it by `multi_z` standard errors (0: successive halving), samples.
        # Exact regrets against 500 Normal-rule play-outs a move, 211 positions of Hard-vs-3-Normal games (k a
        # round in rounds 1-3; points of the final utility, 100 = a win, in the last): halving 1.97 and 2.84,
        # z = 0.5 1.45 and 1.95, z = 1 1.91 and 1.67; Normal-rule play-outs (240, halving) 1.76 and 1.56 at
        # three times the cost; 960 greedy play-outs 2.03 and 2.51 (the greedy play-outs' bias, not their noise).
        self.multi_policy = multi_policy
        self.multi_z = multi_z
        self.multi_samples = multi_samples  # 0: max_samples
        self.option_z = option_z  # the same gate in option games the lean simulator lacks (0: off)
        # Option games: the prior corrects two things Normal misjudges. A rainbow card on a casino, which Normal
        # counts as nothing, is replaced at scoring by a bill from the pile: it counts at the pile's mean
        # (rainbow_worth). Equal counts at the Bandit are ranked by pips, as the rules do, not cancelled.
        # 4 players, all options, against three Normal seats, the same 1,300 games: see the README (issue 34,
        # evening of 2026-11-28). False, False: Normal's own judgement, as before.
        self.rainbow_prior = rainbow_prior
        self.bandit_prior = bandit_prior
        # The same two corrections for Hard's own moves in the rules play-outs (`PlayoutScorer.own`); the Normal
        # seats keep Normal's view there, as they play. The same 6,000 games (seeds 621-680): 48.2% against 47.5%.
        self.playouts_as_scored = playouts_as_scored
        # a rule for the other seats in the rules play-outs (None: the greedy one); for measurements only
        self.opponent_rule = opponent_rule
        self._normal = NormalAgent(seed)
        # samples the last decision used (0 when it had nothing to choose): a figure for benchmarks, never read
        self.last_samples = 0

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        self._normal.reseed(seed)  # its rule decides two-player option games and breaks its ties

    def choose(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        return checked(GAME, seat, self._decide(rules, observation, legal, seat), legal)

    def _decide(self, rules: Rules, observation: LasVegasState, legal: list[Action], seat: int) -> Action:
        if len(legal) == 1:
            self.last_samples = 0
            return legal[0]
        base = self.rng.getrandbits(40)
        last_round = observation.round >= _rounds(observation)
        start_round = observation.round

        early: Action | None = None
        if (
            observation.players == 2
            and sum(len(h) for h in observation.supply) >= self.normal_from_dice
            and options_fast_ok(observation.options)
        ):
            early = self._normal.choose(rules, observation, legal, seat)
            if not self.early_z:
                self.last_samples = 0
                return early
        elif observation.players > 2 and (self.multi_z if options_fast_ok(observation.options) else self.option_z):
            early = self._normal.choose(rules, observation, legal, seat)
        exact = self._endgame(observation, legal, seat, last_round)
        if exact is not None:
            self.last_samples = 0
            return exact
        cache: dict[tuple[int, ...], list[int]] = {}
        ncache: ClaimMemo = {}
        paid: PayMemo = {}
        # shared by this decision's rules play-outs
        scorer = PlayoutScorer(seat if self.playouts_as_scored else None, self.opponent_rule)
        # The pile's order only matters to rollouts that draw from it (rule options the lean simulator
        # does not model); the lean simulator never draws, so it skips the shuffle.
        lean = options_fast_ok(observation.options)
        if not lean and observation.players == 2 and self.two_player_options_rule:
            # Two players with options the lean simulator lacks (kickers, Bandit, white dice, rainbow): the
            # greedy play-outs through the real rules judge worse than Normal's rule (1,000 games: search 32%
            # against Normal, search plus Normal's prior 42% in 150), so Hard plays Normal's rule there.
            self.last_samples = 0
            return self._normal.choose(rules, observation, legal, seat)

        # Normal's judgement of each move as a prior: a constant shift per candidate, so it steers close
        # calls without adding noise to the paired comparisons.
        prior = [0.0] * len(legal)
        weight = self.prior_weight if lean else self.option_prior_weight
        if weight:
            judged = with_rainbows_worth(observation) if self.rainbow_prior and not lean else observation
            ranked = self.bandit_prior and not lean
            prior = [weight * self._normal.score(judged, a, seat, ranked) for a in legal]

        mix = self.rival_max_weight
        value_of: Callable[[list[int], int], float] = (
            final_utility if last_round else (lambda money, seat: relative_value(money, seat, mix))
        )
        if self.win_sigma and not last_round and observation.players == 2:
            spread = self.win_sigma * math.sqrt(_rounds(observation) - observation.round)
            value_of = lambda money, seat: _win_chance(money, seat, spread)  # noqa: E731
        # Normal rollouts of the classic game: the position after each candidate is built once (nothing
        # hidden matters to it) and only the dice differ between samples. It is the money when the round is
        # over, the lean position, or None when only the real rules can play it on.
        prepared: dict[int, list[int] | Prepared | None] = {}

        def after_state(candidate: int) -> list[int] | Prepared | None:
            if candidate not in prepared:
                state = playable_copy(observation, random.Random(0))
                step(state, legal[candidate], None, seat)
                got: list[int] | Prepared | None = None
                if state.phase == "over" or state.round != start_round:
                    got = list(state.money)
                elif fast_ok(state):
                    got = prepare(state)
                prepared[candidate] = got
            return prepared[candidate]

        policy = self.rollout_policy
        if policy == "auto":
            policy = "normal" if observation.players == 2 else self.multi_policy
        normal = lean and policy == "normal"
        tables: dict[int, list[list[list[int]]]] = {}
        most = max([len(h) for h in observation.supply] + [8])

        def table_for(sample: int) -> list[list[list[int]]] | None:
            if not self.crn:
                return None
            got = tables.get(sample)
            if got is None:
                got = tables[sample] = dice_table(random.Random(base * 7919 + sample), observation.players, most)
            return got

        def simulate(candidate: int, sample: int) -> float:
            if normal:
                after = after_state(candidate)
                if isinstance(after, list):  # the round is over
                    return value_of(after, seat) + prior[candidate]
                if after is not None:  # the lean position
                    table = table_for(sample)
                    # with a dice table the play-out draws nothing: seeding a generator would be wasted time
                    draw = _NO_DRAWS if table is not None else random.Random(base * 1009 + sample)
                    return value_of(play_normal(after, draw, ncache, table, paid), seat) + prior[candidate]
            rng = random.Random(base * 1009 + sample)
            state = playable_copy(observation, rng) if lean else determinize(observation, rng)
            step(state, legal[candidate], None, seat)
            if state.phase == "over" or state.round != start_round:
                money = list(state.money)
            elif lean and fast_ok(state):
                money = rollout(state, rng, self.rollout_die_cost, cache=cache, jitter=self.rollout_jitter)
            else:
                money = rules_rollout(state, start_round, rng, self.rollout_die_cost, scorer)
            return value_of(money, seat) + prior[candidate]

        samples = self.max_samples if lean else min(self.max_samples, self.option_samples)
        if lean and observation.players == 2:
            samples = self.two_player_factor * self.max_samples
        elif lean and self.multi_samples:
            samples = self.multi_samples
        if early is not None:
            z = self.early_z if observation.players == 2 else self.multi_z if lean else self.option_z
            return self._challenge(legal, legal.index(early), simulate, samples, z)
        choice, used = successive_halving(
            len(legal), simulate, samples, self.time_budget, first_round=self.first_round, clock=self.clock
        )
        self.last_samples = used
        return legal[choice]

    def _challenge(
        self, legal: list[Action], incumbent: int, simulate: Callable[[int, int], float], samples: int, z: float
    ) -> Action:
        """Normal's move unless the play-outs (the same dice for every move) find one better by `z`
        standard errors of the paired difference: early in a round the play-outs' bias outweighs their edge."""
        per = max(2, samples // len(legal))
        values: list[list[float]] = [[] for _ in legal]
        start, used = self.clock(), 0
        capped = False
        for j in range(per):  # sample by sample over every move: a safety cap leaves (nearly) equal counts
            for c in range(len(legal)):
                if used and over_cap(self.clock() - start, self.time_budget):
                    capped = True
                    break
                values[c].append(simulate(c, j))
                used += 1
            if capped:
                break
        self.last_samples = used
        per = len(values[-1])  # the samples every move got
        if per < 2:
            return legal[incumbent]
        values = [v[:per] for v in values]
        best = max(range(len(legal)), key=lambda c: sum(values[c]))
        if best == incumbent:
            return legal[incumbent]
        return legal[best] if clearly_ahead(values[best], values[incumbent], z, min_pairs=2) else legal[incumbent]

    def _endgame(self, obs: LasVegasState, legal: list[Action], seat: int, last_round: bool) -> Action | None:
        """The exact reply to Normal when the round's end is small enough (None: search as usual)."""
        if obs.players != 2 or not self.endgame_dice or not options_fast_ok(obs.options) or obs.throw is None:
            return None
        hands = (len(obs.supply[0]), len(obs.supply[1]))
        if hands[0] + hands[1] > self.endgame_dice or not fast_ok_classic(obs):
            return None
        counts = [[0, 0] for _ in range(6)]
        for c, dice in enumerate(obs.casinos):
            for d in dice:
                counts[c][d.owner] += 1
        rows = tuple((a, b) for a, b in counts)
        lead = obs.money[seat] - obs.money[1 - seat]
        stake = sum(sum(b) for b in obs.bills)
        per_die = self._normal.die_value * stake / max(1, sum(hands) + sum(a + b for a, b in rows))
        utility = _final_lead_utility if last_round else _lead_utility
        solver = Endgame(obs.bills, seat, lead, per_die, utility)
        best: Action | None = None
        best_value = -math.inf
        for action in legal:
            if not isinstance(action, Place) or action.bandit:
                return None
            placed = sum(1 for d in obs.throw if d.value == action.value)
            v = solver.place(rows, hands, seat, action.value - 1, placed)
            if v > best_value + 1e-9:
                best, best_value = action, v
        return best


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


def _win_chance(money: list[int] | list[float], seat: int, spread: float) -> float:
    """Two players, before the last round: chance to win from this money lead (normal law, later rounds' spread)."""
    lead = money[seat] - money[1 - seat]
    return 100.0 * 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))
