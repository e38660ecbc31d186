"""Computer players for Las Vegas Royale: easy (noisy greedy), normal (heuristic), hard (play-out search).

Normal scores a placement by the cards it would take now (own minus the others' mean), the worth of the tile it
activates and the dice it spends. Hard improves on it by play-outs (`search`, `sim`): every
legal turn action and most tile choices are followed by the same sampled rests of the round, everybody placing
by a fast normal-like rule, and the action with the best average chance-to-win proxy is taken.

They see only `observe(state, seat)`. Every tile decision has its own small rule; the two bluffing games
(Lucky Punch, Black Box) use mixed strategies drawn from the agent's own RNG, so nobody can read a pattern:
Lucky Punch plays the equilibrium of the guessing game (count c chosen with probability ~ 1/reward(c)), the
Black Box winner picks a face-down group at random (which guarantees half the plaques' value whatever the
split) and the splitter mixes balanced splits so that no pick is better than another on average.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, TypeVar

from vegas_desktop.ai.appraisal import Appraisal
from vegas_desktop.ai.base import checked
from vegas_desktop.core.game import GameRules
from vegas_desktop.royale.ai.evaluation import (
    _TILE_BASE,
    DIE_COST,
    PLACE_DIE_COST,
    _dice_left_factor,
    table_value,
)
from vegas_desktop.royale.ai.judge import by_rule, from_search, rule_worths
from vegas_desktop.royale.ai.odds import _SUMS, fifty_value  # noqa: F401 (re-exported)
from vegas_desktop.royale.ai.search import MODELLED_PHASES, SearchParams, search_tile, search_turn
from vegas_desktop.royale.ai.sim_tiles import next_no_entry_worth
from vegas_desktop.royale.ai.tile_policies import POLICIES
from vegas_desktop.royale.common import strict_leader
from vegas_desktop.royale.model import (
    BLACK_BOX,
    CASINO_COUNT,
    JACKPOT_TRACK,
    Die,
    Options,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    Place,
    PowerPlay,
    Roll,
    Skip,
)

GAME = "royale"
T = TypeVar("T")


@dataclass(frozen=True)
class RoyaleConfig:
    """One level's settings."""

    noise: float = 0.0  # sd (k) blurring each choice's worth
    die_cost: float = PLACE_DIE_COST  # k per die a placement spends
    search: SearchParams | None = None  # play-outs for turns and tile choices (else the quick rule alone)


LEVELS = {
    # Easy is greedy: it barely prices the dice it spends, and its choices are blurred by noise.
    "easy": RoyaleConfig(noise=25.0, die_cost=8.0),
    "normal": RoyaleConfig(),
    "hard": RoyaleConfig(search=SearchParams()),
}
SKIP_VALUE = -14.0  # k: a jeton (10k) for a new throw is worth it only when every placement is poor


# -- the agent -------------------------------------------------------------------------------------------------


class RoyaleAgent:
    """One class for all levels (`LEVELS`): the quick rule, blurred by noise (easy), improved by play-outs (hard).
    Hard values every legal move (`appraise`) and plays the best: the hint, the review and the lessons read it."""

    needs_observation = True

    def __init__(self, level: str, seed: int = 0, config: RoyaleConfig | None = None) -> None:
        self.name = level
        self.level = level
        self.rng = random.Random(seed)
        self.config = LEVELS[level] if config is None else config
        self.noise = self.config.noise
        self.die_cost = self.config.die_cost
        self._scored: list[tuple[float, Any]] | None = None  # the quick rule's worths at its last choice

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    # The protocol entry point.
    def choose(
        self,
        rules: GameRules[RoyaleState, Action, RoyaleState, Options],
        observation: RoyaleState,
        legal: list[Action],
        seat: int,
    ) -> Action:
        return checked(GAME, seat, self._decide(observation, legal, seat), legal)

    def appraise(
        self,
        rules: GameRules[RoyaleState, Action, RoyaleState, Options],
        observation: RoyaleState,
        legal: list[Action],
        seat: int,
    ) -> Appraisal[Action]:
        """Every legal move valued from this seat's observation, best (the move this level plays) first."""
        return self._appraise(observation, legal, seat)

    def _decide(self, state: RoyaleState, legal: list[Action], seat: int) -> Action:
        if self.config.search is not None:
            return self._appraise(state, legal, seat).best.action
        if len(legal) == 1:
            return legal[0]
        if state.phase in ("roll", "place"):
            return self._rule_turn(state, legal, seat)
        return self._rule_tile(state, legal, seat)

    def _rule_tile(self, state: RoyaleState, legal: list[Action], seat: int) -> Action:
        policy = POLICIES.get(state.phase)
        if policy is None:
            return legal[self.rng.randrange(len(legal))]
        return policy(self, state, legal, seat)

    def _appraise(self, state: RoyaleState, legal: list[Action], seat: int) -> Appraisal[Action]:
        params = self.config.search
        if len(legal) == 1:
            return by_rule(state, legal, seat, legal[0], [0.0])
        if params is not None and state.phase in ("roll", "place"):
            incumbent = legal.index(self._rule_turn(state, legal, seat)) if params.gate_z else None
            found = search_turn(state, legal, seat, self.rng, params, incumbent)
            return from_search(state, legal, seat, found, list(range(len(legal))))
        if params is not None and state.phase in MODELLED_PHASES:
            tile = search_tile(state, legal, seat, self.rng, params, params.tile_samples)
            if tile is not None:
                return from_search(state, legal, seat, *tile)
        self._scored = None
        choice = (
            self._rule_turn(state, legal, seat)
            if state.phase in ("roll", "place")
            else self._rule_tile(state, legal, seat)
        )
        return by_rule(state, legal, seat, choice, rule_worths(state, legal, self._scored))

    # -- scoring options --------------------------------------------------------------------------------
    def _pick(self, scored: list[tuple[float, T]]) -> T:
        self._scored = list(scored)
        if self.noise:
            scored = [(v + self.rng.gauss(0, self.noise), a) for v, a in scored]
        return max(scored, key=lambda va: va[0])[1]

    def _placement_value(self, state: RoyaleState, seat: int, value: int, dice: list[Die], activate: bool) -> float:
        trial = state.clone()
        for d in dice:
            if d.kind in trial.supply[seat]:
                trial.supply[seat].remove(d.kind)
        trial.casinos[value - 1].extend(Die(seat, value, d.kind) for d in dice)
        gain = table_value(trial, seat) - table_value(state, seat)
        weight = sum(d.weight for d in dice)
        gain -= self.die_cost * weight * _dice_left_factor(state, seat)
        if activate and state.tiles[value - 1] is not None:
            gain += self._tile_value(trial, value - 1, seat)
        return gain

    def _tile_value(self, state: RoyaleState, casino: int, seat: int) -> float:
        """Worth of activating the tile at `casino` for `seat` in `state` (dice already placed)."""
        tile = state.tiles[casino]
        if tile is None:
            return 0.0
        p = state.pieces
        if tile == "A2":
            return JACKPOT_TRACK[p.jackpot_step] / 3
        if tile == "C1":
            return 100.0 if not p.high_five_taken and state.count(casino, seat) >= 5 else 0.0
        if tile == "D1":
            n = sum(1 for c in range(CASINO_COUNT) if state.count(c, seat) > 0)
            return 10.0 * n
        if tile == "D2":
            return 16.0 if strict_leader(state, casino) == seat and p.power_play != seat else 0.0
        if tile == "E1":
            return _TILE_BASE[tile] + next_no_entry_worth(p.no_entry_marker)
        if tile == "E2":
            others = sum(1 for s in range(state.players) if s != seat and state.supply[s])
            own = sum(1 for d in p.knockout_bar if d.owner == seat)
            return 6.0 * others + DIE_COST * own
        if tile == "G2":
            return 12.0 if state.count(casino, seat) else 0.0
        return float(_TILE_BASE[tile])

    # -- a turn: roll / power play / place / skip --------------------------------------------------------
    def _rule_turn(self, state: RoyaleState, legal: list[Action], seat: int) -> Action:
        """Normal's (and, with noise, Easy's) turn: the placement of the best quick worth."""
        if state.phase == "roll":
            plays = [a for a in legal if isinstance(a, PowerPlay)]
            if not plays:
                return Roll()
            scored: list[tuple[float, Action]] = [
                (self._placement_value(state, seat, a.value, [Die(seat, a.value, a.kind)], True), a) for a in plays
            ]
            best_v, best = max(scored, key=lambda va: va[0])
            return best if best_v > 12 or len(state.supply[seat]) == 1 else Roll()
        throw = list(state.throw or ())
        places = [a for a in legal if isinstance(a, Place)]
        scored = [
            (self._placement_value(state, seat, a.value, [d for d in throw if d.value == a.value], True), a)
            for a in places
        ]
        if Skip() in legal:
            scored.append((SKIP_VALUE if len(throw) >= 3 else -40.0, Skip()))
        return self._pick(scored)


def determinize(view: RoyaleState, seed: int) -> RoyaleState:
    """A full state consistent with what a seat saw (fresh RNG, shuffled pile, guessed secrets), for search."""
    state = view.clone()
    rng = random.Random(seed)
    state.rng = rng
    rng.shuffle(state.pile)
    if state.phase == "lucky_guess" and state.lucky_count is None:
        state.lucky_count = rng.randint(1, 3)
    if state.knockout_picks:
        state.knockout_picks = {
            s: (rng.choice(state.supply[s]) if k == "?" else k) for s, k in state.knockout_picks.items()
        }
    if state.box_sizes is not None and state.box_split is None:
        state.box_split = tuple(sorted(rng.sample(range(len(BLACK_BOX)), state.box_sizes[0])))
    return state
