"""The hard level's choices: one-step policy improvement over the quick normal-like rule.

Every legal turn action (each placement, the jeton skip; Power Play plays against rolling) and most tile
choices are followed by the same `samples` play-outs of the rest of the round (common random numbers: play-out
k throws the same faces for every candidate), everybody placing by `RoundSim`'s quick rule. Each play-out ends
in every seat's worth; the objective is a win-probability proxy: in the last round whether we finish first,
earlier the product over the others of P(our lead survives the rounds left), the lead's noise growing with the
rounds left. The candidates still close after that get `extra` more play-outs (paired differences decide).
Normal's own turn stands unless the best beats it by `gate_z` standard errors of the paired difference: the
play-outs' bias outweighs a small edge they find.

A fixed number of play-outs decides (deterministic under a seed); `time_cap` only stops a very slow machine.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from vegas_desktop.ai.search import clearly_ahead, over_cap
from vegas_desktop.royale.ai.sim import TILE_GUESS, RoundSim, make_rolls
from vegas_desktop.royale.ai.sim_tiles import SLOT_WORTH, SLOTS, next_no_entry_worth
from vegas_desktop.royale.model import (
    BIGGY,
    NICE_DICE_REWARDS,
    NO_ENTRY_LOOP,
    ROUNDS,
    SMALL,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    ActivateTile,
    AdjustPlace,
    AdjustTake,
    BlockIt,
    Decline,
    DoubleDown,
    Golden,
    Handicap,
    KnockoutPick,
    MyChoice,
    NiceDice,
    NoEntry,
    Place,
    PowerPlay,
    PrimeTime,
    Roll,
    Skip,
)


@dataclass(frozen=True)
class SearchParams:
    """The hard level's search."""

    samples: int = 32  # play-outs per candidate
    die_cost: float = 34.0  # the quick rule's price per die spent early (normal's)
    sigma: float = 90.0  # k: spread of the lead per round still to play
    time_cap: float = 0.5  # s of wall-clock time: a safety cap for an overloaded machine, not the budget
    extra: int = 64  # more play-outs for the candidates still close after `samples`
    prune_z: float = 2.0  # "close": the paired difference is within this many standard errors
    tile_samples: int = 24  # play-outs per candidate of a tile choice
    # Normal's turn stands unless the play-outs beat it by this many standard errors of the paired difference
    # (0: off): the play-outs' bias outweighs a small edge they find.
    gate_z: float = 0.5


@dataclass
class Searched:
    """What a search found: the chosen candidate, and every candidate's play-outs (sample k on the same dice for
    each): the win proxy that decided, and every seat's worth at the round's end."""

    choice: int
    scores: list[list[float]]
    worths: list[list[list[float]]]

    @property
    def samples(self) -> int:
        return sum(len(s) for s in self.scores)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def win_proxy(worth: list[float], me: int, rounds_left: int, params: SearchParams) -> float:
    """Chance-like score of `me` winning from the seats' worths at the end of this round: in the last round
    whether `me` finishes first (a tie half), earlier the product over the others of P(our lead survives)."""
    mine = worth[me]
    others = [w for q, w in enumerate(worth) if q != me]
    if rounds_left <= 0:
        best = max(others)
        if mine > best:
            return 1.0
        return 0.5 if mine == best else 0.0
    s = params.sigma * math.sqrt(rounds_left)
    return math.prod(_phi((mine - w) / s) for w in others)


def _after(base: RoundSim, state: RoyaleState, seat: int, action: Action) -> tuple[RoundSim, int]:
    """The sim after `seat` plays `action`, and the seat whose turn comes next."""
    sim = base.copy()
    n = sim.n
    if isinstance(action, Place):
        dice = [d for d in state.throw or () if d.value == action.value]
        big = sum(1 for d in dice if d.kind == BIGGY)
        sim.place(seat, action.value, len(dice) - big, big)
        return sim, (seat + 1) % n
    if isinstance(action, Skip):
        sim.jet[seat] -= 1
        sim.gain[seat] -= 10
        return sim, (seat + 1) % n
    if isinstance(action, PowerPlay):
        big = 1 if action.kind == BIGGY else 0
        sim.place(seat, action.value, 1 - big, big)
        return sim, (seat + 1) % n
    if isinstance(action, Roll):
        return sim, seat
    raise TypeError(f"not a turn action: {action!r}")


def search_turn(
    state: RoyaleState,
    legal: list[Action],
    seat: int,
    rng: random.Random,
    params: SearchParams,
    incumbent: int | None = None,
) -> Searched:
    """The legal turn action with the best mean win proxy over the play-outs; with an `incumbent` (Normal's
    turn) and `params.gate_z`, the incumbent unless the best beats it by gate_z standard errors."""
    base = RoundSim.from_state(state, seat, params.die_cost)
    cands = [_after(base, state, seat, a) for a in legal]
    return _best_pairs(cands, state, seat, rng, params, params.samples, incumbent)


def _best_pairs(
    cands: list[tuple[RoundSim, int]],
    state: RoyaleState,
    seat: int,
    rng: random.Random,
    params: SearchParams,
    samples: int,
    incumbent: int | None = None,
) -> Searched:
    """The candidate (sim, next seat) with the best mean win proxy over shared play-outs.

    `samples` play-outs for every candidate; then, if `params.extra`, that many more for the candidates not
    clearly worse than the leader (paired differences, common random numbers make them precise). An
    `incumbent` still in the running stays unless the best beats it by `params.gate_z` standard errors.
    """
    scores: list[list[float]] = [[] for _ in cands]
    worths: list[list[list[float]]] = [[] for _ in cands]
    rounds_left = ROUNDS - state.round
    start = time.perf_counter()
    seeds = [rng.randrange(2**31) for _ in range(samples + params.extra)]
    alive = list(range(len(cands)))
    for k, sd in enumerate(seeds):
        if k == samples:
            if not params.extra:
                break
            alive = _survivors(scores, params.prune_z)
            if len(alive) == 1:
                break
        rolls = make_rolls(random.Random(sd), state.players)
        for i in alive:
            sim, nxt = cands[i]
            worth = sim.copy().play_out(nxt, rolls)
            scores[i].append(win_proxy(worth, seat, rounds_left, params))
            worths[i].append(worth)
        if k >= 3 and over_cap(time.perf_counter() - start, params.time_cap):
            break
    best = max(alive, key=lambda i: sum(scores[i]) / len(scores[i]))
    if incumbent is not None and params.gate_z and incumbent in alive and best != incumbent:
        beaten = clearly_ahead(scores[best], scores[incumbent], params.gate_z, min_pairs=2)
        best = best if beaten else incumbent
    return Searched(best, scores, worths)


def _survivors(scores: list[list[float]], z: float) -> list[int]:
    """Candidates whose paired difference to the best is not significantly negative (z standard errors)."""
    means = [sum(s) / len(s) for s in scores]
    best = max(range(len(scores)), key=lambda i: means[i])
    return [i for i, s in enumerate(scores) if i == best or not clearly_ahead(scores[best], s, z, min_pairs=2)]


# -- tile choices, played out the same way -------------------------------------------------------------------

NICE_WORTH = {f: amount * (10 if what == "jetons" else 1) for f, (what, amount) in NICE_DICE_REWARDS.items()}
MY_CHOICE_FLAT = {1: 10.0, 2: 20.0, 3: 30.0, 5: 14.0}


def _owner_index(sim: RoundSim, owner: int) -> int:
    return owner if owner >= 0 else (sim.n if owner == -1 else sim.n + 1)


def _take_from_hand(sim: RoundSim, seat: int, kind: str) -> int:
    if kind == BIGGY:
        sim.big[seat] -= 1
        return 2
    sim.small[seat] -= 1
    return 1


def tile_after(base: RoundSim, state: RoyaleState, seat: int, action: Action) -> RoundSim | None:
    """The sim after a tile choice, or None when this choice is not modelled (the caller falls back)."""
    sim = base.copy()
    here = state.tile_casino
    if isinstance(action, Decline):
        return sim
    if isinstance(action, BlockIt):
        sim.cnt[action.casino - 1][sim.n + 1] += state.pieces.block_groups[action.group]
        sim.groups[action.group] = 0
        return sim
    if isinstance(action, NoEntry):
        if action.casino is not None:
            sim.closed = action.casino - 1
            sim.gain[seat] += next_no_entry_worth(state.pieces.no_entry_marker)
            sim.ne_marker = (state.pieces.no_entry_marker + 1) % len(NO_ENTRY_LOOP)
        return sim
    if isinstance(action, Handicap):
        sim.cnt[action.casino - 1][sim.n + 1] -= 1
        sim.slots[SLOTS.index(action.slot)] += 1
        sim.gain[seat] += SLOT_WORTH[action.slot]
        return sim
    if isinstance(action, AdjustPlace):
        w = _take_from_hand(sim, seat, action.kind)
        sim.cnt[action.value - 1][seat] += w
        return sim
    if isinstance(action, AdjustTake):
        w = 2 if action.kind == BIGGY else 1
        sim.cnt[action.casino - 1][seat] -= w
        if action.kind == BIGGY:
            sim.big[seat] += 1
        else:
            sim.small[seat] += 1
        return sim
    if isinstance(action, DoubleDown):
        w = action.small + (2 if action.biggy else 0)
        sim.cnt[here][seat] -= w
        sim.dd = list(sim.dd)
        sim.dd[seat] += w
        return sim
    if isinstance(action, NiceDice):
        if action.source == "hand":
            _take_from_hand(sim, seat, action.kind)
        else:
            sim.cnt[action.value - 1][seat] -= 2 if action.kind == BIGGY else 1
        occupant = state.pieces.nice_dice[action.value - 1]
        worth = NICE_WORTH[action.value]
        if occupant is not None:
            sim.cnt[occupant.value - 1][_owner_index(sim, occupant.owner)] += occupant.weight
            sim.gain[occupant.owner] -= worth
        sim.gain[seat] += worth
        return sim
    if isinstance(action, KnockoutPick):
        _take_from_hand(sim, seat, action.kind)
        sim.bar[seat] += 1
        return sim
    if isinstance(action, Golden):
        _take_from_hand(sim, seat, action.kind)
        old = state.pieces.golden
        if old is not None:
            sim.gain[old.owner] -= 60
            if old.kind == BIGGY:
                sim.big[old.owner] += 1
            else:
                sim.small[old.owner] += 1
        sim.gain[seat] += 60
        return sim
    if isinstance(action, PrimeTime):
        for v in action.values:
            sim.cnt[v - 1][seat] += 1
        return sim
    if isinstance(action, MyChoice):
        if action.value in MY_CHOICE_FLAT:
            sim.gain[seat] += MY_CHOICE_FLAT[action.value]
        elif action.value == 4:
            own = state.tile_at("H2")
            worths = [
                TILE_GUESS.get(t, 0.0)
                for c, t in enumerate(state.tiles)
                if t is not None and c != own and state.is_open(c)
            ]
            sim.gain[seat] += max(worths, default=0.0)
        elif sim.small[seat] + sim.big[seat]:
            _take_from_hand(sim, seat, SMALL if sim.small[seat] else BIGGY)
            sim.gain[seat] += 60
        return sim
    if isinstance(action, ActivateTile):
        c = action.casino - 1
        tile = state.tiles[c]
        if tile is not None:  # the rules offer only casinos with a tile (no tile would be worth 0.0)
            sim.gain[seat] += sim.activate(seat, c, tile)
        return sim
    return None


MODELLED_PHASES = frozenset(
    {
        "block_it",
        "no_entry",
        "handicap",
        "adjust",
        "double_down",
        "nice_dice",
        "knockout",
        "golden",
        "prime_time",
        "my_choice",
        "my_choice_tile",
    }
)


def search_tile(
    state: RoyaleState, legal: list[Action], seat: int, rng: random.Random, params: SearchParams, samples: int
) -> tuple[Searched, list[int]] | None:
    """The best modelled tile choice by play-outs and, for each legal move, its candidate (Block It's groups of
    equal size on the same casino are one candidate); None when a choice is not modelled."""
    base = RoundSim.from_state(state, seat, params.die_cost)
    sims: list[RoundSim] = []
    seen: dict[tuple[int, int] | Action, int] = {}
    index_of: list[int] = []
    for a in legal:
        key = (state.pieces.block_groups[a.group], a.casino) if isinstance(a, BlockIt) else a
        if key not in seen:
            sim = tile_after(base, state, seat, a)
            if sim is None:
                return None
            seen[key] = len(sims)
            sims.append(sim)
        index_of.append(seen[key])
    nxt = (state.current + 1) % state.players
    return _best_pairs([(s, nxt) for s in sims], state, seat, rng, params, samples), index_of
