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
    samples: int = 32  # play-outs per candidate
    die_cost: float = 34.0  # the quick rule's price per die spent early (normal's)
    sigma: float = 90.0  # k: spread of the lead per round still to play
    last_sigma: float = 0.0  # k: smoothing of "finish first" in the last round (0 = exact)
    time_cap: float = 0.5  # s of wall-clock time: a safety cap for an overloaded machine, not the budget
    extra: int = 64  # more play-outs for the candidates still close after `samples`
    prune_z: float = 2.0  # "close": the paired difference is within this many standard errors
    tile_samples: int = 24  # play-outs per candidate of a tile choice
    tiles: bool = True  # tile choices by play-outs too (else normal's rules)
    margin: bool = False  # objective: own worth minus the best other's (instead of the win proxy)
    # Normal's turn stands unless the play-outs beat it by this many standard errors of the paired difference
    # (0: off). Against three Normal seats, 0.5 won 47.0% of 2,000 games the ungated search won 45.5% of.
    gate_z: float = 0.5


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def win_proxy(worth: list[float], me: int, rounds_left: int, params: SearchParams) -> float:
    """Chance-like score of `me` winning from the seats' worths at the end of this round."""
    mine = worth[me]
    others = [w for q, w in enumerate(worth) if q != me]
    if params.margin:
        return mine - max(others)
    if rounds_left <= 0:
        if params.last_sigma > 0:
            return math.prod(_phi((mine - w) / params.last_sigma) for w in others)
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


def choose_turn(
    state: RoyaleState, legal: list[Action], seat: int, rng: random.Random, params: SearchParams,
    incumbent: int | None = None,
) -> Action:
    """The legal turn action with the best mean win proxy over the play-outs; with an `incumbent` (Normal's
    turn) and `params.gate_z`, the incumbent unless the best beats it by gate_z standard errors."""
    base = RoundSim.from_state(state, seat, params.die_cost)
    cands = [_after(base, state, seat, a) for a in legal]
    best = _best_pairs(cands, state, seat, rng, params, params.samples, incumbent)
    return legal[best]


def _best(
    sims: list[RoundSim],
    nxt: int,
    state: RoyaleState,
    seat: int,
    rng: random.Random,
    params: SearchParams,
    samples: int,
) -> int:
    return _best_pairs([(s, nxt) for s in sims], state, seat, rng, params, samples)


def _best_pairs(
    cands: list[tuple[RoundSim, int]],
    state: RoyaleState,
    seat: int,
    rng: random.Random,
    params: SearchParams,
    samples: int,
    incumbent: int | None = None,
) -> int:
    """Index of the candidate (sim, next seat) with the best mean win proxy over shared play-outs.

    `samples` play-outs for every candidate; then, if `params.extra`, that many more for the candidates not
    clearly worse than the leader (paired differences, common random numbers make them precise). An
    `incumbent` still in the running stays unless the best beats it by `params.gate_z` standard errors.
    """
    scores: list[list[float]] = [[] for _ in cands]
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
            scores[i].append(win_proxy(sim.copy().play_out(nxt, rolls), seat, rounds_left, params))
        if k >= 3 and over_cap(time.perf_counter() - start, params.time_cap):
            break
    best = max(alive, key=lambda i: sum(scores[i]) / len(scores[i]))
    if incumbent is None or not params.gate_z or incumbent not in alive or best == incumbent:
        return best
    return best if clearly_ahead(scores[best], scores[incumbent], params.gate_z, min_pairs=2) else incumbent


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


def choose_tile(
    state: RoyaleState, legal: list[Action], seat: int, rng: random.Random, params: SearchParams, samples: int
) -> Action | None:
    """The best modelled tile choice by play-outs, or None when a choice is not modelled."""
    base = RoundSim.from_state(state, seat, params.die_cost)
    actions: list[Action] = []
    sims: list[RoundSim] = []
    seen: set[tuple[int, int] | Action] = set()
    for a in legal:
        key = (state.pieces.block_groups[a.group], a.casino) if isinstance(a, BlockIt) else a
        if key in seen:
            continue
        seen.add(key)
        sim = tile_after(base, state, seat, a)
        if sim is None:
            return None
        actions.append(a)
        sims.append(sim)
    nxt = (state.current + 1) % state.players
    return actions[_best(sims, nxt, state, seat, rng, params, samples)]
