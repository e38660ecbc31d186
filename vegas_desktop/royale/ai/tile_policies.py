"""The Royale computer players' rule for every tile decision, keyed by the decision phase (the same keys as the
rules' TileRule decisions and the table's prompts). Each takes the agent (its level, noise and RNG).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vegas_desktop.ai.base import only
from vegas_desktop.royale.ai.evaluation import (
    _BOX_THREES,
    _BOX_TWO_WEIGHTS,
    _BOX_TWOS,
    _LUCKY_COUNT_MIX,
    _LUCKY_GUESS_MIX,
    DIE_COST,
    _dice_left_factor,
    casino_payouts,
    table_value,
)
from vegas_desktop.royale.ai.odds import _SUMS, fifty_value  # noqa: F401 (re-exported)
from vegas_desktop.royale.ai.sim_tiles import next_no_entry_worth
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK_BOX,
    CASINO_COUNT,
    SMALL,
    Die,
    Phase,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    ActivateTile,
    AdjustPlace,
    AdjustTake,
    BlockIt,
    BoxPick,
    BoxSplit,
    Decline,
    DoubleDown,
    FiftyCall,
    Golden,
    Handicap,
    KnockoutPick,
    LuckyCount,
    LuckyGuess,
    MyChoice,
    NiceDice,
    NoEntry,
    PrimeTime,
)

if TYPE_CHECKING:
    from vegas_desktop.royale.ai.agents import RoyaleAgent


def lucky_count(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    mix = [1, 1, 1] if agent.level == "easy" else _LUCKY_COUNT_MIX
    return LuckyCount(agent.rng.choices((1, 2, 3), weights=mix)[0])


def lucky_guess(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    mix = [1, 1, 1] if agent.level == "easy" else _LUCKY_GUESS_MIX
    return LuckyGuess(agent.rng.choices((1, 2, 3), weights=mix)[0])


def fifty(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    _, call = fifty_value(state.pieces.fifty_field, state.pieces.fifty_sum)
    if agent.level == "easy" and agent.rng.random() < 0.25:
        return legal[agent.rng.randrange(len(legal))]
    return FiftyCall(call)


def no_entry(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    scored: list[tuple[float, NoEntry]] = []
    move_reward = next_no_entry_worth(state.pieces.no_entry_marker)
    for a in only(NoEntry, legal):
        if a.casino is None:
            keep = casino_payouts(state, state.closed).get(seat, 0) if state.closed is not None else 0
            scored.append((0.5 * keep, a))
        else:
            mine = casino_payouts(state, a.casino - 1).get(seat, 0)
            lost = casino_payouts(state, state.closed).get(seat, 0) * 0.5 if state.closed is not None else 0.0
            scored.append((move_reward + 0.5 * mine - lost, a))
    return agent._pick(scored)


def knockout(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    # Keep the Biggy (it counts two) unless only a few dice remain anyway.
    if agent.level == "easy":
        return legal[agent.rng.randrange(len(legal))]
    return KnockoutPick(SMALL) if KnockoutPick(SMALL) in legal else legal[0]


def block_it(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    seen: dict[tuple[int, int], BlockIt] = {}
    for a in only(BlockIt, legal):
        seen.setdefault((state.pieces.block_groups[a.group], a.casino), a)
    base = table_value(state, seat)
    scored = []
    for (size, casino), a in seen.items():
        trial = state.clone()
        trial.casinos[casino - 1].extend(Die(-2, casino, "g") for _ in range(size))
        scored.append((table_value(trial, seat) - base, a))
    return agent._pick(scored)


def handicap(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    base = table_value(state, seat)
    slot_value = {"jeton": 10.0, "money": 30.0, "special": 18.0}
    scored: list[tuple[float, Action]] = [(0.0, Decline())]
    for a in legal:
        if isinstance(a, Handicap):
            trial = state.clone()
            grey = next(d for d in trial.casinos[a.casino - 1] if d.owner == -2)
            trial.casinos[a.casino - 1].remove(grey)
            scored.append((slot_value[a.slot] + table_value(trial, seat) - base, a))
    return agent._pick(scored)


def adjust(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    scored: list[tuple[float, Action]] = []
    base = table_value(state, seat)
    for a in legal:
        if isinstance(a, AdjustPlace):
            scored.append((agent._placement_value(state, seat, a.value, [Die(seat, a.value, a.kind)], False), a))
        elif isinstance(a, AdjustTake):
            trial = state.clone()
            casino = trial.casinos[a.casino - 1]
            casino.remove(next(d for d in casino if d.owner == seat and d.kind == a.kind))
            trial.supply[seat].append(a.kind)
            scored.append((table_value(trial, seat) - base + DIE_COST, a))
    return agent._pick(scored)


def double_down(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    base = table_value(state, seat)
    here = state.tile_casino
    scored = []
    for a in only(DoubleDown, legal):
        trial = state.clone()
        casino = trial.casinos[here]
        for kind, n in ((SMALL, a.small), (BIGGY, 1 if a.biggy else 0)):
            for _ in range(n):
                d = next(x for x in casino if x.owner == seat and x.kind == kind)
                casino.remove(d)
                trial.pieces.double_down.append(d)
        scored.append((table_value(trial, seat) - base, a))
    return agent._pick(scored)


def nice_dice(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    base = table_value(state, seat)
    scored: list[tuple[float, Action]] = [(0.0, Decline())]
    for a in legal:
        if not isinstance(a, NiceDice):
            continue
        trial = state.clone()
        if a.source == "hand":
            trial.supply[seat].remove(a.kind)
            cost = DIE_COST * (2 if a.kind == BIGGY else 1) * _dice_left_factor(state, seat)
        else:
            trial.casinos[a.value - 1].remove(Die(seat, a.value, a.kind))
            cost = 0.0
        occupant = trial.pieces.nice_dice[a.value - 1]
        if occupant is not None:
            trial.casinos[occupant.value - 1].append(occupant)
        trial.pieces.nice_dice[a.value - 1] = Die(seat, a.value, a.kind)
        scored.append((table_value(trial, seat) - base - cost, a))
    return agent._pick(scored)


def my_choice(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    def worth(v: int) -> float:
        if v in (1, 2, 3):
            return (10.0, 20.0, 30.0)[v - 1]
        if v == 4:
            own = state.tile_at("H2")
            others = [
                agent._tile_value(state, c, seat)
                for c in range(CASINO_COUNT)
                if state.tiles[c] and c != own and state.is_open(c)
            ]
            return max(others, default=0.0)
        if v == 5:
            return 14.0
        return 60.0 - DIE_COST * 1.5 if state.supply[seat] else 0.0

    return agent._pick([(worth(a.value), a) for a in only(MyChoice, legal)])


def my_choice_tile(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    return agent._pick([(agent._tile_value(state, a.casino - 1, seat), a) for a in only(ActivateTile, legal)])


def golden(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    return Golden(SMALL) if Golden(SMALL) in legal else legal[0]


def prime_time(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    base = table_value(state, seat)
    scored = []
    for a in only(PrimeTime, legal):
        trial = state.clone()
        for v in a.values:
            trial.casinos[v - 1].append(Die(seat, v, "k"))
        scored.append((table_value(trial, seat) - base, a))
    return agent._pick(scored)


def box_split(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    if agent.level == "easy":  # a random split (random sizes, random contents)
        size = agent.rng.choice((1, 2, 3))
        group = tuple(sorted(agent.rng.sample(range(len(BLACK_BOX)), size)))
        if agent.rng.random() < 0.5:
            group = tuple(i for i in range(len(BLACK_BOX)) if i not in group)
        return BoxSplit(group)
    # Balanced groups (140k/160k), mixed so that whatever the winner sees (the sizes, which group is
    # first) every pick is worth 150k on average: the winner cannot do better than a coin toss.
    if agent.rng.random() < 0.5:
        group = agent.rng.choice(_BOX_THREES)
    else:
        group = agent.rng.choices(_BOX_TWOS, weights=_BOX_TWO_WEIGHTS)[0]
        if agent.rng.random() < 0.5:
            group = tuple(i for i in range(len(BLACK_BOX)) if i not in group)
    return BoxSplit(group)


def box_pick(agent: RoyaleAgent, state: RoyaleState, legal: list[Action], seat: int) -> Action:
    return BoxPick(agent.rng.randrange(2))


# -- search helpers ---------------------------------------------------------------------------------------------


# Each tile's decisions, by the phase the rules' TileRule opens (royale/tiles_*.py): the same keys.
Policy = Callable[["RoyaleAgent", RoyaleState, list[Action], int], Action]
POLICIES: dict[Phase, Policy] = {
    Phase.LUCKY_COUNT: lucky_count,
    Phase.LUCKY_GUESS: lucky_guess,
    Phase.FIFTY: fifty,
    Phase.NO_ENTRY: no_entry,
    Phase.KNOCKOUT: knockout,
    Phase.BLOCK_IT: block_it,
    Phase.HANDICAP: handicap,
    Phase.ADJUST: adjust,
    Phase.DOUBLE_DOWN: double_down,
    Phase.NICE_DICE: nice_dice,
    Phase.MY_CHOICE: my_choice,
    Phase.MY_CHOICE_TILE: my_choice_tile,
    Phase.GOLDEN: golden,
    Phase.PRIME_TIME: prime_time,
    Phase.BOX_SPLIT: box_split,
    Phase.BOX_PICK: box_pick,
}
