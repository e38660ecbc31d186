"""Hard's Cash & Run choices: one-step policy improvement over Normal by play-outs in `cashrun_sim`.

At the decisions that move the game most (the Cash & Run move, takeovers) each candidate (Normal's pick and
a few others) is followed by the same `samples` play-outs (common random numbers: play-out j uses the same
chance and the same guess of the hidden bluff cards for every candidate), everybody playing Normal's policy
for `horizon` turns. A play-out ends in a win, or in a chance-like score from chips, casinos, combination
progress and final laps. A fixed number of play-outs decides: seeded, it is deterministic.
The hidden bluff cards are guessed from the deck's make-up minus the seat's own hand, never read.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from vegas_desktop.cashrun.ai import judgement as cm
from vegas_desktop.cashrun.ai import policy as cp
from vegas_desktop.cashrun.ai.sim import FIELDS, Sim, Takeover

T = TypeVar("T")


@dataclass(frozen=True)
class SearchParams:
    samples: int = 8  # play-outs per candidate
    horizon: int = 8  # turns played after the decision
    move_candidates: int = 4  # Cash & Run targets compared (Normal's best by its own field values)
    sigma: float = 1500.0  # k: spread of a score lead that still leaves the game open


HARD_SEARCH = SearchParams()


@dataclass
class Scored:
    """The play-outs behind one searched choice: the candidates compared, their scores by sample, and how to play
    any other option on the same samples (for an appraisal of every legal move)."""

    sim: Sim
    seat: int
    seeds: list[int]
    cands: list[object]
    scores: list[list[float]]
    apply: Callable[[Sim, int, object], None]
    params: SearchParams

    def more(self, cand: object) -> list[float]:
        """`cand` played out on the same samples (the same guessed cards and the same chance)."""
        return [_sample(self.sim, self.seat, sd, cand, self.apply, self.params) for sd in self.seeds]


def determinize(sim: Sim, seat: int, rng: random.Random) -> Sim:
    """A copy of `sim` in which every bluff card `seat` cannot see is dealt again at random."""
    copy = sim.clone(rng)
    pool: list[str] = []
    for sym, count in cm.unknown_pool(sim.hands[seat]).items():
        pool += [sym] * count
    rng.shuffle(pool)
    for s in range(sim.n):
        if s != seat:
            k = len(sim.hands[s])
            copy.hands[s] = pool[:k]
            pool = pool[k:]
    copy.pile = pool
    return copy


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def score(sim: Sim, seat: int, params: SearchParams) -> float:
    """1 for a win, 0 for a loss, else the chance-like score of `seat` leading every rival."""
    if sim.winner is not None:
        return 1.0 if sim.winner == seat else 0.0
    if sim.out[seat]:
        return 0.0
    lines = sim.table(seat).lines
    values: list[float | None] = []
    for s in range(sim.n):
        if sim.out[s]:
            values.append(None)
            continue
        casinos = sum(1 for o in sim.owners if o == s)
        v = sim.chips[s] + 100 * casinos + cm.POTENTIAL_K * cm.seat_potential(s, sim.owners, lines)
        lap = sim.lap[s]
        if lap is not None:
            v += 1500.0 + 2500.0 * (1.0 - lap[0] / 36.0)
        values.append(v)
    mine = values[seat]
    assert mine is not None
    return math.prod(_phi((mine - v) / params.sigma) for s, v in enumerate(values) if s != seat and v is not None)


class Searcher:
    """The chooser (`sim.Chooser`) of one seat's Cash & Run moves and takeovers."""

    def __init__(self, seed: int, params: SearchParams | None = None) -> None:
        self.rng = random.Random(seed)
        self.params = params or SearchParams()
        self.last: Scored | None = None  # the play-outs of the last searched choice (None: it needed none)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def move(self, sim: Sim, seat: int, targets: list[int]) -> int:
        """The Cash & Run target (a field) of the best play-outs, among Normal's best by its field values."""
        t = sim.table(seat)
        ranked = sorted(targets, key=lambda f: (-cp.field_value(t, *FIELDS[f], cp.NORMAL, self.rng), f))
        return self._best(sim, seat, ranked[: self.params.move_candidates], _move)

    def takeover(self, sim: Sim, seat: int, options: list[Takeover]) -> Takeover:
        """The takeover (rival, casino), or None, of the best play-outs."""
        return self._best(sim, seat, list(options), _takeover)

    def _best(self, sim: Sim, seat: int, cands: list[T], apply: Callable[[Sim, int, T], None]) -> T:
        self.last = None
        if len(cands) == 1:
            return cands[0]
        seeds = [self.rng.randrange(2**31) for _ in range(self.params.samples)]
        scores: list[list[float]] = [[] for _ in cands]
        for sd in seeds:
            base = determinize(sim, seat, random.Random(sd))
            for i, cand in enumerate(cands):
                scores[i].append(_play(base, seat, sd, cand, apply, self.params))
        totals = [sum(s) for s in scores]
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        self.last = Scored(sim, seat, seeds, list(cands), scores, apply, self.params)  # type: ignore[arg-type]
        return cands[best]


Apply = Callable[[Sim, int, Any], None]  # a candidate played on a play-out's table


def _play(base: Sim, seat: int, sd: int, cand: object, apply: Apply, params: SearchParams) -> float:
    play = base.clone(random.Random(sd + 1))
    apply(play, seat, cand)
    _play_on(play, seat, params.horizon)
    return score(play, seat, params)


def _sample(sim: Sim, seat: int, sd: int, cand: object, apply: Apply, params: SearchParams) -> float:
    return _play(determinize(sim, seat, random.Random(sd)), seat, sd, cand, apply, params)


def _move(sim: Sim, seat: int, target: int) -> None:
    sim.pos[seat] = target
    sim.resolve(seat, target, allow_move=False)


class _Decided:
    """The chooser of a play-out that starts with a takeover already decided (the candidate played out)."""

    def __init__(self, choice: Takeover) -> None:
        self.choice = choice

    def move(self, sim: Sim, seat: int, targets: list[int]) -> int:
        raise AssertionError("a takeover's play-out decides no Cash & Run move")

    def takeover(self, sim: Sim, seat: int, options: list[Takeover]) -> Takeover:
        return self.choice


def _takeover(sim: Sim, seat: int, choice: Takeover) -> None:
    game = str(FIELDS[sim.pos[seat]][1])
    sim.searchers = {seat: _Decided(choice)}
    sim.takeover(seat, game)
    sim.searchers = {}


def _play_on(sim: Sim, seat: int, turns: int) -> None:
    s = (seat + 1) % sim.n
    for _ in range(turns):
        if sim.winner is not None:
            return
        if not sim.out[s]:
            sim.turn(s)
        s = (s + 1) % sim.n
